//! The logic of one deduction: which techniques there are and their levels (`technique`), the
//! step a technique finds with its message and highlight (`step`), and the proof of a chain or
//! forcing step, fact by fact (`proof`).

pub mod proof;
pub mod step;
pub mod technique;
