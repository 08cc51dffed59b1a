//! What the board looks like, as one scene: row and column labels, box shading, the houses and
//! pattern of the shown step, givens and placed digits in their own colours, candidates in a
//! sub-grid shaped like a box, removed candidates struck through in red, chain arrows (solid for
//! strong links, dashed for weak ones), premises outlined in the arrows' colour, the lens tints
//! and painted candidates. The window paints this scene and the exported pictures write it, so
//! the two cannot drift apart.

use super::marks::{Colours, Lens, Paint};
use super::palette::{Palette, Rgba};
use super::scene::{Area, Point, Scene, Shape};
use crate::deduction::step::{Role, Step};
use crate::deduction::technique::Technique;
use crate::model::Notation;
use crate::model::rules::Mark;
use crate::model::{
    Candidate, Cell, Digit, Geometry, Grid, House, Layout, Line, LineKind, Parity, Sight,
};

/// What the board shows.
#[derive(Debug, Clone, Copy)]
pub struct BoardView<'a> {
    /// The grid to draw.
    pub grid: &'a Grid,
    /// The step whose highlight to draw over it.
    pub step: Option<&'a Step>,
    /// Whether to draw the candidates of empty cells.
    pub show_candidates: bool,
    /// The cell typed digits go to, outlined.
    pub focus: Option<Cell>,
    /// Placed digits that differ from the solution, drawn on a red background.
    pub wrong: &'a [Cell],
    /// Cells holding a digit the student typed, drawn in their own colour.
    pub typed: &'a [Cell],
    /// What to highlight besides the step: a digit's cells, the bivalue cells.
    pub lens: Lens,
    /// The cells that see the chosen cell, when the lens shows them.
    pub peers: &'a [Cell],
    /// The painted candidates.
    pub colours: &'a Colours,
    /// How rows are labelled and cells named.
    pub notation: Notation,
}

/// No painted candidates.
static NO_COLOURS: Colours = Colours::new();

impl<'a> BoardView<'a> {
    /// `grid` (with `step` drawn on it) as a picture shows it, without the window's state: no
    /// chosen cell, lens, paints or wrong digits, and cells named r4c5.
    pub fn plain(grid: &'a Grid, step: Option<&'a Step>, show_candidates: bool) -> BoardView<'a> {
        BoardView {
            grid,
            step,
            show_candidates,
            focus: None,
            wrong: &[],
            typed: &[],
            lens: Lens::default(),
            peers: &[],
            colours: &NO_COLOURS,
            notation: Notation::RowColumn,
        }
    }
}

/// Where the board's cells are in a square picture of a given side.
#[derive(Debug, Clone, Copy)]
pub struct Placement {
    origin: Point,
    cell_size: f32,
    label_band: f32,
    clue_ring: f32,
    n: usize,
}

impl Placement {
    /// The cells of an `n`x`n` board in a square of `side` pixels, after a band for the labels.
    pub fn new(side: f32, n: usize) -> Placement {
        Placement::with_ring(side, n, 0.0)
    }

    /// The cells of `grid`'s board in a square of `side` pixels: after a band for the labels,
    /// and inside a ring one cell wide on every side where the board has clues outside it
    /// (little killers, sandwiches).
    pub fn of_grid(side: f32, grid: &Grid) -> Placement {
        let variant = grid.layout().variant();
        let ring = match variant.little_killers.is_some() || variant.sandwiches.is_some() {
            true => 1.0,
            false => 0.0,
        };
        Placement::with_ring(side, grid.n(), ring)
    }

    /// The cells of an `n`x`n` board in a square of `side` pixels, after a band for the labels
    /// and inside a ring `ring` cells wide on every side.
    fn with_ring(side: f32, n: usize, ring: f32) -> Placement {
        let cell_size = side / (n as f32 + 0.6 + 2.0 * ring);
        let label_band = cell_size * 0.6;
        let clue_ring = cell_size * ring;
        Placement {
            origin: Point::new(label_band + clue_ring, label_band + clue_ring),
            cell_size,
            label_band,
            clue_ring,
            n,
        }
    }

    /// The square of the place in `row`, `col` (0-based; -1 and n are the ring of places just
    /// outside the board, where clues stand).
    fn place_area(&self, row: isize, col: isize) -> Area {
        Area::new(
            self.origin
                .offset(col as f32 * self.cell_size, row as f32 * self.cell_size),
            self.cell_size,
            self.cell_size,
        )
    }

    /// A cell's side in pixels.
    pub fn cell_size(&self) -> f32 {
        self.cell_size
    }

    /// The square of the cell in `row`, `col` (0-based).
    pub fn cell_area(&self, row: usize, col: usize) -> Area {
        self.place_area(row as isize, col as isize)
    }

    /// The centre of `candidate`'s spot in the candidate sub-grid of its cell.
    pub fn candidate_centre(&self, grid: &Grid, candidate: Candidate) -> Point {
        let geometry = grid.geometry();
        let area = self.cell_area(
            geometry.row_of(candidate.cell),
            geometry.col_of(candidate.cell),
        );
        spot_centre(grid, candidate.cell, area, candidate.digit)
    }

    /// The candidate whose spot in a cell's sub-grid holds `point`, or the digit of the filled
    /// cell there.
    pub fn candidate_at(&self, grid: &Grid, point: Point) -> Option<Candidate> {
        let (row, col) = self.cell_at(point)?;
        let cell = grid.geometry().cell_at(row, col);
        if let Some(digit) = grid.value(cell) {
            return Some(Candidate { cell, digit });
        }
        let layout = grid.layout();
        let area = candidate_area(grid, cell, self.cell_area(row, col));
        let spot = |offset: f32, length: f32, parts: usize| {
            ((offset / length * parts as f32) as usize).min(parts - 1)
        };
        let sub_col = spot(point.x - area.min.x, area.width(), layout.box_cols());
        let sub_row = spot(point.y - area.min.y, area.height(), layout.box_rows());
        let digit = Digit::new((sub_row * layout.box_cols() + sub_col + 1) as u8);
        Some(Candidate { cell, digit })
    }

    /// The row and column (0-based) of the cell holding `point`.
    pub fn cell_at(&self, point: Point) -> Option<(usize, usize)> {
        let col = ((point.x - self.origin.x) / self.cell_size).floor();
        let row = ((point.y - self.origin.y) / self.cell_size).floor();
        let inside = |v: f32| v >= 0.0 && (v as usize) < self.n;
        (inside(col) && inside(row)).then_some((row as usize, col as usize))
    }
}

/// The centre of `digit`'s spot in the candidate sub-grid of `cell`, whose square is `area`.
fn spot_centre(grid: &Grid, cell: Cell, area: Area, digit: Digit) -> Point {
    let layout = grid.layout();
    let area = candidate_area(grid, cell, area);
    let k = usize::from(digit.get()) - 1;
    let sub_w = area.width() / layout.box_cols() as f32;
    let sub_h = area.height() / layout.box_rows() as f32;
    area.min.offset(
        ((k % layout.box_cols()) as f32 + 0.5) * sub_w,
        ((k / layout.box_cols()) as f32 + 0.5) * sub_h,
    )
}

/// The role a step gives a candidate, if any: eliminated when the step removes it, else the first
/// role its highlight lists.
fn candidate_role(step: Option<&Step>, candidate: Candidate) -> Option<Role> {
    let step = step?;
    if step.eliminations.contains(&candidate) {
        return Some(Role::Eliminated);
    }
    step.highlight
        .candidates
        .iter()
        .find(|(c, _)| *c == candidate)
        .map(|&(_, role)| role)
}

/// The colour `paint` is drawn in.
pub fn paint_colour(palette: &Palette, paint: Paint) -> Rgba {
    palette.paints[paint as usize]
}

/// The margin around the board in a picture, in pixels (the window has its panel's).
pub const PICTURE_MARGIN: f32 = 8.0;

/// The board of `view` as a picture of `side` pixels: the board's scene inside a margin of the
/// page colour, so that the outer lines are whole.
pub fn board_picture(view: &BoardView, palette: &Palette, side: f32) -> Scene {
    board_scene(view, palette, side - 2.0 * PICTURE_MARGIN).padded(PICTURE_MARGIN)
}

/// The board of `view` in a square of `side` pixels, drawn with `palette`.
pub fn board_scene(view: &BoardView, palette: &Palette, side: f32) -> Scene {
    let mut scene = Scene {
        width: side,
        height: side,
        background: palette.page,
        shapes: Vec::new(),
    };
    let placement = Placement::of_grid(side, view.grid);
    let fill = |area, colour| Shape::Fill {
        area,
        corner: 0.0,
        colour,
    };
    let grid = view.grid;
    let n = grid.n();
    let layout = grid.layout();
    let variant = layout.variant();
    let marks: Vec<Mark> = variant
        .rules()
        .rules()
        .flat_map(|rule| rule.marks().iter().copied())
        .collect();
    let geometry = grid.geometry();
    let step = view.step;
    let shapes = &mut scene.shapes;
    for index in 0..n * n {
        let cell = Cell::new(index);
        let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
        let area = placement.cell_area(row, col);
        let shaded = match variant.regions {
            Some(_) => geometry.box_of(cell) % 2 == 1,
            None => (row / layout.box_rows() + col / layout.box_cols()) % 2 == 1,
        };
        let shade = if shaded {
            palette.box_shaded
        } else {
            palette.box_plain
        };
        shapes.push(fill(area, shade));
        variant_marks(shapes, grid, palette, &marks, cell, area);
        if let Some(step) = step
            && step
                .highlight
                .houses
                .iter()
                .any(|&h| geometry.cell_set_of(h).contains(cell))
        {
            shapes.push(fill(area, palette.house_tint));
        }
        lens_tints(shapes, view, palette, cell, area);
        if let Some(group) =
            step.and_then(|s| s.highlight.sets.iter().position(|g| g.contains(&cell)))
        {
            shapes.push(fill(
                area.shrink(1.0),
                palette.sets[group % palette.sets.len()],
            ));
        }
        if let Some(step) = step {
            let has_role = |wanted: Role| {
                step.highlight
                    .cells
                    .iter()
                    .any(|&(c, role)| c == cell && role == wanted)
            };
            if step.placements.iter().any(|p| p.cell == cell) {
                shapes.push(fill(area.shrink(1.0), palette.newly_solved));
                shapes.push(ring(area, 3.0, 2.0, palette.placed));
            } else if has_role(Role::Pattern) {
                shapes.push(fill(area.shrink(1.0), palette.pattern.faded(0.5)));
            }
            if has_role(Role::Premise) {
                shapes.push(ring(area, 2.0, 2.5, palette.link));
            }
        }
    }
    if marks.contains(&Mark::Thermometers) {
        thermometers(shapes, &placement, grid, palette);
    }
    if marks.contains(&Mark::Whispers) {
        path_lines(shapes, &placement, grid, LineKind::Whisper, palette.whisper);
    }
    if marks.contains(&Mark::Renban) {
        path_lines(shapes, &placement, grid, LineKind::Renban, palette.renban);
    }
    if marks.contains(&Mark::Palindromes) {
        let colour = palette.line_mark;
        path_lines(shapes, &placement, grid, LineKind::Palindrome, colour);
    }
    for index in 0..n * n {
        let cell = Cell::new(index);
        let area = placement.cell_area(geometry.row_of(cell), geometry.col_of(cell));
        if view.wrong.contains(&cell) {
            shapes.push(fill(area.shrink(1.0), palette.wrong));
        }
        match grid.value(cell) {
            Some(digit) => {
                let colour = if grid.is_given(cell) {
                    palette.given
                } else if view.wrong.contains(&cell) {
                    palette.eliminated
                } else if view.typed.contains(&cell) {
                    palette.typed
                } else {
                    palette.placed
                };
                let scale = if n > 9 { 0.5 } else { 0.62 };
                shapes.push(Shape::Text {
                    centre: area.centre(),
                    text: digit.to_string(),
                    size: placement.cell_size * scale,
                    colour,
                });
            }
            None if view.show_candidates => candidates(shapes, view, palette, cell, area),
            None => {}
        }
    }
    grid_lines(shapes, &placement, view.grid, palette);
    for mark in &marks {
        match mark {
            Mark::Diagonals => diagonals(shapes, &placement, n, palette),
            Mark::RegionBorders => region_borders(shapes, &placement, grid, palette),
            Mark::CageOutlines => cages(shapes, &placement, grid, palette),
            Mark::Arrows => arrows(shapes, &placement, grid, palette),
            Mark::KropkiDots => kropki_dots(shapes, &placement, grid, palette),
            Mark::XvLetters => xv_letters(shapes, &placement, grid, palette),
            Mark::LittleKillers => little_killers(shapes, &placement, grid, palette),
            Mark::Sandwiches => sandwiches(shapes, &placement, grid, palette),
            Mark::WindowTint
            | Mark::ParityShapes
            | Mark::Thermometers
            | Mark::Whispers
            | Mark::Renban
            | Mark::Palindromes => {}
        }
    }
    if let Some(step) = step {
        moves_seen(shapes, &placement, grid, step, palette);
        links(shapes, &placement, grid, step, palette);
    }
    labels(shapes, &placement, view, palette);
    if let Some(cell) = view.focus {
        let width = 3.0;
        shapes.push(Shape::Outline {
            area: placement
                .cell_area(geometry.row_of(cell), geometry.col_of(cell))
                .shrink(width / 2.0),
            corner: 0.0,
            width,
            colour: palette.focus,
        });
    }
    scene
}

/// An outline `width` wide, `inset` inside the edge of a cell's `area`.
fn ring(area: Area, inset: f32, width: f32, colour: Rgba) -> Shape {
    Shape::Outline {
        area: area.shrink(inset + width / 2.0),
        corner: 2.0,
        width,
        colour,
    }
}

/// The marks of `marks` drawn in a cell behind its digits: a window's tint and an odd cell's
/// circle or an even cell's square.
fn variant_marks(
    shapes: &mut Vec<Shape>,
    grid: &Grid,
    palette: &Palette,
    marks: &[Mark],
    cell: Cell,
    area: Area,
) {
    let geometry = grid.geometry();
    let in_window = || {
        geometry
            .houses_of(cell)
            .iter()
            .any(|h| matches!(h, House::Window(_)))
    };
    if marks.contains(&Mark::WindowTint) && in_window() {
        shapes.push(Shape::Fill {
            area,
            corner: 0.0,
            colour: palette.window,
        });
    }
    let parity = grid
        .layout()
        .variant()
        .parity
        .filter(|_| marks.contains(&Mark::ParityShapes));
    let mark = match parity.map(|p| p[cell.index()]) {
        Some(Parity::Odd) => {
            let inner = area.shrink(area.width() * 0.08);
            (inner, inner.width() / 2.0)
        }
        Some(Parity::Even) => (area.shrink(area.width() * 0.14), 0.0),
        _ => return,
    };
    shapes.push(Shape::Fill {
        area: mark.0,
        corner: mark.1,
        colour: palette.variant_mark.faded(0.45),
    });
}

/// The centre of `cell` on the board drawn at `placement`.
fn cell_centre(placement: &Placement, geometry: &Geometry, cell: Cell) -> Point {
    placement
        .cell_area(geometry.row_of(cell), geometry.col_of(cell))
        .centre()
}

/// Every thermometer as SudokuPad draws it, behind the digits: a round bulb in its first cell and
/// a thick tube through the centres of its cells, rounded where it bends.
fn thermometers(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let geometry = grid.geometry();
    let side = placement.cell_size();
    let centre = |cell: Cell| cell_centre(placement, geometry, cell);
    let disc = |at: Point, radius: f32| Shape::Fill {
        area: Area {
            min: at.offset(-radius, -radius),
            max: at.offset(radius, radius),
        },
        corner: radius,
        colour: palette.line_mark,
    };
    let width = side * 0.3;
    for line in grid.layout().variant().lines_of(LineKind::Thermometer) {
        for (from, to) in line.steps() {
            shapes.push(Shape::Line {
                from: centre(from),
                to: centre(to),
                width,
                colour: palette.line_mark,
                dash: None,
            });
        }
        for &cell in line.cells.iter().skip(1) {
            shapes.push(disc(centre(cell), width / 2.0));
        }
        if let Some(&bulb) = line.cells.first() {
            shapes.push(disc(centre(bulb), side * 0.38));
        }
    }
}

/// Every line of `kind` as SudokuPad draws German whispers (green), renban lines (purple) and
/// palindromes (grey), behind the digits: a line of `colour` through the centres of its cells,
/// rounded at its ends and where it bends.
fn path_lines(
    shapes: &mut Vec<Shape>,
    placement: &Placement,
    grid: &Grid,
    kind: LineKind,
    colour: Rgba,
) {
    let geometry = grid.geometry();
    let centre = |cell: Cell| cell_centre(placement, geometry, cell);
    let width = placement.cell_size() * 0.16;
    let radius = width / 2.0;
    for line in grid.layout().variant().lines_of(kind) {
        for (from, to) in line.steps() {
            shapes.push(Shape::Line {
                from: centre(from),
                to: centre(to),
                width,
                colour,
                dash: None,
            });
        }
        for &cell in &line.cells {
            let at = centre(cell);
            shapes.push(Shape::Fill {
                area: Area {
                    min: at.offset(-radius, -radius),
                    max: at.offset(radius, radius),
                },
                corner: radius,
                colour,
            });
        }
    }
}

/// Every Kropki dot as SudokuPad draws it, on the border between its two cells, ringed in the
/// givens' ink: a white dot filled with the lighter of the ink and the cell colour, a black dot
/// with the darker, so a white dot is white and a black dot black in either theme.
fn kropki_dots(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let side = placement.cell_size();
    let radius = side * 0.1;
    let width = (side * 0.04).max(1.5);
    let brightness = |c: Rgba| u32::from(c.r) * 3 + u32::from(c.g) * 6 + u32::from(c.b);
    let (light, dark) = match brightness(palette.given) > brightness(palette.box_plain) {
        true => (palette.given, palette.box_plain),
        false => (palette.box_plain, palette.given),
    };
    let variant = grid.layout().variant();
    for kind in [LineKind::WhiteDot, LineKind::BlackDot] {
        for line in variant.lines_of(kind) {
            let Some(middle) = pair_middle(placement, grid, line) else {
                continue;
            };
            let area = Area {
                min: middle.offset(-radius, -radius),
                max: middle.offset(radius, radius),
            };
            let inside = match kind {
                LineKind::WhiteDot => light,
                _ => dark,
            };
            shapes.push(Shape::Fill {
                area,
                corner: radius,
                colour: inside,
            });
            shapes.push(Shape::Outline {
                area,
                corner: radius,
                width,
                colour: palette.given,
            });
        }
    }
}

/// The middle of the border between the two cells of the pair `line`.
fn pair_middle(placement: &Placement, grid: &Grid, line: &Line) -> Option<Point> {
    let geometry = grid.geometry();
    let centre = |cell: Cell| cell_centre(placement, geometry, cell);
    let [a, b] = line.cells[..] else {
        return None;
    };
    let (from, to) = (centre(a), centre(b));
    Some(from.offset((to.x - from.x) / 2.0, (to.y - from.y) / 2.0))
}

/// Every X and V as SudokuPad draws it: the letter in the givens' ink on the border between its
/// two cells, on a small patch of the page's colour that keeps the border line from crossing it.
fn xv_letters(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let side = placement.cell_size();
    let font = side * 0.4;
    let variant = grid.layout().variant();
    for (kind, letter) in [(LineKind::X, "X"), (LineKind::V, "V")] {
        for line in variant.lines_of(kind) {
            let Some(middle) = pair_middle(placement, grid, line) else {
                continue;
            };
            let half = font * 0.36;
            shapes.push(Shape::Fill {
                area: Area {
                    min: middle.offset(-half, -half),
                    max: middle.offset(half, half),
                },
                corner: half * 0.3,
                colour: palette.page,
            });
            shapes.push(Shape::Text {
                centre: middle,
                text: letter.to_string(),
                size: font,
                colour: palette.given,
            });
        }
    }
}

/// Every arrow as SudokuPad draws it: a ring round its circle (a rounded pill round several
/// cells), and a thin shaft from the ring's edge through its cells' centres, ending in a head.
fn arrows(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let geometry = grid.geometry();
    let side = placement.cell_size();
    let area_of = |cell: Cell| placement.cell_area(geometry.row_of(cell), geometry.col_of(cell));
    let width = (side * 0.06).max(1.5);
    for arrow in grid.layout().variant().arrows.unwrap_or_default() {
        let (Some(&first), Some(&last)) = (arrow.circle.first(), arrow.circle.last()) else {
            continue;
        };
        let ring = Area {
            min: area_of(first).min,
            max: area_of(last).max,
        }
        .shrink(side * 0.1);
        shapes.push(Shape::Outline {
            area: ring,
            corner: side * 0.4,
            width,
            colour: palette.variant_mark,
        });
        let mut points: Vec<Point> = arrow.shaft.iter().map(|&c| area_of(c).centre()).collect();
        let Some(&next) = points.first() else {
            continue;
        };
        let from = arrow
            .circle
            .iter()
            .map(|&c| area_of(c).centre())
            .min_by(|a, b| {
                let d = |p: &Point| (p.x - next.x).powi(2) + (p.y - next.y).powi(2);
                d(a).total_cmp(&d(b))
            })
            .unwrap_or(next);
        let (dx, dy) = (next.x - from.x, next.y - from.y);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        let edge = side * 0.4;
        points.insert(0, from.offset(dx / length * edge, dy / length * edge));
        for pair in points.windows(2) {
            shapes.push(Shape::Line {
                from: pair[0],
                to: pair[1],
                width,
                colour: palette.variant_mark,
                dash: None,
            });
        }
        if let [.., before, tip] = points[..] {
            let (dx, dy) = (tip.x - before.x, tip.y - before.y);
            let length = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / length, dy / length);
            let head = side * 0.22;
            shapes.push(arrow_head(
                tip,
                (ux, uy),
                head,
                head * 0.6,
                palette.variant_mark,
            ));
        }
    }
}

/// How far a Killer cage's outline sits inside its cells, as a share of a cell's side.
const CAGE_INSET: f32 = 0.09;

/// The band along the top of a Killer board's cells that a cage's sum takes (candidates sit
/// below it), as a share of a cell's side.
const CAGE_SUM_BAND: f32 = 0.21;

/// Every Killer cage as printed killers draw it: a dashed outline inset from the cell edges, and
/// its sum (on a patch of the page's colour) in the top-left corner of its first cell.
fn cages(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let geometry = grid.geometry();
    let n = grid.n() as isize;
    let size = placement.cell_size;
    let inset = size * CAGE_INSET;
    let dash = Some((size * 0.09, size * 0.06));
    let width = (size * 0.025).clamp(0.8, 1.6);
    for cage in grid.layout().variant().cages.unwrap_or_default() {
        let holds = |row: isize, col: isize| {
            (0..n).contains(&row)
                && (0..n).contains(&col)
                && cage
                    .cells
                    .contains(&geometry.cell_at(row as usize, col as usize))
        };
        for &cell in &cage.cells {
            let (row, col) = (
                geometry.row_of(cell) as isize,
                geometry.col_of(cell) as isize,
            );
            let area = placement.cell_area(row as usize, col as usize);
            // Each side: the step across it, and the step along it from its start to its end.
            let sides = [
                ((-1, 0), (0, 1)),
                ((0, 1), (1, 0)),
                ((1, 0), (0, -1)),
                ((0, -1), (-1, 0)),
            ];
            for ((across_r, across_c), (along_r, along_c)) in sides {
                if holds(row + across_r, col + across_c) {
                    continue;
                }
                // How far an end of the side reaches past the cell's inset corner: back to the
                // corner when the cell beyond it has the same border, on to the next cage line
                // round a corner the cage turns into.
                let reach = |sign: isize| {
                    let (beside_r, beside_c) = (row + sign * along_r, col + sign * along_c);
                    match (
                        holds(beside_r, beside_c),
                        holds(beside_r + across_r, beside_c + across_c),
                    ) {
                        (false, _) => 0.0,
                        (true, false) => inset,
                        (true, true) => 2.0 * inset,
                    }
                };
                let centre = area.centre();
                let half = size / 2.0 - inset;
                let to_side = |d: isize| d as f32 * half;
                let mid = centre.offset(to_side(across_c), to_side(across_r));
                let start_reach = half + reach(-1);
                let end_reach = half + reach(1);
                shapes.push(Shape::Line {
                    from: mid.offset(
                        -(along_c as f32) * start_reach,
                        -(along_r as f32) * start_reach,
                    ),
                    to: mid.offset(along_c as f32 * end_reach, along_r as f32 * end_reach),
                    width,
                    colour: palette.thick_line,
                    dash,
                });
            }
        }
        let (Some(&first), Some(sum)) = (cage.cells.first(), cage.sum) else {
            continue;
        };
        let area = placement.cell_area(geometry.row_of(first), geometry.col_of(first));
        let text = sum.to_string();
        let font = size * CAGE_SUM_BAND * 0.8;
        let patch = Area::new(
            area.min.offset(inset * 0.3, inset * 0.3),
            font * 0.6 * text.len() as f32 + font * 0.2,
            font * 1.1,
        );
        shapes.push(Shape::Fill {
            area: patch,
            corner: 1.0,
            colour: palette.page,
        });
        shapes.push(Shape::Text {
            centre: patch.centre(),
            text,
            size: font,
            colour: palette.given,
        });
    }
}

/// Thick lines between side-by-side cells of different Jigsaw regions (over the box lines of the
/// underlying grid, which are drawn thin).
fn region_borders(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let geometry = grid.geometry();
    let n = grid.n();
    let size = placement.cell_size;
    let origin = placement.origin;
    let region = |row: usize, col: usize| geometry.box_of(geometry.cell_at(row, col));
    let mut thick = |from: Point, to: Point| {
        shapes.push(Shape::Line {
            from,
            to,
            width: 2.5,
            colour: palette.thick_line,
            dash: None,
        });
    };
    for row in 0..n {
        for col in 0..n {
            let (x, y) = (col as f32 * size, row as f32 * size);
            if col + 1 < n && region(row, col) != region(row, col + 1) {
                thick(
                    origin.offset(x + size, y),
                    origin.offset(x + size, y + size),
                );
            }
            if row + 1 < n && region(row, col) != region(row + 1, col) {
                thick(
                    origin.offset(x, y + size),
                    origin.offset(x + size, y + size),
                );
            }
        }
    }
}

/// Sudoku X's two diagonals, corner to corner.
fn diagonals(shapes: &mut Vec<Shape>, placement: &Placement, n: usize, palette: &Palette) {
    let end = n as f32 * placement.cell_size;
    let origin = placement.origin;
    for (from, to) in [
        (origin, origin.offset(end, end)),
        (origin.offset(end, 0.0), origin.offset(0.0, end)),
    ] {
        shapes.push(Shape::Line {
            from,
            to,
            width: 1.5,
            colour: palette.variant_mark,
            dash: None,
        });
    }
}

/// The thin lines between cells and the thick ones between boxes and around the board (on a
/// Jigsaw board only around the board: `region_borders` draws the regions).
fn grid_lines(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let n = grid.n();
    let layout = grid.layout();
    let jigsaw = layout.variant().regions.is_some();
    let (origin, size) = (placement.origin, placement.cell_size);
    let end = n as f32 * size;
    for i in 0..=n {
        let offset = i as f32 * size;
        let stroke = |thick: bool| {
            if thick {
                (2.5, palette.thick_line)
            } else {
                (1.0, palette.thin_line)
            }
        };
        let edge = i == 0 || i == n;
        let (row_width, row_colour) = stroke(edge || !jigsaw && i % layout.box_rows() == 0);
        let (col_width, col_colour) = stroke(edge || !jigsaw && i % layout.box_cols() == 0);
        shapes.push(Shape::Line {
            from: origin.offset(0.0, offset),
            to: origin.offset(end, offset),
            width: row_width,
            colour: row_colour,
            dash: None,
        });
        shapes.push(Shape::Line {
            from: origin.offset(offset, 0.0),
            to: origin.offset(offset, end),
            width: col_width,
            colour: col_colour,
            dash: None,
        });
    }
}

/// Every little killer clue as SudokuPad draws it, in its place just outside the board: its sum,
/// and a small arrow in the corner of its square nearest the diagonal's first cell, pointing
/// along the diagonal.
fn little_killers(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    let n = grid.n();
    let size = placement.cell_size;
    for clue in grid.layout().variant().little_killers.unwrap_or_default() {
        let (row, col) = clue.clue_place(n);
        let centre = placement.place_area(row, col).centre();
        let (dr, dc) = clue.direction.step();
        let (ux, uy) = (dc as f32, dr as f32);
        shapes.push(Shape::Text {
            centre: centre.offset(-ux * size * 0.1, -uy * size * 0.1),
            text: clue.sum.to_string(),
            size: size * 0.36,
            colour: palette.given,
        });
        let tail = centre.offset(ux * size * 0.24, uy * size * 0.24);
        let tip = centre.offset(ux * size * 0.44, uy * size * 0.44);
        let width = (size * 0.03).max(1.0);
        shapes.push(Shape::Line {
            from: tail,
            to: tip,
            width,
            colour: palette.given,
            dash: None,
        });
        let head = size * 0.1;
        shapes.push(arrow_head(
            tip,
            (ux, uy),
            head * 0.7,
            head * 0.5,
            palette.given,
        ));
    }
}

/// Every sandwich clue as SudokuPad draws it: its sum in its place left of its row or above its
/// column.
fn sandwiches(shapes: &mut Vec<Shape>, placement: &Placement, grid: &Grid, palette: &Palette) {
    for clue in grid.layout().variant().sandwiches.unwrap_or_default() {
        let (row, col) = clue.clue_place();
        shapes.push(Shape::Text {
            centre: placement.place_area(row, col).centre(),
            text: clue.sum.to_string(),
            size: placement.cell_size * 0.42,
            colour: palette.given,
        });
    }
}

/// An arrow's head: a triangle with its point at `tip`, pointing along the unit vector
/// `(ux, uy)`, `length` long and `half_width` wide on each side of its axis.
fn arrow_head(
    tip: Point,
    (ux, uy): (f32, f32),
    length: f32,
    half_width: f32,
    colour: Rgba,
) -> Shape {
    let back = tip.offset(-ux * length, -uy * length);
    Shape::Triangle {
        points: [
            tip,
            back.offset(-uy * half_width, ux * half_width),
            back.offset(uy * half_width, -ux * half_width),
        ],
        colour,
    }
}

/// The column numbers above the board and the row labels on its left.
fn labels(shapes: &mut Vec<Shape>, placement: &Placement, view: &BoardView, palette: &Palette) {
    let band = placement.label_band;
    let size = label_size(band);
    let away = placement.clue_ring + band * 0.5;
    for i in 0..view.grid.n() {
        let middle = (i as f32 + 0.5) * placement.cell_size;
        shapes.push(Shape::Text {
            centre: placement.origin.offset(middle, -away),
            text: (i + 1).to_string(),
            size,
            colour: palette.label,
        });
        shapes.push(Shape::Text {
            centre: placement.origin.offset(-away, middle),
            text: view.notation.row_label(i),
            size,
            colour: palette.label,
        });
    }
}

/// The font size of the labels in a band of `band` pixels.
fn label_size(band: f32) -> f32 {
    (band * 0.55).clamp(7.0, 18.0)
}

/// The tallest band of pinned labels, in pixels.
const PINNED_BAND: f32 = 26.0;

/// The labels a zoomed board has scrolled out of sight, pinned to the edges of the part on
/// screen: `visible` is that part, in the coordinates of the board's square of `side` pixels.
/// The column numbers sit on a band along its top once the top labels are out of sight, the row
/// labels on a band along its left; each label stays over its column or row.
pub fn pinned_labels(view: &BoardView, palette: &Palette, side: f32, visible: Area) -> Vec<Shape> {
    let n = view.grid.n();
    let placement = Placement::of_grid(side, view.grid);
    let band = placement.label_band.min(PINNED_BAND);
    let size = label_size(band);
    let mut shapes = Vec::new();
    let centres = (0..n).map(|i| (i, (i as f32 + 0.5) * placement.cell_size));
    if visible.min.y > 0.0 {
        shapes.push(Shape::Fill {
            area: Area::new(visible.min, visible.width(), band),
            corner: 0.0,
            colour: palette.page,
        });
        shapes.extend(centres.clone().map(|(i, middle)| Shape::Text {
            centre: Point::new(placement.origin.x + middle, visible.min.y + band * 0.5),
            text: (i + 1).to_string(),
            size,
            colour: palette.label,
        }));
    }
    if visible.min.x > 0.0 {
        shapes.push(Shape::Fill {
            area: Area::new(visible.min, band, visible.height()),
            corner: 0.0,
            colour: palette.page,
        });
        shapes.extend(centres.map(|(i, middle)| Shape::Text {
            centre: Point::new(visible.min.x + band * 0.5, placement.origin.y + middle),
            text: view.notation.row_label(i),
            size,
            colour: palette.label,
        }));
    }
    if visible.min.x > 0.0 && visible.min.y > 0.0 {
        shapes.push(Shape::Fill {
            area: Area::new(visible.min, band, band),
            corner: 0.0,
            colour: palette.page,
        });
    }
    shapes
}

/// Tints `cell` for the lens: the cells that see the chosen cell, the bivalue cells, the cells
/// holding the highlighted digit.
fn lens_tints(
    shapes: &mut Vec<Shape>,
    view: &BoardView,
    palette: &Palette,
    cell: Cell,
    area: Area,
) {
    let grid = view.grid;
    let mut tint = |colour| {
        shapes.push(Shape::Fill {
            area,
            corner: 0.0,
            colour,
        })
    };
    if view.peers.contains(&cell) {
        tint(palette.peer);
    }
    if view.lens.bivalue && grid.value(cell).is_none() && grid.open_candidates(cell).len() == 2 {
        tint(palette.bivalue);
    }
    if let Some(digit) = view.lens.digit {
        let holds = match grid.value(cell) {
            Some(value) => value == digit,
            None => grid.open_candidates(cell).contains(digit),
        };
        if holds {
            tint(palette.lens_cell);
        }
    }
}

/// How much of its spot's side a one-digit candidate's font takes.
const CANDIDATE_FILL: f32 = 0.84;

/// How much of its spot's width a two-digit candidate's font takes (two digits side by side,
/// with room left between neighbours: "9 10 11 12", never "9101112").
const TWO_DIGIT_FILL: f32 = 0.56;

/// The font size of a candidate digit in a cell `cell` pixels wide without a cage's sum: its
/// spot in the cell's sub-grid of the box's shape, less a margin; on boards from 10x10 on, the
/// size of a two-digit candidate (the smallest a student reads there).
pub fn candidate_size(layout: Layout, cell: f32) -> f32 {
    let area = Area::new(Point::new(0.0, 0.0), cell, cell);
    let size = spot_font(layout, inset_for_cages(layout, area, false));
    if layout.n() >= 10 {
        size.min(two_digit_font(layout, inset_for_cages(layout, area, false)))
    } else {
        size
    }
}

/// The font size of a one-digit candidate in a cell whose candidates take `area`.
fn spot_font(layout: Layout, area: Area) -> f32 {
    let sub_w = area.width() / layout.box_cols() as f32;
    let sub_h = area.height() / layout.box_rows() as f32;
    sub_w.min(sub_h) * CANDIDATE_FILL
}

/// The font size of a two-digit candidate in a cell whose candidates take `area`.
fn two_digit_font(layout: Layout, area: Area) -> f32 {
    let sub_w = area.width() / layout.box_cols() as f32;
    (sub_w * TWO_DIGIT_FILL).min(spot_font(layout, area))
}

/// The part of `cell`'s square `area` its candidates take: all of it, or on a Killer board the
/// part inside the cage outline (and below the sum, in the cell that holds its cage's sum).
fn candidate_area(grid: &Grid, cell: Cell, area: Area) -> Area {
    let holds_sum = grid
        .geometry()
        .cage_of(cell)
        .is_some_and(|cage| cage.sum.is_some() && cage.cells.first() == Some(&cell));
    inset_for_cages(grid.layout(), area, holds_sum)
}

/// `area` less a Killer cage's inset on every side, and the sum's band at the top when
/// `holds_sum`; all of it on a board without cages.
fn inset_for_cages(layout: Layout, area: Area, holds_sum: bool) -> Area {
    if layout.variant().cages.is_none() {
        return area;
    }
    let size = area.width();
    let side = size * CAGE_INSET * 1.2;
    let top = if holds_sum {
        size * CAGE_SUM_BAND
    } else {
        side
    };
    Area::new(
        area.min.offset(side, top),
        size - 2.0 * side,
        area.height() - top - side,
    )
}

/// The candidates of an empty cell that no placed digit it sees rules out (so a fresh puzzle
/// shows what its givens allow), and the ones the shown step removed from it (except for
/// Candidate Elimination, whose hundreds of removals would hide the board).
fn candidates(
    shapes: &mut Vec<Shape>,
    view: &BoardView,
    palette: &Palette,
    cell: Cell,
    area: Area,
) {
    let layout = view.grid.layout();
    let square = area;
    let area = candidate_area(view.grid, cell, square);
    let (size, two_digit_size) = (spot_font(layout, area), two_digit_font(layout, area));
    let sub_w = area.width() / layout.box_cols() as f32;
    let sub_h = area.height() / layout.box_rows() as f32;
    let removed = view
        .step
        .filter(|s| s.technique != Technique::CandidateElimination)
        .map(|s| {
            s.eliminations
                .iter()
                .filter(|e| e.cell == cell)
                .map(|e| e.digit)
        })
        .into_iter()
        .flatten();
    let mut digits: Vec<_> = view
        .grid
        .open_candidates(cell)
        .iter()
        .chain(removed)
        .collect();
    digits.sort_unstable();
    digits.dedup();
    for digit in digits {
        let centre = spot_centre(view.grid, cell, square, digit);
        let spot = Area::around(centre, sub_w * 0.92, sub_h * 0.92);
        let candidate = Candidate { cell, digit };
        let role = candidate_role(view.step, candidate);
        let painted = view.colours.get(&candidate).copied();
        let rounded = |area, colour| Shape::Fill {
            area,
            corner: 3.0,
            colour,
        };
        if let Some(paint) = painted {
            paint_shape(shapes, spot, paint, paint_colour(palette, paint));
        } else if view.lens.digit == Some(digit) {
            shapes.push(rounded(spot, palette.lens_candidate));
        }
        let background = match role {
            Some(Role::Pattern | Role::ChainOn) => Some(palette.pattern),
            Some(Role::Fin | Role::ChainOff) => Some(palette.fin),
            Some(Role::Placed) => Some(palette.placed_candidate),
            Some(Role::Eliminated | Role::Premise) | None => None,
        };
        if let Some(background) = background {
            let inner = if painted.is_some() {
                spot.shrink(spot.width().min(spot.height()) * 0.18)
            } else {
                spot
            };
            shapes.push(rounded(inner, background));
            role_cue(shapes, inner, role, palette.candidate);
        }
        let eliminated = role == Some(Role::Eliminated);
        let two_digits = digit.get() >= 10;
        shapes.push(Shape::Text {
            centre,
            text: digit.to_string(),
            size: if two_digits { two_digit_size } else { size },
            colour: if eliminated {
                palette.eliminated
            } else {
                palette.candidate
            },
        });
        if eliminated {
            let half = sub_w.min(sub_h) * 0.38;
            shapes.push(Shape::Line {
                from: centre.offset(-half, half),
                to: centre.offset(half, -half),
                width: 1.6,
                colour: palette.eliminated,
                dash: None,
            });
        }
    }
}

/// A paint's own shape behind a candidate, so paints differ by more than hue: blue a square,
/// green a circle, orange a triangle pointing up, pink a diamond.
fn paint_shape(shapes: &mut Vec<Shape>, spot: Area, paint: Paint, colour: Rgba) {
    let centre = spot.centre();
    let (half_w, half_h) = (spot.width() / 2.0, spot.height() / 2.0);
    match paint {
        Paint::Blue => shapes.push(Shape::Fill {
            area: spot,
            corner: 0.0,
            colour,
        }),
        Paint::Green => shapes.push(Shape::Fill {
            area: spot,
            corner: half_w.min(half_h),
            colour,
        }),
        Paint::Orange => shapes.push(Shape::Triangle {
            points: [
                centre.offset(0.0, -half_h * 1.1),
                centre.offset(half_w * 1.1, half_h),
                centre.offset(-half_w * 1.1, half_h),
            ],
            colour,
        }),
        Paint::Pink => {
            let (top, bottom) = (centre.offset(0.0, -half_h), centre.offset(0.0, half_h));
            let (left, right) = (centre.offset(-half_w, 0.0), centre.offset(half_w, 0.0));
            shapes.push(Shape::Triangle {
                points: [top, right, left],
                colour,
            });
            shapes.push(Shape::Triangle {
                points: [bottom, left, right],
                colour,
            });
        }
    }
}

/// The mark that tells a candidate's role without its colour: a box around a pattern (or true
/// chain) candidate, a ring around one the step places, a bar under a fin (or false chain)
/// candidate. A removed candidate is struck through where its digit is drawn.
fn role_cue(shapes: &mut Vec<Shape>, spot: Area, role: Option<Role>, colour: Rgba) {
    let width = (spot.width().min(spot.height()) * 0.07).clamp(0.8, 1.6);
    let outline = |corner: f32| Shape::Outline {
        area: spot.shrink(width / 2.0),
        corner,
        width,
        colour,
    };
    match role {
        Some(Role::Pattern | Role::ChainOn) => shapes.push(outline(3.0)),
        Some(Role::Placed) => shapes.push(outline(spot.width().min(spot.height()) / 2.0)),
        Some(Role::Fin | Role::ChainOff) => {
            let y = spot.max.y - width * 1.5;
            let inset = spot.width() * 0.2;
            shapes.push(Shape::Line {
                from: Point::new(spot.min.x + inset, y),
                to: Point::new(spot.max.x - inset, y),
                width,
                colour,
                dash: None,
            });
        }
        Some(Role::Eliminated | Role::Premise) | None => {}
    }
}

/// The knight's and king's moves a step's reasoning sees along (`Step::variant_sightings`), each
/// a dotted line between the two cells' centres in the variant marks' colour.
fn moves_seen(
    shapes: &mut Vec<Shape>,
    placement: &Placement,
    grid: &Grid,
    step: &Step,
    palette: &Palette,
) {
    let geometry = grid.geometry();
    let centre = |cell: Cell| cell_centre(placement, geometry, cell);
    for (a, b, sight) in step.variant_sightings(geometry) {
        if matches!(sight, Sight::Move(_)) {
            shapes.push(Shape::Line {
                from: centre(a),
                to: centre(b),
                width: 2.0,
                colour: palette.variant_mark,
                dash: Some((2.0, 3.0)),
            });
        }
    }
}

/// A step's chain links as arrows between candidates: solid for strong links, dashed for weak
/// ones.
fn links(
    shapes: &mut Vec<Shape>,
    placement: &Placement,
    grid: &Grid,
    step: &Step,
    palette: &Palette,
) {
    let layout = grid.layout();
    let radius = placement.cell_size / (layout.box_cols().max(layout.box_rows()) as f32) * 0.45;
    for link in &step.highlight.links {
        let from = placement.candidate_centre(grid, link.from);
        let to = placement.candidate_centre(grid, link.to);
        let (dx, dy) = (to.x - from.x, to.y - from.y);
        let length = (dx * dx + dy * dy).sqrt();
        if length <= f32::EPSILON || !length.is_finite() {
            continue;
        }
        let (ux, uy) = (dx / length, dy / length);
        let start = from.offset(ux * radius, uy * radius);
        let end = to.offset(-ux * radius, -uy * radius);
        shapes.push(Shape::Line {
            from: start,
            to: end,
            width: 2.0,
            colour: palette.link,
            dash: (!link.strong).then_some((6.0, 4.0)),
        });
        let head = placement.cell_size * 0.12;
        let (sx, sy) = (-uy * head * 0.5, ux * head * 0.5);
        let base = end.offset(-ux * head, -uy * head);
        shapes.push(Shape::Triangle {
            points: [end, base.offset(sx, sy), base.offset(-sx, -sy)],
            colour: palette.link,
        });
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::model::Layout;
    use crate::model::rules::{AntiKnight, SudokuX};

    fn texts(shapes: &[Shape]) -> Vec<(String, f32, f32)> {
        shapes
            .iter()
            .filter_map(|shape| match shape {
                Shape::Text { centre, text, .. } => Some((text.clone(), centre.x, centre.y)),
                _ => None,
            })
            .collect()
    }

    /// A line's ends and dash pattern.
    type Drawn = (Point, Point, Option<(f32, f32)>);

    fn lines_in(shapes: &[Shape], wanted: Rgba) -> Vec<Drawn> {
        shapes
            .iter()
            .filter_map(|shape| match *shape {
                Shape::Line {
                    from,
                    to,
                    colour,
                    dash,
                    ..
                } if colour == wanted => Some((from, to, dash)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_role_and_paint_has_a_mark_besides_its_colour_in_every_palette() {
        use crate::deduction::step::Highlight;
        use crate::message::Message;
        let grid = Grid::empty(Layout::CLASSIC);
        let candidate = |index: usize, digit: u8| Candidate {
            cell: Cell::new(index),
            digit: Digit::new(digit),
        };
        let step = Step {
            technique: Technique::XWing,
            message: Message::default(),
            placements: vec![candidate(80, 5)],
            eliminations: Vec::new(),
            highlight: Highlight {
                candidates: vec![
                    (candidate(0, 1), Role::Pattern),
                    (candidate(0, 2), Role::Fin),
                    (candidate(0, 3), Role::Placed),
                ],
                ..Highlight::default()
            },
            proof: None,
        };
        let mut colours = Colours::new();
        for (digit, paint) in (1..).zip(Paint::ALL) {
            colours.insert(candidate(9, digit), paint);
        }
        for palette in [Palette::LIGHT, Palette::DARK, Palette::COLOUR_BLIND] {
            let view = BoardView {
                colours: &colours,
                ..BoardView::plain(&grid, Some(&step), true)
            };
            let shapes = board_scene(&view, &palette, 900.0).shapes;
            let outlines: Vec<(Area, f32)> = shapes
                .iter()
                .filter_map(|shape| match *shape {
                    Shape::Outline {
                        area,
                        corner,
                        colour,
                        ..
                    } if colour == palette.candidate || colour == palette.placed => {
                        Some((area, corner))
                    }
                    _ => None,
                })
                .collect();
            let placement = Placement::new(900.0, 9);
            let inside = |(area, _): &(Area, f32), cell: Area| {
                area.min.x >= cell.min.x && area.max.x <= cell.max.x
            };
            let r1c1 = placement.cell_area(0, 0);
            assert_eq!(
                outlines.iter().filter(|o| inside(o, r1c1)).count(),
                2,
                "a box round the pattern candidate and a ring round the placed one"
            );
            let r9c9 = placement.cell_area(8, 8);
            assert!(
                outlines.iter().any(|o| inside(o, r9c9)),
                "the placed cell has a border"
            );
            assert_eq!(
                lines_in(&shapes, palette.candidate).len(),
                1,
                "a bar under the fin"
            );
            let triangles = shapes
                .iter()
                .filter(|shape| {
                    matches!(shape, Shape::Triangle { colour, .. }
                        if palette.paints[2..].contains(colour))
                })
                .count();
            assert_eq!(triangles, 3, "orange is a triangle, pink a diamond");
            let corners: Vec<f32> = shapes
                .iter()
                .filter_map(|shape| match *shape {
                    Shape::Fill { corner, colour, .. } if palette.paints[..2].contains(&colour) => {
                        Some(corner)
                    }
                    _ => None,
                })
                .collect();
            assert_eq!(corners[0], 0.0, "blue is a square");
            assert!(corners[1] > 5.0, "green is a circle: {corners:?}");
        }
    }

    #[test]
    fn sudoku_x_draws_both_diagonals_and_odd_even_cells_a_circle_or_a_square() {
        use crate::model::{Parity, Variant};
        let mut parity = vec![Parity::Any; 81];
        parity[0] = Parity::Odd;
        parity[1] = Parity::Even;
        let layout = Layout::CLASSIC
            .with_variant(
                Variant {
                    parity: Variant::parity_map(&parity),
                    ..Variant::CLASSIC
                }
                .with(&SudokuX),
            )
            .expect("fits");
        let grid = Grid::empty(layout);
        let palette = Palette::LIGHT;
        let scene = board_scene(&BoardView::plain(&grid, None, false), &palette, 900.0);
        let placement = Placement::new(900.0, 9);
        let (origin, end) = (placement.origin, 9.0 * placement.cell_size);
        assert_eq!(
            lines_in(&scene.shapes, palette.variant_mark),
            [
                (origin, origin.offset(end, end), None),
                (origin.offset(end, 0.0), origin.offset(0.0, end), None)
            ]
        );
        let marks: Vec<(Area, f32)> = scene
            .shapes
            .iter()
            .filter_map(|shape| match *shape {
                Shape::Fill {
                    area,
                    corner,
                    colour,
                } if colour == palette.variant_mark.faded(0.45) => Some((area, corner)),
                _ => None,
            })
            .collect();
        let (odd, even) = (placement.cell_area(0, 0), placement.cell_area(0, 1));
        let circle = odd.shrink(odd.width() * 0.08);
        assert_eq!(
            marks,
            [
                (circle, circle.width() / 2.0),
                (even.shrink(even.width() * 0.14), 0.0)
            ]
        );
    }

    #[test]
    fn jigsaw_regions_get_thick_borders_and_a_knight_s_move_a_step_sees_along_is_drawn() {
        use crate::deduction::step::Highlight;
        use crate::message::Message;
        use crate::model::{Candidate, Variant};
        let rows_as_regions: Vec<u8> = (0..81u8).map(|i| i / 9).collect();
        let layout = Layout::CLASSIC
            .with_variant(
                Variant {
                    regions: Some(Variant::jigsaw_regions(&rows_as_regions)),
                    ..Variant::CLASSIC
                }
                .with(&AntiKnight),
            )
            .expect("fits");
        let grid = Grid::empty(layout);
        let palette = Palette::LIGHT;
        let placement = Placement::new(900.0, 9);
        let mut borders = Vec::new();
        region_borders(&mut borders, &placement, &grid, &palette);
        let lines = lines_in(&borders, palette.thick_line);
        assert_eq!(lines.len(), 8 * 9, "a border under every cell of rows 1-8");
        assert!(lines.iter().all(|(from, to, _)| from.y == to.y));

        let digit = Digit::new(1);
        let (pattern, removed) = (Cell::new(0), Cell::new(2 * 9 + 1));
        let step = Step::eliminating(
            Technique::Skyscraper,
            Message::default(),
            vec![Candidate {
                cell: removed,
                digit,
            }],
            Highlight {
                candidates: vec![(
                    Candidate {
                        cell: pattern,
                        digit,
                    },
                    Role::Pattern,
                )],
                ..Highlight::default()
            },
        );
        let mut drawn = Vec::new();
        moves_seen(&mut drawn, &placement, &grid, &step, &palette);
        assert_eq!(
            lines_in(&drawn, palette.variant_mark),
            [(
                placement.cell_area(0, 0).centre(),
                placement.cell_area(2, 1).centre(),
                Some((2.0, 3.0))
            )]
        );
    }

    #[test]
    fn pinned_labels_follow_the_edges_a_zoomed_board_has_scrolled_past() {
        let grid = Grid::empty(Layout::for_size(16).expect("16x16"));
        let view = BoardView {
            notation: Notation::Letters,
            ..BoardView::plain(&grid, None, true)
        };
        let side = 2000.0;
        let top_left = Area::new(Point::new(0.0, 0.0), 600.0, 400.0);
        assert!(
            pinned_labels(&view, &Palette::LIGHT, side, top_left).is_empty(),
            "the board's own labels are in sight"
        );
        let down = Area::new(Point::new(0.0, 900.0), 600.0, 400.0);
        let shapes = pinned_labels(&view, &Palette::LIGHT, side, down);
        let placement = Placement::new(side, 16);
        let labels = texts(&shapes);
        assert_eq!(labels.len(), 16, "the column numbers only");
        let (text, x, y) = &labels[2];
        assert_eq!(text, "3");
        assert!(
            (x - placement.cell_area(0, 2).centre().x).abs() < 0.01,
            "over column 3"
        );
        assert_eq!(
            *y,
            900.0 + 13.0,
            "on a 26-pixel band at the top of the view"
        );
        let across = Area::new(Point::new(700.0, 900.0), 600.0, 400.0);
        let labels = texts(&pinned_labels(&view, &Palette::LIGHT, side, across));
        assert_eq!(labels.len(), 32);
        let (text, x, y) = &labels[16 + 4];
        assert_eq!(text, "E", "row 5 in letters");
        assert_eq!(*x, 700.0 + 13.0);
        assert!(
            (y - placement.cell_area(4, 0).centre().y).abs() < 0.01,
            "beside row 5"
        );
    }

    #[test]
    fn a_killer_cage_is_outlined_inside_its_cells_with_its_sum_in_the_first() {
        use crate::model::{Cage, Variant};
        let cage = Cage {
            cells: vec![Cell::new(0), Cell::new(1), Cell::new(9)],
            sum: Some(6),
        };
        let layout = Layout::CLASSIC
            .with_variant(Variant {
                cages: Variant::killer_cages(&[cage]),
                ..Variant::CLASSIC
            })
            .expect("fits");
        let grid = Grid::empty(layout);
        let palette = Palette::LIGHT;
        let placement = Placement::new(900.0, 9);
        let mut drawn = Vec::new();
        cages(&mut drawn, &placement, &grid, &palette);
        let lines = lines_in(&drawn, palette.thick_line);
        assert_eq!(
            lines.len(),
            8,
            "three sides of r1c2 and of r2c1, two of r1c1"
        );
        assert!(lines.iter().all(|(_, _, dash)| dash.is_some()));
        let size = placement.cell_size();
        let inset = size * CAGE_INSET;
        let corner = placement.cell_area(1, 1).min.offset(-inset, -inset);
        let meets =
            |point: Point| (point.x - corner.x).abs() < 0.01 && (point.y - corner.y).abs() < 0.01;
        assert_eq!(
            lines
                .iter()
                .filter(|(from, to, _)| meets(*from) || meets(*to))
                .count(),
            2,
            "r1c2's lower side and r2c1's right side meet where the cage turns"
        );
        let texts: Vec<&str> = drawn
            .iter()
            .filter_map(|shape| match shape {
                Shape::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["6"]);
        let spot = placement.candidate_centre(
            &grid,
            Candidate {
                cell: Cell::new(0),
                digit: Digit::new(1),
            },
        );
        let area = placement.cell_area(0, 0);
        assert!(
            spot.y - area.min.y > size * CAGE_SUM_BAND,
            "candidates sit below the sum"
        );
    }
}
