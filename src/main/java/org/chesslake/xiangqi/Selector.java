package org.chesslake.xiangqi;

/**
 * The second role of a WXF or Chinese move: which of the mover's pieces of the named type moves.
 * Files are player files (1..9 from the mover's right, {@link Square#playerFile}).
 */
public sealed interface Selector {

    /** Every piece of the type on the file; legality decides between several. */
    record OnFile(int file) implements Selector {
    }

    /** The piece at a place among those of the type on the file ({@code 前兵九}, WXF {@code 7+}, {@code 33}). */
    record OnFileAt(int file, Place place) implements Selector {
    }

    /** WXF tandem: the piece at a place on a file that holds two or more of the type ({@code R+}, {@code ++}). */
    record Tandem(Place place) implements Selector {
    }

    /**
     * Chinese position: the piece at a place in the tandem pool, every piece of the type standing on
     * a file with two or more of them, ordered by file from the mover's right, then front to back.
     */
    record Pool(Place place) implements Selector {
    }
}
