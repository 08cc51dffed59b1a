//! Sandwich Sums: a sandwich clue's sum, made of different digits from 2 to n - 1, takes only
//! some numbers of cells between the crusts (the row's or column's 1 and largest digit), so the
//! crusts stand only so far apart. Of the places the crusts' candidates allow at those distances,
//! each keeps the sets of digits its cells between can take, with the cells outside taking the
//! digits left. A candidate no such option puts in its cell goes: a crust digit in a cell with no
//! partner at the right distance, a digit between the crusts in no fitting set, a digit outside
//! them that every fitting set takes.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{
    Message, Piece, cell_list, or_list, plus_list, removals_by_cell, sandwich_message,
};
use crate::model::{Candidate, Candidates, Crusts, Grid, Sandwich, SandwichFit};

/// The first sandwich clue (in the board's order) that rules a candidate out; nothing on a board
/// without them.
pub(super) fn sandwich_sums(grid: &Grid) -> Option<Step> {
    let clues = grid.layout().variant().sandwiches?;
    clues.iter().find_map(|clue| step_for(grid, clue))
}

/// A set of digits as it is added up ("4+8"), "0" for none.
fn plus(set: u32) -> String {
    match set {
        0 => "0".to_string(),
        _ => plus_list(&Candidates::from_bits(set).iter().collect::<Vec<_>>()),
    }
}

/// Why a set does not fit one place of the crusts: the cells between (or outside) cannot take
/// its digits (or the digits it leaves).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Misfit {
    /// No cell on that side holds this digit, which it needs.
    NoCellFor { between: bool, digit: u32 },
    /// This cell (its place along the house) on that side holds none of the digits it may take.
    CellWithout { between: bool, place: usize },
}

/// What one place of the crusts (either way round) meets: the sets that fit, and the sets that
/// do not, grouped by the reason.
#[derive(Default)]
struct Verdicts {
    fits: Vec<u32>,
    misfits: Vec<(Misfit, Vec<u32>)>,
}

/// Why `set` does not fit between the crusts at `first` and `last` of `masks` (the side that
/// fails, `fit`): the first digit needed there that no cell holds, else the first cell that
/// holds none of the digits it may take.
fn misfit_of(
    masks: &[u32],
    n: usize,
    (first, last): (usize, usize),
    set: u32,
    fit: SandwichFit,
) -> Misfit {
    let between = fit == SandwichFit::Between;
    let (places, needed): (Vec<usize>, u32) = match between {
        true => ((first + 1..last).collect(), set),
        false => (
            (0..masks.len())
                .filter(|&p| p < first || p > last)
                .collect(),
            ((1u32 << (n - 1)) - 2) & !set,
        ),
    };
    let union = places.iter().fold(0u32, |all, &p| all | masks[p]);
    match Candidates::from_bits(needed & !union).iter().next() {
        Some(digit) => Misfit::NoCellFor {
            between,
            digit: u32::from(digit.get()),
        },
        None => Misfit::CellWithout {
            between,
            place: places
                .into_iter()
                .find(|&p| masks[p] & needed == 0)
                .unwrap_or(first),
        },
    }
}

/// The step of `clue`, if some candidate of its row or column lies in no fitting option.
fn step_for(grid: &Grid, clue: &Sandwich) -> Option<Step> {
    let geometry = grid.geometry();
    let n = geometry.n();
    let cells = clue.cells(n);
    let digits: Vec<Candidates> = cells.iter().map(|&c| grid.possible_digits(c)).collect();
    let masks: Vec<u32> = digits.iter().map(|d| d.bits()).collect();
    let sets = Sandwich::sets(n, clue.sum)?;
    let kept = Sandwich::fillings_keep(&masks, n, &sets);
    let mut eliminations: Vec<Candidate> = cells
        .iter()
        .zip(masks.iter().zip(&kept))
        .filter(|&(&cell, _)| grid.value(cell).is_none())
        .flat_map(|(&cell, (&held, &kept))| {
            Candidates::from_bits(held & !kept)
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .collect();
    if eliminations.is_empty() || kept.iter().all(|&k| k == 0) {
        return None;
    }
    eliminations.sort_unstable();
    let mut places: Vec<((usize, usize), Vec<Crusts>, Verdicts)> = Vec::new();
    Sandwich::for_each_option(&masks, n, &sets, |crusts, set, fit| {
        let pair = (crusts.first(), crusts.last());
        let at = match places.iter().position(|(p, _, _)| *p == pair) {
            Some(at) => at,
            None => {
                places.push((pair, Vec::new(), Verdicts::default()));
                places.len() - 1
            }
        };
        let (_, ways, verdicts) = &mut places[at];
        if !ways.contains(&crusts) {
            ways.push(crusts);
        }
        if fit == SandwichFit::Fits {
            if !verdicts.fits.contains(&set) {
                verdicts.fits.push(set);
            }
            return;
        }
        let why = misfit_of(&masks, n, pair, set, fit);
        match verdicts
            .misfits
            .iter_mut()
            .find(|(reason, _)| *reason == why)
        {
            Some((_, sets)) if !sets.contains(&set) => sets.push(set),
            Some(_) => {}
            None => verdicts.misfits.push((why, vec![set])),
        }
    });
    let cell = |place: usize| Piece::cell(geometry, cells[place]);
    let options: Vec<Message> = places
        .iter()
        .map(|&((first, last), ref ways, ref verdicts)| {
            let crusts = match ways[..] {
                [one] => template!(
                    "sandwich-crusts-one-way",
                    one = cell(one.one),
                    far = cell(one.top),
                    top = n
                ),
                _ => template!(
                    "sandwich-crusts-either-way",
                    first = cell(first),
                    last = cell(last),
                    top = n
                ),
            };
            let mut parts = Vec::new();
            if first + 1 == last && !verdicts.fits.is_empty() {
                parts.push(template!("sandwich-side-by-side"));
            } else if !verdicts.fits.is_empty() {
                parts.push(template!(
                    "sandwich-sets-fit",
                    sets = or_list(verdicts.fits.iter().map(|&s| plus(s))),
                    count = verdicts.fits.len()
                ));
            }
            for (why, sets) in &verdicts.misfits {
                let sets = or_list(sets.iter().map(|&s| plus(s)));
                parts.push(match *why {
                    Misfit::NoCellFor { between, digit } => template!(
                        "sandwich-misfit-digit",
                        side = if between { "between" } else { "outside" },
                        sets = sets,
                        digit = digit as usize
                    ),
                    Misfit::CellWithout { between, place } => template!(
                        "sandwich-misfit-cell",
                        side = if between { "between" } else { "outside" },
                        sets = sets,
                        cell = cell(place)
                    ),
                });
            }
            template!(
                "sandwich-option",
                crusts = crusts,
                between = cell_list(geometry, &cells[first + 1..last]),
                count = last - first - 1,
                verdicts = Message::separated(&parts, "; ")
            )
        })
        .collect();
    let by_size: Vec<Message> = {
        let mut sizes: Vec<usize> = sets.iter().map(|s| s.count_ones() as usize).collect();
        sizes.dedup();
        sizes
            .iter()
            .map(|&size| {
                let of_size = sets.iter().filter(|s| s.count_ones() as usize == size);
                template!(
                    "sandwich-ways-size",
                    sets = or_list(of_size.map(|&s| plus(s))),
                    count = size
                )
            })
            .collect()
    };
    let ways = match clue.sum {
        0 => template!("sandwich-ways-none", top = n),
        _ => template!(
            "sandwich-ways",
            below = n - 1,
            sum = clue.sum as usize,
            sets = or_list(by_size)
        ),
    };
    let holding = |digit: u32| {
        let holders: Vec<_> = (0..n)
            .filter(|&p| masks[p] & 1 << (digit - 1) != 0)
            .map(|p| cells[p])
            .collect();
        cell_list(geometry, &holders)
    };
    let placed = |digit: u32| {
        let digit = digit as u8;
        match cells
            .iter()
            .any(|&c| grid.value(c).map(|d| d.get()) == Some(digit))
        {
            true => "yes",
            false => "no",
        }
    };
    let message = template!(
        "sandwich-sums",
        technique = Technique::SandwichSums,
        clue = sandwich_message(clue, n),
        top = n,
        sum = clue.sum as usize,
        ways = ways,
        ones = holding(1),
        one_placed = placed(1),
        tops = holding(n as u32),
        top_placed = placed(n as u32),
        options = Message::separated(&options, "; "),
        count = options.len(),
        eliminations = removals_by_cell(geometry, &eliminations)
    );
    Some(removal_step(
        Technique::SandwichSums,
        message,
        eliminations,
        &cells,
        &Rule::NoSandwichFilling {
            house: clue.house,
            sum: clue.sum,
        },
    ))
}
