package org.chesslake.xiangqi;

/** The third role of a WXF or Chinese move: towards the opponent, back, or sideways. */
public enum Direction {
    FORWARD('+', '进'),
    BACKWARD('-', '退'),
    TRAVERSE('.', '平');

    private final char wxf;
    private final char chinese;

    Direction(char wxf, char chinese) {
        this.wxf = wxf;
        this.chinese = chinese;
    }

    public char wxf() {
        return wxf;
    }

    public char chinese() {
        return chinese;
    }

    /** The direction of a WXF sign ('=' is the common dialect for traverse); null if none. */
    static Direction ofWxf(char c) {
        return switch (c) {
            case '+' -> FORWARD;
            case '-' -> BACKWARD;
            case '.', '=' -> TRAVERSE;
            default -> null;
        };
    }

    /** The direction of a Chinese character, simplified or traditional; null if none. */
    static Direction ofChinese(char c) {
        return switch (c) {
            case '进', '進' -> FORWARD;
            case '退' -> BACKWARD;
            case '平' -> TRAVERSE;
            default -> null;
        };
    }
}
