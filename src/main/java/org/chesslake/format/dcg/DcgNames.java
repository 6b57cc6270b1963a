package org.chesslake.format.dcg;

/** The three name files of a database, which index entries point into. */
record DcgNames(DcgNameFile players, DcgNameFile sites, DcgNameFile events) {
}
