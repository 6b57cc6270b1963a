package org.chesslake.format.chessassistant;

import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.IllegalMoveException;
import org.chesslake.files.Bytes;
import org.chesslake.format.chessassistant.RecordSyntax.Comment;
import org.chesslake.format.chessassistant.RecordSyntax.Element;
import org.chesslake.format.chessassistant.RecordSyntax.MoveCode;
import org.chesslake.format.chessassistant.RecordSyntax.UnknownByte;
import org.chesslake.format.chessassistant.RecordSyntax.Variation;
import org.chesslake.game.MoveTree;

/**
 * Replays a parsed record into a move tree (§6.12, §6.13). Chess Assistant writes a variation
 * <em>before</em> the move it replaces, PGN and the builder after it: variations are held until the
 * next move of their line has been played, then opened as its alternatives. Comments attach by
 * their type; evaluations become "[%eval 0.35]" comment commands, symbols become NAGs.
 */
final class RecordDecoder {

    static final int SYMBOL_AFTER = 2;
    static final int SYMBOL_BEFORE = 3;
    static final int TEXT_AFTER = 4;
    static final int TEXT_BEFORE = 5;
    static final int EVALUATION_TEXT = 6;
    static final int USER_FOLDER = 7;
    static final int DIAGRAM_AFTER = 8;
    static final int DIAGRAM_BEFORE = 9;
    static final int USER_FOLDER_2 = 21;
    static final int COMPUTER_EVALUATION = 29;
    /** How a diagram mark reads in a comment (no PGN standard exists; ChessBase-style command). */
    static final String DIAGRAM = "[%diagram]";

    private static final int WARNING_BYTES = 32;

    private final ChessLineBuilder builder;
    private final Charset charset;
    private final List<String> warnings;

    private RecordDecoder(Board start, Charset charset, List<String> warnings) {
        this.builder = new ChessLineBuilder(start);
        this.charset = charset;
        this.warnings = warnings;
    }

    /** Decodes the main line from {@code start}; warnings about tolerated oddities go to {@code warnings}. */
    static MoveTree decode(List<Element> mainLine, Board start, PieceNumbers numbers, Charset charset,
                           List<String> warnings) throws RecordException {
        RecordDecoder decoder = new RecordDecoder(start, charset, warnings);
        decoder.line(mainLine, numbers);
        return decoder.builder.build();
    }

    /** What waits for the next move of a line. */
    private static final class Pending {
        final List<Variation> variations = new ArrayList<>();
        final List<String> commentsBefore = new ArrayList<>();
        final List<Integer> nagsAfterNext = new ArrayList<>();
        boolean played;
        long lastOffset;
    }

    private void line(List<Element> elements, PieceNumbers numbers) throws RecordException {
        Pending pending = new Pending();
        List<Element> todo = elements;
        int i = 0;
        while (true) {
            if (i == todo.size()) {
                if (pending.variations.isEmpty()) {
                    break;
                }
                // §6.12 [reading]: nothing follows to be an alternative to; the first variation continues
                // the line and the others become alternatives to its first move.
                warnings.add("variation at byte " + pending.variations.get(0).offset()
                        + " has no following move: read as the continuation of its line");
                List<Element> continuation = new ArrayList<>(pending.variations.subList(1, pending.variations.size()));
                continuation.addAll(pending.variations.get(0).elements());
                pending.variations.clear();
                todo = continuation;
                i = 0;
                continue;
            }
            Element element = todo.get(i++);
            pending.lastOffset = element.offset();
            if (element instanceof MoveCode code) {
                move(code, numbers, pending);
            } else if (element instanceof Variation variation) {
                pending.variations.add(variation);
            } else if (element instanceof Comment comment) {
                comment(comment, pending);
            } else if (element instanceof UnknownByte skip) {
                warnings.add("code 233 at byte " + skip.offset() + " skipped byte " + skip.value());
            }
        }
        finish(pending);
    }

    private void move(MoveCode code, PieceNumbers numbers, Pending pending) throws RecordException {
        Board board = builder.board();
        PieceNumbers before = pending.variations.isEmpty() ? null : numbers.copy();
        MoveCodec.Decoded decoded = MoveCodec.decode(code, board, numbers);
        if (decoded.unannouncedEnPassant()) {
            warnings.add("e.p. capture at byte " + code.offset() + " without code 210");
        }
        pending.commentsBefore.forEach(builder::commentBefore);
        pending.commentsBefore.clear();
        try {
            builder.play(decoded.move());
        } catch (IllegalMoveException e) {
            throw new RecordException(code.offset(), e.getMessage());
        }
        pending.played = true;
        pending.nagsAfterNext.forEach(builder::nag);
        pending.nagsAfterNext.clear();
        for (Variation variation : pending.variations) {
            builder.startVariation();
            line(variation.elements(), before.copy());
            builder.endVariation();
        }
        pending.variations.clear();
    }

    private void comment(Comment comment, Pending pending) {
        byte[] data = comment.data();
        switch (comment.type()) {
            case SYMBOL_AFTER, SYMBOL_BEFORE -> symbol(comment, pending);
            // §12 item 21: type 6 has an unknown layout; its data is kept as text.
            case TEXT_AFTER, EVALUATION_TEXT -> after(new String(data, charset), pending);
            case TEXT_BEFORE -> pending.commentsBefore.add(new String(data, charset));
            case DIAGRAM_AFTER -> after(DIAGRAM, pending);
            case DIAGRAM_BEFORE -> pending.commentsBefore.add(DIAGRAM);
            case COMPUTER_EVALUATION -> evaluation(comment, pending);
            case USER_FOLDER, USER_FOLDER_2 -> warnings.add("user folder comment (type " + comment.type()
                    + ") at byte " + comment.offset() + " ignored: " + hex(data));
            default -> warnings.add("unknown comment type " + comment.type() + " at byte " + comment.offset()
                    + ": " + hex(data));
        }
    }

    private void symbol(Comment comment, Pending pending) {
        if (comment.data().length != 1) {
            warnings.add("symbol comment at byte " + comment.offset() + " with " + comment.data().length
                    + " data bytes: " + hex(comment.data()));
            return;
        }
        int symbol = Bytes.u8(comment.data(), 0);
        if (!CaReadings.SYMBOL_IS_NAG) {
            after("[%casymbol " + symbol + "]", pending);
        } else if (comment.type() == SYMBOL_BEFORE) {
            pending.nagsAfterNext.add(symbol);
        } else if (pending.played) {
            builder.nag(symbol);
        } else {
            warnings.add("symbol " + symbol + " at byte " + comment.offset() + " before any move: kept for the first move");
            pending.nagsAfterNext.add(symbol);
        }
    }

    private void evaluation(Comment comment, Pending pending) {
        byte[] data = comment.data();
        boolean marked = data.length >= 4 && Bytes.u8(data, 2) == CaReadings.EVAL_MARKER_0
                && Bytes.u8(data, 3) == CaReadings.EVAL_MARKER_1;
        boolean cap = data.length == 7 && data[4] == 'C' && data[5] == 'A' && data[6] == 'P';
        if (!marked || (data.length != 4 && !cap)) {
            warnings.add("computer evaluation at byte " + comment.offset() + " of unknown form: " + hex(data));
            return;
        }
        after(evalCommand((short) CaFields.u16(data, 0)), pending);
    }

    /** "[%eval 0.35]" for 35 centipawns: two decimals, as the writer expects it back. */
    static String evalCommand(int centipawns) {
        return "[%eval " + BigDecimal.valueOf(centipawns, 2).toPlainString() + "]";
    }

    /** An "after the move" body; before the line's first move it leads that move (§6.13). */
    private void after(String text, Pending pending) {
        if (pending.played) {
            builder.commentAfter(text);
        } else {
            pending.commentsBefore.add(text);
        }
    }

    private void finish(Pending pending) {
        if (!pending.commentsBefore.isEmpty() && pending.played) {
            warnings.add("comment before a move at the end of a line (byte " + pending.lastOffset + "): attached to the last move");
        }
        // Before any move the builder keeps them as the game comment; after, they follow the last move.
        pending.commentsBefore.forEach(pending.played ? builder::commentAfter : builder::commentBefore);
        if (!pending.nagsAfterNext.isEmpty()) {
            if (pending.played) {
                warnings.add("symbol before a move at the end of a line (byte " + pending.lastOffset + "): attached to the last move");
                pending.nagsAfterNext.forEach(builder::nag);
            } else {
                warnings.add("symbols " + pending.nagsAfterNext + " in a line without moves dropped");
            }
        }
    }

    /** The data in hex for a warning, cut after {@link #WARNING_BYTES} bytes. */
    private static String hex(byte[] data) {
        String hex = HexFormat.of().formatHex(data, 0, Math.min(data.length, WARNING_BYTES));
        return data.length > WARNING_BYTES ? hex + "… (" + data.length + " bytes)" : hex;
    }
}
