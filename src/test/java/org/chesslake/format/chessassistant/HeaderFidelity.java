package org.chesslake.format.chessassistant;

import org.chesslake.game.GameHeader;
import org.chesslake.testing.FieldComparison;
import org.chesslake.testing.StartFen;

/**
 * The header fields a game written as a Chess Assistant database must read back with: names, date,
 * result, ECO and start position (without the half-move clock, which the format does not store).
 */
public final class HeaderFidelity {

    private HeaderFidelity() {
    }

    /** The first field that differs between a source game's header and its Chess Assistant reading, or null. */
    public static String difference(GameHeader source, GameHeader read) {
        return new FieldComparison()
                .field("white", source.white(), read.white())
                .field("black", source.black(), read.black())
                .field("event", source.event(), read.event())
                .field("site", source.site(), read.site())
                .field("date", source.date(), read.date())
                .field("result", source.result(), read.result())
                .field("eco", source.eco(), read.eco())
                .field("start", StartFen.withoutClock(source.startFen()), StartFen.withoutClock(read.startFen()))
                .firstDifference();
    }
}
