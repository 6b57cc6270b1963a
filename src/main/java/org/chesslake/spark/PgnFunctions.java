package org.chesslake.spark;

import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.connector.catalog.functions.ScalarFunction;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.chesslake.format.MovetextGames;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveTreeWalker;
import org.chesslake.game.Variant;
import org.chesslake.table.MainLine;
import org.chesslake.table.MoveColumn;

/**
 * The SQL functions over PGN movetext held in any table: the game is decoded as the
 * {@code pgn-table} format decodes its rows ({@link MovetextGames}), its rows made by the tables'
 * own code, so they equal the {@code moves} table's and {@code games.main_line_key}.
 */
final class PgnFunctions {

    private PgnFunctions() {
    }

    /** The game of the row's movetext (argument 0) from its FEN (argument 1, null: the standard start); null when it does not decode. */
    private static Game game(InternalRow input) {
        if (input.isNullAt(0)) {
            return null;
        }
        String fen = input.isNullAt(1) ? null : input.getUTF8String(1).toString();
        try {
            return MovetextGames.get().decode(input.getUTF8String(0).toString(), fen);
        } catch (GameDecodeException bad) {
            return null; // as in the tables: a game that does not decode has no moves and no key
        }
    }

    /** {@code pgn_moves(movetext [, fen])}: the array of move structs {@link org.apache.spark.sql.catalyst.expressions.Inline} makes rows of. */
    static final class Moves implements ScalarFunction<ArrayData> {

        static final String NAME = "pgn_moves";
        private static final MoveColumn[] COLUMNS = MoveColumn.nested();

        @Override
        public DataType[] inputTypes() {
            return new DataType[] {DataTypes.StringType, DataTypes.StringType};
        }

        @Override
        public DataType resultType() {
            return DataTypes.createArrayType(TableSchemas.moves(COLUMNS), false);
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public ArrayData produceResult(InternalRow input) {
            Game game = game(input);
            return new NestedMoves(COLUMNS).of(0, null, game == null || game.moves() == null ? java.util.List.of()
                    : MoveTreeWalker.flatten(game.moves(), game.header().startFen()));
        }
    }

    /** {@code pgn_main_line_key(movetext [, fen])}: games.main_line_key of the movetext's game. */
    static final class MainLineKey implements ScalarFunction<Long> {

        static final String NAME = "pgn_main_line_key";

        @Override
        public DataType[] inputTypes() {
            return new DataType[] {DataTypes.StringType, DataTypes.StringType};
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
            Game game = game(input);
            return game == null ? null : MainLine.key(Variant.CHESS, game.header(), game.moves(), null);
        }
    }
}
