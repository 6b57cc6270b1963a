package org.chesslake.ingest;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.chesslake.scan.ReadMode;

/**
 * The run's report: written as {@code _report.json} beside the tables and printed as a summary.
 * {@code snapshots}: each table's snapshot after the publish (for time travel); {@code recovered}:
 * what the run found of dead runs before it began and what it did with it.
 */
public record IngestReport(String output, List<String> tables, ReadMode mode, double seconds,
                           Map<String, Long> snapshots, List<SourceReport> sources, List<String> recovered) {

    public static final String FILE = "_report.json";

    /** The index entries of the sources this run read. */
    public long entries() {
        return read().mapToLong(SourceReport::entries).sum();
    }

    /** The games with a decode_error among the sources this run read. */
    public long decodeErrors() {
        return read().mapToLong(SourceReport::decodeErrors).sum();
    }

    /** The sources of a status, in report order. */
    public List<String> sources(SourceStatus status) {
        return sources.stream().filter(s -> s.status() == status).map(SourceReport::source).toList();
    }

    private java.util.stream.Stream<SourceReport> read() {
        return sources.stream().filter(s -> s.status().read());
    }

    void write(Path dir, Configuration hadoop) throws IOException {
        Path file = new Path(dir, FILE);
        try (OutputStream out = file.getFileSystem(hadoop).create(file, true)) {
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(out, this);
        }
    }

    public String summary() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%-32s %-14s %-10s %9s %9s %7s %10s %7s%n",
                "source", "format", "status", "entries", "written", "errors", "moves", "names"));
        for (SourceReport s : sources) {
            out.append(String.format(Locale.ROOT, "%-32s %-14s %-10s %9d %9d %7d %10d %7d%s%s%n",
                    s.source(), s.format(), s.status(), s.entries(), s.gamesWritten(), s.decodeErrors(), s.moves(),
                    s.names(), s.accountedFor() ? "" : "  NOT ACCOUNTED FOR", s.error() == null ? "" : "  " + s.error()));
            if (s.sameFilesAs() != null) {
                out.append(String.format(Locale.ROOT, "  %s: same files as source %s (moved or copied? --prune drops the"
                        + " old one once its files are gone)%n", s.source(), s.sameFilesAs()));
            }
        }
        Map<SourceStatus, Long> counts = sources.stream()
                .collect(Collectors.groupingBy(SourceReport::status, () -> new EnumMap<>(SourceStatus.class), Collectors.counting()));
        out.append(String.format(Locale.ROOT, "%d databases (%s), %d games read (%d with decode_error) into %s in %.1f s%n",
                sources.size(), counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                        .collect(Collectors.joining(", ")), entries(), decodeErrors(), output, seconds));
        recovered.forEach(line -> out.append("recovered: ").append(line).append(System.lineSeparator()));
        snapshots.forEach((table, id) -> out.append(String.format(Locale.ROOT, "  %s snapshot %d%n", table, id)));
        return out.toString();
    }
}
