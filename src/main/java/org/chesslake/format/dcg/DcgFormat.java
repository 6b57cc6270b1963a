package org.chesslake.format.dcg;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;

/** The Simple Chess Database format: a database is named by its {@code .dci} index file. */
public final class DcgFormat implements GameFormat {

    @Override
    public String name() {
        return "dcg";
    }

    @Override
    public boolean recognizes(InputFile file) {
        return file.fileName().toLowerCase(Locale.ROOT).endsWith(".dci");
    }

    @Override
    public Set<String> companionExtensions() {
        return Arrays.stream(DcgFile.values()).filter(f -> f != DcgFile.INDEX).map(DcgFile::extension)
                .collect(Collectors.toUnmodifiableSet());
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return DcgDatabase.open(file);
    }

    /** The index header and size give the game count; the other four files are only looked up. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return DcgDatabase.plan(file, sizing);
    }
}
