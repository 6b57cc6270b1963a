package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.chesslake.cli.ExitCode;
import org.chesslake.cli.ExploreJob;
import org.chesslake.cli.ExportJob;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.Job;
import org.chesslake.cli.MaintainJob;
import org.chesslake.cli.SqlJob;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The jobs' pages say what the jobs take and how they end: the options in the tables marked
 * {@code <!-- options: jobs/NAME -->}, with those of the table marked {@code <!-- options: every job -->},
 * are exactly the options of the job's command line; the table marked {@code <!-- exit-codes -->}
 * is {@link ExitCode}, and it is the only table of exit codes in the docs.
 */
class JobsDocTest {

    private static final Pattern MARKER = Pattern.compile("<!-- (options: [\\w/ ]+|exit-codes) -->");
    private static final Pattern OPTION = Pattern.compile("`(--?[\\w-]+)`");
    private static final String EVERY_JOB = "options: every job";

    /** Each marker of the docs with the rows of the table that follows it, by marker; a marker used twice fails. */
    private static Map<String, List<List<String>>> markedTables() throws IOException {
        Map<String, List<List<String>>> tables = new LinkedHashMap<>();
        for (Path page : Docs.pages()) {
            List<String> lines = Docs.read(page).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                Matcher marker = MARKER.matcher(lines.get(i));
                if (!marker.matches()) {
                    continue;
                }
                List<List<String>> rows = new ArrayList<>();
                int row = i + 1;
                // the header line and the |---| line, then the rows up to the first line that is not one
                for (row += 2; row < lines.size() && lines.get(row).startsWith("|"); row++) {
                    String line = lines.get(row).strip();
                    rows.add(Arrays.stream(line.substring(1, line.length() - 1).split("\\|")).map(String::strip).toList());
                }
                assertTrue(lines.get(i + 1).startsWith("| ") && !rows.isEmpty(), page + ": no table after " + marker.group());
                assertTrue(tables.put(marker.group(1), rows) == null, marker.group() + " twice in the docs");
            }
        }
        return tables;
    }

    private static Set<String> documentedOptions(List<List<String>> table) {
        Set<String> options = new TreeSet<>();
        for (List<String> row : table) {
            Matcher option = OPTION.matcher(row.get(0));
            while (option.find()) {
                options.add(option.group(1));
            }
        }
        return options;
    }

    @Test
    void theOptionTablesAreTheJobsOptions() throws IOException {
        Map<String, List<List<String>>> tables = markedTables();
        Set<String> everyJob = documentedOptions(tables.getOrDefault(EVERY_JOB, List.of()));
        assertTrue(everyJob.contains("--lake") && everyJob.contains("--help"), everyJob.toString());
        for (Job job : List.of(new IngestJob(), new SqlJob(), new ExploreJob(), new ExportJob(), new MaintainJob())) {
            CommandLine.Model.CommandSpec spec = new CommandLine(job).getCommandSpec();
            Set<String> declared = spec.options().stream().flatMap(o -> Arrays.stream(o.names()))
                    .collect(Collectors.toCollection(TreeSet::new));
            String marker = "options: " + spec.name();
            assertTrue(tables.containsKey(marker), "no table marked <!-- " + marker + " -->");
            Set<String> documented = new TreeSet<>(everyJob);
            documented.addAll(documentedOptions(tables.get(marker)));
            assertEquals(declared, documented, spec.name() + ": the options of its command line, and those its tables show");
        }
    }

    @Test
    void theExitCodeTableIsTheJobsExitCodes() throws IOException {
        List<List<String>> expected = Arrays.stream(ExitCode.values())
                .map(code -> List.of(String.valueOf(code.status()), code.meaning())).toList();
        List<List<String>> documented = markedTables().get("exit-codes").stream()
                .map(row -> row.stream().map(cell -> cell.replace("`", "")).toList()).toList();
        assertEquals(expected, documented);
    }

    /** Other pages link to the one table; none has a table of exit codes of its own. */
    @Test
    void noOtherPageTabulatesExitCodes() throws IOException {
        List<String> others = new ArrayList<>();
        for (Path page : Docs.pages()) {
            Docs.read(page).lines().filter(line -> line.matches("\\|\\s*(exit|status|code)[^|]*\\|.*"))
                    .filter(line -> !page.endsWith("jobs.md")).forEach(line -> others.add(page + ": " + line));
        }
        assertEquals(List.of(), others);
    }
}
