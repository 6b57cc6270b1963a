package org.chesslake.pgn;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.chesslake.xiangqi.ChineseNotation;

/**
 * Tells xiangqi PGN from chess PGN by the first bytes of a file: both are {@code .pgn}, so the
 * chess and the xiangqi format ask the same question here and each takes the files the other does not.
 */
public final class PgnVariants {

    /** How much of a file's text decides its variant. */
    public static final int SNIFF_BYTES = 8 << 10;

    private static final Charset GB18030 = Charset.forName("GB18030");
    private static final Charset BIG5 = Charset.forName("Big5");
    private static final Pattern XIANGQI_TAG = Pattern.compile(
            "(?im)^\\s*\\[\\s*(game\\s+\"chinese chess\"|red\\s|redteam\\s|redplayer\\s|ecco\\s"
                    + "|format\\s+\"(wxf|iccs|chinese|zh)\")");
    /** A FEN tag with ten rows: chess FENs have eight. */
    private static final Pattern XIANGQI_FEN = Pattern.compile("(?im)^\\s*\\[\\s*fen\\s+\"([^/\"]*/){9}[^/\"]*[\\s\"]");
    private static final Pattern CHESS_GAME = Pattern.compile("(?im)^\\s*\\[\\s*game\\s+\"(?!chinese chess\")");

    private PgnVariants() {
    }

    /** Whether the first bytes of a PGN file mark it as xiangqi: its tags, its FEN or its moves. */
    public static boolean isXiangqi(byte[] head) {
        String text = new String(head, StandardCharsets.UTF_8);
        if (CHESS_GAME.matcher(text).find()) {
            return false;
        }
        return XIANGQI_TAG.matcher(text).find() || XIANGQI_FEN.matcher(text).find()
                || chineseMoves(head, GB18030) > 0
                || chineseMoves(head, StandardCharsets.UTF_8) > 0
                || chineseMoves(head, BIG5) > 0;
    }

    /** How many whitespace-separated words of the sample read as Chinese moves in a charset. */
    public static int chineseMoves(byte[] sample, Charset charset) {
        int count = 0;
        for (String word : new String(sample, charset).split("[\\s\\u3000]+")) {
            int start = 0;
            while (start < word.length() && (Character.isDigit(word.charAt(start)) || word.charAt(start) == '.')) {
                start++;
            }
            if (ChineseNotation.looksLike(word.substring(start))) {
                count++;
            }
        }
        return count;
    }
}
