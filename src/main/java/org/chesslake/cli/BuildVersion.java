package org.chesslake.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** What every job prints for --version: chesslake's version and those of Spark and Iceberg it was built with. */
public final class BuildVersion implements IVersionProvider {

    /** Written by the build (the pom filters it), so it is there in the jar and in target/classes alike. */
    static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion() {
        Properties build = new Properties();
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing beside " + BuildVersion.class.getName()
                        + ": build with Maven, which writes it");
            }
            build.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new String[] {
            "chesslake " + build.getProperty("version"),
            "built with Spark " + build.getProperty("spark") + " (Scala " + build.getProperty("scala") + ") and Iceberg "
                    + build.getProperty("iceberg"),
        };
    }
}
