//! How the student looks at the board and types into it: the chosen cell, pencil mode, whether
//! candidates and wrong digits are shown, the lens (a digit, the bivalue cells, the cells that see
//! the chosen one), the paint of colouring mode, the notation of cell names and whether the
//! board draws in the colour-blind-safe palette, the size of the window's text and its
//! language.

use stepper_core::i18n::Language;
use stepper_core::model::{Cell, Digit, Notation};
use stepper_core::picture::{Lens, Paint};

/// The text sizes View > Text size offers, in percent of the normal size.
pub const TEXT_SIZES: [u16; 5] = [100, 125, 150, 175, 200];

/// The board's view settings.
#[derive(Debug, Clone)]
pub(super) struct ViewSettings {
    focus: Option<Cell>,
    pencil: bool,
    show_wrong: bool,
    show_candidates: bool,
    lens: Lens,
    paint: Option<Paint>,
    notation: Notation,
    recognise_moves: bool,
    colour_blind: bool,
    text_size: u16,
    language: Language,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            focus: None,
            pencil: false,
            show_wrong: false,
            show_candidates: true,
            lens: Lens::default(),
            paint: None,
            notation: Notation::default(),
            recognise_moves: true,
            colour_blind: false,
            text_size: 100,
            language: Language::English,
        }
    }
}

impl ViewSettings {
    /// The chosen cell, which typed digits go to.
    pub(super) fn focus(&self) -> Option<Cell> {
        self.focus
    }

    /// Chooses `cell` (or none).
    pub(super) fn set_focus(&mut self, cell: Option<Cell>) {
        self.focus = cell;
    }

    /// Moves the chosen cell by `rows` and `cols` on a board `n` cells wide, wrapping at the
    /// edges; with no cell chosen, from r1c1.
    pub(super) fn move_focus(&mut self, rows: isize, cols: isize, n: usize) {
        let n = n as isize;
        let (row, col) = match self.focus {
            Some(cell) => (cell.index() as isize / n, cell.index() as isize % n),
            None => (0, 0),
        };
        let row = (row + rows).rem_euclid(n);
        let col = (col + cols).rem_euclid(n);
        self.focus = Some(Cell::new((row * n + col) as usize));
    }

    /// Whether typed digits toggle pencil marks.
    pub(super) fn is_pencil(&self) -> bool {
        self.pencil
    }

    /// Pencil mode on or off.
    pub(super) fn set_pencil(&mut self, on: bool) {
        self.pencil = on;
    }

    /// Whether wrong digits are shown.
    pub(super) fn shows_wrong(&self) -> bool {
        self.show_wrong
    }

    /// Wrong digits shown or not.
    pub(super) fn set_show_wrong(&mut self, on: bool) {
        self.show_wrong = on;
    }

    /// Whether the student's moves are judged (the technique that justifies each is named in
    /// its log row).
    pub(super) fn recognises_moves(&self) -> bool {
        self.recognise_moves
    }

    /// Turns the judging of the student's moves on or off.
    pub(super) fn set_recognise_moves(&mut self, on: bool) {
        self.recognise_moves = on;
    }

    /// Whether the board draws in the colour-blind-safe palette.
    pub(super) fn colour_blind(&self) -> bool {
        self.colour_blind
    }

    /// Draws the board in the colour-blind-safe palette or not.
    pub(super) fn set_colour_blind(&mut self, on: bool) {
        self.colour_blind = on;
    }

    /// The size of the window's text, in percent of the normal size.
    pub(super) fn text_size(&self) -> u16 {
        self.text_size
    }

    /// Sets the size of the window's text, kept within `TEXT_SIZES`.
    pub(super) fn set_text_size(&mut self, percent: u16) {
        self.text_size = percent.clamp(TEXT_SIZES[0], TEXT_SIZES[TEXT_SIZES.len() - 1]);
    }

    /// The language of the window.
    pub(super) fn language(&self) -> Language {
        self.language
    }

    /// Sets the language of the window.
    pub(super) fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    /// Whether the candidates of empty cells are drawn.
    pub(super) fn shows_candidates(&self) -> bool {
        self.show_candidates
    }

    /// Candidates drawn or not.
    pub(super) fn set_show_candidates(&mut self, on: bool) {
        self.show_candidates = on;
    }

    /// What the lens highlights.
    pub(super) fn lens(&self) -> Lens {
        self.lens
    }

    /// Highlights every place of `digit`; the digit already highlighted, or `None`, clears it.
    /// The digit now highlighted.
    pub(super) fn highlight_digit(&mut self, digit: Option<Digit>) -> Option<Digit> {
        self.lens.digit = digit.filter(|&d| self.lens.digit != Some(d));
        self.lens.digit
    }

    /// The bivalue cells highlighted or not.
    pub(super) fn set_bivalue(&mut self, on: bool) {
        self.lens.bivalue = on;
    }

    /// The cells that see the chosen cell highlighted or not.
    pub(super) fn set_peers(&mut self, on: bool) {
        self.lens.peers = on;
    }

    /// The paint a click on a candidate applies, in colouring mode.
    pub(super) fn paint(&self) -> Option<Paint> {
        self.paint
    }

    /// Colouring mode on (with `paint`) or off.
    pub(super) fn set_paint(&mut self, paint: Option<Paint>) {
        self.paint = paint;
    }

    /// How cells and rows are named.
    pub(super) fn notation(&self) -> Notation {
        self.notation
    }

    /// Names cells and rows in `notation`.
    pub(super) fn set_notation(&mut self, notation: Notation) {
        self.notation = notation;
    }
}
