package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** jobs/sql's --param NAME=VALUE: the values the query's :NAME markers are bound to. */
class SqlJobArgsTest {

    @Test
    void paramsBindNamesToTheTextAfterTheFirstEquals() throws IOException {
        SqlJob.Args args = SqlJob.Args.parse("--param", "fen=8/8/8/8/8/8/8/K1k5 w - - 0 1", "--param", "min_elo=2500",
                "--param", "expr=a=b", "SELECT :min_elo");
        assertEquals(Map.of("fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "min_elo", "2500", "expr", "a=b"), args.params());
        assertEquals("SELECT :min_elo", args.query());
        assertEquals(Map.of(), SqlJob.Args.parse("SELECT 1").params());
    }

    @Test
    void aParamNeedsANameAndIsGivenOnce() {
        IllegalArgumentException noName = assertThrows(IllegalArgumentException.class,
                () -> SqlJob.Args.parse("--param", "=x", "SELECT 1"));
        assertTrue(noName.getMessage().startsWith("--param needs NAME=VALUE with NAME a SQL identifier, not '=x'"),
                noName.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SqlJob.Args.parse("--param", "fen", "SELECT 1"));
        assertThrows(IllegalArgumentException.class, () -> SqlJob.Args.parse("--param", "1x=2", "SELECT 1"));
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> SqlJob.Args.parse("--param", "a=1", "--param", "a=2", "SELECT 1"));
        assertEquals("--param a is given twice", twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SqlJob.Args.parse("SELECT 1", "--param"));
    }
}
