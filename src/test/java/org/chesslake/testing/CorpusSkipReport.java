package org.chesslake.testing;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Says at the end of a test run how many tests were skipped for want of the corpus, and how to run
 * them. Registered in META-INF/services/org.junit.platform.launcher.TestExecutionListener.
 */
public final class CorpusSkipReport implements TestExecutionListener {

    private final AtomicLong skipped = new AtomicLong();

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED && result.getThrowable()
                .map(Throwable::getMessage).filter(m -> m != null && m.contains(Corpus.SKIP_REASON)).isPresent()) {
            skipped.incrementAndGet();
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        if (skipped.get() > 0) {
            System.out.println("[corpus] " + skipped.get() + " corpus tests or test containers skipped: the corpus was not found."
                    + " Set CHESSLAKE_CORPUS to the corpus directory (default ../shared/corpus) to run them;"
                    + " CHESSLAKE_REQUIRE_CORPUS=true turns a missing corpus into a failure.");
        }
    }
}
