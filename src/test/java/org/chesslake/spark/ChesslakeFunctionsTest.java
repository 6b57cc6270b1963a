package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;

/** The SQL functions of ChesslakeExtensions in a session that names it in spark.sql.extensions (as TestSpark's does). */
@IntegrationTest
class ChesslakeFunctionsTest {

    private static final SparkSession SPARK = TestSpark.session();

    @Test
    void positionKeyReadsChessAndXiangqiFens() {
        Row keys = SPARK.sql("SELECT position_key('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'),"
                + " position_key('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'),"
                + " position_key(CAST(NULL AS STRING))").first();
        assertEquals(0x823c9b50fd114196L, keys.getLong(0));
        assertEquals(org.chesslake.xiangqi.Board.standard().zobrist(), keys.getLong(1));
        assertTrue(keys.isNullAt(2));
    }

    @Test
    void aBadFenFailsTheQueryNamingIt() {
        Exception e = assertThrows(Exception.class, () -> SPARK.sql("SELECT position_key(fen) FROM VALUES"
                + " ('8/8/8/8/8/8/8/K1k5 w - - 0 1'), ('8/8/8 w - - 0 1') AS t(fen)").collectAsList());
        String message = messages(e);
        assertTrue(message.contains("position_key: not a chess (8 ranks) or xiangqi (10 ranks) FEN: '8/8/8 w - - 0 1' has 3 ranks"),
                message);
        Exception arity = assertThrows(Exception.class, () -> SPARK.sql("SELECT position_key('a', 'b')").collect());
        assertTrue(messages(arity).contains("position_key takes 1 argument, not 2"), messages(arity));
    }

    @Test
    void resultScoreGivesTheSidesPoints() {
        Row scores = SPARK.sql("SELECT result_score('1-0', 'white'), result_score('1-0', 'black'), result_score('0-1', 'black'),"
                + " result_score('1/2-1/2', 'white'), result_score('*', 'white'), result_score(NULL, 'black')").first();
        assertEquals(1.0, scores.getDouble(0));
        assertEquals(0.0, scores.getDouble(1));
        assertEquals(1.0, scores.getDouble(2));
        assertEquals(0.5, scores.getDouble(3));
        assertTrue(scores.isNullAt(4));
        assertTrue(scores.isNullAt(5));
        Exception side = assertThrows(Exception.class, () -> SPARK.sql("SELECT result_score(r, 'red') FROM VALUES ('1-0') AS t(r)")
                .collectAsList());
        assertTrue(messages(side).contains("result_score: the side is 'white' or 'black', not 'red'"), messages(side));
    }

    @Test
    void moveSanAndSideToMoveReadTheFensPosition() {
        Row row = SPARK.sql("SELECT move_san('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', 'g8f6'),"
                + " move_san('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1c1'),"
                + " move_san('7k/4P3/8/8/8/8/8/K7 w - - 0 1', 'e7e8q'),"
                + " move_san('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 'h2e2'),"
                + " side_to_move('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'),"
                + " side_to_move('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'),"
                + " move_san(CAST(NULL AS STRING), 'e2e4'), side_to_move(CAST(NULL AS STRING))").first();
        assertEquals("Nf6", row.getString(0));
        assertEquals("O-O-O", row.getString(1));
        assertEquals("e8=Q+", row.getString(2));
        assertEquals("C2.5", row.getString(3));
        assertEquals("black", row.getString(4));
        assertEquals("white", row.getString(5));
        assertTrue(row.isNullAt(6));
        assertTrue(row.isNullAt(7));
        Exception illegal = assertThrows(Exception.class, () -> SPARK.sql("SELECT move_san(f, 'e2e5') FROM VALUES"
                + " ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1') AS t(f)").collectAsList());
        assertTrue(messages(illegal).contains("move_san: "), messages(illegal));
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
