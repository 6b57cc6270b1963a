package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;

/**
 * Xiangqi (Chinese chess) PGN, short name {@code xqpgn}: a {@code .pgn} file whose first few KB
 * mark it as xiangqi. Options: {@code encoding} (default: detect per file, spec §5).
 */
public final class XqPgnFormat implements GameFormat {

    public static final String NAME = "xqpgn";

    /** How much of a file {@link #recognizes} reads. */
    public static final int SNIFF_BYTES = 8 << 10;

    private static final Pattern XIANGQI_TAG = Pattern.compile(
            "(?im)^\\s*\\[\\s*(game\\s+\"chinese chess\"|red\\s|redteam\\s|redplayer\\s|ecco\\s"
                    + "|format\\s+\"(wxf|iccs|chinese|zh)\")");
    /** A FEN tag with ten rows: chess FENs have eight. */
    private static final Pattern XIANGQI_FEN = Pattern.compile("(?im)^\\s*\\[\\s*fen\\s+\"([^/\"]*/){9}[^/\"]*[\\s\"]");
    private static final Pattern CHESS_GAME = Pattern.compile("(?im)^\\s*\\[\\s*game\\s+\"(?!chinese chess\")");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean recognizes(InputFile file) {
        if (!file.fileName().toLowerCase(Locale.ROOT).endsWith(".pgn")) {
            return false;
        }
        byte[] head;
        try {
            head = file.head(SNIFF_BYTES);
        } catch (IOException e) {
            return false;
        }
        return isXiangqi(head);
    }

    /** Whether the first bytes of a PGN file mark it as xiangqi: its tags, its FEN or its moves. */
    public static boolean isXiangqi(byte[] head) {
        String text = new String(head, StandardCharsets.UTF_8);
        if (CHESS_GAME.matcher(text).find()) {
            return false;
        }
        return XIANGQI_TAG.matcher(text).find() || XIANGQI_FEN.matcher(text).find()
                || XqEncoding.chineseMoves(head, XqEncoding.GB18030) > 0
                || XqEncoding.chineseMoves(head, StandardCharsets.UTF_8) > 0
                || XqEncoding.chineseMoves(head, XqEncoding.BIG5) > 0;
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return XqPgnDatabase.open(file, options);
    }

    /** Byte splits from the file size; the encoding when the file's start decides it (see {@link XqPgnDatabase#plan}). */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return XqPgnDatabase.plan(file, options, sizing);
    }

    /** Byte splits cannot know how many games precede them: the planner counts (see {@link XqPgnDatabase}). */
    @Override
    public boolean numbersGamesByCounting() {
        return true;
    }
}
