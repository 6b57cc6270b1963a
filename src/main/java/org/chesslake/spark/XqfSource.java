package org.chesslake.spark;

/** {@code format("xqf")}: XQF xiangqi game files (XQStudio 象棋演播室), one game per file. */
public final class XqfSource extends GameSource {

    public XqfSource() {
        super("xqf");
    }
}
