package org.chesslake.xiangqi;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

/**
 * WXF notation: piece, from-file, direction, number ({@code C2.5}, {@code H8+7}, {@code R+.3},
 * {@code ++.5}, {@code 3+.4}). Written in the official form; read with the dialects of real files
 * (spec §7.3): {@code =} or nothing for traverse, fullwidth characters, lower case, B/N letters,
 * the position marker before the letter, the file instead of a marker, ffish's per-file pawn
 * index and xqbase's a–e pawn ordinals.
 */
public final class Wxf {

    private Wxf() {
    }

    /** The official WXF name of a legal move in the position before it. */
    public static String toWxf(Board board, int move) {
        int from = Move.from(move);
        int piece = board.pieceAt(from);
        int type = Piece.type(piece);
        int color = Piece.color(piece);
        int file = Square.playerFile(Square.file(from), color);
        StringBuilder out = new StringBuilder(4);
        List<Integer> row = MoveResolver.onFile(board, type, color, file);
        int n = row.size();
        int index = row.indexOf(from) + 1;
        if (n < 2 || type == Piece.KING || type == Piece.ADVISOR || type == Piece.ELEPHANT) {
            out.append(Piece.wxfLetter(type)).append(file);
        } else if (type == Piece.PAWN && MoveResolver.tandemFiles(board, type, color) >= 2) {
            // pawns doubled on two files: the file digit replaces the letter
            out.append(file).append(index == 1 ? '+' : index == n ? '-' : (char) ('0' + file));
        } else {
            out.append(marker(type, file, index, n));
        }
        Direction direction = MoveResolver.direction(move, color);
        return out.append(direction.wxf()).append(MoveResolver.number(move, type, color)).toString();
    }

    /** Letter and marker of the {@code index}-th of {@code n} pieces on one file, front first. */
    private static String marker(int type, int file, int index, int n) {
        char letter = Piece.wxfLetter(type);
        if (n >= 4 && index == 1) {
            return "++";
        }
        if (n >= 4 && index == n) {
            return "--";
        }
        boolean front = n <= 3 ? index == 1 : index == 2;
        boolean rear = n <= 3 ? index == n : index == n - 1;
        return front ? letter + "+" : rear ? letter + "-" : String.valueOf(letter) + file;
    }

    /** The legal move a WXF token names; IllegalMoveException if none or several. */
    public static int parse(Board board, String token) {
        return MoveResolver.resolve(board, readings(token), token);
    }

    /** Whether the token has the shape of a WXF move. */
    public static boolean looksLike(String token) {
        return !readings(token).isEmpty();
    }

    /** The readings of a token, official first; empty if it is not WXF. */
    static List<MoveSpec> readings(String token) {
        String s = Normalizer.normalize(token, Normalizer.Form.NFKC).trim();
        List<MoveSpec> readings = new ArrayList<>(2);
        if (s.length() == 3 && Piece.typeOfLetter(s.charAt(0)) != 0 && digit(s.charAt(1)) > 0 && digit(s.charAt(2)) > 0) {
            // the traverse sign omitted: C25
            s = s.substring(0, 2) + "." + s.charAt(2);
        }
        if (s.length() != 4) {
            return readings;
        }
        char c0 = s.charAt(0);
        char c1 = s.charAt(1);
        Direction direction = Direction.ofWxf(s.charAt(2));
        int number = digit(s.charAt(3));
        if (direction == null || number < 1) {
            return readings;
        }
        int type = Piece.typeOfLetter(c0);
        if (type != 0) {
            if (digit(c1) > 0) {
                readings.add(new MoveSpec(type, new Selector.OnFileAt(digit(c1), Place.MIDDLE), direction, number));
                readings.add(new MoveSpec(type, new Selector.OnFile(digit(c1)), direction, number));
            } else if (c1 == '+' || c1 == '-') {
                Place place = c1 == '+' ? Place.WXF_FRONT : Place.WXF_REAR;
                readings.add(new MoveSpec(type, new Selector.Tandem(place), direction, number));
            } else if (c1 >= 'a' && c1 <= 'e') {
                readings.add(new MoveSpec(type, new Selector.Pool(Place.ordinal(c1 - 'a' + 1)), direction, number));
            }
        } else if ((c0 == '+' || c0 == '-') && Piece.typeOfLetter(c1) != 0) {
            // the marker before the letter: +P+1 = P++1
            Place place = c0 == '+' ? Place.WXF_FRONT : Place.WXF_REAR;
            readings.add(new MoveSpec(Piece.typeOfLetter(c1), new Selector.Tandem(place), direction, number));
        } else if (c0 == c1 && (c0 == '+' || c0 == '-')) {
            Place place = c0 == '+' ? Place.WXF_FOREMOST : Place.WXF_REARMOST;
            readings.add(new MoveSpec(Piece.PAWN, new Selector.Tandem(place), direction, number));
        } else if (digit(c0) > 0) {
            pawnFileReadings(digit(c0), c1, direction, number, readings);
        }
        return readings;
    }

    /** Pawns named by a leading digit: 3+ 3- 33 (file and place), or ffish's 17 (index 1 on file 7). */
    private static void pawnFileReadings(int first, char c1, Direction direction, int number, List<MoveSpec> readings) {
        if (c1 == '+' || c1 == '-') {
            Place place = c1 == '+' ? Place.WXF_FRONT : Place.WXF_REAR;
            readings.add(new MoveSpec(Piece.PAWN, new Selector.OnFileAt(first, place), direction, number));
            return;
        }
        int second = digit(c1);
        if (second < 1) {
            return;
        }
        if (second == first) {
            readings.add(new MoveSpec(Piece.PAWN, new Selector.OnFileAt(first, Place.MIDDLE), direction, number));
        }
        Place ordinal = Place.ordinal(first);
        if (ordinal != null) {
            readings.add(new MoveSpec(Piece.PAWN, new Selector.OnFileAt(second, ordinal), direction, number));
        }
    }

    private static int digit(char c) {
        return c >= '1' && c <= '9' ? c - '0' : -1;
    }
}
