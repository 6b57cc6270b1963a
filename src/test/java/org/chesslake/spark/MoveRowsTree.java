package org.chesslake.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.chesslake.game.MoveNode;

/**
 * Rebuilds the move trees of games from rows of the moves table, and prints a tree in one canonical
 * line ("e2e4 $1 {after} (f2f4 d7d5) e7e5 ...") so tests compare whole trees with a readable diff.
 */
final class MoveRowsTree {

    /** One move as the moves table gives it (its san or uci), with the variations rebuilt from line ids. */
    record Node(String move, List<Integer> nags, String before, String after, List<List<Node>> variations) {
    }

    private MoveRowsTree() {
    }

    /**
     * Main lines by game_id, from rows with game_id, line_id, parent_line_id, branch_ply, ply, nags,
     * comment_before, comment_after and the column {@code moveColumn} (san or uci).
     */
    static Map<Long, List<Node>> byGame(List<Row> rows, String moveColumn) {
        Map<Long, List<Row>> perGame = new HashMap<>();
        for (Row row : rows) {
            perGame.computeIfAbsent(row.getAs("game_id"), k -> new ArrayList<>()).add(row);
        }
        Map<Long, List<Node>> trees = new HashMap<>();
        perGame.forEach((game, gameRows) -> trees.put(game, tree(gameRows, moveColumn)));
        return trees;
    }

    private static List<Node> tree(List<Row> rows, String moveColumn) {
        rows.sort(Comparator.<Row>comparingInt(r -> r.getAs("line_id")).thenComparingInt(r -> r.getAs("ply")));
        Map<Integer, List<Node>> lines = new TreeMap<>();
        Map<Integer, Map<Integer, Node>> nodeAtPly = new HashMap<>();
        Map<Integer, int[]> branchOf = new TreeMap<>();
        for (Row row : rows) {
            int line = row.getAs("line_id");
            Node node = new Node(row.getAs(moveColumn), row.getList(row.fieldIndex("nags")), row.getAs("comment_before"),
                    row.getAs("comment_after"), new ArrayList<>());
            lines.computeIfAbsent(line, k -> new ArrayList<>()).add(node);
            nodeAtPly.computeIfAbsent(line, k -> new HashMap<>()).put(row.getAs("ply"), node);
            if (line != 0) {
                branchOf.put(line, new int[] {row.getAs("parent_line_id"), row.getAs("branch_ply")});
            }
        }
        branchOf.forEach((line, parent) -> nodeAtPly.get(parent[0]).get(parent[1]).variations().add(lines.get(line)));
        return lines.getOrDefault(0, List.of());
    }

    /** The same canonical form for a decoded game's tree (SAN moves), to compare with an oracle. */
    static List<Node> of(List<MoveNode> line) {
        List<Node> nodes = new ArrayList<>();
        for (MoveNode node : line) {
            List<List<Node>> variations = new ArrayList<>();
            node.variations().forEach(v -> variations.add(of(v)));
            nodes.add(new Node(node.move().san(), node.nags(), node.commentBefore(), node.commentAfter(), variations));
        }
        return nodes;
    }

    static String print(List<Node> line) {
        StringBuilder out = new StringBuilder();
        print(line, out);
        return out.toString().trim();
    }

    private static void print(List<Node> line, StringBuilder out) {
        for (Node node : line) {
            if (node.before() != null) {
                out.append(" {<").append(node.before()).append('}');
            }
            out.append(' ').append(node.move());
            for (int nag : node.nags()) {
                out.append(" $").append(nag);
            }
            if (node.after() != null) {
                out.append(" {").append(node.after()).append('}');
            }
            for (List<Node> variation : node.variations()) {
                out.append(" (");
                print(variation, out);
                out.append(" )");
            }
        }
    }
}
