package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import org.junit.jupiter.api.Test;

/**
 * The tables page lists exactly the columns, with their types, of each table a reader offers: the
 * markdown table under {@code ## games}, {@code ## moves} and {@code ## names}, and under
 * {@code ## full} the columns the full table adds to games, and under {@code ## sources} the lake's
 * sources table's columns. The schemas are the ones Spark gets
 * from the {@code chess} source for each {@code table} option (TableKind's schemas).
 */
class TablesDocTest {

    private static final java.nio.file.Path PAGE = Docs.SITE.resolve("tables.md");

    @Test
    void theTablesPageListsEachTablesColumnsAndTypes() throws IOException {
        Map<String, Map<String, String>> documented = columnTables(Docs.read(PAGE));
        for (String table : List.of("games", "moves", "names")) {
            assertEquals(columns(schema(table)), documented.get(table), PAGE + ", ## " + table + ": " + difference(
                    columns(schema(table)), documented.get(table)));
        }
    }

    /** The lake's own table: its columns are the ingest's {@link org.chesslake.lake.SourcesTable#SCHEMA}. */
    @Test
    void theTablesPageListsTheSourcesTablesColumns() throws IOException {
        Map<String, Map<String, String>> documented = columnTables(Docs.read(PAGE));
        Map<String, String> columns = columns(org.chesslake.lake.SourcesTable.SCHEMA);
        assertEquals(columns, documented.get("sources"), PAGE + ", ## sources: " + difference(columns, documented.get("sources")));
    }

    /** The lake's opening index: its columns are {@link org.chesslake.lake.PositionsTable#SCHEMA}. */
    @Test
    void theTablesPageListsThePositionsTablesColumns() throws IOException {
        Map<String, Map<String, String>> documented = columnTables(Docs.read(PAGE));
        Map<String, String> columns = columns(org.chesslake.lake.PositionsTable.SCHEMA);
        assertEquals(columns, documented.get("positions"), PAGE + ", ## positions: "
                + difference(columns, documented.get("positions")));
    }

    @Test
    void theFullTableIsTheGamesColumnsAndTheMovesOfEachGame() throws IOException {
        Map<String, Map<String, String>> documented = columnTables(Docs.read(PAGE));
        Map<String, String> added = new LinkedHashMap<>(columns(schema("full")));
        added.keySet().removeAll(columns(schema("games")).keySet());
        assertEquals(added.keySet(), documented.get("full").keySet(), PAGE + ", ## full: the columns full adds to games");
        // the page says: each element has the moves columns without game_id and source
        StructField moves = schema("full").apply("moves");
        StructType element = (StructType) ((ArrayType) moves.dataType()).elementType();
        Map<String, String> expected = new LinkedHashMap<>(columns(schema("moves")));
        expected.remove("game_id");
        expected.remove("source");
        assertEquals(expected, columns(element));
        assertTrue(documented.get("full").get("moves").startsWith("array<struct"), documented.get("full").toString());
    }

    /** A column left out of the page, or one the schema does not have, is found. */
    @Test
    void aMissingOrExtraColumnIsFound() {
        String page = """
                # Tables
                ## names
                One row per name.

                | column | type | meaning |
                |---|---|---|
                | `name_id` | bigint | hash |
                | `nickname` | string | not a column |
                """;
        Map<String, String> documented = columnTables(page).get("names");
        Map<String, String> actual = columns(schema("names"));
        assertFalse(actual.equals(documented));
        String difference = difference(actual, documented);
        assertTrue(difference.contains("missing from the page: [kind, name,"), difference);
        assertTrue(difference.contains("not in the schema: [nickname]"), difference);
    }

    /** Column name to type of each level-2 heading's markdown tables, by the heading's first word. */
    static Map<String, Map<String, String>> columnTables(String markdown) {
        Map<String, Map<String, String>> tables = new LinkedHashMap<>();
        Map<String, String> current = null;
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
            } else if (fenced) {
                continue;
            } else if (line.startsWith("## ")) {
                String name = line.substring(3).strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
                current = tables.computeIfAbsent(name, n -> new LinkedHashMap<>());
            } else if (line.startsWith("# ")) {
                current = null;
            } else if (current != null && line.startsWith("|")) {
                String[] cells = line.split("\\|");
                if (cells.length < 3 || cells[1].strip().matches("-+|:?-+:?|column")) {
                    continue; // separator or header row
                }
                current.put(cells[1].strip().replace("`", ""), cells[2].strip());
            }
        }
        return tables;
    }

    /** The schema the {@code chess} source gives a read with {@code option("table", table)}. */
    static StructType schema(String table) {
        DataSourceRegister source = Docs.dataSources().get("chess");
        assertNotNull(source, "no data source registered as chess");
        return ((TableProvider) source).inferSchema(new CaseInsensitiveStringMap(Map.of("table", table, "path", "sample-data")));
    }

    private static Map<String, String> columns(StructType schema) {
        Map<String, String> columns = new LinkedHashMap<>();
        for (StructField field : schema.fields()) {
            columns.put(field.name(), field.dataType().simpleString());
        }
        return columns;
    }

    private static String difference(Map<String, String> schema, Map<String, String> page) {
        assertNotNull(page, "no column table under this heading");
        List<String> missing = new ArrayList<>(schema.keySet());
        missing.removeAll(page.keySet());
        List<String> extra = new ArrayList<>(page.keySet());
        extra.removeAll(schema.keySet());
        Map<String, String> types = new TreeMap<>();
        schema.forEach((column, type) -> {
            if (page.containsKey(column) && !page.get(column).equals(type)) {
                types.put(column, "schema " + type + ", page " + page.get(column));
            }
        });
        return "missing from the page: " + missing + "; not in the schema: " + extra + "; types that differ: " + types;
    }
}
