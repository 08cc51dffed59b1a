//! The result of one deduction: which technique, a sentence that explains it, the digits it places,
//! the candidates it removes, and what the board should highlight. `Step::apply` is the only way a
//! technique changes a grid.

use std::cmp::Reverse;

use crate::deduction::proof::Proof;
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::model::{Candidate, Cell, Geometry, Grid, House, Sight};

/// What a highlighted cell or candidate stands for in a step's picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Role {
    /// Part of the pattern that proves the step.
    Pattern,
    /// A fin of a finned fish.
    Fin,
    /// A candidate that is true in a chain.
    ChainOn,
    /// A candidate that is false in a chain.
    ChainOff,
    /// A candidate the step removes.
    Eliminated,
    /// A digit the step places.
    Placed,
    /// A cell holding a fact the current fact of a proof walkthrough rests on (outlined).
    Premise,
}

/// A link between two candidates of a chain, drawn as an arrow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Link {
    /// Where the arrow starts.
    pub from: Candidate,
    /// Where the arrow ends.
    pub to: Candidate,
    /// A strong link (one of the two must be true) rather than a weak one (not both).
    pub strong: bool,
}

/// Data for drawing a step; it never changes the grid.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Highlight {
    /// The houses the reasoning is about.
    pub houses: Vec<House>,
    /// Cells with their role.
    pub cells: Vec<(Cell, Role)>,
    /// Candidates with their role.
    pub candidates: Vec<(Candidate, Role)>,
    /// Chain links.
    pub links: Vec<Link>,
    /// Groups of cells that each form one unit of the reasoning (almost locked sets), each drawn
    /// with its own background colour.
    pub sets: Vec<Vec<Cell>>,
}

/// One deduction.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// One or two sentences that explain it, naming digits, houses and cells.
    pub message: Message,
    /// Digits placed, in order.
    pub placements: Vec<Candidate>,
    /// Candidates removed, including those a placement removes from its peers.
    pub eliminations: Vec<Candidate>,
    /// What to draw.
    pub highlight: Highlight,
    /// For chain and forcing steps: every fact of the reasoning with its rule and premises.
    pub proof: Option<Box<Proof>>,
}

impl Step {
    /// A step that removes `eliminations`; the highlight marks them as eliminated.
    pub fn eliminating(
        technique: Technique,
        message: Message,
        eliminations: Vec<Candidate>,
        mut highlight: Highlight,
    ) -> Step {
        highlight
            .candidates
            .extend(eliminations.iter().map(|&c| (c, Role::Eliminated)));
        Step {
            technique,
            message,
            placements: Vec::new(),
            eliminations,
            highlight,
            proof: None,
        }
    }

    /// A step that places `digit` in `cell`; the eliminations are the candidates this removes from
    /// the cell's peers.
    pub fn placing(
        technique: Technique,
        message: Message,
        grid: &Grid,
        placement: Candidate,
        mut highlight: Highlight,
    ) -> Step {
        let peers = grid.geometry().peers(placement.cell);
        let mut eliminations = Vec::with_capacity(peers.len());
        eliminations.extend(
            peers
                .iter()
                .filter(|&&peer| grid.candidates(peer).contains(placement.digit))
                .map(|&cell| Candidate {
                    cell,
                    digit: placement.digit,
                }),
        );
        highlight.candidates.push((placement, Role::Placed));
        Step {
            technique,
            message,
            placements: vec![placement],
            eliminations,
            highlight,
            proof: None,
        }
    }

    /// The same step carrying `proof`.
    pub fn with_proof(self, proof: Proof) -> Step {
        Step {
            proof: Some(Box::new(proof)),
            ..self
        }
    }

    /// One line for the log: the proof's summary, else the message.
    pub fn summary(&self) -> &Message {
        self.proof.as_ref().map_or(&self.message, |p| &p.summary)
    }

    /// How the step ranks among other steps of its technique at the same position, lower first:
    /// most digits placed, then most candidates removed, then (for the chains, as HoDoKu breaks
    /// such ties) the smallest weighted sum of the removed candidates, then the shortest reading
    /// of its proof (see `Proof::reading_length`), then the fewest cells in its pattern.
    pub fn rank(&self) -> (Reverse<usize>, Reverse<usize>, usize, usize, usize) {
        let proof_facts = self
            .proof
            .as_ref()
            .map_or(0, |proof| proof.reading_length());
        let chain = matches!(
            self.technique,
            Technique::XChain
                | Technique::XyChain
                | Technique::NiceLoop
                | Technique::GroupedNiceLoop
        );
        (
            Reverse(self.placements.len()),
            Reverse(self.eliminations.len()),
            if chain { self.removal_weight() } else { 0 },
            proof_facts,
            self.pattern_cells(),
        )
    }

    /// The removed candidates weighted as HoDoKu weighs them to order steps that remove as many:
    /// sorted by digit, then cell, the k-th (from 0) adds its cell's index times 1 + 80k, plus
    /// its digit.
    fn removal_weight(&self) -> usize {
        let mut removed: Vec<(u8, usize)> = self
            .eliminations
            .iter()
            .map(|c| (c.digit.get(), c.cell.index()))
            .collect();
        removed.sort_unstable();
        removed
            .iter()
            .enumerate()
            .map(|(k, &(digit, cell))| cell * (1 + 80 * k) + usize::from(digit))
            .sum()
    }

    /// How simple the step is to follow, smallest first: the facts of its proof, then the cells
    /// of its pattern, then how many candidates it changes. Aimed searches (see
    /// `Technique::aimed`) give the simplest of the steps that hit their target.
    pub fn simplicity(&self) -> (usize, usize, usize) {
        let proof_facts = self.proof.as_ref().map_or(0, |proof| proof.fact_count());
        (
            proof_facts,
            self.pattern_cells(),
            self.placements.len() + self.eliminations.len(),
        )
    }

    /// How many cells the step's pattern uses: the cells of its highlighted pattern, chain and
    /// almost locked sets, not those it only changes.
    fn pattern_cells(&self) -> usize {
        let changes = |role: Role| matches!(role, Role::Eliminated | Role::Placed);
        let mut cells: Vec<Cell> = self
            .highlight
            .cells
            .iter()
            .filter(|(_, role)| !changes(*role))
            .map(|&(cell, _)| cell)
            .chain(
                self.highlight
                    .candidates
                    .iter()
                    .filter(|(_, role)| !changes(*role))
                    .map(|(candidate, _)| candidate.cell),
            )
            .chain(self.highlight.sets.iter().flatten().copied())
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells.len()
    }

    /// Applies the step: places its digits (which also prunes their peers) and removes its
    /// eliminated candidates. Says whether that changed the grid.
    pub fn apply(&self, grid: &mut Grid) -> bool {
        let mut changed = false;
        for placement in &self.placements {
            changed |= grid.place(placement.cell, placement.digit);
        }
        for elimination in &self.eliminations {
            changed |= grid.eliminate(elimination.cell, elimination.digit);
        }
        changed
    }

    /// The pairs of cells the step's reasoning has see each other where no row, column, box or
    /// region shows it (on a variant board), with how they do: each removed candidate's cell
    /// and the pattern, fin or chain candidates of its digit it sees, then the ends of each
    /// chain link; each pair once, the smaller cell first.
    pub fn variant_sightings(&self, geometry: &Geometry) -> Vec<(Cell, Cell, Sight)> {
        if geometry.is_classic() {
            return Vec::new();
        }
        let reasons = self.eliminations.iter().flat_map(|removed| {
            self.highlight
                .candidates
                .iter()
                .filter(move |(candidate, role)| {
                    matches!(role, Role::Pattern | Role::Fin | Role::ChainOn)
                        && candidate.digit == removed.digit
                })
                .map(move |(candidate, _)| (removed.cell, candidate.cell))
        });
        let links = self
            .highlight
            .links
            .iter()
            .map(|link| (link.from.cell, link.to.cell));
        geometry.variant_sightings(reasons.chain(links))
    }

    /// The cells the step changes: placed cells first, then cells that lose candidates.
    pub fn affected_cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.placements.iter().map(|p| p.cell).collect();
        for elimination in &self.eliminations {
            if !cells.contains(&elimination.cell) {
                cells.push(elimination.cell);
            }
        }
        cells
    }
}
