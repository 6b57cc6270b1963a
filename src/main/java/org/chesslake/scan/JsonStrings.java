package org.chesslake.scan;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.List;

/** Reads the JSON string arrays Spark uses to pass several paths. */
public final class JsonStrings {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonStrings() {
    }

    static List<String> parseArray(String json) {
        try {
            return Arrays.asList(MAPPER.readValue(json, String[].class));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("option paths is not a JSON array of strings: " + json, e);
        }
    }
}
