package org.chesslake.format;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;

/**
 * The files of one open database, closed together. Opening a database takes several files and
 * checks each; when a check fails half-way, {@link #closeAfter} closes those already open.
 * <pre>
 * OpenFiles files = new OpenFiles();
 * try {
 *     ByteSource index = files.open(indexFile);
 *     ...
 *     return new SomeDatabase(files, ...);
 * } catch (IOException | RuntimeException e) {
 *     files.closeAfter(e);
 *     throw e;
 * }
 * </pre>
 */
public final class OpenFiles implements Closeable {

    private final List<ByteSource> sources = new ArrayList<>();

    public ByteSource open(InputFile file) throws IOException {
        ByteSource source = file.openBytes();
        sources.add(source);
        return source;
    }

    /** Closes every file opened so far, after {@code failure}; errors in closing are added to it as suppressed. */
    public void closeAfter(Exception failure) {
        try {
            close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (ByteSource source : sources) {
            try {
                source.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        sources.clear();
        if (first != null) {
            throw first;
        }
    }
}
