//! Paints the Sudoku board: box shading, grid lines, givens and placed digits, and the candidates
//! of empty cells in a small sub-grid shaped like a box.

use eframe::egui::{self, Align2, Color32, FontId, Rect, Sense, Stroke, pos2, vec2};

use crate::model::{Cell, Grid};

const GIVEN: Color32 = Color32::from_rgb(20, 20, 20);
const PLACED: Color32 = Color32::from_rgb(30, 80, 200);
const CANDIDATE: Color32 = Color32::from_rgb(110, 110, 110);
const SHADED_BOX: Color32 = Color32::from_rgb(236, 238, 243);
const PLAIN_BOX: Color32 = Color32::from_rgb(252, 252, 252);

/// Draws `grid` as large as the available space allows, keeping cells square.
pub fn board_ui(ui: &mut egui::Ui, grid: &Grid) {
    let n = grid.n();
    let layout = grid.layout();
    let side = ui.available_width().min(ui.available_height()).max(100.0);
    let (response, painter) = ui.allocate_painter(vec2(side, side), Sense::hover());
    let origin = response.rect.min;
    let cell_size = side / n as f32;
    let cell_rect = |row: usize, col: usize| {
        Rect::from_min_size(
            pos2(
                origin.x + col as f32 * cell_size,
                origin.y + row as f32 * cell_size,
            ),
            vec2(cell_size, cell_size),
        )
    };
    let geometry = grid.geometry();
    for index in 0..n * n {
        let cell = Cell::new(index);
        let (row, col) = (geometry.row_of(cell), geometry.col_of(cell));
        let rect = cell_rect(row, col);
        let shaded = (row / layout.box_rows() + col / layout.box_cols()) % 2 == 1;
        painter.rect_filled(rect, 0.0, if shaded { SHADED_BOX } else { PLAIN_BOX });
        match grid.value(cell) {
            Some(digit) => {
                let colour = if grid.is_given(cell) { GIVEN } else { PLACED };
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    digit.to_string(),
                    FontId::proportional(cell_size * 0.6),
                    colour,
                );
            }
            None => {
                let sub = cell_size / layout.box_cols().max(layout.box_rows()) as f32;
                for digit in grid.candidates(cell).iter() {
                    let k = usize::from(digit.get()) - 1;
                    let (r, c) = (k / layout.box_cols(), k % layout.box_cols());
                    let centre = pos2(
                        rect.min.x + (c as f32 + 0.5) * cell_size / layout.box_cols() as f32,
                        rect.min.y + (r as f32 + 0.5) * cell_size / layout.box_rows() as f32,
                    );
                    painter.text(
                        centre,
                        Align2::CENTER_CENTER,
                        digit.to_string(),
                        FontId::proportional(sub * 0.7),
                        CANDIDATE,
                    );
                }
            }
        }
    }
    for i in 0..=n {
        let thin = Stroke::new(1.0, Color32::GRAY);
        let thick = Stroke::new(2.5, Color32::BLACK);
        let offset = i as f32 * cell_size;
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
        painter.hline(origin.x..=origin.x + side, origin.y + offset, row_stroke);
        painter.vline(origin.x + offset, origin.y..=origin.y + side, col_stroke);
    }
}
