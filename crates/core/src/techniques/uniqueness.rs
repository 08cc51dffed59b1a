//! Uniqueness techniques. Four cells at the corners of a rectangle that spans two rows, two columns
//! and exactly two boxes, all holding the same two digits a and b and nothing else, would be a
//! deadly pattern: a and b could be swapped in them, giving two solutions. A puzzle with a unique
//! solution never gets there, so whatever would complete such a pattern is false. Every technique
//! here assumes the puzzle has a unique solution, and every message says so.
//!
//! - Uniqueness Test 1: three corners hold only a and b, so the fourth cannot be a or b.
//! - Type 2: two corners hold only a and b, the other two a, b and the same extra digit c, in one
//!   line: one of them is c, so c goes from the cells that see both.
//! - Type 3: the extra digits of the two roof corners act as one cell and form a naked subset with
//!   other cells of a house they share.
//! - Type 4: the roof corners share a house where a has no other place: one of them is a, so
//!   neither can be b.
//! - Type 5: two diagonal (or three) corners hold a, b and the same extra c: one is c, so c goes
//!   from the cells that see them all.
//! - Type 6: two diagonal corners hold only a and b and a has no other place in both rows (or both
//!   columns): the other two corners cannot be a.
//! - Hidden Rectangle: one corner holds only a and b and a has no other place in the row and the
//!   column of the opposite corner: that corner cannot be b.
//! - Avoidable Rectangle 1 and 2: the same with corners that the solver filled in (not givens),
//!   which could be swapped just the same. These need to know which digits were given, so they
//!   find nothing on a grid without givens (such as a pasted pencil-mark grid).
//!
//! Every board size works.

use super::links::seeing_all;
use super::subsets::first_combination;
use std::sync::Arc;

use super::search::{Search, SearchCache};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::Piece;
use crate::message::{Joiner, cell_list, digit_set_list, elimination_list, or_list};
use crate::model::{Candidate, Candidates, Cell, Digit, Grid, House};

/// Four cells at the corners of a rectangle over two boxes: `[top left, top right, bottom left,
/// bottom right]`.
#[derive(Clone, Copy)]
struct Rectangle {
    corners: [Cell; 4],
}

impl Rectangle {
    /// The corner diagonally opposite corner `i`.
    fn opposite(i: usize) -> usize {
        3 - i
    }

    /// The two corners that share a line with corner `i`, in corner order.
    fn neighbours(i: usize) -> [usize; 2] {
        [(i ^ 1).min(i ^ 2), (i ^ 1).max(i ^ 2)]
    }
}

/// Every rectangle over exactly two boxes, rows then columns in order, for the layout of `grid`:
/// they depend on the layout only, and every uniqueness technique walks them (kept in the search
/// cache).
fn rectangles(cache: &mut SearchCache, grid: &Grid) -> Arc<Vec<Rectangle>> {
    cache.kept(&grid.layout(), || rectangles_of(grid))
}

/// Per cell, the digits that no digit placed in its houses rules out: what an empty corner may
/// hold or have lost to earlier steps only. Every uniqueness technique reads them for the same
/// grid state (kept in the search cache).
struct OpenDigits(Vec<Candidates>);

/// The `OpenDigits` of `grid`.
fn open_digits(cache: &mut SearchCache, grid: &Grid) -> Arc<OpenDigits> {
    cache.kept(grid, || {
        let all = Candidates::all(grid.n());
        let cells = (0..grid.values().len()).map(Cell::new);
        OpenDigits(cells.map(|c| all & !grid.placed_among_peers(c)).collect())
    })
}

/// `rectangles`, worked out.
fn rectangles_of(grid: &Grid) -> Vec<Rectangle> {
    let geometry = grid.geometry();
    let n = grid.n();
    let mut found = Vec::new();
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    let corners = [
                        geometry.cell_at(r1, c1),
                        geometry.cell_at(r1, c2),
                        geometry.cell_at(r2, c1),
                        geometry.cell_at(r2, c2),
                    ];
                    let mut boxes: Vec<usize> =
                        corners.iter().map(|&c| geometry.box_of(c)).collect();
                    boxes.sort_unstable();
                    boxes.dedup();
                    if boxes.len() == 2 {
                        found.push(Rectangle { corners });
                    }
                }
            }
        }
    }
    found
}

/// A rectangle of empty cells that all hold digits `a` and `b`, or lost them to earlier steps.
struct Candidate4<'a> {
    grid: &'a Grid,
    rectangle: Rectangle,
    a: Digit,
    b: Digit,
}

impl Candidate4<'_> {
    fn pair(&self) -> Candidates {
        let mut pair = Candidates::EMPTY;
        pair.insert(self.a);
        pair.insert(self.b);
        pair
    }

    fn cell(&self, i: usize) -> Cell {
        self.rectangle.corners[i]
    }

    fn candidates(&self, i: usize) -> Candidates {
        self.grid.candidates(self.cell(i))
    }

    /// Whether corner `i` holds a or b and nothing else.
    fn is_pair_only(&self, i: usize) -> bool {
        self.extras(i).is_empty()
    }

    /// The corners that hold a or b and nothing else.
    fn floor(&self) -> Vec<usize> {
        (0..4).filter(|&i| self.is_pair_only(i)).collect()
    }

    /// The other digits of corner `i`.
    fn extras(&self, i: usize) -> Candidates {
        Candidates::from_bits(self.candidates(i).bits() & !self.pair().bits())
    }

    fn names(&self, corners: &[usize]) -> Message {
        let cells: Vec<Cell> = corners.iter().map(|&i| self.cell(i)).collect();
        cell_list(self.grid.geometry(), &cells)
    }

    /// "r1c1 and r2c2 hold nothing else": the corners hold no digit but the rectangle's two.
    fn plain(&self, corners: &[usize]) -> Message {
        template!(
            "rectangle-plain",
            cells = self.names(corners),
            count = corners.len()
        )
    }

    /// ": all four corners would hold only a and b", the deadly pattern a uniqueness step avoids.
    fn deadly(&self) -> Message {
        template!("rectangle-deadly", a = self.a, b = self.b)
    }

    /// Whether `digit` has no place in `house` outside the rectangle.
    fn locked_in_rectangle(&self, house: House, digit: Digit) -> bool {
        self.grid
            .geometry()
            .cells_of(house)
            .iter()
            .filter(|&&c| self.grid.candidates(c).contains(digit))
            .all(|c| self.rectangle.corners.contains(c))
    }

    fn step(
        &self,
        technique: Technique,
        reasoning: Message,
        eliminations: Vec<Candidate>,
        extra_pattern: &[Candidate],
    ) -> Option<Step> {
        let mut eliminations: Vec<Candidate> = eliminations
            .into_iter()
            .filter(|c| self.grid.candidates(c.cell).contains(c.digit))
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        eliminations.sort();
        eliminations.dedup();
        let geometry = self.grid.geometry();
        let lost: Vec<Candidate> = self
            .rectangle
            .corners
            .iter()
            .flat_map(|&cell| [self.a, self.b].map(|digit| Candidate { cell, digit }))
            .filter(|c| !self.grid.candidates(c.cell).contains(c.digit))
            .collect();
        let lost = if lost.is_empty() {
            Message::default()
        } else {
            let removed: Vec<Message> = [self.a, self.b]
                .into_iter()
                .filter_map(|digit| {
                    let cells: Vec<Cell> = lost
                        .iter()
                        .filter(|c| c.digit == digit)
                        .map(|c| c.cell)
                        .collect();
                    (!cells.is_empty()).then(|| {
                        template!(
                            "digit-from-cells",
                            digit = digit,
                            cells = cell_list(geometry, &cells)
                        )
                    })
                })
                .collect();
            template!(
                "rectangle-lost",
                removed = Message::joined(&removed, Joiner::And),
                a = self.a,
                b = self.b,
            )
        };
        let message = template!(
            "rectangle-step",
            technique = technique,
            a = self.a,
            b = self.b,
            corners = self.names(&[0, 1, 2, 3]),
            lost = lost,
            reasoning = reasoning,
            eliminations = elimination_list(geometry, &eliminations),
        );
        let mut candidates: Vec<(Candidate, Role)> = Vec::new();
        for &cell in &self.rectangle.corners {
            for digit in [self.a, self.b] {
                let c = Candidate { cell, digit };
                if self.grid.candidates(cell).contains(digit) && !eliminations.contains(&c) {
                    candidates.push((c, Role::Pattern));
                }
            }
        }
        candidates.extend(extra_pattern.iter().map(|&c| (c, Role::Fin)));
        let highlight = Highlight {
            cells: self
                .rectangle
                .corners
                .iter()
                .map(|&c| (c, Role::Pattern))
                .collect(),
            candidates,
            ..Highlight::default()
        };
        Some(Step::eliminating(
            technique,
            message,
            eliminations,
            highlight,
        ))
    }

    fn type_1(&self) -> Option<Step> {
        let floor = self.floor();
        if floor.len() != 3 {
            return None;
        }
        let roof = (0..4).find(|i| !floor.contains(i))?;
        let cell = self.cell(roof);
        let eliminations = [self.a, self.b]
            .into_iter()
            .map(|digit| Candidate { cell, digit })
            .collect();
        let reasoning = template!(
            "rectangle-type-1",
            floor = self.names(&floor),
            roof = self.names(&[roof]),
        );
        self.step(Technique::UniquenessTest1, reasoning, eliminations, &[])
    }

    /// Types 2 and 5: the corners with extras all hold the same single extra digit.
    fn same_extra(&self, technique: Technique) -> Option<Step> {
        let floor = self.floor();
        if floor.is_empty() || floor.len() >= 3 {
            return None;
        }
        let roof: Vec<usize> = (0..4).filter(|i| !floor.contains(i)).collect();
        let extra = self.extras(roof[0]);
        if extra.len() != 1 || roof.iter().any(|&i| self.extras(i) != extra) {
            return None;
        }
        let in_line = roof.len() == 2 && roof[0] != Rectangle::opposite(roof[1]);
        let wanted = if in_line {
            Technique::UniquenessTest2
        } else {
            Technique::UniquenessTest5
        };
        if wanted != technique {
            return None;
        }
        let c = extra.iter().next()?;
        let roof_cells: Vec<Cell> = roof.iter().map(|&i| self.cell(i)).collect();
        let eliminations = seeing_all(self.grid, &roof_cells, c);
        let reasoning = template!(
            "rectangle-same-extra",
            plain = self.plain(&floor),
            roof = self.names(&roof),
            digit = c,
        );
        let pattern: Vec<Candidate> = roof_cells
            .iter()
            .map(|&cell| Candidate { cell, digit: c })
            .collect();
        self.step(technique, reasoning, eliminations, &pattern)
    }

    /// The two roof corners when the floor is two corners in a line.
    fn roof_in_line(&self) -> Option<(usize, usize)> {
        let floor = self.floor();
        if floor.len() != 2 || floor[0] == Rectangle::opposite(floor[1]) {
            return None;
        }
        let roof: Vec<usize> = (0..4).filter(|i| !floor.contains(i)).collect();
        Some((roof[0], roof[1]))
    }

    /// The box that holds the roof corners `roof` and `subset` of line `house`, if one does (a
    /// subset of a line inside one box is a subset of that box too).
    fn box_holding_line_subset(
        &self,
        house: House,
        subset: &[Cell],
        roof: [usize; 2],
    ) -> Option<House> {
        if matches!(house, House::Box(_)) {
            return None;
        }
        let geometry = self.grid.geometry();
        let first = geometry.box_of(self.cell(roof[0]));
        let cells = subset.iter().copied().chain(roof.map(|i| self.cell(i)));
        cells
            .map(|c| geometry.box_of(c))
            .all(|b| b == first)
            .then_some(House::Box(first as u8))
    }

    /// Type 3, the subset that removes the most (then the smallest, then the first house). As
    /// in HoDoKu, the subset's other cells hold neither a nor b, and on boards up to 9x9 it may
    /// take any number of them (bigger boards stop at four, as the subsets grow too many).
    fn type_3(&self) -> Option<Step> {
        let (r1, r2) = self.roof_in_line()?;
        let extras = self.extras(r1) | self.extras(r2);
        if extras.len() < 2 {
            return None;
        }
        let geometry = self.grid.geometry();
        let mut best: Option<Step> = None;
        for house in geometry.shared_houses(self.cell(r1), self.cell(r2)) {
            let others: Vec<Cell> = geometry
                .cells_of(house)
                .iter()
                .copied()
                .filter(|&c| {
                    self.grid.value(c).is_none()
                        && !self.rectangle.corners.contains(&c)
                        && (self.grid.candidates(c) & self.pair()).is_empty()
                })
                .collect();
            let largest = if self.grid.n() <= 9 {
                others.len()
            } else {
                others.len().min(4)
            };
            for size in 1..=largest {
                first_combination(others.len(), size, |picks| -> Option<()> {
                    let subset: Vec<Cell> = picks.iter().map(|&i| others[i]).collect();
                    let digits = subset
                        .iter()
                        .fold(extras, |acc, &c| acc | self.grid.candidates(c));
                    if digits.len() != size + 1 {
                        return None;
                    }
                    let box_too = self.box_holding_line_subset(house, &subset, [r1, r2]);
                    let mut eliminations: Vec<Candidate> = std::iter::once(house)
                        .chain(box_too)
                        .flat_map(|h| geometry.cells_of(h).iter().copied())
                        .filter(|c| !subset.contains(c) && !self.rectangle.corners.contains(c))
                        .flat_map(|cell| {
                            (self.grid.candidates(cell) & digits)
                                .iter()
                                .map(move |digit| Candidate { cell, digit })
                        })
                        .collect();
                    eliminations.sort();
                    eliminations.dedup();
                    let houses = match box_too {
                        Some(b) => template!("house-and-box-holding-all", house = house, block = b),
                        None => message![house],
                    };
                    let reasoning = template!(
                        "rectangle-type-3",
                        roof = self.names(&[r1, r2]),
                        a = self.a,
                        b = self.b,
                        extras = digit_set_list(extras),
                        subset = cell_list(geometry, &subset),
                        digits = digit_set_list(digits),
                        houses = houses,
                    );
                    let step =
                        self.step(Technique::UniquenessTest3, reasoning, eliminations, &[])?;
                    if best
                        .as_ref()
                        .is_none_or(|b| step.eliminations.len() > b.eliminations.len())
                    {
                        best = Some(step);
                    }
                    None
                });
            }
        }
        best
    }

    fn type_4(&self) -> Option<Step> {
        let (r1, r2) = self.roof_in_line()?;
        let (c1, c2) = (self.cell(r1), self.cell(r2));
        let geometry = self.grid.geometry();
        geometry
            .shared_houses(c1, c2)
            .into_iter()
            .find_map(|house| {
                [(self.a, self.b), (self.b, self.a)]
                    .into_iter()
                    .find_map(|(locked, other)| {
                        if !self.locked_in_rectangle(house, locked) {
                            return None;
                        }
                        let eliminations = vec![
                            Candidate {
                                cell: c1,
                                digit: other,
                            },
                            Candidate {
                                cell: c2,
                                digit: other,
                            },
                        ];
                        let reasoning = template!(
                            "rectangle-type-4",
                            plain = self.plain(&self.floor()),
                            house = house,
                            locked = locked,
                            roof = self.names(&[r1, r2]),
                            other = other,
                            deadly = self.deadly(),
                        );
                        self.step(Technique::UniquenessTest4, reasoning, eliminations, &[])
                    })
            })
    }

    fn type_6(&self) -> Option<Step> {
        let floor = self.floor();
        if floor.len() != 2 || floor[0] != Rectangle::opposite(floor[1]) {
            return None;
        }
        let roof: Vec<usize> = (0..4).filter(|i| !floor.contains(i)).collect();
        let geometry = self.grid.geometry();
        let rows = [0, 2].map(|i| House::Row(geometry.row_of(self.cell(i)) as u8));
        let cols = [0, 1].map(|i| House::Col(geometry.col_of(self.cell(i)) as u8));
        [self.a, self.b].into_iter().find_map(|digit| {
            let lines = [rows, cols]
                .into_iter()
                .find(|lines| lines.iter().all(|&h| self.locked_in_rectangle(h, digit)))?;
            let eliminations = roof
                .iter()
                .map(|&i| Candidate {
                    cell: self.cell(i),
                    digit,
                })
                .collect();
            let other = if digit == self.a { self.b } else { self.a };
            let reasoning = template!(
                "rectangle-type-6",
                plain = self.plain(&floor),
                digit = digit,
                first_line = lines[0],
                second_line = lines[1],
                roof = or_list(
                    roof.iter()
                        .map(|&i| Piece::cell(self.grid.geometry(), self.cell(i)))
                ),
                floor = self.names(&floor),
                other = other,
                deadly = self.deadly(),
            );
            self.step(Technique::UniquenessTest6, reasoning, eliminations, &[])
        })
    }

    fn hidden(&self) -> Option<Step> {
        let geometry = self.grid.geometry();
        self.floor().into_iter().find_map(|corner| {
            let target = Rectangle::opposite(corner);
            let cell = self.cell(target);
            let lines = [
                House::Row(geometry.row_of(cell) as u8),
                House::Col(geometry.col_of(cell) as u8),
            ];
            [(self.a, self.b), (self.b, self.a)]
                .into_iter()
                .find_map(|(locked, other)| {
                    if !lines.iter().all(|&h| self.locked_in_rectangle(h, locked)) {
                        return None;
                    }
                    let [n1, n2] = Rectangle::neighbours(target);
                    let reasoning = template!(
                        "hidden-rectangle",
                        corner = self.names(&[corner]),
                        a = self.a,
                        b = self.b,
                        locked = locked,
                        first_line = lines[0],
                        second_line = lines[1],
                        target = self.names(&[target]),
                        other = other,
                        neighbours = self.names(&[n1, n2]),
                        deadly = self.deadly(),
                    );
                    let elimination = vec![Candidate { cell, digit: other }];
                    self.step(Technique::HiddenRectangle, reasoning, elimination, &[])
                })
        })
    }
}

/// Every step of a Unique Rectangle type or Hidden Rectangle, rectangles in order. As in HoDoKu,
/// a rectangle is built on a corner holding only a and b, and each other corner must hold a and
/// b or have lost them to earlier steps only (no digit placed in its houses rules them out).
pub(super) fn unique_rectangle(search: &mut Search<'_>) {
    let (grid, technique, found) = (search.grid, search.technique, &mut search.found);
    let open_digits = open_digits(search.cache, grid);
    rectangles(search.cache, grid)
        .iter()
        .find_map(|&rectangle| {
            let corners = rectangle.corners;
            if corners.iter().any(|&c| grid.value(c).is_some()) {
                return None;
            }
            let mut pairs = corners.map(|c| grid.candidates(c));
            if pairs.iter().all(|pair| pair.len() != 2) {
                return None;
            }
            pairs.sort_by_key(|pair| pair.bits());
            let open = corners.map(|c| open_digits.0[c.index()]);
            let fresh = |i: usize| i == 0 || pairs[i - 1] != pairs[i];
            let kept = (0..4).filter(|&i| fresh(i) && pairs[i].len() == 2);
            let pairs = kept
                .map(|i| pairs[i])
                .filter(|&pair| open.iter().all(|&o| (o & pair) == pair));
            pairs.into_iter().find_map(|pair| {
                let mut digits = pair.iter();
                let (a, b) = (digits.next()?, digits.next()?);
                let ur = Candidate4 {
                    grid,
                    rectangle,
                    a,
                    b,
                };
                let step = match technique {
                    Technique::UniquenessTest1 => ur.type_1(),
                    Technique::UniquenessTest2 | Technique::UniquenessTest5 => {
                        ur.same_extra(technique)
                    }
                    Technique::UniquenessTest3 => ur.type_3(),
                    Technique::UniquenessTest4 => ur.type_4(),
                    Technique::UniquenessTest6 => ur.type_6(),
                    _ => ur.hidden(),
                }?;
                found.add(step).then_some(())
            })
        });
}

/// Every Avoidable Rectangle of type 1 or 2: corners filled in by the solver (not givens)
/// hold a and b crosswise, and the empty corners would complete the swap.
pub(super) fn avoidable_rectangle(search: &mut Search<'_>) {
    let (grid, technique, found) = (search.grid, search.technique, &mut search.found);
    if grid.given_count() == 0 {
        return;
    }
    let geometry = grid.geometry();
    rectangles(search.cache, grid)
        .iter()
        .find_map(|&rectangle| {
            let corners = rectangle.corners;
            if corners.iter().any(|&c| grid.is_given(c)) {
                return None;
            }
            let filled: Vec<usize> = (0..4)
                .filter(|&i| grid.value(corners[i]).is_some())
                .collect();
            let value = |i: usize| grid.value(corners[i]);
            match (technique, filled.len()) {
                (Technique::AvoidableRectangle1, 3) => {
                    let empty = (0..4).find(|i| !filled.contains(i))?;
                    let [n1, n2] = Rectangle::neighbours(empty);
                    let opposite = Rectangle::opposite(empty);
                    let (b, a) = (value(n1)?, value(opposite)?);
                    if value(n2)? != b || a == b || !grid.candidates(corners[empty]).contains(a) {
                        return None;
                    }
                    let cell = corners[empty];
                    let message = template!(
                        "avoidable-rectangle-1-step",
                        technique = technique,
                        first = Piece::cell(geometry, corners[n1]),
                        second = Piece::cell(geometry, corners[n2]),
                        third = Piece::cell(geometry, corners[opposite]),
                        a = a,
                        b = b,
                        cell = Piece::cell(geometry, cell),
                    );
                    let highlight = Highlight {
                        cells: corners.iter().map(|&c| (c, Role::Pattern)).collect(),
                        ..Highlight::default()
                    };
                    found
                        .add(Step::eliminating(
                            technique,
                            message,
                            vec![Candidate { cell, digit: a }],
                            highlight,
                        ))
                        .then_some(())
                }
                (Technique::AvoidableRectangle2, 2) => {
                    if filled[0] == Rectangle::opposite(filled[1]) {
                        return None;
                    }
                    let empty: Vec<usize> = (0..4).filter(|i| !filled.contains(i)).collect();
                    if value(filled[0]) == value(filled[1]) {
                        return None;
                    }
                    let mut extra = None;
                    for &e in &empty {
                        let mut rest = grid.candidates(corners[e]);
                        if !rest.remove(value(Rectangle::opposite(e))?) || rest.len() != 1 {
                            return None;
                        }
                        let c = rest.single()?;
                        if extra.is_some_and(|x| x != c) {
                            return None;
                        }
                        extra = Some(c);
                    }
                    let c = extra?;
                    let cells: Vec<Cell> = empty.iter().map(|&i| corners[i]).collect();
                    let eliminations = seeing_all(grid, &cells, c);
                    if eliminations.is_empty() {
                        return None;
                    }
                    let (first, second) = (filled[0], filled[1]);
                    let message = template!(
                        "avoidable-rectangle-2-step",
                        technique = technique,
                        first = Piece::cell(geometry, corners[first]),
                        first_value = value(first)?,
                        second = Piece::cell(geometry, corners[second]),
                        second_value = value(second)?,
                        first_empty = Piece::cell(geometry, cells[0]),
                        second_empty = Piece::cell(geometry, cells[1]),
                        extra = c,
                        first_other = value(Rectangle::opposite(empty[0]))?,
                        second_other = value(Rectangle::opposite(empty[1]))?,
                        eliminations = elimination_list(geometry, &eliminations),
                    );
                    let highlight = Highlight {
                        cells: corners.iter().map(|&c| (c, Role::Pattern)).collect(),
                        candidates: cells
                            .iter()
                            .map(|&cell| (Candidate { cell, digit: c }, Role::Fin))
                            .collect(),
                        ..Highlight::default()
                    };
                    found
                        .add(Step::eliminating(
                            technique,
                            message,
                            eliminations,
                            highlight,
                        ))
                        .then_some(())
                }
                _ => None,
            }
        });
}
