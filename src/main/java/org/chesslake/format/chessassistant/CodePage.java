package org.chesslake.format.chessassistant;

import java.nio.charset.Charset;

/**
 * §12 item 23 [reading]: text is Windows-1251, but a database whose names look like CP866 (DOS
 * Cyrillic) is read as CP866. Windows-1251 has all Cyrillic letters in 0xC0–0xFF and little but
 * punctuation in 0x80–0xBF; CP866 has its capitals and "а"–"п" in 0x80–0xAF. So when most bytes
 * above 127 lie in 0x80–0xBF, the names are CP866. Names without such bytes keep Windows-1251.
 */
final class CodePage {

    static final Charset DOS_CYRILLIC = Charset.forName("IBM866");
    /** Above this share of high bytes in 0x80–0xBF, the text is taken as CP866. */
    static final double MAX_LOW_HIGH_SHARE = 0.5;

    private CodePage() {
    }

    static Charset guess(byte[] names) {
        int high = 0;
        int lowHigh = 0;
        for (byte b : names) {
            int v = b & 0xFF;
            if (v >= 0x80) {
                high++;
                if (v < 0xC0) {
                    lowHigh++;
                }
            }
        }
        return high > 0 && lowHigh > MAX_LOW_HIGH_SHARE * high ? DOS_CYRILLIC : CaReadings.DEFAULT_CHARSET;
    }
}
