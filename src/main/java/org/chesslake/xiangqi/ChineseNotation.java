package org.chesslake.xiangqi;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

/**
 * Chinese vertical-line notation ({@code 炮二平五}, {@code 马８进７}, {@code 前炮退二}, {@code 一兵平五},
 * {@code 前兵九平八}). Red's files and numbers are Chinese numerals, Black's digits (fullwidth when
 * written; fullwidth or ASCII when read). Read with simplified and traditional characters and any
 * side's piece names: the side always comes from the board.
 */
public final class ChineseNotation {

    private static final String NUMERALS = "一二三四五六七八九";
    private static final String FULLWIDTH_DIGITS = "１２３４５６７８９";
    /** Written names per type (index = type), Red then Black. */
    private static final String RED_NAMES = " 帅仕相马车炮兵";
    private static final String BLACK_NAMES = " 将士象马车炮卒";

    private ChineseNotation() {
    }

    /** The Chinese name of a legal move in the position before it (simplified characters). */
    public static String toChinese(Board board, int move) {
        int from = Move.from(move);
        int piece = board.pieceAt(from);
        int type = Piece.type(piece);
        int color = Piece.color(piece);
        char name = (color == Piece.RED ? RED_NAMES : BLACK_NAMES).charAt(type);
        int file = Square.playerFile(Square.file(from), color);
        StringBuilder out = new StringBuilder(4);
        if (type == Piece.KING || type == Piece.ADVISOR || type == Piece.ELEPHANT) {
            // advisors and elephants never take 前/后: file and direction make their move unique
            out.append(name).append(numeral(file, color));
        } else {
            List<Integer> pool = type == Piece.PAWN ? MoveResolver.pool(board, type, color)
                    : MoveResolver.onFile(board, type, color, file);
            int index = pool.indexOf(from) + 1;
            int n = pool.size();
            if (n < 2 || index == 0) {
                out.append(name).append(numeral(file, color));
            } else if (n <= 3) {
                out.append(index == 1 ? '前' : index == n ? '后' : '中').append(name);
            } else {
                out.append(NUMERALS.charAt(index - 1)).append(name);
            }
        }
        Direction direction = MoveResolver.direction(move, color);
        return out.append(direction.chinese()).append(numeral(MoveResolver.number(move, type, color), color)).toString();
    }

    private static char numeral(int number, int color) {
        return (color == Piece.RED ? NUMERALS : FULLWIDTH_DIGITS).charAt(number - 1);
    }

    /** The legal move a Chinese token names; IllegalMoveException if none or several. */
    public static int parse(Board board, String token) {
        return MoveResolver.resolve(board, readings(token), token);
    }

    /** Whether the token has the shape of a Chinese move. */
    public static boolean looksLike(String token) {
        return !readings(token).isEmpty();
    }

    /** The readings of a token, official first; empty if it is not Chinese notation. */
    static List<MoveSpec> readings(String token) {
        String s = Normalizer.normalize(token, Normalizer.Form.NFKC).trim();
        List<MoveSpec> readings = new ArrayList<>(2);
        if (s.length() != 4 && s.length() != 5) {
            return readings;
        }
        int last = s.length() - 1;
        Direction direction = Direction.ofChinese(s.charAt(last - 1));
        int number = number(s.charAt(last));
        if (direction == null || number < 1) {
            return readings;
        }
        char c0 = s.charAt(0);
        char c1 = s.charAt(1);
        if (s.length() == 5) {
            // 前兵九平八: place, piece, file
            Place place = place(c0);
            int file = number(s.charAt(2));
            if (place != null && pieceType(c1) != 0 && file > 0) {
                readings.add(new MoveSpec(pieceType(c1), new Selector.OnFileAt(file, place), direction, number));
            }
        } else if (pieceType(c0) != 0 && number(c1) > 0) {
            int type = pieceType(c0);
            readings.add(new MoveSpec(type, new Selector.OnFileAt(number(c1), Place.MIDDLE), direction, number));
            readings.add(new MoveSpec(type, new Selector.OnFile(number(c1)), direction, number));
        } else if (pieceType(c1) != 0 && place(c0) != null) {
            int type = pieceType(c1);
            readings.add(new MoveSpec(type, new Selector.Pool(place(c0)), direction, number));
            // some writers count 前/后 within the piece's own file even in a larger pool
            readings.add(new MoveSpec(type, new Selector.Tandem(place(c0)), direction, number));
        } else if (pieceType(c1) != 0 && number(c0) > 0 && number(c0) <= 5) {
            readings.add(new MoveSpec(pieceType(c1), new Selector.Pool(Place.ordinal(number(c0))), direction, number));
        }
        return readings;
    }

    private static int pieceType(char c) {
        return switch (c) {
            case '帅', '帥', '将', '將' -> Piece.KING;
            case '仕', '士' -> Piece.ADVISOR;
            case '相', '象' -> Piece.ELEPHANT;
            case '马', '馬', '傌' -> Piece.HORSE;
            case '车', '車', '俥', '硨' -> Piece.ROOK;
            case '炮', '砲', '包' -> Piece.CANNON;
            case '兵', '卒' -> Piece.PAWN;
            default -> 0;
        };
    }

    private static Place place(char c) {
        return switch (c) {
            case '前' -> Place.FRONT;
            case '中' -> Place.MIDDLE;
            case '后', '後' -> Place.REAR;
            default -> null;
        };
    }

    /** A Chinese numeral or (after NFKC) an ASCII digit 1–9; -1 otherwise. */
    private static int number(char c) {
        if (c >= '1' && c <= '9') {
            return c - '0';
        }
        int numeral = NUMERALS.indexOf(c);
        return numeral >= 0 ? numeral + 1 : -1;
    }
}
