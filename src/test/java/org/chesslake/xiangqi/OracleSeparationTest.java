package org.chesslake.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.ccbridge.CblFormat;
import org.chesslake.format.ccbridge.CbrFormat;
import org.chesslake.format.xqf.XqfFormat;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;

/**
 * The PGN oracles ({@code ORACLE/}, which the xiangqi PGN tests open as PGN) name no binary file,
 * and the binary oracles ({@code ORACLE-binary/}) only binary files, each recognised by its format.
 */
@CorpusTest
class OracleSeparationTest {

    @Test
    void pgnOraclesNameNoBinaryFileAndBinaryOraclesOnlyBinaryFiles() throws IOException {
        Set<String> pgnFiles = new HashSet<>();
        for (OracleGames game : OracleGames.all()) {
            pgnFiles.add(game.file());
        }
        XqfFormat xqf = new XqfFormat();
        CbrFormat cbr = new CbrFormat();
        CblFormat cbl = new CblFormat();
        for (String file : pgnFiles) {
            InputFile input = InputFile.local(OracleGames.corpus().resolve(file));
            assertTrue(!xqf.recognizes(input) && !cbr.recognizes(input) && !cbl.recognizes(input), file);
        }
        List<BinaryOracleGames> binary = BinaryOracleGames.all();
        for (BinaryOracleGames game : binary) {
            InputFile input = InputFile.local(game.path());
            boolean recognised = switch (game.format()) {
                case "xqf" -> xqf.recognizes(input);
                case "cbr" -> cbr.recognizes(input);
                default -> cbl.recognizes(input);
            };
            assertTrue(recognised, game.file());
            assertTrue(!pgnFiles.contains(game.file()), game.file());
        }
        assertEquals(1017, binary.size());
    }
}
