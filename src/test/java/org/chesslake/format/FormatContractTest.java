package org.chesslake.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.docs.Docs;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.format.FormatDescription.SplitUnit;
import org.chesslake.fuzz.FuzzTarget;
import org.chesslake.scan.CountingPass;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.DatabaseSplit;
import org.chesslake.scan.GameStream;
import org.chesslake.scan.PlannedInput;
import org.chesslake.scan.PushedFilters;
import org.chesslake.scan.ReadMode;
import org.chesslake.scan.ReadOptions;
import org.chesslake.scan.ScanContext;
import org.chesslake.scan.TextCopyPass;
import org.chesslake.spark.GameSource;
import org.chesslake.table.GameRow;
import org.chesslake.table.TableKind;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered format through the same checks, so a new format is tested by being registered:
 * it describes itself and has a Spark provider; it recognises a sample database of it (the finder
 * takes the database and none of its companions) and opens it as the kind its split unit says; its
 * plan covers every game exactly once at several split sizes, read as the scan reads them (counting
 * pass included); a damaged record becomes that game's {@code decode_error}, naming the file, the
 * game and the byte offset, and not a failed read (the one documented exception: {@link #DAMAGE_IN_TAG});
 * and its fuzz target has inputs.
 *
 * <p>The sample is the smallest database of the format in {@code sample-data/} (written by the
 * project's writers) whose games all decode; a format the project cannot write takes the smallest
 * such database of the shared corpus, and without the corpus those checks are skipped (and counted
 * by the corpus report). A format with a sample in neither fails, saying what to add.
 */
@CorpusTest // formats the project cannot write (CBH, XQF, CCBridge) take their sample from the corpus
class FormatContractTest {

    private static final Path SAMPLE_DATA = Path.of("sample-data");
    private static final Configuration CONF = new Configuration();
    private static final ScanContext CONTEXT = new ScanContext(CONF, 2, CountingPass.inThisThread(CONF), TextCopyPass.inThisThread(CONF));
    /** Splits at most this many per database: a big sample's smallest splits are not one unit each. */
    private static final long MAX_SPLITS = 2_000;
    private static final Map<String, Sample> SAMPLES = new ConcurrentHashMap<>();
    /**
     * Formats documented to read a damaged move stream as their own software shows it, the moves up
     * to the first bad one with the rest described in this tag, not in {@code decode_error}
     * (formats/cbh.md#damage): for them the damage must show in that tag, naming the damaged file.
     * What makes no game at all (a record outside the file) is still their decode_error.
     */
    private static final Map<String, String> DAMAGE_IN_TAG = Map.of("cbh", "CbDecodeWarning");

    @TempDir
    Path temp;

    static Stream<String> formats() {
        return Formats.all().stream().map(GameFormat::name);
    }

    /**
     * The formats that decode their files' bytes themselves: the checks of samples, splits, damaged
     * records and fuzz targets are theirs. A table format ({@code pgn-table}) reads its files through
     * Spark's Parquet reader, where damaged bytes fail the file, not a game; its own tests
     * (PgnTableReadTest, PgnTableCorpusTest) check its splits and its games' errors.
     */
    static Stream<String> byteFormats() {
        return Formats.all().stream().filter(f -> f.description().decodesBytes()).map(GameFormat::name);
    }

    /**
     * A database of the format: the file that names it, its files (that file first, then the
     * companions present), and how many games it holds.
     */
    private record Sample(Path file, List<Path> files, long games) {
    }

    /** A game as a read places it. */
    private record Placed(long gameNumber, long offset) {
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void describesItselfAndHasASparkProvider(String name) {
        FormatDescription description = Formats.byName(name).description();
        assertEquals(name, description.name());
        assertTrue(name.matches(description.decodesBytes() ? "[a-z][a-z0-9]*" : "[a-z][a-z0-9-]*"),
                "a short name is one lower-case word (Spark's short name, the fuzz target's method of a format that"
                        + " decodes bytes): " + name);
        assertTrue(Docs.dataSources().get(name) instanceof GameSource, name + ": no Spark provider; add a class like"
                + " spark/ScidSource and its line in META-INF/services/org.apache.spark.sql.sources.DataSourceRegister");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("byteFormats")
    void recognisesItsSampleAndOpensItAsTheKindItsSplitUnitSays(String name) throws IOException {
        GameFormat format = Formats.byName(name);
        Sample sample = sample(format);
        InputFile file = local(sample.file());
        assertEquals(Optional.of(name), Formats.detect(file).map(GameFormat::name),
                sample.file() + ": the first registered format to recognise it");
        // the finder, listing the sample's directory, takes the sample as a database and its companions as none
        List<String> files = sample.files().stream().map(p -> local(p).location()).toList();
        List<DatabaseRef> found = new DatabaseFinder(DatabaseFinder.ANY_FORMAT, CONF).find(List.of(sample.file().getParent().toString()), null)
                .stream().filter(ref -> files.contains(ref.path())).toList();
        assertEquals(List.of(name + " " + file.location()), found.stream().map(ref -> ref.format() + " " + ref.path()).toList());
        try (GameDatabase database = format.open(file, FormatOptions.NONE)) {
            assertEquals(format.description().splitUnit() == SplitUnit.INDEX_ENTRIES, database instanceof IndexedDatabase,
                    name + " is split by " + format.description().splitUnit() + " but opens a " + database.getClass());
            assertEquals(sample.games(), database.entryCount());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("byteFormats")
    void itsPlanCoversEveryGameExactlyOnceAtEverySplitSize(String name) throws IOException {
        Sample sample = sample(Formats.byName(name));
        List<Placed> sequential = placed(rows(name, sample.file(), Long.MAX_VALUE, DecodeLevel.INDEX, ReadMode.FAILFAST));
        assertEquals(LongStream.rangeClosed(1, sample.games()).boxed().toList(),
                sequential.stream().map(Placed::gameNumber).toList(), "a sequential read numbers the games 1..n");
        long units = Formats.byName(name).plan(local(sample.file()), FormatOptions.NONE,
                new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE)).units();
        for (long size : LongStream.of(1, 2, 3, 7, units / 2 + 1, units).map(s -> Math.max(s, units / MAX_SPLITS + 1))
                .distinct().toArray()) {
            try (PlannedInput input = PlannedInput.of(options(name, sample.file(), size, ReadMode.FAILFAST), CONTEXT)) {
                List<List<DatabaseSplit>> partitions = input.partitions(TableKind.GAMES);
                List<Split> splits = partitions.stream().flatMap(List::stream).map(DatabaseSplit::split)
                        .sorted(Comparator.comparingLong(Split::start)).toList();
                long end = 0;
                for (Split split : splits) {
                    assertEquals(end, split.start(), "splits of " + size + " are contiguous: " + splits);
                    end = split.end();
                }
                assertEquals(units, end, "splits of " + size + " cover the database: " + splits);
                assertTrue(size >= units || splits.size() > 1, "cut at " + size + " of " + units + ": " + splits);
                List<GameRow> rows = new ArrayList<>();
                for (List<DatabaseSplit> partition : partitions) {
                    rows.addAll(read(partition, DecodeLevel.INDEX, ReadMode.FAILFAST));
                }
                assertEquals(sequential, placed(rows), "games read over the splits of " + size + " " + splits);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("byteFormats")
    void aDamagedRecordIsThatGamesDecodeErrorAndNotAFailedRead(String name) throws IOException {
        Sample sample = sample(Formats.byName(name));
        List<GameRow> intact = rows(name, sample.file(), Long.MAX_VALUE, DecodeLevel.MOVES, ReadMode.PERMISSIVE);
        long game = (sample.games() + 1) / 2;
        long start = intact.get((int) game - 1).offset();
        long next = intact.stream().mapToLong(GameRow::offset).filter(o -> o > start).min().orElse(Long.MAX_VALUE);
        // the record is in one of the database's files: the damage that makes the game's error is sought in each,
        // over the whole record (to 4 bytes before the next, whose offset may point past a length prefix) or its
        // second half (a text game keeps its start, so it stays a game)
        List<String> tried = new ArrayList<>();
        for (int f = 0; f < sample.files().size(); f++) {
            long size = Files.size(sample.files().get(f));
            long end = Math.min(next, size);
            if (start >= size) {
                continue;
            }
            for (long from : new long[] {start, start + (end - start) / 2}) {
                Path copy = copy(sample, temp.resolve(f + "-" + from));
                Path damaged = copy.resolve(sample.files().get(f).getFileName().toString());
                damage(damaged, from, Math.max(from + 1, end - 4));
                String outcome = outcome(name, copy.resolve(sample.file().getFileName().toString()), copy, damaged, game,
                        sample.games());
                if (outcome == null) {
                    System.out.println(name + ": damage in " + damaged.getFileName() + " [" + from + ", "
                            + Math.max(from + 1, end - 4) + ") is game " + game + "'s to report");
                    return;
                }
                tried.add(damaged.getFileName() + " [" + from + ", " + Math.max(from + 1, end - 4) + "): " + outcome);
            }
        }
        throw new AssertionError(name + ": no damage to game " + game + "'s record (at byte " + start
                + ") became that game's decode_error: " + tried);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("byteFormats")
    void hasAFuzzTargetWithInputs(String name) throws IOException {
        FuzzTarget target = new FuzzTarget(Formats.byName(name));
        assertTrue(target.exists(), name + ": add a method `@FuzzTest void " + name + "(byte[] input)` to "
                + target.className() + " (see contributing.md#fuzzing)");
        boolean seeded;
        try (Stream<Path> inputs = Files.isDirectory(target.inputs()) ? Files.list(target.inputs()) : Stream.empty()) {
            seeded = inputs.anyMatch(Files::isRegularFile);
        }
        assertTrue(seeded, name + ": no fuzz input in " + target.inputs() + "; run SeedCorpus --resources"
                + " (see contributing.md#fuzzing)");
    }

    /**
     * Reads the damaged copy in PERMISSIVE mode; null if game {@code game} kept its row with an error
     * naming the damaged file, the game and a byte offset, else what happened instead. A read that
     * fails any other way than a {@link BadDatabaseException} naming a file of the copy fails the test.
     */
    private static String outcome(String name, Path opener, Path copy, Path damaged, long game, long games) {
        List<GameRow> rows;
        try {
            rows = rows(name, opener, Long.MAX_VALUE, DecodeLevel.MOVES, ReadMode.PERMISSIVE);
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof BadDatabaseException bad && bad.getMessage().startsWith(copy.toString())) {
                return "the database does not open: " + bad.getMessage();
            }
            throw e;
        }
        for (GameRow row : rows) {
            assertTrue(row.error() == null || row.error().startsWith(copy.toString())
                    && row.error().contains(": game " + row.gameNumber() + " at byte "),
                    () -> "game " + row.gameNumber() + "'s decode_error names no file of the database, game or offset: "
                            + row.error());
        }
        if (rows.size() != games) {
            return rows.size() + " games";
        }
        GameRow row = rows.get((int) game - 1);
        String tag = DAMAGE_IN_TAG.get(name);
        if (tag != null && row.error() == null) {
            String warning = row.header().tags().get(tag);
            return warning != null && warning.contains(": game " + game + " ") && warning.contains(damaged + " byte ")
                    ? null : "game " + game + "'s " + tag + ": " + warning;
        }
        return row.error() != null && row.error().startsWith(damaged + ": game " + game + " at byte ") ? null
                : "game " + game + "'s error: " + row.error();
    }

    /** The games of the database {@code file} opens, read as the scan reads them at splits of {@code size}, by number. */
    private static List<GameRow> rows(String name, Path file, long size, DecodeLevel level, ReadMode mode) {
        List<GameRow> rows = new ArrayList<>();
        try (PlannedInput input = PlannedInput.of(options(name, file, size, mode), CONTEXT)) {
            for (List<DatabaseSplit> partition : input.partitions(TableKind.GAMES)) {
                rows.addAll(read(partition, level, mode));
            }
        }
        rows.sort(Comparator.comparingLong(GameRow::gameNumber));
        return rows;
    }

    private static ReadOptions options(String name, Path file, long size, ReadMode mode) {
        return ReadOptions.parse(name, Map.of("gamesPerPartition", String.valueOf(size), "bytesPerPartition",
                String.valueOf(size), "mode", mode.name()), List.of(file.toString()));
    }

    private static List<GameRow> read(List<DatabaseSplit> partition, DecodeLevel level, ReadMode mode) {
        List<GameRow> rows = new ArrayList<>();
        try (GameStream games = new GameStream(partition, CONF, FormatOptions.NONE, mode, PushedFilters.NONE, db -> level)) {
            for (GameRow row = games.next(); row != null; row = games.next()) {
                rows.add(row);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    private static List<Placed> placed(List<GameRow> rows) {
        return rows.stream().map(r -> new Placed(r.gameNumber(), r.offset()))
                .sorted(Comparator.comparingLong(Placed::gameNumber)).toList();
    }

    private static Path copy(Sample sample, Path dir) throws IOException {
        Files.createDirectories(dir);
        for (Path file : sample.files()) {
            Files.copy(file, dir.resolve(file.getFileName().toString()));
        }
        return dir;
    }

    private static void damage(Path file, long from, long to) throws IOException {
        byte[] junk = new byte[(int) (to - from)];
        Arrays.fill(junk, (byte) 0xFF);
        try (RandomAccessFile bytes = new RandomAccessFile(file.toFile(), "rw")) {
            bytes.seek(from);
            bytes.write(junk);
        }
    }

    /** The format's sample: from sample-data/, else from the corpus (skipped, and counted, without it). */
    private static Sample sample(GameFormat format) {
        Sample known = SAMPLES.get(format.name());
        if (known != null) {
            return known;
        }
        Sample sample = smallestSample(format, SAMPLE_DATA).orElseGet(() -> smallestSample(format, Corpus.root())
                .orElseThrow(() -> new AssertionError(format.name() + ": no sample database whose games all decode."
                        + " Add one to sample-data/, written by the format's writer (jobs/dev/make-sample-data); for a"
                        + " format the project cannot write, add a small database to the shared corpus")));
        System.out.println(format.name() + ": sample " + sample.file() + ", " + sample.games() + " games");
        SAMPLES.put(format.name(), sample);
        return sample;
    }

    /**
     * The smallest database below {@code root} that the format recognises, whose games all decode, with
     * at least two games if any has (a one-game database otherwise).
     */
    private static Optional<Sample> smallestSample(GameFormat format, Path root) {
        List<Sample> candidates = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                if (format.description().namesDatabase(file.getFileName().toString())) {
                    candidates.add(new Sample(file, filesOf(format, file), 0));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        candidates.sort(Comparator.comparingLong(FormatContractTest::bytes));
        Sample single = null;
        for (Sample candidate : candidates) {
            if (!format.recognizes(local(candidate.file()))) {
                continue;
            }
            List<GameRow> rows;
            try {
                rows = rows(format.name(), candidate.file(), Long.MAX_VALUE, DecodeLevel.MOVES, ReadMode.PERMISSIVE);
            } catch (RuntimeException unreadable) {
                continue;
            }
            if (rows.isEmpty() || rows.stream().anyMatch(r -> r.error() != null)) {
                continue;
            }
            Sample sample = new Sample(candidate.file(), candidate.files(), rows.size());
            if (rows.size() >= 2) {
                return Optional.of(sample);
            }
            if (single == null) {
                single = sample;
            }
        }
        return Optional.ofNullable(single);
    }

    /** The file that names a database, then its companions present beside it (same base name, any case). */
    private static List<Path> filesOf(GameFormat format, Path file) throws IOException {
        String name = file.getFileName().toString();
        FormatDescription.DatabaseFiles layout = format.description().databases().stream()
                .filter(d -> name.toLowerCase(Locale.ROOT).endsWith("." + d.extension())).findFirst().orElseThrow();
        String base = name.substring(0, name.length() - layout.extension().length() - 1);
        List<Path> files = new ArrayList<>(List.of(file));
        try (Stream<Path> siblings = Files.list(file.getParent())) {
            List<Path> beside = siblings.toList();
            for (String companion : layout.companions()) {
                beside.stream().filter(p -> p.getFileName().toString().equalsIgnoreCase(base + "." + companion))
                        .findFirst().ifPresent(files::add);
            }
        }
        return files;
    }

    private static InputFile local(Path file) {
        try {
            return InputFile.local(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long bytes(Sample sample) {
        return sample.files().stream().mapToLong(p -> {
            try {
                return Files.size(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).sum();
    }
}
