package org.chesslake.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.connector.metric.CustomMetric;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.scan.PlannedInput;
import org.chesslake.scan.PushedFilters;
import org.chesslake.scan.ReadOptions;
import org.chesslake.scan.ScanContext;

/**
 * A batch scan: finds the databases through the file layer, plans each cheaply (sizes, index
 * lengths, headers), packs their splits into partitions (or takes them from the run's
 * {@link PlannedInput}), and hands the tasks a reader factory for the pruned columns with the
 * session's Hadoop configuration.
 */
public final class GameScan implements Scan, Batch {

    private final ReadOptions options;
    private final StructType required;
    /** As Spark pushed them (the description shows them so) and as the readers evaluate them. */
    private final Filter[] pushed;
    private final PushedFilters filters;
    /** The partitions, planned once: Spark asks again when it copies the plan node (the scan stays the same). */
    private InputPartition[] partitions;

    GameScan(ReadOptions options, StructType required, Filter[] pushed) {
        this.options = options;
        this.required = required;
        this.pushed = pushed;
        this.filters = FilterTranslation.toScan(pushed);
    }

    @Override
    public StructType readSchema() {
        return required;
    }

    @Override
    public String description() {
        return "chesslake " + options.formatName() + " "
                + options.table().name().toLowerCase() + " " + options.paths()
                + (pushed.length == 0 ? "" : " pushed " + Arrays.toString(pushed));
    }

    @Override
    public Batch toBatch() {
        return this;
    }

    @Override
    public synchronized InputPartition[] planInputPartitions() {
        if (partitions == null) {
            partitions = plan();
        }
        return partitions.clone();
    }

    private InputPartition[] plan() {
        return plan(options).toArray(InputPartition[]::new);
    }

    /**
     * The partitions of a read: its databases found, planned, packed for the session's cores, and
     * numbered; or those of the run's {@link PlannedInput} that its options name.
     */
    public static List<PackedPartition> plan(ReadOptions options) {
        PlannedInput input = options.plannedInput() == null ? PlannedInput.of(options, context())
                : PlannedInput.named(options.plannedInput());
        return input.partitions(options.table()).stream().map(PackedPartition::new).toList();
    }

    /** What planning needs from the active session: its Hadoop configuration, its cores, its counting and copying jobs. */
    public static ScanContext context() {
        Configuration conf = hadoopConf();
        return new ScanContext(conf, SparkSession.active().sparkContext().defaultParallelism(), new SparkCountingPass(conf),
                new SparkTextCopyPass(conf));
    }

    @Override
    public PartitionReaderFactory createReaderFactory() {
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
        Broadcast<SerializableConfiguration> conf = context.broadcast(new SerializableConfiguration(hadoopConf()));
        return new GameReaderFactory(options, required, filters, conf);
    }

    /** The session's Hadoop configuration: core-site.xml and every {@code spark.hadoop.*} setting. */
    public static Configuration hadoopConf() {
        return SparkSession.active().sessionState().newHadoopConf();
    }

    @Override
    public CustomMetric[] supportedCustomMetrics() {
        return new CustomMetric[] {new DecodeErrors()};
    }
}
