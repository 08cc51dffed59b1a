//! How cells and rows are named in what the app shows: HoDoKu's `r4c5` (rows and columns
//! numbered) or SudokuWiki's `E5` (rows lettered A, B, C..., columns numbered). Every message is
//! made in the `r4c5` form; `Notation::render` rewrites a message for display, so a change of
//! setting reaches the log, the hints and the proofs already made.

use std::borrow::Cow;

/// A way of naming cells and rows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Notation {
    /// `r4c5`, `row 4`: rows and columns numbered from 1 (HoDoKu's).
    #[default]
    RowColumn,
    /// `E5`, `row E`: rows lettered from A, columns numbered from 1 (SudokuWiki's).
    Letters,
}

impl Notation {
    /// Both notations.
    pub const ALL: [Notation; 2] = [Notation::RowColumn, Notation::Letters];

    /// How the setting is shown and stored: "r4c5" or "E5".
    pub fn name(self) -> &'static str {
        match self {
            Notation::RowColumn => "r4c5",
            Notation::Letters => "E5",
        }
    }

    /// The notation called `name` (see `name`).
    pub fn from_name(name: &str) -> Option<Notation> {
        Notation::ALL.into_iter().find(|n| n.name() == name)
    }

    /// The label of 0-based row `row`: "5", or "E".
    pub fn row_label(self, row: usize) -> String {
        match self {
            Notation::RowColumn => (row + 1).to_string(),
            Notation::Letters => row_letter(row + 1).to_string(),
        }
    }

    /// `text` (made in the `r4c5` form) in this notation, for a board `n` cells wide. With
    /// letters, a cell `r4c5` becomes `E5`, a group of cells `r123c4` (`r1,2,3c4` above 9x9)
    /// becomes `ABC4` and `r5c56` becomes `E56`; `row 4` becomes `row D` and `rows 1, 4 and 7`
    /// becomes `rows A, D and G`. Columns and boxes keep their numbers.
    pub fn render(self, text: &str, n: usize) -> Cow<'_, str> {
        if self == Notation::RowColumn || !text.contains('r') {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        let mut after_word_char = false;
        while let Some(c) = rest.chars().next() {
            if !after_word_char && let Some((rendered, used)) = lettered_at(rest, n) {
                out.push_str(&rendered);
                rest = &rest[used..];
                after_word_char = true;
                continue;
            }
            out.push(c);
            after_word_char = c.is_alphanumeric() || c == '_';
            rest = &rest[c.len_utf8()..];
        }
        Cow::Owned(out)
    }
}

/// The letter of 1-based row `row`: 1 is A, 25 is Y.
fn row_letter(row: usize) -> char {
    char::from(b'A' + ((row - 1) % 26) as u8)
}

/// The number at the start of `text`, and how many bytes it takes.
fn number_at(text: &str) -> Option<(usize, usize)> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let value = text.get(..digits)?.parse().ok()?;
    Some((value, digits))
}

/// The numbers of a cell name's row or column part at the start of `text`: single digits
/// run together on boards up to 9x9 ("123"), numbers joined by commas without a space above
/// ("1,12"); with the bytes they take.
fn numbers_at(text: &str, n: usize) -> Option<(Vec<usize>, usize)> {
    if n <= 9 {
        let digits = text.bytes().take_while(u8::is_ascii_digit).count();
        let numbers: Vec<usize> = text
            .bytes()
            .take(digits)
            .map(|b| usize::from(b - b'0'))
            .collect();
        return (!numbers.is_empty()).then_some((numbers, digits));
    }
    let (first, mut used) = number_at(text)?;
    let mut numbers = vec![first];
    while let Some(after_comma) = text[used..].strip_prefix(',')
        && let Some((next, digits)) = number_at(after_comma)
    {
        numbers.push(next);
        used += 1 + digits;
    }
    Some((numbers, used))
}

/// A cell or group name (`r4c5`, `r123c4`) or a row reference (`row 4`, `rows 1, 4 and 7`) at
/// the start of `text`, in letters, with the bytes it takes.
fn lettered_at(text: &str, n: usize) -> Option<(String, usize)> {
    let valid = |row: usize| (1..=n.max(1)).contains(&row);
    if let Some(rest) = text.strip_prefix('r')
        && let Some((rows, row_bytes)) = numbers_at(rest, n)
        && let Some(after_c) = rest[row_bytes..].strip_prefix('c')
        && let Some((_, col_bytes)) = numbers_at(after_c, n)
        && rows.iter().all(|&row| valid(row))
    {
        let letters: String = rows.into_iter().map(row_letter).collect();
        let used = 1 + row_bytes + 1 + col_bytes;
        let ends_word = text[used..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric());
        if ends_word {
            return Some((format!("{letters}{}", &after_c[..col_bytes]), used));
        }
        return None;
    }
    if let Some(rest) = text.strip_prefix("rows ") {
        let (list, used) = row_list(rest, &valid)?;
        return Some((format!("rows {list}"), "rows ".len() + used));
    }
    let rest = text.strip_prefix("row ")?;
    let (row, used) = number_at(rest).filter(|&(row, _)| valid(row))?;
    Some((format!("row {}", row_letter(row)), "row ".len() + used))
}

/// A list of rows "1, 4 and 7" (or "1 and 4", or "1, 4 or 7") at the start of `text`, in
/// letters, with the bytes it takes: numbers joined by ", " and ended by " and " or " or "
/// before the last.
fn row_list(text: &str, valid: &dyn Fn(usize) -> bool) -> Option<(String, usize)> {
    let (first, mut used) = number_at(text).filter(|&(row, _)| valid(row))?;
    let mut out = row_letter(first).to_string();
    while let Some(after) = text[used..].strip_prefix(", ")
        && let Some((row, digits)) = number_at(after).filter(|&(row, _)| valid(row))
    {
        out.push_str(", ");
        out.push(row_letter(row));
        used += 2 + digits;
    }
    for joiner in [" and ", " or "] {
        if let Some(after) = text[used..].strip_prefix(joiner)
            && let Some((row, digits)) = number_at(after).filter(|&(row, _)| valid(row))
        {
            out.push_str(joiner);
            out.push(row_letter(row));
            used += joiner.len() + digits;
            break;
        }
    }
    Some((out, used))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(text: &str, n: usize) -> String {
        Notation::Letters.render(text, n).into_owned()
    }

    #[test]
    fn cells_groups_and_rows_get_letters_and_the_rest_stays() {
        assert_eq!(
            letters(
                "Hidden Single: in row 4, 7 fits only in r4c5, so r4c5 = 7.",
                9
            ),
            "Hidden Single: in row D, 7 fits only in D5, so D5 = 7."
        );
        assert_eq!(
            letters(
                "X-Wing: in rows 1 and 5, 7 fits only in columns 2 and 8; r3c2<>7, r123c1=4 \
                 and r5c56=2 (box 5, column 4).",
                9
            ),
            "X-Wing: in rows A and E, 7 fits only in columns 2 and 8; C2<>7, ABC1=4 \
             and E56=2 (box 5, column 4)."
        );
        assert_eq!(
            letters("rows 1, 4 and 7, 3 fits; rows 2, 6 or 9 hold it", 9),
            "rows A, D and G, 3 fits; rows B, F or I hold it"
        );
        assert_eq!(
            letters("r12c16, r5c5,6 and r1,12c3; row 25", 25),
            "L16, E5,6 and AL3; row Y"
        );
        assert_eq!(
            letters(
                "rows that see the fins; row 10 of 9; cr4c5; r4c5x; brow 4",
                9
            ),
            "rows that see the fins; row 10 of 9; cr4c5; r4c5x; brow 4"
        );
    }

    #[test]
    fn numbered_text_is_left_alone_and_labels_follow_the_notation() {
        let text = "r4c5 in row 4";
        assert!(matches!(
            Notation::RowColumn.render(text, 9),
            Cow::Borrowed("r4c5 in row 4")
        ));
        assert_eq!(Notation::Letters.row_label(0), "A");
        assert_eq!(Notation::Letters.row_label(24), "Y");
        assert_eq!(Notation::RowColumn.row_label(8), "9");
        assert_eq!(Notation::from_name("E5"), Some(Notation::Letters));
        assert_eq!(Notation::from_name("e5"), None);
    }
}
