package org.chesslake.export;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.chesslake.files.FileLayer;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.table.ColumnValues;

/**
 * A write of games into a directory, one set of files per task, named {@code part-NNNNN-<write>}
 * plus the format's suffixes ({@code .pgn}, {@code -xiangqi.pgn}; {@code .si4/.sn4/.sg4}). A task without
 * games writes no file.
 *
 * <p>On a file system with an atomic rename (local disk, HDFS) each task attempt writes below
 * {@code _temporary/<write>/} and reports its files; once every task has succeeded, {@link #commit} moves
 * them into the directory, so a failed write shows no file of it. An attempt that fails (or is killed)
 * removes its own files, and {@link #abort} the rest.
 *
 * <p>On an object store (S3, GCS, Azure), where a rename is a copy and a delete, each file is written once
 * under its final name: an upload is atomic, so a file is there whole or not at all, and the attempts of
 * one task write the same file. An attempt that fails aborts the uploads it has open (where the store
 * can); {@link #abort} deletes every file of the write, which it finds by the write's name. There the
 * files appear as their tasks end, not all at once.
 *
 * <p>Either way a task that ends after the write was stopped removes what it wrote.
 */
public final class ExportDirectory implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;
    private static final String TEMPORARY = "_temporary";

    private final String directory;
    private final String write = UUID.randomUUID().toString();
    private final SerializableConfiguration conf;
    /** Whether the files are written under their final names (an object store), not moved there. */
    private final boolean inPlace;

    /** What one task wrote: its report and its files (below the temporary directory, unless written in place). */
    public record TaskOutput(ExportReport report, List<String> files) implements Serializable {
    }

    /** @param directory the output directory, as the user gave it (any Hadoop file system) */
    public ExportDirectory(String directory, Configuration conf) {
        this.directory = directory;
        this.conf = new SerializableConfiguration(conf);
        this.inPlace = !FileLayer.renamesAtomically(directory, conf);
    }

    /** Starts the write, before its tasks run: marks it live, so that a task that ends after the write was stopped knows. */
    public void start() throws IOException {
        fileSystem().create(live(), true).close();
    }

    /** Writes one task's rows: below the temporary directory, or in place on an object store. */
    public TaskOutput writeTask(int partition, int attempt, Iterator<? extends ColumnValues> rows, ExportOptions options)
            throws IOException {
        FileSystem fs = fileSystem();
        Path attemptDirectory = inPlace ? root() : new Path(temporary(), partition + "-" + attempt);
        String name = String.format(Locale.ROOT, "part-%05d-%s", partition, write);
        List<String> written = new ArrayList<>();
        boolean[] failed = {false};
        OutputFiles files = suffix -> {
            Path file = new Path(attemptDirectory, name + suffix);
            written.add(file.toString());
            FSDataOutputStream stream = fs.create(file, true);
            return inPlace ? OutputFiles.abortingOnFailure(stream, () -> failed[0], () -> { }) : stream;
        };
        ExportReport report;
        GameSink sink = options.format().open(files, options);
        boolean wrote = false;
        try {
            report = new GameExport(options).write(rows, sink, count -> { });
            wrote = true;
            sink.close();
        } catch (IOException | RuntimeException | Error e) {
            failed[0] = true;
            if (!wrote) {
                closeFailed(sink, e);
            }
            if (!inPlace) {
                removeAttempt(fs, attemptDirectory);
            }
            throw e;
        }
        // files written before the write was stopped are removed by the stop; files written after, here
        if (!fs.exists(live())) {
            if (inPlace) {
                for (String file : written) {
                    fs.delete(new Path(file), false);
                }
            } else {
                removeAttempt(fs, attemptDirectory);
            }
            throw new IOException("the write to " + directory + " was stopped before this task ended");
        }
        return new TaskOutput(report, written);
    }

    private static void closeFailed(GameSink sink, Throwable failure) {
        try {
            sink.close();
        } catch (IOException | RuntimeException e) {
            failure.addSuppressed(e);
        }
    }

    /** Removes an attempt's files: only its own while the write is live, since other attempts are writing beside it. */
    private void removeAttempt(FileSystem fs, Path attemptDirectory) throws IOException {
        fs.delete(attemptDirectory, true);
        if (!fs.exists(live())) {
            removeIfEmpty(fs, temporary());
            removeIfEmpty(fs, temporary().getParent());
        }
    }

    /**
     * Moves every task's files into the directory (written there already on an object store), then ends
     * the write; returns the tasks' reports summed.
     */
    public ExportReport commit(List<TaskOutput> tasks) throws IOException {
        FileSystem fs = fileSystem();
        Path root = root();
        ExportReport report = ExportReport.NONE;
        for (TaskOutput task : tasks) {
            if (!inPlace) {
                for (String written : task.files()) {
                    Path file = new Path(written);
                    Path target = new Path(root, file.getName());
                    if (!fs.rename(file, target)) {
                        throw new IOException("cannot move " + file + " to " + target);
                    }
                }
            }
            report = report.plus(task.report());
        }
        end(fs);
        return report;
    }

    /**
     * Stops the write and removes its files: the temporary ones (all of them after a failure: none was
     * moved), or on an object store every file of the write in the directory.
     */
    public void abort() throws IOException {
        FileSystem fs = fileSystem();
        end(fs);
        if (inPlace) {
            try {
                for (FileStatus file : fs.listStatus(root(), path -> path.getName().contains(write))) {
                    fs.delete(file.getPath(), false);
                }
            } catch (FileNotFoundException e) {
                // no task wrote a file
            }
        }
    }

    /** Ends the write: its mark goes first, so a task still running removes what it writes itself; then its temporary files. */
    private void end(FileSystem fs) throws IOException {
        fs.delete(live(), false);
        fs.delete(temporary(), true);
        removeIfEmpty(fs, temporary().getParent());
    }

    /** Removes a directory that holds nothing (the temporary directory of all writes: another write may be using it). */
    private static void removeIfEmpty(FileSystem fs, Path directory) throws IOException {
        try {
            if (fs.listStatus(directory).length == 0) {
                fs.delete(directory, false);
            }
        } catch (FileNotFoundException e) {
            // removed already, by the write or another of its tasks
        }
    }

    private Path root() {
        return FileLayer.path(directory);
    }

    private Path temporary() {
        return new Path(new Path(root(), TEMPORARY), write);
    }

    /** The mark of a live write, beside (not in) its temporary directory. */
    private Path live() {
        return new Path(new Path(root(), TEMPORARY), write + ".live");
    }

    private FileSystem fileSystem() throws IOException {
        return FileLayer.writing(root(), conf.value(), directory);
    }
}
