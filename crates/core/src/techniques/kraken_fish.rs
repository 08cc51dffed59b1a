//! Kraken Fish: a finned fish whose fins do not all see what it would remove, with a chain from
//! each fin instead. If no fin holds the digit, the base lines' places of it all lie in the cover
//! lines, one in each cover line; so for any one cover line, a fin or one of the places where that
//! cover meets the base lines holds the digit. A candidate that every one of those options rules
//! out (the fin's through a chain of two-way links, as in Forcing Chain; a place in the cover
//! usually by seeing it) is false. When the candidate is the fish's digit in the cover line, this
//! is HoDoKu's Kraken Fish type 1; any other candidate is its type 2.
//!
//! Fish with rows or columns as base lines (two to four of them) and one or two fins, as HoDoKu's
//! defaults; Franken and Mutant base sets are not tried. Every board size works. The proof of the
//! step follows each option (its own rule `fish` concludes from them). A step keeps only the
//! removals that keep each option's chain short: the one nearest to every option, then each other
//! one that adds at most one fact to every option's chain (so two options running through the whole
//! puzzle do not make a step of it). The message gives one clause per option, options whose chains
//! read the same sharing one. The technique takes the instance that removes the most, then the one
//! with the shortest proof.

use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::fish::{FinnedFish, cross_index, line, line_kinds};
use super::forcing::{LONGEST_DRAWN_VERITY, effort_for, group_note, picture};
use super::forcing_proof::ProofWriter;
use super::propagation::{Effort, NestedOrder, Propagation, Reason};
use super::search::Found;
use super::subsets::{combinations, pruned_combinations};
use crate::cancel::Cancel;
use crate::deduction::proof::{Fact, FishBranching, ProofBuilder, Rule, narrate};
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{Joiner, elimination_list, line_list, or_list};
use crate::model::{Candidate, Cell, Digit, Geometry, Grid};

/// The largest fish tried: Jellyfish.
const MAX_SIZE: usize = 4;

/// The most fins a Kraken Fish may have (HoDoKu's default).
const MAX_FINS: usize = 2;

/// Every Kraken Fish of `grid` that removes something a plain finned fish cannot, the ones that
/// remove the most first (search order among equals: digits, rows before columns as base lines,
/// sizes from two, base and cover lines in combination order, cover lines in order).
pub(super) fn kraken_fish(grid: &Grid, cancel: &Cancel, found: &mut Found) {
    let effort = Effort::new(effort_for(grid), cancel);
    let mut start = Propagation::new(grid, true);
    start.settle();
    let search = KrakenSearch {
        grid,
        effort: &effort,
        start,
        removed: RefCell::default(),
        traced: RefCell::default(),
    };
    let mut instances = Vec::new();
    for digit in (1..=grid.n() as u8).map(Digit::new) {
        for rows in [true, false] {
            for size in 2..=MAX_SIZE {
                for fish in fish_of(grid, digit, rows, size) {
                    for &cover in &fish.covers {
                        match search.instance(digit, &fish, cover) {
                            Ok(Some(instance)) => instances.push(instance),
                            Ok(None) => {}
                            Err(OutOfEffort) => return,
                        }
                    }
                }
            }
        }
    }
    let mut steps = Vec::new();
    for instance in instances {
        match search.step(&instance) {
            Ok(Some(step)) => steps.push(step),
            Ok(None) => {}
            Err(OutOfEffort) => break,
        }
    }
    steps.sort_by_cached_key(|step| {
        let facts = step.proof.as_ref().map_or(0, |proof| proof.fact_count());
        (Reverse(step.eliminations.len()), facts)
    });
    found.extend(steps.into_iter());
}

/// Whether some of `options` rules out `target` only through a chain: it is neither in the
/// option's cell nor the option's digit in a cell the option sees (a finned fish would do).
fn needs_chain(grid: &Grid, options: &[Candidate], target: Candidate) -> bool {
    let geometry = grid.geometry();
    options.iter().any(|option| {
        option.cell != target.cell
            && (option.digit != target.digit
                || !geometry.peer_set(option.cell).contains(target.cell))
    })
}

/// The search ran out of its work budget (or was cancelled).
struct OutOfEffort;

/// Every fish on `digit` with `size` base lines (rows when `rows`), `size` cover lines and one
/// to `MAX_FINS` fins, each base line keeping a place in the covers; the eliminations are left
/// empty.
fn fish_of(grid: &Grid, digit: Digit, rows: bool, size: usize) -> Vec<FinnedFish> {
    let geometry = grid.geometry();
    let lines: Vec<(usize, Vec<Cell>)> = (0..grid.n())
        .map(|i| {
            let cells = geometry.cells_of(line(i, rows)).iter().copied();
            let holding = cells.filter(|&c| grid.candidates(c).contains(digit));
            (i, holding.collect::<Vec<Cell>>())
        })
        .filter(|(_, cells)| !cells.is_empty())
        .collect();
    let masks: Vec<u32> = lines
        .iter()
        .map(|(_, cells)| {
            let positions = cells.iter().map(|&c| cross_index(grid, c, rows));
            positions.fold(0, |acc, p| acc | 1 << p)
        })
        .collect();
    let hopeless = |union: u32| union.count_ones() as usize > size + MAX_FINS;
    let mut all = Vec::new();
    pruned_combinations(&masks, size, &hopeless, &mut |picks, union| {
        let positions: Vec<usize> = (0..grid.n()).filter(|&p| union & 1 << p != 0).collect();
        for chosen in combinations(positions.len(), size) {
            let cover = chosen.iter().fold(0u32, |acc, &i| acc | 1 << positions[i]);
            let fins: u32 = picks
                .iter()
                .map(|&i| (masks[i] & !cover).count_ones())
                .sum();
            let every_line_covered = picks.iter().all(|&i| masks[i] & cover != 0);
            if !(1..=MAX_FINS as u32).contains(&fins) || !every_line_covered {
                continue;
            }
            let base: Vec<(usize, Vec<Cell>)> = picks.iter().map(|&i| lines[i].clone()).collect();
            let in_cover = |c: &Cell| cover & 1 << cross_index(grid, *c, rows) != 0;
            let fin_cells = base.iter().flat_map(|(_, cells)| cells.iter().copied());
            let sashimi = picks.iter().any(|&i| (masks[i] & cover).count_ones() == 1);
            all.push(FinnedFish {
                rows,
                sashimi,
                fins: fin_cells.filter(|c| !in_cover(c)).collect(),
                base,
                covers: positions
                    .iter()
                    .copied()
                    .filter(|&p| cover & 1 << p != 0)
                    .collect(),
                eliminations: Vec::new(),
            });
        }
        false
    });
    all
}

/// One Kraken Fish: the fish (with what its branches all rule out as its eliminations), the cover
/// line whose places branch with the fins, and the branches (those places and the fins, in cell
/// order).
struct Instance {
    digit: Digit,
    fish: FinnedFish,
    cover: usize,
    options: Vec<Candidate>,
}

/// The removals of one assumption's run as a set of candidate indices (`cell * n + digit - 1`),
/// `None` when the run failed.
type Removals = Option<Rc<Vec<u64>>>;

struct KrakenSearch<'a, 'c> {
    grid: &'a Grid,
    effort: &'a Effort<'c>,
    /// The grid's chain state, copied for every assumption.
    start: Propagation<'a>,
    /// Untraced runs made, by assumed candidate.
    removed: RefCell<HashMap<Candidate, Removals>>,
    /// Traced runs made, by assumed candidate.
    traced: RefCell<HashMap<Candidate, Rc<Propagation<'a>>>>,
}

impl<'a> KrakenSearch<'a, '_> {
    /// The Kraken Fish of `fish` branching on its cover line `cover`, when every option rules out
    /// at least one common candidate and some option needs a chain for one of them (otherwise a
    /// finned fish would do).
    fn instance(
        &self,
        digit: Digit,
        fish: &FinnedFish,
        cover: usize,
    ) -> Result<Option<Instance>, OutOfEffort> {
        let grid = self.grid;
        let rows = fish.rows;
        let mut options: Vec<Candidate> = fish
            .base
            .iter()
            .flat_map(|(_, cells)| cells.iter().copied())
            .filter(|&c| cross_index(grid, c, rows) == cover)
            .chain(fish.fins.iter().copied())
            .map(|cell| Candidate { cell, digit })
            .collect();
        options.sort_unstable();
        let mut common: Option<Vec<u64>> = None;
        for &option in &options {
            let Some(removed) = self.removals(option)? else {
                return Ok(None);
            };
            common = Some(match common {
                None => removed.to_vec(),
                Some(mut words) => {
                    words
                        .iter_mut()
                        .zip(removed.iter())
                        .for_each(|(w, r)| *w &= r);
                    words
                }
            });
        }
        let n = grid.n();
        let eliminations: Vec<Candidate> = common
            .unwrap_or_default()
            .iter()
            .enumerate()
            .flat_map(|(w, &word)| {
                (0..64)
                    .filter(move |b| word & 1 << b != 0)
                    .map(move |b| w * 64 + b)
            })
            .map(|index| Candidate {
                cell: Cell::new(index / n),
                digit: Digit::new((index % n + 1) as u8),
            })
            .collect();
        if !eliminations
            .iter()
            .any(|&target| needs_chain(grid, &options, target))
        {
            return Ok(None);
        }
        Ok(Some(Instance {
            digit,
            fish: FinnedFish {
                eliminations,
                ..fish.clone()
            },
            cover,
            options,
        }))
    }

    /// What assuming `candidate` rules out (untraced, once per search).
    fn removals(&self, candidate: Candidate) -> Result<Removals, OutOfEffort> {
        if let Some(known) = self.removed.borrow().get(&candidate) {
            return Ok(known.clone());
        }
        let mut state = self.start.untraced();
        state.set_true(candidate, Vec::new(), Reason::Assumed);
        let holds = state.propagate(0, self.effort).ok_or(OutOfEffort)?;
        let removed = holds.then(|| {
            let grid = self.grid;
            let n = grid.n();
            let mut words = vec![0u64; (grid.values().len() * n).div_ceil(64)];
            for cell in (0..grid.values().len()).map(Cell::new) {
                let gone = grid.candidates(cell).bits() & !state.allowed_digits(cell).bits();
                for digit in (0..n).filter(|d| gone & 1 << d != 0) {
                    let index = cell.index() * n + digit;
                    words[index / 64] |= 1 << (index % 64);
                }
            }
            Rc::new(words)
        });
        self.removed.borrow_mut().insert(candidate, removed.clone());
        Ok(removed)
    }

    /// The traced run of assuming `candidate` (once per search).
    fn traced(&self, candidate: Candidate) -> Result<Rc<Propagation<'a>>, OutOfEffort> {
        if let Some(known) = self.traced.borrow().get(&candidate) {
            return Ok(Rc::clone(known));
        }
        let mut state = self.start.traced(NestedOrder::Cells);
        state.set_true(candidate, Vec::new(), Reason::Assumed);
        state.propagate(0, self.effort).ok_or(OutOfEffort)?;
        let state = Rc::new(state);
        self.traced
            .borrow_mut()
            .insert(candidate, Rc::clone(&state));
        Ok(state)
    }

    /// The eliminations of `instance` that keep each option's chain short: the one that needs a
    /// chain and is nearest to every option (the fewest facts on the longest way), then each other
    /// one that every option reaches with at most one fact more than the chains already written;
    /// `None` when none needs a chain.
    fn near(
        &self,
        instance: &Instance,
        branches: &[Rc<Propagation<'a>>],
    ) -> Option<Vec<Candidate>> {
        let ways = |target: Candidate| {
            let ways = branches.iter().map(|branch| {
                let source = branch.removal_of(target)?;
                Some(branch.ancestry(&[source]))
            });
            ways.collect::<Option<Vec<Vec<usize>>>>()
        };
        let reached: Vec<(Candidate, Vec<Vec<usize>>)> = instance
            .fish
            .eliminations
            .iter()
            .filter_map(|&target| Some((target, ways(target)?)))
            .collect();
        let length = |ways: &[Vec<usize>]| {
            let longest = ways.iter().map(Vec::len).max().unwrap_or(0);
            (longest, ways.iter().map(Vec::len).sum::<usize>())
        };
        let (first, first_ways) = reached
            .iter()
            .filter(|&&(target, _)| needs_chain(self.grid, &instance.options, target))
            .min_by_key(|(_, ways)| length(ways))?;
        let mut written: Vec<HashSet<usize>> = first_ways
            .iter()
            .map(|way| way.iter().copied().collect())
            .collect();
        let mut kept = vec![*first];
        for (target, ways) in &reached {
            if target == first {
                continue;
            }
            let cheap = ways
                .iter()
                .zip(&written)
                .all(|(way, known)| way.iter().filter(|e| !known.contains(e)).count() <= 1);
            if cheap {
                kept.push(*target);
                for (way, known) in ways.iter().zip(&mut written) {
                    known.extend(way.iter().copied());
                }
            }
        }
        kept.sort_unstable();
        Some(kept)
    }

    /// The step of `instance`, with the shorter of its two proofs: every option followed to every
    /// elimination, or every elimination supposed and followed to every option's removal.
    fn step(&self, instance: &Instance) -> Result<Option<Step>, OutOfEffort> {
        let grid = self.grid;
        let geometry = grid.geometry();
        let Instance {
            digit,
            fish,
            cover,
            options,
        } = instance;
        let branches = options
            .iter()
            .map(|&option| self.traced(option))
            .collect::<Result<Vec<_>, _>>()?;
        let Some(eliminations) = self.near(instance, &branches) else {
            return Ok(None);
        };
        let branching = FishBranching {
            digit: *digit,
            base: fish.base.iter().map(|(i, _)| line(*i, fish.rows)).collect(),
            cover: fish.covers.iter().map(|&i| line(i, !fish.rows)).collect(),
            house: line(*cover, !fish.rows),
        };
        let option_names: Vec<Piece> = options
            .iter()
            .map(|&o| Piece::cell(geometry, o.cell))
            .collect();
        let alternatives = or_list(&option_names);
        let removed = elimination_list(geometry, &eliminations);
        let Some(each_option) =
            self.each_option_leads(instance, &branches, &eliminations, &branching)
        else {
            return Ok(None);
        };
        let probe = self.no_option_left(instance, &eliminations, &branching)?;
        let reasoning = match probe {
            Some(contrary) if contrary.proof.nodes().len() < each_option.proof.nodes().len() => {
                contrary
            }
            _ => each_option,
        };
        let places: Vec<Cell> = options
            .iter()
            .map(|o| o.cell)
            .filter(|c| !fish.fins.contains(c))
            .collect();
        let (base_kind, _) = line_kinds(fish.rows);
        let place_names: Vec<Piece> = places.iter().map(|&c| Piece::cell(geometry, c)).collect();
        let where_in_cover = match places[..] {
            [only] => template!("at-cell", cell = Piece::cell(geometry, only)),
            _ => template!("in-places", places = or_list(&place_names)),
        };
        let message = template!(
            "kraken-fish-step",
            technique = Technique::KrakenFish,
            digit = digit,
            note = group_note(geometry, reasoning.proof.nodes()),
            shape = fish.shape(grid, *digit),
            fin_count = fish.fins.len(),
            kind = base_kind,
            covers = line_list(!fish.rows, &fish.covers, Joiner::And),
            house = branching.house,
            place = where_in_cover,
            alternatives = alternatives.clone(),
            argument = reasoning.argument,
            removed = removed,
        );
        let drawn = if reasoning.proof.nodes().len() <= LONGEST_DRAWN_VERITY {
            reasoning.proof.nodes()
        } else {
            &[]
        };
        let mut highlight = picture(drawn, options);
        let chain_candidates = std::mem::replace(
            &mut highlight.candidates,
            fish.marked_cells(*digit).collect(),
        );
        for (candidate, role) in chain_candidates {
            if !highlight.candidates.iter().any(|(c, _)| *c == candidate) {
                highlight.candidates.push((candidate, role));
            }
        }
        highlight.houses = fish.houses().collect();
        let step = Step::eliminating(
            Technique::KrakenFish,
            message,
            eliminations.clone(),
            highlight,
        );
        Ok(Some(
            step.with_proof(reasoning.proof.finish(reasoning.summary)),
        ))
    }

    /// The proof that follows every option to every elimination (the fish rule concludes each
    /// from them), with its words: options whose chains read the same share one clause.
    fn each_option_leads(
        &self,
        instance: &Instance,
        branches: &[Rc<Propagation<'a>>],
        eliminations: &[Candidate],
        branching: &FishBranching,
    ) -> Option<Reasoning> {
        let geometry = self.grid.geometry();
        let writer = ProofWriter::new(self.grid, true);
        let targets: Vec<Fact> = eliminations
            .iter()
            .map(|&c| Fact::IsNot(c.into()))
            .collect();
        let mut proof = ProofBuilder::default();
        let mut cases: Vec<(Vec<Message>, Message)> = Vec::new();
        let mut reached: Vec<Vec<usize>> = Vec::new();
        for (&option, branch) in instance.options.iter().zip(branches) {
            let start = proof.nodes().len();
            reached.push(writer.branch(&mut proof, branch, &targets)?);
            let facts = narrate(geometry, &proof.nodes()[start..]);
            let assumed = Fact::Is(option.into()).describe(geometry);
            match cases.iter_mut().find(|(_, known)| *known == facts) {
                Some((alike, _)) => alike.push(assumed),
                None => cases.push((vec![assumed], facts)),
            }
        }
        let cases: Vec<Message> = cases
            .into_iter()
            .map(|(assumed, facts)| template!("case", assumed = or_list(assumed), facts = facts))
            .collect();
        for (t, target) in targets.iter().enumerate() {
            let from = reached.iter().map(|ids| ids[t]).collect();
            proof.add(target.clone(), Rule::Fish(branching.clone()), from);
        }
        let removed = elimination_list(geometry, eliminations);
        Some(Reasoning {
            proof,
            argument: template!(
                "kraken-each-leads",
                removed = removed.clone(),
                cases = Message::separated(&cases, "; "),
            ),
            summary: template!(
                "kraken-each-leads-summary",
                technique = Technique::KrakenFish,
                options = or_list(option_pieces(geometry, &instance.options)),
                digit = instance.digit,
                removed = removed,
            ),
        })
    }

    /// The proof that supposes each elimination and follows it (the same two-way links, read
    /// the other way) until every option is ruled out, which the fish cannot allow; `None` when a
    /// run stops short of an option.
    fn no_option_left(
        &self,
        instance: &Instance,
        eliminations: &[Candidate],
        branching: &FishBranching,
    ) -> Result<Option<Reasoning>, OutOfEffort> {
        let geometry = self.grid.geometry();
        let writer = ProofWriter::new(self.grid, true);
        let options: Vec<Fact> = instance
            .options
            .iter()
            .map(|&o| Fact::IsNot(o.into()))
            .collect();
        let mut proof = ProofBuilder::default();
        let mut cases = Vec::new();
        for &target in eliminations {
            let run = self.traced(target)?;
            let start = proof.nodes().len();
            let Some(mut ruled_out) = writer.branch(&mut proof, &run, &options) else {
                return Ok(None);
            };
            let written = &proof.nodes()[start..];
            let Some(assumed) = written.iter().find(|n| matches!(n.rule, Rule::Assume)) else {
                return Ok(None);
            };
            let assumed = assumed.id;
            let facts = narrate(geometry, written);
            ruled_out.sort_unstable();
            ruled_out.dedup();
            let clash = proof.add(
                Fact::Contradiction,
                Rule::NoFishOption(branching.clone()),
                ruled_out,
            );
            proof.add(
                Fact::IsNot(target.into()),
                Rule::Refuted,
                vec![assumed, clash],
            );
            cases.push(template!(
                "kraken-supposed-case",
                supposed = Fact::Is(target.into()).describe(geometry),
                facts = facts,
                digit = instance.digit,
            ));
        }
        let supposed: Vec<Message> = eliminations
            .iter()
            .map(|&c| Fact::Is(c.into()).describe(geometry))
            .collect();
        Ok(Some(Reasoning {
            proof,
            argument: message![". ", Message::separated(&cases, " ")],
            summary: template!(
                "kraken-none-left-summary",
                technique = Technique::KrakenFish,
                supposed = or_list(supposed),
                options = or_list(option_pieces(geometry, &instance.options)),
                digit = instance.digit,
            ),
        }))
    }
}

/// The cells of `options`, to name them.
fn option_pieces(geometry: &Geometry, options: &[Candidate]) -> Vec<Piece> {
    options
        .iter()
        .map(|&o| Piece::cell(geometry, o.cell))
        .collect()
}

/// One way to prove a Kraken Fish: the proof, the words that follow "So one of the options is
/// the digit" in the message, and the summary line.
struct Reasoning {
    proof: ProofBuilder,
    argument: Message,
    summary: Message,
}
