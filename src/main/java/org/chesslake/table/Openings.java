package org.chesslake.table;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.chess.Board;
import org.chesslake.chess.San;
import org.chesslake.game.MoveNode;

/**
 * The opening names of Lichess's chess-openings data set (CC0; its TSVs and licence are the
 * resources beside this package's {@link #RESOURCES}), by position: each TSV line is replayed once
 * per JVM and its final position's Polyglot key (the key {@code moves.position_key} holds) names
 * the opening. A game's opening is that of the last position of its main line that has a name, so
 * a transposition into a named position counts.
 */
public final class Openings {

    /** An ECO code and the opening's name, e.g. B90 "Sicilian Defense: Najdorf Variation". */
    public record Opening(String eco, String name) {
    }

    static final String RESOURCES = "/org/chesslake/openings/";
    private static final List<String> FILES = List.of("a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv");

    private static final class Loaded {
        static final Openings OPENINGS = load();
    }

    /** Open addressing on the position keys: {@code keys[i]} names {@code openings[i]} (null = free slot). */
    private final long[] keys;
    private final Opening[] openings;
    private final int mask;
    /**
     * The most captures of any named position: a capture never comes undone, so past this many a
     * main line reaches no named position and its lookups stop.
     */
    private final int maxCaptures;

    private Openings(Map<Long, Opening> byKey, int maxCaptures) {
        int size = Integer.highestOneBit(Math.max(1, byKey.size()) * 4); // load factor at most 1/2
        keys = new long[size];
        openings = new Opening[size];
        mask = size - 1;
        this.maxCaptures = maxCaptures;
        byKey.forEach((key, opening) -> {
            int slot = slot(key);
            while (openings[slot] != null) {
                slot = (slot + 1) & mask;
            }
            keys[slot] = key;
            openings[slot] = opening;
        });
    }

    /** The data set, loaded on first use. */
    public static Openings get() {
        return Loaded.OPENINGS;
    }

    /** How many positions have a name. */
    public int size() {
        int n = 0;
        for (Opening opening : openings) {
            n += opening == null ? 0 : 1;
        }
        return n;
    }

    /** The opening of the position with Polyglot key {@code positionKey}, or null if it has no name. */
    public Opening at(long positionKey) {
        int slot = slot(positionKey);
        Opening opening;
        while ((opening = openings[slot]) != null) {
            if (keys[slot] == positionKey) {
                return opening;
            }
            slot = (slot + 1) & mask;
        }
        return null;
    }

    /**
     * The opening of the last named position of a main line played from the standard start, or
     * null if it reaches none. The caller decides that the game starts there.
     */
    public Opening deepest(List<MoveNode> mainLine) {
        Opening deepest = null;
        int captures = 0;
        for (MoveNode node : mainLine) {
            if (node.move().captured() != null && ++captures > maxCaptures) {
                break;
            }
            Opening named = at(node.move().positionKey());
            if (named != null) {
                deepest = named;
            }
        }
        return deepest;
    }

    private int slot(long key) {
        return (int) (key ^ (key >>> 32)) & mask;
    }

    /**
     * Replays every line of the TSVs. Several lines may name one position (a transposition): the
     * data set gives them one name, and the first line read keeps its position if it ever did not.
     */
    private static Openings load() {
        Map<Long, Opening> byKey = new HashMap<>();
        Map<Opening, Opening> interned = new HashMap<>();
        int maxCaptures = 0;
        for (String file : FILES) {
            try (InputStream in = Openings.class.getResourceAsStream(RESOURCES + file)) {
                if (in == null) {
                    throw new IllegalStateException("the resource " + RESOURCES + file + " is missing from the jar");
                }
                BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                lines.readLine(); // eco, name, pgn
                String line;
                int number = 1;
                while ((line = lines.readLine()) != null) {
                    number++;
                    String[] fields = line.split("\t");
                    if (fields.length != 3) {
                        throw new IllegalStateException(RESOURCES + file + " line " + number + ": not eco, name, pgn");
                    }
                    Opening opening = interned.computeIfAbsent(new Opening(fields[0], fields[1]), o -> o);
                    Board board = Board.standard();
                    int captures = 0;
                    for (String token : fields[2].split(" ")) {
                        if (!token.endsWith(".")) { // a move number
                            captures += token.contains("x") ? 1 : 0;
                            board.make(San.parse(board, token));
                        }
                    }
                    maxCaptures = Math.max(maxCaptures, captures);
                    byKey.putIfAbsent(board.zobrist(), opening);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("reading " + RESOURCES + file, e);
            }
        }
        return new Openings(byKey, maxCaptures);
    }
}
