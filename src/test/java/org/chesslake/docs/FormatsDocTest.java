package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The docs' support tables (the README's matrix and the formats page) list exactly the registered formats, each in one row whose files are the extensions its
 * description gives (the files that name a database and their companions) and whose variant is its
 * variant. The meta format {@code chess} has a row of its own, not checked here.
 */
class FormatsDocTest {

    private static final Pattern CODE = Pattern.compile("`([^`]*)`");
    private static final String META_FORMAT = "chess";

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"README.md", "src/site/markdown/formats/index.md"})
    void theSupportTableListsEveryRegisteredFormatWithItsFilesAndVariant(String page) throws IOException {
        Table table = supportTable(Docs.read(Path.of(page)));
        assertTrue(table != null, page + " has no table with a 'short name' column");
        int files = table.column("files");
        int variant = table.column("variant");
        assertTrue(files >= 0, page + ": the support table has no 'files' column");
        Map<String, GameFormat> registered = new TreeMap<>();
        Formats.all().forEach(f -> registered.put(f.name(), f));
        List<String> wrong = new ArrayList<>();
        Set<String> listed = new TreeSet<>();
        for (List<String> row : table.rows()) {
            List<String> names = code(row.get(table.column("short name")));
            if (names.equals(List.of(META_FORMAT))) {
                continue;
            }
            Set<String> expectedFiles = new TreeSet<>();
            Set<String> variants = new TreeSet<>();
            for (String name : names) {
                GameFormat format = registered.get(name);
                if (format == null) {
                    wrong.add("`" + name + "` is no registered format");
                    continue;
                }
                if (!listed.add(name)) {
                    wrong.add("`" + name + "` has more than one row");
                }
                FormatDescription description = format.description();
                expectedFiles.addAll(description.extensions());
                expectedFiles.addAll(description.companionExtensions());
                variants.add(description.variant().label());
            }
            Set<String> shownFiles = extensions(row.get(files));
            if (!shownFiles.equals(expectedFiles)) {
                wrong.add(names + ": files " + shownFiles + ", the descriptions give " + expectedFiles);
            }
            if (variant >= 0 && !variants.equals(Set.of(row.get(variant).strip().toLowerCase(Locale.ROOT)))) {
                wrong.add(names + ": variant '" + row.get(variant).strip() + "', the descriptions give " + variants);
            }
        }
        assertEquals(List.of(), wrong, page);
        assertEquals(registered.keySet(), listed, page + ": the formats listed, against those registered");
    }

    /** A markdown table: its header cells and its rows' cells. */
    private record Table(List<String> header, List<List<String>> rows) {
        int column(String name) {
            return header.indexOf(name);
        }
    }

    /** The first table of the page with a "short name" column, or null. */
    private static Table supportTable(String markdown) {
        List<String> lines = List.of(markdown.split("\n"));
        for (int i = 0; i + 1 < lines.size(); i++) {
            List<String> header = cells(lines.get(i));
            if (header.contains("short name") && lines.get(i + 1).startsWith("|---")) {
                List<List<String>> rows = new ArrayList<>();
                for (int j = i + 2; j < lines.size() && lines.get(j).startsWith("|"); j++) {
                    rows.add(cells(lines.get(j)));
                }
                return new Table(header, rows);
            }
        }
        return null;
    }

    private static List<String> cells(String line) {
        if (!line.startsWith("|")) {
            return List.of();
        }
        String inner = line.strip();
        inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
        return List.of(inner.split("\\|", -1)).stream().map(String::strip).toList();
    }

    private static List<String> code(String cell) {
        List<String> spans = new ArrayList<>();
        Matcher span = CODE.matcher(cell);
        while (span.find()) {
            spans.add(span.group(1));
        }
        return spans;
    }

    /** The extensions a files cell shows in its code spans: {@code `.si4/.sg4/.sn4`} gives si4, sg4, sn4. */
    private static Set<String> extensions(String cell) {
        return code(cell).stream().flatMap(span -> List.of(span.split("/")).stream()).map(String::strip)
                .filter(file -> file.startsWith(".")).map(file -> file.substring(1).toLowerCase(Locale.ROOT))
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
