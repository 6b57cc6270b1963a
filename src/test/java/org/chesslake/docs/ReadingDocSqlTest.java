package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/**
 * Runs the docs' SQL examples verbatim, so the docs cannot promise SQL that fails: the block of
 * reading.md, and any other page's or the README's block under the same marker. Every {@code sql}
 * block that follows the marker {@code <!-- sql-test -->} is split into statements; a statement
 * followed by a comment {@code -- ⇒ [row] [row] ...} must answer exactly those rows.
 */
class ReadingDocSqlTest {

    static final String MARKER = "<!-- sql-test";
    private static final String ANSWER = "-- ⇒";
    private static final Pattern ROW = Pattern.compile("\\[[^\\]]*\\]");
    private static final Pattern CREATED = Pattern.compile(
            "^CREATE\\s+(TEMPORARY\\s+VIEW|TABLE)\\s+(\\w+)", Pattern.CASE_INSENSITIVE);

    record Statement(String sql, List<String> answer) {
    }

    @Test
    void theReadingPageSqlRunsAndAnswersAsShown() throws IOException {
        Path reading = Docs.SITE.resolve("reading.md");
        assertFalse(statements(Docs.read(reading)).isEmpty(), "no SQL block after the " + MARKER + " marker in " + reading);
        int checked = 0;
        for (Path page : Docs.pages()) {
            checked += run(page);
        }
        assertTrue(checked > 0, "the docs' SQL shows no answer to check");
    }

    /** Runs the marked statements of one page; returns how many answers it checked. */
    private static int run(Path page) throws IOException {
        List<Statement> statements = statements(Docs.read(page));
        if (statements.isEmpty()) {
            return 0;
        }
        SparkSession spark = TestSpark.session();
        List<String> dropTables = new ArrayList<>();
        List<String> dropViews = new ArrayList<>();
        int checked = 0;
        try {
            for (Statement statement : statements) {
                Matcher created = CREATED.matcher(statement.sql());
                if (created.find()) {
                    (created.group(1).toUpperCase(Locale.ROOT).startsWith("TABLE") ? dropTables : dropViews).add(created.group(2));
                }
                List<String> rows = spark.sql(statement.sql()).collectAsList().stream().map(Row::toString).toList();
                if (statement.answer() != null) {
                    assertEquals(statement.answer(), rows, page + ": " + statement.sql());
                    checked++;
                }
            }
        } finally {
            dropTables.forEach(t -> spark.sql("DROP TABLE IF EXISTS " + t));
            dropViews.forEach(v -> spark.sql("DROP VIEW IF EXISTS " + v));
        }
        System.out.println(page + ": " + statements.size() + " SQL statements run, " + checked + " answers checked");
        return checked;
    }

    /** The statements of the marked sql blocks, each with the answer its following comment shows. */
    static List<Statement> statements(String markdown) {
        List<Statement> statements = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].startsWith(MARKER) || i + 1 >= lines.length || !lines[i + 1].equals("```sql")) {
                continue;
            }
            StringBuilder sql = new StringBuilder();
            for (i += 2; i < lines.length && !lines[i].equals("```"); i++) {
                String line = lines[i];
                if (line.startsWith(ANSWER)) {
                    Statement last = statements.remove(statements.size() - 1);
                    List<String> answer = new ArrayList<>();
                    Matcher rows = ROW.matcher(line.substring(ANSWER.length()));
                    while (rows.find()) {
                        answer.add(rows.group());
                    }
                    statements.add(new Statement(last.sql(), answer));
                } else if (!line.startsWith("--") && !line.isBlank()) {
                    sql.append(line.strip()).append(' ');
                    if (line.strip().endsWith(";")) {
                        statements.add(new Statement(sql.substring(0, sql.length() - 2).strip(), null));
                        sql.setLength(0);
                    }
                }
            }
        }
        return statements;
    }
}
