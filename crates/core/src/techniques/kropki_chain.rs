//! Kropki Chain: two dots that meet at one cell join three cells, and when the two end cells
//! share a house their digits differ, so the middle cell needs two different partners, one
//! across each dot. A middle digit whose only partner in both end cells is one and the same
//! digit cannot stand; nor can an end digit that leaves the middle cell only digits whose one
//! partner in the other end is that same digit again. After Kropki Dots, these are exactly the
//! digits no filling of the three cells keeps.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, and_list, line_message, or_list, removals_by_cell};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, House, Line, LineKind};

/// Three cells joined by two dots: the ends and the middle, with the dot between each end and
/// the middle.
struct Chain {
    /// The end cells.
    ends: [Cell; 2],
    /// The cell both dots touch.
    middle: Cell,
    /// The dot between each end and the middle.
    dots: [&'static Line; 2],
}

impl Chain {
    /// The chain two dots make when they share exactly one cell.
    fn of(first: &'static Line, second: &'static Line) -> Option<Chain> {
        let ([a, b], [c, d]) = (&first.cells[..], &second.cells[..]) else {
            return None;
        };
        let (end, middle, other) = match () {
            () if a == c && b != d => (*b, *a, *d),
            () if a == d && b != c => (*b, *a, *c),
            () if b == c && a != d => (*a, *b, *d),
            () if b == d && a != c => (*a, *b, *c),
            () => return None,
        };
        Some(Chain {
            ends: [end, other],
            middle,
            dots: [first, second],
        })
    }
}

/// Every step: for each pair of dots that meet at a cell (the middle cells in board order), the
/// digits no filling of the three cells keeps once the ends, which share a house, differ.
pub(super) fn kropki_chains(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    let variant = grid.layout().variant();
    let dots: Vec<&'static Line> = [LineKind::WhiteDot, LineKind::BlackDot]
        .into_iter()
        .flat_map(|kind| variant.lines_of(kind))
        .collect();
    let mut chains: Vec<Chain> = Vec::new();
    for (i, &first) in dots.iter().enumerate() {
        for &second in &dots[i + 1..] {
            chains.extend(Chain::of(first, second));
        }
    }
    chains.sort_by_key(|chain| (chain.middle, chain.ends));
    chains.into_iter().flat_map(move |chain| {
        [Target::Middle, Target::End(0), Target::End(1)]
            .into_iter()
            .filter_map(|target| step_for(grid, &chain, target))
            .collect::<Vec<Step>>()
    })
}

/// The cell of a chain whose digits a step removes.
#[derive(Clone, Copy)]
enum Target {
    /// The middle cell.
    Middle,
    /// The end cell of this place in `Chain::ends`.
    End(usize),
}

/// The digits of `digits` that keep the relation of `dot` with `digit`.
fn partners(dot: &Line, digit: Digit, digits: Candidates) -> Candidates {
    let mut found = Candidates::EMPTY;
    for other in digits.iter() {
        if dot.kind.allows(digit.get(), other.get()) {
            found.insert(other);
        }
    }
    found
}

/// Why a digit of a chain's cell goes, for the message.
enum Reason {
    /// A middle digit whose only partner in both ends is this digit.
    Middle { digit: Digit, partner: Digit },
    /// An end digit (of end `end`) that leaves the middle only `middle` digits, whose one partner
    /// in the other end is the same digit.
    End {
        end: usize,
        digit: Digit,
        middle: Candidates,
    },
}

/// The step of `chain` removing digits of its `target` cell, if its ends share a house and a
/// digit of that cell, open, has no filling of the three cells.
fn step_for(grid: &Grid, chain: &Chain, target: Target) -> Option<Step> {
    let geometry = grid.geometry();
    let [a, c] = chain.ends;
    let house: House = geometry.shared_houses(a, c).first().copied()?;
    let digits = |cell: Cell| grid.possible_digits(cell);
    let mut reasons: Vec<Reason> = Vec::new();
    if matches!(target, Target::Middle) && grid.value(chain.middle).is_none() {
        for digit in digits(chain.middle).iter() {
            let left = partners(chain.dots[0], digit, digits(a));
            let right = partners(chain.dots[1], digit, digits(c));
            if let (Some(partner), true) = (left.single(), left == right) {
                reasons.push(Reason::Middle { digit, partner });
            }
        }
    }
    for end in 0..2 {
        let (cell, other) = (chain.ends[end], chain.ends[1 - end]);
        if !matches!(target, Target::End(wanted) if wanted == end) || grid.value(cell).is_some() {
            continue;
        }
        for digit in digits(cell).iter() {
            let middle = partners(chain.dots[end], digit, digits(chain.middle));
            let mut only_it = Candidates::EMPTY;
            only_it.insert(digit);
            if !middle.is_empty()
                && middle
                    .iter()
                    .all(|m| partners(chain.dots[1 - end], m, digits(other)) == only_it)
            {
                reasons.push(Reason::End { end, digit, middle });
            }
        }
    }
    if reasons.is_empty() {
        return None;
    }
    let mut eliminations: Vec<Candidate> = reasons
        .iter()
        .map(|reason| match *reason {
            Reason::Middle { digit, .. } => Candidate {
                cell: chain.middle,
                digit,
            },
            Reason::End { end, digit, .. } => Candidate {
                cell: chain.ends[end],
                digit,
            },
        })
        .collect();
    eliminations.sort_unstable();
    let cell = |c: Cell| Piece::cell(geometry, c);
    let middles: Vec<(Digit, Digit)> = reasons
        .iter()
        .filter_map(|reason| match *reason {
            Reason::Middle { digit, partner } => Some((digit, partner)),
            Reason::End { .. } => None,
        })
        .collect();
    let mut clauses: Vec<Message> = Vec::new();
    if !middles.is_empty() {
        let partners: Vec<Message> = middles
            .iter()
            .map(|&(digit, partner)| {
                template!("kropki-chain-partner", digit = digit, partner = partner)
            })
            .collect();
        clauses.push(template!(
            "kropki-chain-middle",
            cell = cell(chain.middle),
            digits = or_list(middles.iter().map(|&(digit, _)| digit)),
            first = cell(a),
            second = cell(c),
            partners = and_list(partners)
        ));
    }
    for reason in &reasons {
        if let Reason::End { end, digit, middle } = *reason {
            clauses.push(template!(
                "kropki-chain-end",
                cell = cell(chain.ends[end]),
                digit = digit,
                middle = cell(chain.middle),
                partners = or_list(middle.iter()),
                other = cell(chain.ends[1 - end]),
                count = if middle.len() == 1 { "one" } else { "other" }
            ));
        }
    }
    let parts = [
        template!(
            "kropki-chain-intro",
            technique = Technique::KropkiChain,
            first_dot = line_message(chain.dots[0], geometry.n()),
            second_dot = line_message(chain.dots[1], geometry.n()),
            first = cell(a),
            middle = cell(chain.middle),
            second = cell(c),
            house = house
        ),
        message![Message::separated(&clauses, "; "), "."],
        template!(
            "pair-so",
            eliminations = removals_by_cell(geometry, &eliminations)
        ),
    ];
    let cells = [a, chain.middle, c];
    let rule = Rule::NoChainFilling {
        cells: cells.to_vec(),
        kinds: chain.dots.map(|dot| dot.kind).to_vec(),
    };
    Some(removal_step(
        Technique::KropkiChain,
        Message::separated(&parts, " "),
        eliminations,
        &cells,
        &rule,
    ))
}
