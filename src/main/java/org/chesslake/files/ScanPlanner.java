package org.chesslake.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;

/**
 * Plans a scan over many databases on the driver: each database's cheap {@link DatabasePlan}
 * (sizes, index length, headers), its splits weighed by their share of its bytes, and the pieces
 * packed into partitions. Nothing here reads a game record.
 */
public final class ScanPlanner {

    private final Configuration conf;
    private final FormatOptions options;
    private final SplitSizing sizing;
    private final Packing packing;

    public ScanPlanner(Configuration conf, FormatOptions options, SplitSizing sizing, Packing packing) {
        this.conf = conf;
        this.options = options;
        this.sizing = sizing;
        this.packing = packing;
    }

    /**
     * The partitions of a scan, each a list of pieces.
     *
     * @param wholeDatabases one piece per database (the names table), instead of one per split
     */
    public List<List<Piece>> plan(List<DatabaseRef> databases, boolean wholeDatabases) {
        List<Packing.Weighted> pieces = new ArrayList<>();
        for (DatabaseRef ref : databases) {
            DatabasePlan plan;
            try {
                plan = Formats.byName(ref.format()).plan(InputFile.open(ref.path(), conf), options, sizing);
            } catch (IOException e) {
                throw new UncheckedIOException(e.getMessage(), e);
            }
            if (wholeDatabases) {
                long end = plan.splits().isEmpty() ? 0 : plan.splits().get(plan.splits().size() - 1).end();
                pieces.add(new Packing.Weighted(new Piece(ref, plan.facts(), new Split(0, end)), plan.bytes(), false));
                continue;
            }
            long units = Math.max(1, plan.units());
            boolean several = plan.splits().size() > 1;
            for (Split split : plan.splits()) {
                long bytes = (long) ((double) plan.bytes() * split.length() / units);
                pieces.add(new Packing.Weighted(new Piece(ref, plan.facts(), split), bytes, several));
            }
        }
        return packing.pack(pieces);
    }
}
