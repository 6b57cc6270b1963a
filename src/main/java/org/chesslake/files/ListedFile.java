package org.chesslake.files;

import java.io.Serializable;

/**
 * A file as a directory listing saw it: its name in the directory, its size and modification
 * time. The driver lists once; what it saw travels to the tasks, which then open files without
 * asking the file system about them again.
 */
public record ListedFile(String name, long size, long modified) implements Serializable {
}
