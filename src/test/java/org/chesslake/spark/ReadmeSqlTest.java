package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/**
 * Runs the README's SQL examples verbatim, so the README cannot promise SQL that fails. Every
 * {@code sql} block that follows the marker {@code <!-- sql-test -->} is split into statements; a
 * statement followed by a comment {@code -- ⇒ [row] [row] ...} must answer exactly those rows.
 */
class ReadmeSqlTest {

    private static final String MARKER = "<!-- sql-test";
    private static final String ANSWER = "-- ⇒";
    private static final Pattern ROW = Pattern.compile("\\[[^\\]]*\\]");

    private record Statement(String sql, List<String> answer) {
    }

    @Test
    void theReadmeSqlRunsAndAnswersAsShown() throws IOException {
        List<Statement> statements = statements(Files.readString(Path.of("README.md")));
        assertFalse(statements.isEmpty(), "no SQL block after the " + MARKER + " marker in README.md");
        SparkSession spark = TestSpark.session();
        int checked = 0;
        for (Statement statement : statements) {
            List<String> rows = spark.sql(statement.sql()).collectAsList().stream().map(Row::toString).toList();
            if (statement.answer() != null) {
                assertEquals(statement.answer(), rows, statement.sql());
                checked++;
            }
        }
        System.out.println("README SQL: " + statements.size() + " statements run, " + checked + " answers checked");
        assertFalse(checked == 0, "the README SQL shows no answer to check");
        for (String table : List.of("lake", "famous_moves")) {
            spark.sql("DROP TABLE IF EXISTS " + table);
        }
    }

    /** The statements of the marked sql blocks, each with the answer its following comment shows. */
    private static List<Statement> statements(String readme) {
        List<Statement> statements = new ArrayList<>();
        String[] lines = readme.split("\n", -1);
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
