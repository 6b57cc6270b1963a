package org.chesslake.format.xqf;

import java.nio.file.Path;
import java.util.*;
import org.chesslake.format.*;
import org.chesslake.game.*;
import org.junit.jupiter.api.Test;

class XqfDumpScratchTest {
    @Test
    void dump() throws Exception {
        for (String f : System.getProperty("files").split(";")) {
            try (GameDatabase db = Formats.byName(System.getProperty("fmt","xqf")).open(Path.of(f), FormatOptions.NONE);
                 GameCursor cur = db.cursor(new Split(0, 1), DecodeLevel.MOVES)) {
                cur.next();
                Game g = cur.game();
                System.out.println("GAMECOMMENT " + g.moves().comment());
                List<List<MoveNode>> todo = new ArrayList<>(); todo.add(g.moves().mainLine());
                while (!todo.isEmpty()) { List<MoveNode> l = todo.remove(todo.size()-1);
                    for (MoveNode n : l) { if (n.commentAfter()!=null) System.out.println("A[" + n.commentAfter().replace("\n","\\n") + "]"); if (n.commentBefore()!=null) System.out.println("B[" + n.commentBefore() + "]"); todo.addAll(n.variations()); } }
            }
        }
    }
}
