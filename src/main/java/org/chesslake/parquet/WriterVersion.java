package org.chesslake.parquet;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.Properties;

/**
 * What the moves files name as their writer in the footer's {@code created_by}: chesslake and its
 * version, in the form parquet-java's {@code VersionParser} reads ({@code <application> version
 * <version>}). Readers parse it to decide whether to trust a file's statistics: they distrust some
 * old parquet-mr versions' binary statistics, and a string they cannot parse; an application other
 * than parquet-mr, parsed, is trusted. The versions come from what the build writes beside the jobs
 * ({@code version.properties}, filtered by the pom).
 */
final class WriterVersion {

    private static final String RESOURCE = "/org/chesslake/cli/version.properties";

    static final String CREATED_BY = "chesslake version " + build("version").orElse("unknown");

    private WriterVersion() {
    }

    /** A version the build wrote down ({@code version}: chesslake's; {@code iceberg}: the Iceberg it compiled against). */
    static Optional<String> build(String name) {
        Properties build = new Properties();
        try (InputStream in = WriterVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return Optional.empty();
            }
            build.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Optional.ofNullable(build.getProperty(name));
    }
}
