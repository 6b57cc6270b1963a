package org.chesslake.spark;

import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.catalog.functions.ScalarFunction;
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
     * A function's SQL name, its implementation, and the usage line {@code DESCRIBE FUNCTION} shows.
     *
     * @param optionalArguments how many of the last arguments may be left out (they are then null)
     * @param generator         whether the function makes rows, as {@code explode} does, of the struct
     *                          elements of the array its implementation returns
     */
    record Registered(String name, ScalarFunction<?> function, int optionalArguments, boolean generator, String usage) {

        Registered(String name, ScalarFunction<?> function, String usage) {
            this(name, function, 0, false, usage);
        }
    }

    static List<Registered> all() {
        return List.of(
                new Registered(PositionKey.NAME, new PositionKey(),
                        "position_key(fen) - the key moves.position_key and moves.from_position_key hold for the position"
                                + " of a chess or xiangqi FEN (told apart by its 8 or 10 ranks); null for a null FEN;"
                                + " an error naming the FEN for one that is not valid"),
                new Registered(MoveSan.NAME, new MoveSan(),
                        "move_san(fen, uci) - the SAN (xiangqi: WXF) of the move uci (xiangqi: ICCS) from the position"
                                + " of a chess or xiangqi FEN, as moves.san holds it; null for a null argument; an error"
                                + " for an invalid FEN or a move that is not legal there"),
                new Registered(SideToMove.NAME, new SideToMove(),
                        "side_to_move(fen) - the side to move in the position of a chess or xiangqi FEN, as moves.side"
                                + " names it: 'white' or 'black' (xiangqi: red is 'white'); null for a null FEN"),
                new Registered(ResultScore.NAME, new ResultScore(),
                        "result_score(result, side) - the points side ('white' or 'black', as moves.side) scored in"
                                + " result ('1-0', '0-1', '1/2-1/2'): 1.0, 0.5 or 0.0; null for '*' or a null result"),
                new Registered(PgnFunctions.Moves.NAME, new PgnFunctions.Moves(), 1, true,
                        "pgn_moves(movetext [, fen]) - a row per move of the PGN movetext (main line and variations),"
                                + " with the moves table's columns but game_id and source, as explode makes rows:"
                                + " SELECT m.* FROM t LATERAL VIEW pgn_moves(t.movetext) m; from the FEN's position, or"
                                + " the standard start; no row for a movetext that does not decode (an illegal move)"),
                new Registered(PgnFunctions.MainLineKey.NAME, new PgnFunctions.MainLineKey(), 1, false,
                        "pgn_main_line_key(movetext [, fen]) - the games table's main_line_key of the game of the PGN"
                                + " movetext, from the FEN's position or the standard start; null for a null movetext"
                                + " or one that does not decode (an illegal move)"));
    }

    /** {@code position_key(fen)}: the FEN's position key, as the tables hold it. */
    static final class PositionKey implements ScalarFunction<Long> {

        static final String NAME = "position_key";

        @Override
        public DataType[] inputTypes() {
            return new DataType[] {DataTypes.StringType};
        }

        @Override
        public DataType resultType() {
            return DataTypes.LongType;
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public Long produceResult(InternalRow input) {
            if (input.isNullAt(0)) {
                return null;
            }
            try {
                return PositionKeys.ofFen(input.getUTF8String(0).toString());
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException(NAME + ": " + bad.getMessage(), bad);
            }
        }
    }

    /** {@code move_san(fen, uci)}: the move's SAN from the FEN's position, as moves.san holds it. */
    static final class MoveSan implements ScalarFunction<UTF8String> {

        static final String NAME = "move_san";

        @Override
        public DataType[] inputTypes() {
            return new DataType[] {DataTypes.StringType, DataTypes.StringType};
        }

        @Override
        public DataType resultType() {
            return DataTypes.StringType;
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public UTF8String produceResult(InternalRow input) {
            if (input.isNullAt(0) || input.isNullAt(1)) {
                return null;
            }
            try {
                return UTF8String.fromString(FenPosition.of(input.getUTF8String(0).toString())
                        .san(input.getUTF8String(1).toString()));
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException(NAME + ": " + bad.getMessage(), bad);
            }
        }
    }

    /** {@code side_to_move(fen)}: 'white' or 'black', as moves.side names the side. */
    static final class SideToMove implements ScalarFunction<UTF8String> {

        static final String NAME = "side_to_move";

        @Override
        public DataType[] inputTypes() {
            return new DataType[] {DataTypes.StringType};
        }

        @Override
        public DataType resultType() {
            return DataTypes.StringType;
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public UTF8String produceResult(InternalRow input) {
            if (input.isNullAt(0)) {
                return null;
            }
            try {
                return UTF8String.fromString(FenPosition.of(input.getUTF8String(0).toString()).whiteToMove() ? "white" : "black");
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException(NAME + ": " + bad.getMessage(), bad);
            }
        }
    }

    /** {@code result_score(result, side)}: the side's points in the game's result. */
    static final class ResultScore implements ScalarFunction<Double> {

        static final String NAME = "result_score";

        @Override
        public DataType[] inputTypes() {
            return new DataType[] {DataTypes.StringType, DataTypes.StringType};
        }

        @Override
        public DataType resultType() {
            return DataTypes.DoubleType;
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public Double produceResult(InternalRow input) {
            if (input.isNullAt(0)) {
                return null;
            }
            String side = input.isNullAt(1) ? null : input.getUTF8String(1).toString();
            boolean white = "white".equals(side);
            if (!white && !"black".equals(side)) {
                throw new IllegalArgumentException(NAME + ": the side is 'white' or 'black', not '" + side + "'");
            }
            return ResultPoints.of(input.getUTF8String(0).toString(), white);
        }
    }
}
