package org.chesslake.explore.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.chesslake.explore.Position;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The board as SVG: well-formed, each man on its point with its glyph or character. */
class BoardSvgTest {

    @Test
    void theChessStartPositionHasItsThirtyTwoMenOnTheirSquares() throws Exception {
        Map<String, String> men = men(BoardSvg.of(Position.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")));
        assertEquals(32, men.size());
        assertEquals("K", men.get("e1"));
        assertEquals("Q", men.get("d1"));
        assertEquals("k", men.get("e8"));
        assertEquals("n", men.get("g8"));
        assertEquals("P", men.get("a2"));
        assertEquals("p", men.get("h7"));
    }

    @Test
    void aChessPositionAfterMovesShowsWhereTheMenWent() throws Exception {
        // 1.e4 c5 2.Nf3
        String svg = BoardSvg.of(Position.of("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
        Map<String, String> men = men(svg);
        assertEquals("P", men.get("e4"));
        assertEquals("p", men.get("c5"));
        assertEquals("N", men.get("f3"));
        assertEquals(null, men.get("e2"));
        assertEquals(null, men.get("g1"));
        assertEquals(32, men.size());
        // White's knight is the solid glyph filled white, Black's filled black
        assertTrue(svg.contains("data-square=\"f3\" data-man=\"N\" x=\"267\" y=\"267\""), svg);
        assertTrue(svg.contains("fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.2\">♞"), svg);
    }

    @Test
    void anEndgameHasOnlyItsMen() throws Exception {
        Map<String, String> men = men(BoardSvg.of(Position.of("8/5k2/8/8/3Q4/8/8/4K3 w - - 0 1")));
        assertEquals(Map.of("f7", "k", "d4", "Q", "e1", "K"), men);
    }

    @Test
    void theXiangqiStartPositionHasItsMenOnThePointsWithTheirCharacters() throws Exception {
        String svg = BoardSvg.of(Position.of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
        Map<String, String> men = men(svg);
        assertEquals(32, men.size());
        assertEquals("K", men.get("e0"));
        assertEquals("k", men.get("e9"));
        assertEquals("C", men.get("b2"));
        assertEquals("c", men.get("h7"));
        assertEquals("P", men.get("i3"));
        assertEquals("r", men.get("a9"));
        assertTrue(svg.contains("class=\"board xiangqi\""), svg);
        assertTrue(svg.contains(">帥</text>") && svg.contains(">將</text>") && svg.contains(">炮</text>")
                && svg.contains(">砲</text>"), "both sides' characters");
        assertTrue(svg.contains("楚 河"), "the river");
        // Red's king at the bottom's middle, Black's at the top: x = 20 + 20 + 4 * 40
        assertTrue(svg.contains("data-square=\"e0\" data-man=\"K\"><circle cx=\"200\" cy=\"400\""), svg);
        assertTrue(svg.contains("data-square=\"e9\" data-man=\"k\"><circle cx=\"200\" cy=\"40\""), svg);
        // the palaces' diagonals: d9 to f7 and d0 to f2 among the lines
        assertTrue(svg.contains("<line x1=\"160\" y1=\"40\" x2=\"240\" y2=\"120\"/>"), svg);
        assertTrue(svg.contains("<line x1=\"160\" y1=\"320\" x2=\"240\" y2=\"400\"/>"), svg);
    }

    @Test
    void aXiangqiPositionAfterAMoveShowsTheCannonMoved() throws Exception {
        // 1. 炮二平五 (h2e2)
        Map<String, String> men = men(BoardSvg.of(Position.of("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1")));
        assertEquals("C", men.get("e2"));
        assertEquals(null, men.get("h2"));
        assertEquals(32, men.size());
    }

    /** The men of the SVG, parsed as XML: point name → FEN letter. */
    static Map<String, String> men(String svg) throws Exception {
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        Map<String, String> men = new TreeMap<>();
        for (String tag : new String[] {"text", "g"}) {
            NodeList nodes = document.getElementsByTagName(tag);
            for (int i = 0; i < nodes.getLength(); i++) {
                Element element = (Element) nodes.item(i);
                if (element.getAttribute("class").equals("man")) {
                    men.put(element.getAttribute("data-square"), element.getAttribute("data-man"));
                }
            }
        }
        return men;
    }
}
