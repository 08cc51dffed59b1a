//! Times our backtracking solver against the crates.io `sudoku` crate (JCZSolve-derived) on the
//! same 9x9 puzzles, one thread each, in one run (the two take turns, round by round, so a busy
//! moment of the machine hits both alike), and prints the best round of each and their ratio.
//! Build and run (the crate is only a dependency with this feature):
//! `cargo run --release --features compare --example compare_sudoku_crate -- FILE [ROUNDS]`.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use sudoku_stepper::{Layout, read_path, solve};

/// The time `solve_one` takes over every puzzle once.
fn one_pass(solve_one: impl Fn(usize) -> bool, count: usize) -> Duration {
    let start = Instant::now();
    for index in 0..count {
        assert!(solve_one(index), "puzzle {} has no solution", index + 1);
    }
    start.elapsed()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: compare_sudoku_crate FILE [ROUNDS]");
        return ExitCode::from(2);
    };
    let rounds = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(3);
    let file = match read_path(std::path::Path::new(path)) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let grids: Vec<_> = file
        .puzzles
        .into_iter()
        .map(|p| p.grid)
        .filter(|g| g.layout() == Layout::CLASSIC)
        .collect();
    let theirs: Vec<sudoku::Sudoku> = grids
        .iter()
        .filter_map(|g| sudoku::Sudoku::from_str_line(&g.to_line()).ok())
        .collect();
    if theirs.len() != grids.len() {
        eprintln!("error: the sudoku crate could not read every puzzle");
        return ExitCode::FAILURE;
    }
    let count = grids.len();
    let (mut ours, mut peer) = (Duration::MAX, Duration::MAX);
    for _ in 0..rounds.max(1) {
        ours = ours.min(one_pass(|i| solve(&grids[i]).is_some(), count));
        peer = peer.min(one_pass(|i| theirs[i].some_solution().is_some(), count));
    }
    let rate = |d: Duration| count as f64 / d.as_secs_f64().max(1e-9);
    println!(
        "{count} puzzles, best of {rounds} rounds, one thread each:\n  \
         sudoku-stepper solve:       {:>10.0} puzzles/s\n  \
         sudoku crate some_solution: {:>10.0} puzzles/s\n  \
         ratio (ours / theirs):      {:>10.2}",
        rate(ours),
        rate(peer),
        rate(ours) / rate(peer)
    );
    ExitCode::SUCCESS
}
