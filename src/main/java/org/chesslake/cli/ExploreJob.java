package org.chesslake.cli;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Entry point of {@code jobs/explore}: the opening tree of a position from the lake's opening index
 * (the positions table), by the query of {@code jobs/queries/explore.sql} over the positions the
 * filters keep: both players' Elo in a range, the game's date or year in a range, one source.
 */
@Command(name = "jobs/explore", description = "Prints the opening tree of a position (a chess or xiangqi FEN) from"
        + " the lake's opening index: each move played from it, its games, results, score, the average Elo of the"
        + " side that plays it, its first and last year and its games of the highest Elo.",
        footer = "%njobs/explore also takes --conf KEY=VALUE (a Spark setting; repeatable).")
public final class ExploreJob extends Job {

    /** The query the tree is, the file jobs/queries/explore.sql (a resource of the jar). */
    static final String QUERY_RESOURCE = "explore.sql";
    /** The name explore.sql reads the positions from: the filtered positions here, the lake's table in jobs/sql. */
    private static final String POSITIONS = LakeTable.POSITIONS.tableName();

    /** How the tree is printed. */
    public enum Format {
        /** An aligned text table. */
        TABLE,
        /** One JSON object per move. */
        JSON
    }

    @Mixin
    private LakeOptions lake = new LakeOptions();

    @Option(names = "--fen", required = true, paramLabel = "FEN", description = "the position (chess or xiangqi FEN)")
    private String fen;

    @Option(names = "--min-elo", paramLabel = "N", description = "only games where both players' Elo is at least N")
    private Integer minElo;

    @Option(names = "--max-elo", paramLabel = "N", description = "only games where both players' Elo is at most N")
    private Integer maxElo;

    @Option(names = "--since", paramLabel = "DATE", converter = DateBoundConverter.class,
            description = "only games of this year (YYYY) or day (YYYY-MM-DD) or later")
    private DateBound since;

    @Option(names = "--until", paramLabel = "DATE", converter = DateBoundConverter.class,
            description = "only games of this year (YYYY) or day (YYYY-MM-DD) or earlier")
    private DateBound until;

    @Option(names = "--source", paramLabel = "S", description = "only games of this source (games.source)")
    private String source;

    @Option(names = "--format", paramLabel = "table|json", defaultValue = "table",
            description = "table (default) or json (one object per move)")
    private Format format;

    /**
     * A bound of the games' dates: a year compares with the game's year (known for games whose day
     * is not), a day with its full date (games without one are left out).
     */
    public sealed interface DateBound {

        /** The positions of games on or after the bound. */
        Column atOrAfter();

        /** The positions of games on or before the bound. */
        Column atOrBefore();

        record Year(int year) implements DateBound {
            @Override
            public Column atOrAfter() {
                return col("year").geq(year);
            }

            @Override
            public Column atOrBefore() {
                return col("year").leq(year);
            }
        }

        record Day(LocalDate day) implements DateBound {
            @Override
            public Column atOrAfter() {
                return col("date").geq(lit(java.sql.Date.valueOf(day)));
            }

            @Override
            public Column atOrBefore() {
                return col("date").leq(lit(java.sql.Date.valueOf(day)));
            }
        }
    }

    /** Reads {@code YYYY} or {@code YYYY-MM-DD}. */
    static final class DateBoundConverter implements ITypeConverter<DateBound> {
        @Override
        public DateBound convert(String value) {
            if (value.matches("\\d{4}")) {
                return new DateBound.Year(Integer.parseInt(value));
            }
            try {
                return new DateBound.Day(LocalDate.parse(value));
            } catch (DateTimeParseException e) {
                throw new picocli.CommandLine.TypeConversionException("'" + value + "' is not YYYY or YYYY-MM-DD");
            }
        }
    }

    /**
     * Which games a tree counts: both players' Elo at least {@code minElo} and at most {@code maxElo},
     * the date within {@code since} and {@code until}, the source; each null where it keeps every game.
     */
    public record Filter(Integer minElo, Integer maxElo, DateBound since, DateBound until, String source) {

        public static final Filter NONE = new Filter(null, null, null, null, null);

        /** The condition on the positions rows, {@code true} for no filter. */
        Column condition() {
            List<Column> conditions = new ArrayList<>();
            for (String elo : List.of("white_elo", "black_elo")) {
                if (minElo != null) {
                    conditions.add(col(elo).geq(minElo));
                }
                if (maxElo != null) {
                    conditions.add(col(elo).leq(maxElo));
                }
            }
            if (since != null) {
                conditions.add(since.atOrAfter());
            }
            if (until != null) {
                conditions.add(until.atOrBefore());
            }
            if (source != null) {
                conditions.add(col("source").equalTo(source));
            }
            return conditions.stream().reduce(Column::and).orElse(lit(true));
        }
    }

    public static void main(String[] argv) {
        Job.main(new ExploreJob(), argv);
    }

    @Override
    protected void run(PrintStream out) throws IOException {
        if (minElo != null && maxElo != null && minElo > maxElo) {
            throw usageError("--min-elo " + minElo + " is above --max-elo " + maxElo);
        }
        Filter filter = new Filter(minElo, maxElo, since, until, source);
        try (JobSession session = JobSession.onLake("explore", lake)) {
            IcebergLake iceberg = IcebergLake.of(session.spark(), lake.lake(), lake.catalog(), lake.namespace());
            SqlJob.print(tree(session.spark(), iceberg, fen, filter), format == Format.JSON ? SqlJob.Format.JSON
                    : SqlJob.Format.TABLE, Integer.MAX_VALUE, out);
        }
    }

    /**
     * The tree of {@code fen} over the positions {@code filter} keeps, as explore.sql counts it; its
     * rows are read before this returns. A lake without the positions table is a {@link UsageException}.
     */
    public static Dataset<Row> tree(SparkSession spark, IcebergLake lake, String fen, Filter filter) throws IOException {
        if (lake.table(LakeTable.POSITIONS).isEmpty()) {
            throw new UsageException("the lake has no opening index (the positions table): an ingest writes it with"
                    + " the moves (--full for the sources a lake made before it holds)");
        }
        // explore.sql names the positions; here a view of the filtered table, for the query alone
        spark.table(lake.name(LakeTable.POSITIONS)).where(filter.condition()).createOrReplaceTempView(POSITIONS);
        String query = query();
        try {
            Dataset<Row> tree = UsageException.analysing(() -> spark.sql(query, Map.of("fen", fen)));
            return spark.createDataFrame(tree.collectAsList(), tree.schema());
        } finally {
            spark.catalog().dropTempView(POSITIONS);
        }
    }

    /** The text of explore.sql. */
    static String query() throws IOException {
        try (InputStream in = ExploreJob.class.getResourceAsStream(QUERY_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(QUERY_RESOURCE + " is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
