package org.chesslake.format.xqf;

import java.util.*;
import org.chesslake.format.*;
import org.chesslake.game.*;
import org.chesslake.xiangqi.BinaryOracleGames;
import org.junit.jupiter.api.Test;

class XqfOracleScratchTest {
    @Test
    void scratch() throws Exception {
        Map<String,int[]> per = new TreeMap<>();
        int shown = 0;
        for (BinaryOracleGames o : BinaryOracleGames.all()) {
            if (!o.format().equals("xqf")) continue;
            int[] c = per.computeIfAbsent(o.set(), k -> new int[2]);
            c[1]++;
            String problem;
            try (GameDatabase db = Formats.byName("xqf").open(o.path(), FormatOptions.NONE);
                 GameCursor cur = db.cursor(new Split(0, 1), DecodeLevel.MOVES)) {
                cur.next();
                Game g; String err = null;
                try { g = cur.game(); } catch (GameDecodeException e) { g = e.partial(); err = e.getMessage(); if (g == null) throw e; }
                List<String> main = new ArrayList<>();
                for (MoveNode n : g.moves().mainLine()) main.add(n.move().uci());
                int[] counts = new int[3];
                List<List<MoveNode>> todo = new ArrayList<>(); todo.add(g.moves().mainLine());
                while (!todo.isEmpty()) { List<MoveNode> l = todo.remove(todo.size()-1);
                    for (MoveNode n : l) { counts[0]++; if (n.commentAfter()!=null) counts[2]++; if (n.commentBefore()!=null) counts[2]++; counts[1]+=n.variations().size(); todo.addAll(n.variations()); } }
                if (g.moves().comment()!=null) counts[2]++;
                problem = null;
                if (!Objects.equals(g.header().startFen(), o.startFen())) problem = "fen " + g.header().startFen() + " vs " + o.startFen();
                else if (!main.equals(o.expectedIccs())) problem = "main " + main.size() + " vs " + o.expectedIccs().size();
                else if (o.expectDecodeError() != (err != null)) problem = "error " + err;
                else if (o.treeAgree() && (counts[0] != o.nodes() || counts[1] != o.variations())) problem = "counts " + Arrays.toString(counts) + " vs " + o.nodes() + "/" + o.variations() + "/" + o.comments();
                else if (o.commentsAgree() && o.treeAgree() && counts[2] != o.comments()) problem = "comments " + counts[2] + " vs " + o.comments();
            } catch (Exception e) { problem = e.toString(); }
            if (problem == null) c[0]++; else if (shown++ < 30) System.out.println(o.file() + ": " + problem);
        }
        per.forEach((k, v) -> System.out.println(k + " " + v[0] + "/" + v[1]));
    }
}
