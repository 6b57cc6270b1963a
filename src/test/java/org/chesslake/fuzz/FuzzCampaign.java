package org.chesslake.fuzz;

import com.code_intelligence.jazzer.Jazzer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;

/**
 * A fuzzing campaign of one format's target (its method of {@link FormatFuzzTest}), as
 * {@code jobs/dev/fuzz FORMAT SECONDS} runs it: FORMAT is any registered format's short name (an
 * unknown one lists them). Seeds from {@code sample-data/} and the shared corpus's small databases, then
 * Jazzer (libFuzzer) for the given
 * time with coverage of {@code org.chesslake.**}. The corpus it grows is kept in {@code OUT/corpus}
 * for the next campaign; a finding is written to {@code OUT} as {@code crash-*} (or {@code timeout-*},
 * {@code oom-*}), and Jazzer exits non-zero.
 *
 * <pre>FuzzCampaign FORMAT SECONDS OUT CORPUS_ROOT</pre>
 */
public final class FuzzCampaign {

    /** An input slower than this is a hang (generous: the first input loads and instruments the classes, on a busy machine). */
    private static final int TIMEOUT_SECONDS = 120;

    private FuzzCampaign() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 4) {
            System.err.println("usage: FuzzCampaign FORMAT SECONDS OUT CORPUS_ROOT");
            System.exit(2);
        }
        GameFormat format = Formats.byName(args[0]);
        FuzzTarget target = new FuzzTarget(format);
        long seconds = Long.parseLong(args[1]);
        Path out = Files.createDirectories(Path.of(args[2]));
        Path corpus = Files.createDirectories(out.resolve("corpus"));
        Path seeds = Files.createDirectories(out.resolve("seeds"));
        int count = 0;
        for (Path root : new Path[] {SeedCorpus.SAMPLE_DATA, Path.of(args[3])}) {
            for (Map.Entry<String, byte[]> seed : SeedCorpus.seeds(format, root).entrySet()) {
                Files.write(seeds.resolve(seed.getKey()), seed.getValue());
                count++;
            }
        }
        System.err.println("fuzz " + format.name() + ": " + count + " seeds in " + seeds + ", corpus " + corpus
                + ", " + seconds + " s");
        Jazzer.main(new String[] {
            "--target_class=" + target.className(),
            "--target_method=" + target.method(),
            "--instrumentation_includes=org.chesslake.**",
            "-max_total_time=" + seconds,
            "-timeout=" + TIMEOUT_SECONDS,
            "-rss_limit_mb=4096",
            "-print_final_stats=1",
            "-artifact_prefix=" + out.toAbsolutePath() + "/",
            corpus.toString(),
            seeds.toString()});
    }
}
