package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnLexerTest {

    private static List<String> tokens(String movetext) {
        PgnLexer lexer = new PgnLexer(movetext);
        List<String> out = new ArrayList<>();
        for (PgnToken t = lexer.next(); t != null; t = lexer.next()) {
            out.add(t.kind().name().charAt(0) + ":" + t.text());
        }
        return out;
    }

    @Test
    void tagValuesUnescapeQuotesAndBackslashes() {
        PgnLexer lexer = new PgnLexer("[White \"Nimzo\\\"witsch\\\\\"]\n[Black \"a\\b\"]\n\n1. e4 *");
        assertEquals(List.of(new PgnTag("White", "Nimzo\"witsch\\"), new PgnTag("Black", "a\\b")),
                lexer.readTags());
        assertEquals("e4", lexer.next().text());
    }

    @Test
    void junkTagsAreReadLeniently() {
        PgnLexer lexer = new PgnLexer("[Event \"Open \"A\" 1990\"]\n[Site London]\n[Round \"3]\n[]\n[A \"1\"][B \"2\"] junk\n1. d4");
        assertEquals(List.of(new PgnTag("Event", "Open \"A\" 1990"), new PgnTag("Site", "London"),
                        new PgnTag("Round", "3"), new PgnTag("A", "1"), new PgnTag("B", "2")),
                lexer.readTags());
    }

    @Test
    void moveNumbersAndDotsAreDropped() {
        assertEquals(List.of("M:e4", "M:e5", "M:Nf3", "M:Nc6", "M:Bb5", "M:Kf8", "M:O-O", "M:0-0-0"),
                tokens("1. e4 1... e5 2.Nf3 2...Nc6 3 Bb5 3. ..Kf8 4. O-O 0-0-0"));
    }

    @Test
    void glyphsBecomeNags() {
        assertEquals(List.of("M:e4", "N:1", "M:e5", "N:2", "M:Nf3", "N:3", "M:Nc6", "N:4",
                        "M:Bc4", "N:5", "M:Bc5", "N:6", "M:c3", "N:1", "N:14", "N:18"),
                tokens("1. e4! e5? 2. Nf3!! Nc6?? 3. Bc4!? Bc5?! 4. c3 ! += +-"));
    }

    @Test
    void numericNagsUpTo255() {
        assertEquals(List.of("M:e4", "N:1", "N:146", "M:e5"), tokens("e4 $1 $146 $256 $99999 $ e5"));
    }

    @Test
    void commentsOfBothKindsWithLineBreaksAsSpaces() {
        assertEquals(List.of("C:a b", "M:e4", "C:to the end", "M:e5", "C:x ; y", "M:Nf3"),
                tokens("{ a\r\nb } e4 ; to the end \ne5 {x ; y}\nNf3"));
    }

    @Test
    void percentEscapeLinesAreIgnoredOnlyInColumnOne() {
        assertEquals(List.of("M:e4", "M:e5", "M:%x"), tokens("% e4 is hidden\ne4\n%(junk\ne5 %x"));
    }

    @Test
    void resultsAndVariations() {
        assertEquals(List.of("M:e4", "S:(", "M:d4", "E:)", "R:1/2-1/2", "R:1-0", "R:0-1", "R:*"),
                tokens("1. e4 (1. d4) 1/2-1/2 1-0 0-1 *"));
    }

    @Test
    void enPassantMarkIsDropped() {
        assertEquals(List.of("M:exd6", "M:Kh8", "M:fxe6", "N:1", "M:Kg8", "M:e.pp", "M:ep1"),
                tokens("10. exd6 e.p. Kh8 11. fxe6 ep! Kg8 12. ep e.pp ep1"));
    }

    @Test
    void balancedBracesNestInCommentsUnbalancedOnesDoNot() {
        assertEquals(List.of("C:{ Game 17 } options", "M:e4", "C:a { b", "M:e5", "C:c", "M:Nf3"),
                tokens("{{ Game 17 } options} e4 {a { b} e5 {c} Nf3"));
    }
}
