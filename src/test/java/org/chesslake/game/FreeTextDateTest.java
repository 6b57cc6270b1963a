package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FreeTextDateTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "1982年12月11日 | 1982 | 12 | 11 | true",
            "1956年4月      | 1956 |  4 |  0 | false",
            "1986年         | 1986 |  0 |  0 | false",
            "1994.7.31      | 1994 |  7 | 31 | true",
            "2004-9-8       | 2004 |  9 |  8 | true",
            "1993 4 20      | 1993 |  4 | 20 | true",
            "1999。1。20    | 1999 |  1 | 20 | true",
            "19990704       | 1999 |  7 |  4 | true",
            "1/25/1988      | 1988 |  1 | 25 | true",
            "90-10-19       | 1990 | 10 | 19 | true",
            "2003年5月21日 1 | 2003 |  5 | 21 | false",
            "20100415-14：30 | 2010 |  4 | 15 | false",
            "1994.8         |    0 |  0 |  0 | false",
            "民国时期       |    0 |  0 |  0 | false"})
    void formsInOrderLeadingMatchWins(String text, int year, int month, int day, boolean complete) {
        FreeTextDate date = FreeTextDate.parse(text);
        assertEquals(new PartialDate(year, month, day), date.date(), text);
        assertEquals(complete, date.complete(), text);
    }
}
