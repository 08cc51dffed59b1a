//! Solvers: the step solver that applies techniques in priority order, the rating of a solve
//! path and what makes it hard; the backtracking search that finds and counts solutions lives in `crate::backtrack` and
//! is re-exported here.

mod difficulty;
mod rating;
mod stepper;

pub use crate::backtrack::{
    Examined, GUESS_BUDGET, SolutionCount, SolvedFrom, count_solutions, examine, examine_position,
    solution_count, solve,
};
pub use difficulty::{
    Difficulty, LevelCause, TechniqueShare, WITHOUT_COUNT, Without, rate_without,
};
pub use rating::{KILLER_POINTS_PER_CELL, Rating, ScoreBands, path_score, rate_steps};
pub use stepper::{
    Inconsistency, MAX_STEPS_PER_TECHNIQUE, SolveOutcome, SolveResult, StepFinder,
    check_consistency, next_step, solve_steps, solve_unique_steps,
};
