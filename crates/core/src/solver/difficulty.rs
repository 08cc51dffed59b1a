//! What makes a puzzle hard: its solve path taken apart by technique (hardest first, with the
//! step numbers of each), what set the level (the hardest technique, or a score over a level's
//! limit), and the rating the path would get without each of its hardest techniques.

use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::{Level, Technique};
use crate::message::{Message, Piece};
use crate::model::Grid;

use super::rating::{Rating, ScoreBands, rate_steps};
use super::stepper::{SolveResult, StepFinder};

/// How many of the path's hardest techniques `Difficulty::hardest` names for a rating without
/// each of them.
pub const WITHOUT_COUNT: usize = 3;

/// One technique's part of a solve path.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TechniqueShare {
    /// The technique.
    pub technique: Technique,
    /// The indices in the path of its steps (0 is step 1), in order.
    pub steps: Vec<usize>,
    /// The points its steps add to the score.
    pub points: u32,
}

/// What set a puzzle's level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LevelCause {
    /// The hardest technique of the path has this level.
    Technique(Technique),
    /// The hardest technique has level `from`, but the score is over that level's limit (and
    /// over the limit of every level up to the rating's).
    Score {
        /// The level of the hardest technique.
        from: Level,
        /// That technique.
        technique: Technique,
    },
}

/// A solved puzzle's difficulty taken apart.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Difficulty {
    /// The rating of the path.
    pub rating: Rating,
    /// The score limits it was rated with.
    pub bands: ScoreBands,
    /// The solve path.
    pub steps: Vec<Step>,
    /// Each technique of the path, hardest first (by level, then by points per step).
    pub shares: Vec<TechniqueShare>,
    /// What set the level.
    pub cause: LevelCause,
}

/// How a solve without one technique came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Without {
    /// The technique left out.
    pub technique: Technique,
    /// The rating of the path without it (`None`: the other techniques do not solve the puzzle).
    pub rating: Option<Rating>,
    /// How many Brute Force guesses that path takes.
    pub guesses: usize,
}

impl Without {
    /// The outcome in words: "without X-Wing: Hard, 1,140", "without Forcing Net: not solved".
    pub fn describe(&self) -> Message {
        let outcome = match self.rating {
            None => template!("not-solved"),
            Some(rating) => template!(
                "level-and-score",
                level = rating.level.said(),
                score = Piece::Count(rating.score),
                guesses = self.guesses,
            ),
        };
        template!(
            "without-technique",
            technique = self.technique,
            outcome = outcome
        )
    }
}

impl Difficulty {
    /// Takes a solved path apart, rated with the limits of `bands` (`None` for an empty path:
    /// nothing to rate).
    pub fn of(steps: Vec<Step>, bands: ScoreBands) -> Option<Difficulty> {
        let rating = rate_steps(&steps, bands);
        let mut shares: Vec<TechniqueShare> = Vec::new();
        for (index, step) in steps.iter().enumerate() {
            match shares.iter_mut().find(|s| s.technique == step.technique) {
                Some(share) => {
                    share.steps.push(index);
                    share.points += step.technique.score();
                }
                None => shares.push(TechniqueShare {
                    technique: step.technique,
                    steps: vec![index],
                    points: step.technique.score(),
                }),
            }
        }
        shares.sort_by_key(|s| {
            std::cmp::Reverse((s.technique.level(), s.technique.score(), s.points))
        });
        let hardest = shares.first()?.technique;
        let cause = if hardest.level() == rating.level {
            LevelCause::Technique(hardest)
        } else {
            LevelCause::Score {
                from: hardest.level(),
                technique: hardest,
            }
        };
        Some(Difficulty {
            rating,
            bands,
            steps,
            shares,
            cause,
        })
    }

    /// Why the level is what it is, in a sentence.
    pub fn level_reason(&self) -> Message {
        let level = self.rating.level;
        match self.cause {
            LevelCause::Technique(technique) => template!(
                "level-reason-technique",
                level = level.said(),
                technique = technique,
                within = self.within_limit()
            ),
            LevelCause::Score { from, technique } => {
                let limits: Vec<Message> = Level::ALL
                    .into_iter()
                    .filter(|l| *l >= from && *l < level)
                    .filter_map(|l| {
                        Some(template!(
                            "level-limit",
                            level = l.said(),
                            max = Piece::Count(self.bands.max_score(l)?)
                        ))
                    })
                    .collect();
                template!(
                    "level-reason-score",
                    level = level.said(),
                    technique = technique,
                    from = from.said(),
                    score = Piece::Count(self.rating.score),
                    limits = Message::separated_by(&limits, &template!("list-and")),
                )
            }
        }
    }

    /// ", and the score 1,140 is within Hard's limit of 1,600" (empty for Extreme).
    fn within_limit(&self) -> Message {
        match self.bands.max_score(self.rating.level) {
            Some(max) => template!(
                "within-limit",
                score = Piece::Count(self.rating.score),
                level = self.rating.level.said(),
                max = Piece::Count(max)
            ),
            None => Message::default(),
        }
    }

    /// The shares whose steps set the level and most of the score: every technique above Easy
    /// (the singles are only counted), hardest first.
    pub fn deciding(&self) -> impl Iterator<Item = &TechniqueShare> {
        self.shares
            .iter()
            .filter(|s| s.technique.level() > Level::Easy)
    }

    /// The path's hardest techniques that a solve could do without (Candidate Elimination always
    /// runs): at most `WITHOUT_COUNT`, hardest first.
    pub fn hardest(&self) -> Vec<Technique> {
        self.shares
            .iter()
            .map(|s| s.technique)
            .filter(|t| *t != Technique::CandidateElimination)
            .take(WITHOUT_COUNT)
            .collect()
    }
}

/// Solves `puzzle` with `techniques` except `left_out` and rates the path. `count` is the
/// puzzle's solution count (to 2) as `StepFinder::solve_counted` takes it.
pub fn rate_without(
    puzzle: &Grid,
    techniques: &[Technique],
    count: Option<usize>,
    left_out: Technique,
    cancel: &Cancel,
) -> Without {
    let rest: Vec<Technique> = techniques
        .iter()
        .copied()
        .filter(|t| *t != left_out)
        .collect();
    let outcome = StepFinder::new(&rest).solve_counted(puzzle, cancel, count);
    let solved = outcome.result == SolveResult::Solved && !cancel.is_set();
    Without {
        technique: left_out,
        rating: solved.then(|| rate_steps(&outcome.steps, ScoreBands::of(puzzle.layout()))),
        guesses: outcome
            .steps
            .iter()
            .filter(|s| s.technique == Technique::BruteForce)
            .count(),
    }
}
