package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.format.TableDatabase;
import org.chesslake.spark.PgnTables.Layout;
import org.chesslake.spark.PgnTables.PgnGame;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code pgn-table} source on games the test makes: the same games as a PGN file and as Parquet
 * tables in Lichess's layout and a lower-case one (and as ORC, CSV and JSON lines files) read as the
 * same rows; every game once whatever
 * the split size, numbered by its row; an illegal move is that game's decode_error, or a failure
 * naming the file, the game and the row; and the SQL functions give the moves table's rows.
 */
class PgnTableReadTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final int COPIES = 150;
    /** Movetexts with clocks, evaluations, a variation, NAGs, a comment, and (the last) an illegal move. */
    private static final List<String> MOVETEXTS = List.of(
            "1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... c5 { [%eval 0.25] [%clk 0:02:58] } 2. Nf3 (2. c3 d5 $1 { the Alapin }) 2... d6 { [%clk 0:02:55] } 1-0",
            "1. d4 { [%clk 0:10:00] } 1... d5 { [%clk 0:10:00] } 2. c4 $2 2... e6 3. Nc3 Nf6 4. Bg5 { [%eval #-3] } 1/2-1/2",
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
            "1. e4 e5 2. Ke3 Qh4 0-1");
    private static final int BAD = 3;

    @TempDir
    static Path temp;
    private static List<PgnGame> games;
    private static Path pgn;

    @BeforeAll
    static void writeTheGames() throws IOException {
        games = new ArrayList<>();
        for (int i = 0; i < COPIES * MOVETEXTS.size(); i++) {
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", i % 2 == 0 ? "Rated Blitz game" : "Rated Bullet game");
            tags.put("Site", "https://lichess.org/g" + i);
            tags.put("Date", "2021.10." + (1 + i % 3 < 10 ? "0" : "") + (1 + i % 3));
            tags.put("Round", "-");
            tags.put("White", "white" + i % 17);
            tags.put("Black", "black" + i % 13);
            tags.put("Result", MOVETEXTS.get(i % MOVETEXTS.size()).replaceAll(".* ", ""));
            tags.put("UTCDate", tags.get("Date"));
            tags.put("UTCTime", String.format("%02d:%02d:%02d", i % 24, i % 60, (i * 7) % 60));
            tags.put("WhiteElo", String.valueOf(1500 + i));
            tags.put("BlackElo", String.valueOf(1600 + i % 400));
            if (i % 5 != 0) {
                tags.put("WhiteRatingDiff", i % 3 == 0 ? "+0" : "+" + i % 9);
                tags.put("BlackRatingDiff", i % 7 == 0 ? "+0" : "-" + i % 7);
            }
            if (i % 11 == 0) {
                tags.put("WhiteTitle", "FM");
            }
            tags.put("ECO", "B50");
            tags.put("Opening", "Sicilian Defense");
            tags.put("TimeControl", "180+0");
            tags.put("Termination", "Normal");
            games.add(new PgnGame(tags, MOVETEXTS.get(i % MOVETEXTS.size())));
        }
        pgn = temp.resolve("games.pgn");
        Files.writeString(pgn, PgnTables.pgn(games), StandardCharsets.UTF_8);
        PgnTables.write(SPARK, games, Layout.LICHESS, temp.resolve("lichess"), 16 << 10);
        PgnTables.write(SPARK, games, Layout.LOWER_CASE, temp.resolve("lower"), 16 << 10);
    }

    private static Dataset<Row> read(String format, Path path, String table, String... options) {
        var reader = SPARK.read().format(format).option("table", table);
        for (int i = 0; i < options.length; i += 2) {
            reader = reader.option(options[i], options[i + 1]);
        }
        return reader.load(path.toString());
    }

    /** The PGN file's tables as compared, by the columns skipped: the file is decoded once for each list. */
    private static final Map<List<String>, SameGames.Collected> PGN_READS = new HashMap<>();

    private static int assertSameAsThePgn(Path dir, List<String> skipped, String... options) {
        SameGames.Collected expected = PGN_READS.computeIfAbsent(skipped, s -> SameGames.Collected.of(read("pgn", pgn, "games"),
                read("pgn", pgn, "moves"), read("pgn", pgn, "names"), s));
        return SameGames.assertSame(expected, read("pgn-table", dir, "games", options), read("pgn-table", dir, "moves", options),
                read("pgn-table", dir, "names", options));
    }

    @Test
    void theLichessLayoutReadsAsThePgnFile() {
        // the layout has no Round column; its Date is the UTCDate
        assertEquals(games.size(), assertSameAsThePgn(temp.resolve("lichess"), List.of("round", "round_id")));
    }

    @Test
    void theLowerCaseLayoutReadsAsThePgnFile() {
        assertEquals(games.size(), assertSameAsThePgn(temp.resolve("lower"), List.of()));
    }

    @Test
    void everyGameOnceNumberedByItsRowWhateverTheSplits() throws IOException {
        Path dir = temp.resolve("lower");
        List<Row> whole = read("pgn-table", dir, "games").select("game_number", "site").orderBy("game_number").collectAsList();
        assertEquals(games.size(), whole.size());
        for (int i = 0; i < whole.size(); i++) {
            assertEquals(i + 1, whole.get(i).getLong(0), "game numbers are the rows, 1 = first");
        }
        try (Stream<Path> files = Files.list(dir);
             var database = new org.chesslake.format.pgn.PgnTableFormat().open(org.chesslake.files.InputFile.local(
                     files.filter(f -> f.toString().endsWith(".parquet")).findFirst().orElseThrow()),
                     org.chesslake.format.FormatOptions.NONE)) {
            assertEquals(games.size(), database.entryCount(), "the file's rows");
        }
        // ranges of 9,000 bytes (a 64th of a split): about one a row group of 16 KB
        Dataset<Row> split = read("pgn-table", dir, "games", "bytesPerPartition", String.valueOf(9000 * TableDatabase.RANGES_PER_SPLIT));
        assertTrue(split.rdd().getNumPartitions() > 3, split.rdd().getNumPartitions() + " partitions");
        assertEquals(whole, split.select("game_number", "site").orderBy("game_number").collectAsList());
    }

    @Test
    void anIllegalMoveIsThatGamesDecodeErrorOrAFailureNamingFileGameAndRow() {
        Path dir = temp.resolve("lower");
        List<Row> errors = read("pgn-table", dir, "games").where("decode_error IS NOT NULL")
                .select("game_number", "decode_error", "main_line_key").collectAsList();
        assertEquals(COPIES, errors.size());
        for (Row error : errors) {
            assertEquals(BAD, (error.getLong(0) - 1) % MOVETEXTS.size(), "the games of the bad movetext");
            assertTrue(error.getString(1).matches(".*\\.parquet: game " + error.getLong(0) + " \\(row " + (error.getLong(0) - 1)
                    + "\\): line 1: move 'Ke3'.*"), error.getString(1));
            assertTrue(error.isNullAt(2));
        }
        Exception failed = assertThrows(Exception.class,
                () -> read("pgn-table", dir, "moves", "mode", "FAILFAST").count());
        String message = Stream.iterate((Throwable) failed, t -> t != null, Throwable::getCause).map(Throwable::getMessage)
                .filter(m -> m != null && m.contains("(row 3)")).findFirst().orElse(failed.toString());
        assertTrue(message.matches("(?s).*part-[^ ]*\\.parquet: game 4 \\(row 3\\): line 1: move 'Ke3'.*"), message);
    }

    /** The same games as ORC (stripes of about 16 KiB), CSV and JSON lines files, in each layout. */
    private static Path written(String kind, Layout layout) {
        Path dir = temp.resolve(kind + "-" + layout);
        if (!Files.isDirectory(dir)) {
            PgnTables.write(SPARK, games, layout, dir, kind, kind.equals("orc")
                    ? Map.of("orc.stripe.size", "16384") : Map.of());
        }
        return dir;
    }

    @ParameterizedTest
    @ValueSource(strings = {"orc", "csv", "json"})
    void orcCsvAndJsonReadAsThePgnFile(String kind) {
        assertEquals(games.size(), assertSameAsThePgn(written(kind, Layout.LICHESS), List.of("round", "round_id")));
        assertEquals(games.size(), assertSameAsThePgn(written(kind, Layout.LOWER_CASE), List.of()));
    }

    /** The CSV and JSON lines files compressed by each codec the text formats read: the same games as the PGN file. */
    @ParameterizedTest
    @ValueSource(strings = {"gz", "bz2", "zst"})
    void compressedCsvAndJsonReadAsThePgnFile(String codec) throws IOException {
        for (String kind : List.of("csv", "json")) {
            Path plain;
            try (Stream<Path> files = Files.list(written(kind, Layout.LOWER_CASE))) {
                plain = files.filter(f -> f.toString().endsWith("." + kind)).findFirst().orElseThrow();
            }
            Path dir = Files.createDirectories(temp.resolve(kind + "-" + codec));
            try (var out = compressed(codec, Files.newOutputStream(dir.resolve("games." + kind + "." + codec)))) {
                Files.copy(plain, out);
            }
            assertEquals(games.size(), assertSameAsThePgn(dir, List.of()), kind + "." + codec);
        }
    }

    private static java.io.OutputStream compressed(String codec, java.io.OutputStream out) throws IOException {
        return switch (codec) {
            case "gz" -> new java.util.zip.GZIPOutputStream(out);
            case "bz2" -> {
                var bzip2 = new org.apache.hadoop.io.compress.BZip2Codec();
                bzip2.setConf(new org.apache.hadoop.conf.Configuration(false));
                yield bzip2.createOutputStream(out);
            }
            default -> new com.github.luben.zstd.ZstdOutputStream(out);
        };
    }

    @Test
    void anOrcFileIsSplitByItsStripesAndNumberedByItsRows() throws IOException {
        Path dir = temp.resolve("orc-stripes");
        List<PgnGame> tenTimes = java.util.Collections.nCopies(10, games).stream().flatMap(List::stream).toList();
        PgnTables.write(SPARK, tenTimes, Layout.LOWER_CASE, dir, "orc", Map.of("orc.stripe.size", "16384",
                "orc.buffer.size", "4096", "orc.rows.between.memory.checks", "50", "orc.dictionary.key.threshold", "0"));
        List<Row> whole = read("pgn-table", dir, "games").select("game_number", "site").orderBy("game_number").collectAsList();
        assertEquals(tenTimes.size(), whole.size());
        for (int i = 0; i < whole.size(); i++) {
            assertEquals(i + 1, whole.get(i).getLong(0), "game numbers are the rows, 1 = first");
            assertEquals("https://lichess.org/g" + i % games.size(), whole.get(i).getString(1));
        }
        Path file;
        try (Stream<Path> files = Files.list(dir)) {
            file = files.filter(f -> f.toString().endsWith(".orc")).findFirst().orElseThrow();
        }
        int stripes = org.apache.orc.OrcFile.createReader(new org.apache.hadoop.fs.Path(file.toUri()),
                org.apache.orc.OrcFile.readerOptions(new org.apache.hadoop.conf.Configuration())).getStripes().size();
        assertTrue(stripes > 3, stripes + " stripes");
        Dataset<Row> split = read("pgn-table", dir, "games", "bytesPerPartition",
                String.valueOf(Files.size(file) / stripes * TableDatabase.RANGES_PER_SPLIT));
        assertTrue(split.rdd().getNumPartitions() > 3, split.rdd().getNumPartitions() + " partitions of " + stripes + " stripes");
        assertEquals(whole, split.select("game_number", "site").orderBy("game_number").collectAsList());
        Path csv = written("csv", Layout.LOWER_CASE);
        Dataset<Row> text = read("pgn-table", csv, "games", "bytesPerPartition", "9000");
        assertEquals(1, text.rdd().getNumPartitions(), "a CSV file is read from its start, by one task");
    }

    @ParameterizedTest
    @ValueSource(strings = {"orc", "csv", "json"})
    void anIllegalMoveInOrcCsvOrJsonIsThatGamesDecodeErrorOrAFailureNamingFileGameAndRow(String kind) {
        Path dir = written(kind, Layout.LOWER_CASE);
        List<Row> errors = read("pgn-table", dir, "games").where("decode_error IS NOT NULL")
                .select("game_number", "decode_error").collectAsList();
        assertEquals(COPIES, errors.size());
        for (Row error : errors) {
            assertEquals(BAD, (error.getLong(0) - 1) % MOVETEXTS.size(), "the games of the bad movetext");
            assertTrue(error.getString(1).matches(".*\\." + kind + ": game " + error.getLong(0) + " \\(row " + (error.getLong(0) - 1)
                    + "\\): line 1: move 'Ke3'.*"), error.getString(1));
        }
        Exception failed = assertThrows(Exception.class, () -> read("pgn-table", dir, "moves", "mode", "FAILFAST").count());
        String message = Stream.iterate((Throwable) failed, t -> t != null, Throwable::getCause).map(Throwable::getMessage)
                .filter(m -> m != null && m.contains("(row 3)")).findFirst().orElse(failed.toString());
        assertTrue(message.matches("(?s).*part-[^ ]*\\." + kind + ": game 4 \\(row 3\\): line 1: move 'Ke3'.*"), message);
    }

    /**
     * Lichess's {@code UTCTime} as its files store it: Arrow's {@code time32[s]} is Parquet's
     * {@code INT32 TIME(MILLIS)} (the seconds times 1000), a type Spark 4.1 reads no schema of, so
     * neither does this format; the documented way round: Spark reads the column as the int it is
     * stored as when given a schema, and a copy with the time as text reads in full.
     */
    @Test
    void aParquetTimeColumnAsLichessStoresItFailsNamingTheFileAndReadsThroughACopy() throws IOException {
        MessageType schema = Types.buildMessage()
                .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("Site")
                .optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType()).named("UTCDate")
                .optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.timeType(true, LogicalTypeAnnotation.TimeUnit.MILLIS))
                .named("UTCTime")
                .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("movetext")
                .named("schema");
        Path file = temp.resolve("time32/part-0.parquet");
        Files.createDirectories(file.getParent());
        List<String> times = List.of("00:00:00", "12:34:56", "23:59:59");
        try (var writer = ExampleParquetWriter.builder(new org.apache.hadoop.fs.Path(file.toUri())).withType(schema).build()) {
            for (int i = 0; i < times.size(); i++) {
                writer.write(new SimpleGroupFactory(schema).newGroup().append("Site", "https://lichess.org/t" + i)
                        .append("UTCDate", (int) LocalDate.of(2021, 10, 1 + i).toEpochDay())
                        .append("UTCTime", LocalTime.parse(times.get(i)).toSecondOfDay() * 1000).append("movetext", MOVETEXTS.get(i)));
            }
        }
        Exception spark = assertThrows(Exception.class, () -> SPARK.read().parquet(file.toString()).schema());
        assertTrue(spark.getMessage().contains("[PARQUET_TYPE_ILLEGAL] Illegal Parquet type: INT32 (TIME(MILLIS,true))"), spark.getMessage());
        Exception named = assertThrows(Exception.class, () -> read("pgn-table", file, "games").count());
        assertTrue(named.getMessage().contains(file.getFileName().toString()) && named.getMessage().contains("PARQUET_TYPE_ILLEGAL"),
                named.getMessage());
        Path copy = temp.resolve("time32-copy");
        SPARK.read().schema("Site STRING, UTCDate DATE, UTCTime INT, movetext STRING").parquet(file.toString())
                .selectExpr("Site", "UTCDate", "date_format(timestampadd(MILLISECOND, UTCTime, TIMESTAMP_NTZ'2000-01-01 00:00:00'),"
                        + " 'HH:mm:ss') AS UTCTime", "movetext")
                .coalesce(1).write().parquet(copy.toString());
        List<Row> read = read("pgn-table", copy, "games").orderBy("game_number")
                .selectExpr("site", "tags['UTCTime']", "date", "ply_count").collectAsList();
        assertEquals(3, read.size());
        for (int i = 0; i < times.size(); i++) {
            assertEquals("https://lichess.org/t" + i, read.get(i).getString(0));
            assertEquals(times.get(i), read.get(i).getString(1));
            assertEquals(java.sql.Date.valueOf(LocalDate.of(2021, 10, 1 + i)), read.get(i).getDate(2));
        }
        assertEquals(List.of(4, 7, 7), read.stream().map(r -> r.getInt(3)).toList(), "the moves read too");
    }

    @Test
    void aNamedMovetextColumn() throws IOException {
        Path dir = temp.resolve("renamed");
        PgnTables.rows(SPARK, games.subList(0, 8), Layout.LOWER_CASE).withColumnRenamed("movetext", "pgn").coalesce(1)
                .write().parquet(dir.toString());
        Dataset<Row> named = read("pgn-table", dir, "games", "movetextColumn", "PGN");
        assertEquals(List.of(4L, 8L), named.where("decode_error IS NOT NULL").orderBy("game_number")
                .select("game_number").as(org.apache.spark.sql.Encoders.LONG()).collectAsList(), "the games of the bad movetext");
        assertEquals(6, named.where("main_line_key IS NOT NULL").count(), "the others decoded");
        Exception refused = assertThrows(Exception.class, () -> read("pgn-table", dir, "games").count());
        assertTrue(String.valueOf(refused.getMessage()).contains("no pgn-table database found"), refused.getMessage());
    }

    @Test
    void pgnMovesAndMainLineKeyAreTheMovesAndGamesTables() {
        Path dir = temp.resolve("lichess");
        Dataset<Row> tableGames = read("pgn-table", dir, "games");
        Dataset<Row> tableMoves = read("pgn-table", dir, "moves");
        Dataset<Row> functionMoves = SPARK.sql("SELECT t.Site AS site, m.* FROM parquet.`" + dir
                + "` t LATERAL VIEW pgn_moves(t.movetext) m");
        Dataset<Row> asMoves = functionMoves.join(tableGames.select("site", "game_id"), "site")
                .select(tableMoves.columns()[0], java.util.Arrays.stream(tableMoves.columns()).skip(1)
                        .filter(c -> !c.equals("source")).toArray(String[]::new));
        assertEquals(SameGames.moves(tableGames, tableMoves.drop("source")), SameGames.moves(tableGames, asMoves));
        assertEquals(0, SPARK.sql("SELECT t.Site AS site, pgn_main_line_key(t.movetext) AS key FROM parquet.`" + dir + "` t")
                .join(tableGames, "site").where("NOT (key <=> main_line_key)").count(), "pgn_main_line_key is main_line_key");
        Row small = SPARK.sql("SELECT count(*), max(ply), max(line_id), max(clock_ms) FROM (SELECT pgn_moves("
                + "'1. e4 e5 2. Nf3 (2. Nc3) 2... Nc6 { [%clk 0:01:02] } *', "
                + "'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'))").first();
        assertEquals(List.of(5L, 4, 1, 62_000L), List.of(small.get(0), small.get(1), small.get(2), small.get(3)));
        Row bad = SPARK.sql("SELECT (SELECT count(*) FROM (SELECT pgn_moves('1. e4 e5 2. Ke3 *'))),"
                + " pgn_main_line_key('1. e4 e5 2. Ke3 *'), pgn_main_line_key(NULL)").first();
        assertEquals(0L, bad.getLong(0), "an illegal move: no moves, as in the moves table");
        assertTrue(bad.isNullAt(1) && bad.isNullAt(2));
    }
}
