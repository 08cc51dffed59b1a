//! Graded hints about the next step: level 1 names the technique, level 2 also shows its houses
//! and pattern, level 3 shows the whole step. Nothing is applied until asked.

use crate::step::{Highlight, Role, Step};
use crate::technique::with_article;

/// A hint about one step.
#[derive(Debug, Clone)]
pub struct Hint {
    /// The step the hint is about.
    pub step: Step,
    /// How much is shown, 1 to 3.
    pub level: u8,
    /// The step as level 2 shows it: houses and pattern only, no effect.
    pub outline: Step,
    /// For the answer to a student's question: what it says, in place of level 1's wording.
    pub about: Option<String>,
    /// Whether Apply Hint can take the step on the current grid (not when it was found with a
    /// digit the student placed taken out).
    pub applicable: bool,
}

impl Hint {
    /// A level-1 hint about `step`.
    pub fn new(step: Step) -> Hint {
        let keep = |role: Role| matches!(role, Role::Pattern | Role::Fin);
        let outline = Step {
            technique: step.technique,
            message: String::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            highlight: Highlight {
                houses: step.highlight.houses.clone(),
                cells: step.highlight.cells.clone(),
                candidates: step
                    .highlight
                    .candidates
                    .iter()
                    .copied()
                    .filter(|&(_, role)| keep(role))
                    .collect(),
                links: Vec::new(),
                sets: step.highlight.sets.clone(),
            },
            proof: None,
        };
        Hint {
            step,
            level: 1,
            outline,
            about: None,
            applicable: true,
        }
    }

    /// A level-1 hint that answers a question: `about` is the answer in words.
    pub fn answering(step: Step, about: String, applicable: bool) -> Hint {
        Hint {
            about: Some(about),
            applicable,
            ..Hint::new(step)
        }
    }

    /// The step to draw at this level: none at level 1.
    pub fn shown(&self) -> Option<&Step> {
        match self.level {
            1 => None,
            2 => Some(&self.outline),
            _ => Some(&self.step),
        }
    }

    /// What the status line says at this level.
    pub fn describe(&self) -> String {
        let technique = self.step.technique;
        let apply = if self.applicable {
            ", or Apply Hint to take this step"
        } else {
            ""
        };
        match (self.level, &self.about) {
            (1, Some(about)) => format!("{about} Press Hint to see where it applies."),
            (1, None) => format!(
                "Hint 1: the next step is {}. Press Hint again to see where it applies.",
                with_article(technique)
            ),
            (2, _) => format!(
                "Hint 2: look for {} in the highlighted houses and cells. Press Hint \
                 again to see the whole step.",
                with_article(technique)
            ),
            _ if self.step.proof.is_some() => format!(
                "Hint 3: {}. Press W to walk through its proof{apply}.",
                self.step.summary()
            ),
            _ if self.applicable => format!(
                "Hint 3: {} Press Apply Hint to take this step.",
                self.step.message
            ),
            _ => format!("Hint 3: {}", self.step.message),
        }
    }
}
