/**
 * PGN, variant-neutral: {@link org.chesslake.pgn.PgnSplitter} splits a byte stream into games and
 * {@link org.chesslake.pgn.TextDecoding} decodes each one's text (the formats' readers drive both);
 * {@link org.chesslake.pgn.PgnParser} reads the tags into a header and drives a
 * {@link org.chesslake.pgn.MoveInterpreter} (chess: {@link org.chesslake.pgn.ChessMoveInterpreter})
 * and the game's {@link org.chesslake.game.LineBuilder} with the movetext; {@link org.chesslake.pgn.PgnWriter} writes a game back in export form.
 */
package org.chesslake.pgn;
