package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.charset.Charset;
import org.chesslake.files.Bytes;
import org.chesslake.format.chessassistant.PointerChain.BrokenChainException;

/**
 * One name list of the EMB (§3.4): Players, Events, Places or Sources. Names are reached only
 * through the .a01 pointer chains; a .d01 record is a length byte and the name (Players: two
 * length bytes, name and title).
 */
final class NameList {

    /** The four lists, with the inner file stem and whether records carry a title. */
    enum Kind {
        PLAYERS("Players", true),
        EVENTS("Events", false),
        PLACES("Places", false),
        SOURCES("Sources", false);

        final String stem;
        final boolean titled;

        Kind(String stem, boolean titled) {
            this.stem = stem;
            this.titled = titled;
        }
    }

    /** A resolved record: the name and (players only) the title, null when empty. */
    record Name(String name, String title) {
    }

    /** Why an id has no name; the game keeps its row and reports this. */
    static final class UnresolvedNameException extends Exception {
        UnresolvedNameException(String reason) {
            super(reason);
        }
    }

    private final Kind kind;
    private final PointerChain.Elements a01;
    private final byte[] d01;
    private final Charset charset;

    NameList(Kind kind, byte[] a01, byte[] d01, Charset charset) {
        this.kind = kind;
        this.a01 = PointerChain.inMemory(a01);
        this.d01 = d01;
        this.charset = charset;
    }

    static NameList load(EmbVolume emb, Kind kind, Charset charset) throws IOException {
        return new NameList(kind, emb.file(kind.stem + ".a01"), emb.file(kind.stem + ".d01"), charset);
    }

    Kind kind() {
        return kind;
    }

    /** Number of ids (elements of .a01). */
    int size() {
        return (int) a01.count();
    }

    Name resolve(int id) throws UnresolvedNameException {
        long position;
        try {
            position = PointerChain.resolve(a01, id);
        } catch (BrokenChainException e) {
            throw new UnresolvedNameException(kind.stem + ".a01: " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalStateException("in-memory array", e);
        }
        int header = kind.titled ? 2 : 1;
        if (position > d01.length - header) {
            throw new UnresolvedNameException(kind.stem + ".d01: record of id " + id + " at byte " + position
                    + " runs past the end (" + d01.length + " bytes)");
        }
        int at = (int) position;
        int nameLength = Bytes.u8(d01, at);
        int titleLength = kind.titled ? Bytes.u8(d01, at + 1) : 0;
        if (at + header + nameLength + titleLength > d01.length) {
            throw new UnresolvedNameException(kind.stem + ".d01: record of id " + id + " at byte " + position
                    + " (" + (header + nameLength + titleLength) + " bytes) runs past the end (" + d01.length + " bytes)");
        }
        String name = new String(d01, at + header, nameLength, charset);
        String title = titleLength == 0 ? null : new String(d01, at + header + nameLength, titleLength, charset);
        return new Name(name, title);
    }
}
