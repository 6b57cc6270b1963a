package org.chesslake.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The project's documentation as its tests see it: the README and the pages under src/site/markdown. */
public final class Docs {

    public static final Path README = Path.of("README.md");
    public static final Path SITE = Path.of("src", "site", "markdown");

    private Docs() {
    }

    /** The README and every page, in a stable order. */
    public static List<Path> pages() {
        List<Path> pages = new ArrayList<>();
        pages.add(README);
        try (Stream<Path> files = Files.walk(SITE)) {
            files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pages;
    }

    public static String read(Path page) throws IOException {
        return Files.readString(page, StandardCharsets.UTF_8).replace("\r\n", "\n");
    }

    /** The lines of a page's fenced code blocks, each block's lines in order, blocks in order. */
    public static List<List<String>> codeBlocks(String markdown) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> block = null;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                if (block == null) {
                    block = new ArrayList<>();
                } else {
                    blocks.add(block);
                    block = null;
                }
            } else if (block != null) {
                block.add(line);
            }
        }
        return blocks;
    }

    /**
     * The Spark data sources on the classpath by short name (Spark's own and chesslake's), skipping
     * any that cannot be loaded, as Spark's lookup does.
     */
    public static java.util.Map<String, org.apache.spark.sql.sources.DataSourceRegister> dataSources() {
        java.util.Map<String, org.apache.spark.sql.sources.DataSourceRegister> sources = new java.util.TreeMap<>();
        java.util.Iterator<org.apache.spark.sql.sources.DataSourceRegister> loaded =
                java.util.ServiceLoader.load(org.apache.spark.sql.sources.DataSourceRegister.class).iterator();
        while (true) {
            try {
                if (!loaded.hasNext()) {
                    return sources;
                }
                org.apache.spark.sql.sources.DataSourceRegister source = loaded.next();
                sources.putIfAbsent(source.shortName(), source);
            } catch (java.util.ServiceConfigurationError | LinkageError e) {
                // a provider whose classes are missing: Spark skips it too
            }
        }
    }

    /** The page without its fenced code blocks and inline code spans (each replaced by a space). */
    public static String prose(String markdown) {
        StringBuilder out = new StringBuilder();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                out.append('\n');
                continue;
            }
            if (!fenced) {
                out.append(line.replaceAll("``[^`]*``|`[^`]*`", " "));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
