package org.chesslake.testing;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** Named pairs of an expected and a read value; reports the first pair, in the order added, that differs. */
public final class FieldComparison {

    private final Map<String, Object[]> fields = new LinkedHashMap<>();

    public FieldComparison field(String name, Object expected, Object actual) {
        fields.put(name, new Object[] {expected, actual});
        return this;
    }

    /** "white Kasparov read back as Karpov" for the first field that differs, or null if none does. */
    public String firstDifference() {
        for (Map.Entry<String, Object[]> field : fields.entrySet()) {
            Object[] pair = field.getValue();
            if (!Objects.equals(pair[0], pair[1])) {
                return field.getKey() + " " + pair[0] + " read back as " + pair[1];
            }
        }
        return null;
    }
}
