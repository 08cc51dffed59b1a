//! What a screen reader says of each cell of the shown board: the cell's name, what it holds
//! (a given, a digit a numbered step placed, the student's digit, or its candidates), whether
//! Check finds it wrong, what the shown step does there, its paints and the variant marks drawn
//! in it. Everything a sighted student reads off the cell, in words.

use super::history::Change;
use super::state::Controller;
use stepper_core::deduction::step::{Role, Step};
use stepper_core::message::{
    Message, Piece, and_list, digit_list, little_killer_message, sandwich_message,
};
use stepper_core::model::rules::{RULES, RuleData};
use stepper_core::model::{Candidate, Cell, Digit, Geometry, Grid, House, LineKind, Parity};
use stepper_core::picture::Colours;
use stepper_core::tasks::play::Move;

/// Who put a cell's digit there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Origin {
    /// Log row `row` (from 1), a step of `technique`.
    Step { row: usize, technique: &'static str },
    /// The student.
    Typed,
}

impl Controller {
    /// The cells of the shown grid whose digit the student typed (not a given, not a step's).
    pub fn typed_digits(&self) -> Vec<Cell> {
        let n = self.grid().map_or(0, Grid::n);
        self.origins(n)
            .iter()
            .enumerate()
            .filter(|(_, origin)| **origin == Some(Origin::Typed))
            .map(|(index, _)| Cell::new(index))
            .collect()
    }

    /// What a screen reader says of each cell of the shown grid, in cell order: "r4c5, empty,
    /// candidates 1, 3 and 7", "r4c5, given 7", "r4c5, 4, placed by step 12 (Hidden Single)",
    /// "r4c5, 4, your digit, wrong", then what the shown step does in the cell. Empty when no
    /// puzzle is loaded.
    pub fn cell_readings(&self) -> Vec<Message> {
        let Some(grid) = self.shown_grid() else {
            return Vec::new();
        };
        let origins = self.origins(grid.n());
        let wrong = self.wrong_digits();
        let step = self.shown_step();
        let colours = self.shown_colours();
        (0..grid.n() * grid.n())
            .map(Cell::new)
            .map(|cell| {
                let mut reading = message![Piece::cell(grid.geometry(), cell), ", "];
                reading.push(contents(
                    grid,
                    cell,
                    origins[cell.index()],
                    self.shows_candidates(),
                ));
                if wrong.contains(&cell) {
                    reading.push(template!("reading-wrong"));
                }
                if let Some(step) = step {
                    reading.push(step_part(step, cell));
                }
                reading.push(paint_part(colours, cell));
                reading.push(variant_part(grid.geometry(), cell));
                reading
            })
            .collect()
    }

    /// Who placed each cell's digit in the shown grid of an `n` x `n` board, by cell index, from
    /// the log rows up to it (a step's placement replaces the student's digit; erasing clears
    /// it).
    pub(super) fn origins(&self, n: usize) -> Vec<Option<Origin>> {
        let mut origins = vec![None; n * n];
        let shown = self.selected().map_or(self.log().len(), |row| row + 1);
        for (index, entry) in self.log().iter().take(shown).enumerate() {
            match &entry.change {
                Change::Step(step) => {
                    for placed in &step.placements {
                        origins[placed.cell.index()] = Some(Origin::Step {
                            row: index + 1,
                            technique: step.technique.name(),
                        });
                    }
                }
                Change::Move {
                    made: Move::Place { cell, .. },
                    ..
                } => origins[cell.index()] = Some(Origin::Typed),
                Change::Move {
                    made: Move::Erase { cell },
                    ..
                } => origins[cell.index()] = None,
                Change::Move { .. } | Change::Paint { .. } => {}
            }
        }
        origins
    }
}

/// "given 7", "4, placed by step 12 (Hidden Single)", "4, your digit", "empty, candidates 1, 3
/// and 7" (or just "empty" while candidates are hidden).
fn contents(grid: &Grid, cell: Cell, origin: Option<Origin>, candidates_shown: bool) -> Message {
    match grid.value(cell) {
        Some(digit) if grid.is_given(cell) => template!("reading-given", digit = digit),
        Some(digit) => match origin {
            Some(Origin::Step { row, technique }) => template!(
                "reading-placed-by-step",
                digit = digit,
                row = row,
                technique = Piece::Technique(technique)
            ),
            Some(Origin::Typed) => template!("reading-your-digit", digit = digit),
            None => message![digit],
        },
        None if candidates_shown => {
            let digits: Vec<Digit> = grid.open_candidates(cell).iter().collect();
            match digits.as_slice() {
                [] => template!("reading-empty-no-candidates"),
                [one] => template!("reading-empty-candidate", digit = *one),
                _ => template!("reading-empty-candidates", digits = digit_list(&digits)),
            }
        }
        None => template!("reading-empty"),
    }
}

/// What `step` does in `cell`: ", the step places 4", ", the step removes 3 and 7", ", pattern
/// 2 and 5", ", fin 5", ", chain: 5 true, 3 false", ", premise", ", in the step's group".
fn step_part(step: &Step, cell: Cell) -> Message {
    let mut part = Message::default();
    let placed = digits_of(&step.placements, cell);
    if !placed.is_empty() {
        part.push(template!(
            "reading-step-places",
            digits = digit_list(&placed)
        ));
    }
    let removed = digits_of(&step.eliminations, cell);
    if !removed.is_empty() {
        part.push(template!(
            "reading-step-removes",
            digits = digit_list(&removed)
        ));
    }
    let with_role = |role: Role| {
        let marked: Vec<Candidate> = step
            .highlight
            .candidates
            .iter()
            .filter(|(_, r)| *r == role)
            .map(|(candidate, _)| *candidate)
            .collect();
        digits_of(&marked, cell)
    };
    for (role, key) in [
        (Role::Pattern, "reading-pattern"),
        (Role::Fin, "reading-fin"),
        (Role::ChainOn, "reading-chain-true"),
        (Role::ChainOff, "reading-chain-false"),
    ] {
        let digits = with_role(role);
        if !digits.is_empty() {
            part.push(Message::template(
                key,
                vec![("digits", digit_list(&digits))],
            ));
        }
    }
    let cell_roles: Vec<Role> = step
        .highlight
        .cells
        .iter()
        .filter(|(c, _)| *c == cell)
        .map(|(_, role)| *role)
        .collect();
    if cell_roles.contains(&Role::Premise) {
        part.push(template!("reading-premise"));
    } else if cell_roles.contains(&Role::Fin) {
        part.push(template!("reading-fin-cell"));
    } else if cell_roles.contains(&Role::Pattern) && placed.is_empty() {
        part.push(template!("reading-pattern-cell"));
    }
    if let Some(set) = step.highlight.sets.iter().position(|s| s.contains(&cell)) {
        part.push(template!("reading-in-group", number = set + 1));
    }
    part
}

/// ", painted: 5 blue, 7 green" for the painted candidates of `cell`.
fn paint_part(colours: &Colours, cell: Cell) -> Message {
    let painted: Vec<Message> = colours
        .iter()
        .filter(|(candidate, _)| candidate.cell == cell)
        .map(|(candidate, paint)| {
            template!(
                "reading-painted-digit",
                digit = candidate.digit,
                paint = paint.name()
            )
        })
        .collect();
    if painted.is_empty() {
        return Message::default();
    }
    template!(
        "reading-painted",
        paints = Message::separated(&painted, ", ")
    )
}

/// The variant marks drawn in `cell`: its Jigsaw region, diagonals, Windoku window, odd or even
/// mark, Killer cage and thermometers (where along each the cell is).
fn variant_part(geometry: &Geometry, cell: Cell) -> Message {
    let mut part = Message::default();
    for &house in geometry.houses_of(cell) {
        match house {
            House::Region(_) | House::Window(_) => part.push(message![", ", house]),
            House::Diagonal(_) => part.push(template!("reading-on-diagonal", house = house)),
            House::Row(_) | House::Col(_) | House::Box(_) => {}
        }
    }
    if let Some(parity) = geometry.layout().variant().parity {
        match parity[cell.index()] {
            Parity::Odd => part.push(template!("reading-odd")),
            Parity::Even => part.push(template!("reading-even")),
            Parity::Any => {}
        }
    }
    if let Some(cage) = geometry.cage_of(cell) {
        let size = cage.cells.len();
        match cage.sum {
            Some(sum) => part.push(template!(
                "reading-cage-sum",
                size = size,
                sum = sum.to_string()
            )),
            None => part.push(template!("reading-cage-no-sum", size = size)),
        }
    }
    for line in geometry.layout().variant().lines_of(LineKind::Thermometer) {
        let Some(place) = line.cells.iter().position(|&c| c == cell) else {
            continue;
        };
        let count = line.cells.len();
        part.push(match (place, line.cells.first()) {
            (0, _) | (_, None) => template!("reading-thermometer-bulb", count = count),
            (_, Some(&bulb)) => template!(
                "reading-thermometer",
                place = place + 1,
                count = count,
                bulb = Piece::cell(geometry, bulb)
            ),
        });
    }
    for line in geometry.layout().variant().lines_of(LineKind::Whisper) {
        let Some(place) = line.cells.iter().position(|&c| c == cell) else {
            continue;
        };
        let beside = [place.checked_sub(1), Some(place + 1)]
            .into_iter()
            .flatten()
            .filter_map(|i| line.cells.get(i))
            .map(|&c| Piece::cell(geometry, c));
        part.push(template!("reading-whisper", neighbours = and_list(beside)));
    }
    for line in geometry.layout().variant().lines_of(LineKind::Renban) {
        if line.cells.contains(&cell) {
            part.push(template!("reading-renban", count = line.cells.len()));
        }
    }
    for line in geometry.layout().variant().lines_of(LineKind::Palindrome) {
        let count = line.cells.len();
        let mirror = line.linked_pairs().find_map(|(a, b)| match cell {
            _ if a == cell => Some(b),
            _ if b == cell => Some(a),
            _ => None,
        });
        match mirror {
            Some(other) => part.push(template!(
                "reading-palindrome",
                count = count,
                mirror = Piece::cell(geometry, other)
            )),
            None if line.cells.contains(&cell) => {
                part.push(template!("reading-palindrome-middle", count = count));
            }
            None => {}
        }
    }
    for clue in geometry
        .layout()
        .variant()
        .little_killers
        .unwrap_or_default()
    {
        if clue.cells.contains(&cell) {
            let n = geometry.n();
            let clue = little_killer_message(clue, n);
            part.push(template!("reading-little-killer", clue = clue));
        }
    }
    for clue in geometry.layout().variant().sandwiches.unwrap_or_default() {
        let n = geometry.n();
        if clue.cells(n).contains(&cell) {
            let clue = sandwich_message(clue, n);
            part.push(template!("reading-sandwich", clue = clue));
        }
    }
    let pair_marks = RULES.iter().filter_map(|rule| match rule.data() {
        RuleData::Pairs(marks) => Some(marks.marks),
        _ => None,
    });
    for mark in pair_marks.flatten() {
        for line in geometry.layout().variant().lines_of(mark.kind) {
            if let Some(&other) = line.cells.iter().find(|&&c| c != cell)
                && line.cells.contains(&cell)
            {
                let other = Piece::cell(geometry, other);
                part.push(Message::template(
                    mark.reading_key,
                    vec![("other", message![other])],
                ));
            }
        }
    }
    part
}

/// The digits of `candidates` in `cell`, sorted.
fn digits_of(candidates: &[Candidate], cell: Cell) -> Vec<Digit> {
    let mut digits: Vec<Digit> = candidates
        .iter()
        .filter(|c| c.cell == cell)
        .map(|c| c.digit)
        .collect();
    digits.sort_unstable();
    digits.dedup();
    digits
}
