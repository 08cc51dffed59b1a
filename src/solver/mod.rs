//! Solvers: the backtracking search that finds and counts solutions of any board size, the step
//! solver that applies techniques in priority order, and the rating of a solve path.

mod backtrack;
mod classic;
mod rating;
mod stepper;

pub use backtrack::{SolutionCount, count_solutions, solution_count, solve};
pub use rating::{Rating, rate_steps};
pub use stepper::{
    Inconsistency, MAX_STEPS_PER_TECHNIQUE, SolveOutcome, SolveResult, all_steps,
    check_consistency, next_step, next_step_cancellable, solve_steps, solve_steps_cancellable,
};
