package org.chesslake.spark;

import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.types.DataTypes;
import org.chesslake.format.MovetextGames;
import org.chesslake.game.FlatMoves;
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

    /** The columns of a {@code pgn_moves} row. */
    private static final MoveColumn[] NESTED = MoveColumn.nested();

    private PgnFunctions() {
    }

    /** The game of the row's movetext (argument 0) from its FEN (argument 1, null: the standard start); null when it does not decode. */
    private static Game game(InternalRow input) {
        if (input.isNullAt(0)) {
            return null;
        }
        String fen = input.isNullAt(1) ? null : ChesslakeFunctions.string(input, 1);
        try {
            return MovetextGames.get().decode(ChesslakeFunctions.string(input, 0), fen);
        } catch (GameDecodeException bad) {
            return null; // as in the tables: a game that does not decode has no moves and no key
        }
    }

    /** {@code pgn_moves(movetext [, fen])}: the array of move structs {@link org.apache.spark.sql.catalyst.expressions.Inline} makes rows of. */
    static final SqlFunction<ArrayData> MOVES = new SqlFunction<>("pgn_moves", ChesslakeFunctions.strings(2),
            DataTypes.createArrayType(TableSchemas.moves(NESTED), false), arguments -> {
                Game game = game(arguments);
                FlatMoves moves = new FlatMoves();
                if (game != null && game.moves() != null) {
                    MoveTreeWalker.flatten(game.moves(), game.header().startFen(), moves);
                }
                return new NestedMoves(NESTED).of(0, null, moves);
            });

    /** {@code pgn_main_line_key(movetext [, fen])}: games.main_line_key of the movetext's game. */
    static final SqlFunction<Long> MAIN_LINE_KEY = new SqlFunction<>("pgn_main_line_key", ChesslakeFunctions.strings(2),
            DataTypes.LongType, arguments -> {
                Game game = game(arguments);
                return game == null ? null : MainLine.key(Variant.CHESS, game.header(), game.moves(), null);
            });
}
