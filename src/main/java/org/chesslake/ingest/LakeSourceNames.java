package org.chesslake.ingest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.hadoop.fs.Path;
import org.chesslake.lake.SourcesTable;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.SourceNames;

/**
 * The source names of a run into a lake. A source is its database (the format and the location of
 * the file that opens it), not its name: a database the lake holds keeps the name it has there, however
 * the input was spelled. Any other database is a new source, under the finder's name (its path below
 * the input root) when no source of the lake or of the run has it, else under the shortest name that
 * tells it apart: the directories above its input root put before it one at a time
 * ({@code dcg/famous}, {@code sample-data/dcg/famous}), and past the file system's root a number
 * ({@code famous~2}). A name the user gave ({@code --source-name}) that the lake holds for another
 * database is refused, before anything is written.
 */
final class LakeSourceNames implements SourceNames {

    private final Collection<SourcesTable.Source> recorded;
    private final boolean namesGiven;

    /**
     * @param recorded   the lake's sources
     * @param namesGiven the finder's names are the user's ({@code --source-name}), not paths
     */
    LakeSourceNames(Collection<SourcesTable.Source> recorded, boolean namesGiven) {
        this.recorded = recorded;
        this.namesGiven = namesGiven;
    }

    @Override
    public List<DatabaseRef> name(List<DatabaseRef> listed) {
        Set<String> taken = new HashSet<>();
        recorded.forEach(source -> taken.add(source.source()));
        String[] names = new String[listed.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = held(listed.get(i)).map(SourcesTable.Source::source).orElse(null);
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i] == null) {
                names[i] = newName(listed.get(i), taken);
                taken.add(names[i]);
            }
        }
        List<DatabaseRef> named = new ArrayList<>(names.length);
        for (int i = 0; i < names.length; i++) {
            named.add(listed.get(i).named(names[i]));
        }
        return named;
    }

    /** The lake's row of this database, if it holds one. */
    private Optional<SourcesTable.Source> held(DatabaseRef database) {
        return recorded.stream().filter(source -> source.isOf(database)).findFirst();
    }

    private String newName(DatabaseRef database, Set<String> taken) {
        String found = database.source();
        if (!taken.contains(found)) {
            return found;
        }
        if (namesGiven) {
            SourcesTable.Source holder = recorded.stream().filter(s -> s.source().equals(found)).findFirst().orElseThrow();
            throw new SourceNameTakenException("source name '" + found + "' is taken: the lake holds it for "
                    + holder.path() + " (" + holder.format() + "), not " + database.path() + " (" + database.format()
                    + "); give this database another --source-name, or drop the other with --prune once its files are gone");
        }
        String[] path = new Path(database.path()).toUri().getPath().split("/");
        List<String> above = Arrays.asList(path).subList(0, Math.max(0, path.length - found.split("/").length))
                .stream().filter(segment -> !segment.isEmpty()).toList();
        String name = found;
        for (int i = above.size() - 1; i >= 0; i--) {
            name = above.get(i) + "/" + name;
            if (!taken.contains(name)) {
                return name;
            }
        }
        for (int n = 2; ; n++) {
            String numbered = found + "~" + n;
            if (!taken.contains(numbered)) {
                return numbered;
            }
        }
    }
}
