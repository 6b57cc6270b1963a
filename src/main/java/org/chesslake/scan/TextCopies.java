package org.chesslake.scan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;

/**
 * The plans of a run that has a scratch area, with the files that can only be read from their start
 * (a gzip file, a zstd file of one frame: {@link DatabasePlan#TEXT_COPY_NAME}) replaced by their text:
 * a {@link TextCopyPass} decompresses each once, sequentially, into the scratch area, and the copy
 * is split into byte ranges like any plain text, decoded by as many tasks. The copy is the file's
 * text byte for byte, so game numbers and offsets are those of the original, and the tasks open the
 * copy shown under the original's name ({@link #COPY}, {@link #COPY_OF}). Files whose text likely
 * fits one split are left alone, and so is a file whose data breaks (read from its start, its reader
 * reports the break).
 */
public final class TextCopies {

    /** The fact giving the location of a database's text copy: its tasks read that instead. */
    public static final String COPY = "chesslake.textCopy";
    /** The fact giving the name of the file a copy stands for, which its messages show. */
    public static final String COPY_OF = "chesslake.textCopyOf";
    /**
     * A compressed file smaller than this share of a split is read from its start without a copy:
     * its text (gzip and zstd compress PGN about four to six times) fits one or two splits.
     */
    private static final int SMALL_SHARE = 4;

    private TextCopies() {
    }

    private static String name(DatabaseRef database, ScanContext context) {
        try {
            return database.file(context.conf()).name();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e.getMessage(), e);
        }
    }

    /** {@code plans} (of {@code databases}, in their order) with the copies made under {@code scratch}. */
    static List<DatabasePlan> apply(List<DatabaseRef> databases, List<DatabasePlan> plans, String scratch,
                                    ScanContext context, FormatOptions options, SplitSizing sizing) {
        List<Integer> chosen = new ArrayList<>();
        List<TextCopyPass.TextCopy> copies = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            DatabasePlan plan = plans.get(i);
            String name = plan.facts().get(DatabasePlan.TEXT_COPY_NAME);
            if (name != null && plan.bytes() >= sizing.bytesPerSplit() / SMALL_SHARE) {
                chosen.add(i);
                copies.add(new TextCopyPass.TextCopy(databases.get(i), plan.facts(), scratch + "/" + i + "/" + name));
            }
        }
        if (copies.isEmpty()) {
            return plans;
        }
        List<Long> textBytes = context.copyPass().copy(copies, options);
        List<DatabasePlan> copied = new ArrayList<>(plans);
        for (int k = 0; k < chosen.size(); k++) {
            long bytes = textBytes.get(k);
            if (bytes < 0) {
                continue;
            }
            int i = chosen.get(k);
            Map<String, String> facts = new HashMap<>(plans.get(i).facts());
            facts.remove(DatabasePlan.TEXT_COPY_NAME);
            facts.put(COPY, copies.get(k).location());
            facts.put(COPY_OF, name(databases.get(i), context));
            copied.set(i, new DatabasePlan(Split.ranges(bytes, sizing.bytesPerSplit()), bytes, facts));
        }
        return copied;
    }
}
