package org.chesslake.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.chesslake.testing.ChildJvm;
import org.chesslake.testing.IntegrationTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The binary distribution as a user gets it: unpacked alone into an empty directory, on a machine
 * with Java and no Maven (not on the PATH, an empty home without ~/.m2), its launchers ingest the
 * sample, query, export and maintain the lake, and take spark-submit's --packages, --repositories and --jars
 * on the embedded run; and its LICENSE names the licence of every jar it bundles.
 */
@IntegrationTest
class DistributionTest {

    @TempDir
    Path temp;

    /** The tarball unpacked (once: both tests read it, and a gunzip of it takes seconds) into an empty directory. */
    @TempDir
    static Path install;
    /** Its one top directory. */
    private static Path root;

    @BeforeAll
    static void unpack() throws Exception {
        Path tarball = Distribution.tarball().toAbsolutePath();
        assertEquals(0, Distribution.run(install, Map.of("PATH", "/usr/bin:/bin"), 5, "tar", "xzf", tarball.toString()).exit());
        root = install.resolve("chesslake-" + Distribution.VERSION);
    }

    @Test
    void theUnpackedTarballRunsWithJavaAlone() throws Exception {
        for (String file : List.of("bin/ingest", "bin/sql", "bin/explore", "bin/export", "bin/maintain", "conf/spark-defaults.conf",
                "sample-data/famous-games.pgn", "README.md", "CHANGELOG.md", "LICENSE", "NOTICE",
                "lib/chesslake-" + Distribution.VERSION + ".jar")) {
            assertTrue(Files.exists(root.resolve(file)), file + " in the distribution");
        }
        Path work = Files.createDirectories(temp.resolve("work"));
        Path home = Files.createDirectories(temp.resolve("home"));
        Map<String, String> env = new HashMap<>(Map.of("PATH", Distribution.pathWithoutMaven(temp).toString(),
                "HOME", home.toString(), "CHESSLAKE_CDS", "0"));

        Distribution.Run ingest = Distribution.run(work, env, 10, root.resolve("bin/ingest").toString());
        assertEquals(0, ingest.exit(), ingest.both());
        assertTrue(ingest.out().contains("7 databases (7 new), 59 games read (0 with decode_error) into lake"), ingest.out());

        // The ingest ran with the launchers' default JVM flags, as a user's does; the runs over its lake of 59
        // games, short runs, take the flags of one (the launchers' CHESSLAKE_JIT_FLAGS and CHESSLAKE_GC_FLAGS).
        env.put("CHESSLAKE_JIT_FLAGS", ChildJvm.SHORT_RUN_JIT_FLAG);
        env.put("CHESSLAKE_GC_FLAGS", ChildJvm.SHORT_RUN_GC_FLAG);
        // They share class-data, as a user's runs do from the second on (the launchers' default): the first sql run
        // writes its archive to the installation's cds/ at its exit, the later ones map it, and export and maintain
        // a copy of it (their classpath is the same; a class it lacks loads as without an archive).
        env.remove("CHESSLAKE_CDS");

        Distribution.Started counting = Distribution.start(work, env, root.resolve("bin/sql").toString(), "--format", "csv",
                "SELECT format, count(*) AS games FROM games GROUP BY format ORDER BY format");
        // the package the later runs resolve is made while it runs: the archive's dump at its exit takes one core
        Path repository = publishHelloPackage(temp.resolve("repository"));
        // (a guard of 10 minutes, as the ingest's: the archive is written after the answer, some 170 MB)
        Distribution.Run sql = counting.finish(10);
        assertEquals(0, sql.exit(), sql.both());
        assertEquals("format,games\ncbf,7\nchessassistant,11\ndcg,11\npgn,11\nscid,11\nxqpgn,8\n", sql.out());
        List<Path> archives;
        try (Stream<Path> cds = Files.list(root.resolve("cds"))) {
            archives = cds.toList();
        }
        assertEquals(1, archives.size(), "the sql run's class-data archive alone in cds/: " + archives);
        String sqlArchive = archives.get(0).getFileName().toString();
        assertTrue(sqlArchive.matches("sql-\\d+\\.jsa"), sqlArchive);
        for (String job : List.of("export", "maintain")) {
            Files.copy(archives.get(0), root.resolve("cds").resolve(job + sqlArchive.substring("sql".length())));
        }

        // The later runs side by side: the maintenance rewrites the lake while the export reads it, as a user's
        // may (a reader keeps the files of its snapshot: the maintenance deletes no file a retained snapshot
        // references), and the others query no table.
        Distribution.Started maintain = Distribution.start(work, env, root.resolve("bin/maintain").toString());
        Path ivy = temp.resolve("ivy");
        String query = "SELECT reflect('org.example.hello.Hello', 'greeting') AS greeting";
        Distribution.Started export = Distribution.start(work, env, root.resolve("bin/export").toString(),
                "--where", "format = 'scid'", "--format", "pgn", "--output", "scid.pgn");
        // spark-submit's --packages and --repositories on the embedded run: a class of a package published to a
        // file:// repository, called from SQL, its jar resolved by Ivy into the cache --conf names; then --jars.
        Distribution.Started packages = Distribution.start(work, env, root.resolve("bin/sql").toString(),
                "--packages", "org.example:hello:1.0", "--repositories", repository.toUri().toString(),
                "--conf", "spark.jars.ivy=" + ivy, "--format", "csv", query);
        Distribution.Started jars = Distribution.start(work, env, root.resolve("bin/sql").toString(),
                "--jars", repository.resolve("org/example/hello/1.0/hello-1.0.jar").toString(), "--format", "csv", query);
        Distribution.Started without = Distribution.start(work, env, root.resolve("bin/sql").toString(), "--format", "csv", query);

        Distribution.Run exported = export.finish(5);
        assertEquals(0, exported.exit(), exported.both());
        String pgn = Files.readString(work.resolve("scid.pgn"));
        assertEquals(11, pgn.split("\\[Event ", -1).length - 1, pgn);

        Distribution.Run resolved = packages.finish(5);
        assertEquals(0, resolved.exit(), resolved.both());
        assertEquals("greeting\nhello from a package\n", resolved.out());
        assertTrue(Files.exists(ivy.resolve("jars/org.example_hello-1.0.jar")), "the package is in the Ivy cache");
        Distribution.Run withJars = jars.finish(5);
        assertEquals(0, withJars.exit(), withJars.both());
        assertEquals("greeting\nhello from a package\n", withJars.out());
        Distribution.Run withoutJars = without.finish(5);
        assertTrue(withoutJars.exit() != 0 && withoutJars.err().contains("org.example.hello.Hello"), withoutJars.both());

        Distribution.Run maintained = maintain.finish(5);
        assertEquals(0, maintained.exit(), maintained.both());

        assertTrue(Files.notExists(home.resolve(".m2")), "nothing was fetched into ~/.m2");
    }

    /**
     * A Maven repository in {@code directory} holding org.example:hello:1.0, one class compiled here:
     * {@code org.example.hello.Hello.greeting()} returns "hello from a package".
     */
    private static Path publishHelloPackage(Path directory) throws Exception {
        Path sources = Files.createDirectories(directory.resolve("../hello-src/org/example/hello")).normalize();
        Files.writeString(sources.resolve("Hello.java"), """
                package org.example.hello;

                public final class Hello {
                    public static String greeting() {
                        return "hello from a package";
                    }
                }
                """);
        Path classes = Files.createDirectories(directory.resolve("../hello-classes")).normalize();
        int compiled = ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-d",
                classes.toString(), sources.resolve("Hello.java").toString());
        assertEquals(0, compiled, "javac");
        Path version = Files.createDirectories(directory.resolve("org/example/hello/1.0"));
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(version.resolve("hello-1.0.jar")))) {
            jar.putNextEntry(new JarEntry("org/example/hello/Hello.class"));
            jar.write(Files.readAllBytes(classes.resolve("org/example/hello/Hello.class")));
            jar.closeEntry();
        }
        Files.writeString(version.resolve("hello-1.0.pom"), """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>org.example</groupId>
                  <artifactId>hello</artifactId>
                  <version>1.0</version>
                </project>
                """);
        return directory;
    }

    @Test
    void everyBundledJarHasItsLicenceListed() throws Exception {
        String licence = Files.readString(Path.of("src/assembly/LICENSE-binary"));
        // "  group:artifact:version[:classifier]" lines under each licence's heading
        Matcher listed = Pattern.compile("(?m)^  ([\\w.-]+):([\\w.-]+):([\\w.-]+)(?::([\\w.-]+))?$").matcher(licence);
        TreeSet<String> named = new TreeSet<>();
        while (listed.find()) {
            named.add(listed.group(2) + "-" + listed.group(3) + (listed.group(4) == null ? "" : "-" + listed.group(4)) + ".jar");
        }
        List<String> unlisted = new ArrayList<>();
        TreeSet<String> bundled = new TreeSet<>();
        List<String> jars;
        try (Stream<Path> lib = Files.list(root.resolve("lib"))) {
            jars = lib.map(jar -> jar.getFileName().toString()).filter(name -> name.endsWith(".jar")).toList();
        }
        for (String jar : jars) {
            bundled.add(jar);
            if (!named.contains(jar) && !jar.equals("chesslake-" + Distribution.VERSION + ".jar")) {
                unlisted.add(jar);
            }
        }
        assertEquals(List.of(), unlisted, "bundled jars without their licence in src/assembly/LICENSE-binary"
                + " (add each as '  group:artifact:version' under its licence)");
        named.removeAll(bundled);
        assertEquals(new TreeSet<>(), named, "listed in src/assembly/LICENSE-binary but not bundled");
    }
}
