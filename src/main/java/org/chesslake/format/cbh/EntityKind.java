package org.chesslake.format.cbh;

/** The entity files a game refers to by id (spec §5), with their record sizes without the 9 tree bytes. */
enum EntityKind {
    PLAYER("cbp", 58, "player"),
    TOURNAMENT("cbt", 90, "tournament"),
    ANNOTATOR("cbc", 53, "annotator"),
    SOURCE("cbs", 59, "source"),
    TEAM("cbe", 63, "team");

    final String extension;
    final int recordSize;
    final String noun;

    EntityKind(String extension, int recordSize, String noun) {
        this.extension = extension;
        this.recordSize = recordSize;
        this.noun = noun;
    }
}
