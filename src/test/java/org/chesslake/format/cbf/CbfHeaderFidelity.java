package org.chesslake.format.cbf;

import org.chesslake.game.GameHeader;
import org.chesslake.testing.FieldComparison;
import org.chesslake.testing.StartFen;

/**
 * The header fields a game written to CBF must read back with: names, round, year (CBF stores no
 * month or day), result, the ECO of a game from the standard start (CBF has none for set-up
 * positions) and the start position (without the half-move clock).
 */
public final class CbfHeaderFidelity {

    private CbfHeaderFidelity() {
    }

    /** The first field that differs between a source game's header and its CBF reading, or null. */
    public static String difference(GameHeader source, GameHeader read) {
        return new FieldComparison()
                .field("white", source.white(), read.white())
                .field("black", source.black(), read.black())
                .field("event", source.event(), read.event())
                .field("round", source.round(), read.round())
                .field("year", source.date().year(), read.date().year())
                .field("result", source.result(), read.result())
                .field("eco", source.startFen() == null ? source.eco() : null, read.eco())
                .field("start", StartFen.withoutClock(source.startFen()), StartFen.withoutClock(read.startFen()))
                .firstDifference();
    }
}
