package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.file.Path;
import org.chesslake.format.GameFormat;

/**
 * A format's fuzz target: the {@code @FuzzTest} method of {@link FormatFuzzTest} named like the
 * format, and the directory of its regression inputs, where Jazzer looks for them.
 */
public record FuzzTarget(GameFormat format) {

    public String className() {
        return FormatFuzzTest.class.getName();
    }

    public String method() {
        return format.name();
    }

    /** Where Jazzer finds the target's regression inputs: {@code <class>Inputs/<method>/} beside the class. */
    public Path inputs() {
        return SeedCorpus.RESOURCES.resolve(FormatFuzzTest.class.getSimpleName() + "Inputs").resolve(method());
    }

    /** Whether {@link FormatFuzzTest} has the target's method. */
    public boolean exists() {
        try {
            return FormatFuzzTest.class.getDeclaredMethod(method(), byte[].class).isAnnotationPresent(FuzzTest.class);
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
