//! Paints the Sudoku board: row and column labels, box shading, the houses and pattern of the
//! shown step, givens and placed digits in their own colours, candidates in a sub-grid shaped like
//! a box, removed candidates struck through in red, and the name and candidates of the cell under
//! the pointer. During a proof walkthrough, the cells of the facts the current fact rests on are
//! outlined in the arrows' colour. The lens tints the cells of a digit, the bivalue cells and the
//! cells that see the chosen cell; painted candidates sit on their colour.

use eframe::egui::{self, Align2, FontId, Pos2, Rect, Sense, Stroke, pos2, vec2};

use super::theme::Theme;
use crate::controller::{Colours, Lens, Paint};
use crate::model::{Candidate, Cell, Digit, Grid};
use crate::notation::Notation;
use crate::step::{Role, Step};
use crate::technique::Technique;

/// What the board shows.
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
    /// What to highlight besides the step: a digit's cells, the bivalue cells.
    pub lens: Lens,
    /// The cells that see the chosen cell, when the lens shows them.
    pub peers: &'a [Cell],
    /// The painted candidates.
    pub colours: &'a Colours,
    /// How rows are labelled and cells named.
    pub notation: Notation,
}

/// Where the board's cells are on screen.
struct Placement {
    origin: Pos2,
    cell_size: f32,
    n: usize,
}

impl Placement {
    fn cell_rect(&self, row: usize, col: usize) -> Rect {
        Rect::from_min_size(
            pos2(
                self.origin.x + col as f32 * self.cell_size,
                self.origin.y + row as f32 * self.cell_size,
            ),
            vec2(self.cell_size, self.cell_size),
        )
    }

    /// The centre of `digit`'s spot in the candidate sub-grid of a cell.
    fn candidate_centre(&self, grid: &Grid, candidate: Candidate) -> Pos2 {
        let geometry = grid.geometry();
        let layout = grid.layout();
        let rect = self.cell_rect(
            geometry.row_of(candidate.cell),
            geometry.col_of(candidate.cell),
        );
        let k = usize::from(candidate.digit.get()) - 1;
        let sub_w = rect.width() / layout.box_cols() as f32;
        let sub_h = rect.height() / layout.box_rows() as f32;
        pos2(
            rect.min.x + ((k % layout.box_cols()) as f32 + 0.5) * sub_w,
            rect.min.y + ((k / layout.box_cols()) as f32 + 0.5) * sub_h,
        )
    }

    /// The candidate whose spot in a cell's sub-grid holds `pos`, or the digit of the filled cell
    /// there.
    fn candidate_at(&self, grid: &Grid, pos: Pos2) -> Option<Candidate> {
        let (row, col) = self.cell_at(pos)?;
        let cell = grid.geometry().cell_at(row, col);
        if let Some(digit) = grid.value(cell) {
            return Some(Candidate { cell, digit });
        }
        let layout = grid.layout();
        let rect = self.cell_rect(row, col);
        let spot = |offset: f32, length: f32, parts: usize| {
            ((offset / length * parts as f32) as usize).min(parts - 1)
        };
        let sub_col = spot(pos.x - rect.min.x, rect.width(), layout.box_cols());
        let sub_row = spot(pos.y - rect.min.y, rect.height(), layout.box_rows());
        let digit = Digit::new((sub_row * layout.box_cols() + sub_col + 1) as u8);
        Some(Candidate { cell, digit })
    }

    fn cell_at(&self, pos: Pos2) -> Option<(usize, usize)> {
        let col = ((pos.x - self.origin.x) / self.cell_size).floor();
        let row = ((pos.y - self.origin.y) / self.cell_size).floor();
        let inside = |v: f32| v >= 0.0 && (v as usize) < self.n;
        (inside(col) && inside(row)).then_some((row as usize, col as usize))
    }
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

/// The accessible name of the board, which tests and screen readers find it by.
pub const BOARD_LABEL: &str = "Sudoku board";

/// What the user did on the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardInput {
    /// The cell clicked, if any.
    pub clicked: Option<Cell>,
    /// The candidate clicked (its spot in an empty cell's sub-grid), or the digit of a filled
    /// cell clicked.
    pub clicked_candidate: Option<Candidate>,
    /// The candidate right-clicked (its spot in an empty cell's sub-grid), or the digit of a
    /// filled cell right-clicked.
    pub asked: Option<Candidate>,
}

/// Draws the board as large as the space allows, with cells kept square; returns what the user
/// clicked.
pub fn board_ui(ui: &mut egui::Ui, view: &BoardView, theme: &Theme) -> BoardInput {
    let grid = view.grid;
    let n = grid.n();
    let layout = grid.layout();
    let geometry = grid.geometry();
    let available = ui.available_size();
    let side = available.x.min(available.y).max(120.0);
    let (response, painter) = ui.allocate_painter(vec2(side, side), Sense::click());
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, ui.is_enabled(), BOARD_LABEL));
    let label_band = side / (n as f32 + 0.6) * 0.6;
    let placement = Placement {
        origin: response.rect.min + vec2(label_band, label_band),
        cell_size: (side - label_band) / n as f32,
        n,
    };
    let cell_size = placement.cell_size;
    let step = view.step;
    let houses: Vec<_> = step.map(|s| s.highlight.houses.clone()).unwrap_or_default();

    for index in 0..n * n {
        let cell = Cell::new(index);
        let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
        let rect = placement.cell_rect(row, col);
        let shaded = (row / layout.box_rows() + col / layout.box_cols()) % 2 == 1;
        painter.rect_filled(
            rect,
            0.0,
            if shaded {
                theme.box_shaded
            } else {
                theme.box_plain
            },
        );
        if houses
            .iter()
            .any(|&h| geometry.cell_set_of(h).contains(cell))
        {
            painter.rect_filled(rect, 0.0, theme.house_tint);
        }
        draw_lens(&painter, view, theme, cell, rect);
        if let Some(group) =
            step.and_then(|s| s.highlight.sets.iter().position(|g| g.contains(&cell)))
        {
            painter.rect_filled(rect.shrink(1.0), 0.0, theme.sets[group % theme.sets.len()]);
        }
        if let Some(step) = step {
            if step.placements.iter().any(|p| p.cell == cell) {
                painter.rect_filled(rect.shrink(1.0), 0.0, theme.newly_solved);
            } else if step
                .highlight
                .cells
                .iter()
                .any(|&(c, role)| c == cell && role == Role::Pattern)
            {
                painter.rect_filled(rect.shrink(1.0), 0.0, theme.pattern.gamma_multiply(0.5));
            }
            if step
                .highlight
                .cells
                .iter()
                .any(|&(c, role)| c == cell && role == Role::Premise)
            {
                let outline = Stroke::new(2.5, theme.link);
                painter.rect_stroke(rect.shrink(2.0), 2.0, outline, egui::StrokeKind::Inside);
            }
        }
        if view.wrong.contains(&cell) {
            painter.rect_filled(rect.shrink(1.0), 0.0, theme.wrong);
        }
        match grid.value(cell) {
            Some(digit) => {
                let colour = if grid.is_given(cell) {
                    theme.given
                } else if view.wrong.contains(&cell) {
                    theme.eliminated
                } else {
                    theme.placed
                };
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    digit.to_string(),
                    FontId::proportional(cell_size * if n > 9 { 0.5 } else { 0.62 }),
                    colour,
                );
            }
            None => draw_candidates(&painter, view, theme, cell, rect),
        }
    }

    for i in 0..=n {
        let offset = i as f32 * cell_size;
        let thin = Stroke::new(1.0, theme.thin_line);
        let thick = Stroke::new(2.5, theme.thick_line);
        let x_range = placement.origin.x..=placement.origin.x + n as f32 * cell_size;
        let y_range = placement.origin.y..=placement.origin.y + n as f32 * cell_size;
        let row_stroke = if i % layout.box_rows() == 0 {
            thick
        } else {
            thin
        };
        let col_stroke = if i % layout.box_cols() == 0 {
            thick
        } else {
            thin
        };
        painter.hline(x_range, placement.origin.y + offset, row_stroke);
        painter.vline(placement.origin.x + offset, y_range, col_stroke);
    }

    if let Some(step) = step {
        draw_links(&painter, &placement, grid, step, theme);
    }

    let label_font = FontId::proportional((label_band * 0.55).clamp(7.0, 18.0));
    for i in 0..n {
        let centre = placement.origin.x + (i as f32 + 0.5) * cell_size;
        painter.text(
            pos2(centre, placement.origin.y - label_band * 0.5),
            Align2::CENTER_CENTER,
            (i + 1).to_string(),
            label_font.clone(),
            theme.label,
        );
        let middle = placement.origin.y + (i as f32 + 0.5) * cell_size;
        painter.text(
            pos2(placement.origin.x - label_band * 0.5, middle),
            Align2::CENTER_CENTER,
            view.notation.row_label(i),
            label_font.clone(),
            theme.label,
        );
    }

    if let Some(cell) = view.focus {
        painter.rect_stroke(
            placement.cell_rect(geometry.row_of(cell), geometry.col_of(cell)),
            0.0,
            Stroke::new(3.0, theme.focus),
            egui::StrokeKind::Inside,
        );
    }

    let clicked = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())
        .and_then(|p| placement.cell_at(p))
        .map(|(row, col)| geometry.cell_at(row, col));
    let clicked_candidate = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())
        .and_then(|p| placement.candidate_at(grid, p));
    let asked = response
        .interact_pointer_pos()
        .filter(|_| response.secondary_clicked())
        .and_then(|p| placement.candidate_at(grid, p));
    if let Some((row, col)) = response.hover_pos().and_then(|p| placement.cell_at(p)) {
        let cell = geometry.cell_at(row, col);
        painter.rect_stroke(
            placement.cell_rect(row, col),
            0.0,
            Stroke::new(2.0, theme.hover),
            egui::StrokeKind::Inside,
        );
        response.on_hover_text(cell_description(grid, cell, view.notation));
    }
    BoardInput {
        clicked,
        clicked_candidate,
        asked,
    }
}

/// Tints `cell` for the lens: the cells that see the chosen cell, the bivalue cells, the cells
/// holding the highlighted digit.
fn draw_lens(painter: &egui::Painter, view: &BoardView, theme: &Theme, cell: Cell, rect: Rect) {
    let grid = view.grid;
    if view.peers.contains(&cell) {
        painter.rect_filled(rect, 0.0, theme.peer);
    }
    if view.lens.bivalue && grid.is_bivalue(cell) {
        painter.rect_filled(rect, 0.0, theme.bivalue);
    }
    if let Some(digit) = view.lens.digit {
        let holds = match grid.value(cell) {
            Some(value) => value == digit,
            None => grid.candidates(cell).contains(digit),
        };
        if holds {
            painter.rect_filled(rect, 0.0, theme.lens_cell);
        }
    }
}

/// "r4c7: given 5", "r4c7: placed 5", "r4c7: candidates 1, 5, 9" (or "D7: ...").
pub fn cell_description(grid: &Grid, cell: Cell, notation: Notation) -> String {
    let cell_name = grid.geometry().cell_name(cell);
    let name = notation.render(&cell_name, grid.n());
    match grid.value(cell) {
        Some(digit) if grid.is_given(cell) => format!("{name}: given {digit}"),
        Some(digit) => format!("{name}: placed {digit}"),
        None => {
            let digits: Vec<String> = grid
                .candidates(cell)
                .iter()
                .map(|d| d.to_string())
                .collect();
            format!("{name}: candidates {}", digits.join(", "))
        }
    }
}

/// Draws the candidates of an empty cell, and the ones the shown step removed from it (except for
/// Candidate Elimination, whose hundreds of removals would hide the board).
fn draw_candidates(
    painter: &egui::Painter,
    view: &BoardView,
    theme: &Theme,
    cell: Cell,
    rect: Rect,
) {
    if !view.show_candidates {
        return;
    }
    let layout = view.grid.layout();
    let (sub_rows, sub_cols) = (layout.box_rows(), layout.box_cols());
    let sub_w = rect.width() / sub_cols as f32;
    let sub_h = rect.height() / sub_rows as f32;
    let font = FontId::proportional(sub_w.min(sub_h) * 0.78);
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
    let mut digits: Vec<_> = view.grid.candidates(cell).iter().chain(removed).collect();
    digits.sort_unstable();
    digits.dedup();
    for digit in digits {
        let k = usize::from(digit.get()) - 1;
        let centre = pos2(
            rect.min.x + ((k % sub_cols) as f32 + 0.5) * sub_w,
            rect.min.y + ((k / sub_cols) as f32 + 0.5) * sub_h,
        );
        let spot = Rect::from_center_size(centre, vec2(sub_w, sub_h) * 0.92);
        let candidate = Candidate { cell, digit };
        let role = candidate_role(view.step, candidate);
        let painted = view.colours.get(&candidate).copied();
        if let Some(paint) = painted {
            painter.rect_filled(spot, 3.0, paint_colour(theme, paint));
        } else if view.lens.digit == Some(digit) {
            painter.rect_filled(spot, 3.0, theme.lens_candidate);
        }
        let background = match role {
            Some(Role::Pattern | Role::ChainOn) => Some(theme.pattern),
            Some(Role::Fin | Role::ChainOff) => Some(theme.fin),
            Some(Role::Placed) => Some(theme.placed_candidate),
            Some(Role::Eliminated | Role::Premise) | None => None,
        };
        if let Some(background) = background {
            let inner = if painted.is_some() {
                spot.shrink(spot.width().min(spot.height()) * 0.18)
            } else {
                spot
            };
            painter.rect_filled(inner, 3.0, background);
        }
        let colour = if role == Some(Role::Eliminated) {
            theme.eliminated
        } else {
            theme.candidate
        };
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            digit.to_string(),
            font.clone(),
            colour,
        );
        if role == Some(Role::Eliminated) {
            let half = sub_w.min(sub_h) * 0.38;
            painter.line_segment(
                [centre + vec2(-half, half), centre + vec2(half, -half)],
                Stroke::new(1.6, theme.eliminated),
            );
        }
    }
}

/// The colour `paint` is drawn in.
pub fn paint_colour(theme: &Theme, paint: Paint) -> egui::Color32 {
    theme.paints[paint as usize]
}

/// Draws a step's chain links as arrows between candidates: solid for strong links, dashed for
/// weak ones.
fn draw_links(
    painter: &egui::Painter,
    placement: &Placement,
    grid: &Grid,
    step: &Step,
    theme: &Theme,
) {
    let radius = placement.cell_size
        / (grid.layout().box_cols().max(grid.layout().box_rows()) as f32)
        * 0.45;
    for link in &step.highlight.links {
        let from = placement.candidate_centre(grid, link.from);
        let to = placement.candidate_centre(grid, link.to);
        let direction = (to - from).normalized();
        if !direction.x.is_finite() || !direction.y.is_finite() {
            continue;
        }
        let start = from + direction * radius;
        let end = to - direction * radius;
        let stroke = Stroke::new(2.0, theme.link);
        if link.strong {
            painter.line_segment([start, end], stroke);
        } else {
            painter.extend(egui::Shape::dashed_line(&[start, end], stroke, 6.0, 4.0));
        }
        let head = placement.cell_size * 0.12;
        let side = vec2(-direction.y, direction.x) * head * 0.5;
        painter.add(egui::Shape::convex_polygon(
            vec![
                end,
                end - direction * head + side,
                end - direction * head - side,
            ],
            theme.link,
            Stroke::NONE,
        ));
    }
}
