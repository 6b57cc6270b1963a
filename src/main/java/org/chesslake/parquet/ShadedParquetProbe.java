package org.chesslake.parquet;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Optional;
import org.apache.iceberg.IcebergBuild;

/**
 * Whether the Iceberg runtime on the classpath has every member of its shaded Parquet that the
 * moves writer calls: each is looked up once, at the driver, before any task starts, so that a
 * runtime whose shaded API has changed fails the run before anything is written, naming both
 * Iceberg versions, rather than on the executors in the middle of a run. (The choice is to fail,
 * not to fall back to Iceberg's writer: a lake's moves files are then always the same writer's.)
 */
public final class ShadedParquetProbe {

    private static final String SHADED = "org.apache.iceberg.shaded.org.apache.parquet.";

    /** A member the writer calls: a constructor ({@code name} "<init>"), a static or an instance method, by its class and parameter classes. */
    record Member(String owner, String name, boolean isStatic, String returns, String... parameters) {
        @Override
        public String toString() {
            return owner + (name.equals("<init>") ? "" : "." + name) + "(" + String.join(", ", parameters) + ")";
        }
    }

    private static final String PFW = SHADED + "hadoop.ParquetFileWriter";
    private static final String BYTES = SHADED + "bytes.BytesInput";
    private static final String STATS = SHADED + "column.statistics.Statistics";
    private static final String ENCODING = SHADED + "column.Encoding";
    private static final String DESCRIPTOR = SHADED + "column.ColumnDescriptor";
    private static final String CODEC = SHADED + "hadoop.metadata.CompressionCodecName";
    private static final String BLOOM = SHADED + "column.values.bloomfilter.BlockSplitBloomFilter";
    private static final String FORMAT = SHADED + "format.";

    /** What the moves writer calls of the shaded Parquet (ChunkWriter, MovesParquetFile, the value buffers, SplitBlockBloom, ParquetOutput). */
    static final List<Member> NEEDED = List.of(
            new Member(PFW, "<init>", false, "void", SHADED + "io.OutputFile", SHADED + "schema.MessageType",
                    PFW + "$Mode", "long", "int", "int", "int", "boolean"),
            new Member(PFW, "start", false, "void"),
            new Member(PFW, "startBlock", false, "void", "long"),
            new Member(PFW, "startColumn", false, "void", DESCRIPTOR, "long", CODEC),
            new Member(PFW, "writeDictionaryPage", false, "void", SHADED + "column.page.DictionaryPage"),
            new Member(PFW, "writeDataPage", false, "void", "int", "int", BYTES, STATS, "long", ENCODING, ENCODING, ENCODING),
            new Member(PFW, "addBloomFilter", false, "void", "java.lang.String", SHADED + "column.values.bloomfilter.BloomFilter"),
            new Member(PFW, "endColumn", false, "void"),
            new Member(PFW, "endBlock", false, "void"),
            new Member(PFW, "end", false, "void", "java.util.Map"),
            new Member(PFW, "getPos", false, "long"),
            new Member(PFW, "getFooter", false, SHADED + "hadoop.metadata.ParquetMetadata"),
            new Member(SHADED + "column.page.DictionaryPage", "<init>", false, "void", BYTES, "int", "int", ENCODING),
            new Member(BYTES, "from", true, BYTES, "byte[]", "int", "int"),
            new Member(STATS, "createStats", true, STATS, SHADED + "schema.Type"),
            new Member(STATS, "incrementNumNulls", false, "void", "long"),
            new Member(STATS, "updateStats", false, "void", "int"),
            new Member(STATS, "updateStats", false, "void", "long"),
            new Member(STATS, "updateStats", false, "void", "boolean"),
            new Member(STATS, "updateStats", false, "void", SHADED + "io.api.Binary"),
            new Member(SHADED + "io.api.Binary", "fromConstantByteArray", true, SHADED + "io.api.Binary", "byte[]"),
            new Member(BLOOM, "<init>", false, "void", "byte[]"),
            new Member(BLOOM, "optimalNumOfBits", true, "int", "long", "double"),
            new Member(SHADED + "hadoop.CodecFactory", "<init>", false, "void", "org.apache.hadoop.conf.Configuration", "int"),
            new Member(SHADED + "hadoop.CodecFactory", "getCompressor", false,
                    SHADED + "compression.CompressionCodecFactory$BytesInputCompressor", CODEC),
            new Member(SHADED + "hadoop.CodecFactory", "release", false, "void"),
            new Member(DESCRIPTOR, "getMaxDefinitionLevel", false, "int"),
            new Member(DESCRIPTOR, "getMaxRepetitionLevel", false, "int"),
            new Member(DESCRIPTOR, "getPrimitiveType", false, SHADED + "schema.PrimitiveType"),
            new Member(FORMAT + "Util", "readFileMetaData", true, FORMAT + "FileMetaData", "java.io.InputStream"),
            new Member(FORMAT + "Util", "writeFileMetaData", true, "void", FORMAT + "FileMetaData", "java.io.OutputStream"),
            new Member(FORMAT + "FileMetaData", "setCreated_by", false, FORMAT + "FileMetaData", "java.lang.String"));

    private ShadedParquetProbe() {
    }

    /** Fails, naming the runtime's Iceberg version and the one chesslake was built with, if the runtime lacks a member the writer calls. */
    public static void check() {
        missing(NEEDED, ShadedParquetProbe.class.getClassLoader()).ifPresent(member -> {
            throw new IllegalStateException("the moves writer calls " + member + " of Iceberg's shaded Parquet, which the Iceberg runtime on "
                    + "the classpath (" + IcebergBuild.version() + ") lacks; chesslake was built with Iceberg " + builtWith()
                    + ": put iceberg-spark-runtime " + builtWith() + " on the classpath");
        });
    }

    /** The first of {@code members} that {@code loader}'s classes do not have, looked up as public members. */
    static Optional<Member> missing(List<Member> members, ClassLoader loader) {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        for (Member member : members) {
            try {
                Class<?> owner = Class.forName(member.owner(), false, loader);
                Class<?>[] parameters = new Class<?>[member.parameters().length];
                for (int i = 0; i < parameters.length; i++) {
                    parameters[i] = type(member.parameters()[i], loader);
                }
                MethodType type = MethodType.methodType(type(member.returns(), loader), parameters);
                if (member.name().equals("<init>")) {
                    lookup.findConstructor(owner, type);
                } else if (member.isStatic()) {
                    lookup.findStatic(owner, member.name(), type);
                } else {
                    lookup.findVirtual(owner, member.name(), type);
                }
            } catch (ClassNotFoundException | NoSuchMethodException | IllegalAccessException e) {
                return Optional.of(member);
            }
        }
        return Optional.empty();
    }

    private static Class<?> type(String name, ClassLoader loader) throws ClassNotFoundException {
        return switch (name) {
            case "void" -> void.class;
            case "int" -> int.class;
            case "long" -> long.class;
            case "double" -> double.class;
            case "boolean" -> boolean.class;
            case "byte[]" -> byte[].class;
            default -> Class.forName(name, false, loader);
        };
    }

    /** The Iceberg version the build compiled against (the build writes it beside the jobs' version). */
    static String builtWith() {
        return WriterVersion.build("iceberg").orElse("(unknown: the build's version.properties is missing)");
    }
}
