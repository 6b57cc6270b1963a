package org.chesslake.format.dcg;

/**
 * Reads the tokens of one game record and enforces the record's structure (spec §4.3): a
 * variation needs a move to replace, ends only when one is open, and holds at least one move; NAGs
 * need a move; every token lies inside the record; all variations are closed at its end.
 */
final class DcgTokenReader {

    private static final int MAX_DEPTH = 1 << 12;

    private final RecordBytes in;
    private int depth;
    /** Whether the current line already has a move (false at the root and right after a begin). */
    private boolean lineHasMove;
    private long tokenPosition;

    DcgTokenReader(RecordBytes in) {
        this.in = in;
    }

    boolean hasNext() {
        if (in.hasMore()) {
            return true;
        }
        if (depth > 0) {
            throw in.error(in.filePosition(), depth + " variation(s) not closed at the end of the record");
        }
        return false;
    }

    /** Absolute file position of the token last returned by {@link #next()}. */
    long tokenPosition() {
        return tokenPosition;
    }

    DcgToken next() {
        tokenPosition = in.filePosition();
        int first = in.u8();
        if (first < 0x80) {
            if (!in.hasMore()) {
                throw in.error(tokenPosition, "move cut by the end of the record");
            }
            lineHasMove = true;
            int second = in.u8();
            return DcgToken.Move.decode(first << 8 | second);
        }
        return switch (first) {
            case DcgToken.NULL_MOVE -> {
                lineHasMove = true;
                yield new DcgToken.NullMove();
            }
            case DcgToken.BEGIN_VARIATION -> beginVariation();
            case DcgToken.END_VARIATION -> endVariation();
            case DcgToken.COMMENT -> new DcgToken.Comment(in.utf8(length("comment"), "comment"),
                    depth > 0 && !lineHasMove);
            case DcgToken.NAGS -> nags();
            default -> throw in.error(tokenPosition, String.format("invalid token byte 0x%02X", first));
        };
    }

    private DcgToken beginVariation() {
        if (!lineHasMove) {
            throw in.error(tokenPosition, depth == 0 ? "variation before the first move"
                    : "variation opens right after another variation start");
        }
        if (depth == MAX_DEPTH) {
            throw in.error(tokenPosition, "variations nested deeper than " + MAX_DEPTH);
        }
        depth++;
        lineHasMove = false;
        return new DcgToken.BeginVariation();
    }

    private DcgToken endVariation() {
        if (depth == 0) {
            throw in.error(tokenPosition, "end of variation without an open variation");
        }
        if (!lineHasMove) {
            throw in.error(tokenPosition, "empty variation");
        }
        depth--;
        return new DcgToken.EndVariation(); // back in the parent line, which had the replaced move
    }

    private DcgToken nags() {
        if (!lineHasMove) {
            throw in.error(tokenPosition, "NAGs before the first move of a line");
        }
        int count = length("NAG list");
        if (count == 0) {
            throw in.error(tokenPosition, "empty NAG list");
        }
        byte[] bytes = in.take(count, "NAG list");
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = bytes[i] & 0xFF;
        }
        return new DcgToken.Nags(values);
    }

    /** A BER length that must fit in the rest of the record. */
    private int length(String what) {
        long at = in.filePosition();
        long length = Ber.read(in);
        if (length > in.remaining()) {
            throw in.error(at, what + " length " + length + " runs past the end of the record ("
                    + in.remaining() + " bytes left)");
        }
        return (int) length;
    }
}
