package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesslake.cli.ExploreJob;
import org.chesslake.cli.ExportJob;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.Job;
import org.chesslake.cli.MaintainJob;
import org.chesslake.cli.SqlJob;
import org.junit.jupiter.api.Test;

/**
 * The commands the docs show and no test runs are at least commands that exist: every
 * {@code jobs/...} path names a file, every option shown for {@code jobs/ingest} is one the job or
 * its launcher takes, every {@code jobs/dev/bench} benchmark is one the script runs, and every
 * {@code format("...")} or {@code USING ...} names a registered data source. (The SQL and the
 * {@code jobs/sql} commands are run: ReadingDocSqlTest, LakeDocTest.)
 */
class DocCommandsTest {

    private static final Pattern JOBS_PATH = Pattern.compile("(?<![\\w/.-])jobs/[\\w./-]*[\\w]");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*");
    private static final Pattern FORMAT = Pattern.compile("format\\(\"([\\w-]+)\"\\)|USING[ \\t]+(\\w+)");
    private static final Pattern CASE_LABEL = Pattern.compile("^\\s*([\\w|-]+)\\)", Pattern.MULTILINE);

    @Test
    void everyJobsPathOfTheDocsExists() throws IOException {
        List<String> missing = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Path page : Docs.pages()) {
            Matcher path = JOBS_PATH.matcher(Docs.read(page));
            while (path.find()) {
                seen.add(path.group());
                if (script(path.group()) == null) {
                    missing.add(page + ": " + path.group());
                }
            }
        }
        System.out.println("docs name " + seen);
        assertTrue(seen.contains("jobs/ingest") && seen.contains("jobs/sql"), seen.toString());
        assertEquals(List.of(), missing, "jobs/ paths the docs name that do not exist");
    }

    @Test
    void everyOptionShownForTheIngestIsOneItTakes() throws IOException {
        Set<String> known = new LinkedHashSet<>();
        // the job's own options, as its usage lists them
        known.addAll(options(Job.usage(new IngestJob())));
        // spark-submit's options, which the launcher passes through, and its own --help
        known.addAll(options(Files.readString(script("jobs/ingest"))));
        List<String> unknown = new ArrayList<>();
        int shown = 0;
        for (Path page : Docs.pages()) {
            for (String command : commands(Docs.read(page), "jobs/ingest")) {
                for (String option : options(command.substring(command.indexOf("jobs/ingest")))) {
                    shown++;
                    if (!known.contains(option)) {
                        unknown.add(page + ": " + option + " in: " + command);
                    }
                }
            }
        }
        assertTrue(shown > 10, "hardly any jobs/ingest option found in the docs: " + shown);
        assertEquals(List.of(), unknown, "options the docs show for jobs/ingest that it does not take");
    }

    /** The same for the other jobs: every option the docs show for them is in the job's usage or its launcher. */
    @Test
    void everyOptionShownForTheOtherJobsIsOneTheyTake() throws IOException {
        Map<String, String> usages = Map.of("jobs/sql", Job.usage(new SqlJob()), "jobs/export", Job.usage(new ExportJob()),
                "jobs/maintain", Job.usage(new MaintainJob()), "jobs/explore", Job.usage(new ExploreJob()));
        List<String> unknown = new ArrayList<>();
        Map<String, Integer> shown = new TreeMap<>();
        for (Map.Entry<String, String> job : usages.entrySet()) {
            Set<String> known = new LinkedHashSet<>(options(job.getValue()));
            known.addAll(options(Files.readString(script(job.getKey()))));
            for (Path page : Docs.pages()) {
                for (String command : commands(Docs.read(page), job.getKey())) {
                    for (String option : options(command.substring(command.indexOf(job.getKey())))) {
                        shown.merge(job.getKey(), 1, Integer::sum);
                        if (!known.contains(option)) {
                            unknown.add(page + ": " + option + " in: " + command);
                        }
                    }
                }
            }
        }
        System.out.println("options shown per job " + shown);
        assertEquals(usages.keySet(), shown.keySet(), "a job whose options the docs never show");
        assertEquals(List.of(), unknown, "options the docs show for a job that it does not take");
    }

    @Test
    void everyBenchmarkShownIsOneTheBenchScriptRuns() throws IOException {
        Path bench = script("jobs/dev/bench");
        Set<String> benchmarks = new TreeSet<>();
        Matcher label = CASE_LABEL.matcher(Files.readString(bench));
        while (label.find()) {
            benchmarks.addAll(List.of(label.group(1).split("\\|")));
        }
        List<String> unknown = new ArrayList<>();
        int shown = 0;
        for (Path page : Docs.pages()) {
            Matcher use = Pattern.compile("jobs/dev/bench[ \\t]+([\\w-]+)").matcher(code(Docs.read(page)));
            while (use.find()) {
                shown++;
                if (!benchmarks.contains(use.group(1))) {
                    unknown.add(page + ": jobs/dev/bench " + use.group(1));
                }
            }
        }
        assertTrue(shown > 5, "hardly any benchmark shown: " + shown);
        assertEquals(List.of(), unknown, "benchmarks the docs show that " + bench + " does not run " + benchmarks);
    }

    @Test
    void everyShortNameShownIsARegisteredDataSource() throws IOException {
        Set<String> registered = Docs.dataSources().keySet();
        List<String> unknown = new ArrayList<>();
        for (Path page : Docs.pages()) {
            unknown.addAll(unknownFormats(page, code(Docs.read(page)), registered));
        }
        assertEquals(List.of(), unknown, "short names the docs use that no data source registers");
    }

    private static List<String> unknownFormats(Path page, String code, Set<String> registered) {
        List<String> unknown = new ArrayList<>();
        Matcher format = FORMAT.matcher(code);
        while (format.find()) {
            String name = format.group(1) != null ? format.group(1) : format.group(2);
            if (!registered.contains(name)) {
                unknown.add(page + ": " + name);
            }
        }
        return unknown;
    }

    /**
     * The file a {@code jobs/...} path of the docs names, or null. The developer tools are moving to
     * jobs/dev/: until that directory exists, jobs/dev/NAME is looked for as jobs/NAME.
     */
    static Path script(String path) {
        Path file = Path.of(path);
        if (Files.exists(file)) {
            return file;
        }
        if ((path.equals("jobs/dev") || path.startsWith("jobs/dev/")) && !Files.isDirectory(Path.of("jobs", "dev"))) {
            Path before = Path.of("jobs").resolve(path.substring("jobs/dev".length()).replaceFirst("^/", ""));
            return Files.exists(before) ? before : null;
        }
        return null;
    }

    /** A page's code: its code blocks and its inline code spans, one a line. */
    static String code(String markdown) {
        StringBuilder code = new StringBuilder();
        for (List<String> block : Docs.codeBlocks(markdown)) {
            code.append(String.join("\n", block)).append('\n');
        }
        Matcher inline = Pattern.compile("`([^`\\n]+)`").matcher(withoutBlocks(markdown));
        while (inline.find()) {
            code.append(inline.group(1)).append('\n');
        }
        return code.toString();
    }

    private static String withoutBlocks(String markdown) {
        StringBuilder out = new StringBuilder();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }

    /** The code lines (continuations joined) of a page that run {@code command}. */
    static List<String> commands(String markdown, String command) {
        List<String> commands = new ArrayList<>();
        for (List<String> block : Docs.codeBlocks(markdown)) {
            for (int i = 0; i < block.size(); i++) {
                if (!block.get(i).contains(command)) {
                    continue;
                }
                StringBuilder line = new StringBuilder(block.get(i));
                // a line ending in a backslash goes on; so does an indented line (a usage synopsis)
                while (i + 1 < block.size() && (line.toString().stripTrailing().endsWith("\\")
                        || (block.get(i + 1).startsWith(" ") && !block.get(i + 1).isBlank()))) {
                    line.append(' ').append(block.get(++i).strip());
                }
                commands.add(line.toString().replace("\\ ", " "));
            }
        }
        Matcher inline = Pattern.compile("`(" + Pattern.quote(command) + "[^`]*)`").matcher(markdown);
        while (inline.find()) {
            commands.add(inline.group(1));
        }
        return commands;
    }

    /** The {@code --options} of a text, comments after '#' left out. */
    static Set<String> options(String text) {
        Set<String> options = new LinkedHashSet<>();
        for (String line : text.split("\n")) {
            int comment = line.indexOf(" # ");
            Matcher option = OPTION.matcher(comment < 0 ? line : line.substring(0, comment));
            while (option.find()) {
                options.add(option.group());
            }
        }
        return options;
    }
}
