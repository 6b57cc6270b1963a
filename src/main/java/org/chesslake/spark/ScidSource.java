package org.chesslake.spark;

/** {@code format("scid")}: SCID 4 (.si4, also version 300) and SCID 5 (.si5) databases. */
public final class ScidSource extends GameSource {

    public ScidSource() {
        super("scid");
    }
}
