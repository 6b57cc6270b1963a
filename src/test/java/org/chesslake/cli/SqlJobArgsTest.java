package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.ParameterException;

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
        ParameterException noName = assertThrows(ParameterException.class,
                () -> SqlJob.Args.parse("--param", "=x", "SELECT 1"));
        assertTrue(noName.getMessage().startsWith("--param needs NAME=VALUE with NAME a SQL identifier, not '=x'"),
                noName.getMessage());
        assertThrows(ParameterException.class, () -> SqlJob.Args.parse("--param", "fen", "SELECT 1"));
        assertThrows(ParameterException.class, () -> SqlJob.Args.parse("--param", "1x=2", "SELECT 1"));
        ParameterException twice = assertThrows(ParameterException.class,
                () -> SqlJob.Args.parse("--param", "a=1", "--param", "a=2", "SELECT 1"));
        assertEquals("--param a is given twice", twice.getMessage());
        assertThrows(ParameterException.class, () -> SqlJob.Args.parse("SELECT 1", "--param"));
    }

    @Test
    void theFormatAndTheLakeAreRead() throws IOException {
        SqlJob.Args args = SqlJob.Args.parse("--format", "CSV", "--max-rows", "5", "--lake", "/data/lake", "SELECT 1");
        assertEquals(SqlJob.Format.CSV, args.format());
        assertEquals(5, args.maxRows());
        assertEquals("/data/lake", args.lake());
        SqlJob.Args defaults = SqlJob.Args.parse("SELECT 1");
        assertEquals(SqlJob.Format.TABLE, defaults.format());
        assertEquals(1000, defaults.maxRows());
        assertEquals("lake", defaults.lake());
        assertEquals(null, defaults.catalog());
        assertEquals("chess", defaults.namespace());
        assertTrue(assertThrows(ParameterException.class, () -> SqlJob.Args.parse("--format", "xml", "SELECT 1"))
                .getMessage().startsWith("Invalid value for option '--format'"));
        assertThrows(ParameterException.class, () -> SqlJob.Args.parse());
        assertThrows(UsageException.class, () -> SqlJob.Args.parse("no/such/query.sql"));
    }
}
