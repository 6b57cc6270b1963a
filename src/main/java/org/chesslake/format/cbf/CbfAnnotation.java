package org.chesslake.format.cbf;

/**
 * One annotation record (spec §11.1): the three symbol codes (0 = none) and the text, null when
 * the record has none.
 */
record CbfAnnotation(int moveEval, int positionEval, int remark, String text) {

    static final int SEPARATOR = 0xFF;

    int[] codes() {
        return new int[] {moveEval, positionEval, remark};
    }

    /**
     * Reads the records of a comment part in order. The part starts with a 0xFF and every record
     * ends at the next 0xFF or at the end of the part; nothing is read past the part.
     */
    static final class Reader {
        private final byte[] bytes;
        private final int end;
        private final CbfText text;
        private int position;

        /** The part is {@code bytes[offset, offset + length)}; its leading 0xFF is checked by the caller. */
        Reader(byte[] bytes, int offset, int length, CbfText text) {
            this.bytes = bytes;
            this.text = text;
            this.position = offset;
            this.end = offset + length;
        }

        boolean startsWithSeparator() {
            return position < end && (bytes[position] & 0xFF) == SEPARATOR;
        }

        /** Skips the part's leading separator. */
        void skipSeparator() {
            position++;
        }

        /** The next record, or null when the part has run out. */
        CbfAnnotation next() {
            if (position >= end) {
                return null;
            }
            int[] symbols = new int[3];
            for (int slot = 0; slot < 3; slot++) {
                if (atRecordEnd()) {
                    return new CbfAnnotation(symbols[0], symbols[1], symbols[2], null);
                }
                symbols[slot] = bytes[position++] & 0xFF;
            }
            if (atRecordEnd()) {
                return new CbfAnnotation(symbols[0], symbols[1], symbols[2], null);
            }
            while (position < end && bytes[position] == 0) {
                position++;
            }
            int start = position;
            while (position < end && (bytes[position] & 0xFF) != SEPARATOR) {
                position++;
            }
            String comment = position > start ? text.comment(bytes, start, position - start) : null;
            if (position < end) {
                position++;
            }
            return new CbfAnnotation(symbols[0], symbols[1], symbols[2], comment);
        }

        /** True (and the separator consumed) at a 0xFF or the end of the part. */
        private boolean atRecordEnd() {
            if (position >= end) {
                return true;
            }
            if ((bytes[position] & 0xFF) == SEPARATOR) {
                position++;
                return true;
            }
            return false;
        }
    }
}
