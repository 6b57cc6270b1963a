package org.chesslake.table;

import org.chesslake.game.NameRecord;

/** What a names row is made from: the database it belongs to and the name. */
public record NameRow(String source, NameRecord name) {
}
