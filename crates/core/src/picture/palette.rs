//! Every colour of the board in one place, for light and dark mode and a colour-blind-safe
//! light mode: calm box shading, a soft tint for the houses and pattern of a step, red for
//! removed candidates, green for placed ones, yellow for cells the step solved, tints for what
//! the lens highlights and the student's four paints. The app's window and the exported
//! pictures draw with the same palettes.
//!
//! The colour-blind palette takes its hues from Okabe and Ito's eight colours (chosen to stay
//! apart under every common colour-vision deficiency) and spreads the roles drawn together over
//! lightness as well as hue, so they stay apart under simulated protanopia, deuteranopia and
//! tritanopia (`tests/colours.rs` measures it). No role relies on colour alone in any palette:
//! the board also strikes through removed candidates, boxes pattern candidates, underlines
//! fins, borders placed cells, dashes weak links and gives each paint its own shape.

/// A colour: red, green, blue and opacity (not premultiplied), each 0-255.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity: 0 transparent, 255 opaque.
    pub a: u8,
}

impl Rgba {
    /// A colour with opacity `a`.
    pub const fn new(r: u8, g: u8, b: u8, a: u8) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    /// The same colour with its opacity multiplied by `factor` (0 to 1).
    pub fn faded(self, factor: f32) -> Rgba {
        let a = (f32::from(self.a) * factor.clamp(0.0, 1.0)).round() as u8;
        Rgba { a, ..self }
    }

    /// `#rrggbb`, the colour without its opacity.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// The opacity from 0 to 1.
    pub fn opacity(self) -> f32 {
        f32::from(self.a) / 255.0
    }
}

/// The colours the board draws with.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    /// Behind the board and its labels in a picture (the window paints its own panel).
    pub page: Rgba,
    /// Background of boxes on the even checkerboard squares.
    pub box_plain: Rgba,
    /// Background of boxes on the odd checkerboard squares.
    pub box_shaded: Rgba,
    /// Thin lines between cells.
    pub thin_line: Rgba,
    /// Thick lines between boxes and around the board.
    pub thick_line: Rgba,
    /// Given digits.
    pub given: Rgba,
    /// Digits placed by steps.
    pub placed: Rgba,
    /// Digits the student typed.
    pub typed: Rgba,
    /// Candidate digits.
    pub candidate: Rgba,
    /// Row and column labels.
    pub label: Rgba,
    /// Tint over the houses a step is about.
    pub house_tint: Rgba,
    /// Background of pattern cells and candidates.
    pub pattern: Rgba,
    /// Background of fin candidates.
    pub fin: Rgba,
    /// Removed candidates and their strike-through.
    pub eliminated: Rgba,
    /// Background of a placed candidate.
    pub placed_candidate: Rgba,
    /// Background of a cell the shown step solved.
    pub newly_solved: Rgba,
    /// Outline of the cell under the pointer.
    pub hover: Rgba,
    /// Chain arrows.
    pub link: Rgba,
    /// Outline of the cell typed digits go to.
    pub focus: Rgba,
    /// Background of a placed digit that differs from the solution (when checked; the digit
    /// itself is drawn in the eliminated colour).
    pub wrong: Rgba,
    /// Backgrounds for the groups of a step (almost locked sets), one colour per group in turn.
    pub sets: [Rgba; 6],
    /// Tint over the cells that hold the highlighted digit (as a candidate or placed).
    pub lens_cell: Rgba,
    /// Background of the highlighted digit's candidates.
    pub lens_candidate: Rgba,
    /// Tint over the bivalue cells, when highlighted.
    pub bivalue: Rgba,
    /// Tint over the cells that see the chosen cell, when highlighted.
    pub peer: Rgba,
    /// The student's paints, in `Paint::ALL` order (blue, green, orange, pink).
    pub paints: [Rgba; 4],
    /// Tint over the cells of a Windoku window.
    pub window: Rgba,
    /// Sudoku X's diagonal lines and the circles and squares of odd and even cells.
    pub variant_mark: Rgba,
    /// The lines drawn across cells, behind their digits (a thermometer's bulb and tube): solid,
    /// so that where a line bends or two meet it keeps one shade.
    pub line_mark: Rgba,
    /// A German whisper's green line through its cells, behind their digits: solid, as
    /// `line_mark`.
    pub whisper: Rgba,
    /// A renban's purple line through its cells, behind their digits: solid, as `line_mark`.
    pub renban: Rgba,
}

impl Palette {
    /// The light-mode colours.
    pub const LIGHT: Palette = Palette {
        page: Rgba::rgb(248, 248, 248),
        box_plain: Rgba::rgb(253, 253, 251),
        box_shaded: Rgba::rgb(236, 239, 244),
        thin_line: Rgba::rgb(170, 176, 186),
        thick_line: Rgba::rgb(40, 44, 52),
        given: Rgba::rgb(20, 22, 28),
        placed: Rgba::rgb(25, 75, 175),
        typed: Rgba::rgb(135, 40, 165),
        candidate: Rgba::rgb(36, 40, 48),
        label: Rgba::rgb(95, 100, 110),
        house_tint: Rgba::new(60, 120, 220, 40),
        pattern: Rgba::rgb(150, 200, 255),
        fin: Rgba::rgb(255, 190, 120),
        eliminated: Rgba::rgb(170, 20, 20),
        placed_candidate: Rgba::rgb(120, 205, 120),
        newly_solved: Rgba::rgb(255, 236, 130),
        hover: Rgba::rgb(230, 140, 30),
        link: Rgba::rgb(200, 60, 140),
        focus: Rgba::rgb(20, 150, 90),
        wrong: Rgba::rgb(255, 214, 214),
        sets: [
            Rgba::rgb(255, 214, 222),
            Rgba::rgb(208, 240, 214),
            Rgba::rgb(214, 226, 255),
            Rgba::rgb(255, 238, 200),
            Rgba::rgb(234, 216, 250),
            Rgba::rgb(204, 238, 238),
        ],
        lens_cell: Rgba::new(0, 170, 160, 46),
        lens_candidate: Rgba::rgb(120, 222, 210),
        bivalue: Rgba::new(230, 80, 170, 46),
        peer: Rgba::new(190, 170, 0, 56),
        paints: [
            Rgba::rgb(110, 170, 255),
            Rgba::rgb(110, 210, 120),
            Rgba::rgb(255, 170, 80),
            Rgba::rgb(245, 130, 200),
        ],
        window: Rgba::new(210, 150, 30, 46),
        variant_mark: Rgba::new(110, 116, 132, 120),
        line_mark: Rgba::rgb(207, 210, 218),
        whisper: Rgba::rgb(150, 222, 130),
        renban: Rgba::rgb(228, 178, 240),
    };

    /// The colour-blind-safe colours, on a light page (see the module's note).
    pub const COLOUR_BLIND: Palette = Palette {
        page: Rgba::rgb(248, 248, 248),
        box_plain: Rgba::rgb(253, 253, 253),
        box_shaded: Rgba::rgb(234, 234, 234),
        thin_line: Rgba::rgb(165, 165, 165),
        thick_line: Rgba::rgb(30, 30, 30),
        given: Rgba::rgb(0, 0, 0),
        placed: Rgba::rgb(0, 90, 80),
        typed: Rgba::rgb(150, 0, 115),
        candidate: Rgba::rgb(20, 20, 20),
        label: Rgba::rgb(100, 100, 100),
        house_tint: Rgba::new(86, 180, 233, 40),
        pattern: Rgba::rgb(120, 195, 240),
        fin: Rgba::rgb(240, 190, 60),
        eliminated: Rgba::rgb(130, 35, 0),
        placed_candidate: Rgba::rgb(60, 170, 140),
        newly_solved: Rgba::rgb(245, 235, 120),
        hover: Rgba::rgb(230, 159, 0),
        link: Rgba::rgb(204, 121, 167),
        focus: Rgba::rgb(0, 0, 0),
        wrong: Rgba::rgb(250, 200, 170),
        sets: [
            Rgba::rgb(230, 159, 0),
            Rgba::rgb(115, 177, 213),
            Rgba::rgb(246, 221, 166),
            Rgba::rgb(172, 172, 172),
            Rgba::rgb(225, 190, 215),
            Rgba::rgb(160, 225, 200),
        ],
        lens_cell: Rgba::new(0, 114, 178, 40),
        lens_candidate: Rgba::rgb(249, 231, 191),
        bivalue: Rgba::new(204, 121, 167, 50),
        peer: Rgba::new(240, 228, 66, 70),
        paints: [
            Rgba::rgb(86, 180, 233),
            Rgba::rgb(0, 158, 115),
            Rgba::rgb(230, 159, 0),
            Rgba::rgb(204, 121, 167),
        ],
        window: Rgba::new(230, 159, 0, 46),
        variant_mark: Rgba::new(100, 100, 100, 120),
        line_mark: Rgba::rgb(205, 205, 205),
        whisper: Rgba::rgb(130, 205, 180),
        renban: Rgba::rgb(228, 180, 210),
    };

    /// The palette of a theme: dark or light, or the colour-blind-safe one (on a light page)
    /// whatever the window's mode.
    pub fn of_theme(dark: bool, colour_blind: bool) -> &'static Palette {
        match (colour_blind, dark) {
            (true, _) => &Palette::COLOUR_BLIND,
            (false, true) => &Palette::DARK,
            (false, false) => &Palette::LIGHT,
        }
    }

    /// The dark-mode colours.
    pub const DARK: Palette = Palette {
        page: Rgba::rgb(27, 27, 27),
        box_plain: Rgba::rgb(34, 36, 40),
        box_shaded: Rgba::rgb(46, 49, 56),
        thin_line: Rgba::rgb(80, 85, 95),
        thick_line: Rgba::rgb(200, 204, 212),
        given: Rgba::rgb(235, 236, 240),
        placed: Rgba::rgb(160, 195, 255),
        typed: Rgba::rgb(220, 150, 255),
        candidate: Rgba::rgb(215, 219, 228),
        label: Rgba::rgb(150, 155, 165),
        house_tint: Rgba::new(120, 170, 255, 34),
        pattern: Rgba::rgb(30, 70, 120),
        fin: Rgba::rgb(115, 70, 20),
        eliminated: Rgba::rgb(255, 175, 175),
        placed_candidate: Rgba::rgb(25, 95, 45),
        newly_solved: Rgba::rgb(85, 72, 20),
        hover: Rgba::rgb(240, 160, 60),
        link: Rgba::rgb(240, 120, 200),
        focus: Rgba::rgb(80, 220, 140),
        wrong: Rgba::rgb(84, 30, 30),
        sets: [
            Rgba::rgb(92, 52, 64),
            Rgba::rgb(44, 84, 56),
            Rgba::rgb(48, 62, 104),
            Rgba::rgb(96, 80, 40),
            Rgba::rgb(76, 54, 98),
            Rgba::rgb(38, 82, 84),
        ],
        lens_cell: Rgba::new(0, 200, 190, 40),
        lens_candidate: Rgba::rgb(15, 85, 80),
        bivalue: Rgba::new(240, 90, 180, 40),
        peer: Rgba::new(220, 200, 40, 40),
        paints: [
            Rgba::rgb(40, 75, 150),
            Rgba::rgb(25, 95, 40),
            Rgba::rgb(120, 70, 20),
            Rgba::rgb(115, 45, 95),
        ],
        window: Rgba::new(230, 170, 60, 40),
        variant_mark: Rgba::new(170, 176, 192, 110),
        line_mark: Rgba::rgb(71, 75, 85),
        whisper: Rgba::rgb(30, 88, 36),
        renban: Rgba::rgb(88, 36, 98),
    };
}
