package org.chesslake.format;

/**
 * How large a split should be: indexed formats count games, text formats count bytes.
 */
public record SplitSizing(long gamesPerSplit, long bytesPerSplit) implements java.io.Serializable {

    public static final long DEFAULT_GAMES = 50_000;
    public static final long DEFAULT_BYTES = 128L << 20;
    public static final SplitSizing DEFAULT = new SplitSizing(DEFAULT_GAMES, DEFAULT_BYTES);

    public SplitSizing {
        if (gamesPerSplit < 1 || bytesPerSplit < 1) {
            throw new IllegalArgumentException("split sizes must be positive");
        }
    }
}
