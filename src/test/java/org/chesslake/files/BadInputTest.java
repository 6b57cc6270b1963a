package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the file layer says when it cannot read: every message names the path. */
class BadInputTest {

    private final SparkSession spark = TestSpark.session();

    @TempDir
    Path temp;

    static String messages(Throwable t) {
        StringBuilder all = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            all.append(c.getMessage()).append(" | ");
        }
        return all.toString();
    }

    private String failure(String format, String path) {
        Exception e = assertThrows(Exception.class, () -> spark.read().format(format).load(path).count());
        return messages(e);
    }

    @Test
    void aMissingCompanionFileIsNamed() throws IOException {
        for (String ext : new String[] {"dci", "dcg", "dcn", "dcs"}) {
            Files.copy(Path.of("sample-data/dcg/famous." + ext), temp.resolve("famous." + ext));
        }
        String message = failure("dcg", temp.resolve("famous.dci").toString());
        assertTrue(message.contains(temp.resolve("famous.dci").toString()) && message.contains("famous.dce not found"), message);
    }

    @Test
    void anUnreadableFileIsNamed() throws IOException {
        Path dir = temp.resolve("locked");
        Files.createDirectories(dir);
        for (String ext : new String[] {"si4", "sn4", "sg4"}) {
            Files.copy(Path.of("sample-data/scid/famous." + ext), dir.resolve("famous." + ext));
        }
        Path locked = dir.resolve("famous.sg4");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        // root reads a local file whatever its mode; HdfsTest checks an unreadable file as a user without permission
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isReadable(locked),
                "root reads every local file: HdfsTest.anUnreadableFileIsNamedToAUserWithoutPermission covers this");
        String message = failure("scid", dir.resolve("famous.si4").toString());
        assertTrue(message.contains(locked.toString()), message);
    }

    @Test
    void aDirectoryWhereAFileShouldBeIsNamed() throws IOException {
        Path dir = temp.resolve("odd");
        Files.createDirectories(dir.resolve("famous.sg4"));
        for (String ext : new String[] {"si4", "sn4"}) {
            Files.copy(Path.of("sample-data/scid/famous." + ext), dir.resolve("famous." + ext));
        }
        String message = failure("scid", dir.resolve("famous.si4").toString());
        assertTrue(message.contains(dir.resolve("famous.sg4") + ": is a directory"), message);
    }

    @Test
    void aFileSystemWithoutAConnectorIsNamed() {
        // the test classpath has S3A (hadoop-aws, for the S3 tests), not Google's connector
        String gcs = failure("scid", "gs://bucket/archive/famous.si4");
        assertTrue(gcs.contains("gs://bucket/archive/famous.si4") && gcs.contains("'gs'"), gcs);
        String foo = failure("chess", "foo://host/archive/");
        assertTrue(foo.contains("foo://host/archive/") && foo.contains("'foo'"), foo);
    }

    @Test
    void aMissingPathIsNamed() {
        String missing = temp.resolve("nowhere/famous.si4").toString();
        assertTrue(failure("scid", missing).contains(missing));
        assertTrue(failure("chess", "file:" + temp + "/nowhere/{a,b}/*.si4").contains("nowhere"));
    }

    @Test
    void relativeFileUrisAndBraceGlobsAreRead() {
        long all = spark.read().format("chess").load("sample-data").count();
        org.junit.jupiter.api.Assertions.assertEquals(all, spark.read().format("chess").load("file:sample-data").count());
        long scidAndDcg = spark.read().format("chess").load("sample-data/scid/famous.si4").count()
                + spark.read().format("chess").load("sample-data/dcg/famous.dci").count();
        org.junit.jupiter.api.Assertions.assertEquals(scidAndDcg, spark.read().format("chess")
                .load("file://" + Path.of("sample-data").toAbsolutePath() + "/{scid,dcg}/*").count());
    }
}
