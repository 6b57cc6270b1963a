package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.charset.Charset;
import java.util.EnumMap;
import java.util.Map;

/** The four name lists of a database and the player details of Players.d00, loaded once from the EMB. */
final class NameBook {

    private final Map<NameList.Kind, NameList> lists;
    private final byte[] playersD00;

    NameBook(Map<NameList.Kind, NameList> lists, byte[] playersD00) {
        this.lists = new EnumMap<>(lists);
        this.playersD00 = playersD00;
    }

    static NameBook load(EmbVolume emb, Charset charset) throws IOException {
        Map<NameList.Kind, NameList> lists = new EnumMap<>(NameList.Kind.class);
        for (NameList.Kind kind : NameList.Kind.values()) {
            lists.put(kind, NameList.load(emb, kind, charset));
        }
        return new NameBook(lists, emb.file(NameList.Kind.PLAYERS.stem + ".d00"));
    }

    NameList list(NameList.Kind kind) {
        return lists.get(kind);
    }

    PlayerDetails player(int id) {
        return PlayerDetails.read(playersD00, id);
    }
}
