package org.chesslake.lake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.IcebergGenerics;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.ListedFile;
import org.chesslake.scan.DatabaseRef;

/**
 * The sources table: one row per source the lake holds, what it was read from and what the lake
 * holds of it. A run compares each database of its input with its row ({@link Files#fingerprint})
 * and reads only those that are new or changed.
 */
public final class SourcesTable {

    /** One file of a source as the run's listing saw it. */
    public record SourceFile(String path, long size, long modified) {
    }

    /**
     * A database's files as listed (the file that opens it and its companions, by name) and their
     * fingerprint: a hash of each file's name, size and modification time. Taken from the listing,
     * no file is read: a rewrite that keeps every size and modification time is not seen (as rsync's
     * quick check); {@code --full} reads everything again.
     */
    public record Files(List<SourceFile> files, String fingerprint) {

        public static Files of(DatabaseRef database, Configuration conf) {
            Path file = new Path(database.path());
            Path directory = file.getParent();
            List<SourceFile> files = new ArrayList<>();
            List<ListedFile> group = database.listing() == null ? null : database.listing().group();
            if (group == null) {
                group = listGroup(file, conf);
            }
            for (ListedFile listed : group) {
                files.add(new SourceFile(new Path(directory, listed.name()).toString(), listed.size(), listed.modified()));
            }
            files.sort(Comparator.comparing(SourceFile::path));
            return new Files(List.copyOf(files), fingerprint(files));
        }

        private static String fingerprint(List<SourceFile> files) {
            try {
                MessageDigest digest = MessageDigest.getInstance("SHA-256");
                for (SourceFile f : files) {
                    digest.update((new Path(f.path()).getName() + "\t" + f.size() + "\t" + f.modified() + "\n")
                            .getBytes(StandardCharsets.UTF_8));
                }
                return HexFormat.of().formatHex(digest.digest(), 0, 16);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("no SHA-256 in this JVM", e);
            }
        }

        /** A database named alone: its directory's files with its base name, as the finder groups them. */
        private static List<ListedFile> listGroup(Path file, Configuration conf) {
            String base = baseKey(file.getName());
            try {
                FileSystem fs = file.getFileSystem(conf);
                List<ListedFile> group = new ArrayList<>();
                for (FileStatus status : fs.listStatus(file.getParent())) {
                    if (status.isFile() && baseKey(status.getPath().getName()).equals(base)) {
                        group.add(new ListedFile(status.getPath().getName(), status.getLen(), status.getModificationTime()));
                    }
                }
                return group;
            } catch (IOException e) {
                throw new UncheckedIOException(file + ": " + e.getMessage(), e);
            }
        }

        private static String baseKey(String fileName) {
            int dot = fileName.lastIndexOf('.');
            return (dot < 0 ? fileName : fileName.substring(0, dot)).toLowerCase(Locale.ROOT);
        }
    }

    /**
     * A row: the source's name and identity (the location of the file that opens the database, and
     * its format), its files and their fingerprint, the game tables its rows were last written to, the
     * run that last wrote the row and when, the counts the lake holds of it, and the error of a
     * database that could not be opened (its rows, if any, are an earlier run's). A row written before
     * sources had a location has none: its database is the one among its files.
     */
    public record Source(String source, String location, String format, Files files, List<String> tables, String runId,
                         Instant ingestedAt, long entries, long games, long decodeErrors, long moves, long names,
                         String error) {

        /** The database file that opens the source: its location, or for an earlier row the first of its files. */
        public String path() {
            return location != null ? location : files.files().isEmpty() ? null : files.files().get(0).path();
        }

        /** Whether this is the row of that database: the same format at the same location. */
        public boolean isOf(DatabaseRef database) {
            if (!format.equals(database.format())) {
                return false;
            }
            return location != null ? location.equals(database.path())
                    : files.files().stream().anyMatch(file -> file.path().equals(database.path()));
        }
    }

    /** The table's columns. */
    public static final StructType SCHEMA = new StructType()
            .add("source", DataTypes.StringType)
            .add("location", DataTypes.StringType)
            .add("format", DataTypes.StringType)
            .add("files", DataTypes.createArrayType(new StructType()
                    .add("path", DataTypes.StringType)
                    .add("size", DataTypes.LongType)
                    .add("modified", DataTypes.TimestampType)))
            .add("fingerprint", DataTypes.StringType)
            .add("tables", DataTypes.createArrayType(DataTypes.StringType))
            .add("run_id", DataTypes.StringType)
            .add("ingested_at", DataTypes.TimestampType)
            .add("entries", DataTypes.LongType)
            .add("games", DataTypes.LongType)
            .add("decode_errors", DataTypes.LongType)
            .add("moves", DataTypes.LongType)
            .add("names", DataTypes.LongType)
            .add("error", DataTypes.StringType);

    private SourcesTable() {
    }

    /**
     * The rows the lake holds at one snapshot of the sources table, by source.
     *
     * @param snapshotId the table's snapshot they were read from; null where the lake has no sources table
     *                   or it has no snapshot yet (no rows)
     */
    public record Recorded(Long snapshotId, Map<String, Source> sources) {
    }

    /** The rows the lake holds, by source; none in a lake without the table. */
    public static Map<String, Source> read(IcebergLake lake) {
        return recorded(lake).sources();
    }

    /**
     * The rows the lake holds now and the snapshot they are of, read on the driver with Iceberg's
     * reader of generic records: the table is small (a row per source), and a Spark job would cost a
     * plan and a scheduling for a few kilobytes.
     */
    public static Recorded recorded(IcebergLake lake) {
        Optional<Table> table = lake.table(LakeTable.SOURCES);
        Snapshot current = table.map(Table::currentSnapshot).orElse(null);
        Map<String, Source> sources = new LinkedHashMap<>();
        if (current == null) {
            return new Recorded(null, sources);
        }
        try (CloseableIterable<Record> rows = IcebergGenerics.read(table.get()).useSnapshot(current.snapshotId()).build()) {
            for (Record row : rows) {
                Source source = source(row);
                sources.put(source.source(), source);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(lake.name(LakeTable.SOURCES) + ": " + e.getMessage(), e);
        }
        return new Recorded(current.snapshotId(), sources);
    }

    /** The snapshot id of the sources table's main now, as {@link Recorded#snapshotId} says it. */
    public static Long snapshotId(IcebergLake lake) {
        return lake.table(LakeTable.SOURCES).map(Table::currentSnapshot).map(Snapshot::snapshotId).orElse(null);
    }

    private static Source source(Record row) {
        List<SourceFile> files = new ArrayList<>();
        for (Object value : (List<?>) row.getField("files")) {
            Record file = (Record) value;
            files.add(new SourceFile((String) file.getField("path"), (Long) file.getField("size"),
                    instant(file.getField("modified")).toEpochMilli()));
        }
        // a lake of an earlier version has no location column until a run writes its sources table (null here)
        return new Source((String) row.getField("source"), (String) row.getField("location"),
                (String) row.getField("format"), new Files(files, (String) row.getField("fingerprint")),
                ((List<?>) row.getField("tables")).stream().map(String.class::cast).toList(),
                (String) row.getField("run_id"), instant(row.getField("ingested_at")), (Long) row.getField("entries"),
                (Long) row.getField("games"), (Long) row.getField("decode_errors"), (Long) row.getField("moves"),
                (Long) row.getField("names"), (String) row.getField("error"));
    }

    /** A timestamp column's value: Spark's timestamps are Iceberg's {@code timestamptz}, read as an OffsetDateTime. */
    private static Instant instant(Object value) {
        return ((OffsetDateTime) value).toInstant();
    }

    /** The rows of {@code sources}, as the table holds them. */
    public static Dataset<Row> rows(SparkSession spark, List<Source> sources) {
        List<Row> rows = new ArrayList<>();
        for (Source s : sources) {
            List<Row> files = s.files().files().stream()
                    .map(f -> RowFactory.create(f.path(), f.size(), Instant.ofEpochMilli(f.modified()))).toList();
            rows.add(RowFactory.create(s.source(), s.location(), s.format(), files, s.files().fingerprint(), s.tables(), s.runId(),
                    s.ingestedAt(), s.entries(), s.games(), s.decodeErrors(), s.moves(), s.names(), s.error()));
        }
        return spark.createDataFrame(rows, SCHEMA);
    }
}
