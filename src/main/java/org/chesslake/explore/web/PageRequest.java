package org.chesslake.explore.web;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.chess.Board;
import org.chesslake.explore.Position;
import org.chesslake.lake.TreeFilter;

/**
 * What a page of the explorer shows, read from its URL's query and written back into the links it
 * holds, so that every page can be bookmarked:
 * <ul>
 * <li>{@code fen}: the position (default: the chess start position, or where {@code line} leads);</li>
 * <li>{@code line}: the moves played to reach it, UCI (xiangqi: ICCS) separated by spaces, from
 * {@code root} (default: the start position of the FEN's game); they make the breadcrumb;</li>
 * <li>{@code min_elo}, {@code max_elo}: both players' Elo in this range;</li>
 * <li>{@code since}, {@code until}: the game's day {@code YYYY-MM-DD} or year {@code YYYY} (as
 * {@code jobs/explore --since/--until} take them);</li>
 * <li>{@code source}: the games' source.</li>
 * </ul>
 *
 * @param line the moves from {@code root} to {@code position}
 */
record PageRequest(Position root, List<String> line, Position position, TreeFilter filter) {

    /** The page at {@code /}. */
    private static final Position CHESS_START = Position.of(Board.STANDARD_FEN);

    PageRequest {
        line = List.copyOf(line);
    }


    /**
     * The request of a URL's raw query (null for none).
     *
     * @throws BadRequestException saying which parameter is wrong and why
     */
    static PageRequest parse(String rawQuery) {
        Map<String, List<String>> parameters = parameters(rawQuery);
        String fen = single(parameters, "fen");
        String rootFen = single(parameters, "root");
        List<String> line = words(single(parameters, "line"));
        TreeFilter filter = filter(parameters);
        if (line.isEmpty()) {
            Position position = fen != null ? position("fen", fen)
                    : rootFen != null ? position("root", rootFen) : CHESS_START;
            return new PageRequest(position, line, position, filter);
        }
        Position root = rootFen != null ? position("root", rootFen)
                : fen != null ? position("fen", fen).start() : CHESS_START;
        Position position = root;
        for (String move : line) {
            try {
                position = position.play(move);
            } catch (IllegalArgumentException e) {
                throw new BadRequestException("line: the move '" + move + "' cannot be played in " + position.fen()
                        + " (" + e.getMessage() + ")");
            }
        }
        if (fen != null && !position.equals(position("fen", fen))) {
            throw new BadRequestException("line: the moves " + String.join(" ", line) + " lead to " + position.fen()
                    + ", not to the fen " + fen);
        }
        return new PageRequest(root, line, position, filter);
    }

    /** The request after a move played here. */
    PageRequest play(String uci) {
        List<String> longer = new ArrayList<>(line);
        longer.add(uci);
        return new PageRequest(root, longer, position.play(uci), filter);
    }

    /** The same position and line over every game. */
    PageRequest unfiltered() {
        return new PageRequest(root, line, position, TreeFilter.NONE);
    }

    /** The request one move back along the line, or null at its root. */
    PageRequest back() {
        return line.isEmpty() ? null : upTo(line.size() - 1);
    }

    /** The request after the first {@code moves} moves of the line. */
    PageRequest upTo(int moves) {
        Position at = root;
        for (String move : line.subList(0, moves)) {
            at = at.play(move);
        }
        return new PageRequest(root, line.subList(0, moves), at, filter);
    }

    /** The page's address: {@code /} with the query that gives this request. */
    String href() {
        return "/?" + query(parameters());
    }

    /** A game's page, carrying this request so that it links back here. */
    String gameHref(long gameId) {
        return "/game?id=" + gameId + "&" + query(parameters());
    }

    /** The parameters that give this request, in a stable order. */
    Map<String, String> parameters() {
        Map<String, String> parameters = positionParameters();
        parameters.putAll(filterParameters());
        return parameters;
    }

    /** The parameters of the position and its line. */
    Map<String, String> positionParameters() {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("fen", position.fen());
        if (!line.isEmpty()) {
            if (!root.equals(position.start())) {
                parameters.put("root", root.fen());
            }
            parameters.put("line", String.join(" ", line));
        }
        return parameters;
    }

    /** The parameters of the filter. */
    Map<String, String> filterParameters() {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (filter.minElo() != null) {
            parameters.put("min_elo", filter.minElo().toString());
        }
        if (filter.maxElo() != null) {
            parameters.put("max_elo", filter.maxElo().toString());
        }
        if (filter.since() != null) {
            parameters.put("since", filter.since().text());
        }
        if (filter.until() != null) {
            parameters.put("until", filter.until().text());
        }
        if (filter.source() != null) {
            parameters.put("source", filter.source());
        }
        return parameters;
    }

    private static String query(Map<String, String> parameters) {
        StringBuilder query = new StringBuilder();
        parameters.forEach((name, value) -> query.append(query.isEmpty() ? "" : "&").append(name).append('=')
                .append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
        return query.toString();
    }

    /** The values of each parameter of a raw query, blank values left out (an empty form field sets nothing). */
    static Map<String, List<String>> parameters(String rawQuery) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        if (rawQuery == null) {
            return parameters;
        }
        for (String pair : rawQuery.split("&")) {
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1)).strip();
            if (!value.isEmpty()) {
                parameters.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
            }
        }
        return parameters;
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException("the address is not URL-encoded: " + e.getMessage());
        }
    }

    private static String single(Map<String, List<String>> parameters, String name) {
        List<String> values = parameters.getOrDefault(name, List.of());
        if (values.size() > 1) {
            throw new BadRequestException(name + " is given " + values.size() + " times");
        }
        return values.isEmpty() ? null : values.get(0);
    }

    private static List<String> words(String text) {
        return text == null ? List.of() : List.of(text.split("\\s+"));
    }

    private static Position position(String parameter, String fen) {
        try {
            return Position.of(fen);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(parameter + ": " + e.getMessage());
        }
    }

    private static TreeFilter filter(Map<String, List<String>> parameters) {
        try {
            return new TreeFilter(elo(parameters, "min_elo"), elo(parameters, "max_elo"), date(parameters, "since"),
                    date(parameters, "until"), single(parameters, "source"));
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    private static Integer elo(Map<String, List<String>> parameters, String name) {
        String value = single(parameters, name);
        if (value == null) {
            return null;
        }
        if (!value.matches("\\d{1,4}")) {
            throw new BadRequestException(name + ": '" + value + "' is not an Elo (a whole number from 0 to 9999)");
        }
        return Integer.valueOf(value);
    }

    private static TreeFilter.DateBound date(Map<String, List<String>> parameters, String name) {
        String value = single(parameters, name);
        if (value == null) {
            return null;
        }
        try {
            return TreeFilter.DateBound.parse(value);
        } catch (DateTimeParseException e) {
            throw new BadRequestException(name + ": '" + value + "' is not a date (YYYY-MM-DD) or a year (YYYY)");
        }
    }
}
