package org.chesslake.format.scid;

import java.util.List;
import org.chesslake.game.NameRecord;

/** The player, event, site and round names of a database, each table indexed by the ids the index uses. */
final class NameBase {

    static final int PLAYER = 0;
    static final int EVENT = 1;
    static final int SITE = 2;
    static final int ROUND = 3;
    static final List<String> KINDS = List.of(NameRecord.PLAYER, NameRecord.EVENT, NameRecord.SITE, NameRecord.ROUND);

    private final String[][] names;

    NameBase(String[][] names) {
        this.names = names;
    }

    int count(int kind) {
        return names[kind].length;
    }

    /** The name with this id; the caller has checked {@code id < count(kind)}. */
    String name(int kind, int id) {
        return names[kind][id];
    }

    boolean contains(int kind, int id) {
        return id >= 0 && id < names[kind].length;
    }
}
