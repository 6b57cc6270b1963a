package org.chesslake.ingest;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.chesslake.scan.ReadMode;

/**
 * The run's report: written as {@code _report.json} beside the tables and printed as a summary.
 * {@code snapshots}: each table's snapshot after the publish (for time travel).
 */
public record IngestReport(String output, List<String> tables, ReadMode mode, double seconds,
                           Map<String, Long> snapshots, List<SourceReport> sources) {

    public static final String FILE = "_report.json";

    public long entries() {
        return sources.stream().mapToLong(SourceReport::entries).sum();
    }

    public long decodeErrors() {
        return sources.stream().mapToLong(SourceReport::decodeErrors).sum();
    }

    void write(Path dir, Configuration hadoop) throws IOException {
        Path file = new Path(dir, FILE);
        try (OutputStream out = file.getFileSystem(hadoop).create(file, true)) {
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(out, this);
        }
    }

    String summary() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%-32s %-14s %9s %9s %7s %10s %7s%n",
                "source", "format", "entries", "written", "errors", "moves", "names"));
        for (SourceReport s : sources) {
            out.append(String.format(Locale.ROOT, "%-32s %-14s %9d %9d %7d %10d %7d%s%n",
                    s.source(), s.format(), s.entries(), s.gamesWritten(), s.decodeErrors(), s.moves(), s.names(),
                    s.accountedFor() ? "" : "  NOT ACCOUNTED FOR"));
        }
        out.append(String.format(Locale.ROOT, "%d databases, %d games (%d with decode_error) into %s in %.1f s%n",
                sources.size(), entries(), decodeErrors(), output, seconds));
        snapshots.forEach((table, id) -> out.append(String.format(Locale.ROOT, "  %s snapshot %d%n", table, id)));
        return out.toString();
    }
}
