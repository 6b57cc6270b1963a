package org.chesslake.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;
import org.chesslake.table.FenPosition;
import org.chesslake.table.PositionKeys;
import org.chesslake.table.ResultPoints;

/**
 * The SQL functions {@link ChesslakeExtensions} adds to a session. Each is deterministic, so with
 * constant arguments Spark folds it to a literal before planning: {@code from_position_key =
 * position_key('…')} reaches the Iceberg scan as a pushed filter, pruned by the bloom filters.
 */
final class ChesslakeFunctions {

    private ChesslakeFunctions() {
    }

    /**
     * A function and the usage line {@code DESCRIBE FUNCTION} shows.
     *
     * @param optionalArguments how many of the last arguments may be left out (they are then null)
     * @param generator         whether the function makes rows, as {@code explode} does, of the struct
     *                          elements of the array its implementation returns
     */
    record Registered(SqlFunction<?> function, int optionalArguments, boolean generator, String usage) {

        Registered(SqlFunction<?> function, String usage) {
            this(function, 0, false, usage);
        }

        String name() {
            return function.name();
        }
    }

    static List<Registered> all() {
        return List.of(
                new Registered(POSITION_KEY,
                        "position_key(fen) - the key moves.position_key and moves.from_position_key hold for the position"
                                + " of a chess or xiangqi FEN (told apart by its 8 or 10 ranks); null for a null FEN;"
                                + " an error naming the FEN for one that is not valid"),
                new Registered(MOVE_SAN,
                        "move_san(fen, uci) - the SAN (xiangqi: WXF) of the move uci (xiangqi: ICCS) from the position"
                                + " of a chess or xiangqi FEN, as moves.san holds it; null for a null argument; an error"
                                + " for an invalid FEN or a move that is not legal there"),
                new Registered(SIDE_TO_MOVE,
                        "side_to_move(fen) - the side to move in the position of a chess or xiangqi FEN, as moves.side"
                                + " names it: 'white' or 'black' (xiangqi: red is 'white'); null for a null FEN"),
                new Registered(RESULT_SCORE,
                        "result_score(result, side) - the points side ('white' or 'black', as moves.side) scored in"
                                + " result ('1-0', '0-1', '1/2-1/2'): 1.0, 0.5 or 0.0; null for '*' or a null result"),
                new Registered(PgnFunctions.MOVES, 1, true,
                        "pgn_moves(movetext [, fen]) - a row per move of the PGN movetext (main line and variations),"
                                + " with the moves table's columns but game_id and source, as explode makes rows:"
                                + " SELECT m.* FROM t LATERAL VIEW pgn_moves(t.movetext) m; from the FEN's position, or"
                                + " the standard start; no row for a movetext that does not decode (an illegal move)"),
                new Registered(PgnFunctions.MAIN_LINE_KEY, 1, false,
                        "pgn_main_line_key(movetext [, fen]) - the games table's main_line_key of the game of the PGN"
                                + " movetext, from the FEN's position or the standard start; null for a null movetext"
                                + " or one that does not decode (an illegal move)"));
    }

    /** {@code position_key(fen)}: the FEN's position key, as the tables hold it. */
    static final SqlFunction<Long> POSITION_KEY = new SqlFunction<>("position_key", strings(1), DataTypes.LongType,
            arguments -> arguments.isNullAt(0) ? null : PositionKeys.ofFen(string(arguments, 0)));

    /** {@code move_san(fen, uci)}: the move's SAN from the FEN's position, as moves.san holds it. */
    static final SqlFunction<UTF8String> MOVE_SAN = new SqlFunction<>("move_san", strings(2), DataTypes.StringType,
            arguments -> arguments.isNullAt(0) || arguments.isNullAt(1) ? null
                    : UTF8String.fromString(FenPosition.of(string(arguments, 0)).san(string(arguments, 1))));

    /** {@code side_to_move(fen)}: 'white' or 'black', as moves.side names the side. */
    static final SqlFunction<UTF8String> SIDE_TO_MOVE = new SqlFunction<>("side_to_move", strings(1), DataTypes.StringType,
            arguments -> arguments.isNullAt(0) ? null
                    : UTF8String.fromString(FenPosition.of(string(arguments, 0)).whiteToMove() ? "white" : "black"));

    /** {@code result_score(result, side)}: the side's points in the game's result. */
    static final SqlFunction<Double> RESULT_SCORE = new SqlFunction<>("result_score", strings(2), DataTypes.DoubleType,
            arguments -> {
                if (arguments.isNullAt(0)) {
                    return null;
                }
                String side = arguments.isNullAt(1) ? null : string(arguments, 1);
                boolean white = "white".equals(side);
                if (!white && !"black".equals(side)) {
                    throw new IllegalArgumentException("the side is 'white' or 'black', not '" + side + "'");
                }
                return ResultPoints.of(string(arguments, 0), white);
            });

    /** {@code count} string arguments. */
    static DataType[] strings(int count) {
        DataType[] types = new DataType[count];
        Arrays.fill(types, DataTypes.StringType);
        return types;
    }

    /** The string argument {@code i}, not null. */
    static String string(InternalRow arguments, int i) {
        return arguments.getUTF8String(i).toString();
    }
}
