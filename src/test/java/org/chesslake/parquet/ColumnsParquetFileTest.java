package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableProperties;
import org.chesslake.lake.LakeTable;
import org.chesslake.table.Column;
import org.chesslake.table.GameColumns;
import org.chesslake.table.GameRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the games rows' writer refuses before it writes a row: a table column no column computes,
 * and a bloom filter or dictionary setting it would not honour as Iceberg's writer does. (Its files
 * are compared with Iceberg's in {@code GamesWriterDifferentialTest}.)
 */
class ColumnsParquetFileTest {

    @TempDir
    Path temp;

    private final Schema games = LakeTable.GAMES.newTableSchema();

    private IllegalStateException refused(Map<String, String> changed, List<Column<GameRow>> columns) {
        Map<String, String> properties = new HashMap<>(LakeTable.GAMES.writeProperties());
        properties.putAll(changed);
        File file = temp.resolve("refused.parquet").toFile();
        return assertThrows(IllegalStateException.class, () -> new ColumnsParquetFile<>(
                org.apache.iceberg.Files.localOutput(file), games, ParquetSettings.of(properties),
                ColumnsParquetFile.FIRST_BYTES_PER_ROW, columns));
    }

    @Test
    void aTableColumnThatNoColumnComputesIsRefused() {
        List<Column<GameRow>> columns = GameColumns.ALL.stream().filter(c -> !c.name().equals("round")).toList();
        String message = refused(Map.of(), columns).getMessage();
        assertTrue(message.startsWith("the table has the columns ") && message.endsWith(" this version writes " + columns.stream()
                .map(Column::name).toList()), message);
    }

    @Test
    void aBloomFilterOnAStringColumnIsRefused() {
        assertEquals("bloom filters are written for bigint columns only, not white",
                refused(Map.of(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX + "white", "true"),
                        GameColumns.ALL).getMessage());
    }

    @Test
    void aSettingOfAMapsLeafIsRefused() {
        assertEquals("this writer honours no dictionary or bloom filter setting of a map's leaf: tags.key_value.key",
                refused(Map.of(TableProperties.PARQUET_DICT_ENCODING_ENABLED_COLUMN_PREFIX + "tags.key_value.key", "false"),
                        GameColumns.ALL).getMessage());
    }
}
