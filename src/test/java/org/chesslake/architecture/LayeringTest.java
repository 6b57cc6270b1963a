package org.chesslake.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.alwaysTrue;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The layers of the code, bottom up, each importing only from below it: the decoded game, the
 * boards and notations, the PGN grammar, the file layer, the formats, the Spark-free scan layer,
 * the Spark adapter, the ingest, and the developer tools (src/bench/java). An upward import or a
 * cycle fails the build; see the architecture page.
 */
class LayeringTest {

    /** The product's classes and the tools', not the tests' (a test may reach into any layer). */
    static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(location -> !location.contains("/test-classes/")
                    || location.contains("/org/chesslake/bench/") || location.contains("/org/chesslake/sample/"))
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("org.chesslake");

    static ArchRule layers() {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("game").definedBy("org.chesslake.game..")
                .layer("boards").definedBy("org.chesslake.chess..", "org.chesslake.xiangqi..")
                .layer("pgn").definedBy("org.chesslake.pgn..")
                .layer("files").definedBy("org.chesslake.files..")
                .layer("format").definedBy("org.chesslake.format..")
                .layer("table").definedBy("org.chesslake.table..")
                .layer("scan").definedBy("org.chesslake.scan..")
                .layer("export").definedBy("org.chesslake.export..")
                .layer("spark").definedBy("org.chesslake.spark..")
                .layer("parquet").definedBy("org.chesslake.parquet..")
                .layer("lake").definedBy("org.chesslake.lake..")
                .layer("ingest").definedBy("org.chesslake.ingest..")
                .layer("cli").definedBy("org.chesslake.cli..")
                .layer("tools").definedBy("org.chesslake.bench..", "org.chesslake.sample..")
                .whereLayer("tools").mayNotBeAccessedByAnyLayer()
                .whereLayer("cli").mayOnlyBeAccessedByLayers("tools")
                .whereLayer("ingest").mayOnlyBeAccessedByLayers("cli", "tools")
                .whereLayer("lake").mayOnlyBeAccessedByLayers("ingest", "cli", "tools")
                .whereLayer("parquet").mayOnlyBeAccessedByLayers("lake", "ingest", "cli", "tools")
                .whereLayer("spark").mayOnlyBeAccessedByLayers("parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("export").mayOnlyBeAccessedByLayers("spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("scan").mayOnlyBeAccessedByLayers("export", "spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("table").mayOnlyBeAccessedByLayers("scan", "export", "spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("format").mayOnlyBeAccessedByLayers("table", "scan", "export", "spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("files").mayOnlyBeAccessedByLayers("format", "table", "scan", "export", "spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("pgn").mayOnlyBeAccessedByLayers("format", "table", "scan", "export", "spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("boards").mayOnlyBeAccessedByLayers("pgn", "format", "table", "scan", "export", "spark", "parquet", "lake", "ingest", "cli", "tools")
                .whereLayer("game").mayOnlyBeAccessedByLayers("boards", "pgn", "format", "table", "scan", "export", "spark", "parquet", "lake", "ingest", "cli", "tools");
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
}
