package org.chesslake.format.dcg;

import java.io.IOException;
import java.util.Arrays;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription.DatabaseFiles;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Variant;

/** The Simple Chess Database format: a database is named by its {@code .dci} index file. */
public final class DcgFormat implements GameFormat {

    /** The index names the database; the other four files, in {@link DcgFile}'s order, are its companions. */
    private static final FormatDescription DESCRIPTION = FormatDescription.indexed("dcg", Variant.CHESS,
            new DatabaseFiles(DcgFile.INDEX.extension(), Arrays.stream(DcgFile.values())
                    .filter(f -> f != DcgFile.INDEX).map(DcgFile::extension).toList()));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
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
