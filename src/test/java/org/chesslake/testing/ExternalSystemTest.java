package org.chesslake.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * An integration test that drives a whole outside system beside the JVM: an S3 server (S3Mock) with
 * lakes on it, or a headless browser. They take minutes, so they have their own failsafe execution
 * ({@code external}), which {@code .ci/run} runs after {@code mvn verify}; a class marked so is an
 * {@link IntegrationTest} too, and the pom leaves the tag {@value #TAG} out of verify's own run.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(ExternalSystemTest.TAG)
public @interface ExternalSystemTest {

    String TAG = "external";
}
