//! Cage Interplay (Killer): the cages that lie inside one house share no digit, and with the
//! house's other cells they hold every digit once. So a set of digits one cage could hold goes
//! when no sets of the house's other cages go with it (sharing no digit, and leaving the other
//! cells digits they can take one each); and a candidate goes when no way of choosing the sets
//! together puts it in its cell. Killer pairs and cages that together hold a block of digits
//! (two cages that must hold 1, 2, 3 and 4 between them) are cases of it.

use super::cage_proof::cage_sum;
use super::cages::{
    MOST_LONG_STEP_WORDS, cage_labels, digit_sets, fitting, misfit, placed_digits, removals,
    rest_of, set_of, spreads, word_count,
};
use crate::cancel::Cancel;
use crate::deduction::proof::{Fact, Group, ProofBuilder, Rule};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, and_list, cell_list, digit_list, or_list, plus_list};
use crate::model::{Cage, Candidate, Candidates, Cell, Digit, Grid, House};

/// The most ways of choosing one set per cage a house is read for.
const MOST_CHOICES: usize = 20_000;

/// The house (in house order) whose cages' sets, chosen together, leave a candidate no choice
/// puts in its cell, with the fewest cages (then the fewest sets); nothing on a board without
/// cages, or once `cancel` is set.
pub(super) fn cage_interplay(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    let mut best: Option<((usize, usize), Interplay)> = None;
    for &house in grid.geometry().houses() {
        if cancel.is_set() {
            return None;
        }
        let Some(interplay) = interplay(grid, cages, house) else {
            continue;
        };
        let key = (
            interplay.members.len(),
            interplay.members.iter().map(|m| m.sets.len()).sum(),
        );
        if best.as_ref().is_none_or(|(best_key, _)| key < *best_key) {
            best = Some((key, interplay));
        }
    }
    let (_, interplay) = best?;
    Some(step(grid, &interplay))
}

/// A cage of the house with open cells, and the sets of digits that fit them.
struct Member<'a> {
    cage: &'a Cage,
    /// Its open cells, in cell order.
    open: Vec<Cell>,
    /// Their candidates.
    held: Vec<Candidates>,
    /// The sets of different digits that make what its placed digits leave and fit its open
    /// cells, smallest digits first.
    sets: Vec<Vec<Digit>>,
    /// For each set, whether it goes with sets of the others.
    kept: Vec<bool>,
}

/// The cages of a house read together.
struct Interplay<'a> {
    house: House,
    /// The cages inside it with open cells, in cage order.
    members: Vec<Member<'a>>,
    /// Its open cells outside those cages, in cell order.
    others: Vec<Cell>,
    /// The digits placed in the house.
    placed: Candidates,
    /// The candidates that go: a cage cell's digit no set of its cage that goes with the others
    /// holds, and an other cell's digit every way of choosing the sets puts in a cage.
    eliminations: Vec<Candidate>,
}

/// The cages wholly inside `house` (each with a sum) read together; `None` when none has two
/// open cells' worth of choice to lose, the choices are too many, or nothing goes that Cage
/// Combinations alone would not remove.
fn interplay<'a>(grid: &Grid, cages: &'a [Cage], house: House) -> Option<Interplay<'a>> {
    let geometry = grid.geometry();
    let cells = geometry.cell_set_of(house);
    let mut members = Vec::new();
    let mut covered = Vec::new();
    for cage in cages {
        if !cage.cells.iter().all(|&c| cells.contains(c)) {
            continue;
        }
        let sum = cage.sum?;
        covered.extend(cage.cells.iter().copied());
        let Some(rest) = rest_of(grid, &cage.cells, sum) else {
            continue;
        };
        let held: Vec<Candidates> = rest.open.iter().map(|&c| grid.candidates(c)).collect();
        let sets = digit_sets(rest.digits, rest.open.len(), rest.sum)?;
        let fit = fitting(&held, &sets);
        let sets: Vec<Vec<Digit>> = fit.fitting.into_iter().cloned().collect();
        members.push(Member {
            cage,
            kept: vec![false; sets.len()],
            open: rest.open,
            held,
            sets,
        });
    }
    let others: Vec<Cell> = cells
        .iter()
        .filter(|&c| grid.value(c).is_none() && !covered.contains(&c))
        .collect();
    if members.is_empty()
        || (members.len() == 1 && others.is_empty())
        || members.iter().any(|m| m.sets.is_empty())
    {
        return None;
    }
    let choices = members
        .iter()
        .try_fold(1usize, |all, m| all.checked_mul(m.sets.len().max(1)))?;
    if choices > MOST_CHOICES {
        return None;
    }
    let placed =
        cells
            .iter()
            .filter_map(|c| grid.value(c))
            .fold(Candidates::EMPTY, |mut all, d| {
                all.insert(d);
                all
            });
    let mut search = Search {
        all: Candidates::all(grid.n()),
        others_held: others.iter().map(|&c| grid.candidates(c)).collect(),
        left_over: Candidates::EMPTY,
        chosen: Vec::new(),
    };
    search.choose(&mut members, placed);
    if !members.iter().all(|m| m.kept.contains(&true)) {
        return None;
    }
    let mut eliminations = Vec::new();
    for member in &members {
        let kept = member
            .sets
            .iter()
            .zip(&member.kept)
            .filter(|(_, kept)| **kept)
            .fold(Candidates::EMPTY, |all, (set, _)| all | set_of(set));
        for (&cell, &held) in member.open.iter().zip(&member.held) {
            eliminations.extend((held & !kept).iter().map(|digit| Candidate { cell, digit }));
        }
    }
    for (&cell, &held) in others.iter().zip(&search.others_held) {
        eliminations.extend(
            (held & !search.left_over)
                .iter()
                .map(|digit| Candidate { cell, digit }),
        );
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable_by_key(|c| (c.cell, c.digit));
    Some(Interplay {
        house,
        placed,
        members,
        others,
        eliminations,
    })
}

/// The search through the ways of choosing one set per cage.
struct Search {
    /// Every digit of the board.
    all: Candidates,
    /// The candidates of the house's other open cells.
    others_held: Vec<Candidates>,
    /// The digits some way leaves the other cells.
    left_over: Candidates,
    /// The index of the set chosen for each cage so far.
    chosen: Vec<usize>,
}

impl Search {
    /// Chooses a set for each cage from the next on, none sharing a digit with `used`; marks
    /// the sets of every way that leaves the other cells digits they can take one each, and the
    /// digits it leaves them.
    fn choose(&mut self, members: &mut [Member], used: Candidates) {
        let at = self.chosen.len();
        if at == members.len() {
            let left = self.all & !used;
            if spreads(&self.others_held, left) {
                for (member, &index) in members.iter_mut().zip(&self.chosen) {
                    member.kept[index] = true;
                }
                self.left_over = self.left_over | left;
            }
            return;
        }
        for index in 0..members[at].sets.len() {
            let set = set_of(&members[at].sets[index]);
            if !(set & used).is_empty() {
                continue;
            }
            self.chosen.push(index);
            self.choose(members, used | set);
            self.chosen.pop();
        }
    }
}

/// The step of `interplay`: the house, each cage's sets (those struck with why), the other
/// cells, and what goes.
fn step(grid: &Grid, interplay: &Interplay) -> Step {
    let geometry = grid.geometry();
    let technique = Technique::CageInterplay;
    let labels: Vec<Message> = interplay
        .members
        .iter()
        .map(|member| {
            let placed = placed_digits(grid, member.cage.cells.iter().copied());
            let with = if placed.is_empty() {
                Message::default()
            } else {
                template!(
                    "interplay-cage-placed",
                    open = cell_list(geometry, &member.open),
                    placed = and_list(placed)
                )
            };
            template!(
                "interplay-cage",
                cage = cage_labels(grid, &[member.cage]),
                sets = or_list(member.sets.iter().map(|set| plus_list(set))),
                with = with,
            )
        })
        .collect();
    let others = if interplay.others.is_empty() {
        Message::default()
    } else {
        template!(
            "interplay-others",
            cells = cell_list(geometry, &interplay.others),
            count = interplay.others.len()
        )
    };
    let intro = template!(
        "interplay-intro",
        technique = technique,
        house = interplay.house,
        count = interplay.members.len(),
        cages = and_list(labels),
        others = others,
    );
    // Each cage's struck sets and what they leave it, with the candidates that go from it.
    let mut narrowed: Vec<(Message, Vec<Candidate>)> = Vec::new();
    for (at, member) in interplay.members.iter().enumerate() {
        let struck: Vec<&Vec<Digit>> = member
            .sets
            .iter()
            .zip(&member.kept)
            .filter(|(_, kept)| !**kept)
            .map(|(set, _)| set)
            .collect();
        if struck.is_empty() {
            continue;
        }
        let mut says = struck_sentence(grid, interplay, at, &struck);
        let kept: Vec<&Vec<Digit>> = member
            .sets
            .iter()
            .zip(&member.kept)
            .filter(|(_, kept)| **kept)
            .map(|(set, _)| set)
            .collect();
        let held = member
            .held
            .iter()
            .fold(Candidates::EMPTY, |all, &h| all | h);
        let lost = held
            & !kept
                .iter()
                .fold(Candidates::EMPTY, |all, set| all | set_of(set));
        if !lost.is_empty() {
            says = message![
                says,
                template!(
                    "interplay-left",
                    cage = cage_labels(grid, &[member.cage]),
                    sets = or_list(kept.iter().map(|set| plus_list(set))),
                    count = kept.len(),
                    digits = digit_list(&lost.iter().collect::<Vec<_>>()),
                )
            ];
        }
        let gone: Vec<Candidate> = interplay
            .eliminations
            .iter()
            .copied()
            .filter(|c| member.open.contains(&c.cell))
            .collect();
        narrowed.push((says, gone));
    }
    let free_gone: Vec<Candidate> = interplay
        .eliminations
        .iter()
        .copied()
        .filter(|c| interplay.others.contains(&c.cell))
        .collect();
    let others_lose = if free_gone.is_empty() {
        Message::default()
    } else {
        let digits: Vec<Digit> = {
            let mut all: Vec<Digit> = free_gone.iter().map(|c| c.digit).collect();
            all.sort_unstable();
            all.dedup();
            all
        };
        template!(
            "interplay-others-lose",
            digits = digit_list(&digits),
            count = digits.len()
        )
    };
    let concluded = |reasons: Message, eliminations: &[Candidate]| {
        message![
            reasons,
            template!(
                "so-removals",
                eliminations = removals(geometry, eliminations)
            )
        ]
    };
    let every_reason = narrowed.iter().fold(intro.clone(), |said, (says, _)| {
        message![said, says.clone()]
    });
    let mut message = concluded(message![every_reason, others_lose], &interplay.eliminations);
    let mut eliminations = interplay.eliminations.clone();
    if word_count(&message) > MOST_LONG_STEP_WORDS
        && narrowed.iter().any(|(_, gone)| !gone.is_empty())
    {
        // Too long: the cages whose narrowing fits, the first always, and what they lose.
        let mut said = intro;
        eliminations.clear();
        for (says, gone) in narrowed.into_iter().filter(|(_, gone)| !gone.is_empty()) {
            let longer = message![said.clone(), says];
            let mut more = eliminations.clone();
            more.extend(gone);
            more.sort_unstable_by_key(|c| (c.cell, c.digit));
            if eliminations.is_empty()
                || word_count(&concluded(longer.clone(), &more)) <= MOST_LONG_STEP_WORDS
            {
                said = longer;
                eliminations = more;
            }
        }
        message = concluded(said, &eliminations);
    }
    let mut proof = ProofBuilder::default();
    let sums: Vec<usize> = interplay
        .members
        .iter()
        .map(|member| cage_sum(&mut proof, member.cage))
        .collect();
    for &candidate in &eliminations {
        proof.add(
            Fact::IsNot(Group::from(candidate)),
            Rule::NoHouseFilling(interplay.house),
            sums.clone(),
        );
    }
    let highlight = Highlight {
        houses: vec![interplay.house],
        cells: interplay
            .members
            .iter()
            .flat_map(|m| m.open.iter().copied())
            .chain(interplay.others.iter().copied())
            .map(|c| (c, Role::Pattern))
            .collect(),
        ..Highlight::default()
    };
    let proof = proof.finish(message.clone());
    Step::eliminating(technique, message, eliminations, highlight).with_proof(proof)
}

/// Why the struck sets of the cage `at` go: " 1+9 in the cage at r3c1 (10) shares a digit with
/// every set of the cage at r3c3 (3)." when one other cage rules each out alone; with no other
/// cage, " 2+3+7 and 2+4+6 would each leave the other cells digits they cannot take: none of
/// those cells holds 1."; else " With 1+9 in the cage at r3c1 (10), the other cages have no sets that go
/// with it and leave the other cells digits they hold."
fn struck_sentence(
    grid: &Grid,
    interplay: &Interplay,
    at: usize,
    struck: &[&Vec<Digit>],
) -> Message {
    let member = &interplay.members[at];
    let cage = cage_labels(grid, &[member.cage]);
    let mut by_cage: Vec<(usize, Vec<String>)> = Vec::new();
    let mut unexplained = Vec::new();
    let mut message = Message::default();
    let mut leaving: Vec<(Message, Vec<String>)> = Vec::new();
    for &set in struck {
        let digits = set_of(set);
        if interplay.members.len() == 1 {
            let left: Vec<Digit> = (Candidates::all(grid.n()) & !interplay.placed & !digits)
                .iter()
                .collect();
            let held: Vec<Candidates> = interplay
                .others
                .iter()
                .map(|&c| grid.candidates(c))
                .collect();
            let reason = misfit(grid, "cells", &interplay.others, &held, &left);
            match leaving.iter_mut().find(|(r, _)| *r == reason) {
                Some((_, sets)) => sets.push(plus_list(set)),
                None => leaving.push((reason, vec![plus_list(set)])),
            }
            continue;
        }
        let blocker = interplay.members.iter().enumerate().position(|(other, m)| {
            other != at && m.sets.iter().all(|s| !(set_of(s) & digits).is_empty())
        });
        match blocker {
            Some(other) => match by_cage.iter_mut().find(|(o, _)| *o == other) {
                Some((_, sets)) => sets.push(plus_list(set)),
                None => by_cage.push((other, vec![plus_list(set)])),
            },
            None => unexplained.push(plus_list(set)),
        }
    }
    for (reason, sets) in leaving {
        message = message![
            message,
            template!(
                "interplay-leaves",
                sets = and_list(&sets),
                count = sets.len(),
                reason = reason,
            )
        ];
    }
    for (other, sets) in by_cage {
        message = message![
            message,
            template!(
                "interplay-clashes",
                sets = and_list(&sets),
                count = sets.len(),
                cage = cage.clone(),
                other = cage_labels(grid, &[interplay.members[other].cage]),
            )
        ];
    }
    if !unexplained.is_empty() {
        message = message![
            message,
            template!(
                "interplay-no-company",
                sets = or_list(&unexplained),
                cage = cage,
                others = if interplay.others.is_empty() {
                    "cages"
                } else {
                    "cells"
                },
            )
        ];
    }
    message
}
