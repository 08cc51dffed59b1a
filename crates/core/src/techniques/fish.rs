//! Fish: X-Wing (2), Swordfish (3) and Jellyfish (4). When a digit fits, in each of k rows, only
//! within the same k columns, those k rows must take the digit's k places in those columns, so no
//! other cell of the columns can hold it (and the same with rows and columns swapped).
//!
//! Finned fish: the base rows also hold the digit in a few cells outside the cover columns (the
//! fins). Either no fin is true, and the fish stands, or a fin is true; so the cells of the cover
//! columns outside the base rows that see every fin lose the digit. A finned fish is sashimi when,
//! without its fins, a base row would hold the digit in only one cover column. Works for every
//! board size.

use super::links::seeing_all;
use super::search::Found;
use super::subsets::{combinations, pruned_combinations};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::{Joiner, cell_list, elimination_list, line_list};
use crate::model::{Candidate, Cell, Digit, Grid, House};

/// The position of `cell` across a line of the given kind: its column for rows, its row for columns.
pub(super) fn cross_index(grid: &Grid, cell: Cell, rows: bool) -> usize {
    if rows {
        grid.geometry().col_of(cell)
    } else {
        grid.geometry().row_of(cell)
    }
}

/// Every `technique` (X-Wing, Swordfish or Jellyfish) on `digit`, rows as base first.
pub(super) fn basic_fish(
    grid: &Grid,
    technique: Technique,
    digit: Digit,
) -> impl Iterator<Item = Step> + '_ {
    let k = technique.pattern_size();
    [true, false]
        .into_iter()
        .flat_map(move |rows| fish_for(grid, technique, k, digit, rows))
}

/// What the base and cover lines are called: rows and columns, or the other way round.
pub(super) fn line_kinds(rows: bool) -> (&'static str, &'static str) {
    if rows {
        ("rows", "columns")
    } else {
        ("columns", "rows")
    }
}

/// Line `index`: a row when `rows`, else a column.
pub(super) fn line(index: usize, rows: bool) -> House {
    if rows {
        House::Row(index as u8)
    } else {
        House::Col(index as u8)
    }
}

fn fish_for(
    grid: &Grid,
    technique: Technique,
    k: usize,
    digit: Digit,
    rows: bool,
) -> impl Iterator<Item = Step> + '_ {
    let geometry = grid.geometry();
    let n = grid.n();
    let base_lines: Vec<(usize, Vec<Cell>, u32)> = (0..n)
        .filter_map(|i| {
            let cells: Vec<Cell> = geometry
                .cells_of(line(i, rows))
                .iter()
                .copied()
                .filter(|&c| grid.candidates(c).contains(digit))
                .collect();
            let cover = cells
                .iter()
                .fold(0u32, |acc, &c| acc | 1 << cross_index(grid, c, rows));
            (2..=k).contains(&cells.len()).then_some((i, cells, cover))
        })
        .collect();
    combinations(base_lines.len(), k).filter_map(move |picks| {
        let cover = picks.iter().fold(0u32, |acc, &i| acc | base_lines[i].2);
        if cover.count_ones() as usize != k {
            return None;
        }
        let base: Vec<usize> = picks.iter().map(|&i| base_lines[i].0).collect();
        let covers: Vec<usize> = (0..n).filter(|&i| cover & (1 << i) != 0).collect();
        let eliminations: Vec<Candidate> = covers
            .iter()
            .flat_map(|&c| geometry.cells_of(line(c, !rows)).iter().copied())
            .filter(|&cell| {
                grid.candidates(cell).contains(digit)
                    && !base.contains(&cross_index(grid, cell, !rows))
            })
            .map(|cell| Candidate { cell, digit })
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let mut eliminations = eliminations;
        eliminations.sort();
        let (base_kind, _) = line_kinds(rows);
        let message = Message::template(
            "basic-fish-step",
            vec![
                ("technique", message![technique]),
                ("digit", message![digit]),
                ("base", message![line_list(rows, &base, Joiner::And)]),
                ("covers", message![line_list(!rows, &covers, Joiner::And)]),
                ("kind", message![base_kind]),
                ("eliminations", elimination_list(geometry, &eliminations)),
            ],
        );
        let pattern: Vec<(Candidate, Role)> = picks
            .iter()
            .flat_map(|&i| base_lines[i].1.iter())
            .map(|&cell| (Candidate { cell, digit }, Role::Pattern))
            .collect();
        let highlight = Highlight {
            houses: base
                .iter()
                .map(|&i| line(i, rows))
                .chain(covers.iter().map(|&i| line(i, !rows)))
                .collect(),
            candidates: pattern,
            ..Highlight::default()
        };
        Some(Step::eliminating(
            technique,
            message,
            eliminations,
            highlight,
        ))
    })
}

/// Every finned (or, with `sashimi`, sashimi) fish of size `k` on `digit`: rows as base first,
/// base lines and then cover lines in combination order.
pub(super) fn finned_fish(grid: &Grid, k: usize, sashimi: bool, digit: Digit, found: &mut Found) {
    for rows in [true, false] {
        let search = FinnedSearch {
            grid,
            k,
            digit,
            rows,
            sashimi,
        };
        search.search(&mut |fish| found.add(fish.step(grid, digit)));
        if found.is_full() {
            return;
        }
    }
}

/// Every finned and sashimi fish of size `k` on `digit` with base lines of one kind (rows when
/// `rows`), finned ones first, each in search order.
pub(super) fn finned_fish_of(grid: &Grid, k: usize, digit: Digit, rows: bool) -> Vec<FinnedFish> {
    let mut all = Vec::new();
    for sashimi in [false, true] {
        let search = FinnedSearch {
            grid,
            k,
            digit,
            rows,
            sashimi,
        };
        search.search(&mut |fish| {
            all.push(fish);
            false
        });
    }
    all
}

/// One finned (or sashimi) fish: its base lines with the cells where they hold the digit, its
/// cover lines, its fins and the candidates it removes.
#[derive(Clone)]
pub(super) struct FinnedFish {
    /// Whether the base lines are rows (the covers then are columns).
    pub(super) rows: bool,
    /// Whether a base line would hold the digit only once without the fins.
    pub(super) sashimi: bool,
    /// The base lines, each with its cells holding the digit.
    pub(super) base: Vec<(usize, Vec<Cell>)>,
    /// The cover lines.
    pub(super) covers: Vec<usize>,
    /// The base cells outside the cover lines (all in one box, except in a Kraken Fish).
    pub(super) fins: Vec<Cell>,
    /// What it removes, in cell order (for a Kraken Fish, what its chains remove).
    pub(super) eliminations: Vec<Candidate>,
}

impl FinnedFish {
    /// The technique that names it: Finned or Sashimi X-Wing, Swordfish or Jellyfish.
    pub(super) fn technique(&self) -> Technique {
        match (self.base.len(), self.sashimi) {
            (2, false) => Technique::FinnedXWing,
            (2, true) => Technique::SashimiXWing,
            (3, false) => Technique::FinnedSwordfish,
            (3, true) => Technique::SashimiSwordfish,
            (_, false) => Technique::FinnedJellyfish,
            (_, true) => Technique::SashimiJellyfish,
        }
    }

    /// The base line numbers, in order.
    pub(super) fn base_lines(&self) -> Vec<usize> {
        self.base.iter().map(|(i, _)| *i).collect()
    }

    /// The houses to outline: base lines, then cover lines.
    pub(super) fn houses(&self) -> impl Iterator<Item = House> + '_ {
        self.base
            .iter()
            .map(|(i, _)| line(*i, self.rows))
            .chain(self.covers.iter().map(|&i| line(i, !self.rows)))
    }

    /// "in rows 1 and 5, 7 fits only in columns 2 and 8 apart from the fin r3c1": the fish and
    /// its fins, with the sashimi note when it is one.
    pub(super) fn shape(&self, grid: &Grid, digit: Digit) -> Message {
        let (base_kind, _) = line_kinds(self.rows);
        let sashimi_note = if self.sashimi {
            message![
                " (",
                template!(
                    "sashimi-note",
                    fin_count = self.fins.len(),
                    kind = base_kind,
                    digit = digit
                ),
                ")"
            ]
        } else {
            Message::default()
        };
        template!(
            "finned-fish-shape",
            base = line_list(self.rows, &self.base_lines(), Joiner::And),
            digit = digit,
            covers = line_list(!self.rows, &self.covers, Joiner::And),
            fin_count = self.fins.len(),
            fins = cell_list(grid.geometry(), &self.fins),
            region = self.fin_region(grid),
            sashimi = sashimi_note,
        )
    }

    /// On a Jigsaw board, the region that holds every fin, since its shape does not show which
    /// cells see them; `None` elsewhere, or when the fins are spread out.
    fn fins_region(&self, grid: &Grid) -> Option<House> {
        let geometry = grid.geometry();
        let first = geometry.box_of(*self.fins.first()?);
        let region = geometry.block(first);
        let shared = self.fins.iter().all(|&fin| geometry.box_of(fin) == first);
        (shared && matches!(region, House::Region(_))).then_some(region)
    }

    /// " in region 8" after the fins of a Jigsaw fish (see `fins_region`), else nothing.
    fn fin_region(&self, grid: &Grid) -> Message {
        match self.fins_region(grid) {
            Some(region) => template!("in-house", house = region),
            None => Message::default(),
        }
    }

    /// The base cells holding `digit`, each marked as a fin or as part of the fish.
    pub(super) fn marked_cells(
        &self,
        digit: Digit,
    ) -> impl Iterator<Item = (Candidate, Role)> + '_ {
        self.base
            .iter()
            .flat_map(|(_, cells)| cells.iter().copied())
            .map(move |cell| {
                let role = if self.fins.contains(&cell) {
                    Role::Fin
                } else {
                    Role::Pattern
                };
                (Candidate { cell, digit }, role)
            })
    }

    /// The step of this fish alone.
    fn step(&self, grid: &Grid, digit: Digit) -> Step {
        let geometry = grid.geometry();
        let (_, cover_kind) = line_kinds(self.rows);
        let technique = self.technique();
        let message = template!(
            "finned-fish-step",
            technique = technique,
            digit = digit,
            shape = self.shape(grid, digit),
            cover_kind = cover_kind,
            fin_count = self.fins.len(),
            eliminations = elimination_list(geometry, &self.eliminations),
        );
        let highlight = Highlight {
            houses: self.houses().chain(self.fins_region(grid)).collect(),
            candidates: self.marked_cells(digit).collect(),
            ..Highlight::default()
        };
        Step::eliminating(technique, message, self.eliminations.clone(), highlight)
    }
}

struct FinnedSearch<'a> {
    grid: &'a Grid,
    k: usize,
    digit: Digit,
    rows: bool,
    sashimi: bool,
}

impl FinnedSearch<'_> {
    /// Hands every fish found to `emit`, which returns true once it wants no more.
    fn search(&self, emit: &mut dyn FnMut(FinnedFish) -> bool) {
        let grid = self.grid;
        let n = grid.n();
        let lines: Vec<(usize, Vec<Cell>)> = (0..n)
            .map(|i| {
                let cells: Vec<Cell> = grid
                    .geometry()
                    .cells_of(line(i, self.rows))
                    .iter()
                    .copied()
                    .filter(|&c| grid.candidates(c).contains(self.digit))
                    .collect();
                (i, cells)
            })
            .filter(|(_, cells)| cells.len() >= 2)
            .collect();
        let geometry = grid.geometry();
        // The positions across the lines that each box or region spans.
        let mut spans: Vec<u32> = vec![0; n];
        for cell in (0..n * n).map(Cell::new) {
            spans[geometry.box_of(cell)] |= 1 << self.cross(cell);
        }
        spans.sort_unstable();
        spans.dedup();
        let masks: Vec<u32> = lines
            .iter()
            .map(|(_, cells)| cells.iter().fold(0u32, |acc, &c| acc | 1 << self.cross(c)))
            .collect();
        let k = self.k;
        // Per box or region, the positions of its base cells on each base line (`box * k +
        // slot`), and the boxes or regions the current picks reach, kept between picks.
        let mut in_blocks: Vec<u32> = vec![0; n * k];
        let mut reached: Vec<usize> = Vec::new();
        let mut line_masks: Vec<u32> = Vec::with_capacity(k);
        let mut choices: Vec<usize> = Vec::new();
        // The fins lie inside one box or region, so outside the positions it spans the base
        // lines hold at most k positions; a union that fails this for every span fails it for
        // all its extensions too.
        let hopeless = |union: u32| {
            spans
                .iter()
                .all(|&span| (union & !span).count_ones() as usize > k)
        };
        pruned_combinations(&masks, self.k, &hopeless, &mut |picks, _| {
            let base_line = |slot: usize| lines[picks[slot]].0;
            line_masks.clear();
            line_masks.extend(picks.iter().map(|&i| masks[i]));
            for &block in &reached {
                in_blocks[block * k..(block + 1) * k].fill(0);
            }
            reached.clear();
            for (slot, &pick) in picks.iter().enumerate() {
                for &cell in &lines[pick].1 {
                    let block = geometry.box_of(cell);
                    let positions = &mut in_blocks[block * k..(block + 1) * k];
                    if positions.iter().all(|&p| p == 0) {
                        reached.push(block);
                    }
                    positions[slot] |= 1 << self.cross(cell);
                }
            }
            reached.sort_unstable();
            for &fin_box in &reached {
                let in_block = &in_blocks[fin_box * k..(fin_box + 1) * k];
                let (inside, outside) = line_masks
                    .iter()
                    .zip(in_block)
                    .fold((0u32, 0u32), |(inside, outside), (&m, &within)| {
                        (inside | within, outside | (m & !within))
                    });
                let Some(missing) = self.k.checked_sub(outside.count_ones() as usize) else {
                    continue;
                };
                choices.clear();
                choices.extend((0..n).filter(|&x| inside & !outside & (1 << x) != 0));
                let base_mask = (0..picks.len()).fold(0u32, |acc, slot| acc | 1 << base_line(slot));
                let targets = geometry
                    .cells_of(geometry.block(fin_box))
                    .iter()
                    .filter(|&&c| {
                        grid.candidates(c).contains(self.digit)
                            && base_mask & (1 << cross_index(grid, c, !self.rows)) == 0
                    })
                    .fold(0u32, |acc, &c| acc | 1 << self.cross(c));
                for extra_picks in combinations(choices.len(), missing) {
                    let cover = extra_picks
                        .iter()
                        .fold(outside, |acc, &i| acc | 1 << choices[i]);
                    if !self.may_stand(&line_masks, inside, cover, targets) {
                        continue;
                    }
                    let base: Vec<&(usize, Vec<Cell>)> = picks.iter().map(|&i| &lines[i]).collect();
                    let covers: Vec<usize> = (0..n).filter(|&x| cover & (1 << x) != 0).collect();
                    if let Some(fish) = self.try_cover(&base, &covers)
                        && emit(fish)
                    {
                        return true;
                    }
                }
            }
            false
        });
    }

    /// A quick test on position masks before `try_cover` builds the step: with the cover lines
    /// `cover`, some fin must remain (`inside` holds the positions in the fin box), every base
    /// line must keep a cover position (exactly one somewhere for sashimi, never for finned), and
    /// the fin box must hold the digit in a cover line outside the base lines (`targets`).
    fn may_stand(&self, line_masks: &[u32], inside: u32, cover: u32, targets: u32) -> bool {
        if inside & !cover == 0 || targets & cover == 0 {
            return false;
        }
        let counts = line_masks.iter().map(|m| (m & cover).count_ones());
        let mut lone = false;
        for count in counts {
            if count == 0 {
                return false;
            }
            lone |= count == 1;
        }
        lone == self.sashimi
    }

    fn cross(&self, cell: Cell) -> usize {
        cross_index(self.grid, cell, self.rows)
    }

    fn try_cover(&self, base: &[&(usize, Vec<Cell>)], covers: &[usize]) -> Option<FinnedFish> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let digit = self.digit;
        let in_cover = |c: &Cell| covers.contains(&self.cross(*c));
        let fins: Vec<Cell> = base
            .iter()
            .flat_map(|(_, cells)| cells.iter().copied())
            .filter(|c| !in_cover(c))
            .collect();
        let fin_box = geometry.box_of(*fins.first()?);
        if fins.iter().any(|&f| geometry.box_of(f) != fin_box) {
            return None;
        }
        let cover_counts: Vec<usize> = base
            .iter()
            .map(|(_, cells)| cells.iter().filter(|c| in_cover(c)).count())
            .collect();
        if cover_counts.contains(&0) || cover_counts.contains(&1) != self.sashimi {
            return None;
        }
        let base_lines: Vec<usize> = base.iter().map(|(i, _)| *i).collect();
        let mut eliminations: Vec<Candidate> = seeing_all(grid, &fins, digit)
            .into_iter()
            .filter(|c| {
                covers.contains(&self.cross(c.cell))
                    && !base_lines.contains(&cross_index(grid, c.cell, !self.rows))
            })
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        eliminations.sort();
        Some(FinnedFish {
            rows: self.rows,
            sashimi: self.sashimi,
            base: base.iter().map(|&base_line| base_line.clone()).collect(),
            covers: covers.to_vec(),
            fins,
            eliminations,
        })
    }
}
