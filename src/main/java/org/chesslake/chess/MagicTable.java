package org.chesslake.chess;

/**
 * Sliding-piece attacks by magic multiplication: (occupancy & mask) * magic >>> shift indexes a
 * table of precomputed attack sets. The magics below were found once by a seeded random search
 * (sparse random numbers, kept when no two occupancies with different attacks share an index);
 * filling the table checks that again, so a wrong constant fails at class load, not in a game.
 */
final class MagicTable {

    /** The slow reference: attacks from sq given the occupied squares. */
    interface Slider {
        long attacks(int sq, long occupied);
    }

    static final long[] ROOK_MAGICS = {
        0x2180048020164000L, 0x1840001000200041L, 0x0880100008842000L, 0x0880080080100004L,
        0x8600082004020010L, 0x4100040008020100L, 0x95000081000A0004L, 0x0100015100002482L,
        0x8008800862C00480L, 0x0083402010004000L, 0x8818802000801000L, 0x0928801000080080L,
        0x0384808044000800L, 0x0082808004000200L, 0x0011000100040200L, 0x0001000081000042L,
        0x2210208008400880L, 0x044540C008201000L, 0x0020008010082080L, 0x0000808010000800L,
        0x2962020008201004L, 0x4280808002000400L, 0x0401240002280110L, 0x2800120014489104L,
        0x0000802080004000L, 0x0040008080200041L, 0x0290201200408200L, 0x8708008280100088L,
        0x2400040080800800L, 0x0001008900040002L, 0x4234010400100802L, 0x0038805A00010084L,
        0x0C80400084800820L, 0x0064200044C01001L, 0x0420004800401003L, 0x8020800802801000L,
        0x2832110005000800L, 0x0000040080800200L, 0x0018021004000108L, 0x22110400420010A1L,
        0x0080002000404006L, 0x0424442010004002L, 0xA029200241030010L, 0x0440080010008080L,
        0x4482001020060008L, 0x02B4001008020200L, 0x04A0281002540001L, 0x0019000480450002L,
        0x0480004000200040L, 0x1003421100258200L, 0x0001001040200100L, 0x0000080010008280L,
        0x1088004200040040L, 0x0080040002008080L, 0x0200010210080400L, 0x0040408100441200L,
        0x000C210600801042L, 0x0010400080201101L, 0x0000102004090041L, 0x0000080421001001L,
        0x0082000508209002L, 0x0202001021842802L, 0x0200080102009004L, 0x7101000022108441L
    };

    static final long[] BISHOP_MAGICS = {
        0x00408882040220A0L, 0x0050518800818000L, 0x0810A40A40410800L, 0x05A4050200000004L,
        0x4002021004080520L, 0x0048220820014494L, 0x00A0843008840000L, 0x0912010C10842410L,
        0x020040020A642F02L, 0x0083021004608C80L, 0x0300048822004000L, 0x2001040400840082L,
        0x0100040420000192L, 0x0009408820080100L, 0x10000188090822D0L, 0x0002960041084800L,
        0x0041004808086084L, 0x4002002048512900L, 0x4001080802002200L, 0x9004002844000812L,
        0x1004000880A04200L, 0x0420400080504020L, 0x6014020C80C81881L, 0x0009000141149040L,
        0x0104900040020880L, 0x8008A00008320088L, 0x08048802500028A0L, 0x0020060014401040L,
        0x2002840228802008L, 0x102E002084100800L, 0x0804E70024010800L, 0x0E01520A89030902L,
        0x0104842120042000L, 0x0004100320449400L, 0x00A6209000480022L, 0x1608840400080120L,
        0xC400404040040100L, 0x50A0080840248050L, 0x000400840805A420L, 0x0411020820408404L,
        0x4424020925014008L, 0x020100A80400A060L, 0x11A2010047002802L, 0x1802802018000100L,
        0x0060200411009010L, 0x06028C0800208600L, 0x8002100400802108L, 0x0914080049080148L,
        0x0000480208A10C05L, 0x248204A0882800C2L, 0x00000024022200C2L, 0x0000280042022900L,
        0x0030001002020808L, 0x88002910100888C8L, 0x02100262042C0001L, 0x0020048400404201L,
        0x0000110088204801L, 0x0020128044102491L, 0x0012200020A41004L, 0x2008010000420884L,
        0x0006004011020200L, 0x3010104022CC0500L, 0x000108109C1840C0L, 0x4220C22C10440540L
    };

    private static final long EDGE_RANKS = 0xFF000000000000FFL;
    private static final long EDGE_FILES = 0x8181818181818181L;
    private static final long FILE_A = 0x0101010101010101L;
    private static final long RANK_1 = 0xFFL;

    private final long[] masks = new long[64];
    private final long[] magics;
    private final int[] shifts = new int[64];
    private final int[] offsets = new int[64];
    private final long[] table;

    MagicTable(Slider slider, long[] magics) {
        this.magics = magics.clone();
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            // Edge squares never block anything behind them, so they stay out of the index.
            long edges = (EDGE_RANKS & ~(RANK_1 << 8 * (sq >> 3))) | (EDGE_FILES & ~(FILE_A << (sq & 7)));
            masks[sq] = slider.attacks(sq, 0) & ~edges;
            int bits = Long.bitCount(masks[sq]);
            shifts[sq] = 64 - bits;
            offsets[sq] = total;
            total += 1 << bits;
        }
        table = new long[total];
        boolean[] filled = new boolean[total];
        for (int sq = 0; sq < 64; sq++) {
            long mask = masks[sq];
            long subset = 0;
            do { // every subset of the mask (carry-rippler)
                int index = offsets[sq] + (int) ((subset * this.magics[sq]) >>> shifts[sq]);
                long attacks = slider.attacks(sq, subset);
                if (filled[index] && table[index] != attacks) {
                    throw new IllegalStateException("magic for square " + sq + " collides");
                }
                filled[index] = true;
                table[index] = attacks;
                subset = (subset - mask) & mask;
            } while (subset != 0);
        }
    }

    long attacks(int sq, long occupied) {
        return table[offsets[sq] + (int) (((occupied & masks[sq]) * magics[sq]) >>> shifts[sq])];
    }
}
