package org.chesslake.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chesslake.format.xqpgn.XqSampleGames;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;
import org.chesslake.game.Variant;
import org.chesslake.scan.MapValues;
import org.junit.jupiter.api.Test;

/** The export loop writes the games it can and names each one it cannot, or stops at it in FAILFAST mode. */
class GameExportTest {

    private final Map<String, ByteArrayOutputStream> files = new TreeMap<>();
    private final OutputFiles memory = suffix -> files.computeIfAbsent(suffix, s -> new ByteArrayOutputStream());

    private static List<MapValues> rows() {
        List<MapValues> rows = new ArrayList<>();
        Game chess = new Game(1, GameHeader.builder().white("A").build(), MoveTree.EMPTY);
        rows.add(MapValues.of("db", Variant.CHESS, chess));
        MapValues broken = MapValues.of("db", Variant.CHESS, new Game(2, GameHeader.builder().build(), MoveTree.EMPTY));
        broken.values.put("decode_error", "db.pgn: game 2 at byte 10: boom");
        rows.add(broken);
        rows.add(MapValues.of("xq", Variant.XIANGQI, XqSampleGames.games().get(0)));
        return rows;
    }

    @Test
    void eachGameThatCannotBeWrittenIsNamedWithItsReason() throws IOException {
        ExportReport report;
        try (GameSink sink = ExportFormat.PGN.open(memory, ExportOptions.parse(ExportFormat.PGN, Map.of()))) {
            report = new GameExport(ExportOptions.parse(ExportFormat.PGN, Map.of())).write(rows().iterator(), sink, n -> { });
        }
        assertEquals(2, report.games());
        assertEquals(List.of("db game 2: decode error: db.pgn: game 2 at byte 10: boom"), report.skippedGames());
        assertEquals(java.util.Set.of(".pgn", "-xiangqi.pgn"), files.keySet());
        assertTrue(files.get(".pgn").toString(StandardCharsets.UTF_8).startsWith("[Event \"?\"]"));
        assertTrue(files.get("-xiangqi.pgn").toString(StandardCharsets.UTF_8).startsWith("[Game \"Chinese Chess\"]"));

        try (GameSink sink = ExportFormat.SCID.open(memory, ExportOptions.parse(ExportFormat.SCID, Map.of()))) {
            report = new GameExport(ExportOptions.parse(ExportFormat.SCID, Map.of())).write(rows().iterator(), sink, n -> { });
        }
        assertEquals(1, report.games());
        assertEquals(2, report.skipped());
        assertEquals("xq game 1: a xiangqi game; SCID holds chess games only", report.skippedGames().get(1));
    }

    @Test
    void failFastStopsAtTheFirstGameItCannotWrite() throws IOException {
        ExportOptions options = ExportOptions.parse(ExportFormat.PGN, Map.of("MODE", "failfast"));
        try (GameSink sink = ExportFormat.PGN.open(memory, options)) {
            GameExport.GameWriteException e = assertThrows(GameExport.GameWriteException.class,
                    () -> new GameExport(options).write(rows().iterator(), sink, n -> { }));
            assertEquals("cannot write db game 2: decode error: db.pgn: game 2 at byte 10: boom (mode FAILFAST)", e.getMessage());
        }
    }

    @Test
    void theOptionsAreChecked() {
        IllegalArgumentException format = assertThrows(IllegalArgumentException.class, () -> ExportFormat.named("dcg"));
        assertEquals("format \"dcg\" does not write games; the formats that write are pgn, xqpgn, scid", format.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExportOptions.parse(ExportFormat.PGN, Map.of("notation", "klingon")));
        assertThrows(IllegalArgumentException.class, () -> ExportOptions.parse(ExportFormat.PGN, Map.of("encoding", "no-such")));
        assertEquals(org.chesslake.xiangqi.Notation.WXF,
                ExportOptions.parse(ExportFormat.XQPGN, Map.of("notation", "wxf")).notation());
    }

    @Test
    void reportsAddUpAndNameAtMostAHundredGames() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 80; i++) {
            names.add("game " + i);
        }
        ExportReport sum = new ExportReport(5, 80, names).plus(new ExportReport(7, 80, names));
        assertEquals(12, sum.games());
        assertEquals(160, sum.skipped());
        assertEquals(ExportReport.NAMED, sum.skippedGames().size());
        assertEquals("... and 60 more", sum.skippedLines().get(ExportReport.NAMED));
    }
}
