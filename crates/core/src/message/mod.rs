//! Messages as data. Every sentence a student reads (a step, a proof fact, a hint, an answer, the
//! status line) is built once as text pieces plus typed pieces: cells, groups of cells, houses,
//! lists of lines, digits and technique names; a candidate, a set of digits or a list of removed
//! candidates is made of those. `Message::render` turns it into text for a notation (`r4c5` or `E5`), so a
//! change of setting reaches the messages already made, and nothing ever parses text back.
//!
//! `model::Notation` is the one place that names a cell, a group and a house; `lists.rs` joins
//! words, cells, digits and removed candidates as a person writes them.

/// Builds a `Message` from pieces, in order: text (`&str`, `String`), numbers and digits, and
/// typed pieces (`Piece`, `House`, other messages). `message!["in ", house, ", ", digit]`.
#[macro_export]
macro_rules! message {
    ($($piece:expr),* $(,)?) => {{
        let mut message = $crate::message::Message::default();
        $( message.push(&$piece); )*
        message
    }};
}

/// Builds a catalogue sentence (`Message::template`): its key, then each placeable's name and the
/// pieces that fill it. `template!("hidden-single-step", house = house, digit = digit)`.
#[macro_export]
macro_rules! template {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::message::Message::template(
            $key,
            vec![$((stringify!($name), $crate::message![$value])),*],
        )
    };
}

mod errors;
mod lists;
mod travel;

pub(crate) use travel::kept_name;

pub use errors::{
    Explained, arrow_message, cage_message, cell_at, line_message, line_rule_key,
    little_killer_message, printable, sandwich_message,
};
pub use lists::{
    and_list, cell_groups, cell_list, digit_list, digit_set_list, elimination_list, line_list,
    or_list, plus_list, removals_by_cell,
};

pub use crate::model::{Joiner, Notation};

use crate::i18n::Language;
use crate::model::{Cell, Digit, Geometry, House, Sight};

/// A name the program spells: a catalogue key, a placeable's name, a technique's name. Read back
/// through `travel::kept_name` (serde would otherwise try to borrow it from the text read).
pub type Name = &'static str;

/// A sentence made of pieces, rendered for a notation when it is shown.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Message {
    pieces: Vec<Piece>,
}

/// One piece of a message.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Piece {
    /// Words that read the same in every notation.
    Text(String),
    /// One cell, by its 0-based row and column.
    Cell {
        /// The row, from 0.
        row: usize,
        /// The column, from 0.
        col: usize,
    },
    /// Cells of one row or one column named together (`r123c4`), by their 0-based rows and
    /// columns, each sorted once; `wide` boards (above 9x9) separate the numbers by commas.
    Group {
        /// The rows, from 0, sorted, without repeats.
        rows: Vec<usize>,
        /// The columns, from 0, sorted, without repeats.
        cols: Vec<usize>,
        /// Whether the board is above 9x9.
        wide: bool,
    },
    /// A row, a column or a box.
    House(House),
    /// A digit of the board.
    Digit(Digit),
    /// A technique, by its name (the catalogue's; a translation would look it up by it).
    Technique(#[serde(deserialize_with = "travel::kept_name")] Name),
    /// A sentence of the catalogue (see `crate::i18n`), its placeables filled by messages, so
    /// each language orders the words its own way.
    Template {
        /// The catalogue key.
        #[serde(deserialize_with = "travel::kept_name")]
        key: Name,
        /// Each placeable's name and what fills it.
        #[serde(deserialize_with = "travel::kept_names")]
        args: Vec<(Name, Message)>,
    },
    /// A score or other whole number, its thousands grouped as the language writes them:
    /// 1,140 in English, 1.140 in German.
    Count(u32),
    /// Rows or columns named together: "rows 1, 4 and 7".
    Lines {
        /// Rows rather than columns.
        rows: bool,
        /// The lines, from 0, in the order they are named.
        indices: Vec<usize>,
        /// " and " or " or " before the last.
        joiner: Joiner,
    },
}

impl Piece {
    /// The piece that names `cell`.
    pub fn cell(geometry: &Geometry, cell: Cell) -> Piece {
        Piece::Cell {
            row: geometry.row_of(cell),
            col: geometry.col_of(cell),
        }
    }

    /// The piece that names `cells` together (`r5c56`, `r13c4`; one cell is named alone).
    pub fn group(geometry: &Geometry, cells: &[Cell]) -> Piece {
        if let [cell] = cells {
            return Piece::cell(geometry, *cell);
        }
        let sorted = |of: &dyn Fn(Cell) -> usize| {
            let mut list: Vec<usize> = cells.iter().map(|&c| of(c)).collect();
            list.sort_unstable();
            list.dedup();
            list
        };
        Piece::Group {
            rows: sorted(&|c| geometry.row_of(c)),
            cols: sorted(&|c| geometry.col_of(c)),
            wide: geometry.n() > 9,
        }
    }

    /// This piece as text in `notation`.
    fn render(&self, notation: Notation, language: Language, out: &mut String) {
        match self {
            Piece::Text(text) => out.push_str(text),
            Piece::Technique(name) => out.push_str(name),
            Piece::Digit(digit) => out.push_str(&digit.to_string()),
            Piece::Cell { row, col } => out.push_str(&notation.cell(*row, *col)),
            Piece::Group { rows, cols, wide } => out.push_str(&notation.group(rows, cols, *wide)),
            Piece::House(house) => out.push_str(&notation.house_in(*house, language)),
            Piece::Count(value) => out.push_str(&language.thousands(*value)),
            Piece::Template { key, args } => {
                let filled: Vec<(&str, String)> = args
                    .iter()
                    .map(|(name, value)| (*name, value.render_in(notation, language)))
                    .collect();
                let borrowed: Vec<(&str, &str)> = filled
                    .iter()
                    .map(|(name, value)| (*name, value.as_str()))
                    .collect();
                out.push_str(&language.text_with(key, &borrowed));
            }
            Piece::Lines {
                rows,
                indices,
                joiner,
            } => out.push_str(&notation.lines_in(*rows, indices, *joiner, language)),
        }
    }
}

/// Anything that can be said in a message: words, numbers, digits and typed pieces. Saying a
/// value copies it into the message, so the same name can be said twice.
pub trait Say {
    /// Appends this to `message`.
    fn say(&self, message: &mut Message);
}

impl<T: Say + ?Sized> Say for &T {
    fn say(&self, message: &mut Message) {
        (**self).say(message);
    }
}

impl Say for str {
    fn say(&self, message: &mut Message) {
        message.push_text(self);
    }
}

impl Say for String {
    fn say(&self, message: &mut Message) {
        message.push_text(self);
    }
}

impl Say for char {
    fn say(&self, message: &mut Message) {
        message.push_text(self.encode_utf8(&mut [0; 4]));
    }
}

impl Say for Digit {
    fn say(&self, message: &mut Message) {
        message.pieces.push(Piece::Digit(*self));
    }
}

impl Say for u8 {
    fn say(&self, message: &mut Message) {
        message.push_text(&self.to_string());
    }
}

impl Say for usize {
    fn say(&self, message: &mut Message) {
        message.push_text(&self.to_string());
    }
}

impl Say for House {
    fn say(&self, message: &mut Message) {
        message.pieces.push(Piece::House(*self));
    }
}

/// How two cells see each other on a variant board, after their names: "share the rising
/// diagonal", "are a knight's move apart", "share the cage at r1c1".
impl Say for Sight {
    fn say(&self, message: &mut Message) {
        let words = match *self {
            Sight::House(house) => template!("sight-house", house = house),
            Sight::Move(apart) => Message::template(apart.sight_key, Vec::new()),
            Sight::Cage { row, col } => template!("sight-cage", cell = Piece::Cell { row, col }),
        };
        message.push(words);
    }
}

impl Say for Piece {
    fn say(&self, message: &mut Message) {
        match self {
            Piece::Text(text) => message.push_text(text),
            piece => message.pieces.push(piece.clone()),
        }
    }
}

impl Say for Message {
    fn say(&self, message: &mut Message) {
        for piece in &self.pieces {
            piece.say(message);
        }
    }
}

impl Message {
    /// Appends `piece` (see `Say`).
    pub fn push(&mut self, piece: impl Say) {
        piece.say(self);
    }

    /// Appends words, joined to the text before them.
    fn push_text(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        match self.pieces.last_mut() {
            Some(Piece::Text(last)) => last.push_str(text),
            _ => self.pieces.push(Piece::Text(text.to_string())),
        }
    }

    /// Whether the message says nothing.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// The pieces, in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The message as text in `notation`.
    pub fn render(&self, notation: Notation) -> String {
        self.render_in(notation, Language::English)
    }

    /// The message as text in `notation` and `language`.
    pub fn render_in(&self, notation: Notation, language: Language) -> String {
        let mut out = String::new();
        for piece in &self.pieces {
            piece.render(notation, language, &mut out);
        }
        out
    }

    /// The catalogue's sentence `key` (see `crate::i18n`), its placeables filled by `args`.
    pub fn template(key: &'static str, args: Vec<(&'static str, Message)>) -> Message {
        Message {
            pieces: vec![Piece::Template { key, args }],
        }
    }

    /// The message in the `r4c5` notation: what the command line and JSON print by default.
    pub fn text(&self) -> String {
        self.render(Notation::RowColumn)
    }

    /// `items` joined as a person writes a list: "a", "a and b", "a, b and c" (or "or").
    pub fn joined(items: &[Message], joiner: Joiner) -> Message {
        let count = items.len();
        let mut message = Message::default();
        for (index, item) in items.iter().enumerate() {
            if index > 0 {
                if index + 1 == count {
                    message.push(Piece::Template {
                        key: joiner.key(),
                        args: Vec::new(),
                    });
                } else {
                    message.push(", ");
                }
            }
            message.push(item);
        }
        message
    }

    /// `items` joined by `separator`, a message of its own (a catalogue's words: ", then ").
    pub fn separated_by(items: &[Message], separator: &Message) -> Message {
        let mut message = Message::default();
        for (index, item) in items.iter().enumerate() {
            if index > 0 {
                message.push(separator);
            }
            message.push(item);
        }
        message
    }

    /// `items` joined by `separator`.
    pub fn separated(items: &[Message], separator: &str) -> Message {
        Message::separated_by(items, &Message::from(separator))
    }
}

impl From<&str> for Message {
    fn from(text: &str) -> Message {
        message![text]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Candidates, Layout};

    #[test]
    fn cells_groups_and_rows_get_letters_and_the_rest_stays() {
        let geometry = Layout::CLASSIC.geometry();
        let cell = |row: usize, col: usize| Cell::new(row * 9 + col);
        let hidden = message![
            "Hidden Single: in ",
            House::Row(3),
            ", 7 fits only in ",
            Piece::cell(geometry, cell(3, 4)),
            "."
        ];
        assert_eq!(
            hidden.text(),
            "Hidden Single: in row 4, 7 fits only in r4c5."
        );
        assert_eq!(
            hidden.render(Notation::Letters),
            "Hidden Single: in row D, 7 fits only in D5."
        );
        let fish = message![
            "in ",
            line_list(true, &[0, 4], Joiner::And),
            ", 7 fits only in ",
            line_list(false, &[1, 7], Joiner::And),
            "; ",
            Piece::group(geometry, &[cell(0, 0), cell(1, 0), cell(2, 0)]),
            "=4, ",
            Piece::group(geometry, &[cell(4, 4), cell(4, 5)]),
            "=2 (",
            House::Box(4),
            ", ",
            House::Col(3),
            "); ",
            line_list(true, &[1, 5, 8], Joiner::Or)
        ];
        assert_eq!(
            fish.text(),
            "in rows 1 and 5, 7 fits only in columns 2 and 8; r123c1=4, r5c56=2 (box 5, \
             column 4); rows 2, 6 or 9"
        );
        assert_eq!(
            fish.render(Notation::Letters),
            "in rows A and E, 7 fits only in columns 2 and 8; ABC1=4, E56=2 (box 5, \
             column 4); rows B, F or I"
        );
        let wide = Layout::new(5, 5).expect("a 25x25 layout").geometry();
        let wide_cell = |row: usize, col: usize| Cell::new(row * 25 + col);
        let big = message![
            Piece::cell(wide, wide_cell(11, 15)),
            ", ",
            Piece::group(wide, &[wide_cell(4, 4), wide_cell(4, 5)]),
            " and ",
            Piece::group(wide, &[wide_cell(0, 2), wide_cell(11, 2)]),
            "; ",
            House::Row(24)
        ];
        assert_eq!(big.text(), "r12c16, r5c5,6 and r1,12c3; row 25");
        assert_eq!(big.render(Notation::Letters), "L16, E5,6 and AL3; row Y");
    }

    #[test]
    fn text_pieces_run_together_and_lists_join_as_written() {
        let message = message!["a", String::from("b"), 'c', 7usize];
        assert_eq!(message.pieces(), &[Piece::Text("abc7".to_string())]);
        let mut set = Candidates::EMPTY;
        set.insert(Digit::new(5));
        set.insert(Digit::new(2));
        let digits = digit_set_list(set);
        assert_eq!(
            digits.pieces(),
            &[
                Piece::Digit(Digit::new(2)),
                Piece::Template {
                    key: "list-and",
                    args: Vec::new()
                },
                Piece::Digit(Digit::new(5))
            ]
        );
        assert_eq!(digits.text(), "2 and 5");
        assert_eq!(
            digits.render_in(Notation::RowColumn, Language::German),
            "2 und 5"
        );
        let words = |list: &[&str]| list.iter().map(|&w| Message::from(w)).collect::<Vec<_>>();
        assert_eq!(Message::joined(&words(&["a"]), Joiner::And).text(), "a");
        assert_eq!(
            Message::joined(&words(&["a", "b", "c"]), Joiner::Or).text(),
            "a, b or c"
        );
        assert_eq!(Message::separated(&words(&["a", "b"]), "; ").text(), "a; b");
    }
}
