package org.chesslake.format.dcg;

import java.util.List;
import java.util.regex.Pattern;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/** Turns an index entry and the names it points to into the header fields (spec §6). */
final class DcgIndexHeader {

    /** Tag for the ECO bytes when they are not an ECO code (the writer copies any 3 bytes of the tag). */
    static final String ECO_TAG = "DcgEco";
    static final String DELETED_TAG = "Deleted";
    /** Tag holding what was odd but readable about the game, separated by "; ". */
    static final String WARNING_TAG = "DcgWarning";

    private static final Pattern ECO = Pattern.compile("[A-E][0-9][0-9]");
    private static final Result[] RESULTS = {Result.UNKNOWN, Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW};

    private DcgIndexHeader() {
    }

    /**
     * @param entryPosition position of the entry in the index, for errors that point at a field
     * @param warnings      receives what was odd but readable; the caller stores them under {@link #WARNING_TAG}
     * @throws DcgFormatError for a reference that is not a record, or a result outside 0–3
     */
    static GameHeader.Builder of(DcgIndexEntry entry, long entryPosition, DcgNames names, List<String> warnings) {
        GameHeader.Builder header = GameHeader.builder()
                .white(name(names.players(), entry.whiteRef(), entryPosition + DcgIndexEntry.WHITE_FIELD, "white", warnings))
                .black(name(names.players(), entry.blackRef(), entryPosition + DcgIndexEntry.BLACK_FIELD, "black", warnings))
                .site(name(names.sites(), entry.siteRef(), entryPosition + DcgIndexEntry.SITE_FIELD, "site", warnings))
                .event(name(names.events(), entry.eventRef(), entryPosition + DcgIndexEntry.EVENT_FIELD, "event", warnings))
                .round(entry.round() == 0 ? null : Integer.toString(entry.round()))
                .whiteElo(entry.whiteElo())
                .blackElo(entry.blackElo())
                .result(result(entry, entryPosition))
                .date(date(entry, warnings))
                .deleted(entry.deleted());
        String eco = entry.ecoText();
        if (eco != null && ECO.matcher(eco).matches()) {
            header.eco(eco);
        } else {
            header.tag(ECO_TAG, eco);
        }
        if (entry.deleted()) {
            header.tag(DELETED_TAG, "true");
        } else if (entry.status() != 0) {
            warnings.add("unknown status " + entry.status() + " read as normal");
        }
        return header;
    }

    private static String name(DcgNameFile file, long ref, long fieldPosition, String role, List<String> warnings) {
        if (ref == 0) {
            return null;
        }
        if (!file.isRecord(ref)) {
            throw new DcgFormatError(DcgFile.INDEX, fieldPosition, role + " reference " + ref
                    + " is not on a record boundary of " + file.file() + " (records of 36 bytes from byte 10, "
                    + file.count() + " records)");
        }
        int record = file.recordOf(ref);
        if (file.isCut(record)) {
            warnings.add(role + " name cut inside a UTF-8 character");
        }
        return file.name(record);
    }

    private static Result result(DcgIndexEntry entry, long entryPosition) {
        if (entry.result() >= RESULTS.length) {
            throw new DcgFormatError(DcgFile.INDEX, entryPosition + DcgIndexEntry.RESULT_FIELD,
                    "invalid result code " + entry.result());
        }
        return RESULTS[entry.result()];
    }

    private static PartialDate date(DcgIndexEntry entry, List<String> warnings) {
        int month = entry.month();
        int day = entry.day();
        if (month > 12) {
            warnings.add("month " + month + " read as unknown");
            month = 0;
        }
        if (day > 31) {
            warnings.add("day " + day + " read as unknown");
            day = 0;
        }
        return new PartialDate(entry.year(), month, day);
    }
}
