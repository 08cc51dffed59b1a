//! Innie-Outie Difference (Killer): the rule of 45 with cages that reach out of its houses.
//! Houses side by side hold every digit once per house; take away the cages that lie inside
//! them and some that reach out of them, and what is left of the houses' total is what the cells
//! no taken cage covers (the innies) add up to, less the taken cages' cells outside the houses
//! (the outies). So one side adds up to the other plus a known number ("r2c4 + r3c4 = r1c1 + 3"),
//! and each open cell of it lies between the least and the greatest total the other cells'
//! candidates allow: a candidate outside those bounds goes.

use super::cage_proof::{Part, difference_fact};
use super::cages::{
    Area, MOST_LONG_STEP_WORDS, MOST_STEP_WORDS, areas, cage_labels, house_list, listed,
    placed_digits, removals, word_count,
};
use crate::cancel::Cancel;
use crate::deduction::proof::{Fact, Group, ProofBuilder, Rule};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, and_list, cell_list, or_list};
use crate::model::{Cage, Candidate, Cell, CellSet, Digit, Grid};

/// The most open cells a difference is read for: more make long sentences and weak bounds.
const MOST_OPEN: usize = 5;

/// The most cages reaching out of an area whose choices (taken away or not) are all tried.
const MOST_REACHING: usize = 8;

/// The most cages a difference takes away: each is named in its message.
const MOST_TAKEN: usize = 6;

/// The difference with the fewest open cells (then the fewest cages taken away, the fewest
/// cells, the first in the order of `areas`) whose bounds remove a candidate or place its one open cell; nothing on a board
/// without cages, or once `cancel` is set.
pub(super) fn innie_outie_difference(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    let areas = areas(grid);
    let mut best: Option<((usize, usize, usize), Difference, Bounds)> = None;
    for area in &areas {
        if cancel.is_set() {
            return None;
        }
        for difference in differences(grid, cages, area) {
            let key = (
                difference.open(grid).count(),
                difference.taken.len(),
                difference.innies.len() + difference.outies.len(),
            );
            if best.as_ref().is_some_and(|(best_key, ..)| *best_key <= key) {
                continue;
            }
            if let Some(bounds) = bounds(grid, &difference) {
                best = Some((key, difference, bounds));
            }
        }
    }
    let (_, difference, bounds) = best?;
    Some(step(grid, &difference, &bounds))
}

/// Houses, the cages taken away from them and the cells left on either side: the innies add up
/// to the outies plus what the houses' total exceeds the taken cages' sums by.
struct Difference<'a> {
    /// The houses, their cells and their total.
    area: &'a Area,
    /// The cages taken away (each with a sum), in cage order: those inside the area and those
    /// chosen among the cages that reach out of it.
    taken: Vec<&'a Cage>,
    /// The area's cells no taken cage covers, in cell order.
    innies: Vec<Cell>,
    /// The taken cages' cells outside the area, in cell order.
    outies: Vec<Cell>,
    /// The area's total.
    total: u32,
    /// What the taken cages add up to.
    covering: u32,
}

impl Difference<'_> {
    /// The innies' total less the outies' (the area's total less the taken cages' sums).
    fn excess(&self) -> i64 {
        i64::from(self.total) - i64::from(self.covering)
    }

    /// The side that adds up to more, the other side, and by how much.
    fn sides(&self) -> (&[Cell], &[Cell], u32) {
        let by = self.excess().unsigned_abs() as u32;
        if self.excess() >= 0 {
            (&self.innies, &self.outies, by)
        } else {
            (&self.outies, &self.innies, by)
        }
    }

    /// The open cells of both sides.
    fn open<'g>(&'g self, grid: &'g Grid) -> impl Iterator<Item = Cell> + 'g {
        self.innies
            .iter()
            .chain(&self.outies)
            .copied()
            .filter(|&cell| grid.value(cell).is_none())
    }

    /// The open cells in cell order.
    fn open_sorted(&self, grid: &Grid) -> Vec<Cell> {
        let mut open: Vec<Cell> = self.open(grid).collect();
        open.sort_unstable();
        open
    }

    /// The difference of the open cells alone, the placed digits worked into its number.
    fn open_sides(&self, grid: &Grid) -> OpenSides {
        let digit = |cell: &Cell| grid.value(*cell).map(|d| i64::from(d.get()));
        let placed = |cells: &[Cell]| cells.iter().filter_map(digit).sum::<i64>();
        let open = |cells: &[Cell]| -> Vec<Cell> {
            cells
                .iter()
                .copied()
                .filter(|&c| grid.value(c).is_none())
                .collect()
        };
        let excess = self.excess() - placed(&self.innies) + placed(&self.outies);
        let (more, less) = if excess >= 0 {
            (open(&self.innies), open(&self.outies))
        } else {
            (open(&self.outies), open(&self.innies))
        };
        OpenSides {
            more,
            less,
            by: excess.unsigned_abs() as u32,
        }
    }

    /// The parts whose sums make the difference: the houses added and the cages taken away,
    /// swapped when the outies are the larger side.
    fn parts(&self) -> (Vec<Part<'_>>, Vec<Part<'_>>) {
        let houses = self.area.houses.iter().map(|&house| Part::House(house));
        let cages = self.taken.iter().map(|&cage| Part::Cage(cage));
        if self.excess() >= 0 {
            (houses.collect(), cages.collect())
        } else {
            (cages.collect(), houses.collect())
        }
    }
}

/// A difference among open cells: `more` add up to `less` plus `by`.
struct OpenSides {
    /// The larger side, in cell order.
    more: Vec<Cell>,
    /// The other side, in cell order.
    less: Vec<Cell>,
    by: u32,
}

/// Every difference of `area`: the cages (each with a sum) inside it taken away, and any
/// nonempty choice of those that reach out of it, leaving innies, outies and at most `MOST_OPEN`
/// open cells; none when a cage inside it has no sum or too many cages reach out of it.
fn differences<'a>(grid: &Grid, cages: &'a [Cage], area: &'a Area) -> Vec<Difference<'a>> {
    let cells = &area.cells;
    let mut inside = Vec::new();
    let mut reaching = Vec::new();
    for cage in cages {
        let within = cage.cells.iter().filter(|&&c| cells.contains(c)).count();
        match within {
            0 => {}
            _ if cage.sum.is_none() => return Vec::new(),
            _ if within == cage.cells.len() => inside.push(cage),
            _ => reaching.push(cage),
        }
    }
    if reaching.is_empty() || reaching.len() > MOST_REACHING {
        return Vec::new();
    }
    if inside.len() >= MOST_TAKEN {
        return Vec::new();
    }
    let cell_set = |cells: &[Cell]| {
        cells.iter().fold(CellSet::default(), |mut set, &c| {
            set.insert(c);
            set
        })
    };
    let open = cell_set(
        &cells
            .iter()
            .chain(reaching.iter().flat_map(|cage| cage.cells.iter().copied()))
            .filter(|&c| grid.value(c).is_none())
            .collect::<Vec<_>>(),
    );
    let inside_cells = inside.iter().fold(CellSet::default(), |all, cage| {
        all.union(&cell_set(&cage.cells))
    });
    let reaching_cells: Vec<CellSet> = reaching.iter().map(|cage| cell_set(&cage.cells)).collect();
    let total = area.total(grid);
    let mut found = Vec::new();
    for choice in 1..1u32 << reaching.len() {
        if inside.len() + choice.count_ones() as usize > MOST_TAKEN {
            continue;
        }
        let chosen = (0..reaching.len())
            .filter(|&i| choice & 1 << i != 0)
            .fold(CellSet::default(), |all, i| all.union(&reaching_cells[i]));
        let innies = cells.difference(&inside_cells.union(&chosen));
        let outies = chosen.difference(cells);
        let open_count = innies.union(&outies).intersection(&open).len();
        if innies.is_empty() || outies.is_empty() || !(1..=MOST_OPEN).contains(&open_count) {
            continue;
        }
        let mut taken: Vec<&Cage> = inside
            .iter()
            .copied()
            .chain(
                (0..reaching.len())
                    .filter(|&i| choice & 1 << i != 0)
                    .map(|i| reaching[i]),
            )
            .collect();
        taken.sort_by_key(|cage| cage.cells.first().copied());
        found.push(Difference {
            area,
            covering: taken.iter().filter_map(|cage| cage.sum).sum(),
            taken,
            innies: innies.iter().collect(),
            outies: outies.iter().collect(),
            total,
        });
    }
    found
}

/// One term of a cell's expression: a cell's digit or the difference's number, added or taken
/// away.
#[derive(Clone, Copy)]
enum Term {
    /// A cell's digit.
    Cell(Cell),
    /// A known number.
    Number(u32),
}

/// Why an open cell of a difference loses candidates.
enum Cut {
    /// The others' least and greatest digits bound it: it equals `terms`, which make at least
    /// `least` and at most `greatest` (each given when it removes a candidate).
    Bounds {
        /// The terms it equals, each added (`true`) or taken away.
        terms: Vec<(bool, Term)>,
        least: Option<u32>,
        greatest: Option<u32>,
    },
    /// It is one of two open cells: it equals `number` plus (or minus) the other's digit, so
    /// the other's candidates give its own.
    Partner {
        /// The other open cell.
        other: Cell,
        /// Whether the other's digit is added (else taken away).
        added: bool,
        /// The known part.
        number: i64,
        /// The digits it can take, smallest first.
        values: Vec<Digit>,
        /// The digit it would share with the other, which sees it.
        clash: Option<Digit>,
    },
}

/// A cell of a difference that loses candidates, and why.
struct Bound {
    /// The open cell.
    cell: Cell,
    /// Why it loses them.
    cut: Cut,
    /// The candidates it loses.
    removed: Vec<Digit>,
}

/// What a difference rules out: each open cell that loses candidates, in cell order (a
/// placement when there is one open cell).
struct Bounds {
    /// The open cells that lose candidates, in cell order.
    cutting: Vec<Bound>,
}

/// The least and the greatest digit `cell` can hold: its digit when placed.
fn range(grid: &Grid, cell: Cell) -> (i64, i64) {
    let value = |digit: Option<Digit>| digit.map_or(0, |d| i64::from(d.get()));
    let held = grid.possible_digits(cell);
    (value(held.iter().next()), value(held.iter().last()))
}

/// The least and the greatest `terms` can make, each cell at its least or greatest.
fn extremes(grid: &Grid, terms: &[(bool, Term)]) -> (i64, i64) {
    terms
        .iter()
        .fold((0, 0), |(least, greatest), &(added, term)| {
            let (low, high) = match term {
                Term::Number(n) => (i64::from(n), i64::from(n)),
                Term::Cell(cell) => range(grid, cell),
            };
            if added {
                (least + low, greatest + high)
            } else {
                (least - high, greatest - low)
            }
        })
}

/// What each open cell of `difference` loses: with two open cells, the candidates the other's
/// do not match; with more, those outside the bounds the others' candidates allow. `None` when
/// nothing goes, or every candidate of a cell would (a board that breaks the rules).
fn bounds(grid: &Grid, difference: &Difference) -> Option<Bounds> {
    let OpenSides { more, less, by } = difference.open_sides(grid);
    let (more, less) = (&more[..], &less[..]);
    let open = difference.open_sorted(grid);
    let mut cutting = Vec::new();
    for &cell in &open {
        let on_more = more.contains(&cell);
        let (same, other) = if on_more { (more, less) } else { (less, more) };
        let mut terms: Vec<(bool, Term)> = other.iter().map(|&c| (true, Term::Cell(c))).collect();
        if by > 0 {
            terms.push((on_more, Term::Number(by)));
        }
        terms.extend(
            same.iter()
                .filter(|&&c| c != cell)
                .map(|&c| (false, Term::Cell(c))),
        );
        let held = grid.candidates(cell);
        let cut = match open[..] {
            [a, b] => partner(grid, cell, if a == cell { b } else { a }, &terms),
            _ => {
                let (least, greatest) = extremes(grid, &terms);
                let below = held.iter().any(|d| i64::from(d.get()) < least);
                let above = held.iter().any(|d| i64::from(d.get()) > greatest);
                Cut::Bounds {
                    terms,
                    least: below.then_some(least.max(0) as u32),
                    greatest: above.then_some(greatest.max(0) as u32),
                }
            }
        };
        let removed: Vec<Digit> = held.iter().filter(|&d| !cut.keeps(d)).collect();
        if removed.len() == held.len() {
            return None;
        }
        if !removed.is_empty() {
            cutting.push(Bound { cell, cut, removed });
        }
    }
    (!cutting.is_empty()).then_some(Bounds { cutting })
}

/// The reading of `cell` from the one other open cell `other`, by `terms` (the cell's
/// expression).
fn partner(grid: &Grid, cell: Cell, other: Cell, terms: &[(bool, Term)]) -> Cut {
    let mut number = 0;
    let mut added = true;
    for &(plus, term) in terms {
        match term {
            Term::Number(n) if plus => number += i64::from(n),
            Term::Number(n) => number -= i64::from(n),
            Term::Cell(_) => added = plus,
        }
    }
    let sees = grid.geometry().peer_set(cell).contains(other);
    let mut values = Vec::new();
    let mut clash = None;
    for digit in grid.candidates(other).iter() {
        let partner = i64::from(digit.get());
        let value = if added {
            number + partner
        } else {
            number - partner
        };
        let Some(value) = u8::try_from(value)
            .ok()
            .filter(|&v| v >= 1 && usize::from(v) <= grid.n())
            .map(Digit::new)
        else {
            continue;
        };
        if sees && value == digit {
            clash = Some(value);
        } else if !values.contains(&value) {
            values.push(value);
        }
    }
    values.sort_unstable();
    if clash.is_some_and(|c| values.contains(&c)) {
        clash = None;
    }
    Cut::Partner {
        other,
        added,
        number,
        values,
        clash,
    }
}

impl Cut {
    /// Whether the cell keeps `digit`.
    fn keeps(&self, digit: Digit) -> bool {
        let value = i64::from(digit.get());
        match self {
            Cut::Bounds {
                least, greatest, ..
            } => {
                least.is_none_or(|least| value >= i64::from(least))
                    && greatest.is_none_or(|greatest| value <= i64::from(greatest))
            }
            Cut::Partner { values, .. } => values.contains(&digit),
        }
    }
}

/// The step of `difference`: its equation, then each cut cell's bound; a placement when its one
/// open cell is fixed.
fn step(grid: &Grid, difference: &Difference, bounds: &Bounds) -> Step {
    let technique = Technique::InnieOutieDifference;
    let (more, less, by) = difference.sides();
    let (added, taken) = difference.parts();
    let mut proof = ProofBuilder::default();
    let difference_id = difference_fact(grid, &mut proof, (&added, &taken), (more, less), by);
    let mut message = intro(grid, difference);
    let highlight = Highlight {
        houses: difference.area.houses.clone(),
        cells: difference
            .innies
            .iter()
            .chain(&difference.outies)
            .map(|&c| (c, Role::Pattern))
            .collect(),
        ..Highlight::default()
    };
    let placement = match &bounds.cutting[..] {
        [only] if difference.open(grid).count() == 1 => {
            let held = grid.candidates(only.cell);
            held.iter()
                .find(|d| !only.removed.contains(d))
                .map(|digit| Candidate {
                    cell: only.cell,
                    digit,
                })
        }
        _ => None,
    };
    if let Some(placement) = placement {
        proof.add(
            Fact::Is(Group::from(placement)),
            Rule::OnlyFilling,
            vec![difference_id],
        );
        let proof = proof.finish(message.clone());
        return Step::placing(technique, message, grid, placement, highlight).with_proof(proof);
    }
    let mut eliminations = Vec::new();
    for (gone, sentence) in within_words(grid, &message, &bounds.cutting) {
        message = message![message, sentence];
        for &candidate in &gone {
            proof.add(
                Fact::IsNot(Group::from(candidate)),
                Rule::NoFilling,
                vec![difference_id],
            );
        }
        eliminations.extend(gone);
    }
    let proof = proof.finish(message.clone());
    Step::eliminating(technique, message, eliminations, highlight).with_proof(proof)
}

/// The candidates each bound of `cutting` removes, with its sentence, in cell order: the shortest
/// sentences that keep the step (`intro` and them) within `MOST_STEP_WORDS`, or
/// `MOST_LONG_STEP_WORDS` when the first alone goes beyond; the other bounds are left to a later
/// step.
fn within_words(grid: &Grid, intro: &Message, cutting: &[Bound]) -> Vec<(Vec<Candidate>, Message)> {
    let mut said: Vec<(usize, Vec<Candidate>, Message)> = cutting
        .iter()
        .enumerate()
        .map(|(at, bound)| {
            let gone: Vec<Candidate> = bound
                .removed
                .iter()
                .map(|&digit| Candidate {
                    cell: bound.cell,
                    digit,
                })
                .collect();
            let sentence = bound_sentence(grid, bound, &gone);
            (at, gone, sentence)
        })
        .collect();
    said.sort_by_cached_key(|(_, _, sentence)| word_count(sentence));
    let mut words = word_count(intro);
    let mut most = MOST_STEP_WORDS;
    let mut kept = Vec::new();
    for (at, gone, sentence) in said {
        let more = word_count(&sentence);
        if kept.is_empty() && words + more > most {
            most = MOST_LONG_STEP_WORDS;
        }
        if kept.is_empty() || words + more <= most {
            words += more;
            kept.push((at, gone, sentence));
        }
    }
    kept.sort_by_key(|(at, _, _)| *at);
    kept.into_iter()
        .map(|(_, gone, sentence)| (gone, sentence))
        .collect()
}

/// How the step opens: "Innie-Outie Difference: row 1 holds every digit once, 45 in all; the
/// cages at r1c2 (8), ... add up to 48, cover all of it but r1c1 and reach out with r2c4 and
/// r3c4, so r2c4 + r3c4 = r1c1 + 48 - 45 = r1c1 + 3." and, with placed cells among them, the
/// difference of the open cells.
fn intro(grid: &Grid, difference: &Difference) -> Message {
    let geometry = grid.geometry();
    let (more, less, by) = difference.sides();
    let side = |cells: &[Cell]| {
        let terms: Vec<(bool, Term)> = cells.iter().map(|&c| (true, Term::Cell(c))).collect();
        expression(grid, &terms, Side::Cells)
    };
    let (larger, smaller) = if difference.excess() >= 0 {
        (difference.total, difference.covering)
    } else {
        (difference.covering, difference.total)
    };
    let right = if by > 0 {
        message![side(less), " + ", by as usize]
    } else {
        side(less)
    };
    let placed = placed_digits(
        grid,
        difference.innies.iter().chain(&difference.outies).copied(),
    );
    let with_placed = if placed.is_empty() {
        Message::default()
    } else {
        let OpenSides { more, less, by } = difference.open_sides(grid);
        let equation = Fact::Difference {
            cells: more,
            less,
            by,
        };
        template!(
            "difference-placed",
            placed = and_list(placed),
            equation = equation.describe(geometry)
        )
    };
    let intro = template!(
        "difference-intro",
        technique = Technique::InnieOutieDifference,
        houses = house_list(&difference.area.houses),
        count = difference.area.times(),
        total = difference.total as usize,
        cages = cage_labels(grid, &difference.taken),
        cage_count = difference.taken.len(),
        listed = listed(difference.taken.len()),
        covering = difference.covering as usize,
        innies = cell_list(geometry, &difference.innies),
        outies_listed = cell_list(geometry, &difference.outies),
        more = side(more),
        less = side(less),
        larger = larger as usize,
        smaller = smaller as usize,
        right = right,
    );
    message![intro, with_placed]
}

/// What an expression is written with: its cells, or each cell's digit at the bound that makes
/// the least total.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    /// Its cells ("r1c1 + 3 - r3c4").
    Cells,
    /// Each cell's least digit where it is added and greatest where it is taken away ("5 + 3 -
    /// 3").
    Least,
    /// The other way round ("9 + 3 - 2").
    Greatest,
}

/// `terms` written out: "r1c1 + 3 - r3c4", or with the digits of `side`.
fn expression(grid: &Grid, terms: &[(bool, Term)], side: Side) -> Message {
    let mut written = Message::default();
    for (index, &(added, term)) in terms.iter().enumerate() {
        let sign = match (index, added) {
            (0, true) => "",
            (0, false) => "-",
            (_, true) => " + ",
            (_, false) => " - ",
        };
        let word = match (term, side) {
            (Term::Number(n), _) => message![n as usize],
            (Term::Cell(cell), Side::Cells) => message![Piece::cell(grid.geometry(), cell)],
            (Term::Cell(cell), _) => {
                let (low, high) = range(grid, cell);
                let at_least = (side == Side::Least) == added;
                message![if at_least { low } else { high } as usize]
            }
        };
        written = message![written, sign, word];
    }
    written
}

/// The sentence of one cut cell: " r2c4 = r1c1 + 3 - r3c4 is at least 5 + 3 - 3 = 5, so r2c4 <>
/// 1, 2, 3, 4." (each cell at its least or greatest candidate); for one of two open cells " r2c4 = r1c1
/// + 1, and r1c1 holds 5, 6, 8 or 9, so r2c4 is 6, 7 or 9: r2c4 <> 1, 2, 3, 4."
fn bound_sentence(grid: &Grid, bound: &Bound, gone: &[Candidate]) -> Message {
    let geometry = grid.geometry();
    let cell = Piece::cell(geometry, bound.cell);
    let removals = removals(geometry, gone);
    match &bound.cut {
        Cut::Bounds {
            terms,
            least,
            greatest,
        } => {
            let mut limits = Vec::new();
            if let Some(least) = least {
                limits.push(template!(
                    "difference-least",
                    arithmetic = expression(grid, terms, Side::Least),
                    value = *least as usize,
                ));
            }
            if let Some(greatest) = greatest {
                limits.push(template!(
                    "difference-greatest",
                    arithmetic = expression(grid, terms, Side::Greatest),
                    value = *greatest as usize,
                ));
            }
            template!(
                "difference-bound",
                cell = cell,
                expression = expression(grid, terms, Side::Cells),
                limits = and_list(limits),
                removals = removals,
            )
        }
        Cut::Partner {
            other,
            added,
            number,
            values,
            clash,
        } => {
            let other_name = Piece::cell(geometry, *other);
            let magnitude = number.unsigned_abs() as usize;
            let expression = match (added, number.signum()) {
                (true, 1) => message![other_name, " + ", magnitude],
                (true, -1) => message![other_name, " - ", magnitude],
                (true, _) => message![other_name],
                (false, _) => message![*number as usize, " - ", other_name],
            };
            let clash = clash.map_or(Message::default(), |digit| {
                template!(
                    "difference-clash",
                    digit = digit,
                    cell = cell,
                    other = other_name
                )
            });
            template!(
                "difference-partner",
                cell = cell,
                expression = expression,
                other = other_name,
                digits = or_list(grid.candidates(*other).iter()),
                values = or_list(values.iter().copied()),
                clash = clash,
                removals = removals,
            )
        }
    }
}
