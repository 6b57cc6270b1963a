package org.chesslake.spark;

/** {@code format("dcg")}: Simple Chess Database files (.dci and companions). */
public final class DcgSource extends GameSource {

    public DcgSource() {
        super("dcg");
    }
}
