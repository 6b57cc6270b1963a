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

    WrappedText(int width) {
        this.width = width;
    }

    void word(String word) {
        if (!empty) {
            if (column + 1 + word.length() > width) {
                out.append('\n');
                column = 0;
            } else {
                out.append(' ');
                column++;
            }
        }
        out.append(word);
        column += word.length();
        empty = false;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
