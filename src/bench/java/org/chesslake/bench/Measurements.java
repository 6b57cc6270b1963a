package org.chesslake.bench;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/** The memory figures a benchmark reports: the process's peak RSS and the heap pools' peaks. */
final class Measurements {

    private Measurements() {
    }

    /** Peak resident set of this JVM in MiB (Linux VmHWM), or -1 where /proc is missing. */
    static long peakRssMiB() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(l -> l.startsWith("VmHWM:"))
                    .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", "")) / 1024)
                    .findFirst().orElse(-1);
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    /** Sum of the heap pools' peak usage in MiB since the JVM started. */
    static long peakHeapMiB() {
        return ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum() >> 20;
    }

    /** CPU seconds this JVM has used, every thread: steadier than wall time on a shared machine. */
    static double processCpuSeconds() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
    }

    /** Seconds the garbage collectors have spent since the JVM started (their pauses and cycles, as the JVM counts them). */
    static double gcSeconds() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).sum() / 1e3;
    }

    /** The 1, 5 and 15 minute load averages (Linux), or "?" where /proc is missing. */
    static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException e) {
            return "?";
        }
    }

    static void resetPeaks() {
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    static String memory() {
        return String.format(Locale.ROOT, "peak heap %d MiB, peak RSS %d MiB, max heap %d MiB",
                peakHeapMiB(), peakRssMiB(), Runtime.getRuntime().maxMemory() >> 20);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
