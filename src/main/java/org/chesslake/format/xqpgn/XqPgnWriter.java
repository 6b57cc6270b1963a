package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.pgn.PgnWriter;
import org.chesslake.xiangqi.Board;
import org.chesslake.xiangqi.Iccs;
import org.chesslake.xiangqi.Notation;

/**
 * Writes xiangqi games as PGN: [Game "Chinese Chess"], Red/Black, their ratings, ECCO, FEN and Format tags, then
 * the movetext in Chinese, WXF or ICCS notation (the shared PGN writer lays out numbers, comments
 * and variations). Chinese files are usually GBK ({@link XqEncoding#GB18030} writes GBK's
 * characters as GBK bytes), WXF and ICCS files UTF-8.
 */
public final class XqPgnWriter {

    /** Tags that say how a file is written, never copied from a game's other tags. */
    private static final Set<String> FILE_TAGS = Set.of("Format", "Encoding", "Notation");

    private XqPgnWriter() {
    }

    /** Writes games one after the other in one notation and charset. */
    public static void write(List<Game> games, Notation notation, Charset charset, OutputStream out) throws IOException {
        for (Game game : games) {
            out.write(write(game, notation).getBytes(charset));
        }
    }

    /** One game as text, ending with a blank line. */
    public static String write(Game game, Notation notation) {
        StringBuilder text = new StringBuilder();
        GameHeader h = game.header();
        tag(text, "Game", "Chinese Chess");
        tag(text, "Event", h.event());
        tag(text, "Site", h.site());
        tag(text, "Date", h.date().isUnknown() ? null : h.date().toPgn());
        tag(text, "Round", h.round());
        tag(text, "Red", h.white());
        tag(text, "Black", h.black());
        tag(text, "Result", h.result().pgn());
        tag(text, "RedElo", h.whiteElo() == null ? null : h.whiteElo().toString());
        tag(text, "BlackElo", h.blackElo() == null ? null : h.blackElo().toString());
        tag(text, "ECCO", h.eco());
        tag(text, "FEN", h.startFen());
        tag(text, "Format", notation.tagValue());
        for (Map.Entry<String, String> t : h.tags().entrySet()) {
            // one Date tag: the date when known, else the text a reader kept as a tag ("1981年-2001年")
            if (!FILE_TAGS.contains(t.getKey()) && !(t.getKey().equals("Date") && !h.date().isUnknown())) {
                tag(text, t.getKey(), t.getValue());
            }
        }
        Board start = h.startFen() == null ? Board.standard() : Board.fromFen(h.startFen());
        MoveTree tree = game.moves() == null ? MoveTree.EMPTY : game.moves();
        MoveTree rewritten = new MoveTree(line(tree.mainLine(), start, notation), tree.comment());
        String pgn = PgnWriter.write(new Game(game.number(), h, rewritten));
        // the shared writer's tags are chess's roster; its movetext follows the first blank line
        return text.append('\n').append(pgn.substring(pgn.indexOf("\n\n") + 2)).toString();
    }

    private static void tag(StringBuilder text, String name, String value) {
        if (value != null) {
            text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                    .append("\"]\n");
        }
    }

    /** A copy of a line whose moves are named in {@code notation}, replayed from {@code board}. */
    private static List<MoveNode> line(List<MoveNode> nodes, Board board, Notation notation) {
        Board position = board.copy();
        List<MoveNode> out = new ArrayList<>(nodes.size());
        for (MoveNode node : nodes) {
            MoveInfo m = node.move();
            int move = Iccs.parse(position, m.uci(), 0);
            MoveNode copy = new MoveNode(new MoveInfo(notation.write(position, move), m.uci(), m.notation(), m.piece(),
                    m.from(), m.to(), m.captured(), m.promotion(), m.check(), m.mate(), m.fromPositionKey(),
                    m.positionKey()));
            node.nags().forEach(copy::addNag);
            copy.addCommentBefore(node.commentBefore());
            copy.addCommentAfter(node.commentAfter());
            for (List<MoveNode> variation : node.variations()) {
                copy.addVariation().addAll(line(variation, position, notation));
            }
            position.make(move);
            out.add(copy);
        }
        return out;
    }
}
