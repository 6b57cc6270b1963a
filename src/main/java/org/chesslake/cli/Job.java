package org.chesslake.cli;

import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * A job's command line and its run, alike in every job: picocli reads the arguments into the job's
 * annotated fields ({@code --help} and {@code --version} included), {@link #run} does the work, and the
 * exit status says how it ended ({@link ExitCode}). A usage error prints its message and the usage on
 * stderr; a failure prints its message (or, when it is not one a job expects, its stack trace).
 */
@Command(mixinStandardHelpOptions = true, versionProvider = BuildVersion.class, separator = " ", sortOptions = false,
        sortSynopsis = false, usageHelpWidth = 100, exitCodeListHeading = "%nExit codes:%n")
public abstract class Job {

    @Spec
    CommandSpec spec;

    /** Does the job's work on the command line picocli has filled in, printing what it reports on {@code out}. */
    protected abstract void run(PrintStream out) throws Exception;

    /** Defaults of the options the command line leaves out, where a job has them beyond its annotations'. */
    IDefaultValueProvider defaults() {
        return null;
    }

    /** A usage error found after parsing (options that go together, a file the command line names): status 2. */
    final ParameterException usageError(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** Runs a job on its command line and returns the exit status; the jobs' {@code main} and the tests call it. */
    public static int execute(Job job, PrintStream out, PrintStream err, String... argv) {
        CommandLine line = commandLine(job);
        try {
            line.parseArgs(argv);
            if (line.isUsageHelpRequested()) {
                line.usage(out);
            } else if (line.isVersionHelpRequested()) {
                line.printVersionHelp(out);
            } else {
                job.run(out);
            }
            return ExitCode.OK.status();
        } catch (ParameterException e) {
            err.println(e.getMessage());
            UnmatchedArgumentException.printSuggestions(e, err);
            line.usage(err);
            return ExitCode.USAGE.status();
        } catch (Exception e) {
            if (ExitCode.explains(e)) {
                err.println(e.getMessage());
            } else {
                e.printStackTrace(err);
            }
            return ExitCode.of(e).status();
        }
    }

    /**
     * A job's {@code main}: exits with the status of a job that did not end well, and returns after one
     * that did (spark-submit's cluster mode takes a {@code System.exit} for the end of the application).
     */
    static void main(Job job, String[] argv) {
        int status = execute(job, System.out, System.err, argv);
        if (status != ExitCode.OK.status()) {
            System.exit(status);
        }
    }

    /** The job with its command line parsed into it; a {@link ParameterException} for a usage error. */
    static <J extends Job> J parse(J job, String... argv) {
        commandLine(job).parseArgs(argv);
        return job;
    }

    /** What the job prints for {@code --help}. */
    public static String usage(Job job) {
        return commandLine(job).getUsageMessage();
    }

    private static CommandLine commandLine(Job job) {
        CommandLine line = new CommandLine(job);
        line.setCaseInsensitiveEnumValuesAllowed(true);
        line.setDefaultValueProvider(job.defaults());
        line.getCommandSpec().usageMessage().exitCodeList(ExitCode.list());
        return line;
    }
}
