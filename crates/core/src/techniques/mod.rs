//! The solving techniques: one file per technique family, the catalogue that lists them all in
//! the default priority order (`catalogue.rs`: name, level, score, finder, guide text), and what
//! every finder works with (`search.rs`). Each family hands the steps it finds to a `Found`, in a
//! deterministic order (first by house order, then by cell order, then by digit) until the `Found`
//! is full: `Technique::find` wants the first step only, `Technique::search` every step up to a
//! limit.

mod aligned_pair;
mod als;
mod arrow;
mod brute_force;
mod bug;
mod cage_difference;
mod cage_interplay;
mod cage_proof;
mod cage_splitting;
mod cages;
mod candidate_elimination;
mod catalogue;
mod chain_proof;
mod chains;
mod coloring;
mod common_peer;
mod complex_fish;
mod extended_rectangle;
mod fish;
mod forcing;
mod forcing_proof;
mod group_links;
mod grouped_chains;
mod kraken_fish;
mod kropki;
mod kropki_chain;
mod leftovers;
mod links;
mod little_killer;
mod locked_candidates;
mod medusa;
mod nonconsecutive;
mod pair_marks;
mod palindrome;
mod places;
mod plane_singles;
mod propagation;
mod remote_pair;
mod renban;
mod sandwich;
mod search;
mod search_memory;
mod siamese_fish;
mod single_digit;
mod singles;
mod subsets;
mod sue_de_coq;
mod templates;
mod thermometer;
mod uniqueness;
mod whispers;
mod wings;
mod xv;

pub(crate) use forcing::path_allowance_for;
pub use search::{SearchCache, Target};

use crate::deduction::proof::{Fact, ProofBuilder, Rule};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::model::{Candidate, Cell};

/// The positions of the set bits of `set`, lowest first (a set of up to 128 cells or houses).
fn bit_positions(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let bit = set.trailing_zeros() as usize;
            set &= set - 1;
            bit
        })
    })
}

/// The step of `technique` that removes `eliminations` (sorted), each removal a fact of `rule`
/// resting on no other fact (a line's, a chain's or an arrow's fillings), with `cells`, the
/// pattern, highlighted.
fn removal_step(
    technique: Technique,
    message: Message,
    eliminations: Vec<Candidate>,
    cells: &[Cell],
    rule: &Rule,
) -> Step {
    removal_step_by(technique, message, eliminations, cells, |_| rule.clone())
}

/// The step of `technique` that removes `eliminations` (sorted), each removal a fact of its own
/// rule, `rule_of` it, resting on no other fact, with `cells`, the pattern, highlighted.
fn removal_step_by(
    technique: Technique,
    message: Message,
    eliminations: Vec<Candidate>,
    cells: &[Cell],
    rule_of: impl Fn(Candidate) -> Rule,
) -> Step {
    let mut proof = ProofBuilder::default();
    for &candidate in &eliminations {
        proof.add(
            Fact::IsNot(candidate.into()),
            rule_of(candidate),
            Vec::new(),
        );
    }
    let highlight = Highlight {
        cells: cells.iter().map(|&c| (c, Role::Pattern)).collect(),
        ..Highlight::default()
    };
    let proof = proof.finish(message.clone());
    Step::eliminating(technique, message, eliminations, highlight).with_proof(proof)
}
