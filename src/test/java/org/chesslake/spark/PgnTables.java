package org.chesslake.spark;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
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
 * PGN games as tables keep them (a row per game, its tags in columns, its movetext in one string
 * column), written by Spark as Parquet: in Lichess's layout (its columns and types; {@code UTCTime}
 * as a string, since Spark reads no Parquet TIME(MILLIS) column, the type of Lichess's time32) in
 * Hive partitions {@code year=YYYY/month=MM/}, or in a lower-case layout of other types (int64
 * ratings, float rating differences, the time as whole seconds of the day, a Date and a Round).
 */
final class PgnTables {

    /** One game: its tags in file order and its movetext. */
    record PgnGame(Map<String, String> tags, String movetext) {
    }

    enum Layout {
        LICHESS, LOWER_CASE
    }

    private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]");

    private PgnTables() {
    }

    /** The games of a PGN file, each split into its tag section and its movetext. */
    static List<PgnGame> games(Path pgn) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (InputStream in = Files.newInputStream(pgn); PgnReader reader = new PgnReader(pgn.toString(), in, TextDecoding.utf8OrLatin1())) {
            for (PgnGameText text = reader.next(); text != null; text = reader.next()) {
                Map<String, String> tags = new LinkedHashMap<>();
                String rest = text.text();
                while (true) {
                    String stripped = rest.stripLeading();
                    Matcher tag = TAG.matcher(stripped);
                    if (!tag.lookingAt()) {
                        rest = stripped;
                        break;
                    }
                    tags.put(tag.group(1), tag.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
                    rest = stripped.substring(tag.end());
                }
                games.add(new PgnGame(tags, rest.strip()));
            }
        }
        return games;
    }

    /** The games as a PGN file's text. */
    static String pgn(List<PgnGame> games) {
        StringBuilder text = new StringBuilder();
        for (PgnGame game : games) {
            game.tags().forEach((name, value) -> text.append('[').append(name).append(" \"")
                    .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
            text.append('\n').append(game.movetext()).append("\n\n");
        }
        return text.toString();
    }

    /** The games' rows in a layout. */
    static Dataset<Row> rows(SparkSession spark, List<PgnGame> games, Layout layout) {
        List<StructField> fields = new ArrayList<>();
        List<String> tags = new ArrayList<>();
        for (String name : List.of("Event", "Site", "White", "Black", "Result", "WhiteTitle", "BlackTitle")) {
            tags.add(name);
            fields.add(field(name, layout, DataTypes.StringType));
        }
        DataType elo = layout == Layout.LICHESS ? DataTypes.ShortType : DataTypes.LongType;
        DataType diff = layout == Layout.LICHESS ? DataTypes.ShortType : DataTypes.FloatType;
        for (String name : List.of("WhiteElo", "BlackElo", "WhiteRatingDiff", "BlackRatingDiff")) {
            tags.add(name);
            fields.add(field(name, layout, name.endsWith("Elo") ? elo : diff));
        }
        tags.addAll(List.of("UTCDate", "UTCTime"));
        fields.add(field("UTCDate", layout, DataTypes.DateType));
        fields.add(field("UTCTime", layout, layout == Layout.LICHESS ? DataTypes.StringType : DataTypes.IntegerType));
        for (String name : List.of("ECO", "Opening", "Termination", "TimeControl")) {
            tags.add(name);
            fields.add(field(name, layout, DataTypes.StringType));
        }
        if (layout == Layout.LOWER_CASE) {
            tags.addAll(List.of("Date", "Round"));
            fields.add(field("Date", layout, DataTypes.StringType));
            fields.add(field("Round", layout, DataTypes.StringType));
        }
        fields.add(DataTypes.createStructField("movetext", DataTypes.StringType, true));
        if (layout == Layout.LICHESS) {
            fields.add(DataTypes.createStructField("year", DataTypes.StringType, true));
            fields.add(DataTypes.createStructField("month", DataTypes.StringType, true));
        }
        List<Row> rows = new ArrayList<>();
        for (PgnGame game : games) {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < tags.size(); i++) {
                values.add(value(game.tags().get(tags.get(i)), fields.get(i).dataType()));
            }
            values.add(game.movetext());
            if (layout == Layout.LICHESS) {
                String[] date = game.tags().get("UTCDate").split("\\.");
                values.add(date[0]);
                values.add(date[1]);
            }
            rows.add(RowFactory.create(values.toArray()));
        }
        return spark.createDataFrame(rows, DataTypes.createStructType(fields));
    }

    /** Writes the games' rows as Parquet below {@code dir}, in row groups of about {@code rowGroupBytes}. */
    static void write(SparkSession spark, List<PgnGame> games, Layout layout, Path dir, long rowGroupBytes) {
        write(spark, games, layout, dir, "parquet", Map.of("parquet.block.size", String.valueOf(rowGroupBytes)));
    }

    /**
     * Writes the games' rows below {@code dir} in one file (a file per partition) by Spark's source
     * {@code format} ({@code orc}, {@code csv} with a header row, {@code json}), with its options.
     */
    static void write(SparkSession spark, List<PgnGame> games, Layout layout, Path dir, String format, Map<String, String> options) {
        var writer = rows(spark, games, layout).coalesce(1).write().format(format).options(options);
        if (format.equals("csv")) {
            writer = writer.option("header", "true");
        }
        if (layout == Layout.LICHESS) {
            writer = writer.partitionBy("year", "month");
        }
        writer.save(dir.toString());
    }

    private static StructField field(String tag, Layout layout, DataType type) {
        return DataTypes.createStructField(layout == Layout.LICHESS ? tag : tag.toLowerCase(Locale.ROOT), type, true);
    }

    private static Object value(String text, DataType type) {
        if (text == null) {
            return null;
        }
        if (type == DataTypes.ShortType) {
            return Short.valueOf(text.replace("+", ""));
        } else if (type == DataTypes.LongType) {
            return Long.valueOf(text.replace("+", ""));
        } else if (type == DataTypes.FloatType) {
            return Float.valueOf(text);
        } else if (type == DataTypes.DateType) {
            return java.sql.Date.valueOf(text.replace('.', '-'));
        } else if (type == DataTypes.IntegerType) { // a time of day as its second
            String[] hms = text.split(":");
            return Integer.parseInt(hms[0]) * 3600 + Integer.parseInt(hms[1]) * 60 + Integer.parseInt(hms[2]);
        }
        return text;
    }
}
