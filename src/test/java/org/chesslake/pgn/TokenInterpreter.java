package org.chesslake.pgn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.chesslake.game.LineBuilder;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;

/**
 * A variant that accepts any token as a move (its san is the token), to test the grammar without a
 * board: its own line builder. Tokens starting with 'X' are illegal; the FEN "bad" cannot be set up.
 */
final class TokenInterpreter implements MoveInterpreter, LineBuilder {

    private List<MoveNode> mainLine;
    private final Deque<List<MoveNode>> lines = new ArrayDeque<>();
    private String pendingBefore;
    String startFen;

    @Override
    public LineBuilder start(String fen) {
        if ("bad".equals(fen)) {
            throw new IllegalArgumentException("unreadable FEN");
        }
        startFen = fen;
        mainLine = new ArrayList<>();
        lines.clear();
        lines.push(mainLine);
        pendingBefore = null;
        return this;
    }

    @Override
    public void move(String token) {
        if (token.startsWith("X")) {
            throw new IllegalArgumentException("illegal move");
        }
        MoveNode node = new MoveNode(info(token));
        node.addCommentBefore(pendingBefore);
        pendingBefore = null;
        lines.peek().add(node);
    }

    @Override
    public MoveInfo playUci(String uci, String notation) {
        move(uci);
        return last().move();
    }

    static MoveInfo info(String san) {
        return new MoveInfo(san, san, null, "P", null, null, null, null, false, false, 0L, 0L);
    }

    private MoveNode last() {
        List<MoveNode> line = lines.peek();
        return line.get(line.size() - 1);
    }

    @Override
    public void nag(int nag) {
        last().addNag(nag);
    }

    @Override
    public void commentBefore(String text) {
        pendingBefore = pendingBefore == null ? text : pendingBefore + " " + text;
    }

    @Override
    public void commentAfter(String text) {
        last().addCommentAfter(text);
    }

    @Override
    public void startVariation() {
        lines.push(last().addVariation());
    }

    @Override
    public void endVariation() {
        lines.pop();
    }

    @Override
    public MoveTree build() {
        return new MoveTree(mainLine, mainLine.isEmpty() ? pendingBefore : null);
    }
}
