package org.chesslake.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatDescription.SplitUnit;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.spark.PartitionRows.GamesRow;
import org.chesslake.spark.PartitionRows;

/**
 * The one fuzz harness every format's target uses. It turns the fuzzer's bytes into a database on
 * disk, opens it, plans splits as the driver does, reads every split's rows through the Spark partition readers (the
 * {@code full} table the ingest job reads, then the {@code names} table), and checks the contract:
 * <ul>
 * <li>opening fails, if at all, only with a {@link BadDatabaseException} naming a file of the database;</li>
 * <li>reading in PERMISSIVE mode never fails: a game that cannot be decoded is a row with a
 *     {@code decode_error} naming the file and the game;</li>
 * <li>every index entry is one games row, exactly once over the splits (games iterated = entries).</li>
 * </ul>
 *
 * <p>Input layout (what {@link #pack} writes and {@link #unpack} reads): one byte whose low bits pick
 * the file layout (one of the description's {@link FormatDescription#databases()}: SCID 4 or SCID 5,
 * plain or compressed PGN) and whose high bits pick the split size, then
 * each file but the last as a 4-byte big-endian length and its bytes, then the last file's bytes.
 * Lengths past the end are cut to what is left, so every input is a database.
 */
public final class DatabaseFuzzer {

    /** One harness per format and JVM: each owns a scratch directory. */
    private static final Map<String, DatabaseFuzzer> BY_FORMAT = new ConcurrentHashMap<>();

    private final GameFormat format;
    private final List<List<String>> layouts;
    private final Path directory;

    private DatabaseFuzzer(GameFormat format) {
        this.format = format;
        this.layouts = layouts(format);
        try {
            this.directory = Files.createTempDirectory("chesslake-fuzz-" + format.name());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        directory.toFile().deleteOnExit();
    }

    /** The harness of the registered format {@code name}. */
    public static DatabaseFuzzer of(String name) {
        return BY_FORMAT.computeIfAbsent(name, n -> new DatabaseFuzzer(Formats.byName(n)));
    }

    /** The extensions of a database's files, the file that opens it first; one list per layout of the format. */
    static List<List<String>> layouts(GameFormat format) {
        return format.description().databases().stream().map(FormatDescription.DatabaseFiles::all).toList();
    }

    /** Runs one fuzzer input through the whole read path and checks the contract. */
    public void run(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        Unpacked unpacked = unpack(input, layouts);
        Path file = write(layouts.get(unpacked.layout()), unpacked.files());
        InputFile opener = InputFile.local(file);
        long entries;
        DatabasePlan plan;
        try (GameDatabase database = format.open(opener, FormatOptions.NONE)) {
            entries = database.entryCount();
            plan = format.plan(opener, FormatOptions.NONE, unpacked.sizing());
        } catch (BadDatabaseException e) {
            assertTrue(e.getMessage().startsWith(directory.toString()), () -> "the error names no file of the database: " + e.getMessage());
            return;
        }
        TreeSet<Long> numbers = new TreeSet<>();
        List<Split> splits = plan.splits();
        for (Split split : splits) {
            for (GamesRow row : PartitionRows.full(format.name(), opener.location(), split, plan.facts(), false)) {
                if (!numbers.add(row.gameNumber())) {
                    fail("game " + row.gameNumber() + " read twice, again in split " + split);
                }
                if (row.decodeError() != null) {
                    assertTrue(row.decodeError().startsWith(directory.toString())
                                    && row.decodeError().contains("game " + row.gameNumber() + " "),
                            () -> "decode_error of game " + row.gameNumber() + " names no file or game: " + row.decodeError());
                }
            }
        }
        assertEquals(entries, numbers.size(), "games rows over " + splits.size() + " splits");
        if (format.description().splitUnit() == SplitUnit.INDEX_ENTRIES) {
            assertTrue(numbers.isEmpty() || numbers.first() == 1 && numbers.last() == entries,
                    () -> "indexed games are numbered 1.." + entries + ", not " + numbers.first() + ".." + numbers.last());
        }
        PartitionRows.names(format.name(), opener.location(), plan.facts());
    }

    /** The fuzzer's bytes as a layout, a split size and the files' contents. */
    record Unpacked(int layout, SplitSizing sizing, List<byte[]> files) {
    }

    static Unpacked unpack(byte[] input, List<List<String>> layouts) {
        int selector = Byte.toUnsignedInt(input[0]);
        int layout = (selector & 0x3F) % layouts.size();
        int fileCount = layouts.get(layout).size();
        // high bits: split sizes from 1 game (or 64 bytes) to one split for everything
        int size = selector >>> 6;
        SplitSizing sizing = size == 3 ? SplitSizing.DEFAULT : new SplitSizing(1L << (2 * size), 64L << (4 * size));
        ByteBuffer bytes = ByteBuffer.wrap(input, 1, input.length - 1);
        List<byte[]> files = new ArrayList<>(fileCount);
        for (int i = 0; i < fileCount; i++) {
            int length = bytes.remaining();
            if (i < fileCount - 1 && bytes.remaining() >= 4) {
                length = (int) Math.min(Integer.toUnsignedLong(bytes.getInt()), bytes.remaining());
            }
            byte[] file = new byte[length];
            bytes.get(file);
            files.add(file);
        }
        return new Unpacked(layout, sizing, files);
    }

    /** The input {@link #unpack} reads back as these files with {@code layout} and the default split size. */
    public static byte[] pack(int layout, List<byte[]> files) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(0xC0 | layout);
        for (int i = 0; i < files.size(); i++) {
            byte[] file = files.get(i);
            if (i < files.size() - 1) {
                out.writeBytes(ByteBuffer.allocate(4).putInt(file.length).array());
            }
            out.writeBytes(file);
        }
        return out.toByteArray();
    }

    /** Writes the files as {@code db.<extension>} into an emptied directory; returns the one that opens the database. */
    private Path write(List<String> extensions, List<byte[]> files) throws IOException {
        try (Stream<Path> old = Files.list(directory)) {
            for (Path path : old.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
        for (int i = 0; i < extensions.size(); i++) {
            Files.write(directory.resolve("db." + extensions.get(i)), files.get(i));
        }
        return directory.resolve("db." + extensions.get(0));
    }
}
