package org.chesslake.ingest;

import java.nio.charset.StandardCharsets;

/**
 * Hive-style partition directory names ("source=twic%2F1234") escaped the way Spark escapes them,
 * so that Spark's partition discovery reads back exactly the value written.
 */
final class PartitionPaths {

    private static final String SPECIAL = "\"#%'*/:=?\\{[]^\u007f";

    private PartitionPaths() {
    }

    static String directory(String column, String value) {
        return column + "=" + escape(value);
    }

    static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < ' ' || SPECIAL.indexOf(c) >= 0) {
                for (byte b : String.valueOf(c).getBytes(StandardCharsets.UTF_8)) {
                    out.append('%').append(String.format("%02X", b & 0xff));
                }
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
