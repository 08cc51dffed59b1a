//! Graded hints about the next step: level 0 only says where to look (a house, or a digit with
//! its places shown), level 1 names the technique, level 2 also shows its houses and pattern (for
//! a chain, where it starts) but never what it removes or places, level 3 shows the whole step.
//! Nothing is applied until asked.

use stepper_core::deduction::proof::{Fact, Proof, Rule};
use stepper_core::deduction::step::{Highlight, Role, Step};
use stepper_core::deduction::technique::with_article;
use stepper_core::message::Message;
use stepper_core::message::and_list;
use stepper_core::model::{Candidate, Cell, Digit, Geometry, Grid, House};

/// A hint about one step.
#[derive(Debug, Clone)]
pub struct Hint {
    /// The step the hint is about.
    pub step: Step,
    /// How much is shown, 0 to 3.
    pub level: u8,
    /// Where level 0 says to look.
    pub nudge: Nudge,
    /// The step as level 0 shows it: the house it names outlined, or every place of the digit it
    /// names (its candidates and the cells that hold it).
    pub nudge_outline: Step,
    /// The step as level 2 shows it: houses and pattern only, no effect.
    pub outline: Step,
    /// For a chain or forcing step, level 2's words: where the chain starts ("starts by
    /// supposing r4c5<>3 (blue)"), never what it decides.
    pub chain: Option<Message>,
    /// For the answer to a student's question: what it says, in place of level 1's wording.
    pub about: Option<Message>,
    /// For an answer that would give a digit of the solution away: what level 2 reveals (level 1
    /// only says the digit is possible and offers to tell whether it is right).
    pub reveal: Option<Message>,
    /// Whether Apply Hint can take the step on the current grid (not when it was found with a
    /// digit the student placed taken out).
    pub applicable: bool,
}

impl Hint {
    /// A level-0 hint about `step`, a step on `grid`.
    pub fn new(step: Step, grid: &Grid) -> Hint {
        let geometry = grid.geometry();
        let (outline, chain) = match &step.proof {
            Some(proof) if !proof.is_arithmetic() => chain_outline(&step, proof, geometry),
            _ => (pattern_outline(&step), None),
        };
        let nudge = Nudge::of(&step, geometry);
        let nudge_outline = Step {
            technique: step.technique,
            message: Message::default(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            highlight: nudge.highlight(grid),
            proof: None,
        };
        Hint {
            step,
            level: 0,
            nudge,
            nudge_outline,
            outline,
            chain,
            about: None,
            reveal: None,
            applicable: true,
        }
    }

    /// A level-1 hint that answers a question about `grid`: `about` is the answer in words.
    pub fn answering(step: Step, grid: &Grid, about: Message, applicable: bool) -> Hint {
        Hint {
            level: 1,
            about: Some(about),
            applicable,
            ..Hint::new(step, grid)
        }
    }

    /// The step to draw at this level: the named house or digit at level 0, none at level 1.
    pub fn shown(&self) -> Option<&Step> {
        match self.level {
            0 => (self.nudge != Nudge::Anywhere).then_some(&self.nudge_outline),
            1 => None,
            2 => Some(&self.outline),
            _ => Some(&self.step),
        }
    }

    /// What the status line says at this level.
    pub fn describe(&self) -> Message {
        let technique = self.step.technique;
        match (self.level, &self.about) {
            (0, _) => template!("hint-0", nudge = self.nudge.describe()),
            (1, Some(about)) if self.reveal.is_some() => {
                template!("hint-check-answer", about = about)
            }
            (1, Some(about)) => template!("hint-about", about = about),
            (2, _) if self.reveal.is_some() => template!(
                "hint-reveal",
                reveal = self.reveal.clone().unwrap_or_default()
            ),
            (1, None) => template!("hint-1", technique = with_article(technique)),
            (2, _) => match &self.chain {
                Some(chain) => template!(
                    "hint-2-chain",
                    technique = with_article(technique),
                    chain = chain
                ),
                None => template!("hint-2", technique = with_article(technique)),
            },
            _ if self.step.proof.is_some() => template!(
                "hint-3-proof",
                summary = self.step.summary(),
                applicable = if self.applicable { "yes" } else { "no" },
            ),
            _ if self.applicable => template!("hint-3-apply", message = self.step.message),
            _ => template!("hint-3", message = self.step.message),
        }
    }
}

/// Where level 0 of a hint says to look, and nothing more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nudge {
    /// One house holds every cell of the step: its pattern and what it changes.
    Inside(House),
    /// Every candidate of the step, in its pattern and in what it changes, is of one digit.
    Digit(Digit),
    /// The step places or removes something in this house (the one that holds all it changes
    /// when there is one, else the box of the first cell it changes).
    Changes(House),
    /// A step that changes nothing names no place (no technique gives one).
    Anywhere,
}

impl Nudge {
    /// Where to look for `step`: a house that holds all of it (a box first, then a row, a
    /// column, another house), else its one digit, else where it changes something.
    fn of(step: &Step, geometry: &Geometry) -> Nudge {
        let changed: Vec<Candidate> = step
            .placements
            .iter()
            .chain(&step.eliminations)
            .copied()
            .collect();
        let changed_cells: Vec<Cell> = changed.iter().map(|c| c.cell).collect();
        let mut cells = changed_cells.clone();
        let highlight = &step.highlight;
        cells.extend(highlight.cells.iter().map(|&(cell, _)| cell));
        cells.extend(highlight.candidates.iter().map(|&(c, _)| c.cell));
        cells.extend(highlight.sets.iter().flatten().copied());
        if let Some(house) = common_house(&cells, geometry) {
            return Nudge::Inside(house);
        }
        let mut digits = changed
            .iter()
            .chain(highlight.candidates.iter().map(|(c, _)| c))
            .map(|c| c.digit);
        if let Some(first) = digits.next()
            && digits.all(|digit| digit == first)
        {
            return Nudge::Digit(first);
        }
        let house = common_house(&changed_cells, geometry).or_else(|| {
            let first = *changed_cells.first()?;
            geometry.houses_of(first).get(2).copied()
        });
        house.map_or(Nudge::Anywhere, Nudge::Changes)
    }

    /// What level 0 draws on `grid`: the house it names outlined, or every place of the digit
    /// it names (its candidates, and the cells that hold it).
    fn highlight(self, grid: &Grid) -> Highlight {
        match self {
            Nudge::Inside(house) | Nudge::Changes(house) => Highlight {
                houses: vec![house],
                ..Highlight::default()
            },
            Nudge::Digit(digit) => {
                let cells = (0..grid.n() * grid.n()).map(Cell::new);
                Highlight {
                    cells: cells
                        .clone()
                        .filter(|&cell| grid.value(cell) == Some(digit))
                        .map(|cell| (cell, Role::Pattern))
                        .collect(),
                    candidates: cells
                        .filter(|&cell| grid.candidates(cell).contains(digit))
                        .map(|cell| (Candidate { cell, digit }, Role::Pattern))
                        .collect(),
                    ..Highlight::default()
                }
            }
            Nudge::Anywhere => Highlight::default(),
        }
    }

    /// "there is a step inside box 5", "look at digit 7", "the next step places or removes
    /// something in row 4".
    pub fn describe(self) -> Message {
        match self {
            Nudge::Inside(house) => template!("nudge-inside", house = house),
            Nudge::Digit(digit) => template!("nudge-digit", digit = digit),
            Nudge::Changes(house) => template!("nudge-changes", house = house),
            Nudge::Anywhere => template!("nudge-anywhere"),
        }
    }
}

/// The house that holds all of `cells` (none when `cells` is empty): a box or region first, then
/// a row, a column, the other houses.
fn common_house(cells: &[Cell], geometry: &Geometry) -> Option<House> {
    let first = *cells.first()?;
    let houses = geometry.houses_of(first);
    let box_first = houses
        .get(2)
        .into_iter()
        .chain(houses.iter().take(2))
        .chain(houses.iter().skip(3));
    box_first.copied().find(|&house| {
        cells
            .iter()
            .all(|&cell| geometry.houses_of(cell).contains(&house))
    })
}

/// How many candidates a chain hint names before "and N more".
const NAMED_CANDIDATES: usize = 3;

/// The step as level 2 shows a pattern step: its houses, its pattern and fin cells and
/// candidates and its groups, without links or effect (no cell it places in or removes from).
fn pattern_outline(step: &Step) -> Step {
    let keep = |role: Role| matches!(role, Role::Pattern | Role::Fin);
    Step {
        technique: step.technique,
        message: Message::default(),
        placements: Vec::new(),
        eliminations: Vec::new(),
        highlight: Highlight {
            houses: step.highlight.houses.clone(),
            cells: step
                .highlight
                .cells
                .iter()
                .copied()
                .filter(|&(_, role)| keep(role))
                .collect(),
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
    }
}

/// The step as level 2 shows a chain or forcing step, from its proof: the cells of the proof's
/// facts shaded and the assumed candidates in the pattern colour; no links and nothing the step
/// decides. With it, the words for the status line: where the chain starts (none when the proof
/// supposes nothing).
fn chain_outline(step: &Step, proof: &Proof, geometry: &Geometry) -> (Step, Option<Message>) {
    let mut cells: Vec<Cell> = Vec::new();
    let mut assumed: Vec<(Candidate, Message)> = Vec::new();
    for node in proof.nodes.iter().filter(|node| !node.rule.is_conclusion()) {
        let group = match &node.fact {
            Fact::Is(group) | Fact::IsNot(group) => group,
            _ => continue,
        };
        for &cell in &group.cells {
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        if node.rule == Rule::Assume {
            let described = node.fact.describe(geometry);
            for &cell in &group.cells {
                let candidate = Candidate {
                    cell,
                    digit: group.digit,
                };
                assumed.push((candidate, described.clone()));
            }
        }
    }
    let highlight = Highlight {
        cells: cells.iter().map(|&cell| (cell, Role::Pattern)).collect(),
        candidates: assumed
            .iter()
            .map(|(candidate, _)| (*candidate, Role::Pattern))
            .collect(),
        ..Highlight::default()
    };
    let outline = Step {
        technique: step.technique,
        message: Message::default(),
        placements: Vec::new(),
        eliminations: Vec::new(),
        highlight,
        proof: None,
    };
    let mut suppositions: Vec<Message> = Vec::new();
    for (_, described) in &assumed {
        if !suppositions.contains(described) {
            suppositions.push(described.clone());
        }
    }
    let words = match suppositions.len() {
        0 => None,
        1 => Some(template!(
            "chain-hint-supposing",
            supposition = suppositions[0].clone()
        )),
        _ => Some(template!(
            "chain-hint-tries",
            suppositions = and_list(named_some(&suppositions))
        )),
    };
    (outline, words)
}

/// The first `NAMED_CANDIDATES` of `items`, then "N more" for the rest.
fn named_some(items: &[Message]) -> Vec<Message> {
    let mut named: Vec<Message> = items.iter().take(NAMED_CANDIDATES).cloned().collect();
    if items.len() > NAMED_CANDIDATES {
        named.push(template!("more", count = items.len() - NAMED_CANDIDATES));
    }
    named
}
