package org.chesslake.scan;

import org.apache.hadoop.conf.Configuration;

/**
 * What planning a scan needs from the engine that runs it: the Hadoop configuration the files are
 * read with, how many tasks can run at once (a small input is spread over them), and how to run the
 * counting pass and the copies of compressed text that a run with a scratch area makes.
 */
public record ScanContext(Configuration conf, int parallelism, CountingPass countingPass, TextCopyPass copyPass) {
}
