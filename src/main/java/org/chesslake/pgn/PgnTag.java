package org.chesslake.pgn;

/** One tag pair as it stands in the file: [Name "value"], value unescaped. */
public record PgnTag(String name, String value) {
}
