package org.chesslake.export;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.ChessVariant;
import org.chesslake.game.CommentCommands;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.LineBuilder;
import org.chesslake.game.MoveTree;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.game.Variant;
import org.chesslake.table.ColumnValues;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.TableKind;
import org.chesslake.xiangqi.XiangqiLineBuilder;

/**
 * Rebuilds a decoded {@link Game} from a row of the full table's shape: a games row with its moves
 * nested in the column {@code moves} (the full table, or the lake's games joined with their moves).
 * The header comes from the games columns and the {@code tags} map. The move tree is replayed on a
 * board from each move's {@code uci} (xiangqi: ICCS) along the lines that {@code line_id},
 * {@code parent_line_id} and {@code branch_ply} describe, with its NAGs and comments; the clock and
 * evaluation columns become {@code [%clk]}/{@code [%eval]} commands where the comment does not hold
 * them already. Replaying recomputes SAN, squares, checks and keys as every decoder does, so a row
 * needs only these columns, and a move that is not legal is reported instead of written.
 */
public final class RowGames {

    /** The moves fields a rebuild needs; the other moves columns it reads when present. */
    public static final List<MoveColumn> REQUIRED_MOVE_COLUMNS = List.of(
            MoveColumn.LINE_ID, MoveColumn.PARENT_LINE_ID, MoveColumn.BRANCH_PLY, MoveColumn.PLY, MoveColumn.UCI);

    private RowGames() {
    }

    /**
     * Checks that rows of a schema can be rebuilt.
     *
     * @param moveFields the field names of the moves column's structs; null when the rows have no moves column
     * @throws IllegalArgumentException naming the first missing column
     */
    public static void requireColumns(Collection<String> moveFields) {
        if (moveFields == null) {
            throw new IllegalArgumentException("the rows have no column '" + TableKind.MOVES_COLUMN
                    + "': games are written with their moves, in the full table's shape (read with option(\"table\", \"full\"),"
                    + " or join games with moves grouped by game_id as collect_list(struct(...)) AS moves)");
        }
        for (MoveColumn column : REQUIRED_MOVE_COLUMNS) {
            if (!moveFields.contains(column.column())) {
                throw new IllegalArgumentException("the moves of the rows have no field '" + column.column()
                        + "' (the export replays each move from line_id, parent_line_id, branch_ply, ply and uci)");
            }
        }
    }

    /** The game's variant: xiangqi by its label, or chess for any other value. */
    public static boolean isXiangqi(ColumnValues row) {
        return Variant.XIANGQI.label().equals(row.get("variant"));
    }

    /**
     * The game of a row.
     *
     * @throws IllegalArgumentException when the row holds no game that can be replayed; the message
     *                                  names the move (line and ply) or the field at fault
     */
    public static Game game(ColumnValues row) {
        GameHeader header = header(row);
        Object number = row.get("game_number");
        String gameComment = text(row, "game_comment");
        List<? extends ColumnValues> moves = row.rows(TableKind.MOVES_COLUMN);
        MoveTree tree = moves == null || moves.isEmpty() ? MoveTree.EMPTY
                : replay(moves, builder(row, header));
        return new Game(number instanceof Number n ? n.longValue() : 0, header, new MoveTree(tree.mainLine(), gameComment));
    }

    private static GameHeader header(ColumnValues row) {
        GameHeader.Builder header = GameHeader.builder()
                .white(text(row, "white"))
                .black(text(row, "black"))
                .event(text(row, "event"))
                .site(text(row, "site"))
                .round(text(row, "round"))
                .date(new PartialDate(zero(row, "year"), zero(row, "month"), zero(row, "day")))
                .whiteElo(integer(row, "white_elo"))
                .blackElo(integer(row, "black_elo"))
                .result(Result.parse(text(row, "result")))
                .eco(text(row, "eco"))
                .startFen(text(row, "start_fen"))
                .deleted(Boolean.TRUE.equals(row.get("deleted")));
        if (row.get("tags") instanceof Map<?, ?> tags) {
            tags.forEach((name, value) -> header.tag(String.valueOf(name), text(value)));
        } else if (row.rows("tags") != null) { // as key/value entries, which keep the tags' order
            for (ColumnValues tag : row.rows("tags")) {
                header.tag(text(tag, "key"), text(tag, "value"));
            }
        }
        return header.build();
    }

    /** A line of the game: its moves in ply order, and the lines that branch from each of its plies. */
    private static final class Line {
        final List<ColumnValues> moves = new ArrayList<>();
        final Map<Integer, List<Integer>> variationsAt = new HashMap<>();
    }

    /** A line being replayed, and which variation of its last move comes next. */
    private static final class Walk {
        final Line line;
        int next;
        List<Integer> variations = List.of();
        int nextVariation;

        Walk(Line line) {
            this.line = line;
        }
    }

    /**
     * Replays the moves depth first with an explicit stack (variations nest as deep as the rows
     * say): each move, then each of its variations in full, in line id order, then the next move.
     */
    private static MoveTree replay(List<? extends ColumnValues> moves, LineBuilder line) {
        Map<Integer, Line> lines = lines(moves);
        Deque<Walk> stack = new ArrayDeque<>();
        stack.push(new Walk(lines.get(0)));
        while (!stack.isEmpty()) {
            Walk walk = stack.peek();
            if (walk.nextVariation < walk.variations.size()) {
                line.startVariation();
                stack.push(new Walk(lines.get(walk.variations.get(walk.nextVariation++))));
                continue;
            }
            if (walk.next == walk.line.moves.size()) {
                stack.pop();
                if (!stack.isEmpty()) {
                    line.endVariation();
                }
                continue;
            }
            ColumnValues move = walk.line.moves.get(walk.next++);
            String before = text(move, MoveColumn.COMMENT_BEFORE.column());
            if (before != null) {
                line.commentBefore(before);
            }
            String uci = text(move, MoveColumn.UCI.column());
            String where = "line " + move.get(MoveColumn.LINE_ID.column()) + ", ply " + move.get(MoveColumn.PLY.column());
            if (uci == null) {
                throw new IllegalArgumentException("the move at " + where + " has no uci");
            }
            try {
                line.playUci(uci, text(move, MoveColumn.NOTATION.column()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + uci + " (" + where + ") cannot be replayed: " + e.getMessage(), e);
            }
            if (move.get(MoveColumn.NAGS.column()) instanceof List<?> nags) {
                for (Object nag : nags) {
                    if (nag instanceof Number n) {
                        line.nag(n.intValue());
                    }
                }
            }
            String after = CommentCommands.withCommands(text(move, MoveColumn.COMMENT_AFTER.column()),
                    longValue(move, MoveColumn.CLOCK_MS.column()), integer(move, MoveColumn.EVAL_CP.column()),
                    integer(move, MoveColumn.EVAL_MATE.column()));
            if (after != null) {
                line.commentAfter(after);
            }
            walk.variations = walk.line.variationsAt.getOrDefault(required(move, MoveColumn.PLY), List.of());
            walk.nextVariation = 0;
        }
        return line.build();
    }

    /**
     * The lines of a game's moves, checked: the main line starts at ply 1, a variation at the ply of
     * the move it replaces on a line numbered before it, and the plies of each line follow each other.
     */
    private static Map<Integer, Line> lines(List<? extends ColumnValues> moves) {
        Map<Integer, Line> lines = new TreeMap<>();
        for (ColumnValues move : moves) {
            lines.computeIfAbsent(required(move, MoveColumn.LINE_ID), id -> new Line()).moves.add(move);
        }
        if (!lines.containsKey(0)) {
            throw new IllegalArgumentException("the moves have no main line (line_id 0)");
        }
        for (Map.Entry<Integer, Line> entry : lines.entrySet()) {
            int id = entry.getKey();
            List<ColumnValues> line = entry.getValue().moves;
            line.sort(Comparator.comparingInt(move -> required(move, MoveColumn.PLY)));
            int first = id == 0 ? 1 : required(line.get(0), MoveColumn.BRANCH_PLY);
            if (id != 0) {
                int parent = required(line.get(0), MoveColumn.PARENT_LINE_ID);
                Line parentLine = parent < id ? lines.get(parent) : null;
                if (parentLine == null || parentLine.moves.stream().noneMatch(m -> required(m, MoveColumn.PLY) == first)) {
                    throw new IllegalArgumentException("line " + id + " branches from line " + parent + " at ply " + first
                            + ", which has no such move before it");
                }
                parentLine.variationsAt.computeIfAbsent(first, ply -> new ArrayList<>()).add(id);
            }
            for (int i = 0; i < line.size(); i++) {
                if (required(line.get(i), MoveColumn.PLY) != first + i) {
                    throw new IllegalArgumentException("line " + id + " has no move at ply " + (first + i));
                }
            }
        }
        return lines;
    }

    /** A board of the game's variant, at the header's start position, that builds the move tree as the moves are played on it. */
    private static LineBuilder builder(ColumnValues row, GameHeader header) {
        String fen = header.startFen();
        if (isXiangqi(row)) {
            return new XiangqiLineBuilder(fen == null ? org.chesslake.xiangqi.Board.standard()
                    : org.chesslake.xiangqi.Board.fromFen(fen));
        }
        boolean chess960 = ChessVariant.of(header.tags().get("Variant")) == ChessVariant.CHESS960;
        return new ChessLineBuilder(chess960 ? Board.fromChess960Fen(fen == null ? Board.STANDARD_FEN : fen)
                : fen == null ? Board.standard() : Board.fromFen(fen));
    }

    private static int required(ColumnValues move, MoveColumn column) {
        if (!(move.get(column.column()) instanceof Number n)) {
            throw new IllegalArgumentException("a move has no " + column.column());
        }
        return n.intValue();
    }

    private static String text(ColumnValues row, String column) {
        return text(row.get(column));
    }

    private static String text(Object value) {
        return value == null ? null : value.toString();
    }

    private static Integer integer(ColumnValues row, String column) {
        return row.get(column) instanceof Number n ? n.intValue() : null;
    }

    private static Long longValue(ColumnValues row, String column) {
        return row.get(column) instanceof Number n ? n.longValue() : null;
    }

    private static int zero(ColumnValues row, String column) {
        Integer value = integer(row, column);
        return value == null ? 0 : value;
    }
}
