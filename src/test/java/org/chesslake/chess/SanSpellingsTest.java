package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SanSpellingsTest {

    private static String of(SanSpellings spellings, String text) {
        char[] buffer = new char[10];
        text.getChars(0, text.length(), buffer, 0);
        buffer[text.length()] = 'x'; // what the buffer holds past the spelling is not part of it
        return spellings.of(buffer, text.length());
    }

    @Test
    void oneStringPerSpelling() {
        SanSpellings spellings = new SanSpellings();
        String e4 = of(spellings, "e4");
        assertEquals("e4", e4);
        assertSame(e4, of(spellings, "e4"));
        String e4Check = of(spellings, "e4+");
        assertEquals("e4+", e4Check);
        assertNotSame(e4, e4Check);
        assertEquals("Qa1xb2#", of(spellings, "Qa1xb2#"));
        assertSame(of(spellings, "O-O-O+"), of(spellings, "O-O-O+"));
    }

    @Test
    void keepsEverySpellingAsItGrows() {
        SanSpellings spellings = new SanSpellings();
        List<String> first = new ArrayList<>();
        for (char piece : "NBRQK".toCharArray()) {
            for (int square = 0; square < 64; square++) {
                for (String capture : List.of("", "x")) {
                    first.add(of(spellings, piece + capture + Square.name(square)));
                }
            }
        }
        assertEquals(640, first.stream().distinct().count());
        int i = 0;
        for (char piece : "NBRQK".toCharArray()) {
            for (int square = 0; square < 64; square++) {
                for (String capture : List.of("", "x")) {
                    String again = of(spellings, piece + capture + Square.name(square));
                    assertSame(first.get(i++), again, again);
                }
            }
        }
    }

    @Test
    void spellsWhatItCannotKeyAsNewStrings() {
        SanSpellings spellings = new SanSpellings();
        assertEquals("Nb1xd2+!?", of(spellings, "Nb1xd2+!?")); // nine characters: more than a key holds
        assertEquals("Sé4", of(spellings, "Sé4"));
        assertEquals("", of(spellings, ""));
    }

    @Test
    void aBuilderGivesOneStringPerSpellingWhateverTheSourceWrote() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        String e4 = builder.playSan("e4").san();
        String nf6 = builder.playSan("Ng8f6").san(); // a token that is not the standard SAN
        assertEquals("Nf6", nf6);
        builder.reset(Board.standard());
        assertSame(e4, builder.play(San.parse(builder.board(), "e4")).san());
        builder.playSan("Nf6");
        String nf3 = builder.playSan("Nf3").san();
        assertEquals("Nf3", nf3);
        builder.reset(Board.standard());
        builder.playSan("e4");
        assertSame(nf6, builder.playSan("Nf6").san());
    }
}
