package org.chesslake.lake;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataOperations;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.SnapshotRef;
import org.apache.iceberg.Table;
import org.apache.iceberg.exceptions.CommitFailedException;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.util.SnapshotUtil;

/**
 * Publishing a run's staged tables: main of each table is made to hold the run's branch, Iceberg's
 * write-audit-publish. In a REST catalog every table in one commit ({@link MultiTablePublish});
 * elsewhere one atomic fast-forward per table, behind a publish marker in the output directory
 * ({@link Marker}), so that a run killed between them is rolled forward by a later run's
 * {@link Recovery}. When another run published meanwhile (main is no longer an ancestor of the
 * branch), the run's rows are re-based onto main's head first, retried while main keeps moving.
 */
final class Publish {

    /** How often a publish re-bases onto a main that other runs keep moving before it gives up. */
    private static final int ATTEMPTS = 10;

    private final IcebergLake lake;
    private final RunBranch branch;

    Publish(IcebergLake lake, RunBranch branch) {
        this.lake = lake;
        this.branch = branch;
    }

    /**
     * What a publish marker says: the run's branch and the sources whose rows it replaces. A marker
     * of an earlier version holds the branch alone.
     */
    record Marker(String branch, List<String> sources) {

        private static final ObjectMapper JSON = new ObjectMapper();

        /** Whether a file of the output directory is a publish marker. */
        static boolean isMarker(Path file) {
            return file.getName().startsWith(IcebergLake.MARKER);
        }

        static Marker read(FileSystem fs, Path file) throws IOException {
            String text;
            try (InputStream in = fs.open(file)) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            return text.trim().startsWith("{") ? JSON.readValue(text, Marker.class) : new Marker(text.trim(), List.of());
        }

        /** Writes the marker into the output directory: {@code OUTPUT/_publishing.<branch>}. */
        Path write(FileSystem fs, Path output) throws IOException {
            Path file = new Path(output, IcebergLake.MARKER + "." + branch);
            try (OutputStream out = fs.create(file, true)) {
                out.write(JSON.writeValueAsBytes(this));
            }
            return file;
        }
    }

    /**
     * Makes every staged table visible: {@code tables} are the run's staged tables, each with the
     * sources whose rows its publish replaces; {@code sources} are the run's sources, for the marker.
     */
    void publish(Map<LakeTable, Set<String>> tables, Set<String> sources) throws IOException {
        if (inOneCommit(tables)) {
            tables.keySet().forEach(table -> lake.spark().catalog().refreshTable(lake.name(table))); // Spark's cached tables
            return;
        }
        FileSystem fs = lake.output().getFileSystem(lake.spark().sparkContext().hadoopConfiguration());
        Path marker = new Marker(branch.name(), List.copyOf(sources)).write(fs, lake.output());
        tables.forEach(this::publish);
        fs.delete(marker, false);
    }

    /** Finishes the publish a killed run had marked: each table that still has its branch is published. */
    static void rollForward(IcebergLake lake, Marker marker) {
        Publish publish = new Publish(lake, new RunBranch(lake, marker.branch()));
        for (LakeTable table : LakeTable.values()) {
            if (lake.table(table).filter(t -> t.refs().containsKey(marker.branch())).isPresent()) {
                publish.publish(table, Set.copyOf(marker.sources()));
            }
        }
    }

    /**
     * Publishes every staged table in one commit where the catalog can ({@link MultiTablePublish}),
     * each table re-based first where another run moved its main, retried while main keeps moving.
     * False where the catalog commits one table at a time.
     */
    private boolean inOneCommit(Map<LakeTable, Set<String>> tables) {
        if (!MultiTablePublish.mayCommitTogether(lake.spark(), lake.catalogName())) {
            return false;
        }
        for (int attempt = 1; ; attempt++) {
            tables.forEach((table, replaced) -> {
                Table iceberg = lake.table(table).orElseThrow();
                if (mainMoved(iceberg)) {
                    rebase(table, iceberg, replaced);
                }
            });
            try {
                return MultiTablePublish.commit(lake.spark(), lake.catalogName(),
                        tables.keySet().stream().map(lake::id).toList(), branch.name());
            } catch (CommitFailedException e) {
                if (attempt >= ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /**
     * Makes a table's main hold the run's branch, and drops the branch: a fast-forward, or, when main
     * moved since the branch left it (another run published), the run's rows re-based onto main's
     * head ({@link #rebase}) and fast-forwarded, retried while main keeps moving.
     */
    private void publish(LakeTable lakeTable, Set<String> replaced) {
        for (int attempt = 1; ; attempt++) {
            Table table = lake.table(lakeTable).orElseThrow();
            if (!mainMoved(table)) {
                try {
                    table.manageSnapshots().fastForwardBranch(SnapshotRef.MAIN_BRANCH, branch.name())
                            .removeBranch(branch.name()).commit();
                    return;
                } catch (CommitFailedException | ValidationException e) {
                    if (attempt >= ATTEMPTS) {
                        throw e;
                    }
                    continue; // main moved meanwhile: re-base
                }
            }
            if (attempt >= ATTEMPTS) {
                throw new IllegalStateException(lake.name(lakeTable) + ": main kept moving, " + branch.name()
                        + " not published after " + attempt + " attempts");
            }
            rebase(lakeTable, table, replaced);
        }
    }

    /** Whether main moved since the run's branch left it: main is no longer an ancestor of the branch. */
    private boolean mainMoved(Table table) {
        Snapshot main = table.currentSnapshot();
        return main != null
                && !SnapshotUtil.isAncestorOf(table, branch.head(table).snapshotId(), main.snapshotId());
    }

    /**
     * Moves the run's branch onto main's head: the data files its appends added (the run's rows) are
     * kept, the branch is made again at main, the rows of {@code replaced} are deleted there and the
     * kept files appended. Files the branch's deletes rewrote (other sources' rows) are deleted.
     */
    private void rebase(LakeTable lakeTable, Table table, Set<String> replaced) {
        Snapshot main = table.currentSnapshot();
        List<DataFile> runFiles = new ArrayList<>();
        List<String> rewritten = new ArrayList<>();
        for (Snapshot snapshot : SnapshotUtil.ancestorsOf(branch.head(table).snapshotId(), table::snapshot)) {
            if (SnapshotUtil.isAncestorOf(table, main.snapshotId(), snapshot.snapshotId())) {
                break;
            }
            if (DataOperations.APPEND.equals(snapshot.operation())) {
                snapshot.addedDataFiles(table.io()).forEach(file -> runFiles.add(file.copy()));
            } else {
                snapshot.addedDataFiles(table.io()).forEach(file -> rewritten.add(file.location()));
            }
        }
        table.manageSnapshots().removeBranch(branch.name()).commit();
        rewritten.forEach(table.io()::deleteFile);
        table.manageSnapshots().createBranch(branch.name(), main.snapshotId()).commit();
        branch.deleteRows(lakeTable, lake.table(lakeTable).orElseThrow(), replaced);
        if (!runFiles.isEmpty()) {
            AppendFiles append = lake.table(lakeTable).orElseThrow().newAppend().toBranch(branch.name());
            runFiles.forEach(append::appendFile);
            append.commit();
        }
    }
}
