//! Template Set and Template Delete (HoDoKu's, off by default). A template of a digit is one way to
//! place all its copies: one cell in every row, column and box, each cell either already holding
//! the digit or still having it as a candidate. The templates that fit the grid are listed digit by
//! digit; a template that uses a cell some other digit must take (a cell every template of that
//! digit uses) is dropped, until nothing changes. A cell every remaining template of a digit uses
//! holds the digit (Template Set); a candidate no template uses goes (Template Delete).
//!
//! The message shows one template and says, for each cell no template uses, why: the cell is one
//! another digit must take, or the digit put there, then in each house's last place in turn, leaves
//! a house no place or two or three houses of one kind their places in fewer houses of another
//! kind; only when neither shows it does the message fall back on the count.
//!
//! Every board size works; a digit with more templates than the search affords is left alone.

use std::sync::Arc;

use super::search::Search;
use super::subsets::combinations;
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{Joiner, and_list, cell_list, elimination_list, or_list};
use crate::model::{Candidate, Cell, CellSet, Digit, Geometry, Grid, HOUSE_SLOTS, House};

/// The most search nodes spent listing one digit's templates; beyond it the digit is left alone.
const NODE_BUDGET: usize = 200_000;

/// The templates of one digit that fit the grid, or `None` when there are too many to list.
fn templates_of(grid: &Grid, digit: Digit) -> Option<Vec<CellSet>> {
    let mut listing = Listing {
        grid,
        digit,
        nodes: 0,
        found: Vec::new(),
    };
    listing
        .extend(0, 0, 0, CellSet::EMPTY)
        .then_some(listing.found)
}

/// A depth-first listing of one digit's templates, row by row.
struct Listing<'g> {
    grid: &'g Grid,
    digit: Digit,
    nodes: usize,
    found: Vec<CellSet>,
}

impl Listing<'_> {
    /// Places the digit in row `row` and the rows after it, avoiding the columns and boxes in
    /// `columns` and `boxes` (bits); false when the budget runs out.
    fn extend(&mut self, row: usize, columns: u32, boxes: u32, cells: CellSet) -> bool {
        let geometry = self.grid.geometry();
        if row == self.grid.n() {
            self.found.push(cells);
            return true;
        }
        self.nodes += 1;
        if self.nodes > NODE_BUDGET {
            return false;
        }
        let digit = self.digit;
        let placed = geometry
            .cells_of(House::Row(row as u8))
            .iter()
            .copied()
            .find(|&cell| self.grid.value(cell) == Some(digit));
        let options: Vec<Cell> = match placed {
            Some(cell) => vec![cell],
            None => geometry
                .cells_of(House::Row(row as u8))
                .iter()
                .copied()
                .filter(|&cell| {
                    self.grid.value(cell).is_none() && self.grid.candidates(cell).contains(digit)
                })
                .collect(),
        };
        for cell in options {
            let column = 1 << geometry.col_of(cell);
            let in_box = 1 << geometry.box_of(cell);
            if columns & column != 0 || boxes & in_box != 0 {
                continue;
            }
            let mut with = cells;
            with.insert(cell);
            if !self.extend(row + 1, columns | column, boxes | in_box, with) {
                return false;
            }
        }
        true
    }
}

/// Per digit (index `digit - 1`): the templates left after dropping those that use a cell another
/// digit must take, or `None` for a digit with too many to list.
fn refined_templates(grid: &Grid) -> Vec<Option<Vec<CellSet>>> {
    let digits: Vec<Digit> = (1..=grid.n() as u8).map(Digit::new).collect();
    let mut templates: Vec<Option<Vec<CellSet>>> =
        digits.iter().map(|&d| templates_of(grid, d)).collect();
    loop {
        let musts: Vec<CellSet> = templates
            .iter()
            .map(|listed| match listed {
                Some(list) => common(list),
                None => CellSet::EMPTY,
            })
            .collect();
        let mut changed = false;
        for (index, listed) in templates.iter_mut().enumerate() {
            let Some(list) = listed else {
                continue;
            };
            let before = list.len();
            list.retain(|template| {
                musts
                    .iter()
                    .enumerate()
                    .all(|(other, must)| other == index || template.intersection(must).is_empty())
            });
            changed |= list.len() != before;
        }
        if !changed {
            return templates;
        }
    }
}

/// The cells every template of `list` uses (none when the list is empty).
fn common(list: &[CellSet]) -> CellSet {
    let mut all = list.iter();
    let first = all.next().copied().unwrap_or(CellSet::EMPTY);
    all.fold(first, |shared, template| shared.intersection(template))
}

/// The cells some template of `list` uses.
fn used(list: &[CellSet]) -> CellSet {
    list.iter()
        .fold(CellSet::EMPTY, |union, template| union.union(template))
}

/// How the templates were counted, with one of them for the student to check.
fn counted(geometry: &Geometry, digit: Digit, list: &[CellSet]) -> Message {
    let example: Vec<Cell> = list.first().map(|t| t.iter().collect()).unwrap_or_default();
    let example_names: Vec<Message> = example
        .iter()
        .map(|&c| message![Piece::cell(geometry, c)])
        .collect();
    template!(
        "templates-counted",
        digit = digit,
        count = list.len(),
        example = Message::separated(&example_names, ", "),
    )
}

/// Each digit that has templates, in order, with them.
struct Listed(Vec<(Digit, Vec<CellSet>)>);

/// The digits with templates of the search's grid, listed once per state: Template Set and
/// Template Delete run one after the other on the same state and share them (kept in the search
/// cache).
fn listed_digits(search: &mut Search<'_>) -> Arc<Listed> {
    let grid = search.grid;
    search.cache.kept(grid, || {
        Listed(
            refined_templates(grid)
                .into_iter()
                .zip((1..=grid.n() as u8).map(Digit::new))
                .filter_map(|(listed, digit)| Some((digit, listed?)))
                .filter(|(_, list)| !list.is_empty())
                .collect(),
        )
    })
}

/// The empty cells every template of `list` uses.
fn must_cells(grid: &Grid, list: &[CellSet]) -> Vec<Cell> {
    common(list)
        .iter()
        .filter(|&cell| grid.value(cell).is_none())
        .collect()
}

/// Template Set: per digit in order, the first empty cell every template of the digit uses (one
/// placement per step, as every step of this solver places one digit).
pub(super) fn template_set(search: &mut Search<'_>) {
    let grid = search.grid;
    let geometry = grid.geometry();
    let listed = listed_digits(search);
    let taken = taken_cells(grid, &listed);
    for &(digit, ref list) in &listed.0 {
        let cells = must_cells(grid, list);
        if cells.is_empty() {
            continue;
        }
        let set = cells[0];
        let (house, others) = settling_house(grid, digit, set, &taken);
        let message = template!(
            "template-set-step",
            technique = Technique::TemplateSet,
            counted = counted(geometry, digit, list),
            cells = cell_list(geometry, &cells),
            cell = Piece::cell(geometry, set),
            digit = digit,
            settled = settled(grid, digit, house, others, &taken),
        );
        let highlight = Highlight {
            cells: cells.iter().map(|&c| (c, Role::Pattern)).collect(),
            ..Highlight::default()
        };
        let placement = Candidate {
            cell: cells[0],
            digit,
        };
        if search.found.add(Step::placing(
            Technique::TemplateSet,
            message,
            grid,
            placement,
            highlight,
        )) {
            return;
        }
    }
}

/// Template Delete: per digit in order, the candidates of the digit no template uses.
pub(super) fn template_delete(search: &mut Search<'_>) {
    let grid = search.grid;
    let geometry = grid.geometry();
    let listed = listed_digits(search);
    let taken = taken_cells(grid, &listed);
    for &(digit, ref list) in &listed.0 {
        let covered = used(list);
        let eliminations: Vec<Candidate> = (0..grid.values().len())
            .map(Cell::new)
            .filter(|&cell| {
                grid.value(cell).is_none()
                    && grid.candidates(cell).contains(digit)
                    && !covered.contains(cell)
            })
            .map(|cell| Candidate { cell, digit })
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let cells: Vec<Cell> = eliminations.iter().map(|c| c.cell).collect();
        let reasons = cells
            .iter()
            .map(|&cell| (cell, blocked(grid, digit, cell, &taken)))
            .collect();
        let message = template!(
            "template-delete-step",
            technique = Technique::TemplateDelete,
            counted = counted(geometry, digit, list),
            cells = cell_list(geometry, &cells),
            blocked = say_all_blocked(grid, digit, reasons, &taken),
            eliminations = elimination_list(geometry, &eliminations),
        );
        let highlight = Highlight {
            cells: must_cells(grid, list)
                .into_iter()
                .map(|cell| (cell, Role::Pattern))
                .collect(),
            ..Highlight::default()
        };
        if search.found.add(Step::eliminating(
            Technique::TemplateDelete,
            message,
            eliminations,
            highlight,
        )) {
            return;
        }
    }
}

/// Why no way of placing a digit uses a cell, in terms a student can check on the board.
#[derive(PartialEq)]
enum Blocked {
    /// Every way of placing another digit uses the cell.
    Taken(Digit),
    /// Putting the digit in the cell, then in each `forced` cell (the last place left in its
    /// house), ends in `end`; `without_taken` when that needs the cells other digits must have
    /// left out.
    Runs {
        forced: Vec<(Cell, House)>,
        end: Dead,
        without_taken: bool,
    },
    /// Only the count of the ways shows it.
    Counted,
}

/// How a run of placements of one digit leaves it no room.
#[derive(PartialEq)]
enum Dead {
    /// A house without the digit has no place left for it.
    Empty(House),
    /// These houses (rows, columns or boxes) have their places left in fewer houses of another
    /// kind, each of which takes the digit once.
    Confined {
        bases: Vec<House>,
        covers: Vec<House>,
    },
}

/// The places of one digit a run of placements still leaves open, house by house.
struct Room<'g> {
    grid: &'g Grid,
    /// The empty cells that may still take the digit.
    open: CellSet,
    /// Per house (in `Geometry::houses` order): it holds the digit already.
    holding: Vec<bool>,
}

impl<'g> Room<'g> {
    /// The room of `digit` on `grid`: its placed copies and the candidates outside `taken`.
    fn new(grid: &'g Grid, digit: Digit, taken: &CellSet) -> Room<'g> {
        let mut room = Room {
            grid,
            open: CellSet::EMPTY,
            holding: vec![false; HOUSE_SLOTS],
        };
        for cell in (0..grid.values().len()).map(Cell::new) {
            if grid.value(cell).is_none()
                && grid.candidates(cell).contains(digit)
                && !taken.contains(cell)
            {
                room.open.insert(cell);
            }
        }
        for cell in (0..grid.values().len()).map(Cell::new) {
            if grid.value(cell) == Some(digit) {
                room.place(cell);
            }
        }
        room
    }

    /// Puts the digit in `cell`: its houses hold it, and its peers can no longer.
    fn place(&mut self, cell: Cell) {
        let geometry = self.grid.geometry();
        let n = geometry.n();
        for house in geometry.houses_of(cell) {
            self.holding[house.index(n)] = true;
        }
        self.open = self.open.difference(geometry.peer_set(cell));
        self.open.remove(cell);
    }

    /// The open places of `house`.
    fn places(&self, house: House) -> CellSet {
        self.grid
            .geometry()
            .cell_set_of(house)
            .intersection(&self.open)
    }

    /// The houses still waiting for the digit.
    fn waiting(&self) -> impl Iterator<Item = House> + '_ {
        let n = self.grid.n();
        let houses = self.grid.geometry().houses().iter().copied();
        houses.filter(move |house| !self.holding[house.index(n)])
    }

    /// Puts the digit in `start`, then in every last place of a house, until a house has no place
    /// or some houses share too few; `None` when the run ends without either.
    fn run(mut self, start: Cell) -> Option<(Vec<(Cell, House)>, Dead)> {
        self.place(start);
        let mut forced = Vec::new();
        loop {
            if let Some(house) = self.waiting().find(|&h| self.places(h).is_empty()) {
                return Some((forced, Dead::Empty(house)));
            }
            let last = self.waiting().find_map(|house| {
                let places = self.places(house);
                let only = places.iter().next().filter(|_| places.len() == 1);
                only.map(|cell| (cell, house))
            });
            let Some((cell, house)) = last else {
                return self.confined().map(|dead| (forced, dead));
            };
            forced.push((cell, house));
            self.place(cell);
        }
    }

    /// Two or three waiting houses of one kind whose places all lie in fewer houses of another
    /// kind.
    fn confined(&self) -> Option<Dead> {
        let geometry = self.grid.geometry();
        for base_kind in 0..3 {
            let bases: Vec<House> = self.waiting().filter(|&h| kind(h) == base_kind).collect();
            for cover_kind in (0..3).filter(|&k| k != base_kind) {
                for size in 2..=3 {
                    for picks in combinations(bases.len(), size) {
                        let chosen: Vec<House> = picks.iter().map(|&i| bases[i]).collect();
                        let mut covers: Vec<House> = chosen
                            .iter()
                            .flat_map(|&h| self.places(h).iter().collect::<Vec<Cell>>())
                            .map(|cell| geometry.houses_of(cell)[cover_kind])
                            .collect();
                        covers.sort_unstable();
                        covers.dedup();
                        if covers.len() < size {
                            return Some(Dead::Confined {
                                bases: chosen,
                                covers,
                            });
                        }
                    }
                }
            }
        }
        None
    }
}

/// The kind of `house` as its position in `Geometry::houses_of`: 0 for a row, 1 for a column,
/// 2 for a box (or region); 3 for a diagonal or window, which is never a base or cover here.
fn kind(house: House) -> usize {
    match house {
        House::Row(_) => 0,
        House::Col(_) => 1,
        House::Box(_) | House::Region(_) => 2,
        House::Diagonal(_) | House::Window(_) => 3,
    }
}

/// Why no way of placing `digit` uses `cell`, the ways being refined against `taken` (cells other
/// digits must have, with the digit): first by the digit's own places, then leaving out the taken
/// cells too.
fn blocked(grid: &Grid, digit: Digit, cell: Cell, taken: &[(Cell, Digit)]) -> Blocked {
    if let Some(&(_, other)) = taken.iter().find(|(c, _)| *c == cell) {
        return Blocked::Taken(other);
    }
    let alone = Room::new(grid, digit, &CellSet::EMPTY).run(cell);
    if let Some((forced, end)) = alone {
        return Blocked::Runs {
            forced,
            end,
            without_taken: false,
        };
    }
    let mut others = CellSet::EMPTY;
    for &(c, _) in taken {
        others.insert(c);
    }
    match Room::new(grid, digit, &others).run(cell) {
        Some((forced, end)) => Blocked::Runs {
            forced,
            end,
            without_taken: true,
        },
        None => Blocked::Counted,
    }
}

/// The house of `cell` whose other places for `digit` are easiest to rule out (fewest ruled out
/// only by the count, then fewest places), with those places and why each is ruled out.
fn settling_house(
    grid: &Grid,
    digit: Digit,
    cell: Cell,
    taken: &[(Cell, Digit)],
) -> (House, Vec<(Cell, Blocked)>) {
    let geometry = grid.geometry();
    let option = |house: House| {
        let others: Vec<(Cell, Blocked)> = geometry
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| c != cell && grid.value(c).is_none() && grid.candidates(c).contains(digit))
            .map(|c| (c, blocked(grid, digit, c, taken)))
            .collect();
        let counted = others
            .iter()
            .filter(|(_, why)| *why == Blocked::Counted)
            .count();
        ((counted, others.len()), house, others)
    };
    let houses = geometry.houses_of(cell);
    let mut best = option(houses[0]);
    for &house in &houses[1..] {
        let other = option(house);
        if other.0 < best.0 {
            best = other;
        }
    }
    (best.1, best.2)
}

/// Why `house` has its `digit` in the set cell: its `others` places are each ruled out (with why).
fn settled(
    grid: &Grid,
    digit: Digit,
    house: House,
    others: Vec<(Cell, Blocked)>,
    taken: &[(Cell, Digit)],
) -> Message {
    if others.is_empty() {
        return template!("template-last-place", digit = digit, house = house);
    }
    template!(
        "template-no-way-elsewhere",
        digit = digit,
        house = house,
        blocked = say_all_blocked(grid, digit, others, taken),
    )
}

/// The cells other digits must have: per listed digit, the empty cells every one of its ways uses.
fn taken_cells(grid: &Grid, listed: &Listed) -> Vec<(Cell, Digit)> {
    listed
        .0
        .iter()
        .flat_map(|(digit, list)| must_cells(grid, list).into_iter().map(|c| (c, *digit)))
        .collect()
}

/// Says why no way of placing `digit` uses any of `cells` (which share the reason `why`).
fn say_blocked(
    grid: &Grid,
    digit: Digit,
    cells: &[Cell],
    why: &Blocked,
    taken: &[(Cell, Digit)],
) -> Message {
    let geometry = grid.geometry();
    let names: Vec<Piece> = cells.iter().map(|&c| Piece::cell(geometry, c)).collect();
    match why {
        Blocked::Taken(other) => {
            template!("template-taken", other = other, cells = and_list(names))
        }
        Blocked::Counted => template!(
            "template-counted-out",
            digit = digit,
            cells = and_list(names)
        ),
        Blocked::Runs {
            forced,
            end,
            without_taken,
        } => {
            let mut said = template!("template-run-start", digit = digit, cells = or_list(names));
            for &(cell, house) in forced {
                said.push(template!(
                    "template-run-then",
                    cell = Piece::cell(geometry, cell),
                    house = house
                ));
            }
            let end_words = match end {
                Dead::Empty(house) => template!(
                    "template-run-empty",
                    run = said,
                    house = *house,
                    digit = digit
                ),
                Dead::Confined { bases, covers } => template!(
                    "template-run-confined",
                    run = said,
                    digit = digit,
                    bases = and_list(bases.iter().copied()),
                    covers = and_list(covers.iter().copied()),
                ),
            };
            let mut said = end_words;
            if *without_taken {
                let mut houses: Vec<House> = forced.iter().map(|&(_, house)| house).collect();
                match end {
                    Dead::Empty(house) => houses.push(*house),
                    Dead::Confined { bases, .. } => houses.extend(bases),
                }
                let out: Vec<Message> = taken
                    .iter()
                    .filter(|&&(cell, other)| {
                        other != digit
                            && grid.candidates(cell).contains(digit)
                            && houses
                                .iter()
                                .any(|&h| geometry.cell_set_of(h).contains(cell))
                    })
                    .map(|&(cell, other)| {
                        template!(
                            "template-taken",
                            other = other,
                            cells = Piece::cell(geometry, cell)
                        )
                    })
                    .collect();
                said.push(template!(
                    "since",
                    reasons = Message::joined(&out, Joiner::And)
                ));
            }
            said
        }
    }
}

/// Says why no way of placing `digit` uses each cell of `reasons` (with its reason), cells with the
/// same reason together.
fn say_all_blocked(
    grid: &Grid,
    digit: Digit,
    reasons: Vec<(Cell, Blocked)>,
    taken: &[(Cell, Digit)],
) -> Message {
    let mut groups: Vec<(Vec<Cell>, Blocked)> = Vec::new();
    for (cell, why) in reasons {
        let shared = matches!(&why, Blocked::Runs { forced, .. } if forced.is_empty())
            || matches!(why, Blocked::Taken(_) | Blocked::Counted);
        match groups.iter_mut().find(|(_, known)| shared && *known == why) {
            Some((group, _)) => group.push(cell),
            None => groups.push((vec![cell], why)),
        }
    }
    let said: Vec<Message> = groups
        .iter()
        .map(|(group, why)| say_blocked(grid, digit, group, why, taken))
        .collect();
    Message::separated(&said, "; ")
}
