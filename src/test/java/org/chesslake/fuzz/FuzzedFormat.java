package org.chesslake.fuzz;

import java.util.List;

/**
 * The formats with a fuzz target: how the fuzzer's bytes become a database of the format, and where
 * seeds come from. A new format adds a constant here and a target class like {@link ScidFuzzTest}.
 *
 * @param format   the format's short name
 * @param seedDir  the directory below {@code sample-data/} and below the shared corpus holding its databases
 * @param target   the fuzz target class; its {@code @FuzzTest} method is named like the format
 * @param layouts  the extensions of a database's files, the one that opens it first; one list per layout
 */
public enum FuzzedFormat {
    SCID("scid", "scid", ScidFuzzTest.class, List.of(List.of("si4", "sg4", "sn4"), List.of("si5", "sg5", "sn5"))),
    DCG("dcg", "dcg", DcgFuzzTest.class, List.of(List.of("dci", "dcg", "dcn", "dcs", "dce"))),
    CBF("cbf", "cbf", CbfFuzzTest.class, List.of(List.of("cbi", "cbf"))),
    CHESSASSISTANT("chessassistant", "chessassistant", ChessAssistantFuzzTest.class, List.of(List.of("cdp", "emb", "d00", "a02", "d02"))),
    XQPGN("xqpgn", "xiangqi", XqPgnFuzzTest.class, List.of(List.of("pgn"))),
    /** No sample-data seeds (the project cannot write CBH): campaigns seed from the corpus's small databases. */
    CBH("cbh", "cbh", CbhFuzzTest.class, List.of(List.of("cbh", "cbg", "cba", "cbp", "cbt", "cbc", "cbs", "cbe", "cbj"))),
    /** Seeds: every small .pgn below sample-data/ (chess and xiangqi: either is hostile input to the other's reader). */
    PGN("pgn", ".", PgnFuzzTest.class, List.of(List.of("pgn"))),
    /** XQF and CCBridge: no sample-data seeds (the project writes neither); campaigns seed from the corpus. */
    XQF("xqf", "xiangqi", XqfFuzzTest.class, List.of(List.of("xqf"))),
    CBR("cbr", "xiangqi", CbrFuzzTest.class, List.of(List.of("cbr"))),
    CBL("cbl", "xiangqi", CblFuzzTest.class, List.of(List.of("cbl")));

    private final String format;
    private final String seedDir;
    private final Class<?> target;
    private final List<List<String>> layouts;
    private DatabaseFuzzer fuzzer;

    FuzzedFormat(String format, String seedDir, Class<?> target, List<List<String>> layouts) {
        this.format = format;
        this.seedDir = seedDir;
        this.target = target;
        this.layouts = layouts;
    }

    public String format() {
        return format;
    }

    String seedDir() {
        return seedDir;
    }

    Class<?> target() {
        return target;
    }

    List<List<String>> layouts() {
        return layouts;
    }

    /** The harness of this format (one per JVM: it owns a scratch directory). */
    synchronized DatabaseFuzzer fuzzer() {
        if (fuzzer == null) {
            fuzzer = new DatabaseFuzzer(format, layouts);
        }
        return fuzzer;
    }

    static FuzzedFormat byName(String format) {
        for (FuzzedFormat f : values()) {
            if (f.format.equalsIgnoreCase(format)) {
                return f;
            }
        }
        throw new IllegalArgumentException("no fuzz target for format '" + format + "'");
    }
}
