/**
 * PGN, variant-neutral: {@link org.chesslake.format.pgntext.PgnReader} splits a byte stream into games
 * ({@link org.chesslake.pgn.PgnSplitter}) and decodes each one ({@link org.chesslake.pgn.TextDecoding});
 * {@link org.chesslake.pgn.PgnParser} reads the tags into a header and drives a
 * {@link org.chesslake.pgn.MoveInterpreter} (chess: {@link org.chesslake.pgn.ChessMoveInterpreter})
 * with the movetext; {@link org.chesslake.pgn.PgnWriter} writes a game back in export form.
 */
package org.chesslake.pgn;
