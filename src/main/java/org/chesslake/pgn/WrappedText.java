package org.chesslake.pgn;

/**
 * Text made of words separated by single spaces, with a line break instead of the space whenever
 * the next word would pass the width. Words are never split, so a reader that reads a line break
 * inside a comment as a space gets the comment back exactly.
 */
final class WrappedText {

    private final int width;
    private final StringBuilder out = new StringBuilder();
    private int column;
    private boolean empty = true;
    private boolean glueNext;

    WrappedText(int width) {
        this.width = width;
    }

    void word(String word) {
        if (!empty) {
            if (column + (glueNext ? 0 : 1) + word.length() > width) {
                out.append('\n');
                column = 0;
            } else if (!glueNext) {
                out.append(' ');
                column++;
            }
        }
        out.append(word);
        column += word.length();
        empty = false;
        glueNext = false;
    }

    /** An opening bracket: the next word follows it without a space. */
    void open(String bracket) {
        word(bracket);
        glueNext = true;
    }

    /** A closing bracket right after the last word. */
    void close(String bracket) {
        glueNext = true;
        word(bracket);
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
