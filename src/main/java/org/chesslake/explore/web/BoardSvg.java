package org.chesslake.explore.web;

import org.chesslake.explore.ChessPosition;
import org.chesslake.explore.Position;
import org.chesslake.explore.Position.Man;
import org.chesslake.explore.XiangqiPosition;

/**
 * A position drawn as inline SVG, White (Red) at the bottom: the chess board's squares with the
 * pieces as Unicode chess glyphs, or the xiangqi board's lines (river, palaces) with each man a disc
 * bearing its Chinese character. Nothing is loaded from elsewhere. Each man carries its point's name
 * ({@code data-square}, e.g. {@code e4} or xiangqi's {@code e0}) and its FEN letter ({@code data-man}).
 */
final class BoardSvg {

    private static final int SQUARE = 45;
    private static final int POINT = 40;
    private static final int MARGIN = 20;
    /** Chess glyphs by FEN letter: the solid set for both sides, White's filled white (one shape, two colours). */
    private static final String CHESS_LETTERS = "KQRBNP";
    private static final String CHESS_GLYPHS = "♚♛♜♝♞♟";
    private static final String XIANGQI_LETTERS = "KABNRCP";
    private static final String RED_CHARACTERS = "帥仕相傌俥炮兵";
    private static final String BLACK_CHARACTERS = "將士象馬車砲卒";
    /** Text presentation: some fonts draw the black pawn as an emoji without it. */
    private static final char TEXT_PRESENTATION = '\uFE0E';

    private BoardSvg() {
    }

    static String of(Position position) {
        return position instanceof ChessPosition chess ? chess(chess) : xiangqi((XiangqiPosition) position);
    }

    private static String chess(ChessPosition position) {
        int size = 8 * SQUARE;
        StringBuilder svg = open(size + 2 * MARGIN, size + 2 * MARGIN, "chess");
        for (int rank = 0; rank < 8; rank++) {
            for (int file = 0; file < 8; file++) {
                svg.append("<rect x=\"").append(MARGIN + file * SQUARE).append("\" y=\"").append(chessY(rank))
                        .append("\" width=\"").append(SQUARE).append("\" height=\"").append(SQUARE)
                        .append("\" fill=\"").append((file + rank) % 2 == 0 ? "#b58863" : "#f0d9b5").append("\"/>");
            }
        }
        coordinates(svg, size);
        for (Man man : position.men()) {
            char glyph = CHESS_GLYPHS.charAt(CHESS_LETTERS.indexOf(man.letter()));
            svg.append("<text class=\"man\" data-square=\"").append(squareName(man)).append("\" data-man=\"")
                    .append(man.first() ? man.letter() : Character.toLowerCase(man.letter()))
                    .append("\" x=\"").append(MARGIN + man.file() * SQUARE + SQUARE / 2)
                    .append("\" y=\"").append(chessY(man.rank()) + SQUARE / 2)
                    .append("\" font-size=\"38\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"")
                    .append(man.first() ? "#fff\" stroke=\"#000\" stroke-width=\"1.2" : "#000")
                    .append("\">").append(glyph).append(TEXT_PRESENTATION).append("</text>");
        }
        return svg.append("</svg>").toString();
    }

    private static int chessY(int rank) {
        return MARGIN + (7 - rank) * SQUARE;
    }

    private static String xiangqi(XiangqiPosition position) {
        int width = 8 * POINT;
        int height = 9 * POINT;
        StringBuilder svg = open(width + 2 * MARGIN + POINT, height + 2 * MARGIN + POINT, "xiangqi");
        int left = MARGIN + POINT / 2;
        int top = MARGIN + POINT / 2;
        svg.append("<rect x=\"").append(left - POINT / 2).append("\" y=\"").append(top - POINT / 2)
                .append("\" width=\"").append(width + POINT).append("\" height=\"").append(height + POINT)
                .append("\" fill=\"#f2d49b\"/><g stroke=\"#5a3b1a\" stroke-width=\"1.2\">");
        for (int rank = 0; rank < 10; rank++) {
            line(svg, left, top + rank * POINT, left + width, top + rank * POINT);
        }
        for (int file = 0; file < 9; file++) {
            boolean edge = file == 0 || file == 8;
            // inner files stop at the river (between ranks 4 and 5); the edges cross it
            line(svg, left + file * POINT, top, left + file * POINT, top + (edge ? 9 : 4) * POINT);
            if (!edge) {
                line(svg, left + file * POINT, top + 5 * POINT, left + file * POINT, top + height);
            }
        }
        for (int palaceTop : new int[] {0, 7}) {
            line(svg, left + 3 * POINT, top + palaceTop * POINT, left + 5 * POINT, top + (palaceTop + 2) * POINT);
            line(svg, left + 5 * POINT, top + palaceTop * POINT, left + 3 * POINT, top + (palaceTop + 2) * POINT);
        }
        svg.append("</g><text class=\"river\" x=\"").append(left + width / 2).append("\" y=\"")
                .append(top + 4 * POINT + POINT / 2).append("\" font-size=\"20\" text-anchor=\"middle\""
                        + " dominant-baseline=\"central\" fill=\"#5a3b1a\">楚 河　　　　漢 界</text>");
        for (Man man : position.men()) {
            int x = left + man.file() * POINT;
            int y = top + (9 - man.rank()) * POINT;
            int type = XIANGQI_LETTERS.indexOf(man.letter());
            String colour = man.first() ? "#b00" : "#111";
            svg.append("<g class=\"man\" data-square=\"").append((char) ('a' + man.file())).append(man.rank())
                    .append("\" data-man=\"").append(man.first() ? man.letter() : Character.toLowerCase(man.letter()))
                    .append("\"><circle cx=\"").append(x).append("\" cy=\"").append(y).append("\" r=\"17\" fill=\"#fbeccb\""
                            + " stroke=\"").append(colour).append("\" stroke-width=\"2\"/><text x=\"").append(x)
                    .append("\" y=\"").append(y).append("\" font-size=\"20\" text-anchor=\"middle\""
                            + " dominant-baseline=\"central\" fill=\"").append(colour).append("\">")
                    .append((man.first() ? RED_CHARACTERS : BLACK_CHARACTERS).charAt(type)).append("</text></g>");
        }
        return svg.append("</svg>").toString();
    }

    private static StringBuilder open(int width, int height, String variant) {
        return new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board ").append(variant)
                .append("\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"DejaVu Sans, Noto Sans CJK SC, sans-serif\">");
    }

    /** Chess's file letters below the board and rank numbers on its left. */
    private static void coordinates(StringBuilder svg, int size) {
        int first = MARGIN + SQUARE / 2;
        for (int file = 0; file < 8; file++) {
            svg.append("<text x=\"").append(first + file * SQUARE).append("\" y=\"").append(MARGIN + size + 14)
                    .append("\" font-size=\"12\" text-anchor=\"middle\">").append((char) ('a' + file)).append("</text>");
        }
        for (int rank = 0; rank < 8; rank++) {
            svg.append("<text x=\"").append(MARGIN / 2).append("\" y=\"").append(first + (7 - rank) * SQUARE)
                    .append("\" font-size=\"12\" text-anchor=\"middle\" dominant-baseline=\"central\">")
                    .append(rank + 1).append("</text>");
        }
    }

    private static String squareName(Man man) {
        return String.valueOf((char) ('a' + man.file())) + (man.rank() + 1);
    }

    private static void line(StringBuilder svg, int x1, int y1, int x2, int y2) {
        svg.append("<line x1=\"").append(x1).append("\" y1=\"").append(y1).append("\" x2=\"").append(x2)
                .append("\" y2=\"").append(y2).append("\"/>");
    }
}
