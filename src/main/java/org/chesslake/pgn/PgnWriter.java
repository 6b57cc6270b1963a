package org.chesslake.pgn;

import java.util.List;
import org.chesslake.game.Game;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;

/**
 * Writes a game in PGN export form: the seven tag roster first, then the other tags, a blank line,
 * the movetext wrapped at 80 columns with move numbers ("12." before White's move, "12..." before
 * Black's at the start of a line and after a comment or variation), NAGs as $n, comments in
 * braces, variations in parentheses, and the result. Variant-neutral: it writes each move's
 * {@link org.chesslake.game.MoveInfo#san()}.
 */
public final class PgnWriter {

    private static final int WIDTH = 80;

    private PgnWriter() {
    }

    /** The game as PGN text, ending with a blank line so games can be concatenated. */
    public static String write(Game game) {
        StringBuilder out = new StringBuilder();
        for (PgnTag tag : PgnHeaders.toTags(game.header())) {
            out.append('[').append(tag.name()).append(" \"").append(escape(tag.value())).append("\"]\n");
        }
        out.append('\n');
        WrappedText movetext = new WrappedText(WIDTH);
        MoveTree tree = game.moves() == null ? MoveTree.EMPTY : game.moves();
        if (tree.comment() != null) {
            comment(movetext, tree.comment());
        }
        MoveNumbering start = MoveNumbering.of(game.header().startFen());
        line(movetext, tree.mainLine(), start.ply());
        movetext.word(game.header().result().pgn());
        return out.append(movetext).append("\n\n").toString();
    }

    /** Writes a line whose first move is at the given ply (0 = White's first move of move 1). */
    private static void line(WrappedText out, List<MoveNode> moves, int firstPly) {
        boolean numberNeeded = true;
        int ply = firstPly;
        for (MoveNode node : moves) {
            if (node.commentBefore() != null) {
                comment(out, node.commentBefore());
                numberNeeded = true;
            }
            boolean white = ply % 2 == 0;
            if (white) {
                out.word((ply / 2 + 1) + ".");
            } else if (numberNeeded) {
                out.word((ply / 2 + 1) + "...");
            }
            out.word(node.move().san());
            for (int nag : node.nags()) {
                out.word("$" + nag);
            }
            numberNeeded = false;
            if (node.commentAfter() != null) {
                comment(out, node.commentAfter());
                numberNeeded = true;
            }
            for (List<MoveNode> variation : node.variations()) {
                out.open("(");
                line(out, variation, ply);
                out.close(")");
                numberNeeded = true;
            }
            ply++;
        }
    }

    /**
     * A comment, word by word so it wraps. PGN ends a comment at its first '}' and has no escape, so
     * a comment that holds one has its braces written as parentheses (a '{' alone is kept: PGN
     * readers ignore it inside a comment). Some programs read balanced braces in comments, but
     * the other PGN readers would end the comment early and read its rest as moves.
     */
    private static void comment(WrappedText out, String text) {
        String body = text.replace('\n', ' ').replace('\r', ' ');
        if (body.indexOf('}') >= 0) {
            body = body.replace('{', '(').replace('}', ')');
        }
        String[] words = body.split(" ", -1);
        words[0] = "{" + words[0];
        words[words.length - 1] = words[words.length - 1] + "}";
        for (String word : words) {
            out.word(word);
        }
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
