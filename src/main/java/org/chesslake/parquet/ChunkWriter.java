package org.chesslake.parquet;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import java.io.IOException;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.chesslake.parquet.ShadedParquet.PageEncoding;

/**
 * Writes a buffered column as one column chunk: a dictionary page when a dictionary pays, then
 * DataPage V1 pages that start at row boundaries, each with its statistics, compressed by the
 * table's codec: zstd by a context of this class's own (at level 1 where the chunk's values hardly
 * shrink: {@link #compresses}), another codec by parquet-java's compressor. The page buffers and the
 * zstd context are reused from chunk to chunk (a context per page cost an eighth of the
 * compression); {@link #close()} frees the contexts' native memory. The pages go to the file as
 * bytes, with their statistics as {@link ValueRange}s ({@link ShadedParquet} lays the file out).
 */
final class ChunkWriter implements AutoCloseable {

    private final ParquetSettings settings;
    private final ZstdCompressCtx zstd;
    /** Parquet-java's compressors, for a codec other than zstd; null for zstd. */
    private final ShadedParquet.Compressors codecs;
    /** Level 1, for the chunks that hardly shrink (see {@link #compresses}). */
    private final ZstdCompressCtx fastZstd;
    /** The context of the chunk being written. */
    private ZstdCompressCtx chunkZstd;
    private final ByteSink page = new ByteSink();
    private int[] levels = new int[1024];
    private byte[] compressed = new byte[0];
    /** The last page compressed: {@code [0, pageLength)} of this array ({@link #compressed}, the page's own, or the codec's). */
    private byte[] pageArray;
    private int pageLength;
    /** The rows and the values of the page {@link #pageEnd} found last. */
    private int pageRows;
    private int pageValues;

    /** How much of a PLAIN chunk the codec trial compresses: bytes of fixed-size values, or values of text. */
    private static final int TRIAL_BYTES = 64 * 1024;
    private static final int TRIAL_VALUES = 4096;
    /** A chunk whose trial keeps more than this share of its bytes is compressed at level 1. */
    private static final double INCOMPRESSIBLE_RATIO = 0.9;

    ChunkWriter(ParquetSettings settings) {
        this.settings = settings;
        this.zstd = new ZstdCompressCtx().setLevel(settings.zstdLevel());
        this.fastZstd = new ZstdCompressCtx().setLevel(1);
        this.codecs = settings.codec() == PageCodec.ZSTD ? null : new ShadedParquet.Compressors(settings.pageBytes());
    }

    /** Writes {@code column}'s chunk; returns whether it is dictionary-encoded (every page). */
    boolean write(ShadedParquet file, ColumnBuffer column, boolean dictionaryAllowed) throws IOException {
        Values values = column.values();
        DictionaryIds dictionary = dictionaryAllowed ? values.dictionary(settings.maxDictionaryBytes()) : null;
        if (codecs == null) {
            chunkZstd = dictionary != null || compresses(values) ? zstd : fastZstd;
        }
        file.startColumn(column.column(), column.slots(), settings.codec());
        if (dictionary != null) {
            ByteSink entries = dictionary.page();
            compressPage(entries);
            file.writeDictionaryPage(pageArray, pageLength, entries.size(), dictionary.size(), PageEncoding.PLAIN_DICTIONARY);
        }
        int maxDefinition = column.column().maxDefinition();
        // ids are a few bits each, so only PLAIN pages can reach the byte bound before the row bound
        int fixedSize = dictionary != null ? 0 : values.fixedSize();
        int uniform = column.uniformDefinition();
        // every slot a row, each with a value of one size or none with a value: pages are cut by counting
        boolean countedPages = uniform == maxDefinition ? fixedSize >= 0 : uniform >= 0;
        int slot = 0;
        int value = 0;
        while (slot < column.slots()) {
            int firstSlot = slot;
            int firstValue = value;
            int rows;
            if (countedPages) {
                rows = Math.min(settings.pageRows(), column.slots() - slot);
                if (uniform == maxDefinition) {
                    if (fixedSize > 0) {
                        rows = (int) Math.min(rows, Math.max(1, settings.pageBytes() / fixedSize));
                    }
                    value += rows;
                }
                slot += rows;
            } else {
                slot = pageEnd(column, slot, value, fixedSize);
                rows = pageRows;
                value += pageValues;
            }
            writePage(file, column, dictionary, firstSlot, slot, firstValue, value, rows);
        }
        file.endColumn();
        return dictionary != null;
    }

    /**
     * Where the page from {@code slot} (its first value {@code value}) ends: at the row bound, or at the first row
     * boundary at or past the byte bound; sets {@link #pageRows} and {@link #pageValues}. A method of its own, the
     * one loop over every slot: the JIT compiles it small, apart from the page writing around it, which it
     * otherwise inlined into one compilation of some 80 KB of code, compiled again and again, seconds of a
     * compiler thread in a cold ingest.
     */
    private int pageEnd(ColumnBuffer column, int slot, int value, int fixedSize) {
        Values values = column.values();
        int maxDefinition = column.column().maxDefinition();
        int slots = column.slots();
        int rows = 0;
        int firstValue = value;
        long bytes = 0;
        while (slot < slots) {
            if (column.repetition(slot) == 0) {
                if (rows == settings.pageRows() || bytes >= settings.pageBytes()) {
                    break;
                }
                rows++;
            }
            if (column.definition(slot) == maxDefinition) {
                bytes += fixedSize >= 0 ? fixedSize : values.plainSize(value);
                value++;
            }
            slot++;
        }
        pageRows = rows;
        pageValues = value - firstValue;
        return slot;
    }

    private void writePage(ShadedParquet file, ColumnBuffer column, DictionaryIds dictionary, int firstSlot, int endSlot,
                           int firstValue, int endValue, int rows) throws IOException {
        LeafColumn leaf = column.column();
        Values values = column.values();
        page.clear();
        if (column.repeated()) {
            writeLevels(column, firstSlot, endSlot, true, leaf.maxRepetition());
        }
        if (leaf.maxDefinition() > 0) {
            writeLevels(column, firstSlot, endSlot, false, leaf.maxDefinition());
        }
        if (dictionary != null) {
            int bitWidth = HybridEncoder.bitWidth(dictionary.size() - 1);
            page.writeByte(bitWidth);
            HybridEncoder.encode(dictionary.ids(), firstValue, endValue, bitWidth, page);
        } else {
            values.writePlain(firstValue, endValue, page);
        }
        compressPage(page);
        file.writeDataPage(leaf, endSlot - firstSlot, page.size(), pageArray, pageLength, values.range(firstValue, endValue),
                (endSlot - firstSlot) - (endValue - firstValue), rows,
                column.repeated() ? PageEncoding.RLE : PageEncoding.BIT_PACKED,
                leaf.maxDefinition() > 0 ? PageEncoding.RLE : PageEncoding.BIT_PACKED,
                dictionary != null ? PageEncoding.PLAIN_DICTIONARY : PageEncoding.PLAIN);
    }

    /** A page's repetition or definition levels, hybrid-encoded after their length (DataPage V1). */
    private void writeLevels(ColumnBuffer column, int firstSlot, int endSlot, boolean repetition, int maxLevel) {
        int count = endSlot - firstSlot;
        int lengthAt = page.size();
        page.writeInt(0);
        int uniform = column.uniformDefinition();
        if (uniform >= 0) { // every slot a row (repetition 0) at one definition level: one run
            HybridEncoder.encodeRun(count, repetition ? 0 : uniform, HybridEncoder.bitWidth(maxLevel), page);
            page.putInt(lengthAt, page.size() - lengthAt - Integer.BYTES);
            return;
        }
        if (levels.length < count) {
            levels = new int[Math.max(count, levels.length * 2)];
        }
        for (int i = 0; i < count; i++) {
            levels[i] = repetition ? column.repetition(firstSlot + i) : column.definition(firstSlot + i);
        }
        HybridEncoder.encode(levels, 0, count, HybridEncoder.bitWidth(maxLevel), page);
        page.putInt(lengthAt, page.size() - lengthAt - Integer.BYTES);
    }

    /**
     * Whether a PLAIN chunk's values shrink enough to be worth the table's zstd level, by a trial on
     * its first values at that level. Hashes (the position keys: 64-bit values repeated only where a
     * position recurs) keep some 95% of their bytes at level 3 and at level 1 alike, and level 3
     * spent a fifth of the writer's time on them.
     */
    boolean compresses(Values values) {
        int count = values.count();
        if (count == 0) {
            return true;
        }
        int fixedSize = values.fixedSize();
        int sample = fixedSize > 0 ? Math.min(count, Math.max(1, TRIAL_BYTES / fixedSize)) : Math.min(count, TRIAL_VALUES);
        page.clear();
        values.writePlain(0, sample, page);
        return compress(zstd, page) < page.size() * INCOMPRESSIBLE_RATIO;
    }

    /**
     * Compresses a page's bytes by the table's codec into {@link #pageArray} and {@link #pageLength}
     * (zstd: into {@link #compressed}, by the chunk's context); the file writes them before the next
     * page is compressed.
     */
    private void compressPage(ByteSink bytes) throws IOException {
        if (codecs == null) {
            pageLength = compress(chunkZstd, bytes); // may grow the array
            pageArray = compressed;
        } else if (settings.codec() == PageCodec.UNCOMPRESSED) {
            pageArray = bytes.array();
            pageLength = bytes.size();
        } else {
            pageArray = codecs.compress(settings.codec(), bytes.array(), bytes.size());
            pageLength = pageArray.length;
        }
    }

    /** Compresses {@code bytes} into {@link #compressed} with {@code context}; returns the compressed length. */
    private int compress(ZstdCompressCtx context, ByteSink bytes) {
        int bound = (int) Zstd.compressBound(bytes.size());
        if (compressed.length < bound) {
            compressed = new byte[Math.max(bound, compressed.length * 2)];
        }
        return context.compressByteArray(compressed, 0, compressed.length, bytes.array(), 0, bytes.size());
    }

    @Override
    public void close() {
        zstd.close();
        fastZstd.close();
        if (codecs != null) {
            codecs.close();
        }
    }
}
