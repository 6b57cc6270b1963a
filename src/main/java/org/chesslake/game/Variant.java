package org.chesslake.game;

import java.util.Locale;

/** The game a database holds. Xiangqi's red side is the tables' white. */
public enum Variant {
    CHESS, XIANGQI;

    /** The name the tables store in their {@code variant} column: 'chess' or 'xiangqi'. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
