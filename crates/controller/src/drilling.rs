//! Drills in the app: a round of positions for one technique (see `stepper_core::tasks::drill`).
//! Each drill's puzzle is made in the background and stepped, as a practice puzzle is, to the
//! technique's first step; the student then marks the candidates it removes (or places its
//! digit) and presses Check, which says right, partly right (what is missing, and why each wrong
//! mark is wrong) or not yet. Hint, as on a practice puzzle, shows the step bit by bit. The first
//! Check of each drill is evidence for the learner's profile.

use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::{Technique, with_article};
use stepper_core::message::{Message, Piece, and_list, elimination_list};
use stepper_core::model::Grid;
use stepper_core::tasks::drill::{Marks, Verdict, WrongMark, drillable, judge, refusal};
use stepper_core::tasks::generator::clock_seed;

use super::drill_round::{DRILLS_PER_ROUND, DrillProgress, DrillRound};
use super::state::Controller;
use super::work;

impl Controller {
    /// The round of drills under way, if any.
    pub fn drill_progress(&self) -> Option<DrillProgress> {
        self.drill.as_ref().map(|round| DrillProgress {
            technique: round.technique,
            number: round.number,
            of: DRILLS_PER_ROUND,
            ready: round.position.is_some(),
        })
    }

    /// What the round under way said last (what to do, or the verdict on the marks), for its
    /// panel: the status line may cut it short.
    pub fn drill_said(&self) -> Option<&Message> {
        self.drill.as_ref().and_then(|round| round.said.as_ref())
    }

    /// Starts a round of drills of `technique` with a seed from the clock.
    pub(super) fn start_drill(&mut self, technique: Technique) {
        if !drillable(technique) {
            self.status = refusal_message(technique);
            return;
        }
        self.drill = Some(DrillRound {
            technique,
            seed: clock_seed() % 1_000_000,
            number: 1,
            position: None,
            checks: 0,
            right_first: 0,
            said: None,
        });
        self.make_drill();
    }

    /// Starts the next drill of the round, or ends the round after its last.
    pub(super) fn next_drill(&mut self) {
        let Some(round) = &mut self.drill else {
            self.status = template!("status-no-drill");
            return;
        };
        if round.number == DRILLS_PER_ROUND {
            self.status = template!(
                "status-drill-round-done",
                technique = round.technique,
                right = round.right_first,
                of = DRILLS_PER_ROUND
            );
            self.drill = None;
            return;
        }
        round.number += 1;
        round.seed = round.seed.wrapping_add(1);
        round.position = None;
        round.checks = 0;
        round.said = None;
        self.make_drill();
    }

    /// Starts making the puzzle of the drill under way.
    fn make_drill(&mut self) {
        let Some(round) = &self.drill else {
            return;
        };
        let name = template!(
            "drill-puzzle-name",
            technique = round.technique,
            number = round.number,
            of = DRILLS_PER_ROUND,
            seed = round.seed.to_string()
        );
        let job = work::MakeDrill {
            technique: round.technique,
            seed: round.seed,
            name: self.render(&name),
        };
        self.status = template!("status-making-drill", technique = round.technique);
        self.start_generation(job);
    }

    /// The drill's puzzle was stepped to `step` of its technique on `grid`: the drill is ready.
    /// False when no drill waited for it (a practice puzzle's stepping).
    pub(super) fn reached_drill(&mut self, grid: &Grid, step: &Step) -> bool {
        let Some(round) = &mut self.drill else {
            return false;
        };
        if round.technique != step.technique || round.position.is_some() {
            return false;
        }
        round.position = Some((grid.clone(), step.clone()));
        let says = if step.placements.is_empty() {
            "remove"
        } else {
            "place"
        };
        let said = template!(
            "status-drill-ready",
            technique = round.technique,
            says = says
        );
        round.said = Some(said.clone());
        self.status = said;
        true
    }

    /// Checks the student's marks on the drill under way against its technique's steps.
    pub(super) fn check_drill(&mut self) {
        let (Some(grid), Some(solution)) = (self.grid(), self.solution()) else {
            self.status = template!("status-drill-not-ready");
            return;
        };
        let Some(round) = &self.drill else {
            self.status = template!("status-no-drill");
            return;
        };
        let Some((position, answer)) = &round.position else {
            self.status = template!("status-drill-not-ready");
            return;
        };
        let marks = Marks::between(position, grid);
        if marks.is_empty() {
            self.status = template!("status-drill-nothing-marked", technique = round.technique);
            return;
        }
        let technique = round.technique;
        let verdict = judge((technique, position, answer), &marks, solution);
        let geometry = grid.geometry();
        let right = verdict == Verdict::Right;
        let said = verdict_message(&verdict, technique, geometry);
        self.status = said.clone();
        if let Some(round) = &mut self.drill {
            round.said = Some(said);
            round.checks += 1;
            if round.checks == 1 {
                if right {
                    round.right_first += 1;
                }
                self.learner.drilled(technique, right);
            }
        }
    }
}

/// Why `technique` has no drills, as the status says it.
fn refusal_message(technique: Technique) -> Message {
    use stepper_core::message::Explained;
    refusal(technique).message()
}

/// The verdict in words.
fn verdict_message(
    verdict: &Verdict,
    technique: Technique,
    geometry: &stepper_core::model::Geometry,
) -> Message {
    let Verdict::Partly {
        right,
        missing,
        places,
        wrong,
    } = verdict
    else {
        return template!("status-drill-right", technique = technique);
    };
    let mut message = if *right == 0 {
        template!(
            "status-drill-wrong",
            technique = technique,
            with_article = with_article(technique)
        )
    } else {
        template!(
            "status-drill-partly",
            right = *right,
            technique = technique,
            with_article = with_article(technique)
        )
    };
    if !missing.is_empty() {
        let list = if *places {
            and_list(
                missing
                    .iter()
                    .map(|c| message![Piece::cell(geometry, c.cell), " = ", c.digit]),
            )
        } else {
            elimination_list(geometry, missing)
        };
        message.push(" ");
        message.push(template!("drill-missing", missing = list));
    }
    for &mark in wrong {
        message.push(" ");
        message.push(wrong_message(mark, technique, geometry));
    }
    message
}

/// Why one mark is wrong.
fn wrong_message(
    mark: WrongMark,
    technique: Technique,
    geometry: &stepper_core::model::Geometry,
) -> Message {
    let (key, c) = match mark {
        WrongMark::SolutionDigit(c) => ("drill-wrong-solution-digit", c),
        WrongMark::NotThisStep(c) => ("drill-wrong-not-this-step", c),
        WrongMark::WrongDigit(c) => ("drill-wrong-digit", c),
        WrongMark::NotPlacedYet(c) => ("drill-wrong-not-placed-yet", c),
    };
    Message::template(
        key,
        vec![
            ("cell", message![Piece::cell(geometry, c.cell)]),
            ("digit", message![c.digit]),
            ("technique", message![technique]),
        ],
    )
}
