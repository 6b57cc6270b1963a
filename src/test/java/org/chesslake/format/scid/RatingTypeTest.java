package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The index's rating type codes (spec §2.9) and their tag names. */
class RatingTypeTest {

    @Test
    void codesNameTheTypesInOrderAndUnusedCodesReadAsElo() {
        RatingType[] byCode = {RatingType.ELO, RatingType.RATING, RatingType.RAPID, RatingType.ICCF,
            RatingType.USCF, RatingType.DWZ, RatingType.ECF};
        for (int code = 0; code < 16; code++) {
            assertEquals(code < byCode.length ? byCode[code] : RatingType.ELO, RatingType.of(code), "code " + code);
        }
    }

    @Test
    void tagValuesNameTheirType() {
        for (RatingType type : RatingType.values()) {
            assertEquals(type, RatingType.named(type.tagSuffix().toLowerCase(Locale.ROOT)));
        }
        assertEquals(RatingType.ECF, RatingType.named("BCF"));
        assertEquals(RatingType.ELO, RatingType.named("FIDE"));
        assertEquals(RatingType.ELO, RatingType.named(null));
    }
}
