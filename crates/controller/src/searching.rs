//! Step searches and what they lead to: Take Step, hints and All Steps start one `work::Search`
//! (one at a time; a Take Step during a search follows it), its answer is applied, logged, shown
//! as a hint or listed; Back, Redo and Reset move in the log; the timed Solve ticks; the guide's
//! examples stepped for their pictures.

use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::{Technique, with_article};
use stepper_core::message::{Message, Piece};
use stepper_core::solver::{Inconsistency, StepFinder};
use stepper_core::tasks::guide::{example, replay_order, stepped_with_singles_only};
use stepper_core::tasks::play::lost_solution;

use super::guide_examples::GuidePicture;
use super::hint::Hint;
use super::history::Change;
use super::jobs::Effect;
use super::pending::Search;
use super::state::Controller;
use super::timer::Due;
use super::work::{self, Purpose};

impl Controller {
    /// Starts a step search from the current grid for `purpose`, or says in the status line why
    /// there is none (no puzzle, already solved, the student's moves lost the solution). While a
    /// search runs, a Take Step is queued to follow it and other requests wait for it. A Take
    /// Step or hint whose answer is a single (`StepFinder::quick_step`) is answered at once,
    /// without a search, so the frame that asked draws it. False when the status line says why
    /// there is none; true when the search started, waits, or was answered.
    pub(super) fn request_search(&mut self, purpose: Purpose) -> bool {
        if let Some(search) = self.pending.search_mut() {
            search.queued_step |= purpose == Purpose::Step;
            return true;
        }
        self.history.select(None);
        let Some(grid) = self.grid() else {
            self.status = template!("status-no-puzzle");
            return false;
        };
        if grid.is_solved() {
            self.status = template!("status-no-step-left");
            self.timer.stop();
            return false;
        }
        if let Some(lost) = self
            .solution()
            .and_then(|solution| lost_solution(grid, solution))
        {
            self.status = template!(
                "status-solution-lost",
                cell = Piece::cell(grid.geometry(), lost.cell)
            );
            self.timer.stop();
            return false;
        }
        let grid = grid.clone();
        let techniques = match purpose {
            Purpose::ShowMe(technique) | Purpose::Practise(technique) => replay_order(technique),
            _ => self.search_techniques(),
        };
        let mut finder = self
            .finder
            .take()
            .unwrap_or_else(|| StepFinder::new(&techniques));
        finder.set_techniques(&techniques);
        if matches!(purpose, Purpose::Step | Purpose::Hint)
            && let Some(result) = finder.quick_step(&grid)
        {
            self.finder = Some(finder);
            let search = Search {
                purpose,
                queued_step: false,
            };
            self.step_found(search, result);
            return true;
        }
        let job = work::Search {
            purpose,
            grid,
            finder,
        };
        let search = Search {
            purpose,
            queued_step: false,
        };
        self.start(job, search);
        self.status = match purpose {
            Purpose::Step => template!("status-searching-step"),
            Purpose::Hint => template!("status-searching-hint"),
            Purpose::AllSteps => template!("status-searching-all"),
            Purpose::ShowMe(_) => template!("status-stepping-example"),
            Purpose::Practise(_) => template!("status-stepping-practice"),
        };
        true
    }

    /// Gives the next hint level, or starts the search for the step a first hint is about.
    pub(super) fn hint_further(&mut self) {
        if let Some(hint) = self.teaching.hint_mut() {
            let names_it = hint.level == 0;
            hint.level = (hint.level + 1).min(3);
            let technique = hint.step.technique;
            self.history.select(None);
            self.status = hint.describe();
            self.learner.hinted(names_it.then_some(technique));
            return;
        }
        self.request_search(Purpose::Hint);
    }

    /// Applies the answer of a step or hint search, then starts a queued Take Step.
    pub(super) fn step_found(
        &mut self,
        search: Search,
        result: Result<Option<Step>, Inconsistency>,
    ) {
        match result {
            Err(reason) => {
                self.status = template!("status-inconsistent", reason = reason);
                self.timer.stop();
            }
            Ok(None) => {
                self.status = template!("status-stuck");
                self.timer.stop();
            }
            Ok(Some(step)) if search.purpose == Purpose::Hint => {
                let Some(grid) = self.grid() else {
                    return;
                };
                let hint = Hint::new(step, grid);
                self.status = hint.describe();
                self.learner.hinted(None);
                self.teaching.show_hint(hint);
            }
            Ok(Some(step)) => {
                self.apply_step(step);
                if search.queued_step {
                    self.request_search(Purpose::Step);
                }
            }
        }
    }

    pub(super) fn all_steps_found(&mut self, result: Result<Vec<Step>, Inconsistency>) {
        match result {
            Ok(steps) => {
                self.status = template!("status-steps-found", count = steps.len());
                self.teaching.offer(steps);
            }
            Err(reason) => self.status = template!("status-inconsistent", reason = reason),
        }
    }

    /// Drops the search under way and what was found for the current state: both belong to a
    /// state that no longer exists.
    pub(super) fn invalidate_search(&mut self) {
        self.teaching.forget_position();
        self.cancel_all::<work::Explain>();
        self.cancel_all::<work::Search>();
    }

    /// Takes `step` on the current grid for the student, who asked for it (Take Step, Solve, a
    /// hint, All Steps, the Difficulty view): help, for the profile.
    pub(super) fn apply_step(&mut self, step: Step) {
        self.learner.took_help();
        self.learner.saw(step.technique);
        self.log_step(step);
    }

    /// Takes `step` on the current grid and logs it (not as seen in the profile: a practice
    /// puzzle's opening steps were taken before the student looked).
    fn log_step(&mut self, step: Step) {
        let Some(grid) = self.grid() else {
            return;
        };
        let mut grid_after = grid.clone();
        step.apply(&mut grid_after);
        let solved = grid_after.is_solved();
        self.status = Message::template(
            "status-step",
            vec![
                ("number", message![self.log().len() + 1]),
                ("technique", message![step.technique]),
            ],
        );
        if solved {
            self.status
                .push(Message::template("status-puzzle-solved", Vec::new()));
            self.timer.stop();
        }
        self.history.record(Change::Step(step), grid_after);
        self.teaching.forget_position();
        self.note_if_finished();
    }

    pub(super) fn back(&mut self) {
        self.timer.stop();
        self.invalidate_search();
        let count = self.log().len();
        self.status = match self.history.back() {
            Some(entry) => template!("status-took-back", number = count, title = entry.title()),
            None => template!("status-nothing-to-take-back"),
        };
    }

    pub(super) fn redo(&mut self) {
        self.timer.stop();
        self.invalidate_search();
        let count = self.log().len();
        self.status = match self.history.redo() {
            Some(entry) => template!("status-redid", number = count + 1, title = entry.title()),
            None => template!("status-nothing-to-redo"),
        };
    }

    /// Loads the bundled example of `technique` and takes the default order's steps up to the
    /// first one that uses it, which is then shown as a level-2 hint.
    pub(super) fn show_example(&mut self, technique: Technique) {
        let Some(example) = example(technique) else {
            self.status = template!("status-no-example", technique = technique);
            return;
        };
        self.load_grid(format!("{technique} example"), example.grid);
        self.request_search(Purpose::ShowMe(technique));
    }

    /// Logs the steps up to the technique Show me (or Practise) asked for. Show me shows that
    /// step as a level-2 hint; Practise keeps it hidden behind a hint that has shown nothing yet,
    /// so the student looks for it first.
    pub(super) fn shown_me(&mut self, search: Search, steps: Vec<Step>, found: Option<Step>) {
        let (Purpose::ShowMe(technique) | Purpose::Practise(technique)) = search.purpose else {
            return;
        };
        let purpose = search.purpose;
        let practising = matches!(purpose, Purpose::Practise(_));
        for step in steps {
            if practising {
                // The steps up to the practised one open the puzzle: the student asked for none
                // and saw none taken.
                self.log_step(step);
            } else {
                self.apply_step(step);
            }
        }
        let Some(step) = found else {
            self.status = template!(
                "status-solved-without",
                practising = if practising { "yes" } else { "no" },
                technique = with_article(technique),
            );
            return;
        };
        let Some(grid) = self.grid().cloned() else {
            return;
        };
        let drilled = practising && self.reached_drill(&grid, &step);
        let mut hint = Hint::new(step, &grid);
        if drilled {
            hint.level = 1;
        } else if practising {
            // The status line names the technique, as level 1 would.
            hint.level = 1;
            self.status = template!(
                "status-practise",
                technique = technique,
                with_article = with_article(technique),
                number = self.log().len() + 1,
            );
            if let Some(note) = self.practice_note.take() {
                self.status.push(" ");
                self.status.push(note);
            }
        } else {
            hint.level = 2;
            let look = match &hint.chain {
                Some(chain) => template!("show-me-look-chain", chain = chain),
                None => template!("show-me-look"),
            };
            self.status = template!(
                "status-show-me",
                technique = with_article(technique),
                singles_only = if stepped_with_singles_only(technique) {
                    "yes"
                } else {
                    "no"
                },
                look = look,
            );
        }
        self.teaching.show_hint(hint);
    }

    pub(super) fn reset(&mut self) {
        self.timer.stop();
        self.invalidate_search();
        self.history.clear();
        self.status = match &self.info {
            Some(info) => template!("status-reset", name = info.name),
            None => template!("status-no-puzzle"),
        };
    }

    pub(super) fn toggle_solve(&mut self) {
        if self.timer.is_running() {
            self.stop_solving();
            return;
        }
        match self.grid() {
            None => self.status = template!("status-no-puzzle"),
            Some(grid) if grid.is_solved() => {
                self.status = template!("status-no-step-left");
            }
            Some(_) => {
                self.timer.start();
                self.history.select(None);
                self.status = template!("status-solving");
            }
        }
    }

    pub(super) fn stop_solving(&mut self) {
        if self.timer.stop() {
            self.invalidate_search();
            self.status = template!("status-solving-stopped");
        }
    }

    /// Advances a running Solve from a steady clock (`now` in seconds): starts the next step
    /// search when one interval has passed since the last, and asks for a repaint when the next
    /// is due.
    pub(super) fn tick(&mut self, now: f64) {
        if !self.timer.is_running() {
            return;
        }
        let interval = match self.timer.due(now) {
            Due::In(wait) => {
                self.effects.push(Effect::RepaintAfter(wait));
                return;
            }
            Due::Now(interval) => interval,
        };
        if self.is_searching() {
            self.effects.push(Effect::RepaintAfter(interval));
            return;
        }
        if self.request_search(Purpose::Step) {
            self.timer.stepped(now);
            self.effects.push(Effect::RepaintAfter(interval));
        } else {
            self.timer.stop();
        }
    }

    /// Previews listed step `choice` on the board (none: no preview).
    pub(super) fn preview_choice(&mut self, choice: Option<usize>) {
        self.teaching.preview(choice);
        self.history.select(None);
    }

    /// Takes listed step `index`, if it is still on offer.
    pub(super) fn apply_choice(&mut self, index: usize) {
        match self.teaching.choice(index).cloned() {
            Some(step) => self.apply_step(step),
            None => self.status = template!("status-no-longer-offered"),
        }
    }

    /// Takes the step the hint is about, unless it was found with the student's digit taken out.
    pub(super) fn apply_hint(&mut self) {
        match self.teaching.take_hint() {
            Some(hint) if hint.applicable => {
                self.teaching.set_walk(None);
                self.apply_step(hint.step);
            }
            Some(hint) => {
                self.teaching.show_hint(hint);
                self.status = template!("status-hint-not-applicable");
            }
            None => self.status = template!("status-no-hint"),
        }
    }

    /// Where `technique`'s guide picture stands.
    pub fn guide_picture(&self, technique: Technique) -> GuidePicture<'_> {
        match self.examples.picture(technique) {
            Some(picture) => picture,
            None if self
                .pending
                .any::<work::StepExample>(|&waiting| waiting == technique) =>
            {
                GuidePicture::Stepping
            }
            None => GuidePicture::NotAsked,
        }
    }

    /// Steps `technique`'s example in the background, unless that was done or is under way.
    pub(super) fn step_example(&mut self, technique: Technique) {
        if self.guide_picture(technique) == GuidePicture::NotAsked {
            self.start(work::StepExample(technique), technique);
        }
    }
}
