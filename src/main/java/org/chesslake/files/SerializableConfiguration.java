package org.chesslake.files;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serial;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;

/**
 * A Hadoop configuration that travels to the executors (as Spark's own file sources ship theirs),
 * so that the session's {@code spark.hadoop.*} settings (endpoints, credentials) reach the tasks.
 */
public final class SerializableConfiguration implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    private transient Configuration value;

    public SerializableConfiguration(Configuration value) {
        this.value = value;
    }

    public Configuration value() {
        return value;
    }

    @Serial
    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        value.write(out);
    }

    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        value = new Configuration(false);
        value.readFields(in);
    }
}
