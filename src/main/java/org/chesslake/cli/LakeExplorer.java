package org.chesslake.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.chesslake.explore.web.ExplorerLake;
import org.chesslake.lake.PositionIndex;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;

/**
 * What {@code jobs/explore --serve} shows: trees from the lake's {@link PositionIndex} (no Spark; the
 * server's index keeps its last {@link #KEPT_TREES} trees), and a game's PGN by the export's path
 * ({@link LakeGamePgn}), on a Spark session started at the first game asked for and kept until
 * {@link #close}. The page's threads take turns at each.
 */
final class LakeExplorer implements ExplorerLake, AutoCloseable {

    /**
     * How many trees the page's index keeps for the snapshot it reads: a page asked again (the start
     * position above all, and the positions of a line clicked back through) is answered from memory.
     * A tree is a few kilobytes (a common position's moves with three top games each), so a few MB.
     */
    static final int KEPT_TREES = 256;

    private final PositionIndex index;
    private final LakeOptions lake;
    private JobSession session;

    LakeExplorer(PositionIndex index, LakeOptions lake) {
        this.index = index;
        this.lake = lake;
    }

    @Override
    public Tree tree(String fen, TreeFilter filter) {
        synchronized (index) {
            try {
                return index.tree(fen, filter);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public synchronized Optional<String> pgn(long gameId) {
        if (session == null) {
            session = JobSession.onLake("explore", lake);
        }
        return LakeGamePgn.of(session.spark(), gameId);
    }

    @Override
    public synchronized void close() {
        synchronized (index) {
            index.close();
        }
        if (session != null) {
            session.close();
        }
    }
}
