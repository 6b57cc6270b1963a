package org.chesslake.ingest;

import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.chesslake.scan.ReadMode;

/**
 * The ingest job's command line. What it leaves out comes from the defaults
 * ({@code conf/ingest.properties}, keys named like the options without dashes), else: sample-data/
 * into lake/, every table, PERMISSIVE, Iceberg tables in a Hadoop catalog in the output directory.
 */
public record IngestArgs(List<String> inputs, String output, Set<LakeTable> tables, ReadMode mode,
                         String catalog, String namespace, String master, long gamesPerPartition, boolean full,
                         boolean prune) {

    public static final String USAGE = """
            usage: jobs/ingest [--input PATH...] [--output DIR] [--tables games,moves,names]
                               [--mode permissive|failfast] [--catalog NAME] [--namespace NS]
                               [--games-per-partition N] [--master URL] [--full] [--prune]
              --input     database files, directories (searched recursively) or globs; default sample-data
              --output    the lake: the tables (unless --catalog) and _report.json; default lake
              --tables    which tables to write; default games,moves,names
              --mode      permissive: a bad game keeps its row with decode_error; failfast: stop at it
              --catalog   an Iceberg catalog configured with spark.sql.catalog.NAME (REST, Hive, Glue, ...);
                          default: a Hadoop catalog in the output directory
              --namespace the catalog's namespace for the tables; default %s (with --catalog)
              --games-per-partition  index entries per partition; default 50000
              --master    Spark master; default: spark-submit's, else embedded local[*]
              --full      read every database again, also those whose files are as the lake's sources table records
              --prune     delete the rows of sources in the lake whose files are gone from below the input
            Every run writes, audits and only then publishes: a run that fails changes no table.
            A run reads only the databases that are new or changed since the lake recorded them.
            """.formatted(IcebergLake.DEFAULT_NAMESPACE);

    public static IngestArgs parse(String... args) {
        return parse(new Properties(), args);
    }

    public static IngestArgs parse(Properties defaults, String... args) {
        List<String> inputs = new ArrayList<>();
        String output = defaults.getProperty("output", "lake");
        Set<LakeTable> tables = tables(defaults.getProperty("tables", LakeTable.allNames()));
        ReadMode mode = mode(defaults.getProperty("mode", ReadMode.PERMISSIVE.name()));
        String catalog = defaults.getProperty("catalog");
        String namespace = defaults.getProperty("namespace", IcebergLake.DEFAULT_NAMESPACE);
        String master = defaults.getProperty("master");
        long gamesPerPartition = Long.parseLong(defaults.getProperty("games-per-partition", "0"));
        boolean full = Boolean.parseBoolean(defaults.getProperty("full", "false"));
        boolean prune = Boolean.parseBoolean(defaults.getProperty("prune", "false"));
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--input" -> {
                    while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                        inputs.add(args[++i]);
                    }
                    if (inputs.isEmpty()) {
                        throw new IllegalArgumentException("--input needs at least one path\n" + USAGE);
                    }
                }
                case "--output" -> output = value(args, ++i, arg);
                case "--tables" -> tables = tables(value(args, ++i, arg));
                case "--mode" -> mode = mode(value(args, ++i, arg));
                case "--catalog" -> catalog = value(args, ++i, arg);
                case "--namespace" -> namespace = value(args, ++i, arg);
                case "--master" -> master = value(args, ++i, arg);
                case "--games-per-partition" -> gamesPerPartition = Long.parseLong(value(args, ++i, arg));
                case "--full" -> full = true;
                case "--prune" -> prune = true;
                case "--help", "-h" -> throw new HelpRequested();
                default -> throw new IllegalArgumentException("unknown argument '" + arg + "'\n" + USAGE);
            }
        }
        if (inputs.isEmpty()) {
            inputs.add(defaults.getProperty("input", "sample-data"));
        }
        return new IngestArgs(List.copyOf(inputs), output, Set.copyOf(tables), mode, catalog, namespace,
                master, gamesPerPartition, full, prune);
    }

    /** Thrown for --help: the caller prints the usage and exits 0. */
    public static final class HelpRequested extends RuntimeException {
        public HelpRequested() {
            super(USAGE, null, false, false);
        }
    }

    private static String value(String[] args, int i, String name) {
        if (i >= args.length) {
            throw new IllegalArgumentException(name + " needs a value\n" + USAGE);
        }
        return args[i];
    }

    private static Set<LakeTable> tables(String list) {
        Set<LakeTable> tables = EnumSet.noneOf(LakeTable.class);
        for (String table : list.split(",")) {
            try {
                tables.add(LakeTable.named(table));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--tables: " + e.getMessage());
            }
        }
        return tables;
    }

    private static ReadMode mode(String mode) {
        try {
            return ReadMode.parse(mode);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--mode must be permissive or failfast, not '" + mode + "'");
        }
    }
}
