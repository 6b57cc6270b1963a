package org.chesslake.format.dcg;

import java.io.IOException;
import org.chesslake.files.ByteSource;

/**
 * The promotion codes a database uses, from which its {@link PromotionCoding} follows: any 5 and
 * no 1 is the reference encoder, any 1 and no 5 the published text, both is undecidable. Only
 * 2–4 (no queen promotion at all) falls back to the reference coding, unconfirmed.
 *
 * @param codesSeen bit {@code c} set when some move carries promotion code {@code c} (1–7)
 */
record PromotionCensus(int codesSeen) {

    private static final int ENTRIES_PER_READ = 1024;

    /** Scans every record the index points to; records that do not parse are left to their own decode. */
    static PromotionCensus scan(DcgIndex index, ByteSource games) throws IOException {
        int seen = 0;
        long count = index.entryCount();
        for (long first = 0; first < count; first += ENTRIES_PER_READ) {
            int n = (int) Math.min(ENTRIES_PER_READ, count - first);
            byte[] entries = index.readEntries(first, n);
            for (int i = 0; i < n; i++) {
                seen |= codesOf(games, DcgIndexEntry.read(entries, i * DcgIndexEntry.SIZE).offset());
            }
        }
        return new PromotionCensus(seen);
    }

    private static int codesOf(ByteSource games, long offset) throws IOException {
        int seen = 0;
        try {
            DcgTokenReader tokens = DcgRecord.read(games, offset).tokens();
            while (tokens.hasNext()) {
                if (tokens.next() instanceof DcgToken.Move move && move.promotionCode() != 0) {
                    seen |= 1 << move.promotionCode();
                }
            }
        } catch (DcgFormatError e) {
            return 0;
        }
        return seen;
    }

    boolean saw(int code) {
        return (codesSeen & 1 << code) != 0;
    }

    /** The coding of the database, or null when it holds both 1 and 5 and no coding fits. */
    PromotionCoding coding() {
        if (saw(1) && saw(5)) {
            return null;
        }
        return saw(1) ? PromotionCoding.SPEC_LITERAL : PromotionCoding.REFERENCE;
    }

    /** Why the choice deserves a look, or null when the data confirm the reference coding (or hold no promotion). */
    String warning() {
        if (coding() == null) {
            return "promotion codes 1 and 5 both occur: no coding fits, promotions cannot be decoded";
        }
        if (coding() == PromotionCoding.SPEC_LITERAL) {
            return "promotion codes follow the published text (1 = knight … 4 = queen), not the reference encoder";
        }
        boolean anyPromotion = (codesSeen & ~1) != 0;
        return anyPromotion && !saw(5)
                ? "no queen promotion in the database: reference promotion coding assumed, not confirmed" : null;
    }
}
