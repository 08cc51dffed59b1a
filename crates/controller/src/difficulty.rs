//! What makes the loaded puzzle hard (the Difficulty view): the rating's solve path taken apart
//! (it comes with the rating), the rating without each of the hardest techniques (a job of its
//! own, started when the view asks), and jumping to a step of that path in the log.

use super::state::Controller;
use super::work;
use stepper_core::message::Message;
use stepper_core::solver::{SolutionCount, Without};

impl Controller {
    /// The count of solutions (to 2) a rating of the loaded puzzle starts from: `Some(1)` for a
    /// unique solution, `None` when the count gave up; no rating at all (the outer `None`) for no
    /// solution or several, or while counting.
    pub(super) fn rating_count(&self) -> Option<Option<usize>> {
        match self.info.as_ref()?.solutions? {
            SolutionCount::Unique => Some(Some(1)),
            SolutionCount::Undecided => Some(None),
            SolutionCount::None | SolutionCount::Multiple => None,
        }
    }

    /// Starts rating the loaded puzzle without each of its path's hardest techniques, unless
    /// that is known or under way (or the puzzle has no rating yet).
    pub(super) fn weigh_difficulty(&mut self) {
        if self.pending.any::<work::RateWithout>(|_| true) {
            return;
        }
        let techniques = self.techniques();
        let Some(count) = self.rating_count() else {
            return;
        };
        let Some(info) = &self.info else {
            return;
        };
        let Some(difficulty) = &info.difficulty else {
            return;
        };
        if info.without.is_some() {
            return;
        }
        let job = work::RateWithout {
            grid: info.rated_grid(),
            techniques,
            count,
            left_out: difficulty.hardest(),
        };
        self.start(job, ());
    }

    /// Takes in the ratings without each of the hardest techniques.
    pub(super) fn weighed(&mut self, without: Vec<Without>) {
        if let Some(info) = &mut self.info {
            info.without = Some(without);
        }
    }

    /// Cancels the ratings without techniques under way and forgets those known.
    pub(super) fn forget_weighing(&mut self) {
        self.cancel_all::<work::RateWithout>();
        if let Some(info) = &mut self.info {
            info.without = None;
        }
    }

    /// Shows step `index` (0 is step 1) of the rating's solve path in the log: the steps up to
    /// it are taken where the log stops short of it, and its row is selected. A log that has left
    /// the path (a move, or another technique order) is left as it is, and the status says so.
    pub(super) fn go_to_path_step(&mut self, index: usize) {
        let Some(info) = &self.info else {
            return;
        };
        let Some(difficulty) = &info.difficulty else {
            self.status = template!("status-no-rated-path");
            return;
        };
        let Some(step) = difficulty.steps.get(index) else {
            return;
        };
        let mut grid = info.rated_grid();
        let mut path_grids = Vec::with_capacity(difficulty.steps.len());
        for step in &difficulty.steps {
            step.apply(&mut grid);
            path_grids.push(grid.clone());
        }
        let left_at = self
            .log()
            .iter()
            .zip(&path_grids)
            .position(|(entry, after)| entry.grid_after != *after || entry.step().is_none())
            .or((self.log().len() > path_grids.len()).then_some(path_grids.len()));
        if let Some(row) = left_at {
            self.status = template!("status-log-left-path", row = row + 1, number = index + 1);
            return;
        }
        let technique = step.technique;
        let first = self.log().len().min(index + 1);
        let missing = difficulty.steps[first..=index].to_vec();
        let taken = match missing.len() {
            0 => Message::default(),
            1 => template!("took-step-to-show", number = index + 1),
            _ => template!("took-steps-to-show", first = first + 1, last = index + 1),
        };
        self.timer.stop();
        self.invalidate_search();
        for step in missing {
            self.apply_step(step);
        }
        self.history.select(Some(index));
        self.status = template!(
            "status-path-step",
            number = index + 1,
            technique = technique,
            taken = taken
        );
    }
}
