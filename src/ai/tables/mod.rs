//! Board tables: every board of up to [`BOARD_SEEDS`] seeds, solved once for a set of rules and
//! kept on disk, so that the search reads exact endgames wherever its lines reach them.
//!
//! A value here does not depend on the stores: it is the margin, in seeds, by which the side to
//! move ends up ahead *in the seeds still on the board* (what he will capture or keep, less what
//! the opponent will), with best play. Every end but the majority end is decided by the board
//! alone (famine, few seeds left, repetition, no capture possible, and the seeds left given out
//! by `leftover`), so the final margin of a position is its stores' difference plus this value.
//! The majority end is left out of the tables (they are solved with `end_majority` off): it
//! only stops a game whose winner is already known, as the player past half of the seeds wins
//! whatever follows, so the sign of the final margin, win, draw or loss, is still exact under
//! it; only the size of a win may differ.
//!
//! Layers are solved from the fewest seeds up by the retrograde solver the endgame tables use
//! too (`retrograde`), with the stores empty: a capture leads to a smaller layer, already
//! solved; moves that capture nothing stay in the layer and are iterated from the value of
//! ending there as the rules end a repetition until nothing changes.
//!
//! Sizes and times (tournament rules, one core): see `docs/computer.md`, "Endgame tables".

use super::retrograde::{self, Sweeps, Value, compositions, rank_of};
use crate::engine::{BySide, PITS, Position, Rules};
use std::io::{self, Read, Write};

mod disk;

pub use disk::{MOST_TABLES_KEPT, file_name, folder, held, install, load_or_build, save, shared};

/// The most seeds on the board of the tables the search uses.
pub const BOARD_SEEDS: u8 = 16;
/// The most seeds a table may hold: 18 take about 2 GB while the largest layer is solved.
pub const MOST_SEEDS: u8 = 18;
/// 60 sweeps over a layer before the positions whose values still swing are scored as ending
/// by repetition, and 8 rounds of that before the iteration is stopped.
const SWEEPS: Sweeps = Sweeps { sweeps: 60, rounds: 8, close: true };
/// The first bytes of a table file, with its format's version (2: with a checksum).
const MAGIC: &[u8; 8] = b"AWALEBT2";

/// Every board of up to `seeds` seeds, solved for `rules` (see the module).
#[derive(Debug)]
pub struct BoardTable {
    rules: Rules,
    seeds: u8,
    /// Compositions: `ways[n][k]`, the boards of `n` seeds in `k` pits.
    ways: Vec<[u32; PITS + 1]>,
    /// `values[j][2 · rank + side]`: the margin on the board for the side to move.
    values: Vec<Vec<i8>>,
    /// Positions whose values swung for ever, scored as ending by repetition where they stand.
    unsettled: usize,
}

/// What a table file or its making can go wrong with.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// Reading or writing the file.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The file is not a table, or not one for these rules and seeds.
    #[error("not a board table for these rules: {0}")]
    Mismatch(String),
}

/// The rules a table is solved under: those of `rules` that a board's value depends on.
#[must_use]
pub fn table_rules(rules: &Rules) -> Rules {
    Rules { end_majority: false, seeds_per_pit: Rules::default().seeds_per_pit, ..*rules }
}

impl BoardTable {
    /// Solves every board of up to `seeds` seeds (at most [`crate::engine::MAX_SEEDS`]) under
    /// `rules`, calling `progress(j, positions)` after each layer. On one core (tournament
    /// rules): 12 seeds take 1.6 s, 16 seeds 20 s, 18 seeds 62 s; memory: about 27 bytes a
    /// position of the largest layer while it is solved (0.9 GB for 16 seeds, 2.4 GB for 18),
    /// 1 byte a position kept (5.4 MB, 61 MB, 173 MB).
    #[must_use]
    pub fn build(rules: &Rules, seeds: u8, mut progress: impl FnMut(u8, usize)) -> BoardTable {
        let mut table = BoardTable {
            rules: table_rules(rules),
            seeds,
            ways: compositions(seeds),
            values: Vec::new(),
            unsettled: 0,
        };
        for j in 0..=seeds {
            let solved = retrograde::solve_layer(
                &table.rules,
                BySide::default(),
                &table.ways,
                j,
                SWEEPS,
                |child, captured| {
                    // The seeds captured, less what the opponent then makes of the board left.
                    let below = table.probe(child).unwrap_or_default();
                    (i16::from(captured) - i16::from(below)).clamp(-127, 127) as i8
                },
                &|| false,
            );
            // Never told to stop, a layer is always solved.
            let Some(layer) = solved else { unreachable!("a board table's build is never stopped") };
            progress(j, layer.values.len());
            table.unsettled += layer.unsettled;
            table.values.push(layer.values);
        }
        table
    }

    /// The rules the table was solved under ([`table_rules`]).
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The most seeds on a board the table holds.
    #[must_use]
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// Positions solved (each board twice, once for each side to move).
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.iter().map(Vec::len).sum()
    }

    /// Whether the table holds nothing (never: the empty board is in it).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Positions whose values swung for ever, going round a cycle, and were scored as ending by
    /// repetition where they stand (the game's value there depends on where the cycle was
    /// entered).
    #[must_use]
    pub fn unsettled(&self) -> usize {
        self.unsettled
    }

    /// Whether the table's values hold under `rules`.
    #[must_use]
    pub fn serves(&self, rules: &Rules) -> bool {
        table_rules(rules) == self.rules
    }

    /// The margin on the board for the side to move of `position` with best play, in seeds
    /// (add the stores' difference for the final margin); `None` with more seeds on the board
    /// than the table holds. The position's own end, if it has one, is not looked at: the
    /// caller judges ends (the majority end above all) first.
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<i8> {
        let j = position.board_seeds();
        let layer = self.values.get(usize::from(j))?;
        layer.get(2 * rank_of(&self.ways, &position.pits(), j) + position.turn().index()).copied()
    }

    /// Writes the table: a header (format, seeds, the rules as TOML), one byte a position, and
    /// the CRC-32 of all that (4 bytes, little-endian), which [`BoardTable::read`] checks.
    ///
    /// # Errors
    /// What writing to `out` fails with.
    pub fn write(&self, out: &mut impl Write) -> Result<(), TableError> {
        let rules = toml::to_string(&self.rules).map_err(|e| TableError::Mismatch(e.to_string()))?;
        let mut out = Summed { inner: out, crc: crc32fast::Hasher::new() };
        out.write_all(MAGIC)?;
        out.write_all(&[self.seeds])?;
        out.write_all(&(rules.len() as u32).to_le_bytes())?;
        out.write_all(rules.as_bytes())?;
        for layer in &self.values {
            let bytes: Vec<u8> = layer.iter().map(|&v| v as u8).collect();
            out.write_all(&bytes)?;
        }
        let crc = out.crc.clone().finalize();
        out.inner.write_all(&crc.to_le_bytes())?;
        Ok(())
    }

    /// Reads a table written by [`BoardTable::write`] for `rules` and `seeds`.
    ///
    /// # Errors
    /// [`TableError::Mismatch`] when the file is not a table, is cut short, was solved for
    /// other rules or another number of seeds, or does not match its checksum (a byte changed on
    /// the disk); what reading fails with.
    pub fn read(input: &mut impl Read, rules: &Rules, seeds: u8) -> Result<BoardTable, TableError> {
        Self::read_checked(input, Some((rules, seeds)))
    }

    /// Reads a table written by [`BoardTable::write`], whatever its rules and seeds (its header
    /// says them: see [`BoardTable::rules`] and [`BoardTable::seeds`]); a web page's table is
    /// read so.
    ///
    /// # Errors
    /// As [`BoardTable::read`], but for rules or seeds: also when the header's seeds are more
    /// than [`MOST_SEEDS`].
    pub fn read_any(input: &mut impl Read) -> Result<BoardTable, TableError> {
        Self::read_checked(input, None)
    }

    fn read_checked(input: &mut impl Read, wanted: Option<(&Rules, u8)>) -> Result<BoardTable, TableError> {
        let mut input = Summed { inner: input, crc: crc32fast::Hasher::new() };
        let input = &mut input;
        let mut head = [0u8; 13];
        input.read_exact(&mut head).map_err(|_| TableError::Mismatch("too short".into()))?;
        if &head[..8] != MAGIC {
            return Err(TableError::Mismatch("not a board table".into()));
        }
        let seeds = head[8];
        match wanted {
            Some((_, wanted)) if seeds != wanted => {
                return Err(TableError::Mismatch(format!("{seeds} seeds, not {wanted}")));
            }
            None if seeds > MOST_SEEDS => {
                return Err(TableError::Mismatch(format!("{seeds} seeds, more than {MOST_SEEDS}")));
            }
            _ => {}
        }
        let length = u32::from_le_bytes([head[9], head[10], head[11], head[12]]) as usize;
        if length > 4096 {
            return Err(TableError::Mismatch("rules too long".into()));
        }
        let mut text = vec![0; length];
        input.read_exact(&mut text).map_err(|_| TableError::Mismatch("cut short".into()))?;
        let found: Rules = std::str::from_utf8(&text)
            .ok()
            .and_then(|text| toml::from_str(text).ok())
            .ok_or_else(|| TableError::Mismatch("unreadable rules".into()))?;
        let rules = table_rules(&found);
        if wanted.is_some_and(|(wanted, _)| table_rules(wanted) != found) {
            return Err(TableError::Mismatch("solved under other rules".into()));
        }
        let ways = compositions(seeds);
        let mut values = Vec::new();
        for layer in ways.iter() {
            let mut bytes = vec![0u8; 2 * layer[PITS] as usize];
            input.read_exact(&mut bytes).map_err(|_| TableError::Mismatch("cut short".into()))?;
            values.push(bytes.into_iter().map(|b| b as i8).collect());
        }
        let crc = input.crc.clone().finalize();
        let mut written = [0u8; 4];
        input.inner.read_exact(&mut written).map_err(|_| TableError::Mismatch("cut short".into()))?;
        if u32::from_le_bytes(written) != crc {
            return Err(TableError::Mismatch("its checksum does not match: the file was damaged".into()));
        }
        if input.inner.read(&mut [0u8; 1])? != 0 {
            return Err(TableError::Mismatch("longer than a table".into()));
        }
        Ok(BoardTable { rules, seeds, ways, values, unsettled: 0 })
    }
}

/// A reader or writer that keeps the CRC-32 of the bytes through it.
struct Summed<'a, T: ?Sized> {
    inner: &'a mut T,
    crc: crc32fast::Hasher,
}

impl<T: Read + ?Sized> Read for Summed<'_, T> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf)?;
        self.crc.update(&buf[..read]);
        Ok(read)
    }
}

impl<T: Write + ?Sized> Write for Summed<'_, T> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(buf)?;
        self.crc.update(&buf[..written]);
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// A board table's value: the margin on the board for the side to move, in seeds.
impl Value for i8 {
    fn ended(margin: i8) -> i8 {
        margin
    }

    fn behind(child: i8) -> i8 {
        -child
    }

    fn better(new: i8, old: i8) -> bool {
        new > old
    }

    fn settle(value: &mut i8, best: i8) -> bool {
        let changed = best != *value;
        *value = best;
        changed
    }

    fn pack(self) -> u16 {
        u16::from(self as u8)
    }

    fn unpack(bits: u16) -> i8 {
        bits as u8 as i8
    }
}
