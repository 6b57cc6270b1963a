package org.chesslake.format.pgn;

import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription.DatabaseFiles;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.MovetextGames;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.TableFiles;
import org.chesslake.format.text.TextCompression;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.Variant;
import org.chesslake.pgn.PgnGameText;

/**
 * Chess games kept in tables, short name {@code pgn-table}: Parquet, ORC, CSV (with a header row) or
 * JSON lines files (these two plain, {@code .gz}, {@code .bz2} or {@code .zst}) with one row per game, its
 * PGN movetext in one column ({@code movetext}, or the column the {@code movetextColumn} option
 * names) and its tags in the others ({@link TableTags}), as in Lichess's Parquet release. Each file
 * is a database; its rows are read by the table layer ({@link TableFiles}), its games decoded as
 * the {@code pgn} format decodes a game's text.
 */
public final class PgnTableFormat implements GameFormat, MovetextGames {

    public static final String NAME = "pgn-table";
    /** The option naming the movetext column. */
    public static final String MOVETEXT_COLUMN = "movetextColumn";
    static final String DEFAULT_MOVETEXT_COLUMN = "movetext";
    /** The fact carrying a file's schema from its plan to the tasks. */
    private static final String SCHEMA = "chesslake.tableSchema";

    /** Parquet and ORC files (compressed inside); CSV and JSON lines files plain or compressed, as every text format's. */
    private static final FormatDescription DESCRIPTION = FormatDescription.table(NAME, Variant.CHESS, Stream.of(
            Stream.of(DatabaseFiles.of("parquet"), DatabaseFiles.of("orc")), Arrays.stream(TextCompression.databaseFiles("csv")),
            Arrays.stream(TextCompression.databaseFiles("json"))).flatMap(s -> s).toArray(DatabaseFiles[]::new));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    /** A table file with a movetext column of the default name. */
    @Override
    public boolean recognizes(InputFile file) {
        return recognizes(file, FormatOptions.NONE);
    }

    /** A table file with the movetext column the options name. */
    @Override
    public boolean recognizes(InputFile file, FormatOptions options) {
        if (!description().namesDatabase(file.fileName())) {
            return false;
        }
        try {
            Optional<TableFiles> tables = TableFiles.provider();
            if (tables.isEmpty()) {
                return false;
            }
            Optional<TableFiles.Schema> schema = tables.get().schema(file);
            return schema.isPresent() && schema.get().column(movetextColumn(options)).isPresent();
        } catch (IOException | RuntimeException e) {
            return false; // a file Spark cannot read as a table holds no games this format can give
        }
    }

    /** Byte ranges of {@code bytesPerSplit} (the whole file for CSV and JSON), and the file's schema for the tasks. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        try (PgnTableDatabase database = openTable(file, options)) {
            return new DatabasePlan(database.splits(sizing), file.size(), Map.of(SCHEMA, database.schema().encoded()));
        }
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return openTable(file, options);
    }

    private PgnTableDatabase openTable(InputFile file, FormatOptions options) throws IOException {
        TableFiles tables = TableFiles.provider().orElseThrow(() -> new BadDatabaseException(file.name(),
                "reading games from a table needs chesslake's Spark layer on the classpath (a TableFiles service)"));
        String encoded = options.get(SCHEMA);
        TableFiles.Schema schema;
        if (encoded != null) {
            schema = tables.decode(encoded);
        } else {
            try {
                schema = tables.schema(file).orElseThrow(() -> new BadDatabaseException(file.name(),
                        "no table this Spark session can read"));
            } catch (BadDatabaseException e) {
                throw e;
            } catch (IOException | RuntimeException e) {
                throw new BadDatabaseException(file.name(), "not a table Spark reads: " + e.getMessage());
            }
        }
        String movetext = movetextColumn(options);
        String column = schema.column(movetext).orElseThrow(() -> new BadDatabaseException(file.name(),
                "no movetext column '" + movetext + "' among " + schema.columns() + " (option " + MOVETEXT_COLUMN + ")"));
        return new PgnTableDatabase(file, tables, schema, column);
    }

    private static String movetextColumn(FormatOptions options) {
        return options.get(MOVETEXT_COLUMN, DEFAULT_MOVETEXT_COLUMN);
    }

    /** The game of a movetext alone, read as a table's row is read. */
    @Override
    public Game decode(String movetext, String startFen) {
        GameHeader header = GameHeader.builder().startFen(startFen).build();
        return new MovetextDecoder("movetext").decode(new PgnGameText(1, 0, 1, movetext == null ? "" : movetext), header);
    }
}
