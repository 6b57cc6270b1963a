package org.chesslake.format.xqpgn;

import java.util.List;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.xiangqi.Board;
import org.chesslake.xiangqi.Notation;
import org.chesslake.xiangqi.XiangqiLineBuilder;

/**
 * A few well-known xiangqi openings and one composed endgame, replayed move by move on the legal
 * move generator (an illegal move fails here, never in a written file). The project writes its
 * xiangqi sample data from them with {@link XqPgnWriter}.
 */
public final class XqSampleGames {

    private XqSampleGames() {
    }

    public static List<Game> games() {
        return List.of(
                opening(1, "中炮对屏风马", "B52", "红方", "黑方", Result.DRAW,
                        "炮二平五 马８进７ 马二进三 车９平８ 车一平二 马２进３ 兵七进一 卒７进１ "
                                + "车二进六 炮８平９ 车二平三 炮９退１ 马八进七 士４进５ 车九进一 炮９平７ "
                                + "车三平四 马７进８ 车四进二 炮７进５ 相三进一 车１平２"),
                opening(2, "仙人指路对卒底炮", "B21", "许银川", "吕钦", Result.WHITE_WINS,
                        "兵七进一 炮２平３ 炮二平五 象３进５ 马二进三 马２进１ 车一平二 车１平２ "
                                + "马八进九 马８进７ 车九平八 卒７进１ 炮八进四 炮８平９"),
                opening(3, "飞相局对左中炮", "A20", "胡荣华", "柳大华", Result.BLACK_WINS,
                        "相三进五 炮８平５ 马二进三 马８进７ 车一平二 车９平８ 兵三进一 卒３进１ "
                                + "马八进九 马２进３ 车九平八 车１平２ 炮八平七 炮２进４"),
                endgame());
    }

    private static Game opening(int number, String opening, String ecco, String red, String black, Result result,
                                String moves) {
        XiangqiLineBuilder line = new XiangqiLineBuilder(Board.standard());
        for (String token : moves.split(" ")) {
            line.play(Notation.parse(line.board(), token, 0), token);
        }
        GameHeader header = GameHeader.builder().event("chesslake sample").site("Beijing")
                .date(new PartialDate(2024, 5, number)).round(String.valueOf(number))
                .white(red).black(black).result(result).eco(ecco).tag("Opening", opening).build();
        return new Game(number, header, line.build());
    }

    /** A composed ending, Black to move, with comments and a variation. */
    private static Game endgame() {
        String fen = "4k4/4a4/9/9/9/9/9/9/4A4/3K1R3 b - - 0 1";
        XiangqiLineBuilder line = new XiangqiLineBuilder(Board.fromFen(fen));
        line.commentBefore("黑方先走");
        play(line, "士５进６");
        line.commentAfter("士离中路，将门空虚");
        play(line, "车四进七");
        line.startVariation();
        play(line, "车四平五");
        line.commentAfter("平车占中也可");
        line.endVariation();
        play(line, "将５进１");
        play(line, "车四进一");
        line.commentAfter("将军");
        play(line, "将５退１");
        GameHeader header = GameHeader.builder().event("chesslake sample").site("Shanghai")
                .date(new PartialDate(2024, 6, 1)).round("5").white("红方").black("黑方")
                .result(Result.UNKNOWN).startFen(fen).build();
        return new Game(4, header, line.build());
    }

    private static void play(XiangqiLineBuilder line, String token) {
        line.play(Notation.parse(line.board(), token, 0), token);
    }
}
