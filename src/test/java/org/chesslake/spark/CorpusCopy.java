package org.chesslake.spark;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A writable copy of a corpus database, so a test can damage bytes the way real files get damaged. */
final class CorpusCopy {

    private final Path dir;

    private CorpusCopy(Path dir) {
        this.dir = dir;
    }

    static CorpusCopy of(Path corpusDir, Path target) throws IOException {
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(corpusDir)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
        return new CorpusCopy(target);
    }

    Path file(String name) {
        return dir.resolve(name);
    }

    void write(String name, long position, byte... bytes) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(file(name).toFile(), "rw")) {
            file.seek(position);
            file.write(bytes);
        }
    }

    void truncate(String name, long size) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(file(name).toFile(), "rw")) {
            file.setLength(size);
        }
    }

    long readU64(String name, long position) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(file(name).toFile(), "r")) {
            file.seek(position);
            return file.readLong();
        }
    }
}
