package org.chesslake.architecture;

import java.util.List;
import java.util.Optional;

/**
 * The layers of the code, bottom up, each using only the layers before it: written once here, for
 * {@link LayeringTest}'s rules (on bytecode and on the sources) and for the architecture page's table
 * ({@code ArchitectureDocTest}).
 */
public final class Layers {

    /** The packages directly below {@code org.chesslake} that make one layer, with their sub-packages. */
    public record Layer(String name, List<String> packages) {

        Layer(String name, String... packages) {
            this(name, List.of(packages));
        }

        /** The packages as ArchUnit names them: each with its sub-packages. */
        String[] archUnitPackages() {
            return packages.stream().map(p -> "org.chesslake." + p + "..").toArray(String[]::new);
        }
    }

    /** Bottom up. */
    public static final List<Layer> ORDER = List.of(
            new Layer("game", "game"),
            new Layer("boards", "chess", "xiangqi"),
            new Layer("pgn", "pgn"),
            new Layer("files", "files"),
            new Layer("format", "format"),
            new Layer("table", "table"),
            new Layer("scan", "scan"),
            new Layer("export", "export"),
            new Layer("spark", "spark"),
            new Layer("parquet", "parquet"),
            new Layer("lake", "lake"),
            new Layer("ingest", "ingest"),
            new Layer("explore", "explore"),
            new Layer("cli", "cli"),
            new Layer("tools", "bench", "sample"));

    private Layers() {
    }

    /** The layer of a package below {@code org.chesslake} (e.g. {@code format.pgn}), if it is in one. */
    public static Optional<Layer> of(String relativePackage) {
        String top = relativePackage.split("\\.", 2)[0];
        return ORDER.stream().filter(layer -> layer.packages().contains(top)).findFirst();
    }

    /** The position of a layer, 0 at the bottom. */
    public static int level(Layer layer) {
        return ORDER.indexOf(layer);
    }

    /** The names of the layers above {@code layer}. */
    static String[] namesAbove(Layer layer) {
        return names(ORDER.subList(level(layer) + 1, ORDER.size()));
    }

    private static String[] names(List<Layer> layers) {
        return layers.stream().map(Layer::name).toArray(String[]::new);
    }
}
