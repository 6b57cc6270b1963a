package org.chesslake.pgn;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Tokenizes the text of one game: first {@link #readTags()} for the tag section, then
 * {@link #next()} for the movetext. Lenient the way PGN in the wild needs: unquoted or unterminated
 * tag values, move numbers glued to moves ("12.e4", "12...Nf6", "12. ..Kf8"), glyph suffixes, '%'
 * escape lines, ';' comments. Nothing here knows the variant: a move is any other symbol.
 */
public final class PgnLexer {

    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*", "½-½");
    /** The first characters of results and glyphs. */
    private static final String MAY_START_RESULT_OR_GLYPH = "01*½!?=+-∞⩲⩱±∓";
    /** $ + this many digits is already far beyond any NAG; longer runs are junk. */
    private static final int MAX_NAG_DIGITS = 3;

    private final String text;
    /** The text's length, read once: the scanning loops test it per char. */
    private final int length;
    /** See {@link PgnGameText#valueCharset()}. */
    private final Charset valueCharset;
    private int pos;
    /** The current movetext token (see {@link #advance}). */
    private String tokenText;
    private int tokenNag;
    private int tokenOffset;
    /** A move's suffix glyph as a NAG, returned after the move; 0 for none. */
    private int heldNag;
    private int heldNagOffset;
    private int unclosedComment = -1;

    public PgnLexer(String text) {
        this(text, null);
    }

    /** The text of a game, its tag values and comments read as {@link PgnGameText#valueCharset()} says. */
    public PgnLexer(PgnGameText game) {
        this(game.text(), game.valueCharset());
    }

    /** The movetext of a game from {@code position} on (where {@link #readTags} left a lexer of the same game). */
    PgnLexer(PgnGameText game, int position) {
        this(game.text(), game.valueCharset());
        pos = position;
    }

    /** The char offset the lexer has reached. */
    int position() {
        return pos;
    }

    private PgnLexer(String text, Charset valueCharset) {
        this.text = text;
        this.length = text.length();
        this.valueCharset = valueCharset;
    }

    /** 0-based line of a char offset within this text, for error messages. */
    public int lineOf(int offset) {
        int lines = 0;
        for (int i = 0, end = Math.min(offset, length); i < end; i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        return lines;
    }

    /** Reads the tag section: the tag pairs before the movetext (several may share a line). */
    public List<PgnTag> readTags() {
        List<PgnTag> tags = new ArrayList<>();
        while (true) {
            skipBlankAndEscapeLines();
            if (pos >= length || text.charAt(pos) != '[') {
                return tags;
            }
            PgnTag tag = readTag();
            if (tag != null) {
                tags.add(tag);
            }
        }
    }

    /** The next movetext token, or null at the end of the text. */
    public PgnToken next() {
        PgnToken.Kind kind = advance();
        if (kind == null) {
            return null;
        }
        String written = switch (kind) {
            case NAG -> Integer.toString(tokenNag);
            case START_VARIATION -> "(";
            case END_VARIATION -> ")";
            default -> tokenText;
        };
        return new PgnToken(kind, written, tokenOffset);
    }

    /**
     * Moves to the next movetext token and returns its kind, or null at the end of the text; the
     * token is read from {@link #tokenText}, {@link #tokenNag} and {@link #tokenOffset}. No object
     * is made per token: this runs for every word of every game.
     */
    PgnToken.Kind advance() {
        if (heldNag > 0) { // the suffix glyph of the move just returned ("e4!")
            return nagToken(heldNag, heldNagOffset);
        }
        while (true) {
            skipBlankAndEscapeLines();
            if (pos >= length) {
                return null;
            }
            int start = pos;
            char c = text.charAt(pos);
            PgnToken.Kind kind = switch (c) {
                case '{' -> comment(start, '}');
                case ';' -> comment(start, '\n');
                case '(' -> single(PgnToken.Kind.START_VARIATION, start);
                case ')' -> single(PgnToken.Kind.END_VARIATION, start);
                case '$' -> numericNag(start);
                case '[', ']', '"', '}' -> { // stray delimiters in movetext carry no meaning
                    pos++;
                    yield null;
                }
                default -> symbol(start);
            };
            if (kind != null) {
                return kind;
            }
        }
    }

    /** The text of the current MOVE, COMMENT or RESULT token. */
    String tokenText() {
        return tokenText;
    }

    /** The number of the current NAG token. */
    int tokenNag() {
        return tokenNag;
    }

    /** The char offset of the current token in the game's text. */
    int tokenOffset() {
        return tokenOffset;
    }

    private PgnToken.Kind token(PgnToken.Kind kind, String text, int offset) {
        tokenText = text;
        tokenOffset = offset;
        return kind;
    }

    private PgnToken.Kind nagToken(int nag, int offset) {
        tokenNag = nag;
        tokenOffset = offset;
        heldNag = 0;
        return PgnToken.Kind.NAG;
    }

    private PgnToken.Kind single(PgnToken.Kind kind, int start) {
        pos++;
        return token(kind, null, start);
    }

    /** Where the first braced comment that is never closed opens, or -1. */
    public int unclosedComment() {
        return unclosedComment;
    }

    /** A ';' comment to the end of its line, or a braced comment; line breaks become spaces. */
    private PgnToken.Kind comment(int start, char close) {
        int end = close == '}' ? braceCommentEnd(start) : text.indexOf(close, start + 1);
        if (end < 0) {
            if (close == '}' && unclosedComment < 0) {
                unclosedComment = start;
            }
            end = length;
        }
        pos = Math.min(end + 1, length);
        int from = start + 1;
        int to = end;
        while (from < to && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
            to--;
        }
        String body = text.substring(from, to); // one string for the usual one-line comment
        if (body.indexOf('\n') >= 0 || body.indexOf('\r') >= 0) {
            body = body.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
        }
        return token(PgnToken.Kind.COMMENT, TextDecoding.value(body, valueCharset), start);
    }

    /**
     * Where the braced comment opened at start closes. Braces in comments do not nest in the PGN
     * standard, but SCID exports comments that hold balanced braces ("{{ a } b}"), so a comment
     * closes where its braces balance; if they never do, at its first '}' as the standard says.
     */
    private int braceCommentEnd(int start) {
        int depth = 0;
        for (int i = start; i < length; i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return text.indexOf('}', start + 1);
    }

    /** A '$' NAG, or null for a '$' without digits or with a number beyond any NAG. */
    private PgnToken.Kind numericNag(int start) {
        pos++;
        int digitsStart = pos;
        while (pos < length && Character.isDigit(text.charAt(pos)) && text.charAt(pos) < 128) {
            pos++;
        }
        int digits = pos - digitsStart;
        if (digits > 0 && digits <= MAX_NAG_DIGITS) {
            int nag = Integer.parseInt(text, digitsStart, pos, 10);
            if (nag <= Nags.MAX) {
                return nagToken(nag, start);
            }
        }
        return null;
    }

    /**
     * A run of symbol chars: a result, a glyph, or a move with move number and suffix stripped
     * (the suffix's NAG held back for the next call); null for a word that is no token (a bare
     * move number). A string is made only of what becomes a token.
     */
    private PgnToken.Kind symbol(int start) {
        while (pos < length && isSymbolChar(text.charAt(pos))) {
            pos++;
        }
        int end = pos;
        // a word ending in '.' is a move number; other words starting so may be a result or a glyph
        if (text.charAt(end - 1) != '.' && is(text.charAt(start), MAY_START_RESULT_OR_GLYPH_CHAR)) {
            String word = text.substring(start, end);
            if (RESULTS.contains(word)) {
                return token(PgnToken.Kind.RESULT, word, start);
            }
            int glyph = Nags.ofGlyph(word);
            if (glyph > 0) {
                return nagToken(glyph, start);
            }
        }
        int moveStart = afterMoveNumber(start, end);
        int moveEnd = end;
        while (moveEnd > moveStart && Nags.isSuffixChar(text.charAt(moveEnd - 1))) {
            moveEnd--;
        }
        int suffixNag = moveEnd < end ? Nags.ofSuffix(text.substring(moveEnd, end)) : -1;
        if (moveEnd > moveStart && !isEnPassantMark(moveStart, moveEnd)) {
            if (suffixNag > 0) {
                heldNag = suffixNag;
                heldNagOffset = moveEnd;
            }
            return token(PgnToken.Kind.MOVE, text.substring(moveStart, moveEnd), moveStart);
        }
        return suffixNag > 0 ? nagToken(suffixNag, moveEnd) : null;
    }

    /** Whether {@code [start, end)} is "e.p." or "ep", an en passant mark written after its move. */
    private boolean isEnPassantMark(int start, int end) {
        return text.charAt(start) == 'e' && (end - start == 2 && text.charAt(start + 1) == 'p'
                || end - start == 4 && text.startsWith(".p.", start + 1));
    }

    /**
     * Where the move starts in the word {@code [start, end)} of the text: after a move number with
     * its dots ("12." "12...") and after leading dots ("..Kf8"). A bare number ("12") is all move
     * number. Digits not followed by a dot ("0-0") are part of the move.
     */
    private int afterMoveNumber(int start, int end) {
        int i = start;
        while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        if (i < end && i > start && text.charAt(i) != '.') {
            return start;
        }
        while (i < end && text.charAt(i) == '.') {
            i++;
        }
        return i;
    }

    /** Characters that end a symbol besides whitespace and NUL. */
    private static final String DELIMITERS = "{}()[]$;\"";

    /** Classes of a char, looked up in {@link #ASCII_CLASSES} for ASCII (nearly every char of movetext). */
    private static final int SYMBOL_CHAR = 1;
    private static final int BLANK_CHAR = 2;
    private static final int MAY_START_RESULT_OR_GLYPH_CHAR = 4;
    private static final byte[] ASCII_CLASSES = new byte[128];

    static {
        for (char c = 0; c < ASCII_CLASSES.length; c++) {
            ASCII_CLASSES[c] = (byte) classes(c);
        }
    }

    private static int classes(char c) {
        boolean symbol = !Character.isWhitespace(c) && c != 0 && DELIMITERS.indexOf(c) < 0;
        boolean blank = Character.isWhitespace(c) || c == '\uFEFF' || c == 0; // NUL: padding after the last game
        return (symbol ? SYMBOL_CHAR : 0) | (blank ? BLANK_CHAR : 0)
                | (MAY_START_RESULT_OR_GLYPH.indexOf(c) >= 0 ? MAY_START_RESULT_OR_GLYPH_CHAR : 0);
    }

    private static boolean is(char c, int charClass) {
        return ((c < ASCII_CLASSES.length ? ASCII_CLASSES[c] : classes(c)) & charClass) != 0;
    }

    private static boolean isSymbolChar(char c) {
        return is(c, SYMBOL_CHAR);
    }

    /** Skips whitespace and '%' escape lines (a '%' in the first column hides its line). */
    private void skipBlankAndEscapeLines() {
        while (pos < length) {
            char c = text.charAt(pos);
            if (c == '%' && (pos == 0 || text.charAt(pos - 1) == '\n')) {
                int eol = text.indexOf('\n', pos);
                pos = eol < 0 ? length : eol + 1;
            } else if (is(c, BLANK_CHAR)) {
                pos++;
            } else {
                return;
            }
        }
    }

    /** One "[Name value]" starting at '['; junk up to the line end is skipped. Null if nameless. */
    private PgnTag readTag() {
        pos++;
        skipSpacesOnLine();
        int nameStart = pos;
        while (pos < length && isTagNameChar(text.charAt(pos))) {
            pos++;
        }
        String name = text.substring(nameStart, pos);
        skipSpacesOnLine();
        String value = pos < length && text.charAt(pos) == '"' ? quotedValue() : bareValue();
        int close = pos;
        while (close < length && text.charAt(close) != ']' && text.charAt(close) != '\n') {
            close++;
        }
        pos = close < length && text.charAt(close) == ']' ? close + 1 : close;
        return name.isEmpty() ? null : new PgnTag(name, TextDecoding.value(value, valueCharset));
    }

    /** A quoted value with \" and \\ escapes; an unterminated one ends at the line's last ']'. */
    private String quotedValue() {
        pos++;
        // the usual value, closed on its line with no escape in it, is the text between the quotes
        for (int i = pos; i < length; i++) {
            char c = text.charAt(i);
            if (c == '"' && closesValue(i + 1)) {
                String value = text.substring(pos, i);
                pos = i + 1;
                return value;
            }
            if (c == '\\' || c == '\n' || c == '\r') {
                break;
            }
        }
        StringBuilder value = new StringBuilder();
        while (pos < length) {
            char c = text.charAt(pos);
            if (c == '"' && closesValue(pos + 1)) {
                pos++;
                return value.toString();
            }
            if (c == '\n' || c == '\r') {
                break;
            }
            if (c == '\\' && pos + 1 < length && (text.charAt(pos + 1) == '"' || text.charAt(pos + 1) == '\\')) {
                pos++;
                c = text.charAt(pos);
            }
            value.append(c);
            pos++;
        }
        String unterminated = value.toString().stripTrailing();
        return unterminated.endsWith("]") ? unterminated.substring(0, unterminated.length() - 1) : unterminated;
    }

    /** A quote closes the value when only blanks stand between it and ']' or the line end. */
    private boolean closesValue(int from) {
        int i = from;
        while (i < length && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r')) {
            i++;
        }
        return i >= length || text.charAt(i) == ']' || text.charAt(i) == '\n';
    }

    private String bareValue() {
        int start = pos;
        while (pos < length && text.charAt(pos) != ']' && text.charAt(pos) != '\n') {
            pos++;
        }
        return text.substring(start, pos).strip();
    }

    private void skipSpacesOnLine() {
        while (pos < length && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
            pos++;
        }
    }

    private static boolean isTagNameChar(char c) {
        return !Character.isWhitespace(c) && c != '"' && c != ']' && c != '[';
    }
}
