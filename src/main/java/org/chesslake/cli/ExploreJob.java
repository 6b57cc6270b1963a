package org.chesslake.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesslake.explore.web.ExplorerServer;
import org.chesslake.lake.PositionIndex;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * Entry point of {@code jobs/explore}: the opening tree of a position from the lake's opening index
 * (the positions table), read through the Iceberg catalog and parquet-java without starting Spark
 * ({@link PositionIndex}), over the games the filters keep: both players' Elo in a range, the game's
 * date or year in a range, one source. The tree is the one {@code jobs/queries/explore.sql} counts.
 * With {@code --serve} it serves the explorer page instead ({@link ExplorerServer}), on loopback unless
 * {@code --bind} says otherwise, until the process is stopped.
 */
@Command(name = "jobs/explore", description = "Prints the opening tree of a position (a chess or xiangqi FEN) from"
        + " the lake's opening index: each move played from it, its games, results, score, the average Elo of the"
        + " side that plays it, its first and last year and its games of the highest Elo. With --serve, serves the"
        + " explorer page (board, tree, filters, top games) over the lake until stopped, and prints its URL.",
        footer = "%njobs/explore also takes --conf KEY=VALUE (a catalog's spark.sql.catalog.NAME... settings,"
                + " spark.hadoop.* settings; repeatable).")
public final class ExploreJob extends Job {

    /** How the tree is printed. */
    public enum Format {
        /** An aligned text table. */
        TABLE,
        /** One JSON object per move. */
        JSON
    }

    @Mixin
    private LakeOptions lake = new LakeOptions();

    @Option(names = "--fen", paramLabel = "FEN", description = "the position (chess or xiangqi FEN); needed unless --serve")
    private String fen;

    @Option(names = "--serve", description = "serve the explorer page (a position's page is /?fen=FEN) instead of"
            + " printing one tree; the page takes the position and the filters from its address")
    private boolean serve;

    @Option(names = "--port", paramLabel = "N", defaultValue = "" + ExplorerServer.DEFAULT_PORT,
            description = "with --serve: the port to listen on (0: any free one); default ${DEFAULT-VALUE}")
    private int port;

    @Option(names = "--bind", paramLabel = "ADDR", defaultValue = ExplorerServer.DEFAULT_BIND,
            description = "with --serve: the address to listen on; default ${DEFAULT-VALUE} (this machine only)")
    private String bind;

    @Option(names = "--min-elo", paramLabel = "N", description = "only games where both players' Elo is at least N")
    private Integer minElo;

    @Option(names = "--max-elo", paramLabel = "N", description = "only games where both players' Elo is at most N")
    private Integer maxElo;

    @Option(names = "--since", paramLabel = "DATE", converter = DateBoundConverter.class,
            description = "only games of this year (YYYY) or day (YYYY-MM-DD) or later")
    private TreeFilter.DateBound since;

    @Option(names = "--until", paramLabel = "DATE", converter = DateBoundConverter.class,
            description = "only games of this year (YYYY) or day (YYYY-MM-DD) or earlier")
    private TreeFilter.DateBound until;

    @Option(names = "--source", paramLabel = "S", description = "only games of this source (games.source)")
    private String source;

    @Option(names = "--format", paramLabel = "table|json", defaultValue = "table",
            description = "table (default) or json (one object per move)")
    private Format format;

    /** Reads {@code YYYY} or {@code YYYY-MM-DD}. */
    static final class DateBoundConverter implements ITypeConverter<TreeFilter.DateBound> {
        @Override
        public TreeFilter.DateBound convert(String value) {
            try {
                return TreeFilter.DateBound.parse(value);
            } catch (DateTimeParseException e) {
                throw new TypeConversionException("'" + value + "' is not YYYY or YYYY-MM-DD");
            }
        }
    }

    public static void main(String[] argv) {
        Job.main(new ExploreJob(), argv);
    }

    @Override
    protected void run(PrintStream out) throws IOException {
        if (serve) {
            serve(out);
            return;
        }
        if (fen == null) {
            throw usageError("Missing required option: '--fen=FEN' (or --serve)");
        }
        List<String> serving = Stream.of("--port", "--bind").filter(spec.commandLine().getParseResult()::hasMatchedOption)
                .toList();
        if (!serving.isEmpty()) {
            throw usageError(String.join(", ", serving) + " without --serve");
        }
        if (minElo != null && maxElo != null && minElo > maxElo) {
            throw usageError("--min-elo " + minElo + " is above --max-elo " + maxElo);
        }
        TreeFilter filter = new TreeFilter(minElo, maxElo, since, until, source);
        Tree tree;
        try (PositionIndex index = index(0)) {
            tree = index.tree(fen, filter);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (format == Format.JSON) {
            tree.moves().forEach(move -> out.println(move.toJson()));
        } else {
            printTable(tree, out);
        }
    }

    /** The lake's index, keeping its last {@code keptTrees} trees; a {@link UsageException} where there is none. */
    private PositionIndex index(int keptTrees) {
        try {
            return PositionIndex.open(lake.lake(), lake.catalog(), lake.namespace(), settings(), keptTrees);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** Serves the explorer page until the process is stopped (or this thread interrupted). */
    private void serve(PrintStream out) throws IOException {
        List<String> printing = List.of("--fen", "--min-elo", "--max-elo", "--since", "--until", "--source", "--format");
        List<String> given = printing.stream().filter(spec.commandLine().getParseResult()::hasMatchedOption).toList();
        if (!given.isEmpty()) {
            throw usageError("--serve takes the position and the filters from the page's address, not "
                    + String.join(", ", given));
        }
        if (port < 0 || port > 65535) {
            throw usageError("--port " + port + " is not a port (0 to 65535)");
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw usageError("--bind " + bind + ": no such address or host name");
        }
        try (LakeExplorer explorer = new LakeExplorer(index(LakeExplorer.KEPT_TREES), lake)) {
            ExplorerServer.serve(explorer, new InetSocketAddress(address, port), out, System.err);
        } catch (BindException e) {
            throw new UsageException("--bind " + bind + " --port " + port + ": cannot listen there (" + e.getMessage()
                    + ")");
        }
    }

    /** The JVM's system properties: where jobs/explore puts the settings of --conf and conf/spark-defaults.conf. */
    private static Map<String, String> settings() {
        return System.getProperties().stringPropertyNames().stream()
                .collect(Collectors.toMap(name -> name, System::getProperty));
    }

    private static final List<String> HEADER = List.of("move", "uci", "games", "white_wins", "draws", "black_wins",
            "score", "avg_elo", "first_year", "last_year", "top_games");

    /** The tree as an aligned text table, a column per field of {@link TreeMove#toJson()}. */
    static void printTable(Tree tree, PrintStream out) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (TreeMove move : tree.moves()) {
            rows.add(List.of(text(move.move()), text(move.uci()), text(move.games()), text(move.whiteWins()),
                    text(move.draws()), text(move.blackWins()), text(move.score()), text(move.avgElo()),
                    text(move.firstYear()), text(move.lastYear()),
                    "[" + move.topGames().stream().map(game -> String.valueOf(game.gameId())).collect(Collectors.joining(",")) + "]"));
        }
        int[] widths = new int[HEADER.size()];
        for (List<String> row : rows) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row.get(i).codePointCount(0, row.get(i).length()));
            }
        }
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < widths.length; i++) {
                String cell = row.get(i);
                line.append(i == 0 ? "" : " | ").append(cell)
                        .append(" ".repeat(widths[i] - cell.codePointCount(0, cell.length())));
            }
            out.println(line.toString().stripTrailing());
        }
        out.println("(" + tree.moves().size() + (tree.moves().size() == 1 ? " move" : " moves") + ")");
    }

    private static String text(Object value) {
        return value == null ? "NULL" : value.toString();
    }
}
