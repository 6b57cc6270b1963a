package org.chesslake.spark;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import java.util.List;
import java.util.function.Function;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.chesslake.game.CommentCommands;
import org.chesslake.game.MoveInfo;

/** The columns of the {@code moves} table: one row per move node, main line and variations. */
final class MoveColumns {

    private MoveColumns() {
    }

    static final List<Column<MoveRow>> ALL = List.of(
            new Column<>("game_id", LongType, "the game (games.game_id)", MoveRow::gameId),
            new Column<>("line_id", IntegerType, "0 = main line; variations numbered 1, 2, ... in export order", r -> r.flat().lineId()),
            new Column<>("parent_line_id", IntegerType, "the line this variation branches from; null on the main line", r -> r.flat().parentLineId()),
            new Column<>("branch_ply", IntegerType, "the parent line's ply whose move this variation replaces", r -> r.flat().branchPly()),
            new Column<>("ply", IntegerType, "half-move number from the start position, 1 = first move", r -> r.flat().ply()),
            new Column<>("move_number", IntegerType, "full-move number as PGN prints it", r -> r.flat().moveNumber()),
            new Column<>("side", StringType, "'white' or 'black' (xiangqi: red is 'white')", r -> r.flat().white() ? "white" : "black"),
            move("san", StringType, "SAN (xiangqi: WXF); '--' for a null move", MoveInfo::san),
            move("uci", StringType, "UCI (xiangqi: ICCS); '0000' for a null move", MoveInfo::uci),
            move("notation", StringType, "the source's own token where it has one (e.g. 炮二平五)", MoveInfo::notation),
            move("piece", StringType, "moving piece letter (chess PNBRQK, xiangqi RNBAKCP); null for a null move", MoveInfo::piece),
            move("from_square", StringType, "origin square", MoveInfo::from),
            move("to_square", StringType, "target square", MoveInfo::to),
            move("captured", StringType, "captured piece letter", MoveInfo::captured),
            move("promotion", StringType, "promotion piece letter", MoveInfo::promotion),
            move("is_check", BooleanType, "the move gives check", MoveInfo::check),
            move("is_mate", BooleanType, "the move gives mate", MoveInfo::mate),
            new Column<>("nags", DataTypes.createArrayType(IntegerType), "numeric annotation glyphs ($1 = !, $2 = ?, ...)", r -> r.flat().node().nags()),
            new Column<>("comment_before", StringType, "comment printed before the move", r -> r.flat().node().commentBefore()),
            new Column<>("comment_after", StringType, "comment printed after the move", r -> r.flat().node().commentAfter()),
            new Column<>("clock_ms", LongType, "clock after the move from a [%clk h:mm:ss] comment", r -> CommentCommands.clockMillis(r.flat().node().commentAfter())),
            new Column<>("eval_cp", IntegerType, "engine evaluation in centipawns from a [%eval x] comment", r -> CommentCommands.evalCentipawns(r.flat().node().commentAfter())),
            new Column<>("eval_mate", IntegerType, "mate distance from a [%eval #n] comment", r -> CommentCommands.evalMate(r.flat().node().commentAfter())),
            move("position_key", LongType, "Zobrist key of the position after the move (chess: Polyglot's)", MoveInfo::positionKey));

    private static Column<MoveRow> move(String name, DataType type, String doc, Function<MoveInfo, Object> value) {
        return new Column<>(name, type, doc, r -> value.apply(r.flat().node().move()));
    }
}
