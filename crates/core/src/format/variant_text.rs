//! The variant text form, written by hand as easily as read: a `variant:` line naming the rules,
//! then sections headed `regions:` (a Jigsaw board's region map, one symbol per cell),
//! `odd/even:` (`o` for a cell that holds an odd digit, `e` for an even one, `.` for neither),
//! `cages:` (a Killer board's cages, one per line: its sum, a colon and its cells, `7: r1c1 r1c2`;
//! a cage without a sum leaves out the sum and colon), `thermometers:` (one per line, its cells
//! from the bulb, `r1c1 r1c2 r1c3`) and `grid:` (the puzzle in any form the
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
use crate::message::{Explained, Message, and_list, or_list, printable};
use crate::model::rules::{PairMark, PairMarks, RULES, Rule, RuleData, RuleSet, rule_named};
use crate::model::{
    Arrow, Cage, Cell, Direction, Grid, House, Layout, LayoutError, Line as BoardLine, LineKind,
    LittleKiller, Notation, Parity, Sandwich, Variant,
};

/// The head of the grid's section, as written (any letter case); the rules with data name the
/// heads of theirs (`RuleData::section`).
const GRID: &str = "grid:";
/// The head of the line that names the rules.
const VARIANT: &str = "variant:";

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
    rules: RuleSet,
    /// The sections of the rules' data, each with its head line and its lines.
    data: Vec<Section<'l, 'a>>,
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
    let mut data: Vec<Section> = Vec::new();
    let mut grid: Option<(&Line, Vec<Line>)> = None;
    let mut in_grid = false;
    for line in body {
        let owner = RULES.iter().copied().find_map(|rule| {
            let head = rule.data().section()?;
            head_is(line, head).then_some((head, Some(rule)))
        });
        let head = owner.or_else(|| head_is(line, GRID).then_some((GRID, None)));
        if let Some((head, rule)) = head {
            let taken = match rule {
                None => grid.replace((line, Vec::new())).is_some(),
                Some(_) if data.iter().any(|section| section.head == head) => true,
                Some(rule) => {
                    data.push(Section {
                        rule,
                        head,
                        line,
                        lines: Vec::new(),
                    });
                    false
                }
            };
            if taken {
                return Err((line.at(1), ParseErrorKind::SectionTwice(head)));
            }
            in_grid = head == GRID;
            let rest = line.text.trim_start()[head.len()..].trim();
            if !rest.is_empty() {
                return Err((line.at(1), ParseErrorKind::TextAfterSectionHead(head)));
            }
            continue;
        }
        if in_grid {
            if let Some((_, body)) = grid.as_mut() {
                body.push(*line);
            }
            continue;
        }
        if line.is_blank() || line.is_comment() {
            continue;
        }
        match data.last_mut() {
            Some(section) => section.lines.push(line),
            None => return Err((line.at(1), ParseErrorKind::TextOutsideSection)),
        }
    }
    let rules = rules(variant)?;
    let Some((_, grid)) = grid else {
        return Err((variant.at(1), ParseErrorKind::MissingSection(GRID)));
    };
    Ok(Sections {
        variant,
        rules,
        data,
        grid,
    })
}

/// A section of a rule's data: the rule, its head, the line of the head, and its lines.
struct Section<'l, 'a> {
    rule: &'static dyn Rule,
    head: &'static str,
    line: &'l Line<'a>,
    lines: Vec<&'l Line<'a>>,
}

impl Sections<'_, '_> {
    /// The layout of `n`-digit grids of box shape `layout` with the rules of the file; an error
    /// names the line of the rule, map or row at fault.
    pub(super) fn layout(&self, layout: Layout) -> Result<Layout, (Position, ParseErrorKind)> {
        let n = layout.n();
        let mut variant = Variant::CLASSIC;
        for rule in self.rules.rules() {
            let Some(head) = rule.data().section() else {
                variant = variant.with(rule);
                continue;
            };
            if !self.data.iter().any(|section| section.head == head) {
                return Err((self.variant.at(1), ParseErrorKind::MissingSection(head)));
            }
        }
        for section in &self.data {
            if !self.rules.contains(section.rule) {
                return Err((
                    section.line.at(1),
                    ParseErrorKind::SectionWithoutRule(section.head),
                ));
            }
            match section.rule.data() {
                RuleData::None => {}
                RuleData::Regions(head) => {
                    let symbols: Vec<u8> = map_rows(&section.lines, n, head)?
                        .iter()
                        .map(|(_, s)| *s)
                        .collect();
                    variant.regions = Some(Variant::jigsaw_regions(&symbols));
                }
                RuleData::Parity(head) => {
                    let mut marks = Vec::with_capacity(n * n);
                    for (position, symbol) in map_rows(&section.lines, n, head)? {
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
                RuleData::Cages(_) => {
                    variant.cages = Variant::killer_cages(&cage_lines(&section.lines, n)?);
                }
                RuleData::Lines { kind, .. } => {
                    variant = variant.with_lines(kind, &board_lines(&section.lines, kind, n)?);
                }
                RuleData::Arrows(_) => {
                    variant.arrows = Variant::board_arrows(&arrow_lines(&section.lines, n)?);
                }
                RuleData::Diagonals(_) => {
                    variant.little_killers =
                        Variant::board_little_killers(&little_killer_lines(&section.lines, n)?);
                }
                RuleData::Sandwiches(_) => {
                    variant.sandwiches =
                        Variant::board_sandwiches(&sandwich_lines(&section.lines, n)?);
                }
                RuleData::Pairs(marks) => {
                    let (drawn, negative) = pair_lines(&section.lines, marks, n)?;
                    variant = variant.with_pair_marks(n, marks, &drawn, &negative);
                }
            }
        }
        let head_of = |kind: fn(RuleData) -> bool| {
            self.data
                .iter()
                .find(|section| kind(section.rule.data()))
                .map(|section| section.line)
        };
        let regions_head =
            head_of(|data| matches!(data, RuleData::Regions(_))).unwrap_or(self.variant);
        let cages_head = head_of(|data| matches!(data, RuleData::Cages(_)));
        let lines_head = head_of(|data| {
            matches!(
                data,
                RuleData::Lines { .. }
                    | RuleData::Arrows(_)
                    | RuleData::Pairs(_)
                    | RuleData::Diagonals(_)
            )
        });
        let diagonals_head = head_of(|data| matches!(data, RuleData::Diagonals(_)));
        let sandwiches_head = head_of(|data| matches!(data, RuleData::Sandwiches(_)));
        layout.with_variant(variant).map_err(|e| {
            let clues_head = match e {
                LayoutError::SandwichSum { .. } => sandwiches_head,
                _ => diagonals_head,
            };
            let head = match (&e, cages_head, lines_head, clues_head) {
                (
                    LayoutError::LittleKillerSum { .. } | LayoutError::SandwichSum { .. },
                    _,
                    _,
                    Some(line),
                ) => line,
                (
                    LayoutError::LineShape { .. } | LayoutError::ArrowShape { .. },
                    _,
                    Some(line),
                    _,
                ) => line,
                (
                    LayoutError::CageShape { .. }
                    | LayoutError::CageSum { .. }
                    | LayoutError::CageOverlap { .. }
                    | LayoutError::CageHouseTotal { .. },
                    Some(line),
                    _,
                    _,
                ) => line,
                _ => regions_head,
            };
            (head.at(1), ParseErrorKind::BadVariant(e.message()))
        })
    }
}

/// The rules the `variant:` line `line` names.
fn rules(line: &Line) -> Result<RuleSet, (Position, ParseErrorKind)> {
    let text = line.text;
    let start = text.len() - text.trim_start().len() + VARIANT.len();
    let mut rules = RuleSet::CLASSIC;
    for (column, written) in split_cells(&text[start..], |c| c == ',' || c == '+') {
        let name = written.trim();
        let column = column + written.chars().count() - written.trim_start().chars().count();
        if name.is_empty() || name.eq_ignore_ascii_case("classic") {
            continue;
        }
        match rule_named(name) {
            Some(rule) => rules = rules.with(rule),
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
        let mut cells = Vec::new();
        for (column, name, cell) in named_cells(line, cells_from, n)? {
            if cells.contains(&cell) {
                return Err((
                    line.at(column),
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

/// A cell named on a line of text: its column, its name as written and the cell.
type NamedCell<'a> = (usize, &'a str, Cell);

/// The cells `line` names from byte `from` on (`r1c1`, separated by spaces or commas), each
/// with its column and its name as written.
fn named_cells<'a>(
    line: &Line<'a>,
    from: usize,
    n: usize,
) -> Result<Vec<NamedCell<'a>>, (Position, ParseErrorKind)> {
    let text = line.text;
    let before = text[..from].chars().count();
    let mut cells = Vec::new();
    for (column, written) in split_cells(&text[from..], |c| c == ',' || c.is_whitespace()) {
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
        cells.push((before + column, name, cell));
    }
    Ok(cells)
}

/// The lines of `kind` in a section's `lines`, one per line of text: its cells in order
/// (`r1c1 r1c2 r1c3`, a thermometer's bulb first).
fn board_lines(
    lines: &[&Line],
    kind: LineKind,
    n: usize,
) -> Result<Vec<BoardLine>, (Position, ParseErrorKind)> {
    lines
        .iter()
        .map(|line| {
            let cells = named_cells(line, 0, n)?
                .into_iter()
                .map(|(_, _, cell)| cell)
                .collect();
            Ok(BoardLine { kind, cells })
        })
        .collect()
}

/// The arrows of an `arrows:` section's `lines`, one per line of text: the circle's cells, a
/// colon and the shaft's cells from the circle out (`r1c1: r1c2 r1c3`; a pill `r1c1 r1c2: ...`).
fn arrow_lines(lines: &[&Line], n: usize) -> Result<Vec<Arrow>, (Position, ParseErrorKind)> {
    lines
        .iter()
        .map(|line| {
            let Some(colon) = line.text.find(':') else {
                let at = line.text.len() - line.text.trim_start().len() + 1;
                return Err((
                    line.at(at),
                    ParseErrorKind::BadCage(template!("arrow-line-no-colon")),
                ));
            };
            let head = Line {
                number: line.number,
                text: &line.text[..colon],
            };
            let cells_of = |found: Vec<NamedCell>| -> Vec<Cell> {
                found.into_iter().map(|(_, _, cell)| cell).collect()
            };
            let circle = cells_of(named_cells(&head, 0, n)?);
            let shaft = cells_of(named_cells(line, colon + 1, n)?);
            Ok(Arrow { circle, shaft })
        })
        .collect()
}

/// The little killer clues of a `little killer:` section's `lines`, one per line of text: the
/// sum, a colon, the diagonal's first cell (the one next to the clue, at the board's edge) and
/// the direction its arrow points from the clue (`15: r1c2 DR`).
fn little_killer_lines(
    lines: &[&Line],
    n: usize,
) -> Result<Vec<LittleKiller>, (Position, ParseErrorKind)> {
    lines
        .iter()
        .map(|line| {
            let text = line.text;
            let indent = text.len() - text.trim_start().len() + 1;
            let fault = |at: usize, message| (line.at(at), ParseErrorKind::BadCage(message));
            let (sum, colon) = clue_sum(line, template!("little-killer-line-no-sum"), |written| {
                template!("little-killer-line-not-a-sum", written = written)
            })?;
            let rest = text[colon + 1..].trim_end();
            let last = rest.rfind(char::is_whitespace).map_or(0, |gap| gap + 1);
            let code = &rest[last..];
            let code_at = text[..colon + 1 + last].chars().count() + 1;
            let Some(direction) = Direction::of_code(code) else {
                return Err(fault(
                    code_at,
                    template!("little-killer-line-direction", found = printable(code)),
                ));
            };
            let head = Line {
                number: line.number,
                text: &text[..colon + 1 + last],
            };
            let first = match named_cells(&head, colon + 1, n)?[..] {
                [(_, _, cell)] => cell,
                _ => return Err(fault(indent, template!("little-killer-line-one-cell"))),
            };
            let place = (first.index() / n, first.index() % n);
            LittleKiller::from_first(place, direction, sum, n).ok_or_else(|| {
                fault(
                    code_at,
                    template!(
                        "little-killer-line-not-at-edge",
                        direction = direction.code()
                    ),
                )
            })
        })
        .collect()
}

/// The sum before the colon of a clue's `line` (`15: ...`) and the colon's place; a line without
/// a colon is refused with `no_sum`, a sum that is no number with `not_a_sum` of what is written.
fn clue_sum(
    line: &Line,
    no_sum: Message,
    not_a_sum: impl Fn(String) -> Message,
) -> Result<(u32, usize), (Position, ParseErrorKind)> {
    let text = line.text;
    let indent = text.len() - text.trim_start().len() + 1;
    let fault = |message| (line.at(indent), ParseErrorKind::BadCage(message));
    let colon = text.find(':').ok_or_else(|| fault(no_sum))?;
    let written = text[..colon].trim();
    let sum = written
        .parse::<u32>()
        .map_err(|_| fault(not_a_sum(printable(written))))?;
    Ok((sum, colon))
}

/// The sandwich clues of a `sandwich:` section's `lines`, one per line of text: the sum, a colon
/// and the row or column it stands at (`12: r3`, `0: c5`). A second clue for a row or column is
/// refused.
fn sandwich_lines(lines: &[&Line], n: usize) -> Result<Vec<Sandwich>, (Position, ParseErrorKind)> {
    let mut clues: Vec<Sandwich> = Vec::new();
    for line in lines {
        let text = line.text;
        let fault = |at: usize, message| (line.at(at), ParseErrorKind::BadCage(message));
        let (sum, colon) = clue_sum(line, template!("sandwich-line-no-sum"), |written| {
            template!("sandwich-line-not-a-sum", written = written)
        })?;
        let rest = &text[colon + 1..];
        let name = rest.trim();
        let name_at = text[..colon + 1].chars().count() + rest.chars().count()
            - rest.trim_start().chars().count()
            + 1;
        let house = name
            .get(1..)
            .and_then(|number| number.parse::<usize>().ok())
            .filter(|number| (1..=n).contains(number))
            .and_then(|number| match name.as_bytes().first() {
                Some(b'r' | b'R') => Some(House::Row((number - 1) as u8)),
                Some(b'c' | b'C') => Some(House::Col((number - 1) as u8)),
                _ => None,
            });
        let Some(house) = house else {
            return Err(fault(
                name_at,
                template!("sandwich-line-house", found = printable(name), n = n),
            ));
        };
        if clues.iter().any(|clue| clue.house == house) {
            return Err(fault(
                name_at,
                template!("sandwich-line-twice", house = house),
            ));
        }
        clues.push(Sandwich { house, sum });
    }
    Ok(clues)
}

/// The marks of a pair marks section's `lines` and the kinds of the marks whose negative rule is
/// on: each line a mark's word, a colon and its two cells (`white: r1c1 r1c2`), or `negative:`
/// and the words of the marks whose negative rule is on.
fn pair_lines(
    lines: &[&Line],
    marks: &PairMarks,
    n: usize,
) -> Result<(Vec<BoardLine>, Vec<LineKind>), (Position, ParseErrorKind)> {
    let mut drawn = Vec::new();
    let mut negative = Vec::new();
    let mut negative_line = None;
    let words = || {
        let mut words: Vec<&str> = marks.marks.iter().map(|mark| mark.word).collect();
        words.push(NEGATIVE);
        or_list(words)
    };
    for line in lines {
        let indent = line.text.len() - line.text.trim_start().len();
        let (word, rest_from) = match line.text.find(':') {
            Some(colon) => (line.text[..colon].trim(), colon + 1),
            None => (line.text.trim(), line.text.len()),
        };
        if word.eq_ignore_ascii_case(NEGATIVE) {
            negative_line = Some(line.at(indent + 1));
            for (column, written) in
                split_cells(&line.text[rest_from..], |c| c == ',' || c.is_whitespace())
            {
                let name = written.trim();
                if name.is_empty() {
                    continue;
                }
                match marks
                    .marks
                    .iter()
                    .find(|mark| mark.word.eq_ignore_ascii_case(name))
                {
                    Some(mark) => negative.push(mark.kind),
                    None => {
                        let at = line.text[..rest_from].chars().count() + column;
                        return Err((
                            line.at(at),
                            ParseErrorKind::BadCage(template!(
                                "pair-line-unknown-mark",
                                word = printable(name),
                                example = marks.marks[0].word,
                                words = words()
                            )),
                        ));
                    }
                }
            }
            continue;
        }
        let Some(mark) = marks
            .marks
            .iter()
            .find(|mark| mark.word.eq_ignore_ascii_case(word))
        else {
            return Err((
                line.at(indent + 1),
                ParseErrorKind::BadCage(template!(
                    "pair-line-unknown-mark",
                    word = printable(word),
                    example = marks.marks[0].word,
                    words = words()
                )),
            ));
        };
        let cells = named_cells(line, rest_from, n)?
            .into_iter()
            .map(|(_, _, cell)| cell)
            .collect();
        drawn.push(BoardLine {
            kind: mark.kind,
            cells,
        });
    }
    for key in marks.fpuzzles_keys() {
        let together: Vec<&PairMark> = marks.under_key(key).collect();
        let named = together.iter().filter(|m| negative.contains(&m.kind));
        if let (Some(at), 1..) = (negative_line, named.count())
            && let Some(missing) = together.iter().find(|m| !negative.contains(&m.kind))
        {
            return Err((
                at,
                ParseErrorKind::BadCage(template!(
                    "pair-line-negative-together",
                    missing = missing.word,
                    words = and_list(together.iter().map(|m| m.word))
                )),
            ));
        }
    }
    Ok((drawn, negative))
}

/// The word of a pair marks section's line that lists the marks whose negative rule is on.
const NEGATIVE: &str = "negative";

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
    for rule in variant.rules().rules() {
        let data = rule.data();
        if let Some(head) = data.section() {
            out.push_str(head);
            out.push('\n');
        }
        match data {
            RuleData::None => {}
            RuleData::Regions(_) => {
                for row in variant.regions.unwrap_or_default().chunks(n) {
                    out.extend(row.iter().map(|&r| char::from(b'A' + r)));
                    out.push('\n');
                }
            }
            RuleData::Parity(_) => {
                for row in variant.parity.unwrap_or_default().chunks(n) {
                    out.extend(row.iter().map(|p| match p {
                        Parity::Odd => 'o',
                        Parity::Even => 'e',
                        Parity::Any => '.',
                    }));
                    out.push('\n');
                }
            }
            RuleData::Cages(_) => {
                for cage in variant.cages.unwrap_or_default() {
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
            RuleData::Arrows(_) => {
                let names = |cells: &[Cell]| -> Vec<String> {
                    cells
                        .iter()
                        .map(|c| Notation::RowColumn.cell(c.index() / n, c.index() % n))
                        .collect()
                };
                for arrow in variant.arrows.unwrap_or_default() {
                    out.push_str(&names(&arrow.circle).join(" "));
                    out.push_str(": ");
                    out.push_str(&names(&arrow.shaft).join(" "));
                    out.push('\n');
                }
            }
            RuleData::Diagonals(_) => {
                for clue in variant.little_killers.unwrap_or_default() {
                    let first = clue.cells.first().map_or(0, |c| c.index());
                    out.push_str(&format!(
                        "{}: {} {}\n",
                        clue.sum,
                        Notation::RowColumn.cell(first / n, first % n),
                        clue.direction.code()
                    ));
                }
            }
            RuleData::Sandwiches(_) => {
                for clue in variant.sandwiches.unwrap_or_default() {
                    let name = match clue.house {
                        House::Row(row) => format!("r{}", row + 1),
                        House::Col(col) => format!("c{}", col + 1),
                        _ => continue,
                    };
                    out.push_str(&format!("{}: {name}\n", clue.sum));
                }
            }
            RuleData::Pairs(marks) => {
                let mut negative = Vec::new();
                for mark in marks.marks {
                    for line in variant.lines_of(mark.kind) {
                        let cells: Vec<String> = line
                            .cells
                            .iter()
                            .map(|c| Notation::RowColumn.cell(c.index() / n, c.index() % n))
                            .collect();
                        out.push_str(&format!("{}: {}\n", mark.word, cells.join(" ")));
                    }
                    if variant.negative_rule(marks, mark.kind) {
                        negative.push(mark.word);
                    }
                }
                if !negative.is_empty() {
                    out.push_str(&format!("{NEGATIVE}: {}\n", negative.join(" ")));
                }
            }
            RuleData::Lines { kind, .. } => {
                for line in variant.lines_of(kind) {
                    let cells: Vec<String> = line
                        .cells
                        .iter()
                        .map(|c| Notation::RowColumn.cell(c.index() / n, c.index() % n))
                        .collect();
                    out.push_str(&cells.join(" "));
                    out.push('\n');
                }
            }
        }
    }
    out.push_str(GRID);
    out.push('\n');
    out.push_str(givens);
    out
}
