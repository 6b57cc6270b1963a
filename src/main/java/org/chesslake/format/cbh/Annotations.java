package org.chesslake.format.cbh;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesslake.chess.Square;
import org.chesslake.files.Bytes;

/**
 * The annotation block of one game in {@code .cba} (spec §11), grouped by position: the move
 * counter of the annotated move, or -1 for the game itself. Texts, symbols, graphics, clocks and
 * evaluations become comments and NAGs the way PGN writes them; the game's own clocks become tags,
 * its other annotations raw hex tags ({@code CbAnnotation18} …), and the languages of its texts
 * {@code CbTextLanguages}.
 */
final class Annotations {

    static final int GAME = -1;
    static final int HEADER_SIZE = 14;

    /** What one position carries. */
    static final class Notes {
        String before;
        String after;
        final List<Integer> nags = new ArrayList<>(3);
        final List<String> commands = new ArrayList<>(2);
        boolean used;

        /** The comment after the move: the texts, then the commands ({@code [%csl …]}, …). */
        String afterComment() {
            if (commands.isEmpty()) {
                return after;
            }
            String joined = String.join(" ", commands);
            return after == null ? joined : after + " " + joined;
        }
    }

    static final Annotations NONE = new Annotations(Map.of(), Map.of());

    private static final char[] COLOURS = {0, 0, 'G', 'Y', 'R'};
    /** The longest raw annotation kept in a tag, in bytes. */
    private static final int RAW_LIMIT = 64;

    private final Map<Integer, Notes> byPosition;
    private final Map<String, String> gameTags;

    private Annotations(Map<Integer, Notes> byPosition, Map<String, String> gameTags) {
        this.byPosition = byPosition;
        this.gameTags = gameTags;
    }

    /** The notes of a position, or null. Marks them used. */
    Notes at(int position) {
        Notes notes = byPosition.get(position);
        if (notes != null) {
            notes.used = true;
        }
        return notes;
    }

    /** Whether the move at {@code position} has a text before it. */
    boolean hasTextBefore(int position) {
        Notes notes = byPosition.get(position);
        return notes != null && notes.before != null;
    }

    /** Tags from game-level annotations (WhiteClock, BlackClock). */
    Map<String, String> gameTags() {
        return gameTags;
    }

    /** Positions that carry notes but name no decoded move. */
    List<Integer> unused() {
        List<Integer> left = new ArrayList<>();
        byPosition.forEach((position, notes) -> {
            if (!notes.used) {
                left.add(position);
            }
        });
        left.sort(null);
        return left;
    }

    /**
     * Parses the block at {@code b[o, o + length)} ({@code length} already checked against the
     * file). Problems that end the block early go to {@code warnings} with their offset in the file.
     */
    static Annotations parse(byte[] b, int o, int length, long fileOffset, long gameNumber, CbhText text,
                             List<String> warnings) {
        if (length < HEADER_SIZE) {
            warnings.add("annotation block at .cba byte " + fileOffset + " is shorter than its 14-byte header");
            return NONE;
        }
        int owner = Bytes.u24be(b, o);
        if (owner != gameNumber) {
            warnings.add("annotation block at .cba byte " + fileOffset + " belongs to game " + owner);
        }
        long declaredSize = Bytes.u32be(b, o + 10);
        int end = o + length;
        if (declaredSize < HEADER_SIZE || declaredSize > length) {
            warnings.add("annotation block at .cba byte " + fileOffset + " declares " + declaredSize
                    + " bytes, " + length + " are there");
        } else {
            end = o + (int) declaredSize;
        }
        Map<Integer, Notes> notes = new HashMap<>();
        Map<String, String> tags = new LinkedHashMap<>();
        int p = o + HEADER_SIZE;
        while (p < end) {
            if (end - p < 6) {
                warnings.add("annotation record at .cba byte " + (fileOffset + p - o) + " is cut by the block end");
                break;
            }
            int position = Bytes.s24be(b, p);
            int type = b[p + 3] & 0xFF;
            int recordLength = Bytes.u16be(b, p + 4);
            if (recordLength < 6 || recordLength > end - p) {
                warnings.add("annotation record at .cba byte " + (fileOffset + p - o) + " has length " + recordLength
                        + ", " + (end - p) + " bytes are left in the block");
                break;
            }
            add(notes, tags, position, type, b, p + 6, recordLength - 6, text);
            p += recordLength;
        }
        return new Annotations(notes, tags);
    }

    /** ChessBase's language codes of text annotations (spec §11.5). */
    private static String language(int code) {
        return switch (code) {
            case 0x2a -> "English";
            case 0x35 -> "German";
            case 0x31 -> "French";
            case 0x2b -> "Spanish";
            case 0x46 -> "Italian";
            case 0x67 -> "Dutch";
            case 0x75 -> "Portuguese";
            default -> Integer.toString(code);
        };
    }

    private static void add(Map<Integer, Notes> all, Map<String, String> tags, int position, int type, byte[] b, int o,
                            int n, CbhText text) {
        switch (type) {
            case 0x02, 0x82 -> {
                if (n < 2) {
                    return;
                }
                String comment = text.comment(b, o + 2, n - 2);
                if (comment.isEmpty()) {
                    return;
                }
                int language = b[o + 1] & 0xFF;
                if (language != 0) {
                    // comments carry no language in PGN: the game says which ones its texts are in
                    tags.merge("CbTextLanguages", language(language),
                            (known, added) -> List.of(known.split(",")).contains(added) ? known : known + "," + added);
                }
                Notes notes = notes(all, position);
                if (type == 0x82) {
                    notes.before = join(notes.before, comment);
                } else {
                    notes.after = join(notes.after, comment);
                }
            }
            case 0x03 -> {
                Notes notes = notes(all, position);
                for (int i = 0; i < Math.min(3, n); i++) {
                    int nag = b[o + i] & 0xFF;
                    if (nag != 0) {
                        notes.nags.add(nag);
                    }
                }
            }
            case 0x04 -> {
                StringBuilder squares = new StringBuilder();
                for (int i = 0; i + 1 < n; i += 2) {
                    String square = square(b[o + i + 1] & 0xFF);
                    char colour = colour(b[o + i] & 0xFF);
                    if (square != null && colour != 0) {
                        squares.append(squares.isEmpty() ? "" : ",").append(colour).append(square);
                    }
                }
                if (!squares.isEmpty()) {
                    notes(all, position).commands.add("[%csl " + squares + "]");
                }
            }
            case 0x05 -> {
                StringBuilder arrows = new StringBuilder();
                for (int i = 0; i + 2 < n; i += 3) {
                    String from = square(b[o + i + 1] & 0xFF);
                    String to = square(b[o + i + 2] & 0xFF);
                    char colour = colour(b[o + i] & 0xFF);
                    if (from != null && to != null && colour != 0) {
                        arrows.append(arrows.isEmpty() ? "" : ",").append(colour).append(from).append(to);
                    }
                }
                if (!arrows.isEmpty()) {
                    notes(all, position).commands.add("[%cal " + arrows + "]");
                }
            }
            case 0x07 -> {
                if (n >= 3) {
                    notes(all, position).commands.add(String.format(Locale.ROOT, "[%%emt %d:%02d:%02d]", b[o] & 0xFF,
                            b[o + 1] & 0xFF, b[o + 2] & 0xFF));
                }
            }
            case 0x16, 0x17 -> {
                if (n < 4) {
                    return;
                }
                String clock = clock(Bytes.u32be(b, o));
                if (position == GAME) {
                    tags.put(type == 0x16 ? "WhiteClock" : "BlackClock", clock);
                } else {
                    notes(all, position).commands.add("[%clk " + clock + "]");
                }
            }
            case 0x21 -> {
                if (n < 6) {
                    return;
                }
                int value = (short) Bytes.u16le(b, o);
                int kind = Bytes.u16le(b, o + 2);
                if (kind == 0) {
                    notes(all, position).commands.add(String.format(Locale.ROOT, "[%%eval %.2f]", value / 100.0));
                } else if (kind == 1) {
                    notes(all, position).commands.add("[%eval #" + value + "]");
                }
            }
            default -> {
                // other kinds (critical position, medals, time control, media, training, …): PGN shows
                // nothing of them; the game's own are kept raw
                if (position == GAME) {
                    tags.put(String.format(Locale.ROOT, "CbAnnotation%02X", type), hex(b, o, Math.min(n, RAW_LIMIT)));
                }
            }
        }
    }

    private static String hex(byte[] b, int o, int n) {
        StringBuilder out = new StringBuilder(2 * n);
        for (int i = o; i < o + n; i++) {
            out.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return out.toString();
    }

    private static Notes notes(Map<Integer, Notes> all, int position) {
        return all.computeIfAbsent(position, p -> new Notes());
    }

    private static String join(String existing, String text) {
        return existing == null ? text : existing + " " + text;
    }

    private static char colour(int code) {
        return code < COLOURS.length ? COLOURS[code] : 0;
    }

    /** A square stored as ChessBase number + 1 (1 = a1, 2 = a2, 9 = b1), or null. */
    private static String square(int stored) {
        return stored >= 1 && stored <= 64 ? Square.name(CbhSquares.toSquare(stored - 1)) : null;
    }

    private static String clock(long centiseconds) {
        long seconds = centiseconds / 100;
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
