/**
 * Chess Assistant databases ("Chess Data Pro" format; specs/chess-assistant.md): a reader
 * ({@link org.chesslake.format.chessassistant.ChessAssistantFormat}, short name {@code chessassistant})
 * and its exact inverse, {@link org.chesslake.format.chessassistant.ChessAssistantWriter}.
 *
 * <p>Layers, bottom up: the .CDP header ({@code CdpHeader}); the .EMB mini file system
 * ({@code EmbVolume}, written by {@code EmbWriter}); pointer chains of .a01/.A02 ({@code PointerChain},
 * written by {@code RedirectedArray}); the name lists and Players.d00 ({@code NameList},
 * {@code NameBook}, {@code PlayerDetails}, {@code NameTable}); the 38-byte .D00 headers
 * ({@code D00Record}, {@code IndexHeaders}); the .D02 records: codes split into moves, variations and
 * comments ({@code RecordParser}), one move both ways with the piece numbers ({@code MoveTable},
 * {@code PieceNumbers}, {@code MoveCodec}), start positions ({@code StartPosition}) and the whole
 * tree ({@code RecordDecoder}, {@code RecordEncoder}).
 *
 * <p>No real database has been seen: every reading the spec marks [reading] is a named constant in
 * {@code CaReadings} (or, where it is a rule rather than a value, a commented branch naming its §12
 * item), so one real file can settle it by a one-line change.
 */
package org.chesslake.format.chessassistant;
