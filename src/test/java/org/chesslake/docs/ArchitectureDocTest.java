package org.chesslake.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesslake.architecture.Layers;
import org.junit.jupiter.api.Test;

/**
 * The architecture page's layer table is the order LayeringTest enforces ({@link Layers#ORDER}):
 * row by row, bottom up, the packages of each layer and nothing else.
 */
class ArchitectureDocTest {

    private static final Path PAGE = Docs.SITE.resolve("architecture.md");
    private static final Pattern PACKAGE = Pattern.compile("`([a-z]+)/`");

    @Test
    void theLayerTableIsTheEnforcedOrder() throws IOException {
        List<List<String>> enforced = Layers.ORDER.stream().map(Layers.Layer::packages).toList();
        assertEquals(enforced, layerTable(Docs.read(PAGE)), PAGE + ", ## Layers: the package column, row by row");
    }

    @Test
    void thePackageColumnIsReadFromTheLayersSectionsRowsAlone() {
        String page = """
                ## Layers

                | layer | package | what it holds |
                |---|---|---|
                | 1 | `chess/`, `xiangqi/` | boards |
                | 2 | `game/` | the game; `format/text/` is not a layer of its own |

                ## Source tree
                | 3 | `pgn/` | not in the table above |
                """;
        assertEquals(List.of(List.of("chess", "xiangqi"), List.of("game")), layerTable(page));
    }

    /** The packages below {@code org.chesslake} of each row of the table under {@code ## Layers}, in the package column. */
    static List<List<String>> layerTable(String markdown) {
        List<List<String>> rows = new ArrayList<>();
        boolean inSection = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("## ")) {
                inSection = line.strip().equals("## Layers");
            } else if (inSection && line.matches("\\| *\\d+ *\\|.*")) {
                Matcher name = PACKAGE.matcher(line.split("\\|")[2]);
                List<String> packages = new ArrayList<>();
                while (name.find()) {
                    packages.add(name.group(1));
                }
                rows.add(packages);
            }
        }
        return rows;
    }
}
