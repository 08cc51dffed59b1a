//! The variant text form, written by hand as easily as read: a `variant:` line naming the rules,
//! then sections headed `regions:` (a Jigsaw board's region map, one symbol per cell),
//! `odd/even:` (`o` for a cell that holds an odd digit, `e` for an even one, `.` for neither),
//! `cages:` (a Killer board's cages, one per line: its sum, a colon and its cells, `7: r1c1 r1c2`;
//! a cage without a sum leaves out the sum and colon) and `grid:` (the puzzle in any form the
//! reader knows; a collection shares the rules). A map's rows
//! are written like a grid's: one character per cell, or symbols separated by spaces. A file may
//! hold several such puzzles, each starting at its `variant:` line.
//!
//! ```text
//! variant: Sudoku X, Jigsaw
//! regions:
//! 111222333
//! ...
//! grid:
//! 5.......9
//! ...
//! ```

use super::error::{ParseErrorKind, Position};
use super::lines::{Line, cell_named, split_cells};
use crate::message::{Explained, printable};
use crate::model::{Cage, Cell, Grid, Layout, LayoutError, Notation, Parity, Variant};

/// The section heads, as written (any letter case).
const REGIONS: &str = "regions:";
const PARITY: &str = "odd/even:";
const CAGES: &str = "cages:";
const GRID: &str = "grid:";
const VARIANT: &str = "variant:";

/// The rule names the `variant:` line takes, each with the rule it turns on.
const RULE_NAMES: [(&str, Rule); 15] = [
    ("x", Rule::Diagonals),
    ("sudoku x", Rule::Diagonals),
    ("diagonals", Rule::Diagonals),
    ("windoku", Rule::Windows),
    ("hyper", Rule::Windows),
    ("jigsaw", Rule::Jigsaw),
    ("anti-knight", Rule::AntiKnight),
    ("antiknight", Rule::AntiKnight),
    ("anti-king", Rule::AntiKing),
    ("antiking", Rule::AntiKing),
    ("odd/even", Rule::OddEven),
    ("oddeven", Rule::OddEven),
    ("odd-even", Rule::OddEven),
    ("killer", Rule::Killer),
    ("classic", Rule::Classic),
];

/// One rule of the `variant:` line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    Diagonals,
    Windows,
    Jigsaw,
    AntiKnight,
    AntiKing,
    OddEven,
    Killer,
    Classic,
}

/// Whether the file is in the variant text form: its first line that is neither blank nor a
/// comment starts with `variant:`.
pub(super) fn is_variant_text(lines: &[Line]) -> bool {
    lines
        .iter()
        .find(|l| !l.is_blank() && !l.is_comment())
        .is_some_and(|l| head_is(l, VARIANT))
}

/// The file's puzzles: each starts at a `variant:` line (what `generate --count N` writes).
pub(super) fn blocks<'l, 'a>(lines: &'l [Line<'a>]) -> impl Iterator<Item = &'l [Line<'a>]> {
    let starts: Vec<usize> = (0..lines.len())
        .filter(|&i| head_is(&lines[i], VARIANT))
        .collect();
    let ends: Vec<usize> = starts
        .iter()
        .skip(1)
        .copied()
        .chain([lines.len()])
        .collect();
    starts
        .into_iter()
        .zip(ends)
        .map(move |(start, end)| &lines[start..end])
}

/// Whether `line` starts with the section head `head` (any letter case).
fn head_is(line: &Line, head: &str) -> bool {
    let text = line.text.trim_start();
    text.len() >= head.len()
        && text.is_char_boundary(head.len())
        && text[..head.len()].eq_ignore_ascii_case(head)
}

/// The parts of a variant text file.
pub(super) struct Sections<'l, 'a> {
    /// The `variant:` line.
    variant: &'l Line<'a>,
    /// The rules it names.
    rules: Vec<Rule>,
    regions: Option<(&'l Line<'a>, Vec<&'l Line<'a>>)>,
    parity: Option<(&'l Line<'a>, Vec<&'l Line<'a>>)>,
    cages: Option<(&'l Line<'a>, Vec<&'l Line<'a>>)>,
    /// The lines of the grid section.
    pub(super) grid: Vec<Line<'a>>,
}

/// Splits one puzzle's lines (a block from its `variant:` line on, see `blocks`) into its sections
/// and reads the rules; an error names the line of an unknown rule, a section given twice, text
/// before the first section, or a missing grid.
pub(super) fn sections<'l, 'a>(
    lines: &'l [Line<'a>],
) -> Result<Sections<'l, 'a>, (Position, ParseErrorKind)> {
    let Some((variant, body)) = lines.split_first() else {
        return Err((Position { line: 1, column: 1 }, ParseErrorKind::Empty));
    };
    let mut regions = None;
    let mut parity = None;
    let mut cages = None;
    let mut grid: Option<(&Line, Vec<Line>)> = None;
    let mut current: Option<&str> = None;
    for line in body {
        let head = [REGIONS, PARITY, CAGES, GRID]
            .into_iter()
            .find(|&head| head_is(line, head));
        if let Some(head) = head {
            let taken = match head {
                REGIONS => regions.replace((line, Vec::new())).is_some(),
                PARITY => parity.replace((line, Vec::new())).is_some(),
                CAGES => cages.replace((line, Vec::new())).is_some(),
                _ => grid.replace((line, Vec::new())).is_some(),
            };
            if taken {
                return Err((line.at(1), ParseErrorKind::SectionTwice(head)));
            }
            current = Some(head);
            let rest = line.text.trim_start()[head.len()..].trim();
            if !rest.is_empty() {
                return Err((line.at(1), ParseErrorKind::TextAfterSectionHead(head)));
            }
            continue;
        }
        if line.is_blank() || line.is_comment() {
            if current == Some(GRID)
                && let Some((_, body)) = grid.as_mut()
            {
                body.push(*line);
            }
            continue;
        }
        match current {
            Some(REGIONS) => regions.as_mut().map(|(_, body)| body.push(line)),
            Some(PARITY) => parity.as_mut().map(|(_, body)| body.push(line)),
            Some(CAGES) => cages.as_mut().map(|(_, body)| body.push(line)),
            Some(GRID) => grid.as_mut().map(|(_, body)| body.push(*line)),
            _ => return Err((line.at(1), ParseErrorKind::TextOutsideSection)),
        };
    }
    let rules = rules(variant)?;
    let Some((_, grid)) = grid else {
        return Err((variant.at(1), ParseErrorKind::MissingSection(GRID)));
    };
    Ok(Sections {
        variant,
        rules,
        regions,
        parity,
        cages,
        grid,
    })
}

impl Sections<'_, '_> {
    /// The layout of `n`-digit grids of box shape `layout` with the rules of the file; an error
    /// names the line of the rule, map or row at fault.
    pub(super) fn layout(&self, layout: Layout) -> Result<Layout, (Position, ParseErrorKind)> {
        let n = layout.n();
        let has = |rule: Rule| self.rules.contains(&rule);
        let mut variant = Variant {
            diagonals: has(Rule::Diagonals),
            windows: has(Rule::Windows),
            anti_knight: has(Rule::AntiKnight),
            anti_king: has(Rule::AntiKing),
            ..Variant::CLASSIC
        };
        let map = |section: &Option<(&Line, Vec<&Line>)>, head: &'static str, rule: Rule| match (
            section,
            has(rule),
        ) {
            (Some((_, rows)), true) => Ok(Some(map_rows(rows, n, head)?)),
            (None, false) => Ok(None),
            (Some((line, _)), false) => Err((line.at(1), ParseErrorKind::SectionWithoutRule(head))),
            (None, true) => Err((self.variant.at(1), ParseErrorKind::MissingSection(head))),
        };
        let regions = map(&self.regions, REGIONS, Rule::Jigsaw)?;
        let parity = map(&self.parity, PARITY, Rule::OddEven)?;
        if let Some(symbols) = regions {
            let symbols: Vec<u8> = symbols.iter().map(|(_, s)| *s).collect();
            variant.regions = Some(Variant::jigsaw_regions(&symbols));
        }
        if let Some(symbols) = parity {
            let mut marks = Vec::with_capacity(symbols.len());
            for (position, symbol) in symbols {
                marks.push(match symbol {
                    b'o' | b'O' => Parity::Odd,
                    b'e' | b'E' => Parity::Even,
                    b'.' | b'-' | b'0' => Parity::Any,
                    other => {
                        return Err((
                            position,
                            ParseErrorKind::BadCharacter {
                                found: char::from(other),
                                expected: "expected-parity-mark",
                            },
                        ));
                    }
                });
            }
            variant.parity = Variant::parity_map(&marks);
        }
        match (&self.cages, has(Rule::Killer)) {
            (Some((_, lines)), true) => {
                variant.cages = Variant::killer_cages(&cage_lines(lines, n)?);
            }
            (None, false) => {}
            (Some((line, _)), false) => {
                return Err((line.at(1), ParseErrorKind::SectionWithoutRule(CAGES)));
            }
            (None, true) => {
                return Err((self.variant.at(1), ParseErrorKind::MissingSection(CAGES)));
            }
        }
        let regions_head = self.regions.as_ref().map_or(self.variant, |(line, _)| line);
        layout.with_variant(variant).map_err(|e| {
            let head = match (&e, &self.cages) {
                (
                    LayoutError::CageShape { .. }
                    | LayoutError::CageSum { .. }
                    | LayoutError::CageOverlap { .. }
                    | LayoutError::CageHouseTotal { .. },
                    Some((line, _)),
                ) => line,
                _ => regions_head,
            };
            (head.at(1), ParseErrorKind::BadVariant(e.message()))
        })
    }
}

/// The rules the `variant:` line `line` names.
fn rules(line: &Line) -> Result<Vec<Rule>, (Position, ParseErrorKind)> {
    let text = line.text;
    let start = text.len() - text.trim_start().len() + VARIANT.len();
    let mut rules = Vec::new();
    for (column, written) in split_cells(&text[start..], |c| c == ',' || c == '+') {
        let name = written.trim();
        let column = column + written.chars().count() - written.trim_start().chars().count();
        if name.is_empty() {
            continue;
        }
        let lower = name.to_ascii_lowercase();
        let found = RULE_NAMES
            .iter()
            .find(|(known, _)| *known == lower)
            .map(|&(_, rule)| rule);
        match found {
            Some(Rule::Classic) => {}
            Some(rule) => rules.push(rule),
            None => {
                let at = text[..start].chars().count() + column;
                return Err((
                    line.at(at),
                    ParseErrorKind::UnknownVariant(name.to_string()),
                ));
            }
        }
    }
    Ok(rules)
}

/// The cages of a `cages:` section's `lines` on an `n` x `n` board: each line an optional sum
/// and colon, then the cells (`r1c1`), separated by spaces or commas.
fn cage_lines(lines: &[&Line], n: usize) -> Result<Vec<Cage>, (Position, ParseErrorKind)> {
    let mut cages = Vec::with_capacity(lines.len());
    for line in lines {
        let text = line.text;
        let (sum, cells_from) = match text.find(':') {
            Some(colon) => {
                let written = text[..colon].trim();
                let sum = written.parse::<u32>().map_err(|_| {
                    let at = text.len() - text.trim_start().len() + 1;
                    (
                        line.at(at),
                        ParseErrorKind::BadCage(template!(
                            "cage-line-not-a-sum",
                            written = printable(written)
                        )),
                    )
                })?;
                (Some(sum), colon + 1)
            }
            None => (None, 0),
        };
        let before = text[..cells_from].chars().count();
        let mut cells = Vec::new();
        for (column, written) in split_cells(&text[cells_from..], |c| c == ',' || c.is_whitespace())
        {
            let name = written.trim();
            if name.is_empty() {
                continue;
            }
            let cell = cell_named(name, n).map(Cell::new).ok_or_else(|| {
                (
                    line.at(before + column),
                    ParseErrorKind::BadCage(template!(
                        "cage-line-not-a-cell",
                        name = printable(name),
                        n = n
                    )),
                )
            })?;
            if cells.contains(&cell) {
                return Err((
                    line.at(before + column),
                    ParseErrorKind::BadCage(template!("cage-line-twice", name = printable(name))),
                ));
            }
            cells.push(cell);
        }
        if cells.is_empty() {
            return Err((
                line.at(1),
                ParseErrorKind::BadCage(template!("cage-line-no-cell")),
            ));
        }
        cages.push(Cage { cells, sum });
    }
    Ok(cages)
}

/// The `n` x `n` symbols of a map section's `rows`, each with its position: one character per
/// cell, or symbols separated by spaces (the first byte of each stands for it).
fn map_rows(
    rows: &[&Line],
    n: usize,
    head: &'static str,
) -> Result<Vec<(Position, u8)>, (Position, ParseErrorKind)> {
    if rows.len() != n {
        let at = rows
            .get(n)
            .or(rows.last())
            .map_or(Position { line: 1, column: 1 }, |line| line.at(1));
        return Err((
            at,
            ParseErrorKind::MapRows {
                head,
                found: rows.len(),
                expected: n,
            },
        ));
    }
    let mut symbols = Vec::with_capacity(n * n);
    for (row, line) in rows.iter().enumerate() {
        let text = line.text.trim_end();
        let cells: Vec<(usize, &str)> = if text.trim().contains(char::is_whitespace) {
            split_cells(text, char::is_whitespace)
        } else {
            let indent = text.len() - text.trim_start().len();
            text.trim_start()
                .char_indices()
                .map(|(i, c)| (indent + i + 1, &text[indent + i..indent + i + c.len_utf8()]))
                .collect()
        };
        if cells.len() != n {
            return Err((
                line.at(1),
                ParseErrorKind::MapRowLength {
                    head,
                    row: row + 1,
                    found: cells.len(),
                    expected: n,
                },
            ));
        }
        for (column, cell) in cells {
            let byte = cell.bytes().next().unwrap_or(b'.');
            if !cell.is_ascii() {
                return Err((
                    line.at(column),
                    ParseErrorKind::BadCharacter {
                        found: cell.chars().next().unwrap_or(' '),
                        expected: "expected-region-symbol",
                    },
                ));
            }
            symbols.push((line.at(column), byte));
        }
    }
    Ok(symbols)
}

/// The grid in the variant text form: the `variant:` line, the maps its rules need and the
/// givens (in the size-header form, or the character grid on 9x9).
pub(super) fn write(grid: &Grid, givens: &str) -> String {
    let layout = grid.layout();
    let variant = layout.variant();
    let n = layout.n();
    let mut out = format!("variant: {}\n", variant.name());
    if let Some(regions) = variant.regions {
        out.push_str("regions:\n");
        for row in regions.chunks(n) {
            let symbols: Vec<String> = row
                .iter()
                .map(|&r| char::from(b'A' + r).to_string())
                .collect();
            out.push_str(&symbols.concat());
            out.push('\n');
        }
    }
    if let Some(parity) = variant.parity {
        out.push_str("odd/even:\n");
        for row in parity.chunks(n) {
            let marks: String = row
                .iter()
                .map(|p| match p {
                    Parity::Odd => 'o',
                    Parity::Even => 'e',
                    Parity::Any => '.',
                })
                .collect();
            out.push_str(&marks);
            out.push('\n');
        }
    }
    if let Some(cages) = variant.cages {
        out.push_str("cages:\n");
        for cage in cages {
            let cells: Vec<String> = cage
                .cells
                .iter()
                .map(|c| Notation::RowColumn.cell(c.index() / n, c.index() % n))
                .collect();
            if let Some(sum) = cage.sum {
                out.push_str(&format!("{sum}: "));
            }
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
    }
    out.push_str("grid:\n");
    out.push_str(givens);
    out
}
