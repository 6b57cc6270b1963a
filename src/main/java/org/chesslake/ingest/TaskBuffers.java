package org.chesslake.ingest;

import java.lang.ref.SoftReference;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.chesslake.parquet.MovesBuffers;

/**
 * A moves-pass task's largest buffers: its moves row group's columns and its positions rows. They
 * grow to some 80 MB and 130 MB (with the sort's), and when each task grew its own they outlived
 * enough young collections to be copied by each and promoted, for a collection of the whole heap to
 * free. So an executor keeps them from task to task: a task takes a set, and gives it back when it
 * has written its files; there are as many sets as tasks ever ran at once (an executor's cores).
 * Kept softly: the collector may take an idle set back rather than run short of memory.
 */
final class TaskBuffers {

    private static final Queue<SoftReference<TaskBuffers>> IDLE = new ConcurrentLinkedQueue<>();

    final MovesBuffers moves = new MovesBuffers();
    final KeyedRows positions = new KeyedRows();

    private TaskBuffers() {
    }

    /** A set no other task holds: an idle one, or a new one. */
    static TaskBuffers take() {
        SoftReference<TaskBuffers> idle;
        while ((idle = IDLE.poll()) != null) {
            TaskBuffers buffers = idle.get();
            if (buffers != null) {
                return buffers;
            }
        }
        return new TaskBuffers();
    }

    /** Gives the set back for the executor's next task; the caller uses it no more. */
    void release() {
        IDLE.add(new SoftReference<>(this));
    }
}
