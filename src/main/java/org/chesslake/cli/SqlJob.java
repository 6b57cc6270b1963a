package org.chesslake.cli;

import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.chesslake.spark.ChesslakeExtensions;

/**
 * Entry point of {@code jobs/sql}: one SQL query over the lake on an embedded Spark, with
 * {@code games}, {@code moves} and {@code names} resolving to the lake's tables (the lake's catalog
 * and namespace are the current ones, so {@code VERSION AS OF} works).
 */
public final class SqlJob {

    /** What the job prints for --help and with an argument error; the docs show only its options (DocCommandsTest). */
    public static final String USAGE = """
            usage: jobs/sql [--lake DIR] [--catalog NAME] [--namespace NS] [--format table|csv|json]
                            [--max-rows N] [--param NAME=VALUE ...] QUERY-or-FILE.sql
              --lake       the ingest's output directory; default lake
              --catalog    an Iceberg catalog configured with spark.sql.catalog.NAME (as for the ingest)
              --namespace  the catalog's namespace; default %s
              --format     table (default), csv (with a header line) or json (one object per line)
              --max-rows   rows the table format prints; default 1000
              --param      binds the query's marker :NAME to the string VALUE (repeatable)
            """.formatted(IcebergLake.DEFAULT_NAMESPACE);

    private static final String EXTENSIONS = "spark.sql.extensions";

    private SqlJob() {
    }

    /** The command line of jobs/sql; {@code params} bind the query's named markers ({@code :name}). */
    public record Args(String lake, String catalog, String namespace, String format, int maxRows, Map<String, Object> params,
                String query) {

        public static Args parse(String... argv) throws IOException {
            String lake = "lake";
            String catalog = null;
            String namespace = IcebergLake.DEFAULT_NAMESPACE;
            String format = "table";
            int maxRows = 1000;
            Map<String, Object> params = new LinkedHashMap<>();
            String query = null;
            for (int i = 0; i < argv.length; i++) {
                switch (argv[i]) {
                    case "--lake" -> lake = value(argv, ++i);
                    case "--catalog" -> catalog = value(argv, ++i);
                    case "--namespace" -> namespace = value(argv, ++i);
                    case "--format" -> format = value(argv, ++i).toLowerCase(Locale.ROOT);
                    case "--max-rows" -> maxRows = Integer.parseInt(value(argv, ++i));
                    case "--param" -> param(value(argv, ++i), params);
                    default -> {
                        if (query != null || argv[i].startsWith("--")) {
                            throw new IllegalArgumentException("unexpected argument '" + argv[i] + "'\n" + USAGE);
                        }
                        query = argv[i];
                    }
                }
            }
            if (query == null) {
                throw new IllegalArgumentException("no query\n" + USAGE);
            }
            if (!format.equals("table") && !format.equals("csv") && !format.equals("json")) {
                throw new IllegalArgumentException("--format must be table, csv or json, not '" + format + "'");
            }
            return new Args(lake, catalog, namespace, format, maxRows, Map.copyOf(params), queryText(query));
        }

        /** Adds NAME=VALUE to the parameters; the value is everything after the first '='. */
        private static void param(String nameValue, Map<String, Object> params) {
            int eq = nameValue.indexOf('=');
            String name = eq < 0 ? "" : nameValue.substring(0, eq);
            if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw new IllegalArgumentException("--param needs NAME=VALUE with NAME a SQL identifier, not '"
                        + nameValue + "'\n" + USAGE);
            }
            if (params.put(name, nameValue.substring(eq + 1)) != null) {
                throw new IllegalArgumentException("--param " + name + " is given twice");
            }
        }

        private static String value(String[] argv, int i) {
            if (i >= argv.length) {
                throw new IllegalArgumentException(argv[i - 1] + " needs a value\n" + USAGE);
            }
            return argv[i];
        }
    }

    public static void main(String[] argv) throws Exception {
        Args args;
        try {
            args = Args.parse(argv);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        SparkSession spark = sessionOnLake("chesslake-sql", args.lake(), args.catalog(), args.namespace());
        try {
            print(result(spark, args), args.format(), args.maxRows(), System.out);
        } finally {
            spark.stop();
        }
    }

    /** The query's result, its {@code :name} markers bound to the {@code --param} values. */
    public static Dataset<Row> result(SparkSession spark, Args args) {
        return args.params().isEmpty() ? spark.sql(args.query()) : spark.sql(args.query(), args.params());
    }

    /** A query given as text, or the text of the {@code .sql} file it names. */
    static String queryText(String queryOrFile) throws IOException {
        if (!queryOrFile.endsWith(".sql")) {
            return queryOrFile;
        }
        Path file = Path.of(queryOrFile);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(queryOrFile + ": no such file");
        }
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /**
     * A session (local unless spark-submit gave a master) whose {@code games}, {@code moves} and
     * {@code names} are the lake's, with chesslake's SQL functions beside any extensions the user
     * configured; a directory that holds no lake ends the process with its message and status 2.
     */
    public static SparkSession sessionOnLake(String appName, String lake, String catalog, String namespace) {
        SparkConf conf = new SparkConf().setAppName(appName);
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        String extensions = conf.get(EXTENSIONS, "");
        if (!List.of(extensions.split("\\s*,\\s*")).contains(ChesslakeExtensions.CLASS_NAME)) {
            conf.set(EXTENSIONS, extensions.isBlank() ? ChesslakeExtensions.CLASS_NAME
                    : extensions + "," + ChesslakeExtensions.CLASS_NAME);
        }
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
        try {
            register(spark, lake, catalog, namespace);
        } catch (IllegalArgumentException noLake) {
            System.err.println(noLake.getMessage());
            spark.stop();
            System.exit(2);
        }
        return spark;
    }

    /**
     * Makes {@code games}, {@code moves} and {@code names} name the lake's tables in this session: the
     * lake's catalog and namespace become the current ones. A lake without any of them is an error
     * naming where it was looked for.
     */
    public static void register(SparkSession spark, String lake, String catalog, String namespace) {
        IcebergLake iceberg = IcebergLake.of(spark, lake, catalog, namespace);
        if (iceberg.tables().isEmpty()) {
            String where = catalog == null ? lake : "catalog " + catalog + ", namespace " + namespace;
            throw new IllegalArgumentException(where + ": no lake here (none of the Iceberg tables "
                    + LakeTable.allNames() + ")");
        }
        spark.sql("USE " + iceberg.namespaceName());
    }

    public static void print(Dataset<Row> query, String format, int maxRows, PrintStream out) {
        Dataset<Row> result = format.equals("json") ? query : complexAsJson(query);
        switch (format) {
            case "json" -> result.toJSON().toLocalIterator().forEachRemaining(out::println);
            case "csv" -> {
                out.println(String.join(",", Arrays.stream(result.columns()).map(SqlJob::csv).toList()));
                Iterator<Row> rows = result.toLocalIterator();
                while (rows.hasNext()) {
                    Row row = rows.next();
                    StringBuilder line = new StringBuilder();
                    for (int i = 0; i < row.length(); i++) {
                        line.append(i == 0 ? "" : ",").append(row.isNullAt(i) ? "" : csv(String.valueOf(row.get(i))));
                    }
                    out.println(line);
                }
            }
            default -> table(result, maxRows, out);
        }
    }

    /**
     * The query's map, array and struct columns as their JSON text ({@code {"Event":"Hastings"}},
     * {@code [1,3]}): the text a CSV or table cell can hold and a reader can parse, where the JVM's own
     * rendering of the values would be Scala's ({@code Map(Event -> Hastings)}).
     */
    private static Dataset<Row> complexAsJson(Dataset<Row> query) {
        StructField[] fields = query.schema().fields();
        if (Arrays.stream(fields).noneMatch(f -> isComplex(f.dataType()))) {
            return query;
        }
        // by position: a query's columns need not have distinct names
        String[] positions = new String[fields.length];
        Arrays.setAll(positions, i -> "c" + i);
        Dataset<Row> numbered = query.toDF(positions);
        Column[] columns = new Column[fields.length];
        for (int i = 0; i < fields.length; i++) {
            Column column = numbered.col(positions[i]);
            columns[i] = isComplex(fields[i].dataType()) ? functions.to_json(column) : column;
        }
        return numbered.select(columns).toDF(query.columns());
    }

    private static boolean isComplex(DataType type) {
        return type instanceof MapType || type instanceof ArrayType || type instanceof StructType;
    }

    /** An aligned text table of the first {@code maxRows} rows, and a line saying if there were more. */
    private static void table(Dataset<Row> result, int maxRows, PrintStream out) {
        String[] columns = result.columns();
        java.util.List<Row> rows = result.limit(maxRows + 1).collectAsList();
        java.util.List<String[]> cells = new java.util.ArrayList<>();
        cells.add(columns);
        for (Row row : rows.subList(0, Math.min(rows.size(), maxRows))) {
            String[] line = new String[columns.length];
            for (int i = 0; i < line.length; i++) {
                line[i] = row.isNullAt(i) ? "NULL" : String.valueOf(row.get(i));
            }
            cells.add(line);
        }
        int[] widths = new int[columns.length];
        for (String[] line : cells) {
            for (int i = 0; i < line.length; i++) {
                widths[i] = Math.max(widths[i], line[i].length());
            }
        }
        for (int r = 0; r < cells.size(); r++) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < columns.length; i++) {
                line.append(i == 0 ? "" : " | ").append(String.format("%-" + Math.max(widths[i], 1) + "s", cells.get(r)[i]));
            }
            out.println(line.toString().stripTrailing());
            if (r == 0) {
                out.println("-".repeat(line.toString().stripTrailing().length()));
            }
        }
        out.println(rows.size() > maxRows ? "(first " + maxRows + " rows; --max-rows shows more)"
                : "(" + rows.size() + (rows.size() == 1 ? " row)" : " rows)"));
    }

    private static String csv(String value) {
        boolean quote = value.indexOf(',') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0;
        return quote ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }
}
