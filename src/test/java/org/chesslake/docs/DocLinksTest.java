package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the README and of the pages under src/site/markdown resolves: its file
 * exists, and its {@code #anchor}, if any, is a heading of that page (GitHub's heading ids).
 */
class DocLinksTest {

    /** {@code [text](target)} or {@code ![alt](target)}, with an optional title. */
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern HTML_ID = Pattern.compile("<a\\s+(?:name|id)=\"([^\"]+)\"");

    @Test
    void everyRelativeLinkOfTheDocsResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : Docs.pages()) {
            List<String> pageLinks = relativeLinks(Docs.read(page));
            links += pageLinks.size();
            broken.addAll(broken(page, pageLinks));
        }
        System.out.println("docs: " + links + " relative links checked in " + Docs.pages().size() + " files");
        assertTrue(links > 20, "the docs have almost no links: is the link pattern still right?");
        assertEquals(List.of(), broken, "broken links");
    }

    /** The check itself fails on a missing file, a missing anchor and a missing anchor in the page itself. */
    @Test
    void aBrokenLinkIsFound(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.md"), "# A page\n\n## The part, with `code`\n\ntext\n");
        Path page = dir.resolve("b.md");
        String markdown = """
                # B
                [fine](a.md) [fine too](a.md#the-part-with-code) [self](#b) [web](https://example.org/x.md)
                [missing file](c.md) [missing anchor](a.md#no-such-part) [missing here](#nowhere)
                `[not a link](d.md)`
                ```
                [not a link either](e.md)
                ```
                """;
        Files.writeString(page, markdown);
        assertEquals(List.of(page + ": c.md (no such file)", page + ": a.md#no-such-part (no such heading)",
                page + ": #nowhere (no such heading)"), broken(page, relativeLinks(markdown)));
    }

    /** The relative link targets of a page, outside code. */
    static List<String> relativeLinks(String markdown) {
        List<String> links = new ArrayList<>();
        Matcher link = LINK.matcher(Docs.prose(markdown));
        while (link.find()) {
            String target = link.group(1);
            if (!SCHEME.matcher(target).find() && !target.startsWith("/")) {
                links.add(target);
            }
        }
        return links;
    }

    private static List<String> broken(Path page, List<String> links) throws IOException {
        List<String> broken = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        for (String link : links) {
            int hash = link.indexOf('#');
            String file = hash < 0 ? link : link.substring(0, hash);
            Path target = file.isEmpty() ? page : page.toAbsolutePath().getParent().resolve(file).normalize();
            if (!Files.exists(target)) {
                broken.add(page + ": " + link + " (no such file)");
                continue;
            }
            if (hash >= 0 && target.toString().endsWith(".md")) {
                Set<String> ids = anchors.computeIfAbsent(target, DocLinksTest::anchorsOf);
                if (!ids.contains(link.substring(hash + 1))) {
                    broken.add(page + ": " + link + " (no such heading)");
                }
            }
        }
        return broken;
    }

    /** The ids GitHub gives a page's headings (and explicit HTML anchors). */
    static Set<String> anchorsOf(Path page) {
        String markdown;
        try {
            markdown = Docs.read(page);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Set<String> ids = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(1));
                int count = seen.merge(slug, 1, Integer::sum);
                ids.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
            Matcher html = HTML_ID.matcher(line);
            while (html.find()) {
                ids.add(html.group(1));
            }
        }
        return ids;
    }

    /** GitHub's heading id: lower case, punctuation dropped (letters, digits, '-', '_' and spaces kept), spaces to '-'. */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        });
        return slug.toString();
    }
}
