package org.chesslake.format;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.chesslake.files.InputFile;

/** The formats on the classpath, by short name or by the files they recognise. */
public final class Formats {

    private static final List<GameFormat> ALL = ServiceLoader.load(GameFormat.class, Formats.class.getClassLoader())
            .stream().map(ServiceLoader.Provider::get).toList();

    private Formats() {
    }

    public static List<GameFormat> all() {
        return ALL;
    }

    public static GameFormat byName(String name) {
        return ALL.stream().filter(f -> f.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown format '" + name + "'; known: "
                        + ALL.stream().map(GameFormat::name).toList()));
    }

    /** The format that recognises {@code file} as a database, if any. */
    public static Optional<GameFormat> detect(InputFile file) {
        return ALL.stream().filter(f -> f.recognizes(file)).findFirst();
    }
}
