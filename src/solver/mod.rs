//! Solvers: the backtracking search that finds and counts solutions of any board size.

mod backtrack;

pub use backtrack::{SolutionCount, count_solutions, solution_count, solve};
