package org.chesslake.format;

/**
 * How much of a game record a query needs. Readers do no more work than the level asks for:
 * a games query without move columns never decodes moves.
 */
public enum DecodeLevel {
    /** Only what the index entry holds (and the name tables it points into). */
    INDEX,
    /** Plus the record's own header: tags, start position, ... */
    HEADER,
    /** Plus the full move tree. */
    MOVES;

    public boolean includes(DecodeLevel other) {
        return compareTo(other) >= 0;
    }
}
