package org.chesslake.lake;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * What dead runs left in a lake, finished or dropped before a run begins: the publishes they had
 * marked are rolled forward ({@link Publish#rollForward}), their branches dropped with their data
 * files, their scratch directories and expired leases deleted. A run is dead when its
 * {@link RunLease} expired: a live run's branches, scratch and marker are never touched.
 */
public final class Recovery {

    private Recovery() {
    }

    /**
     * Finishes the publishes of dead runs and drops what dead runs left staged: branches, their data
     * files, scratch. A run whose lease is live ({@link RunLease#live}) is never touched. Returns
     * what it found and did, for the report.
     */
    public static List<String> recover(IcebergLake lake) throws IOException {
        List<String> recovered = new ArrayList<>();
        Path output = lake.output();
        Configuration conf = lake.spark().sparkContext().hadoopConfiguration();
        FileSystem fs = output.getFileSystem(conf);
        if (!fs.exists(output)) {
            return recovered;
        }
        Set<String> live = RunLease.live(output, conf).stream()
                .map(run -> IcebergLake.BRANCH_PREFIX + run).collect(Collectors.toSet());
        for (FileStatus status : fs.listStatus(output)) {
            if (!Publish.Marker.isMarker(status.getPath())) {
                continue;
            }
            Publish.Marker marker = Publish.Marker.read(fs, status.getPath());
            if (live.contains(marker.branch())) {
                continue;
            }
            Publish.rollForward(lake, marker);
            fs.delete(status.getPath(), false);
            recovered.add("rolled forward the publish of " + marker.branch() + ", killed while publishing");
        }
        Path scratch = new Path(output, IcebergLake.SCRATCH);
        if (fs.exists(scratch)) {
            for (FileStatus run : fs.listStatus(scratch)) {
                if (!live.contains(run.getPath().getName())) {
                    fs.delete(run.getPath(), true);
                }
            }
            Staging.deleteIfEmpty(fs, scratch);
        }
        for (LakeTable table : LakeTable.values()) {
            lake.table(table).ifPresent(t -> {
                List<String> stale = t.refs().keySet().stream()
                        .filter(r -> r.startsWith(IcebergLake.BRANCH_PREFIX) && !live.contains(r)).toList();
                stale.forEach(branch -> {
                    new RunBranch(lake, branch).drop(t);
                    recovered.add("dropped " + table.tableName() + " branch " + branch + " of a dead run, and its files");
                });
            });
        }
        RunLease.deleteExpired(output, conf);
        return recovered;
    }
}
