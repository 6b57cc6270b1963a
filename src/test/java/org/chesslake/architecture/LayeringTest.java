package org.chesslake.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.alwaysTrue;
import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chesslake.architecture.Layers.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The layers of the code ({@link Layers}, bottom up), each using only the layers below it. An upward
 * dependency or a cycle in the bytecode fails, and so does an upward name in the sources (an import,
 * or a fully qualified name in code or Javadoc), which bytecode cannot show when only Javadoc uses
 * it; see the architecture page.
 */
class LayeringTest {

    /** The product's sources and the tools'. */
    private static final List<Path> SOURCES = List.of(Path.of("src", "main", "java"), Path.of("src", "bench", "java"));
    private static final Pattern PACKAGE = Pattern.compile("^package (org\\.chesslake\\.[\\w.]+);");
    /** A name of a chesslake package, with the class it names where there is one (packages are lower case, classes not). */
    private static final Pattern NAME = Pattern.compile("\\borg\\.chesslake((?:\\.[a-z_][a-z0-9_]*)+)(?:\\.[A-Z]\\w*)?");

    /** The one class (with its nested ones) that calls Iceberg's shaded parquet-java, and that package. */
    private static final String SHADED_ADAPTER = "org.chesslake.parquet.ShadedParquet";
    private static final String SHADED_PARQUET = "org.apache.iceberg.shaded.org.apache.parquet";

    /** The product's classes and the tools', not the tests' (a test may reach into any layer). */
    static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(location -> !location.contains("/test-classes/")
                    || location.contains("/org/chesslake/bench/") || location.contains("/org/chesslake/sample/"))
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("org.chesslake");

    /** The order of {@link Layers}: a layer may use only those below it; the tools may be used by none. */
    static ArchRule layers() {
        LayeredArchitecture rule = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (Layer layer : Layers.ORDER) {
            rule = rule.layer(layer.name()).definedBy(layer.archUnitPackages());
        }
        for (Layer layer : Layers.ORDER) {
            String[] above = Layers.namesAbove(layer);
            rule = above.length == 0 ? rule.whereLayer(layer.name()).mayNotBeAccessedByAnyLayer()
                    : rule.whereLayer(layer.name()).mayOnlyBeAccessedByLayers(above);
        }
        return rule;
    }

    @Test
    void eachLayerImportsOnlyFromBelowIt() {
        layers().check(CLASSES);
    }

    @Test
    void thePackagesHaveNoCycle() {
        slices().matching("org.chesslake.(*)..").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void aFormatPackageImportsNoOtherFormat() {
        // format.text is what the text formats share, not a format
        slices().matching("org.chesslake.format.(*)..").should().notDependOnEachOther()
                .ignoreDependency(alwaysTrue(), resideInAPackage("org.chesslake.format.text.."))
                .check(CLASSES);
    }

    @Test
    void aFormatReadsAndWritesOnlyThroughTheFileLayer() {
        noClasses().that().resideInAPackage("org.chesslake.format..")
                .should().dependOnClassesThat().resideInAPackage("java.nio.file..")
                .because("formats read InputFiles and write OutputFiles (files/), on any Hadoop file system")
                .check(CLASSES);
    }

    @Test
    void belowSparkNothingKnowsSparkOrTheLake() {
        noClasses().that().resideInAnyPackage("org.chesslake.game..", "org.chesslake.chess..", "org.chesslake.xiangqi..",
                        "org.chesslake.pgn..", "org.chesslake.files..", "org.chesslake.format..", "org.chesslake.table..",
                        "org.chesslake.scan..", "org.chesslake.export..")
                .should().dependOnClassesThat().resideInAnyPackage("org.apache.spark..", "org.apache.iceberg..",
                        "org.apache.parquet..", "scala..")
                .check(CLASSES);
    }

    @Test
    void readingWithSparkNeedsNoIcebergAndParsesNoBytes() {
        noClasses().that().resideInAPackage("org.chesslake.spark..")
                .should().dependOnClassesThat().resideInAnyPackage("org.apache.iceberg..", "org.apache.parquet..",
                        "org.chesslake.format.*..", "org.chesslake.pgn..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("org.chesslake.files.ByteSource")
                .check(CLASSES);
    }

    @Test
    void scanKnowsNoParticularFormat() {
        noClasses().that().resideInAPackage("org.chesslake.scan..")
                .should().dependOnClassesThat().resideInAPackage("org.chesslake.format.*..")
                .because("scan plans any format through the format SPI (format/)")
                .check(CLASSES);
    }

    /** Iceberg's shaded parquet-java is no public API: one adapter uses it, so that a runtime whose copy changed breaks in one place, which the driver's probe checks. */
    @Test
    void onlyTheParquetAdapterUsesIcebergsShadedParquet() throws IOException {
        noClasses().that(describe("are not the adapter " + SHADED_ADAPTER + " or its nested classes",
                        javaClass -> !javaClass.getName().equals(SHADED_ADAPTER) && !javaClass.getName().startsWith(SHADED_ADAPTER + "$")))
                .should().dependOnClassesThat().resideInAPackage(SHADED_PARQUET + "..")
                .check(CLASSES);
        List<String> naming = new ArrayList<>();
        for (Path root : SOURCES) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    if (Files.readString(file, StandardCharsets.UTF_8).contains(SHADED_PARQUET)
                            && !file.endsWith(Path.of(SHADED_ADAPTER.replace('.', '/') + ".java"))) {
                        naming.add(file.toString());
                    }
                }
            }
        }
        assertEquals(List.of(), naming, "sources that name " + SHADED_PARQUET);
    }

    @Test
    void noSourceNamesAHigherLayerNorScanAFormat() {
        List<String> violations = new ArrayList<>();
        for (Path root : SOURCES) {
            violations.addAll(violations(root));
        }
        assertTrue(violations.isEmpty(), String.join("\n", violations));
    }

    /** The source check finds what bytecode cannot: an upward name that only Javadoc uses. */
    @Test
    void aJavadocOnlyUpwardNameAndAFormatNamedByScanAreFound(@TempDir Path root) throws IOException {
        Path files = Files.createDirectories(root.resolve("org/chesslake/files"));
        Files.writeString(files.resolve("Planted.java"), """
                package org.chesslake.files;

                /** Opened for a {@link org.chesslake.scan.DatabaseRef}. */
                final class Planted {
                }
                """);
        Path scan = Files.createDirectories(root.resolve("org/chesslake/scan"));
        Files.writeString(scan.resolve("Planted.java"), """
                package org.chesslake.scan;

                import org.chesslake.format.GameFormat;
                import org.chesslake.format.pgn.PgnFormat;
                """);
        assertEquals(List.of(
                root.resolve("org/chesslake/files/Planted.java") + ":3: files names org.chesslake.scan.DatabaseRef,"
                        + " of the layer scan above it",
                root.resolve("org/chesslake/scan/Planted.java") + ":4: scan names org.chesslake.format.pgn.PgnFormat,"
                        + " of a particular format"), violations(root));
    }

    /**
     * Every name of a chesslake package in the sources below {@code root} that breaks a rule: a
     * package in no layer, a name of a higher layer's package or of one in no layer, a name of a
     * particular format's package in {@code scan}. Each says the file and line.
     */
    private static List<String> violations(Path root) {
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                String own = lines.stream().map(PACKAGE::matcher).filter(Matcher::find).map(m -> m.group(1)).findFirst()
                        .orElse("(no package)");
                Optional<Layer> layer = Layers.of(own.replaceFirst("^org\\.chesslake\\.", ""));
                if (layer.isEmpty()) {
                    violations.add(file + ": " + own + " is in no layer of " + Layers.ORDER.stream().map(Layer::name).toList());
                    continue;
                }
                for (int i = 0; i < lines.size(); i++) {
                    if (PACKAGE.matcher(lines.get(i)).find()) {
                        continue;
                    }
                    Matcher name = NAME.matcher(lines.get(i));
                    while (name.find()) {
                        String at = file + ":" + (i + 1) + ": ";
                        violation(layer.get(), own, name.group(1).substring(1), name.group())
                                .ifPresent(v -> violations.add(at + v));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return violations;
    }

    /** What is wrong with the package {@code own}, in {@code layer}, naming {@code named} (of the package {@code target}). */
    private static Optional<String> violation(Layer layer, String own, String target, String named) {
        String names = layer.name() + " names " + named;
        Optional<Layer> targetLayer = Layers.of(target);
        if (targetLayer.isEmpty()) {
            return Optional.of(names + ", a package in no layer");
        }
        if (Layers.level(targetLayer.get()) > Layers.level(layer)) {
            return Optional.of(names + ", of the layer " + targetLayer.get().name() + " above it");
        }
        if (own.startsWith("org.chesslake.scan") && target.startsWith("format.")) {
            return Optional.of(names + ", of a particular format");
        }
        return Optional.empty();
    }
}
