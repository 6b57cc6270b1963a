package org.chesslake.game;

/**
 * One played move, described once by the decoder that knows the board, so that every consumer
 * (the moves table, the PGN writer, the tests) reads the same facts.
 *
 * @param san         standard notation (chess SAN; xiangqi WXF); "--" for a null move
 * @param uci         long algebraic (chess UCI such as "e7e8q"; xiangqi ICCS such as "h2e2"); "0000" for a null move
 * @param notation    the source's own token where it has one (e.g. "炮二平五"), else null
 * @param piece       the moving piece as an upper-case letter (chess PNBRQK; xiangqi RNBAKCP), null for a null move
 * @param from        origin square name, null for a null move
 * @param to          target square name, null for a null move
 * @param captured    the captured piece letter or null
 * @param promotion   the promotion piece letter or null
 * @param check       the move gives check
 * @param mate        the move gives mate
 * @param fromPositionKey Zobrist key of the position the move is played from (the key of the
 *                    previous move's position, or of the start position for a line's first move)
 * @param positionKey Zobrist key of the position after the move (chess: Polyglot's keys)
 */
public record MoveInfo(String san, String uci, String notation, String piece, String from, String to,
                       String captured, String promotion, boolean check, boolean mate, long fromPositionKey,
                       long positionKey) {

    public boolean isNullMove() {
        return piece == null;
    }
}
