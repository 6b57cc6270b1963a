package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.SqlJob;
import org.chesslake.docs.Docs;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs' {@code jobs/sql} commands run as shown. sample-data/ is ingested into a lake named
 * {@code lake} (as {@code jobs/ingest} does); then every {@code jobs/sql} line of each code block
 * that follows a {@code <!-- lake-test -->} marker (the README's and every page's) goes through
 * {@link SqlJob}'s command line, registration and printing, with {@code --lake} pointed at that
 * lake. Each shows its output: the lines after it that start with {@code # ⇒}, which must appear in
 * what it prints, in order (a page leaves out only what changes from run to run). Three
 * things of the run's own take the place of what the docs show: the report's games snapshot for
 * the id after {@code VERSION AS OF}, a time after the ingest for the timestamp after
 * {@code TIMESTAMP AS OF}, and the test's temporary directory below a relative
 * {@code INSERT OVERWRITE DIRECTORY}, whose files are read back and counted. Every other
 * {@code jobs/sql} command of the docs must at least be a command line jobs/sql takes.
 */
@IntegrationTest
class LakeDocTest {

    private static final String MARKER = "<!-- lake-test";
    private static final String OUTPUT = "# ⇒ ";
    private static final Pattern VERSION = Pattern.compile("(VERSION AS OF )\\d+");
    private static final Pattern TIMESTAMP = Pattern.compile("(TIMESTAMP AS OF )'[^']*'");
    private static final Pattern DIRECTORY = Pattern.compile("(INSERT OVERWRITE DIRECTORY )'([^'/][^']*)'(.*)$");

    @TempDir
    static Path temp;

    private static final SparkSession SPARK = TestSpark.session();
    private static Path lake;
    private static IngestReport report;
    private static Instant ingested;

    @BeforeAll
    static void ingestTheSampleData() throws IOException {
        lake = temp.resolve("lake");
        report = new Ingest(SPARK, IngestJob.parse("--input", "sample-data", "--output", lake.toString())).run();
        ingested = Instant.now();
    }

    @AfterAll
    static void leaveTheLake() {
        SPARK.sql("USE spark_catalog.default");
    }

    @Test
    void theMarkedJobsSqlCommandsRunAndPrintWhatTheDocsShow() throws Exception {
        int run = 0;
        for (Path page : Docs.pages()) {
            String markdown = Docs.read(page);
            String[] lines = markdown.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (!lines[i].startsWith(MARKER)) {
                    continue;
                }
                assertTrue(i + 1 < lines.length && lines[i + 1].startsWith("```"), page + ": no code block after " + lines[i]);
                List<String> block = new ArrayList<>();
                for (i += 2; i < lines.length && !lines[i].startsWith("```"); i++) {
                    block.add(lines[i]);
                }
                int before = run;
                run += runBlock(page, block);
                assertTrue(run > before, page + ": a " + MARKER + " block without a jobs/sql command");
            }
        }
        assertTrue(run >= 8, "only " + run + " jobs/sql commands of the docs were run");
    }

    @Test
    void everyJobsSqlCommandOfTheDocsIsOneJobsSqlTakes() throws IOException {
        int parsed = 0;
        for (Path page : Docs.pages()) {
            for (List<String> block : Docs.codeBlocks(Docs.read(page))) {
                for (String command : commands(block)) {
                    List<String> words = words(command);
                    if (words.size() > 1 && words.get(1).startsWith("[")) {
                        continue; // the usage synopsis
                    }
                    SqlJob.Args.parse(withoutConf(words.subList(1, words.size())).toArray(String[]::new));
                    parsed++;
                }
            }
        }
        assertTrue(parsed >= 8, "only " + parsed + " jobs/sql commands found in the docs");
    }

    /** Runs the jobs/sql commands of one marked block; returns how many. */
    private static int runBlock(Path page, List<String> block) throws Exception {
        int run = 0;
        for (int i = 0; i < block.size(); i++) {
            if (!block.get(i).startsWith("jobs/sql")) {
                continue;
            }
            StringBuilder command = new StringBuilder(block.get(i));
            while (command.toString().stripTrailing().endsWith("\\") && i + 1 < block.size()) {
                command.setLength(command.toString().stripTrailing().length() - 1);
                command.append(' ').append(block.get(++i).strip());
            }
            List<String> expected = new ArrayList<>();
            while (i + 1 < block.size() && block.get(i + 1).startsWith(OUTPUT)) {
                expected.add(block.get(++i).substring(OUTPUT.length()));
            }
            assertFalse(expected.isEmpty(), page + ": " + command + " shows no output (" + OUTPUT + "lines) to compare");
            List<String> output;
            try {
                output = run(command.toString());
            } catch (Exception e) {
                throw new AssertionError(page + ": " + command + " fails: " + e.getMessage(), e);
            }
            System.out.println(page + ": " + command + " printed " + output.size() + " lines");
            int at = 0;
            for (String line : output) {
                if (at < expected.size() && line.equals(expected.get(at))) {
                    at++;
                }
            }
            assertEquals(expected.size(), at, page + ": " + command + "\nprinted:\n" + String.join("\n", output)
                    + "\nnot found in order: " + expected.subList(at, expected.size()));
            run++;
        }
        return run;
    }

    /** Runs one jobs/sql command line as jobs/sql would, over the test's lake; returns the lines it prints. */
    private static List<String> run(String command) throws Exception {
        List<String> argv = new ArrayList<>(withoutConf(words(command).subList(1, words(command).size())));
        int lakeAt = argv.indexOf("--lake");
        if (lakeAt >= 0) {
            argv.set(lakeAt + 1, lake.resolve("..").resolve(argv.get(lakeAt + 1)).normalize().toString());
        } else {
            argv.addAll(0, List.of("--lake", lake.toString()));
        }
        String query = argv.get(argv.size() - 1);
        Path exported = null;
        String exportQuery = null;
        query = VERSION.matcher(query).replaceAll("$1" + report.snapshots().get("games"));
        if (TIMESTAMP.matcher(query).find()) {
            while (Instant.now().isBefore(ingested.plusSeconds(1))) {
                Thread.sleep(100);
            }
            String now = LocalDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS)
                    .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss"));
            query = TIMESTAMP.matcher(query).replaceAll("$1'" + now + "'");
        }
        Matcher directory = DIRECTORY.matcher(query);
        if (directory.find()) {
            exported = temp.resolve(directory.group(2));
            exportQuery = directory.group(3).replaceFirst("^\\s*USING\\s+parquet\\s+", "");
            query = directory.replaceFirst("$1'" + Matcher.quoteReplacement(exported.toString()) + "'$3");
        }
        argv.set(argv.size() - 1, query);
        SqlJob.Args args = SqlJob.Args.parse(argv.toArray(String[]::new));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            SqlJob.register(SPARK, args.lake(), args.catalog(), args.namespace());
            SqlJob.print(SqlJob.result(SPARK, args), args.format(), args.maxRows(), out);
            if (exported != null) {
                assertEquals(SPARK.sql(exportQuery).count(), SPARK.read().parquet(exported.toString()).count(),
                        "the Parquet files of " + command + " hold the rows of " + exportQuery);
            }
        }
        List<String> lines = List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
        assertFalse(lines.isEmpty(), command + " printed nothing");
        return lines;
    }

    /** The jobs/sql command lines of a code block, continuations joined. */
    private static List<String> commands(List<String> block) {
        List<String> commands = new ArrayList<>();
        for (int i = 0; i < block.size(); i++) {
            if (!block.get(i).startsWith("jobs/sql")) {
                continue;
            }
            StringBuilder command = new StringBuilder(block.get(i));
            while (command.toString().stripTrailing().endsWith("\\") && i + 1 < block.size()) {
                command.setLength(command.toString().stripTrailing().length() - 1);
                command.append(' ').append(block.get(++i).strip());
            }
            commands.add(command.toString());
        }
        return commands;
    }

    /** jobs/sql hands {@code --conf k=v} to the JVM as a system property, not to SqlJob. */
    private static List<String> withoutConf(List<String> words) {
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).equals("--conf")) {
                i++;
            } else {
                rest.add(words.get(i));
            }
        }
        return rest;
    }

    /** A shell command line's words: quotes removed, a {@code #} comment after a space dropped. */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else if (c == '#' && word == null) {
                break;
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c == '\\' && i + 1 < line.length() ? line.charAt(++i) : c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
