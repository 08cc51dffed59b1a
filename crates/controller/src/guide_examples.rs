//! The technique guide's pictures: each technique's example stepped (in the background, once a
//! run; see `Controller::guide_picture`) to the position where "Show me" stops, kept with the
//! technique's step there for the guide to draw.

use std::collections::HashMap;

use stepper_core::deduction::step::Step;
use stepper_core::deduction::technique::Technique;
use stepper_core::model::Grid;

/// Where a technique's guide picture stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GuidePicture<'a> {
    /// Not asked for yet (see `Action::StepExample`).
    NotAsked,
    /// Its example is being stepped.
    Stepping,
    /// The position and the technique's step there.
    Ready(&'a Grid, &'a Step),
    /// The technique has no example, or its example never reaches it.
    Missing,
}

/// The examples stepped so far this run.
#[derive(Debug, Clone, Default)]
pub(super) struct GuideExamples {
    stepped: HashMap<Technique, Option<(Grid, Step)>>,
}

impl GuideExamples {
    /// Keeps what stepping `technique`'s example gave.
    pub(super) fn stepped(&mut self, technique: Technique, stepped: Option<(Grid, Step)>) {
        self.stepped.insert(technique, stepped);
    }

    /// What stepping `technique`'s example gave, once it was stepped.
    pub(super) fn picture(&self, technique: Technique) -> Option<GuidePicture<'_>> {
        self.stepped.get(&technique).map(|stepped| match stepped {
            Some((grid, step)) => GuidePicture::Ready(grid, step),
            None => GuidePicture::Missing,
        })
    }
}
