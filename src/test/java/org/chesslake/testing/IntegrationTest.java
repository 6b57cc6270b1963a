package org.chesslake.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class or method that runs with the integration tests (failsafe, in {@code mvn verify}), not
 * in the fast {@code mvn test}: an in-process HDFS, Spark's multi-process {@code local-cluster}, a
 * child JVM, a whole ingest run that writes a lake; {@link CorpusTest} for what reads the corpus.
 * The pom leaves the tag {@value #TAG} out of surefire's run and gives failsafe only it.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(IntegrationTest.TAG)
public @interface IntegrationTest {

    String TAG = "integration";
}
