//! What a student's own move shows they can do: the simplest step that justifies the digit they
//! placed or the pencil mark they removed, at the position where they did it, with their own
//! techniques in their order; or that it was a guess (only a forcing search, or nothing, justifies
//! it there), or a mistake (it contradicts the solution).
//!
//! Only one step counts: a move that needs a run of several steps is a guess at that position,
//! because nothing on the board at that moment showed it alone. Forcing Chains and Nets count as
//! a guess too: they try a digit and follow it, which is what guessing is.

use crate::cancel::Cancel;
use crate::deduction::technique::{Technique, with_article};
use crate::message::Message;
use crate::model::{Candidate, Grid, House};
use crate::solver::{StepFinder, check_consistency};
use crate::tasks::explain::{first_aimed, is_forcing};
use crate::tasks::play::{Move, lost_solution};
use crate::techniques::Target;

/// What a move showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Recognition {
    /// One step of `technique` justifies the move; `house` is the one house the step is about,
    /// when it names exactly one.
    Used {
        /// The technique.
        technique: Technique,
        /// Its house, when it has one.
        house: Option<House>,
    },
    /// Only a forcing search, a run of steps or nothing justifies the move at that position.
    Guess,
    /// The move contradicts the solution: a wrong digit, or the solution's digit taken out.
    /// `near` is the technique of the step the position called for (the next step of the
    /// student's techniques there), when there is one.
    Mistake {
        /// The technique of the next step at the position.
        near: Option<Technique>,
    },
}

impl Recognition {
    /// In words for the log: "a Hidden Single in box 5", "a guess", "a mistake".
    pub fn describe(self) -> Message {
        match self {
            Recognition::Used {
                technique,
                house: Some(house),
            } => template!(
                "technique-in-house",
                technique = with_article(technique),
                house = house
            ),
            Recognition::Used {
                technique,
                house: None,
            } => message![with_article(technique)],
            Recognition::Guess => template!("a-guess"),
            Recognition::Mistake { .. } => template!("a-mistake"),
        }
    }
}

/// What `made`, a move on `before` in a puzzle whose unique solution is `solution`, showed, judged
/// with `techniques` in their order. `None` for a move there is nothing to judge in (erasing a
/// digit, adding a pencil mark), when the position already broke a rule or lost the solution
/// (a step from there proves nothing), or when `cancel` stopped the search.
pub fn recognise(
    before: &Grid,
    solution: &Grid,
    made: Move,
    techniques: &[Technique],
    cancel: &Cancel,
) -> Option<Recognition> {
    let (target, right) = match made {
        Move::Place { cell, digit } if before.value(cell).is_none() => (
            Target::Places(Candidate { cell, digit }),
            solution.value(cell) == Some(digit),
        ),
        Move::ToggleCandidate { cell, digit }
            if before.value(cell).is_none() && before.candidates(cell).contains(digit) =>
        {
            (
                Target::Removes(Candidate { cell, digit }),
                solution.value(cell) != Some(digit),
            )
        }
        _ => return None,
    };
    if check_consistency(before).is_err() || lost_solution(before, solution).is_some() {
        return None;
    }
    let mut grid = before.clone();
    let stale = Technique::CandidateElimination.find(&grid);
    if let Some(stale) = &stale {
        stale.apply(&mut grid);
    }
    if !right {
        let next = StepFinder::new(techniques).next_step(&grid, cancel);
        if cancel.is_set() {
            return None;
        }
        let near = next.ok().flatten().map(|step| step.technique);
        return Some(Recognition::Mistake { near });
    }
    if let Some(stale) = stale.filter(|stale| target.is_hit_by(stale)) {
        return Some(used(&stale));
    }
    let unforced: Vec<Technique> = techniques
        .iter()
        .copied()
        .filter(|&technique| !is_forcing(technique))
        .collect();
    let found = first_aimed(&grid, &unforced, target, cancel);
    if cancel.is_set() {
        return None;
    }
    Some(found.map_or(Recognition::Guess, |step| used(&step)))
}

/// The recognition of a move that `step` justifies.
fn used(step: &crate::deduction::step::Step) -> Recognition {
    let house = match step.highlight.houses[..] {
        [house] => Some(house),
        _ => None,
    };
    Recognition::Used {
        technique: step.technique,
        house,
    }
}
