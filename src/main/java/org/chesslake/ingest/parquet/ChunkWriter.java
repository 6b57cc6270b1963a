package org.chesslake.ingest.parquet;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import java.io.IOException;
import org.apache.iceberg.shaded.org.apache.parquet.bytes.BytesInput;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnDescriptor;
import org.apache.iceberg.shaded.org.apache.parquet.column.Encoding;
import org.apache.iceberg.shaded.org.apache.parquet.column.page.DictionaryPage;
import org.apache.iceberg.shaded.org.apache.parquet.column.statistics.Statistics;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * Writes a buffered column as one column chunk: a dictionary page when a dictionary pays, then
 * DataPage V1 pages that start at row boundaries, each with its statistics, zstd-compressed. The
 * page buffers and the zstd context are reused from chunk to chunk (a context per page cost an
 * eighth of the compression); {@link #close()} frees the context's native memory.
 */
final class ChunkWriter implements AutoCloseable {

    private final ParquetSettings settings;
    private final ZstdCompressCtx zstd;
    private final ByteSink page = new ByteSink();
    private int[] levels = new int[1024];
    private byte[] compressed = new byte[0];

    ChunkWriter(ParquetSettings settings) {
        this.settings = settings;
        this.zstd = new ZstdCompressCtx().setLevel(settings.zstdLevel());
    }

    /** Writes {@code column}'s chunk; returns whether it is dictionary-encoded (every page). */
    boolean write(ParquetFileWriter file, ColumnBuffer column, boolean dictionaryAllowed) throws IOException {
        Values values = column.values();
        DictionaryIds dictionary = dictionaryAllowed ? values.dictionary(settings.maxDictionaryBytes()) : null;
        file.startColumn(column.descriptor(), column.slots(), CompressionCodecName.ZSTD);
        if (dictionary != null) {
            ByteSink entries = dictionary.page();
            int length = compress(entries);
            file.writeDictionaryPage(new DictionaryPage(BytesInput.from(compressed, 0, length), entries.size(),
                    dictionary.size(), Encoding.PLAIN_DICTIONARY));
        }
        int maxDefinition = column.descriptor().getMaxDefinitionLevel();
        // ids are a few bits each, so only PLAIN pages can reach the byte bound before the row bound
        int fixedSize = dictionary != null ? 0 : values.fixedSize();
        int slot = 0;
        int value = 0;
        while (slot < column.slots()) {
            int firstSlot = slot;
            int firstValue = value;
            int rows = 0;
            long bytes = 0;
            if (!column.repeated() && !column.hasLevels() && fixedSize >= 0) { // every slot a row with a value of one size
                rows = Math.min(settings.pageRows(), column.slots() - slot);
                if (fixedSize > 0) {
                    rows = (int) Math.min(rows, Math.max(1, settings.pageBytes() / fixedSize));
                }
                slot += rows;
                value += rows;
            } else {
                while (slot < column.slots()) {
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
            }
            writePage(file, column, dictionary, firstSlot, slot, firstValue, value, rows);
        }
        file.endColumn();
        return dictionary != null;
    }

    private void writePage(ParquetFileWriter file, ColumnBuffer column, DictionaryIds dictionary, int firstSlot, int endSlot,
                           int firstValue, int endValue, int rows) throws IOException {
        ColumnDescriptor descriptor = column.descriptor();
        Values values = column.values();
        page.clear();
        if (column.repeated()) {
            writeLevels(column, firstSlot, endSlot, true, descriptor.getMaxRepetitionLevel());
        }
        if (descriptor.getMaxDefinitionLevel() > 0) {
            writeLevels(column, firstSlot, endSlot, false, descriptor.getMaxDefinitionLevel());
        }
        if (dictionary != null) {
            int bitWidth = HybridEncoder.bitWidth(dictionary.size() - 1);
            page.writeByte(bitWidth);
            HybridEncoder.encode(dictionary.ids(), firstValue, endValue, bitWidth, page);
        } else {
            values.writePlain(firstValue, endValue, page);
        }
        Statistics<?> statistics = Statistics.createStats(descriptor.getPrimitiveType());
        values.addStatistics(firstValue, endValue, statistics);
        statistics.incrementNumNulls((endSlot - firstSlot) - (endValue - firstValue));
        int length = compress(page);
        file.writeDataPage(endSlot - firstSlot, page.size(), BytesInput.from(compressed, 0, length), statistics, rows,
                column.repeated() ? Encoding.RLE : Encoding.BIT_PACKED,
                descriptor.getMaxDefinitionLevel() > 0 ? Encoding.RLE : Encoding.BIT_PACKED,
                dictionary != null ? Encoding.PLAIN_DICTIONARY : Encoding.PLAIN);
    }

    /** A page's repetition or definition levels, hybrid-encoded after their length (DataPage V1). */
    private void writeLevels(ColumnBuffer column, int firstSlot, int endSlot, boolean repetition, int maxLevel) {
        int count = endSlot - firstSlot;
        int lengthAt = page.size();
        page.writeInt(0);
        if (!repetition && !column.hasLevels()) { // every slot defined: one run
            HybridEncoder.encodeRun(count, maxLevel, HybridEncoder.bitWidth(maxLevel), page);
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

    /** Compresses {@code bytes} into {@link #compressed}; returns the compressed length. */
    private int compress(ByteSink bytes) {
        int bound = (int) Zstd.compressBound(bytes.size());
        if (compressed.length < bound) {
            compressed = new byte[Math.max(bound, compressed.length * 2)];
        }
        return zstd.compressByteArray(compressed, 0, compressed.length, bytes.array(), 0, bytes.size());
    }

    @Override
    public void close() {
        zstd.close();
    }
}
