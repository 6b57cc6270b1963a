package org.chesslake.files;

import java.io.Serializable;
import java.util.List;

/**
 * What the driver's listing saw of a database: its file, and the files of the same directory that
 * share its base name in any case ({@code GAMES.SI4}, {@code games.sg4}, ...), the file itself
 * among them. Companion files are found in it without a call to the file system.
 *
 * @param group the files of the directory with the database's base name, or null when the
 *              directory was not listed (a file named alone): its companions are then looked up
 */
public record Listing(ListedFile file, List<ListedFile> group) implements Serializable {

    public Listing {
        group = group == null ? null : List.copyOf(group);
    }
}
