//! Siamese fish: two finned (or sashimi) fish of one size on one digit that share their base
//! lines but not their cover lines, and so differ in fins and in what they remove. Each fish
//! stands on its own, so the step removes what either removes; shown together, they teach that
//! one set of base lines can be covered in two ways. HoDoKu lists them when its option for duals
//! and siamese fish is on, which it is not by default; here the technique is off by default.

use super::fish::{FinnedFish, finned_fish_of};
use super::search::Found;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::elimination_list;
use crate::model::{Candidate, Digit, Grid};

/// The largest fish paired: Jellyfish, as for the finned fish.
const MAX_SIZE: usize = 4;

/// Every Siamese fish on `digit`: sizes from two, rows as base first, then pairs of fish in
/// search order. A pair where one fish removes nothing the other does not is left out.
pub(super) fn siamese_fish(grid: &Grid, digit: Digit, found: &mut Found) {
    for size in 2..=MAX_SIZE {
        for rows in [true, false] {
            let all = finned_fish_of(grid, size, digit, rows);
            for (i, first) in all.iter().enumerate() {
                for second in &all[i + 1..] {
                    let same_base = first.base_lines() == second.base_lines();
                    if same_base
                        && adds_something(first, second)
                        && adds_something(second, first)
                        && found.add(step(grid, digit, first, second))
                    {
                        return;
                    }
                }
            }
        }
    }
}

/// Whether `fish` removes a candidate that `other` leaves.
fn adds_something(fish: &FinnedFish, other: &FinnedFish) -> bool {
    fish.eliminations
        .iter()
        .any(|c| !other.eliminations.contains(c))
}

fn step(grid: &Grid, digit: Digit, first: &FinnedFish, second: &FinnedFish) -> Step {
    let geometry = grid.geometry();
    let covers = if first.rows { "columns" } else { "rows" };
    let message = template!(
        "siamese-fish-step",
        technique = Technique::SiameseFish,
        digit = digit,
        first = first.technique(),
        first_shape = first.shape(grid, digit),
        second = second.technique(),
        second_shape = second.shape(grid, digit),
        covers = covers,
        first_eliminations = elimination_list(geometry, &first.eliminations),
        second_eliminations = elimination_list(geometry, &second.eliminations),
    );
    let mut eliminations: Vec<Candidate> = first
        .eliminations
        .iter()
        .chain(&second.eliminations)
        .copied()
        .collect();
    eliminations.sort_unstable();
    eliminations.dedup();
    let mut candidates: Vec<(Candidate, Role)> = Vec::new();
    for (candidate, role) in first.marked_cells(digit).chain(second.marked_cells(digit)) {
        match candidates.iter_mut().find(|(known, _)| *known == candidate) {
            Some((_, known_role)) if role == Role::Fin => *known_role = Role::Fin,
            Some(_) => {}
            None => candidates.push((candidate, role)),
        }
    }
    let mut houses = Vec::new();
    for house in first.houses().chain(second.houses()) {
        if !houses.contains(&house) {
            houses.push(house);
        }
    }
    let highlight = Highlight {
        houses,
        candidates,
        ..Highlight::default()
    };
    Step::eliminating(Technique::SiameseFish, message, eliminations, highlight)
}
