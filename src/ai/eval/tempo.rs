//! The `tempo` term: how many moves a row can make one after another without sowing into the
//! opponent's row, read from a table worked out when the program is compiled.

/// How many moves `row` can make one after another without sowing into the opponent's row,
/// playing each time the pit nearest the row's end whose sowing stays in it; at most 20.
/// Read from [`TEMPO`]: only the pits that can still move matter.
pub(super) fn tempo(row: [u8; 6]) -> i32 {
    let mut index = 0;
    for (column, &seeds) in row.iter().enumerate() {
        // Column c's digit: its seeds while it can move (fewer than 6 − c), else 6 − c.
        let limit = 6 - column;
        index = index * (limit + 1) + usize::from(seeds).min(limit);
    }
    i32::from(TEMPO[index])
}

/// Rows by their digits (see [`tempo`]): 7 · 6 · 5 · 4 · 3 · 2.
const TEMPO_ROWS: usize = 5040;

/// [`tempo`] of every row of digits, worked out when the program is compiled.
static TEMPO: [u8; TEMPO_ROWS] = {
    let mut table = [0u8; TEMPO_ROWS];
    let mut index = 0;
    while index < TEMPO_ROWS {
        // The digits of `index`, column 5 the lowest.
        let mut row = [0usize; 6];
        let mut rest = index;
        let mut column = 6;
        while column > 0 {
            column -= 1;
            let radix = 7 - column;
            row[column] = rest % radix;
            rest /= radix;
        }
        table[index] = simulate_tempo(row);
        index += 1;
    }
    table
};

/// The moves of [`tempo`], played out (a pit holding 6 − c or more never moves again).
pub(super) const fn simulate_tempo(mut row: [usize; 6]) -> u8 {
    let mut moves = 0;
    while moves < 20 {
        let mut column = 6;
        let mut found = false;
        while column > 0 {
            column -= 1;
            if row[column] > 0 && row[column] < 6 - column {
                found = true;
                break;
            }
        }
        if !found {
            break;
        }
        let seeds = row[column];
        row[column] = 0;
        let mut k = 1;
        while k <= seeds {
            row[column + k] += 1;
            k += 1;
        }
        moves += 1;
    }
    moves
}
