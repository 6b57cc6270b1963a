package org.chesslake.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A test class or method that reads the shared corpus ({@link Corpus}): an integration test, so a
 * fresh clone's fast {@code mvn test} never needs the corpus. {@link Corpus#root()} fails in the fast
 * suite, so a corpus test without this mark cannot go unnoticed.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@IntegrationTest
public @interface CorpusTest {
}
