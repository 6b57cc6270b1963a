package org.chesslake.format.scid;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/**
 * Deterministic random legal games with what SCID 4 can hold: comments (after moves, before the
 * first move of a line, on games without moves), NAGs, nested variations, null moves, set-up
 * starts, and headers in the form the reader gives them back.
 */
final class RandomGames {

    private static final String[] COMMENTS = {"good", "Réti's idea ♞", "a long comment with {braces} and\nnewlines",
        "?!", "Зевок"};
    private static final String[] PLAYERS = {"Carlsen, Magnus", "Anand, V.", "Lékó, Péter", "Тайманов, Марк", "X"};
    private static final String[] FLAG_LETTERS = {"W", "BM", "!", "?U", "T1", "Q6"};
    private static final String[] RATING_TYPES = {"USCF", "DWZ", "ICCF", "Rapid", "ECF", "Rating"};

    private final Random random;
    private final int[] moves = new int[256];

    RandomGames(long seed) {
        random = new Random(seed);
    }

    List<Game> games(int count) {
        List<Game> games = new ArrayList<>();
        for (int number = 1; number <= count; number++) {
            games.add(game(number));
        }
        return games;
    }

    private Game game(int number) {
        String fen = random.nextInt(5) == 0 ? setUpPosition() : null;
        Board start = fen == null ? Board.standard() : Board.fromFen(fen);
        ChessLineBuilder line = new ChessLineBuilder(start);
        if (random.nextInt(4) == 0) {
            line.commentAfter(pick(COMMENTS)); // pre-game comment
        }
        playLine(line, random.nextInt(number % 10 == 0 ? 3 : 120), 0);
        MoveTree tree = line.build();
        return new Game(number, header(tree, fen), tree);
    }

    private String setUpPosition() {
        Board board = Board.standard();
        int plies = 1 + random.nextInt(30);
        for (int i = 0; i < plies; i++) {
            int n = board.legalMoves(moves);
            if (n == 0) {
                break;
            }
            board.make(moves[random.nextInt(n)]);
        }
        return board.toFen();
    }

    private void playLine(ChessLineBuilder line, int plies, int depth) {
        for (int i = 0; i < plies; i++) {
            Board board = line.board();
            int n = board.legalMoves(moves);
            if (n == 0) {
                return;
            }
            boolean nullMove = !board.inCheck() && random.nextInt(60) == 0;
            line.play(nullMove ? Move.NULL : moves[random.nextInt(n)]);
            if (random.nextInt(8) == 0) {
                line.nag(random.nextInt(256));
                if (random.nextInt(3) == 0) {
                    line.nag(1 + random.nextInt(20));
                }
            }
            if (random.nextInt(6) == 0) {
                line.commentAfter(pick(COMMENTS));
            }
            if (depth < 3 && random.nextInt(depth == 0 ? 10 : 20) == 0) {
                int siblings = 1 + random.nextInt(2);
                for (int s = 0; s < siblings; s++) {
                    line.startVariation();
                    if (random.nextInt(3) == 0) {
                        line.commentBefore(pick(COMMENTS));
                    }
                    playLine(line, 1 + random.nextInt(8), depth + 1);
                    line.endVariation();
                }
            }
        }
    }

    private GameHeader header(MoveTree tree, String fen) {
        int year = random.nextInt(4) == 0 ? 0 : 1850 + random.nextInt(180);
        PartialDate date = new PartialDate(year, year == 0 ? 0 : random.nextInt(13), random.nextInt(32));
        boolean deleted = random.nextInt(10) == 0;
        GameHeader.Builder header = GameHeader.builder()
                .white(pick(PLAYERS)).black(pick(PLAYERS))
                .event(random.nextBoolean() ? "Event " + random.nextInt(30) : null)
                .site(random.nextBoolean() ? "Site " + random.nextInt(5) : null)
                .round(random.nextBoolean() ? random.nextInt(12) + "." + random.nextInt(4) : null)
                .date(date)
                .whiteElo(random.nextBoolean() ? 1000 + random.nextInt(3000) : null)
                .blackElo(random.nextBoolean() ? 1000 + random.nextInt(3000) : null)
                .result(Result.values()[random.nextInt(4)])
                .eco(random.nextBoolean() ? "" + (char) ('A' + random.nextInt(5)) + random.nextInt(10) + random.nextInt(10) : null)
                .plyCount(tree.plyCount())
                .startFen(fen)
                .deleted(deleted);
        if (year > 0 && random.nextBoolean()) {
            header.tag(IndexHeaders.EVENT_DATE, new PartialDate(year - 3 + random.nextInt(7), random.nextInt(13), 0).toPgn());
        } else if (year > 10 && random.nextInt(5) == 0) {
            header.tag(IndexHeaders.EVENT_DATE, new PartialDate(year - 10, 5, 1).toPgn()); // kept in the record
        }
        String letters = random.nextInt(4) == 0 ? pick(FLAG_LETTERS) : "";
        header.tag(IndexHeaders.FLAGS, ScidFlags.letters(ScidFlags.parse((deleted ? "D" : "") + letters)));
        if (random.nextInt(5) == 0) {
            header.whiteElo(1500).tag(IndexHeaders.WHITE_RATING_TYPE, pick(RATING_TYPES));
        }
        if (random.nextInt(3) == 0) {
            header.tag("Annotator", "Annotator " + random.nextInt(3));
            header.tag("PlyCount", Integer.toString(tree.plyCount()));
            header.tag("WhiteTeam", "Тим");
            header.tag("Setup", "1");
        }
        int[] counts = counts(tree);
        count(header, IndexHeaders.VARIATIONS, counts[0]);
        count(header, IndexHeaders.COMMENTS, counts[1]);
        count(header, IndexHeaders.NAGS, counts[2]);
        return header.build();
    }

    private static void count(GameHeader.Builder header, String tag, int count) {
        int reported = IndexEntry.countOf(IndexEntry.codeOf(count));
        header.tag(tag, reported == 0 ? null : Integer.toString(reported));
    }

    /** Variations, comments and NAGs as SCID counts them: one per 0x0D, 0x0C and 0x0B written. */
    static int[] counts(MoveTree tree) {
        int[] counts = new int[3];
        counts[1] += tree.comment() == null ? 0 : 1;
        count(tree.mainLine(), counts);
        return counts;
    }

    private static void count(List<MoveNode> line, int[] counts) {
        for (MoveNode node : line) {
            counts[1] += (node.commentBefore() == null ? 0 : 1) + (node.commentAfter() == null ? 0 : 1);
            counts[2] += node.nags().size();
            counts[0] += node.variations().size();
            node.variations().forEach(variation -> count(variation, counts));
        }
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }
}
