/**
 * SCID databases: SCID 4 ({@code .si4/.sn4/.sg4}, index versions 400 and 300) and SCID 5
 * ({@code .si5/.sn5/.sg5}) read through {@link org.chesslake.format.scid.ScidFormat}, and SCID 4
 * written by {@link org.chesslake.format.scid.Scid4Writer}. The layout is specified in
 * {@code specs/scid.md}.
 *
 * <p>Reading: the index is streamed in blocks of entries; the name base is read once when the
 * database opens; a record is read by its offset and length through a read-ahead window, never by
 * scanning the game file. Move bytes name a piece by SCID's list index
 * ({@link org.chesslake.format.scid.PieceLists}); the decoder turns them into squares and
 * {@link org.chesslake.chess.ChessLineBuilder} plays and describes the move.
 *
 * <p>Header fields SCID keeps in the index but the model has no field for become tags:
 * {@code EventDate}, {@code ScidFlags} (user flags as SCID's letters {@code DWBMENPTKQ!?U123456}),
 * {@code WhiteRatingType}/{@code BlackRatingType} (when not Elo), {@code ScidECO} (extended ECO),
 * {@code ScidVariations}/{@code ScidComments}/{@code ScidNags} (stored counts, when not 0) and
 * {@code Variant = Chess960}. The delete flag is {@link org.chesslake.game.GameHeader#deleted()}.
 */
package org.chesslake.format.scid;
