package org.chesslake.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Entry point of {@code jobs/sql}: one SQL query over the lake on an embedded Spark, with
 * {@code games}, {@code moves} and {@code names} resolving to the lake's tables (the lake's catalog
 * and namespace are the current ones, so {@code VERSION AS OF} works).
 */
@Command(name = "jobs/sql", description = "Runs one SQL query, or the query of a .sql file, over the lake: games, moves"
        + " and names are the lake's tables, with chesslake's SQL functions.",
        footer = "%njobs/sql also takes --conf KEY=VALUE (a Spark setting; repeatable).")
public final class SqlJob extends Job {

    /** How the result is printed. */
    public enum Format {
        /** An aligned text table of the first --max-rows rows. */
        TABLE,
        /** CSV with a header line. */
        CSV,
        /** One JSON object per line. */
        JSON
    }

    @Mixin
    private LakeOptions lake = new LakeOptions();

    @Option(names = "--format", paramLabel = "table|csv|json", defaultValue = "table",
            description = "table (default), csv (with a header line) or json (one object per line)")
    private Format format;

    @Option(names = "--max-rows", paramLabel = "N", defaultValue = "1000",
            description = "rows the table format prints; default ${DEFAULT-VALUE}")
    private int maxRows;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "binds the query's marker :NAME to the string VALUE (repeatable)")
    private List<String> params = List.of();

    @Parameters(paramLabel = "QUERY-or-FILE.sql", description = "the query, or a file of it whose name ends in .sql")
    private String query;

    /** The command line of jobs/sql; {@code params} bind the query's named markers ({@code :name}). */
    public record Args(String lake, String catalog, String namespace, Format format, int maxRows, Map<String, Object> params,
                String query) {

        /** jobs/sql's command line; a {@link picocli.CommandLine.ParameterException} for a usage error. */
        public static Args parse(String... argv) throws IOException {
            return Job.parse(new SqlJob(), argv).args();
        }
    }

    private Args args() throws IOException {
        Map<String, Object> bound = new LinkedHashMap<>();
        for (String nameValue : params) {
            // the value is everything after the first '='
            int eq = nameValue.indexOf('=');
            String name = eq < 0 ? "" : nameValue.substring(0, eq);
            if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw usageError("--param needs NAME=VALUE with NAME a SQL identifier, not '" + nameValue + "'");
            }
            if (bound.put(name, nameValue.substring(eq + 1)) != null) {
                throw usageError("--param " + name + " is given twice");
            }
        }
        return new Args(lake.lake(), lake.catalog(), lake.namespace(), format, maxRows, Map.copyOf(bound),
                queryText(query));
    }

    public static void main(String[] argv) {
        Job.main(new SqlJob(), argv);
    }

    @Override
    protected void run(PrintStream out) throws IOException {
        Args args = args();
        try (JobSession session = JobSession.onLake("sql", lake)) {
            print(result(session.spark(), args), args.format(), args.maxRows(), out);
        }
    }

    /**
     * The query's result, its {@code :name} markers bound to the {@code --param} values; a query that does
     * not parse or resolve is a {@link UsageException}.
     */
    public static Dataset<Row> result(SparkSession spark, Args args) {
        return UsageException.analysing(() -> args.params().isEmpty() ? spark.sql(args.query())
                : spark.sql(args.query(), args.params()));
    }

    /** A query given as text, or the text of the {@code .sql} file it names. */
    static String queryText(String queryOrFile) throws IOException {
        if (!queryOrFile.endsWith(".sql")) {
            return queryOrFile;
        }
        Path file = Path.of(queryOrFile);
        if (!Files.isRegularFile(file)) {
            throw new UsageException(queryOrFile + ": no such file");
        }
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /**
     * Makes {@code games}, {@code moves} and {@code names} name the lake's tables in this session: the
     * lake's catalog and namespace become the current ones. A lake without any of them is a
     * {@link UsageException} naming where it was looked for.
     */
    public static void register(SparkSession spark, String lake, String catalog, String namespace) {
        IcebergLake iceberg = IcebergLake.of(spark, lake, catalog, namespace);
        if (iceberg.tables().isEmpty()) {
            String where = catalog == null ? lake : "catalog " + catalog + ", namespace " + namespace;
            throw new UsageException(where + ": no lake here (none of the Iceberg tables "
                    + LakeTable.allNames() + ")");
        }
        spark.sql("USE " + iceberg.namespaceName());
    }

    public static void print(Dataset<Row> query, Format format, int maxRows, PrintStream out) {
        Dataset<Row> result = format == Format.JSON ? query : complexAsJson(query);
        switch (format) {
            case JSON -> result.toJSON().toLocalIterator().forEachRemaining(out::println);
            case CSV -> {
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
            case TABLE -> table(result, maxRows, out);
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
