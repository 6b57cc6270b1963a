package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.chesslake.files.Bytes;

/**
 * Pointer chasing in .a01 and .A02 (§3.4, §5): element {@code id} holds either a position
 * (value ≥ 0) or a redirection to element {@code -value}. Chases are cycle-checked and bounded by
 * the number of elements, since the format itself guards nothing.
 */
final class PointerChain {

    /** A signed 32-bit array, in memory or on disk. */
    interface Elements {
        long count();

        int get(long index) throws IOException;
    }

    /** A chase that failed: which element held the bad pointer, and why. */
    static final class BrokenChainException extends Exception {
        private final long element;

        BrokenChainException(long element, String reason) {
            super(reason);
            this.element = element;
        }

        /** Index of the element whose value broke the chase (its byte offset is 4 × this). */
        long element() {
            return element;
        }
    }

    private PointerChain() {
    }

    static long resolve(Elements elements, long id) throws IOException, BrokenChainException {
        if (id < 0 || id >= elements.count()) {
            throw new BrokenChainException(id, "id " + id + " outside the array of " + elements.count() + " elements");
        }
        Set<Long> seen = new HashSet<>();
        long current = id;
        while (seen.add(current)) {
            int value = elements.get(current);
            if (isAddress(value)) {
                return value;
            }
            long next = -(long) value;
            if (next >= elements.count()) {
                throw new BrokenChainException(current, "element " + current + " redirects to " + next
                        + ", outside the array of " + elements.count() + " elements (chase from id " + id + ")");
            }
            current = next;
        }
        throw new BrokenChainException(current, "pointer cycle: element " + current + " reached twice (chase from id " + id + ")");
    }

    private static boolean isAddress(int value) {
        // §12 item 8: the pseudo-code chases only negative values, so 0 is the address 0.
        return CaReadings.ZERO_POINTER_IS_ADDRESS ? value >= 0 : value > 0;
    }

    /** Elements held in memory (a .a01 read from the EMB); a trailing partial element is ignored. */
    static Elements inMemory(byte[] bytes) {
        return new Elements() {
            @Override
            public long count() {
                return bytes.length / 4;
            }

            @Override
            public int get(long index) {
                return Bytes.s32le(bytes, (int) index * 4);
            }
        };
    }
}
