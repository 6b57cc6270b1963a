package org.chesslake.spark;

/** {@code format("xqpgn")}: xiangqi PGN files (Chinese, WXF or ICCS notation; GB2312/GBK/BIG5/UTF-8). */
public final class XqPgnSource extends GameSource {

    public XqPgnSource() {
        super("xqpgn");
    }
}
