package org.chesslake.format.cbf;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chesslake.files.OutputFile;
import org.chesslake.game.Game;

/**
 * Writes games as a ChessBase for DOS database, the exact inverse of the reader: reading the files
 * back gives the same moves, variations, annotations, names, year and result. Needed because no
 * public CBF database exists to test the reader on.
 *
 * <p>A game the format cannot hold exactly (a move numbered above 127, a null move, a comment
 * before a move, a name the code page lacks, …) is left out and listed with its reason. What CBF
 * has no field for is not written and not reported: site, month and day, tags, the halfmove clock.
 * Elo is stored in steps of 5 from 1605 to 2875, so it is rounded to the nearest storable value
 * (below 1603: none).
 */
public final class CbfWriter {

    private final CbfGameEncoder encoder;

    /** A writer using the code page the reader assumes by default (cp850). */
    public CbfWriter() {
        this(Charset.forName(CbfText.DEFAULT_ENCODING));
    }

    public CbfWriter(Charset charset) {
        this.encoder = new CbfGameEncoder(new CbfText(charset));
    }

    /**
     * Writes {@code games} to {@code cbi} and the CBF next to it (same name, extension {@code .cbf}
     * in the index extension's case), replacing both.
     */
    public CbfWriteResult write(List<Game> games, OutputFile cbi) throws IOException {
        String name = cbi.fileName();
        if (!name.toLowerCase(Locale.ROOT).endsWith(".cbi")) {
            throw new IllegalArgumentException("a CBF index file ends with .cbi: " + cbi);
        }
        OutputFile cbf = cbi.sibling(name.substring(0, name.length() - 1) + (name.endsWith("I") ? "F" : "f"));
        List<Long> written = new ArrayList<>();
        List<CbfWriteResult.Skipped> skipped = new ArrayList<>();
        List<Long> offsets = new ArrayList<>();
        long position = 0;
        try (OutputStream out = new BufferedOutputStream(cbf.create())) {
            for (Game game : games) {
                byte[] record;
                try {
                    record = encoder.encode(game);
                } catch (CbfUnwritableException e) {
                    skipped.add(new CbfWriteResult.Skipped(game.number(), e.getMessage()));
                    continue;
                }
                out.write(record);
                offsets.add(position);
                written.add(game.number());
                position += record.length;
            }
        }
        cbi.write(index(offsets, position));
        return new CbfWriteResult(games.size(), written, skipped);
    }

    /** The CBI: n + 1, each offset plus its game's index + 2, the free position plus n + 2. */
    private static byte[] index(List<Long> offsets, long free) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(4 * (offsets.size() + 2));
        long n = offsets.size();
        longword(out, n + 1);
        for (int i = 0; i < n; i++) {
            longword(out, offsets.get(i) + i + 2);
        }
        longword(out, free + n + 2);
        return out.toByteArray();
    }

    private static void longword(ByteArrayOutputStream out, long value) {
        if (value > 0xFFFFFFFFL) {
            throw new IllegalStateException("CBF larger than 4 GB");
        }
        out.write((int) (value >> 24));
        out.write((int) (value >> 16));
        out.write((int) (value >> 8));
        out.write((int) value);
    }
}
