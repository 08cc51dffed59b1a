//! Proofs of chain and forcing steps: a list of facts, each with the rule that makes it hold and
//! the earlier facts it rests on, so a student (or a program) can check a step one fact at a time
//! from the grid as it stands before the step. The rules are a closed list (see README, "Proofs");
//! a nested net keeps the failing net of a candidate as its own sub-proof instead of writing it
//! inline. Messages, the proof panel and `solve --json` are all made from the same proof.

use serde_json::{Value, json};

use crate::message::Piece;
use crate::message::{
    Message, and_list, arrow_message, cell_groups, cell_list, line_message, line_rule_key, or_list,
    plus_list,
};
use crate::model::{
    Arrow, Candidate, Cell, Digit, Geometry, House, Line, LineKind, Notation, Sight,
};

/// One candidate, or a group of cells of one house for one digit ("the digit is in one of them").
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Group {
    /// The cells, in cell order (one for a single candidate).
    pub cells: Vec<Cell>,
    /// The digit.
    pub digit: Digit,
}

impl From<Candidate> for Group {
    fn from(candidate: Candidate) -> Group {
        Group {
            cells: vec![candidate.cell],
            digit: candidate.digit,
        }
    }
}

impl Group {
    /// The single candidate, when the group has one cell.
    pub fn single(&self) -> Option<Candidate> {
        match self.cells[..] {
            [cell] => Some(Candidate {
                cell,
                digit: self.digit,
            }),
            _ => None,
        }
    }

    /// "r5c2", "r5c56" or "r13c4" ("r5c5,6" above 9x9), as the cells are written in a fact; a
    /// group that is no block of rows and columns one row at a time ("r7c56, r8c6").
    pub fn cells_name(&self, geometry: &Geometry) -> Message {
        cell_groups(geometry, &self.cells)
    }
}

/// What a proof node states.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Fact {
    /// The digit is in the cell (in one of the group's cells).
    Is(Group),
    /// The digit is not in the cell (in none of the group's cells).
    IsNot(Group),
    /// The facts it rests on cannot all hold.
    Contradiction,
    /// The digits of the cells (Killer arithmetic) add up to `total`.
    Sum {
        /// The cells, in cell order.
        cells: Vec<Cell>,
        /// What their digits add up to.
        total: u32,
    },
    /// The digits of `cells` add up to those of `less` plus `by` (Killer arithmetic: the rule
    /// of 45 with cages that reach out of its houses).
    Difference {
        /// The cells of the larger side, in cell order.
        cells: Vec<Cell>,
        /// The cells of the smaller side, in cell order.
        less: Vec<Cell>,
        /// How much more the first side adds up to.
        by: u32,
    },
    /// The digits of the open cells form one of the sets (Killer arithmetic).
    Sets {
        /// The open cells, in cell order.
        cells: Vec<Cell>,
        /// The sets, each smallest digit first.
        sets: Vec<Vec<Digit>>,
    },
}

impl Fact {
    /// "r5c2=1", "r5c56<>5" or "contradiction".
    pub fn describe(&self, geometry: &Geometry) -> Message {
        match self {
            Fact::Is(group) => message![group.cells_name(geometry), "=", group.digit],
            Fact::IsNot(group) => message![group.cells_name(geometry), "<>", group.digit],
            Fact::Contradiction => template!("fact-contradiction"),
            Fact::Sum { cells, total } => template!(
                "fact-sum",
                cells = cell_groups(geometry, cells),
                count = cells.len(),
                total = *total as usize,
            ),
            Fact::Difference { cells, less, by } => {
                message![
                    difference_side(geometry, cells, 0),
                    " = ",
                    difference_side(geometry, less, *by)
                ]
            }
            Fact::Sets { cells, sets } => template!(
                "fact-sets",
                cells = cell_groups(geometry, cells),
                count = cells.len(),
                sets = or_list(sets.iter().map(|set| plus_list(set))),
            ),
        }
    }

    /// The candidate or group the fact is about (a contradiction, a sum or sets are about none).
    pub fn group(&self) -> Option<&Group> {
        match self {
            Fact::Is(group) | Fact::IsNot(group) => Some(group),
            Fact::Contradiction
            | Fact::Sum { .. }
            | Fact::Difference { .. }
            | Fact::Sets { .. } => None,
        }
    }

    /// The cells a sum, difference or sets fact is about (none for the others).
    pub fn arithmetic_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let (first, second): (&[Cell], &[Cell]) = match self {
            Fact::Sum { cells, .. } | Fact::Sets { cells, .. } => (cells, &[]),
            Fact::Difference { cells, less, .. } => (cells, less),
            _ => (&[], &[]),
        };
        first.iter().chain(second).copied()
    }

    /// The fact that says the opposite (only a candidate or a group has one).
    pub fn opposite(&self) -> Option<Fact> {
        match self {
            Fact::Is(group) => Some(Fact::IsNot(group.clone())),
            Fact::IsNot(group) => Some(Fact::Is(group.clone())),
            Fact::Contradiction
            | Fact::Sum { .. }
            | Fact::Difference { .. }
            | Fact::Sets { .. } => None,
        }
    }
}

/// One side of a difference as its fact writes it: "r2c4 + r3c4", with " + 3" when `by` is not 0
/// ("3" alone for no cells).
fn difference_side(geometry: &Geometry, cells: &[Cell], by: u32) -> Message {
    let mut terms: Vec<Message> = cells
        .iter()
        .map(|&cell| message![Piece::cell(geometry, cell)])
        .collect();
    if by > 0 || terms.is_empty() {
        terms.push(message![by as usize]);
    }
    Message::separated(&terms, " + ")
}

/// The options a verity branches on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Branching {
    /// Every candidate of the cell.
    Cell(Cell),
    /// Every place of the digit in the house.
    Places(Digit, House),
}

/// The fish a `fish` conclusion or a `no fish option` contradiction rests on: without its fins,
/// the digit's places in the base houses all lie in the cover houses, one in each cover, so one of
/// the fins or one of the places where `house` (a cover) meets the base houses holds the digit.
/// Those are the branches (the options).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FishBranching {
    /// The fish's digit.
    pub digit: Digit,
    /// The base houses (sharing no cell).
    pub base: Vec<House>,
    /// The cover houses, as many as the base houses.
    pub cover: Vec<House>,
    /// The cover whose places in the base houses are branches, beside the fins.
    pub house: House,
}

impl FishBranching {
    /// Where its fins are: "a place of 4 in row 1 and row 6 outside column 2 and column 7".
    fn fin_places(&self) -> Message {
        template!(
            "fin-places",
            digit = self.digit,
            base = and_list(&self.base),
            cover = and_list(&self.cover)
        )
    }
}

/// Why a node's fact holds (the closed list of the proof contract).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Rule {
    /// The start of a branch.
    Assume,
    /// A true fact rules out the other digits of its cell and its digit in the cells it sees.
    Sees,
    /// A false fact leaves one other option: the cell's other candidate (`None`), or the other
    /// place of the digit in the house.
    StrongLink(Option<House>),
    /// Every other candidate of the cell is ruled out.
    NakedSingle,
    /// Every other place of the digit in the house is ruled out.
    HiddenSingle(House),
    /// The candidate fails: its own proof, starting with the assumption, reaches a contradiction.
    Inner(Vec<ProofNode>),
    /// Every candidate of the cell is ruled out.
    NoCandidate(Cell),
    /// Every place of the digit in the house is ruled out.
    NoPlace(Digit, House),
    /// The digit is placed twice in the house.
    Twice(Digit, House),
    /// The assumption leads to a contradiction (or to its own opposite), so it is false.
    Refuted,
    /// Every branch of the options leads to the fact.
    AllBranches(Branching),
    /// One end of a chain is true (the first is assumed false, the last follows), and the
    /// candidate clashes with both.
    EitherEnd,
    /// Every branch of a fish leads to the fact: each fin, and each place where one cover meets
    /// the base houses.
    Fish(FishBranching),
    /// Every option of a fish (each fin, and each place where one cover meets the base houses) is
    /// ruled out: its base houses cannot all hold the digit.
    NoFishOption(FishBranching),
    /// A continuous loop: the chain from an assumption (the first of `from`) to its last fact
    /// (the second) closes, the last fact clashing with the assumed candidate, so one end of
    /// every weak link is true; the candidate clashes with both ends of the weak link between
    /// the third and the fourth fact of `from` (a true fact and the false one it makes, or the
    /// last fact and the assumption for the closing link).
    Loop,
    /// A sum: the cells are a Killer cage's, and the total is its sum.
    CageSum,
    /// A sum: the cells are a little killer clue's diagonal, and the total is its sum.
    DiagonalSum,
    /// A sum: the cells are the house's, which holds every digit once (1 + 2 + ... + n).
    HouseTotal(House),
    /// A sum or a difference: the cells of the cited sums less the cells of those listed here
    /// (the minus parts), their totals added and taken away alike. Counting each cell once per
    /// plus part it is in and minus once per minus part, a sum's cells count 1 and every other
    /// cell 0; a difference's larger side counts 1, its smaller side -1 and every other cell 0.
    SumOfParts(Vec<usize>),
    /// Sets: the cited sum's cells all see each other, so their digits differ; the sets are
    /// those of different digits that can go one to each open cell, each into a cell that holds
    /// it, with the placed digits making the sum (and, for each cited group, a digit of the
    /// group's in one of its cells).
    Combinations,
    /// A group: every set of the cited sets holds the digit, so it is in one of the cells that
    /// hold it.
    EverySetHolds,
    /// A removal: no set of the cited sets puts the digit in the cell while filling the other
    /// open cells.
    NoSetPlaces,
    /// A group: every place of the digit in the house is one of its cells.
    OnlyPlaces(House),
    /// A removal: the digit is in one of the cited group's cells, and the cell, under the
    /// non-consecutive rule, is one of them or side by side with every one of them (every other
    /// one, when it is one of them), so it holds no digit next to the group's digit: the digit
    /// could then stand neither in it nor beside it.
    BesidePlaces,
    /// A removal: the digit is in one of the cited group's cells, and the cell sees them all.
    Confined,
    /// A group inside a forcing search: once the cited facts' placements and removals are made,
    /// every place of the digit left in the house is one of its cells.
    PlacesLeft(House),
    /// A removal inside a forcing search: as `BesidePlaces`, from a `PlacesLeft` group.
    BesidePlacesLeft,
    /// A removal inside a forcing search: no filling of the Killer cage (`cells`, adding up to
    /// `sum`: a candidate in each open cell, different digits, the placed digits kept) puts the
    /// digit in the cell, once the cited facts' placements and removals in the cage's cells are
    /// made.
    CageFillings {
        /// The cage's cells, in cell order.
        cells: Vec<Cell>,
        /// Its sum.
        sum: u32,
    },
    /// A removal inside a forcing search: no filling of a little killer's diagonal (`cells`,
    /// adding up to `sum`: a candidate in each open cell, different where two share a house, the
    /// placed digits kept) puts the digit in the cell, once the cited facts' placements and
    /// removals in its cells are made.
    DiagonalFillings {
        /// The diagonal's cells, in cell order.
        cells: Vec<Cell>,
        /// Its sum.
        sum: u32,
    },
    /// A removal: no filling of the cited sum's (or difference's) open cells (a candidate in
    /// each, different where two see each other, making the sum or the difference with the
    /// placed digits) puts the digit in the cell.
    NoFilling,
    /// A placement: every filling of the cited sum's (or difference's) open cells (a candidate
    /// in each, different where two see each other, making the sum or the difference with the
    /// placed digits) puts the digit in the cell, and some filling exists.
    OnlyFilling,
    /// A removal: the cited sums are Killer cages inside the house, and no filling of the
    /// house's open cells (a candidate in each, every digit once in the house with its placed
    /// digits, each cited cage adding up to its sum) puts the digit in the cell.
    NoHouseFilling(House),
    /// A removal: no filling of the line's cells (a candidate in each, its placed digits kept)
    /// that keeps the line's rule (a thermometer's digits rising from its first cell) puts the
    /// digit in the cell.
    NoLineFilling {
        /// What the line asks of its digits.
        kind: LineKind,
        /// Its cells, in the line's order.
        cells: Vec<Cell>,
    },
    /// A removal: no filling of the cells (a candidate in each open cell, its placed digits kept,
    /// each two cells in a row keeping the relation of the pair between them, and different
    /// digits where two cells share a house) puts the digit in the cell.
    NoChainFilling {
        /// The cells, in the chain's order.
        cells: Vec<Cell>,
        /// The kind of each pair of cells in a row (`cells[i]` and `cells[i + 1]`).
        kinds: Vec<LineKind>,
    },
    /// A removal: no filling of the arrow (a candidate in each open cell, its placed digits kept)
    /// whose shaft adds up to the circle's number puts the digit in the cell.
    NoArrowFilling {
        /// The circle's cells (a pill's in reading order).
        circle: Vec<Cell>,
        /// The shaft's cells.
        shaft: Vec<Cell>,
    },
    /// A removal: no filling of a sandwich's row or column (a candidate in each open cell, its
    /// placed digits kept, each digit once) whose digits between its 1 and its largest digit add
    /// up to `sum` puts the digit in the cell.
    NoSandwichFilling {
        /// The row or column.
        house: House,
        /// The clue's sum.
        sum: u32,
    },
    /// A removal inside a forcing search: no filling of a sandwich's row or column (as
    /// `NoSandwichFilling`) puts the digit in the cell, once the cited facts' placements and
    /// removals in its cells are made.
    SandwichFillings {
        /// The row or column.
        house: House,
        /// The clue's sum.
        sum: u32,
    },
    /// A removal inside a forcing search: no filling of the arrow (as `NoArrowFilling`) puts the
    /// digit in the cell, once the cited facts' placements and removals in its cells are made.
    ArrowSum {
        /// The circle's cells.
        circle: Vec<Cell>,
        /// The shaft's cells.
        shaft: Vec<Cell>,
    },
    /// A removal inside a forcing search: no filling of the line's cells (as `NoLineFilling`)
    /// puts the digit in the cell, once the cited facts' placements and removals in the line's
    /// cells are made.
    LineOrder {
        /// What the line asks of its digits.
        kind: LineKind,
        /// Its cells, in the line's order.
        cells: Vec<Cell>,
    },
}

impl Rule {
    /// The rule's name in the JSON contract.
    pub fn name(&self) -> &'static str {
        match self {
            Rule::Assume => "assume",
            Rule::Sees => "sees",
            Rule::StrongLink(_) => "strong link",
            Rule::NakedSingle => "naked single",
            Rule::HiddenSingle(_) => "hidden single",
            Rule::Inner(_) => "inner",
            Rule::NoCandidate(_) => "no candidate",
            Rule::NoPlace(..) => "no place",
            Rule::Twice(..) => "twice",
            Rule::Refuted => "refuted",
            Rule::AllBranches(_) => "all branches",
            Rule::EitherEnd => "either end",
            Rule::Fish(_) => "fish",
            Rule::NoFishOption(_) => "no fish option",
            Rule::Loop => "loop",
            Rule::CageSum => "cage sum",
            Rule::DiagonalSum => "diagonal sum",
            Rule::HouseTotal(_) => "house total",
            Rule::SumOfParts(_) => "sum of parts",
            Rule::Combinations => "combinations",
            Rule::EverySetHolds => "every set holds",
            Rule::NoSetPlaces => "no set places",
            Rule::OnlyPlaces(_) => "only places",
            Rule::Confined => "confined",
            Rule::BesidePlaces => "beside places",
            Rule::PlacesLeft(_) => "places left",
            Rule::BesidePlacesLeft => "beside places left",
            Rule::NoFilling => "no filling",
            Rule::OnlyFilling => "only filling",
            Rule::NoHouseFilling(_) => "no house filling",
            Rule::CageFillings { .. } => "cage fillings",
            Rule::DiagonalFillings { .. } => "diagonal fillings",
            Rule::NoLineFilling { .. } => "no line filling",
            Rule::NoChainFilling { .. } => "no chain filling",
            Rule::NoArrowFilling { .. } => "no arrow filling",
            Rule::NoSandwichFilling { .. } => "no sandwich filling",
            Rule::SandwichFillings { .. } => "sandwich fillings",
            Rule::ArrowSum { .. } => "arrow sum",
            Rule::LineOrder { .. } => "line order",
        }
    }

    /// Whether the rule draws a conclusion that rests on no assumption (`refuted`, `all
    /// branches`, `either end`, `fish`, `loop`, `no set places`, `confined`, `no filling`, `only
    /// filling`, `no house filling`): the facts a step's placements and removals come from.
    pub fn is_conclusion(&self) -> bool {
        matches!(
            self,
            Rule::Refuted
                | Rule::AllBranches(_)
                | Rule::EitherEnd
                | Rule::Fish(_)
                | Rule::Loop
                | Rule::NoSetPlaces
                | Rule::Confined
                | Rule::BesidePlaces
                | Rule::NoFilling
                | Rule::OnlyFilling
                | Rule::NoHouseFilling(_)
                | Rule::NoLineFilling { .. }
                | Rule::NoChainFilling { .. }
                | Rule::NoArrowFilling { .. }
                | Rule::NoSandwichFilling { .. }
        )
    }

    /// Whether the rule reads a variant's sums or lines rather than a chain's links: Killer
    /// arithmetic (the cage steps' proofs: sums, sets and what they confine) and a line's order.
    pub fn is_arithmetic(&self) -> bool {
        matches!(
            self,
            Rule::CageSum
                | Rule::DiagonalSum
                | Rule::HouseTotal(_)
                | Rule::SumOfParts(_)
                | Rule::Combinations
                | Rule::EverySetHolds
                | Rule::NoSetPlaces
                | Rule::OnlyPlaces(_)
                | Rule::Confined
                | Rule::BesidePlaces
                | Rule::NoFilling
                | Rule::OnlyFilling
                | Rule::NoHouseFilling(_)
                | Rule::NoLineFilling { .. }
                | Rule::NoChainFilling { .. }
                | Rule::NoArrowFilling { .. }
                | Rule::NoSandwichFilling { .. }
        )
    }
}

/// One fact of a proof.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ProofNode {
    /// Unique within the whole step (nested proofs included); earlier facts have smaller ids.
    pub id: usize,
    /// What it states.
    pub fact: Fact,
    /// Why it holds.
    pub rule: Rule,
    /// The earlier facts it rests on (facts of an enclosing proof may be cited).
    pub from: Vec<usize>,
}

/// The proof of a step: a one-line summary and the facts, conclusions last.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Proof {
    /// One line for the log: "Forcing Net: r1c3=1 leads to a contradiction, so r1c3<>1".
    pub summary: Message,
    /// The facts in order; nested proofs sit inside their `Rule::Inner` node.
    pub nodes: Vec<ProofNode>,
}

impl Proof {
    /// How many facts the proof has, nested ones included.
    pub fn fact_count(&self) -> usize {
        count_facts(&self.nodes)
    }

    /// How much a student reads to follow the step: its facts, a continuous loop counted once
    /// more for each further weak link it removes through (the loop read from that link). Steps
    /// of one technique rank by it (see `Step::rank`).
    pub fn reading_length(&self) -> usize {
        let mut links: Vec<(usize, usize)> = Vec::new();
        let mut loop_length = 0;
        for node in &self.nodes {
            if let (Rule::Loop, [assumed, last, one_end, other_end]) = (&node.rule, &node.from[..])
            {
                loop_length = last - assumed + 1;
                if !links.contains(&(*one_end, *other_end)) {
                    links.push((*one_end, *other_end));
                }
            }
        }
        self.fact_count() + links.len().saturating_sub(1) * loop_length
    }

    /// "Proof (7 facts)", or with nested proofs "Proof (19 facts, 68 with the nested proofs)":
    /// the facts a walkthrough of it counts, then all it holds.
    pub fn heading(&self) -> Message {
        let own = self.nodes.len();
        let all = self.fact_count();
        template!(
            "proof-heading",
            own = own,
            all = if all > own { all } else { 0 }
        )
    }

    /// The clash a refutation ends in, in words ("r5c8 has no candidate left", "8 has no place
    /// left in row 2", "8 is twice in row 2"), when the proof has one at its own level.
    pub fn clash(&self, geometry: &Geometry) -> Option<Message> {
        self.nodes.iter().find_map(|node| match node.rule {
            Rule::NoCandidate(cell) => Some(template!(
                "clash-no-candidate",
                cell = Piece::cell(geometry, cell)
            )),
            Rule::NoPlace(digit, house) => {
                Some(template!("clash-no-place", digit = digit, house = house))
            }
            Rule::Twice(digit, house) => {
                Some(template!("clash-twice", digit = digit, house = house))
            }
            _ => None,
        })
    }

    /// How many of the proof's own facts (nested ones not counted) place a digit by a single: a
    /// naked or hidden single, or a strong link (a cell's other candidate, a digit's other place
    /// in a house: a single with two options).
    pub fn singles(&self) -> usize {
        self.nodes
            .iter()
            .filter(|node| {
                matches!(node.fact, Fact::Is(_))
                    && matches!(
                        node.rule,
                        Rule::NakedSingle | Rule::HiddenSingle(_) | Rule::StrongLink(_)
                    )
            })
            .count()
    }

    /// Whether the proof reads a variant's sums or lines (a cage step's Killer arithmetic, a
    /// thermometer step's order), not a chain or a forcing search.
    pub fn is_arithmetic(&self) -> bool {
        self.nodes.iter().any(|node| node.rule.is_arithmetic())
    }

    /// How deep the proof nests (0 without nested proofs).
    pub fn nesting(&self) -> usize {
        nesting_of(&self.nodes)
    }

    /// The node with `id`, wherever it is nested.
    pub fn node(&self, id: usize) -> Option<&ProofNode> {
        find_node(&self.nodes, id)
    }

    /// One fact as a line of the written proof: "#4 r5c2=1: hidden single in box 4: ...".
    pub fn line(&self, geometry: &Geometry, node: &ProofNode) -> Message {
        message![
            "#",
            node.id,
            " ",
            node.fact.describe(geometry),
            ": ",
            self.reason(geometry, node)
        ]
    }

    /// Why `node` holds, in words, naming the facts it rests on.
    pub fn reason(&self, geometry: &Geometry, node: &ProofNode) -> Message {
        let cite = |ids: &[usize]| {
            and_list(ids.iter().map(|&id| match self.node(id) {
                Some(cited) => message!["#", id, " ", cited.fact.describe(geometry)],
                None => message!["#", id],
            }))
        };
        let from = cite(&node.from);
        match (&node.rule, &node.fact) {
            (Rule::Assume, _) => template!("reason-assumed"),
            (Rule::Sees, Fact::IsNot(group)) => {
                let same_cell = self
                    .node_fact_group(node.from.first())
                    .is_some_and(|g| g.cells == group.cells && g.digit != group.digit);
                if same_cell {
                    template!("reason-cell-holds-another", from = from)
                } else {
                    match self.sees_via(geometry, node) {
                        Some(sight) => template!("reason-sees-via", from = from, sight = sight),
                        None => template!("reason-sees", from = from),
                    }
                }
            }
            (Rule::StrongLink(None), Fact::Is(group)) => template!(
                "reason-bivalue",
                cells = group.cells_name(geometry),
                from = from
            ),
            (Rule::StrongLink(Some(house)), Fact::Is(group)) => {
                match self.node_fact_group(node.from.first()) {
                    Some(other) if group.cells.len() > 1 || other.cells.len() > 1 => template!(
                        "reason-group-link",
                        house = *house,
                        digit = group.digit,
                        cells = group.cells_name(geometry),
                        other = other.cells_name(geometry),
                        from = from,
                    ),
                    _ => template!(
                        "reason-bilocal",
                        digit = group.digit,
                        house = *house,
                        from = from
                    ),
                }
            }
            (Rule::NakedSingle, _) => template!("reason-naked-single", from = from),
            (Rule::HiddenSingle(house), Fact::Is(group)) => template!(
                "reason-hidden-single",
                house = *house,
                digit = group.digit,
                from = from
            ),
            (Rule::Inner(nested), _) => template!(
                "reason-inner",
                assumption = nested
                    .first()
                    .map_or(Message::default(), |n| n.fact.describe(geometry)),
                first = nested.first().map_or(0, |n| n.id),
                last = nested.last().map_or(0, |n| n.id),
                count = count_facts(nested),
            ),
            (Rule::NoCandidate(cell), _) => template!(
                "reason-no-candidate",
                cell = Piece::cell(geometry, *cell),
                from = from
            ),
            (Rule::NoPlace(digit, house), _) => template!(
                "reason-no-place",
                digit = *digit,
                house = *house,
                from = from
            ),
            (Rule::Twice(digit, house), _) => {
                template!("reason-twice", from = from, digit = *digit, house = *house)
            }
            (Rule::Refuted, _) => match &node.from[..] {
                [assumed, reached] => template!(
                    "reason-refuted",
                    assumed = cite(&[*assumed]),
                    reached = cite(&[*reached])
                ),
                _ => template!("reason-assumption-false", from = from),
            },
            (Rule::AllBranches(branching), _) => {
                let over = match branching {
                    Branching::Cell(cell) => {
                        template!("every-candidate-of", cell = Piece::cell(geometry, *cell))
                    }
                    Branching::Places(digit, house) => {
                        template!("every-place-of", digit = *digit, house = *house)
                    }
                };
                template!("reason-all-branches", over = over, from = from)
            }
            (Rule::EitherEnd, _) => {
                let ends: Vec<Option<Group>> = node
                    .from
                    .iter()
                    .map(|id| self.node_fact_group(Some(id)))
                    .collect();
                match &ends[..] {
                    [Some(first), Some(last)] if first == last => template!(
                        "reason-start-holds",
                        start = Fact::Is(first.clone()).describe(geometry),
                        from = from
                    ),
                    _ => template!("reason-either-end", from = from),
                }
            }
            (Rule::Loop, _) => match &node.from[..] {
                [assumed, last, one_end, other_end] => {
                    let end = |id: &usize| {
                        self.node_fact_group(Some(id))
                            .map_or(message!["#", id], |g| Fact::Is(g).describe(geometry))
                    };
                    template!(
                        "reason-loop",
                        assumed = cite(&[*assumed]),
                        last = cite(&[*last]),
                        last_end = end(last),
                        first_end = end(assumed),
                        one_end = end(one_end),
                        other_end = end(other_end),
                        one_id = *one_end,
                        other_id = *other_end,
                    )
                }
                _ => template!("reason-loop-short", from = from),
            },
            (Rule::Fish(fish), _) => template!(
                "reason-fish",
                fins = fish.fin_places(),
                digit = fish.digit,
                base = and_list(&fish.base),
                cover = and_list(&fish.cover),
                house = fish.house,
                from = from,
            ),
            (Rule::NoFishOption(fish), _) => {
                let rest: Vec<House> = fish
                    .cover
                    .iter()
                    .copied()
                    .filter(|&h| h != fish.house)
                    .collect();
                template!(
                    "reason-no-fish-option",
                    from = from,
                    fins = fish.fin_places(),
                    house = fish.house,
                    base = and_list(&fish.base),
                    digit = fish.digit,
                    rest = and_list(&rest),
                )
            }
            (Rule::CageFillings { cells, sum }, Fact::IsNot(group)) => {
                let with = if node.from.is_empty() {
                    template!("cage-fillings-and")
                } else {
                    template!("cage-fillings-with", from = from)
                };
                template!(
                    "reason-cage-fillings",
                    cage = cell_list(geometry, cells),
                    sum = *sum as usize,
                    with = with,
                    digit = group.digit,
                    cells = group.cells_name(geometry),
                )
            }
            (Rule::DiagonalFillings { cells, sum }, Fact::IsNot(group)) => {
                let with = if node.from.is_empty() {
                    template!("cage-fillings-and")
                } else {
                    template!("cage-fillings-with", from = from)
                };
                template!(
                    "reason-diagonal-fillings",
                    cells = cell_list(geometry, cells),
                    sum = *sum as usize,
                    with = with,
                    digit = group.digit,
                    target = group.cells_name(geometry),
                )
            }
            (Rule::SandwichFillings { house, sum }, Fact::IsNot(group)) => {
                let with = if node.from.is_empty() {
                    template!("cage-fillings-and")
                } else {
                    template!("cage-fillings-with", from = from)
                };
                template!(
                    "reason-sandwich-fillings",
                    house = *house,
                    top = geometry.n(),
                    sum = *sum as usize,
                    with = with,
                    digit = group.digit,
                    target = group.cells_name(geometry),
                )
            }
            (Rule::ArrowSum { circle, shaft }, Fact::IsNot(group)) => {
                let arrow = Arrow {
                    circle: circle.clone(),
                    shaft: shaft.clone(),
                };
                template!(
                    "reason-arrow-sum",
                    arrow = arrow_message(&arrow, geometry.n()),
                    from = from,
                    digit = group.digit,
                    cells = group.cells_name(geometry)
                )
            }
            (Rule::LineOrder { kind, cells }, Fact::IsNot(group)) => template!(
                "reason-line-order",
                line = line_of(*kind, cells, geometry),
                kind = line_rule_key(*kind),
                from = from,
                digit = group.digit,
                cells = group.cells_name(geometry)
            ),
            (Rule::PlacesLeft(house), Fact::Is(group)) => template!(
                "reason-places-left",
                house = *house,
                digit = group.digit,
                from = from
            ),
            (Rule::BesidePlacesLeft, _) => self.arithmetic_reason(geometry, node),
            (rule, _) if rule.is_arithmetic() => self.arithmetic_reason(geometry, node),
            (rule, _) => message![rule.name(), " from ", from],
        }
    }

    /// Why a fact of Killer arithmetic holds, in words, citing a sum with its total ("#0
    /// (45)") and a set fact or a group by its number.
    fn arithmetic_reason(&self, geometry: &Geometry, node: &ProofNode) -> Message {
        let total_of = |id: usize| match self.node(id).map(|n| &n.fact) {
            Some(Fact::Sum { total, .. } | Fact::Difference { by: total, .. }) => *total as usize,
            _ => 0,
        };
        let sum = |id: &usize| message!["#", *id, " (", total_of(*id), ")"];
        let first = node
            .from
            .first()
            .map_or(Message::default(), |id| message!["#", *id]);
        match (&node.rule, &node.fact) {
            (Rule::CageSum, Fact::Sum { cells, total }) => template!(
                "reason-cage-sum",
                cells = cell_list(geometry, cells),
                total = *total as usize
            ),
            (Rule::DiagonalSum, Fact::Sum { cells, total }) => template!(
                "reason-diagonal-sum",
                cells = cell_list(geometry, cells),
                total = *total as usize
            ),
            (Rule::HouseTotal(house), Fact::Sum { total, .. }) => template!(
                "reason-house-total",
                house = *house,
                n = geometry.n(),
                total = *total as usize
            ),
            (
                Rule::SumOfParts(minus),
                Fact::Sum { total, .. } | Fact::Difference { by: total, .. },
            ) => {
                let plus: Vec<usize> = node
                    .from
                    .iter()
                    .copied()
                    .filter(|id| !minus.contains(id))
                    .collect();
                let mut arithmetic = plus
                    .iter()
                    .map(|&id| total_of(id).to_string())
                    .collect::<Vec<_>>()
                    .join(" + ");
                for &id in minus {
                    arithmetic.push_str(&format!(" - {}", total_of(id)));
                }
                let parts = and_list(plus.iter().map(sum));
                if minus.is_empty() {
                    template!(
                        "reason-sum-of-parts",
                        parts = parts,
                        arithmetic = arithmetic,
                        total = *total as usize
                    )
                } else {
                    template!(
                        "reason-sum-of-parts-less",
                        parts = parts,
                        less = and_list(minus.iter().map(sum)),
                        arithmetic = arithmetic,
                        total = *total as usize
                    )
                }
            }
            (Rule::Combinations, Fact::Sets { cells, sets }) => {
                let (sum_cells, whole) = match node.from.first().and_then(|&id| self.node(id)) {
                    Some(ProofNode {
                        fact: Fact::Sum { cells, total },
                        ..
                    }) => (cells.len(), *total as usize),
                    _ => (0, 0),
                };
                let rest: usize = sets
                    .first()
                    .map_or(0, |set| set.iter().map(|d| usize::from(d.get())).sum());
                let placed = if sum_cells > cells.len() {
                    template!("reason-combinations-placed", whole = whole)
                } else {
                    Message::default()
                };
                let groups: Vec<Message> = node
                    .from
                    .iter()
                    .skip(1)
                    .filter_map(|&id| {
                        let group = self.node(id)?.fact.group()?;
                        Some(template!(
                            "reason-combinations-group",
                            digit = group.digit,
                            id = id
                        ))
                    })
                    .collect();
                let with = if groups.is_empty() {
                    Message::default()
                } else {
                    template!("reason-combinations-with", groups = and_list(groups))
                };
                match (cells.len(), sum_cells > cells.len()) {
                    (1, true) => template!(
                        "reason-combinations-left",
                        sum = first,
                        rest = rest,
                        whole = whole
                    ),
                    (1, false) => template!("reason-combinations-one", sum = first),
                    (count, _) => template!(
                        "reason-combinations",
                        sum = first,
                        count = count,
                        rest = rest,
                        placed = placed,
                        with = with
                    ),
                }
            }
            (Rule::EverySetHolds, Fact::Is(group)) => {
                template!("reason-every-set-holds", sum = first, digit = group.digit)
            }
            (Rule::NoSetPlaces, Fact::IsNot(group)) => template!(
                "reason-no-set-places",
                sum = first,
                digit = group.digit,
                cells = group.cells_name(geometry)
            ),
            (Rule::OnlyPlaces(house), Fact::Is(group)) => {
                template!("reason-only-places", house = *house, digit = group.digit)
            }
            (Rule::Confined, Fact::IsNot(group)) => {
                let places = node
                    .from
                    .first()
                    .and_then(|&id| self.node(id)?.fact.group().cloned())
                    .map_or(Message::default(), |g| g.cells_name(geometry));
                template!(
                    "reason-confined",
                    digit = group.digit,
                    places = places,
                    sum = first,
                    cells = group.cells_name(geometry)
                )
            }
            (Rule::BesidePlaces | Rule::BesidePlacesLeft, Fact::IsNot(group)) => {
                let cited = node
                    .from
                    .first()
                    .and_then(|&id| self.node(id)?.fact.group().cloned());
                let own = cited
                    .as_ref()
                    .is_some_and(|g| group.cells.iter().all(|cell| g.cells.contains(cell)));
                template!(
                    "reason-beside-places",
                    own = if own { "yes" } else { "no" },
                    digit = cited.as_ref().map_or(group.digit, |g| g.digit),
                    places = cited.map_or(Message::default(), |g| g.cells_name(geometry)),
                    removed = group.digit,
                    cells = group.cells_name(geometry)
                )
            }
            (Rule::NoFilling | Rule::OnlyFilling, Fact::IsNot(group) | Fact::Is(group)) => {
                let of_difference = node
                    .from
                    .first()
                    .and_then(|&id| self.node(id))
                    .is_some_and(|cited| matches!(cited.fact, Fact::Difference { .. }));
                template!(
                    "reason-filling",
                    filling = if matches!(node.rule, Rule::OnlyFilling) {
                        "every"
                    } else {
                        "no"
                    },
                    making = if of_difference { "difference" } else { "sum" },
                    sum = first,
                    digit = group.digit,
                    cells = group.cells_name(geometry)
                )
            }
            (Rule::NoHouseFilling(house), Fact::IsNot(group)) => template!(
                "reason-no-house-filling",
                house = *house,
                cages = and_list(node.from.iter().map(sum)),
                digit = group.digit,
                cells = group.cells_name(geometry)
            ),
            (Rule::NoLineFilling { kind, cells }, Fact::IsNot(group)) => template!(
                "reason-no-line-filling",
                line = line_of(*kind, cells, geometry),
                kind = line_rule_key(*kind),
                digit = group.digit,
                cells = group.cells_name(geometry)
            ),
            (Rule::NoChainFilling { cells, kinds }, Fact::IsNot(group)) => {
                let pairs: Vec<Message> = cells
                    .windows(2)
                    .zip(kinds)
                    .map(|(pair, &kind)| line_of(kind, pair, geometry))
                    .collect();
                template!(
                    "reason-no-chain-filling",
                    pairs = and_list(pairs),
                    digit = group.digit,
                    cells = group.cells_name(geometry)
                )
            }
            (Rule::NoArrowFilling { circle, shaft }, Fact::IsNot(group)) => {
                let arrow = Arrow {
                    circle: circle.clone(),
                    shaft: shaft.clone(),
                };
                template!(
                    "reason-no-arrow-filling",
                    arrow = arrow_message(&arrow, geometry.n()),
                    digit = group.digit,
                    cells = group.cells_name(geometry)
                )
            }
            (Rule::NoSandwichFilling { house, sum }, Fact::IsNot(group)) => template!(
                "reason-no-sandwich-filling",
                house = *house,
                top = geometry.n(),
                sum = *sum as usize,
                digit = group.digit,
                cells = group.cells_name(geometry)
            ),
            (rule, _) => message![rule.name(), " from ", and_list(node.from.iter().map(sum))],
        }
    }

    fn node_fact_group(&self, id: Option<&usize>) -> Option<Group> {
        self.node(*id?)?.fact.group().cloned()
    }

    /// The proof as the JSON list of the `solve --json` contract, cells and houses named in
    /// `notation`.
    pub fn to_json(&self, geometry: &Geometry, notation: Notation) -> Value {
        nodes_json(self, geometry, notation, &self.nodes)
    }

    /// For a `sees` fact, how its cells see those of the fact it rests on when no row, column,
    /// box or region holds a pair of them: the first such pair's diagonal, window or move (see
    /// `Geometry::variant_sight`); `None` for any other fact.
    fn sees_via(&self, geometry: &Geometry, node: &ProofNode) -> Option<Sight> {
        let (Rule::Sees, Fact::IsNot(seeing)) = (&node.rule, &node.fact) else {
            return None;
        };
        let seen = self.node_fact_group(node.from.first())?;
        seen.cells.iter().find_map(|&a| {
            seeing
                .cells
                .iter()
                .find_map(|&b| geometry.variant_sight(a, b))
        })
    }
}

/// The node with `id` in `nodes` or their nested proofs, looked up without copying: a nested
/// proof's ids come before the id of the fact it proves.
fn find_node(nodes: &[ProofNode], id: usize) -> Option<&ProofNode> {
    nodes.iter().find_map(|node| match &node.rule {
        _ if node.id == id => Some(node),
        Rule::Inner(nested) if id < node.id => find_node(nested, id),
        _ => None,
    })
}

fn count_facts(nodes: &[ProofNode]) -> usize {
    nodes
        .iter()
        .map(|node| match &node.rule {
            Rule::Inner(nested) => 1 + count_facts(nested),
            _ => 1,
        })
        .sum()
}

fn nesting_of(nodes: &[ProofNode]) -> usize {
    nodes
        .iter()
        .map(|node| match &node.rule {
            Rule::Inner(nested) => 1 + nesting_of(nested),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

fn nodes_json(
    proof: &Proof,
    geometry: &Geometry,
    notation: Notation,
    nodes: &[ProofNode],
) -> Value {
    let cell = |cell: Cell| message![Piece::cell(geometry, cell)].render(notation);
    let name = |house: House| notation.house(house);
    Value::Array(
        nodes
            .iter()
            .map(|node| {
                let mut entry = json!({
                    "id": node.id,
                    "fact": node.fact.describe(geometry).render(notation),
                    "rule": node.rule.name(),
                    "from": node.from,
                });
                let fact_extra = match &node.fact {
                    Fact::Sum { cells, total } => json!({
                        "cells": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        "total": total,
                    }),
                    Fact::Difference { cells, less, by } => json!({
                        "cells": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        "less": less.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        "by": by,
                    }),
                    Fact::Sets { cells, sets } => json!({
                        "cells": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        "sets": sets
                            .iter()
                            .map(|set| set.iter().map(|d| d.get()).collect::<Vec<_>>())
                            .collect::<Vec<_>>(),
                    }),
                    _ => json!({}),
                };
                if let (Value::Object(entry), Value::Object(extra)) = (&mut entry, fact_extra) {
                    entry.extend(extra);
                }
                let extra = match &node.rule {
                    Rule::StrongLink(Some(house))
                    | Rule::HiddenSingle(house)
                    | Rule::HouseTotal(house)
                    | Rule::OnlyPlaces(house)
                    | Rule::PlacesLeft(house)
                    | Rule::NoHouseFilling(house) => json!({"house": name(*house)}),
                    Rule::SumOfParts(minus) => json!({"minus": minus}),
                    Rule::CageFillings { cells, sum } => json!({
                        "cage": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        "cage sum": sum,
                    }),
                    Rule::DiagonalFillings { cells, sum } => json!({
                        "diagonal": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        "diagonal sum": sum,
                    }),
                    Rule::NoSandwichFilling { house, sum }
                    | Rule::SandwichFillings { house, sum } => json!({
                        "sandwich": name(*house),
                        "sandwich sum": sum,
                    }),
                    Rule::Inner(nested) => {
                        json!({"proof": nodes_json(proof, geometry, notation, nested)})
                    }
                    Rule::Sees => match proof.sees_via(geometry, node) {
                        Some(Sight::House(house)) => json!({"via": name(house)}),
                        Some(Sight::Move(apart)) => json!({"via": apart.name}),
                        Some(Sight::Cage { row, col }) => json!({
                            "via": message!["the cage at ", Piece::Cell { row, col }]
                                .render(notation)
                        }),
                        None => json!({}),
                    },
                    Rule::NoCandidate(at) => json!({"cell": cell(*at)}),
                    Rule::NoArrowFilling { circle, shaft } | Rule::ArrowSum { circle, shaft } => {
                        json!({
                            "circle": circle.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                            "shaft": shaft.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                        })
                    }
                    Rule::NoChainFilling { cells, kinds } => {
                        json!({
                            "line": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                            "kinds": kinds.iter().map(|kind| kind.name()).collect::<Vec<_>>(),
                        })
                    }
                    Rule::NoLineFilling { kind, cells } | Rule::LineOrder { kind, cells } => {
                        json!({
                            "line": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>(),
                            "kind": kind.name(),
                        })
                    }
                    Rule::NoPlace(digit, house) | Rule::Twice(digit, house) => {
                        json!({"digit": digit.get(), "house": name(*house)})
                    }
                    Rule::AllBranches(Branching::Cell(at)) => {
                        json!({"cell": cell(*at)})
                    }
                    Rule::AllBranches(Branching::Places(digit, house)) => {
                        json!({"digit": digit.get(), "house": name(*house)})
                    }
                    Rule::Fish(fish) | Rule::NoFishOption(fish) => {
                        let names =
                            |list: &[House]| list.iter().map(|&h| name(h)).collect::<Vec<_>>();
                        json!({
                            "digit": fish.digit.get(),
                            "base": names(&fish.base),
                            "cover": names(&fish.cover),
                            "house": name(fish.house),
                        })
                    }
                    _ => json!({}),
                };
                if let (Value::Object(entry), Value::Object(extra)) = (&mut entry, extra) {
                    entry.extend(extra);
                }
                entry
            })
            .collect(),
    )
}

/// Builds the nodes of one proof level, numbering facts across the whole step.
#[derive(Debug, Default)]
pub struct ProofBuilder {
    nodes: Vec<ProofNode>,
    next_id: usize,
}

impl ProofBuilder {
    /// A builder for a nested proof whose first fact gets `next_id`.
    pub fn nested(next_id: usize) -> ProofBuilder {
        ProofBuilder {
            nodes: Vec::new(),
            next_id,
        }
    }

    /// The id the next fact will get.
    pub fn next_id(&self) -> usize {
        self.next_id
    }

    /// Adds a fact and returns its id.
    pub fn add(&mut self, fact: Fact, rule: Rule, from: Vec<usize>) -> usize {
        let id = self.next_id;
        self.next_id += 1;
        self.nodes.push(ProofNode {
            id,
            fact,
            rule,
            from,
        });
        id
    }

    /// Adds the fact that `nested` (a finished nested builder) proves: the opposite of its
    /// assumption, resting on `from`.
    pub fn add_inner(&mut self, nested: ProofBuilder, fact: Fact, from: Vec<usize>) -> usize {
        self.next_id = self.next_id.max(nested.next_id);
        self.add(fact, Rule::Inner(nested.nodes), from)
    }

    /// The nodes so far.
    pub fn nodes(&self) -> &[ProofNode] {
        &self.nodes
    }

    /// The finished proof.
    pub fn finish(self, summary: Message) -> Proof {
        Proof {
            summary,
            nodes: self.nodes,
        }
    }
}

/// A line of `kind` through `cells` as a message names it: "the thermometer r1c1-r1c2-r1c3".
fn line_of(kind: LineKind, cells: &[Cell], geometry: &Geometry) -> Message {
    let line = Line {
        kind,
        cells: cells.to_vec(),
    };
    line_message(&line, geometry.n())
}

/// The facts of `nodes` as a phrase for a message, skipping assumptions, contradictions and
/// conclusions, each single and each nested failure tagged with its rule, and each fact that
/// rests on other facts than the one just before it naming them with their proof numbers:
/// "r2c8<>1, r5c6=1 (hidden single in column 6, from #2 r2c6<>1), r4c4<>7 (r4c4=7 fails, proof
/// #5 to #20), r1c4<>4 (sees #3 r1c3=4), r1c3<>7 (as #3 r1c3=4)".
pub fn narrate(geometry: &Geometry, nodes: &[ProofNode]) -> Message {
    let name = |id: usize| match nodes.iter().find(|node| node.id == id) {
        Some(node) => message!["#", id, " ", node.fact.describe(geometry)],
        None => message!["#", id],
    };
    let same_cell = |node: &ProofNode| {
        let source = node
            .from
            .first()
            .and_then(|&id| nodes.iter().find(|n| n.id == id))
            .and_then(|n| n.fact.group());
        source.is_some_and(|s| Some(&s.cells) == node.fact.group().map(|g| &g.cells))
    };
    let facts: Vec<Message> = nodes
        .iter()
        .enumerate()
        .filter_map(|(index, node)| {
            let fact = node.fact.describe(geometry);
            let before = index.checked_sub(1).map(|i| nodes[i].id);
            let earlier: Vec<usize> = node
                .from
                .iter()
                .copied()
                .filter(|&id| before.is_some_and(|before| before != id))
                .collect();
            let sources = and_list(earlier.iter().map(|&id| name(id)));
            let tag = match &node.rule {
                Rule::Sees | Rule::StrongLink(_) if earlier.is_empty() => Message::default(),
                Rule::Sees if same_cell(node) => template!("tag-as", sources = sources),
                Rule::Sees => template!("tag-sees", sources = sources),
                Rule::StrongLink(_) => template!("tag-other-option", sources = sources),
                Rule::NakedSingle if earlier.is_empty() => template!("tag-naked-single"),
                Rule::NakedSingle => template!("tag-naked-single-from", sources = sources),
                Rule::HiddenSingle(house) if earlier.is_empty() => {
                    template!("tag-hidden-single", house = house)
                }
                Rule::HiddenSingle(house) => {
                    template!("tag-hidden-single-from", house = house, sources = sources)
                }
                Rule::PlacesLeft(house) if earlier.is_empty() => template!(
                    "tag-places-left",
                    digit = node.fact.group()?.digit,
                    house = house
                ),
                Rule::PlacesLeft(house) => template!(
                    "tag-places-left-from",
                    digit = node.fact.group()?.digit,
                    house = house,
                    sources = sources
                ),
                Rule::BesidePlacesLeft => {
                    let places = nodes
                        .iter()
                        .find(|n| Some(&n.id) == node.from.first())?
                        .fact
                        .group()?;
                    let removed = node.fact.group()?;
                    let own = removed.cells.iter().all(|c| places.cells.contains(c));
                    template!(
                        "tag-beside-places-left",
                        own = if own { "yes" } else { "no" },
                        places = places.cells_name(geometry),
                        digit = places.digit,
                        removed = removed.digit
                    )
                }
                Rule::CageFillings { cells, sum } if earlier.is_empty() => template!(
                    "tag-cage",
                    cells = cell_groups(geometry, cells),
                    sum = *sum as usize
                ),
                Rule::CageFillings { cells, sum } => template!(
                    "tag-cage-with",
                    cells = cell_groups(geometry, cells),
                    sum = *sum as usize,
                    sources = sources
                ),
                Rule::DiagonalFillings { cells, sum } if earlier.is_empty() => template!(
                    "tag-diagonal",
                    cells = cell_groups(geometry, cells),
                    sum = *sum as usize
                ),
                Rule::DiagonalFillings { cells, sum } => template!(
                    "tag-diagonal-with",
                    cells = cell_groups(geometry, cells),
                    sum = *sum as usize,
                    sources = sources
                ),
                Rule::SandwichFillings { house, sum } if earlier.is_empty() => {
                    template!("tag-sandwich", house = *house, sum = *sum as usize)
                }
                Rule::SandwichFillings { house, sum } => template!(
                    "tag-sandwich-with",
                    house = *house,
                    sum = *sum as usize,
                    sources = sources
                ),
                Rule::LineOrder { kind, cells } if earlier.is_empty() => template!(
                    "tag-line",
                    line = line_of(*kind, cells, geometry),
                    kind = line_rule_key(*kind)
                ),
                Rule::LineOrder { kind, cells } => template!(
                    "tag-line-with",
                    line = line_of(*kind, cells, geometry),
                    kind = line_rule_key(*kind),
                    sources = sources
                ),
                Rule::ArrowSum { circle, shaft } => {
                    let arrow = Arrow {
                        circle: circle.clone(),
                        shaft: shaft.clone(),
                    };
                    let arrow = arrow_message(&arrow, geometry.n());
                    if earlier.is_empty() {
                        template!("tag-arrow", arrow = arrow)
                    } else {
                        template!("tag-arrow-with", arrow = arrow, sources = sources)
                    }
                }
                Rule::Inner(nested) => template!(
                    "tag-inner",
                    fact = nested.first()?.fact.describe(geometry),
                    first = nested.first()?.id,
                    last = nested.last()?.id
                ),
                _ => return None,
            };
            if tag.is_empty() {
                return Some(fact);
            }
            Some(message![fact, " (", tag, ")"])
        })
        .collect();
    Message::separated(&facts, ", ")
}
