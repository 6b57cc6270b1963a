package org.chesslake.explore.web;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesslake.explore.Position;
import org.chesslake.explore.PositionTopGame;
import org.chesslake.lake.TopGame;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;
import org.chesslake.lake.TreeMove;

/**
 * The explorer's HTML: a position's page (board, breadcrumb, tree, top games, the FEN box and the
 * filters), a game's PGN, and the message of a request that failed. Plain links and GET forms, no
 * script; every value from the request or the lake is escaped.
 */
final class ExplorerPage {

    private static final String STYLE = """
            body{font-family:DejaVu Sans,Noto Sans CJK SC,sans-serif;margin:16px;color:#222;background:#fafafa}
            h1{font-size:20px;margin:0 0 8px}h1 a{color:inherit;text-decoration:none}
            nav{margin:6px 0}nav a{margin-right:4px}
            .columns{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
            table{border-collapse:collapse}td,th{padding:3px 8px;text-align:right}th{border-bottom:1px solid #999}
            td.move,th.move{text-align:left}
            .bar{display:flex;width:180px;height:14px;border:1px solid #777}
            .bar span{display:block;height:100%}.bar .white{background:#fff}.bar .draws{background:#aaa}
            .bar .black{background:#333}
            form{margin:8px 0}input[type=text]{font-family:monospace}
            .error{color:#a00;font-weight:bold}pre{background:#fff;border:1px solid #ccc;padding:8px;white-space:pre-wrap}
            """;

    private ExplorerPage() {
    }

    /** A position's page. */
    static String position(PageRequest request, Tree tree) {
        StringBuilder html = open("chesslake explorer: " + request.position().fen());
        breadcrumb(html, request);
        html.append("<div class=\"columns\"><div class=\"board\">").append(BoardSvg.of(request.position()))
                .append("<p class=\"to-move\">").append(toMove(request.position())).append("</p></div><div>");
        treeTable(html, request, tree);
        topGames(html, request, tree);
        html.append("</div><div>");
        fenForm(html, request);
        filterForm(html, request);
        return html.append("</div></div></body></html>").toString();
    }

    /** A game's page: its PGN, and a link back to the position it was opened from. */
    static String game(PageRequest from, long gameId, String pgn) {
        return open("chesslake explorer: game " + gameId)
                .append("<nav><a id=\"back\" href=\"").append(escape(from.href())).append("\">back to the position</a></nav>")
                .append("<pre id=\"pgn\">").append(escape(pgn)).append("</pre></body></html>").toString();
    }

    /** The page of a request that failed, with its message. */
    static String error(String message) {
        return open("chesslake explorer: error")
                .append("<p class=\"error\" id=\"error\">").append(escape(message)).append("</p>")
                .append("<p><a href=\"/\">the start position</a></p></body></html>").toString();
    }

    private static StringBuilder open(String title) {
        return new StringBuilder("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(title)).append("</title><style>").append(STYLE).append("</style></head><body>")
                .append("<h1><a href=\"/\">chesslake explorer</a></h1>");
    }

    private static String toMove(Position position) {
        boolean xiangqi = position.ranks() == 10;
        return (position.firstToMove() ? xiangqi ? "Red" : "White" : "Black") + " to move";
    }

    /** The moves from the line's root, each a link to its position, and the back link. */
    private static void breadcrumb(StringBuilder html, PageRequest request) {
        html.append("<nav id=\"breadcrumb\"><a href=\"").append(escape(request.upTo(0).href())).append("\">")
                .append(request.line().isEmpty() ? "this position" : "start").append("</a>");
        Position at = request.root();
        int number = at.moveNumber();
        for (int i = 0; i < request.line().size(); i++) {
            String move = request.line().get(i);
            String label = (at.firstToMove() ? number + ". " : i == 0 ? number + "… " : "") + at.notation(move);
            if (!at.firstToMove()) {
                number++;
            }
            at = at.play(move);
            html.append(" › <a class=\"step\" href=\"").append(escape(request.upTo(i + 1).href())).append("\">")
                    .append(escape(label)).append("</a>");
        }
        PageRequest back = request.back();
        if (back != null) {
            html.append(" <a id=\"back\" href=\"").append(escape(back.href())).append("\">(back)</a>");
        }
        html.append("</nav>");
    }

    private static void treeTable(StringBuilder html, PageRequest request, Tree tree) {
        if (tree.moves().isEmpty()) {
            html.append("<p id=\"no-games\">No game of the lake").append(request.filter().equals(TreeFilter.NONE) ? "" : " that the filters keep")
                    .append(" played a move from this position.</p>");
            return;
        }
        html.append("<table id=\"tree\"><thead><tr><th class=\"move\">move</th><th>games</th><th>white / draws / black</th>"
                + "<th>score</th><th>avg Elo</th><th>years</th></tr></thead><tbody>");
        for (TreeMove move : tree.moves()) {
            String label = notation(request, move);
            html.append("<tr class=\"tree-move\" data-uci=\"").append(escape(move.uci())).append("\"><td class=\"move\">")
                    .append("<a href=\"").append(escape(request.play(move.uci()).href())).append("\">").append(escape(label))
                    .append("</a></td>")
                    .append("<td class=\"games\">").append(move.games()).append("</td><td>");
            bar(html, move);
            html.append("</td><td class=\"score\">").append(percent(move.score())).append("</td><td class=\"avg-elo\">")
                    .append(elo(move.avgElo())).append("</td><td class=\"years\">")
                    .append(years(move)).append("</td></tr>");
        }
        // a game counts once per move it played from here (the tree's count), so rarely twice
        long games = tree.moves().stream().mapToLong(TreeMove::games).sum();
        html.append("</tbody><tfoot><tr><td class=\"move\">all</td><td id=\"total-games\">").append(games)
                .append("</td><td colspan=\"4\"></td></tr></tfoot></table>");
    }

    /**
     * A move of the lake's tree as the page writes it, as in the breadcrumb: SAN (the tree's own), or
     * xiangqi's Chinese notation (the tree holds WXF).
     */
    private static String notation(PageRequest request, TreeMove move) {
        try {
            return request.position().notation(move.uci());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the lake's move " + move.uci() + " is not legal in " + request.position().fen(), e);
        }
    }

    private static void bar(StringBuilder html, TreeMove move) {
        html.append("<div class=\"bar\" title=\"").append(move.whiteWins()).append(" white wins, ").append(move.draws())
                .append(" draws, ").append(move.blackWins()).append(" black wins\">");
        long decided = move.whiteWins() + move.draws() + move.blackWins();
        for (Map.Entry<String, Long> part : List.of(Map.entry("white", move.whiteWins()), Map.entry("draws", move.draws()),
                Map.entry("black", move.blackWins()))) {
            double width = decided == 0 ? 0 : 100.0 * part.getValue() / decided;
            html.append("<span class=\"").append(part.getKey()).append("\" style=\"width:")
                    .append(String.format(Locale.ROOT, "%.1f", width)).append("%\"></span>");
        }
        html.append("</div>");
    }

    /** A score as the page shows it: a percentage to one place, blank when no game was finished. */
    private static String percent(Double score) {
        return score == null ? "" : String.format(Locale.ROOT, "%.1f%%", 100 * score);
    }

    /** An average Elo as the page shows it: a whole number (the tree rounds it), blank for none. */
    private static String elo(Double avgElo) {
        return avgElo == null ? "" : Long.toString(Math.round(avgElo));
    }

    private static String years(TreeMove move) {
        if (move.firstYear() == null) {
            return "";
        }
        return move.firstYear().equals(move.lastYear()) ? move.firstYear().toString() : move.firstYear() + "–" + move.lastYear();
    }

    /**
     * The position's games of the highest Elo (both players' summed), each with the move it played,
     * what the index holds of it (no names: they are in the games table, which the PGN link reads),
     * and a link to its PGN.
     */
    private static void topGames(StringBuilder html, PageRequest request, Tree tree) {
        List<PositionTopGame> topGames = PositionTopGame.of(tree);
        if (topGames.isEmpty()) {
            return;
        }
        html.append("<h2>Top games</h2><table id=\"top-games\"><thead><tr><th class=\"move\">move</th><th>white Elo</th>"
                + "<th>black Elo</th><th>result</th><th>date</th><th></th></tr></thead><tbody>");
        for (PositionTopGame top : topGames) {
            TopGame game = top.game();
            html.append("<tr><td class=\"move\">").append(escape(notation(request, top.move())))
                    .append("</td><td>").append(text(game.whiteElo())).append("</td><td>").append(text(game.blackElo()))
                    .append("</td><td>").append(text(game.result())).append("</td><td>")
                    .append(text(game.date() != null ? game.date() : game.year()))
                    .append("</td><td><a class=\"pgn\" href=\"").append(escape(request.gameHref(game.gameId())))
                    .append("\">PGN</a></td></tr>");
        }
        html.append("</tbody></table>");
    }

    /** The FEN box: a position typed or pasted, kept with the filters. */
    private static void fenForm(StringBuilder html, PageRequest request) {
        html.append("<form id=\"fen-form\" method=\"get\" action=\"/\"><label>FEN<br><input type=\"text\" name=\"fen\" size=\"60\""
                + " value=\"").append(escape(request.position().fen())).append("\"></label>");
        hidden(html, request.filterParameters());
        html.append(" <button type=\"submit\">go</button></form>");
    }

    /** The filters, kept with the position and its line. */
    private static void filterForm(StringBuilder html, PageRequest request) {
        Map<String, String> filters = request.filterParameters();
        html.append("<form id=\"filter-form\" method=\"get\" action=\"/\"><fieldset><legend>filters</legend>");
        hidden(html, request.positionParameters());
        field(html, "min_elo", "min Elo", filters, 6);
        field(html, "max_elo", "max Elo", filters, 6);
        field(html, "since", "since (YYYY or YYYY-MM-DD)", filters, 10);
        field(html, "until", "until", filters, 10);
        field(html, "source", "source", filters, 30);
        html.append("<button type=\"submit\">apply</button> <a href=\"")
                .append(escape(request.unfiltered().href()))
                .append("\">clear</a></fieldset></form>");
    }

    private static void field(StringBuilder html, String name, String label, Map<String, String> values, int size) {
        html.append("<label>").append(escape(label)).append(" <input type=\"text\" name=\"").append(name)
                .append("\" size=\"").append(size).append("\" value=\"").append(escape(values.getOrDefault(name, "")))
                .append("\"></label><br>");
    }

    private static void hidden(StringBuilder html, Map<String, String> parameters) {
        parameters.forEach((name, value) -> html.append("<input type=\"hidden\" name=\"").append(name).append("\" value=\"")
                .append(escape(value)).append("\">"));
    }

    private static String text(Object value) {
        return value == null ? "" : escape(value.toString());
    }

    /** Text safe in HTML content and in double-quoted attributes. */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
