package org.chesslake.format.chessassistant;

import java.time.LocalDate;
import org.chesslake.files.Bytes;
import org.chesslake.game.PartialDate;

/**
 * A player's record in Players.d00 (§3.4): 10 bytes per player id.
 *
 * @param elo       rating, null when 0
 * @param fideId    FIDE id, null when 0 (§12 item 20)
 * @param birthDate birthday as stored (any part may be unknown)
 * @param gender    {@link #MALE}, {@link #FEMALE} or null (code 0 = unknown, or a code the spec does not list)
 */
public record PlayerDetails(Integer elo, Long fideId, PartialDate birthDate, String gender) {

    public static final String MALE = "male";
    public static final String FEMALE = "female";
    public static final PlayerDetails NONE = new PlayerDetails(null, null, PartialDate.UNKNOWN, null);

    static final int SIZE = 10;

    public PlayerDetails {
        birthDate = birthDate == null ? PartialDate.UNKNOWN : birthDate;
    }

    /** Record {@code id} of a Players.d00, or {@link #NONE} when the file is shorter. */
    static PlayerDetails read(byte[] d00, int id) {
        long at = (long) id * SIZE;
        if (id < 0 || at > d00.length - SIZE) {
            return NONE;
        }
        int i = (int) at;
        int elo = CaFields.u16(d00, i);
        long fideId = Bytes.u32le(d00, i + 2);
        return new PlayerDetails(elo == 0 ? null : elo, fideId == 0 ? null : fideId,
                CaDate.decode(CaFields.u24(d00, i + 6)), gender(Bytes.u8(d00, i + 9)));
    }

    private static String gender(int code) {
        return switch (code) {
            case 1 -> MALE;
            case 2 -> FEMALE;
            default -> null;
        };
    }

    LocalDate birthday() {
        return birthDate.toLocalDate();
    }

    void write(ByteWriter out) {
        out.u16(elo == null ? 0 : elo)
                .s32(fideId == null ? 0 : (int) (long) fideId)
                .u24(CaDate.encode(birthDate))
                .u8(MALE.equals(gender) ? 1 : FEMALE.equals(gender) ? 2 : 0);
    }
}
