package org.chesslake.scan;

import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.chesslake.files.FileLayer;
import org.chesslake.files.SerializableConfiguration;

/**
 * A write of games into a directory, one set of files per task, named {@code part-NNNNN-<write>}
 * plus the format's suffixes ({@code .pgn}, {@code -xiangqi.pgn}; {@code .si4/.sn4/.sg4}). A task
 * attempt writes below {@code _temporary/<write>/} and moves its files up once all are written, so
 * the directory shows only whole files; {@link #finish} removes the temporary directory, and after
 * a failed write also the files its tasks had moved up. A task without games writes no file.
 */
public final class ExportDirectory implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;
    private static final String TEMPORARY = "_temporary";

    private final String directory;
    private final String write = UUID.randomUUID().toString();
    private final SerializableConfiguration conf;

    /** @param directory the output directory, as the user gave it (any Hadoop file system) */
    public ExportDirectory(String directory, Configuration conf) {
        this.directory = directory;
        this.conf = new SerializableConfiguration(conf);
    }

    /** Writes one task's rows and moves its files into the directory; returns what it wrote and skipped. */
    public ExportReport writeTask(int partition, int attempt, Iterator<? extends ColumnValues> rows, ExportOptions options)
            throws IOException {
        Path root = root();
        FileSystem fs = fileSystem(root);
        Path attemptDirectory = new Path(temporary(root), partition + "-" + attempt);
        String name = String.format(Locale.ROOT, "part-%05d-%s", partition, write);
        List<Path> written = new ArrayList<>();
        OutputFiles files = suffix -> {
            Path file = new Path(attemptDirectory, name + suffix);
            written.add(file);
            return fs.create(file, true);
        };
        ExportReport report;
        try (GameSink sink = GameSink.openedOnFirstGame(() -> options.format().open(files, options))) {
            report = new GameExport(options).write(rows, sink, count -> { });
        }
        for (Path file : written) {
            Path target = new Path(root, file.getName());
            // false when another attempt of this task moved the same files up first: they hold the same games
            if (!fs.rename(file, target) && !fs.exists(target)) {
                throw new IOException("cannot move " + file + " to " + target);
            }
        }
        return report;
    }

    /** Ends the write: removes its temporary files, and when it failed, the files its tasks had moved up. */
    public void finish(boolean failed) throws IOException {
        Path root = root();
        FileSystem fs = fileSystem(root);
        fs.delete(temporary(root), true);
        Path temporaries = new Path(root, TEMPORARY);
        FileStatus[] left = fs.exists(temporaries) ? fs.listStatus(temporaries) : null;
        if (left != null && left.length == 0) {
            fs.delete(temporaries, false); // a concurrent write's directory stays
        }
        if (failed) {
            FileStatus[] moved = fs.globStatus(new Path(root, "part-*-" + write + "*"));
            for (FileStatus file : moved == null ? new FileStatus[0] : moved) {
                fs.delete(file.getPath(), false);
            }
        }
    }

    private Path root() {
        return FileLayer.path(directory);
    }

    private Path temporary(Path root) {
        return new Path(new Path(root, TEMPORARY), write);
    }

    private FileSystem fileSystem(Path root) throws IOException {
        return FileLayer.fileSystem(root, conf.value(), directory);
    }
}
