package org.chesslake.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestArgs;
import org.chesslake.lake.LakeTable;
import org.chesslake.scan.ReadMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.PropertiesDefaultProvider;
import picocli.CommandLine.TypeConversionException;

/**
 * Entry point of {@code jobs/ingest} and of {@code spark-submit --class org.chesslake.cli.IngestJob}.
 * Without a master from spark-submit or --master it runs on an embedded local Spark. What the command
 * line leaves out comes from {@code conf/ingest.properties} (keys named like the options without
 * dashes), read when the job starts, else from the options' own defaults.
 */
@Command(name = "jobs/ingest", description = "Ingests chess and xiangqi databases into the lake: the Iceberg tables"
        + " games, moves, names, positions (the opening index, written with the moves) and sources.",
        footer = {"%nEvery run writes, audits and only then publishes: a run that fails changes no table.",
            "A run reads only the databases that are new or changed since the lake recorded them.",
            "Options left out come from conf/ingest.properties (keys named like the options, without dashes).",
            "jobs/ingest also takes spark-submit's options (--master, --deploy-mode, --conf, --jars, ...) and passes"
                    + " them on."})
public final class IngestJob extends Job {

    /** The job's defaults: conf/ingest.properties, packaged into the jar beside this class too. */
    static final String DEFAULTS = "ingest.properties";
    /** The system property naming the directory of the defaults file (the launcher passes its conf/). */
    public static final String CONF_DIRECTORY = "chesslake.conf";

    private final Properties defaults;

    @Option(names = "--input", arity = "1..*", paramLabel = "PATH", defaultValue = "sample-data",
            description = "database files, directories (searched recursively) or globs, on any file system;"
                    + " default ${DEFAULT-VALUE}")
    private List<String> inputs;

    @Mixin
    private LakeOptions lake = new LakeOptions();

    @Option(names = "--output", paramLabel = "DIR", description = "the same as --lake")
    private String output;

    @Option(names = "--tables", split = ",", paramLabel = "TABLE", converter = GameTable.class,
            defaultValue = "games,moves,names", description = "which tables to write; default ${DEFAULT-VALUE}")
    private Set<LakeTable> tables;

    @Option(names = "--mode", paramLabel = "permissive|failfast", defaultValue = "permissive",
            description = "permissive: a bad game keeps its row with decode_error; failfast: stop at it;"
                    + " default ${DEFAULT-VALUE}")
    private ReadMode mode;

    @Option(names = "--games-per-partition", paramLabel = "N", defaultValue = "0",
            description = "at most this many index entries per partition; default ${DEFAULT-VALUE}: the readers' own,"
                    + " 50,000")
    private long gamesPerPartition;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master; default: spark-submit's, else an embedded local[*]")
    private String master;

    @Option(names = "--full",
            description = "read every database again, also those whose files are as the lake's sources table records")
    private boolean full;

    @Option(names = "--prune",
            description = "delete the rows of sources in the lake whose files are gone from below the input")
    private boolean prune;

    @Option(names = "--source-name", paramLabel = "NAME",
            description = "the source name of the input's database (of several: NAME/their paths); default: its path"
                    + " below the input root; a name the lake holds for another database is refused")
    private String sourceName;

    /** The job with the defaults of conf/ingest.properties ({@link #confDefaults}). */
    public IngestJob() {
        this(confDefaults());
    }

    /** The job with these defaults (keys named like the options without dashes). */
    public IngestJob(Properties defaults) {
        this.defaults = defaults;
    }

    /** The tables --tables chooses from: games, moves, names. */
    static final class GameTable implements ITypeConverter<LakeTable> {
        @Override
        public LakeTable convert(String name) {
            try {
                return LakeTable.named(name);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /**
     * conf/ingest.properties as it is now: the file in the directory {@code -Dchesslake.conf} names (the
     * launcher's conf/, so an edit counts at the next run), else the copy packaged into the jar (what a
     * cluster's driver has).
     */
    static Properties confDefaults() {
        String directory = System.getProperty(CONF_DIRECTORY);
        Path file = directory == null ? null : Path.of(directory, DEFAULTS);
        Properties defaults = new Properties();
        try (InputStream in = file != null && Files.isRegularFile(file) ? Files.newInputStream(file)
                : IngestJob.class.getResourceAsStream(DEFAULTS)) {
            if (in == null) {
                throw new IllegalStateException(DEFAULTS + " is missing beside " + IngestJob.class.getName()
                        + ": build with Maven, which packages conf/" + DEFAULTS);
            }
            defaults.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return defaults;
    }

    @Override
    IDefaultValueProvider defaults() {
        return new PropertiesDefaultProvider(defaults);
    }

    /** jobs/ingest's command line, without a defaults file; a {@link picocli.CommandLine.ParameterException} for a usage error. */
    public static IngestArgs parse(String... argv) {
        return parse(new Properties(), argv);
    }

    /** jobs/ingest's command line over these defaults; a {@link picocli.CommandLine.ParameterException} for a usage error. */
    public static IngestArgs parse(Properties defaults, String... argv) {
        return Job.parse(new IngestJob(defaults), argv).args();
    }

    IngestArgs args() {
        ParseResult given = spec.commandLine().getParseResult();
        if (given.hasMatchedOption("--output") && given.hasMatchedOption("--lake")) {
            throw usageError("--output is another name of --lake: give one of them");
        }
        String directory = given.hasMatchedOption("--output") ? output : lake.lake();
        return new IngestArgs(inputs, directory, tables, mode, lake.catalog(), lake.namespace(), master,
                gamesPerPartition, full, prune, sourceName);
    }

    public static void main(String[] argv) {
        Job.main(new IngestJob(), argv);
    }

    @Override
    protected void run(PrintStream out) throws IOException {
        IngestArgs args = args();
        try (JobSession session = JobSession.start("ingest", args.master())) {
            out.print(new Ingest(session.spark(), args).run().summary());
        }
    }
}
