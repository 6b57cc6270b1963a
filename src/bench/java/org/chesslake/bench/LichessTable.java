package org.chesslake.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.chesslake.format.text.PgnReader;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.TextDecoding;

/**
 * The same games as a PGN file and as a Parquet dataset in Lichess's layout (its columns and types,
 * Hive partitions {@code year=/month=}; {@code UTCTime} as text: Spark writes no {@code time32}), for
 * {@code jobs/dev/bench ingest PGN,TABLE}: the corpus's {@code lichess_db} slice (999 games) repeated.
 * Usage: LichessTable SLICE.pgn DIR [copies=100]; prints the two paths, comma-separated ({@code jobs/dev/bench
 * lichess-table} then ingests both in turn).
 */
public final class LichessTable {

    private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]");
    private static final List<String> TEXT = List.of("Event", "Site", "White", "Black", "Result", "WhiteTitle", "BlackTitle");
    private static final List<String> NUMBERS = List.of("WhiteElo", "BlackElo", "WhiteRatingDiff", "BlackRatingDiff");
    private static final List<String> MORE_TEXT = List.of("ECO", "Opening", "Termination", "TimeControl");

    private LichessTable() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: LichessTable SLICE.pgn DIR [copies=100]");
            System.exit(2);
        }
        Path slice = Path.of(args[0]);
        Path dir = Files.createDirectories(Path.of(args[1]));
        int copies = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        Path pgn = Files.createDirectories(dir.resolve("pgn")).resolve("lichess-table.pgn");
        byte[] text = Files.readAllBytes(slice);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(pgn), 1 << 20)) {
            for (int i = 0; i < copies; i++) {
                out.write(text);
            }
        }
        List<StructField> fields = new ArrayList<>();
        TEXT.forEach(name -> fields.add(field(name, DataTypes.StringType)));
        NUMBERS.forEach(name -> fields.add(field(name, DataTypes.ShortType)));
        fields.add(field("UTCDate", DataTypes.DateType));
        fields.add(field("UTCTime", DataTypes.StringType));
        MORE_TEXT.forEach(name -> fields.add(field(name, DataTypes.StringType)));
        fields.add(field("movetext", DataTypes.StringType));
        fields.add(field("year", DataTypes.StringType));
        fields.add(field("month", DataTypes.StringType));
        List<Row> rows = new ArrayList<>();
        List<Row> one = rows(slice, fields);
        for (int i = 0; i < copies; i++) {
            rows.addAll(one);
        }
        Path table = dir.resolve("table");
        SparkSession spark = SparkSession.builder().master("local[2]").appName("lichess-table").getOrCreate();
        try {
            spark.createDataFrame(rows, DataTypes.createStructType(fields)).coalesce(1).write().mode("overwrite")
                    .partitionBy("year", "month").parquet(table.toString());
        } finally {
            spark.stop();
        }
        System.err.printf("%s: %d bytes, %d games%n", pgn, Files.size(pgn), rows.size());
        System.out.println(pgn.getParent() + "," + table);
    }

    /** The games of the slice as rows of the fields: tags by name, the movetext, partitions by the UTCDate. */
    private static List<Row> rows(Path slice, List<StructField> fields) throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = Files.newInputStream(slice); PgnReader reader = new PgnReader(slice.toString(), in, TextDecoding.utf8OrLatin1())) {
            for (PgnGameText game = reader.next(); game != null; game = reader.next()) {
                Map<String, String> tags = new LinkedHashMap<>();
                String rest = game.text().stripLeading();
                for (Matcher tag = TAG.matcher(rest); tag.lookingAt(); tag = TAG.matcher(rest)) {
                    tags.put(tag.group(1), tag.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
                    rest = rest.substring(tag.end()).stripLeading();
                }
                String[] date = tags.get("UTCDate").split("\\.");
                tags.put("movetext", rest.strip());
                tags.put("year", date[0]);
                tags.put("month", date[1]);
                rows.add(RowFactory.create(fields.stream().map(f -> value(tags.get(f.name()), f.dataType())).toArray()));
            }
        }
        return rows;
    }

    private static StructField field(String name, DataType type) {
        return DataTypes.createStructField(name, type, true);
    }

    private static Object value(String text, DataType type) {
        if (text == null) {
            return null;
        } else if (type == DataTypes.ShortType) {
            return Short.valueOf(text.replace("+", ""));
        } else if (type == DataTypes.DateType) {
            return java.sql.Date.valueOf(text.replace('.', '-'));
        }
        return text;
    }
}
