//! Every colour of the app in one place, for light and dark mode: calm box shading, a soft tint for
//! the houses and pattern of a step, red for removed candidates, green for placed ones, yellow for
//! cells the step solved, tints for what the lens highlights and the student's four paints.

use eframe::egui::{Color32, Visuals};

/// The colours the board and panels draw with.
#[derive(Debug, Clone, Copy)]
pub struct Theme {
    /// Background of boxes on the even checkerboard squares.
    pub box_plain: Color32,
    /// Background of boxes on the odd checkerboard squares.
    pub box_shaded: Color32,
    /// Thin lines between cells.
    pub thin_line: Color32,
    /// Thick lines between boxes and around the board.
    pub thick_line: Color32,
    /// Given digits.
    pub given: Color32,
    /// Digits placed by steps.
    pub placed: Color32,
    /// Candidate digits.
    pub candidate: Color32,
    /// Row and column labels.
    pub label: Color32,
    /// Tint over the houses a step is about.
    pub house_tint: Color32,
    /// Background of pattern cells and candidates.
    pub pattern: Color32,
    /// Background of fin candidates.
    pub fin: Color32,
    /// Removed candidates and their strike-through.
    pub eliminated: Color32,
    /// Background of a placed candidate.
    pub placed_candidate: Color32,
    /// Background of a cell the shown step solved.
    pub newly_solved: Color32,
    /// Outline of the cell under the pointer.
    pub hover: Color32,
    /// Chain arrows.
    pub link: Color32,
    /// Outline of the cell typed digits go to.
    pub focus: Color32,
    /// Background of a placed digit that differs from the solution (when checked; the digit
    /// itself is drawn in the eliminated colour).
    pub wrong: Color32,
    /// Backgrounds for the groups of a step (almost locked sets), one colour per group in turn.
    pub sets: [Color32; 6],
    /// Tint over the cells that hold the highlighted digit (as a candidate or placed).
    pub lens_cell: Color32,
    /// Background of the highlighted digit's candidates.
    pub lens_candidate: Color32,
    /// Tint over the bivalue cells, when highlighted.
    pub bivalue: Color32,
    /// Tint over the cells that see the chosen cell, when highlighted.
    pub peer: Color32,
    /// The student's paints, in `Paint::ALL` order (blue, green, orange, pink).
    pub paints: [Color32; 4],
}

impl Theme {
    /// The light-mode colours.
    pub const LIGHT: Theme = Theme {
        box_plain: Color32::from_rgb(253, 253, 251),
        box_shaded: Color32::from_rgb(236, 239, 244),
        thin_line: Color32::from_rgb(170, 176, 186),
        thick_line: Color32::from_rgb(40, 44, 52),
        given: Color32::from_rgb(20, 22, 28),
        placed: Color32::from_rgb(30, 90, 200),
        candidate: Color32::from_rgb(105, 110, 120),
        label: Color32::from_rgb(110, 115, 125),
        house_tint: Color32::from_rgba_unmultiplied_const(60, 120, 220, 40),
        pattern: Color32::from_rgb(150, 200, 255),
        fin: Color32::from_rgb(255, 190, 120),
        eliminated: Color32::from_rgb(215, 40, 40),
        placed_candidate: Color32::from_rgb(120, 205, 120),
        newly_solved: Color32::from_rgb(255, 236, 130),
        hover: Color32::from_rgb(230, 140, 30),
        link: Color32::from_rgb(200, 60, 140),
        focus: Color32::from_rgb(20, 150, 90),
        wrong: Color32::from_rgb(255, 214, 214),
        sets: [
            Color32::from_rgb(255, 214, 222),
            Color32::from_rgb(208, 240, 214),
            Color32::from_rgb(214, 226, 255),
            Color32::from_rgb(255, 238, 200),
            Color32::from_rgb(234, 216, 250),
            Color32::from_rgb(204, 238, 238),
        ],
        lens_cell: Color32::from_rgba_unmultiplied_const(0, 170, 160, 46),
        lens_candidate: Color32::from_rgb(120, 222, 210),
        bivalue: Color32::from_rgba_unmultiplied_const(230, 80, 170, 46),
        peer: Color32::from_rgba_unmultiplied_const(190, 170, 0, 56),
        paints: [
            Color32::from_rgb(110, 170, 255),
            Color32::from_rgb(110, 210, 120),
            Color32::from_rgb(255, 170, 80),
            Color32::from_rgb(245, 130, 200),
        ],
    };

    /// The dark-mode colours.
    pub const DARK: Theme = Theme {
        box_plain: Color32::from_rgb(34, 36, 40),
        box_shaded: Color32::from_rgb(46, 49, 56),
        thin_line: Color32::from_rgb(80, 85, 95),
        thick_line: Color32::from_rgb(200, 204, 212),
        given: Color32::from_rgb(235, 236, 240),
        placed: Color32::from_rgb(120, 170, 255),
        candidate: Color32::from_rgb(150, 155, 165),
        label: Color32::from_rgb(150, 155, 165),
        house_tint: Color32::from_rgba_unmultiplied_const(120, 170, 255, 34),
        pattern: Color32::from_rgb(40, 90, 150),
        fin: Color32::from_rgb(150, 95, 30),
        eliminated: Color32::from_rgb(255, 90, 90),
        placed_candidate: Color32::from_rgb(40, 130, 60),
        newly_solved: Color32::from_rgb(120, 105, 30),
        hover: Color32::from_rgb(240, 160, 60),
        link: Color32::from_rgb(240, 120, 200),
        focus: Color32::from_rgb(80, 220, 140),
        wrong: Color32::from_rgb(84, 30, 30),
        sets: [
            Color32::from_rgb(92, 52, 64),
            Color32::from_rgb(44, 84, 56),
            Color32::from_rgb(48, 62, 104),
            Color32::from_rgb(96, 80, 40),
            Color32::from_rgb(76, 54, 98),
            Color32::from_rgb(38, 82, 84),
        ],
        lens_cell: Color32::from_rgba_unmultiplied_const(0, 200, 190, 40),
        lens_candidate: Color32::from_rgb(20, 120, 112),
        bivalue: Color32::from_rgba_unmultiplied_const(240, 90, 180, 40),
        peer: Color32::from_rgba_unmultiplied_const(220, 200, 40, 40),
        paints: [
            Color32::from_rgb(50, 100, 190),
            Color32::from_rgb(40, 140, 60),
            Color32::from_rgb(170, 100, 30),
            Color32::from_rgb(160, 60, 130),
        ],
    };

    /// The colours that suit `visuals` (light or dark).
    pub fn for_visuals(visuals: &Visuals) -> Theme {
        if visuals.dark_mode {
            Theme::DARK
        } else {
            Theme::LIGHT
        }
    }
}
