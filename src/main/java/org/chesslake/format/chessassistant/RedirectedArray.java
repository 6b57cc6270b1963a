package org.chesslake.format.chessassistant;

/**
 * Builds a pointer array (.a01, .A02) whose chases go through negative redirections (§3.4, §5),
 * as the writer's readers must follow them: id 0 points directly; an id k with k % 3 = 1 redirects
 * once, to element n + k; with k % 3 = 2 twice, through n + k to 2n + k. Spare elements hold 0.
 */
final class RedirectedArray {

    private RedirectedArray() {
    }

    static byte[] build(int[] positions) {
        int n = positions.length;
        int[] elements = new int[3 * n];
        for (int k = 0; k < n; k++) {
            switch (k % 3) {
                case 1 -> {
                    elements[k] = -(n + k);
                    elements[n + k] = positions[k];
                }
                case 2 -> {
                    elements[k] = -(n + k);
                    elements[n + k] = -(2 * n + k);
                    elements[2 * n + k] = positions[k];
                }
                default -> elements[k] = positions[k];
            }
        }
        ByteWriter out = new ByteWriter();
        for (int e : elements) {
            out.s32(e);
        }
        return out.toByteArray();
    }
}
