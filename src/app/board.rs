//! The board in the window: paints the board's scene (see `picture::board_scene`, which the
//! exported pictures write too), outlines the cell under the pointer with its name and
//! candidates as tooltip, and turns clicks into cells and candidates.

use eframe::egui::{self, Align2, FontId, Pos2, Sense, Stroke, pos2, vec2};

use super::theme::color;
use crate::i18n::Language;
use crate::model::Notation;
use crate::model::{Candidate, Cell, Grid};
use crate::picture::{
    Area, BoardView, Palette, Placement, Point, Scene, Shape, board_scene, pinned_labels,
};

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
    /// The cell Tab moved the keyboard focus to while no cell was chosen.
    pub focused: Option<Cell>,
}

/// Draws the board in a square of `side` pixels; returns what the user clicked. With `reveal`,
/// the chosen cell is scrolled into view (a zoomed board in a scroll area). `readings` gives
/// what a screen reader says of each cell (see `Controller::cell_readings`); it is asked only
/// while a screen reader (or a test) reads the window.
pub fn board_ui(
    ui: &mut egui::Ui,
    view: &BoardView,
    palette: &Palette,
    side: f32,
    reveal: bool,
    readings: impl FnOnce() -> Vec<String>,
    lang: Language,
) -> BoardInput {
    let grid = view.grid;
    let geometry = grid.geometry();
    let (response, painter) = ui.allocate_painter(vec2(side, side), Sense::CLICK);
    let label = lang.text("board-label");
    let enabled = ui.is_enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, enabled, &label));
    let corner = response.rect.min;
    paint_scene(&painter, &board_scene(view, palette, side), corner);
    let shown = ui.clip_rect().intersect(response.rect);
    if !shown.contains_rect(response.rect) {
        let visible = Area {
            min: Point::new(shown.min.x - corner.x, shown.min.y - corner.y),
            max: Point::new(shown.max.x - corner.x, shown.max.y - corner.y),
        };
        let labels = Scene {
            width: side,
            height: side,
            background: palette.page,
            shapes: pinned_labels(view, palette, side, visible),
        };
        paint_scene(&painter, &labels, corner);
    }
    let placement = Placement::of_grid(side, grid);
    let focused = cells_ui(ui, &response, view, &placement, readings);
    if let Some(cell) = view.focus.filter(|_| reveal) {
        let area = placement.cell_area(geometry.row_of(cell), geometry.col_of(cell));
        ui.scroll_to_rect(rect_of(area, corner), None);
    }
    let local = |pos: Pos2| Point::new(pos.x - corner.x, pos.y - corner.y);
    let clicked_at = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())
        .map(local);
    let clicked = clicked_at
        .and_then(|p| placement.cell_at(p))
        .map(|(row, col)| geometry.cell_at(row, col));
    let clicked_candidate = clicked_at.and_then(|p| placement.candidate_at(grid, p));
    let asked = response
        .interact_pointer_pos()
        .filter(|_| response.secondary_clicked())
        .and_then(|p| placement.candidate_at(grid, local(p)));
    if let Some((row, col)) = response
        .hover_pos()
        .and_then(|p| placement.cell_at(local(p)))
    {
        let cell = geometry.cell_at(row, col);
        painter.rect_stroke(
            rect_of(placement.cell_area(row, col), corner),
            0.0,
            Stroke::new(2.0, color(palette.hover)),
            egui::StrokeKind::Inside,
        );
        let tip = cell_description(grid, cell, view.notation, lang);
        response.on_hover_text_at_pointer(tip);
    }
    BoardInput {
        clicked,
        clicked_candidate,
        asked,
        focused,
    }
}

/// Draws `scene` (a picture of a board, see `picture::board_picture`) at its own size, for
/// looking at only; a screen reader reads it as an image described by `description`.
pub fn picture_ui(ui: &mut egui::Ui, scene: &Scene, description: &str) {
    let (response, painter) = ui.allocate_painter(vec2(scene.width, scene.height), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, description));
    painter.rect_filled(response.rect, 0.0, color(scene.background));
    paint_scene(&painter, scene, response.rect.min);
}

/// The id of `cell`'s node in the accessibility tree, which holds the keyboard focus while the
/// cell is chosen.
pub fn cell_id(cell: Cell) -> egui::Id {
    egui::Id::unique(("board cell", cell.index()))
}

/// The keys the chosen cell keeps from egui's focus moves: the arrows move the chosen cell and
/// Escape lets it go; Tab still leaves the board.
const CELL_KEYS: egui::EventFilter = egui::EventFilter {
    tab: false,
    horizontal_arrows: true,
    vertical_arrows: true,
    escape: true,
};

/// One accessible node per cell, children of the board's, labelled with its reading. The
/// chosen cell (r1c1 while none is) is the board's one stop in the Tab order and holds the
/// keyboard focus, so a screen reader announces each cell the arrow keys reach. Returns the
/// cell that Tab brought the focus to, if any.
fn cells_ui(
    ui: &mut egui::Ui,
    board: &egui::Response,
    view: &BoardView,
    placement: &Placement,
    readings: impl FnOnce() -> Vec<String>,
) -> Option<Cell> {
    let geometry = view.grid.geometry();
    let stop = view.focus.unwrap_or(Cell::new(0));
    let reading = ui
        .ctx()
        .accesskit_node_builder(board.id, |_| ())
        .map(|()| readings());
    let cells = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(board.rect)
            .accessibility_parent(board.id),
    );
    let mut focused = None;
    for index in 0..geometry.n() * geometry.n() {
        let cell = Cell::new(index);
        let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
        let rect = rect_of(placement.cell_area(row, col), board.rect.min);
        let sense = if cell == stop {
            Sense::FOCUSABLE
        } else {
            Sense::HOVER
        };
        let id = cell_id(cell);
        let response = cells.interact(rect, id, sense);
        if let Some(label) = reading.as_ref().and_then(|r| r.get(index)) {
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::GridCell, true, label));
            cells.ctx().accesskit_node_builder(id, |node| {
                node.set_row_index(row);
                node.set_column_index(col);
            });
        }
        if cell == stop {
            if response.gained_focus() && view.focus.is_none() {
                focused = Some(cell);
            }
            if response.has_focus() {
                cells.memory_mut(|m| m.set_focus_lock_filter(id, CELL_KEYS));
            }
        }
    }
    focused
}

/// `area` of a scene drawn with its top left corner at `corner`.
fn rect_of(area: Area, corner: Pos2) -> egui::Rect {
    egui::Rect::from_min_max(
        pos2(corner.x + area.min.x, corner.y + area.min.y),
        pos2(corner.x + area.max.x, corner.y + area.max.y),
    )
}

/// Paints `scene` with its top left corner at `corner` (its background is the panel's).
fn paint_scene(painter: &egui::Painter, scene: &Scene, corner: Pos2) {
    let at = |p: Point| pos2(corner.x + p.x, corner.y + p.y);
    for shape in &scene.shapes {
        match shape {
            Shape::Fill {
                area,
                corner: radius,
                colour,
            } => {
                painter.rect_filled(rect_of(*area, corner), *radius, color(*colour));
            }
            Shape::Outline {
                area,
                corner: radius,
                width,
                colour,
            } => {
                painter.rect_stroke(
                    rect_of(*area, corner),
                    *radius,
                    Stroke::new(*width, color(*colour)),
                    egui::StrokeKind::Middle,
                );
            }
            Shape::Line {
                from,
                to,
                width,
                colour,
                dash,
            } => {
                let stroke = Stroke::new(*width, color(*colour));
                match dash {
                    None => {
                        painter.line_segment([at(*from), at(*to)], stroke);
                    }
                    Some((on, off)) => painter.extend(egui::Shape::dashed_line(
                        &[at(*from), at(*to)],
                        stroke,
                        *on,
                        *off,
                    )),
                }
            }
            Shape::Triangle { points, colour } => {
                painter.add(egui::Shape::convex_polygon(
                    points.iter().map(|&p| at(p)).collect(),
                    color(*colour),
                    Stroke::NONE,
                ));
            }
            Shape::Text {
                centre,
                text,
                size,
                colour,
            } => {
                painter.text(
                    at(*centre),
                    Align2::CENTER_CENTER,
                    text,
                    FontId::proportional(*size),
                    color(*colour),
                );
            }
        }
    }
}

/// "r4c7: given 5", "r4c7: placed 5", "r4c7: candidates 1, 5, 9" (or "D7: ...") in `language`.
pub fn cell_description(grid: &Grid, cell: Cell, notation: Notation, language: Language) -> String {
    let name = notation.cell_of(grid.geometry(), cell);
    let (key, digits) = match grid.value(cell) {
        Some(digit) if grid.is_given(cell) => ("cell-tip-given", digit.to_string()),
        Some(digit) => ("cell-tip-placed", digit.to_string()),
        None => {
            let digits: Vec<String> = grid
                .open_candidates(cell)
                .iter()
                .map(|d| d.to_string())
                .collect();
            ("cell-tip-candidates", digits.join(", "))
        }
    };
    language.text_with(key, &[("cell", &name), ("digits", &digits)])
}
