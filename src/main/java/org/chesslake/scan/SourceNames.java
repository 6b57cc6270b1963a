package org.chesslake.scan;

import java.util.List;

/**
 * The source names a run gives the databases it listed. The finder names each by its path below
 * the input root; a run into a lake renames those the lake already holds under another name, or
 * whose name another database holds there.
 */
@FunctionalInterface
public interface SourceNames {

    /** The finder's names, unchanged. */
    SourceNames AS_FOUND = listed -> listed;

    /** The listed databases, in the same order, each under the name the run gives it. */
    List<DatabaseRef> name(List<DatabaseRef> listed);
}
