//! A walk through a step's proof: one fact at a time, from the assumption to the
//! contradiction or the common conclusion, entering and leaving nested proofs. It says what the
//! board shows at each fact: the facts so far, the current fact with the house or cell its rule
//! is about, and the facts it rests on.

use stepper_core::deduction::proof::{Fact, Proof, ProofNode, Rule};
use stepper_core::deduction::step::{Highlight, Link, Role, Step};
use stepper_core::deduction::technique::Technique;
use stepper_core::message::Message;
use stepper_core::model::{Candidate, Geometry, Layout};

use super::action::WalkMove;

/// Where a walk stands in the proof of a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    proof: Box<Proof>,
    layout: Layout,
    /// The index of the current fact in each nested list, outermost first.
    path: Vec<usize>,
    /// What the board draws at the current fact, as a step of the walked step's technique.
    shown: Step,
}

impl Walk {
    /// A walk at the first fact of `proof`, the proof of a `technique` step on a board of
    /// `layout`.
    pub fn new(proof: Box<Proof>, technique: Technique, layout: Layout) -> Walk {
        let mut walk = Walk {
            proof,
            layout,
            path: vec![0],
            shown: Step {
                technique,
                message: Message::default(),
                placements: Vec::new(),
                eliminations: Vec::new(),
                highlight: Highlight::default(),
                proof: None,
            },
        };
        walk.refresh();
        walk
    }

    /// What the board draws at the current fact: its highlight, the current fact placed or
    /// removed, and the fact in words as the message.
    pub fn shown(&self) -> &Step {
        &self.shown
    }

    fn refresh(&mut self) {
        let geometry = self.layout.geometry();
        let targets = self
            .current()
            .map(|n| (candidates_of(&n.fact), n.fact.clone()));
        let (placements, eliminations) = match targets {
            Some((cells, Fact::Is(_))) if cells.len() == 1 => (cells, Vec::new()),
            Some((cells, Fact::IsNot(_))) => (Vec::new(), cells),
            _ => (Vec::new(), Vec::new()),
        };
        self.shown.message = self.describe(geometry);
        self.shown.highlight = self.highlight();
        self.shown.placements = placements;
        self.shown.eliminations = eliminations;
    }

    /// The proof walked through.
    pub fn proof(&self) -> &Proof {
        &self.proof
    }

    /// The facts of the list at nesting `depth` along the path.
    fn list(&self, depth: usize) -> &[ProofNode] {
        let mut nodes = &self.proof.nodes[..];
        for &index in &self.path[..depth] {
            match nodes.get(index).map(|n| &n.rule) {
                Some(Rule::Inner(nested)) => nodes = nested,
                _ => return &[],
            }
        }
        nodes
    }

    /// The `inner` facts whose nested proofs the walk is in, outermost first.
    pub fn enclosing(&self) -> Vec<&ProofNode> {
        (0..self.depth())
            .filter_map(|depth| self.list(depth).get(self.path[depth]))
            .collect()
    }

    /// How deep the current fact is nested (0 in the main proof).
    pub fn depth(&self) -> usize {
        self.path.len() - 1
    }

    /// The current fact.
    pub fn current(&self) -> Option<&ProofNode> {
        self.list(self.depth()).get(*self.path.last()?)
    }

    /// The current fact's place in its list: (1-based position, facts in the list).
    pub fn position(&self) -> (usize, usize) {
        let index = self.path.last().copied().unwrap_or(0);
        (index + 1, self.list(self.depth()).len())
    }

    /// Whether the current fact has a nested proof to enter.
    pub fn can_enter(&self) -> bool {
        matches!(self.current().map(|n| &n.rule), Some(Rule::Inner(_)))
    }

    /// Moves as asked; false when the move goes nowhere.
    pub fn step(&mut self, direction: WalkMove) -> bool {
        let depth = self.depth();
        let len = self.list(depth).len();
        let index = self.path[depth];
        match direction {
            WalkMove::Next if index + 1 < len => self.path[depth] = index + 1,
            WalkMove::Previous if index > 0 => self.path[depth] = index - 1,
            WalkMove::Next | WalkMove::Previous | WalkMove::Leave if depth > 0 => {
                self.path.pop();
            }
            WalkMove::Enter if self.can_enter() => self.path.push(0),
            _ => return false,
        }
        self.refresh();
        true
    }

    /// The facts established before the current one and visible from it: at every enclosing
    /// level and in the current fact's own list, those that hold where the walk stands (see
    /// `in_scope`).
    pub fn facts_so_far(&self) -> Vec<&ProofNode> {
        (0..=self.depth())
            .flat_map(|depth| in_scope(self.list(depth), self.path[depth]))
            .collect()
    }

    /// Every fact before the current one at every level, whatever branch it is in.
    fn earlier(&self) -> impl Iterator<Item = &ProofNode> {
        (0..=self.depth()).flat_map(|depth| {
            let list = self.list(depth);
            list[..self.path[depth].min(list.len())].iter()
        })
    }

    /// What the board shows at the current fact: the facts so far (true ones on, ruled-out ones
    /// off), the current fact (placed or removed) with the house, cell or cage of its rule, the
    /// cells of the facts it rests on outlined, and an arrow from each of those facts to it.
    pub fn highlight(&self) -> Highlight {
        let mut highlight = Highlight::default();
        let so_far = self.facts_so_far();
        for node in &so_far {
            let role = match node.fact {
                Fact::Is(_) => Role::ChainOn,
                Fact::IsNot(_) => Role::ChainOff,
                _ => continue,
            };
            highlight
                .candidates
                .extend(candidates_of(&node.fact).into_iter().map(|c| (c, role)));
        }
        let Some(current) = self.current() else {
            return highlight;
        };
        let role = match current.fact {
            Fact::Is(_) => Role::Placed,
            _ => Role::Eliminated,
        };
        let targets = candidates_of(&current.fact);
        highlight
            .candidates
            .extend(targets.iter().map(|&c| (c, role)));
        match &current.rule {
            Rule::StrongLink(Some(house))
            | Rule::HiddenSingle(house)
            | Rule::NoPlace(_, house)
            | Rule::Twice(_, house)
            | Rule::HouseTotal(house)
            | Rule::OnlyPlaces(house)
            | Rule::PlacesLeft(house)
            | Rule::NoHouseFilling(house) => highlight.houses.push(*house),
            Rule::NoCandidate(cell) => highlight.cells.push((*cell, Role::Pattern)),
            Rule::Fish(fish) | Rule::NoFishOption(fish) => highlight
                .houses
                .extend(fish.base.iter().chain(&fish.cover).copied()),
            Rule::NakedSingle | Rule::StrongLink(None) => highlight
                .cells
                .extend(targets.iter().map(|c| (c.cell, Role::Pattern))),
            Rule::CageFillings { cells, .. } => highlight
                .cells
                .extend(cells.iter().map(|&cell| (cell, Role::Pattern))),
            _ => {}
        }
        highlight.cells.extend(
            current
                .fact
                .arithmetic_cells()
                .map(|cell| (cell, Role::Pattern)),
        );
        let cited: Vec<&ProofNode> = self
            .earlier()
            .filter(|n| current.from.contains(&n.id))
            .collect();
        for premise in cited {
            let sources = candidates_of(&premise.fact);
            highlight
                .cells
                .extend(sources.iter().map(|c| (c.cell, Role::Premise)));
            highlight.cells.extend(
                premise
                    .fact
                    .arithmetic_cells()
                    .map(|cell| (cell, Role::Premise)),
            );
            if let (Some(&from), Some(&to)) = (sources.first(), targets.first())
                && from != to
            {
                highlight.links.push(Link {
                    from,
                    to,
                    strong: matches!(current.fact, Fact::Is(_)),
                });
            }
        }
        highlight
    }

    /// The current fact in words, numbered as the proof lists it, with its place among the facts
    /// of its own proof: "Fact #5, 6 of 12 in this proof: r5c6=1 - hidden single in column 6:
    /// ...".
    pub fn describe(&self, geometry: &Geometry) -> Message {
        let Some(current) = self.current() else {
            return Message::default();
        };
        let (at, of) = self.position();
        let proof = match self.depth() {
            0 => template!("this-proof"),
            d => template!("nested-proof", level = d),
        };
        template!(
            "walk-fact",
            id = current.id,
            at = at,
            of = of,
            proof = proof,
            fact = current.fact.describe(geometry),
            reason = self.proof.reason(geometry, current)
        )
    }
}

/// The facts of `list` before position `at` that hold where `at` stands: those of the branch it
/// is in (from that branch's assumption on) and the conclusions drawn before it. At a conclusion
/// drawn from several branches (a verity), no branch holds, so only the earlier conclusions do.
fn in_scope(list: &[ProofNode], at: usize) -> impl Iterator<Item = &ProofNode> {
    let before = &list[..at.min(list.len())];
    let branches = list
        .iter()
        .filter(|n| matches!(n.rule, Rule::Assume))
        .count();
    let at_conclusion = list.get(at).is_some_and(|n| n.rule.is_conclusion());
    let start = if at_conclusion && branches > 1 {
        before.len()
    } else {
        before
            .iter()
            .rposition(|n| matches!(n.rule, Rule::Assume))
            .unwrap_or(0)
    };
    before
        .iter()
        .enumerate()
        .filter(move |(i, n)| *i >= start || n.rule.is_conclusion())
        .map(|(_, n)| n)
}

/// The candidates a fact names (every cell of a group).
fn candidates_of(fact: &Fact) -> Vec<Candidate> {
    match fact {
        Fact::Is(group) | Fact::IsNot(group) => group
            .cells
            .iter()
            .map(|&cell| Candidate {
                cell,
                digit: group.digit,
            })
            .collect(),
        _ => Vec::new(),
    }
}
