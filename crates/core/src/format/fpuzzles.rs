//! f-puzzles JSON, as f-puzzles.com and SudokuPad save and share a puzzle: `size`, `grid[r][c]`
//! with `value`, `given` and `region`, and the constraints of the rules in `model::rules::RULES`,
//! each read and written by its form (`Fpuzzles`: keys set to `true` together, such as
//! `diagonal+` and `diagonal-`; a list of houses, such as `extraregion`; the cells' regions;
//! `odd` and `even` cells; `killercage` or `cage` with each cage's `cells` and its sum as a string
//! in `value`, none for a cage without a sum; lines such as `thermometer`, each item's `lines` a
//! list of lines, each its cells in order). The same JSON also comes compressed (lz-string,
//! base64) in a `?load=` link or after SudokuPad's `fpuzzles`; such text is read too. A
//! constraint this program does not know is refused by name, so nothing is dropped without a
//! word.

use serde_json::{Map, Value, json};

use super::error::ParseErrorKind;
use super::lines::cell_named;
use crate::message::{Explained, Message, and_list, or_list, printable};
use crate::model::rules::{Fpuzzles, NEGATIVE_KEY, PairMark, PairMarks, RULES, Rule};
use crate::model::{
    Arrow, Cage, Cell, Direction, Geometry, Grid, House, Layout, LayoutError, Line, LineKind,
    LittleKiller, Parity, Sandwich, Variant,
};

/// Keys that hold no rule: they are read past.
const METADATA: [&str; 9] = [
    "size",
    "grid",
    "author",
    "title",
    "ruleset",
    "solution",
    "highlightConflicts",
    "truecandidatesoptions",
    "disabledlogic",
];

/// Whether `key` holds a rule this program plays (see `Rule::fpuzzles`).
fn is_rule_key(key: &str) -> bool {
    RULES
        .iter()
        .any(|rule| rule.fpuzzles().keys().contains(&key))
}

/// The start of every compressed f-puzzles JSON (`{"size":` compressed).
const COMPRESSED_START: &str = "N4Ig";

/// Whether `text` looks like f-puzzles JSON (an object) or a compressed one, alone or as the
/// first of one per line.
pub(super) fn is_fpuzzles(text: &str) -> bool {
    let trimmed = text.trim();
    let first_line = super::lines::first_puzzle_line(trimmed);
    first_line.starts_with('{') && trimmed.contains("\"grid\"")
        || compressed_part(first_line).is_some()
}

/// Whether `line` holds one whole puzzle: a JSON object on its own, or a link (or SudokuPad
/// text) holding one compressed. A file whose first puzzle line does holds one puzzle per line.
pub(super) fn is_whole_puzzle(line: &str) -> bool {
    let trimmed = line.trim();
    let whole_object = trimmed.starts_with('{')
        && serde_json::from_str::<Value>(trimmed).is_ok_and(|value| value.is_object());
    whole_object || compressed_part(trimmed).is_some()
}

/// The compressed JSON in `text`: a link's `load=` value, the part after SudokuPad's
/// `fpuzzles`, or the text itself, from its `N4Ig` on (with `%2B`, `%2F` and `%3D` decoded).
fn compressed_part(text: &str) -> Option<String> {
    if text.contains(char::is_whitespace) {
        return None;
    }
    let start = text.find(COMPRESSED_START)?;
    let part = text[start..]
        .split('&')
        .next()?
        .replace("%2B", "+")
        .replace("%2F", "/")
        .replace("%3D", "=");
    part.chars()
        .all(|c| c.is_ascii_alphanumeric() || "+/=".contains(c))
        .then_some(part)
}

/// The puzzle of f-puzzles `text` (JSON or compressed).
pub(super) fn parse(text: &str) -> Result<Grid, ParseErrorKind> {
    let trimmed = text.trim();
    let json = match compressed_part(trimmed) {
        Some(part) if !trimmed.starts_with('{') => {
            let wide = lz_str::decompress_from_base64(&part)
                .ok_or_else(|| fail(template!("fpuzzles-no-decompress")))?;
            String::from_utf16(&wide).map_err(|_| fail(template!("fpuzzles-not-text")))?
        }
        _ => trimmed.to_string(),
    };
    let value: Value = serde_json::from_str(&json)
        .map_err(|e| fail(template!("fpuzzles-bad-json", reason = e.to_string())))?;
    let object = value
        .as_object()
        .ok_or_else(|| fail(template!("fpuzzles-not-object")))?;
    read_object(object)
}

/// An f-puzzles error.
fn fail(message: Message) -> ParseErrorKind {
    ParseErrorKind::FPuzzles(message)
}

/// The error of a cage sum that is none: `value` as written in the JSON.
fn not_a_sum(path: &str, value: &Value) -> ParseErrorKind {
    fail(template!(
        "fpuzzles-not-a-sum",
        path = format!("{path}.value"),
        value = shown(value)
    ))
}

/// The most characters of a JSON value an error quotes.
const QUOTED_CHARACTERS: usize = 40;

/// A JSON value as an error quotes it: as written, cut short when long, with invisible
/// characters written out.
fn shown(value: &Value) -> String {
    let text = value.to_string();
    let cut: String = text.chars().take(QUOTED_CHARACTERS).collect();
    if cut.len() < text.len() {
        printable(&format!("{cut}..."))
    } else {
        printable(&cut)
    }
}

/// The error of a field of the wrong type: `path`, what it must be (a catalogue key) and what
/// it is.
fn wrong_type(path: &str, expected: Message, found: &Value) -> ParseErrorKind {
    fail(template!(
        "fpuzzles-wrong-type",
        path = path,
        expected = expected,
        found = shown(found)
    ))
}

/// Whether the constraint `value` is on: `true`, or a list with something in it.
fn is_on(value: &Value) -> bool {
    match value {
        Value::Bool(on) => *on,
        Value::Array(items) => !items.is_empty(),
        Value::Null => false,
        _ => true,
    }
}

/// The rule switched on or off by `key`: absent, `null` or `false` is off, `true` on; any other
/// value is refused.
fn flag(object: &Map<String, Value>, key: &str) -> Result<bool, ParseErrorKind> {
    match object.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(on)) => Ok(*on),
        Some(other) => Err(wrong_type(key, template!("fpuzzles-expected-flag"), other)),
    }
}

/// An item of a list of rules: its JSON path and its fields.
type Item<'a> = (String, &'a Map<String, Value>);

/// The items of the list under `key` (none when absent or `null`), each an object with its path.
fn items<'a>(object: &'a Map<String, Value>, key: &str) -> Result<Vec<Item<'a>>, ParseErrorKind> {
    let list = match object.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(other) => return Err(wrong_type(key, template!("fpuzzles-expected-list"), other)),
    };
    list.iter()
        .enumerate()
        .map(|(i, item)| {
            let path = format!("{key}[{i}]");
            match item.as_object() {
                Some(fields) => Ok((path, fields)),
                None => Err(wrong_type(
                    &path,
                    template!("fpuzzles-expected-object"),
                    item,
                )),
            }
        })
        .collect()
}

/// The 0-based cell of an f-puzzles cell name (`R1C1`).
fn cell_of(name: &Value, n: usize, path: &str) -> Result<usize, ParseErrorKind> {
    let Some(text) = name.as_str() else {
        return Err(wrong_type(
            path,
            template!("fpuzzles-expected-cell-name"),
            name,
        ));
    };
    cell_named(text, n).ok_or_else(|| {
        fail(template!(
            "fpuzzles-not-a-cell",
            path = path,
            name = shown(name),
            n = n
        ))
    })
}

/// The cells an item names under `field`: a list of cell names, or one name.
fn item_cells(
    item: &Map<String, Value>,
    path: &str,
    field: &str,
    n: usize,
) -> Result<Vec<usize>, ParseErrorKind> {
    let path = format!("{path}.{field}");
    match item.get(field) {
        Some(Value::Array(names)) => names
            .iter()
            .enumerate()
            .map(|(i, name)| cell_of(name, n, &format!("{path}[{i}]")))
            .collect(),
        Some(name) => Ok(vec![cell_of(name, n, &path)?]),
        None => Err(fail(template!("fpuzzles-missing", path = path))),
    }
}

/// The board size under `size`, one with a usual box shape.
fn board_size(object: &Map<String, Value>) -> Result<Layout, ParseErrorKind> {
    let sizes = || or_list(Layout::usual_sizes());
    let size = object
        .get("size")
        .ok_or_else(|| fail(template!("fpuzzles-missing", path = "size")))?;
    let n = size
        .as_u64()
        .ok_or_else(|| wrong_type("size", template!("fpuzzles-expected-size"), size))?;
    usize::try_from(n)
        .ok()
        .and_then(Layout::for_size)
        .ok_or_else(|| {
            fail(template!(
                "fpuzzles-size-no-board",
                n = n.to_string(),
                sizes = sizes()
            ))
        })
}

/// One cell of `grid` as the JSON gives it.
struct CellEntry {
    /// Its digit, 0 when it has none.
    value: u8,
    /// Whether the digit is a given (else the solver placed it).
    given: bool,
    /// Its Jigsaw region as numbered in the JSON, when it names one.
    region: Option<u8>,
}

/// The cell at `path`: an object whose `value` (a digit of the board), `given` (true or false)
/// and `region` (0 to n - 1) are each absent, `null` or of their type.
fn read_cell(cell: &Value, path: &str, n: usize) -> Result<CellEntry, ParseErrorKind> {
    let Some(fields) = cell.as_object() else {
        return Err(wrong_type(path, template!("fpuzzles-expected-cell"), cell));
    };
    let value = match fields.get("value") {
        None | Some(Value::Null) => 0,
        Some(Value::Number(number)) if number.is_i64() || number.is_u64() => {
            match number.as_u64().filter(|v| (1..=n as u64).contains(v)) {
                Some(value) => value as u8,
                None => {
                    return Err(fail(template!(
                        "fpuzzles-value-range",
                        path = path,
                        value = number.to_string(),
                        n = n
                    )));
                }
            }
        }
        Some(other) => {
            let expected = template!("fpuzzles-expected-digit", n = n);
            return Err(wrong_type(&format!("{path}.value"), expected, other));
        }
    };
    let given = match fields.get("given") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(given)) => *given,
        Some(other) => {
            let expected = template!("fpuzzles-expected-flag");
            return Err(wrong_type(&format!("{path}.given"), expected, other));
        }
    };
    if given && value == 0 {
        return Err(fail(template!("fpuzzles-given-no-value", path = path)));
    }
    let region = match fields.get("region") {
        None | Some(Value::Null) => None,
        Some(Value::Number(number)) if number.is_i64() || number.is_u64() => {
            match number.as_u64().filter(|&r| r < n as u64) {
                Some(region) => Some(region as u8),
                None => {
                    return Err(fail(template!(
                        "fpuzzles-region-range",
                        path = path,
                        region = number.to_string(),
                        last = n - 1
                    )));
                }
            }
        }
        Some(other) => {
            let expected = template!("fpuzzles-expected-region", last = n - 1);
            return Err(wrong_type(&format!("{path}.region"), expected, other));
        }
    };
    Ok(CellEntry {
        value,
        given,
        region,
    })
}

/// The cells of `grid`, row by row.
fn read_grid(object: &Map<String, Value>, n: usize) -> Result<Vec<CellEntry>, ParseErrorKind> {
    let rows = object
        .get("grid")
        .and_then(Value::as_array)
        .filter(|rows| rows.len() == n)
        .ok_or_else(|| fail(template!("fpuzzles-grid-rows", n = n)))?;
    let mut entries = Vec::with_capacity(n * n);
    for (r, row) in rows.iter().enumerate() {
        let cells = row
            .as_array()
            .filter(|cells| cells.len() == n)
            .ok_or_else(|| fail(template!("fpuzzles-grid-cells", row = r, n = n)))?;
        for (c, cell) in cells.iter().enumerate() {
            entries.push(read_cell(cell, &format!("grid[{r}][{c}]"), n)?);
        }
    }
    Ok(entries)
}

/// The Jigsaw region of every cell, when some cell names one: the regions named (a cell that
/// names none keeps its box's number), each of which must hold `n` cells. `None` when no cell
/// names a region.
fn read_regions(
    entries: &[CellEntry],
    geometry: &Geometry,
) -> Result<Option<Vec<u8>>, ParseErrorKind> {
    if entries.iter().all(|entry| entry.region.is_none()) {
        return Ok(None);
    }
    let n = geometry.n();
    let regions: Vec<u8> = entries
        .iter()
        .enumerate()
        .map(|(i, entry)| entry.region.unwrap_or(geometry.box_of(Cell::new(i)) as u8))
        .collect();
    for region in 0..n as u8 {
        let cells: Vec<usize> = (0..regions.len())
            .filter(|&i| regions[i] == region)
            .collect();
        if cells.len() != n {
            let path = match cells.first() {
                Some(&first) => cell_path(first, n),
                None => "grid".to_string(),
            };
            return Err(fail(template!(
                "fpuzzles-region-size",
                path = path,
                region = region,
                found = cells.len(),
                n = n
            )));
        }
    }
    Ok(Some(regions))
}

/// Whether `regions` numbers every cell by its box, so the board has no Jigsaw regions.
fn is_boxes(regions: &[u8], geometry: &Geometry) -> bool {
    (0..regions.len()).all(|i| usize::from(regions[i]) == geometry.box_of(Cell::new(i)))
}

/// The JSON path of the cell with index `cell` on an `n` x `n` board.
fn cell_path(cell: usize, n: usize) -> String {
    format!("grid[{}][{}]", cell / n, cell % n)
}

/// The Killer cages listed under `keys`, each with its JSON path.
fn read_cages(
    object: &Map<String, Value>,
    keys: &[&str],
    n: usize,
) -> Result<Vec<(String, Cage)>, ParseErrorKind> {
    let mut cages = Vec::new();
    for &key in keys {
        for (path, item) in items(object, key)? {
            let cells = item_cells(item, &path, "cells", n)?;
            if cells.is_empty() {
                return Err(fail(template!("fpuzzles-cage-no-cell", path = path)));
            }
            let sum = item_sum(item, &path)?;
            let cells = cells.into_iter().map(Cell::new).collect();
            cages.push((path, Cage { cells, sum }));
        }
    }
    Ok(cages)
}

/// The sum an item gives under `value` (a number, or a string holding one); `None` when it gives
/// none (absent, `null` or blank).
fn item_sum(item: &Map<String, Value>, path: &str) -> Result<Option<u32>, ParseErrorKind> {
    match item.get("value") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) if text.trim().is_empty() => Ok(None),
        Some(written @ Value::String(text)) => text
            .trim()
            .parse::<u32>()
            .map(Some)
            .map_err(|_| not_a_sum(path, written)),
        Some(written @ Value::Number(number)) => number
            .as_u64()
            .and_then(|sum| u32::try_from(sum).ok())
            .map(Some)
            .ok_or_else(|| not_a_sum(path, written)),
        Some(other) => Err(not_a_sum(path, other)),
    }
}

/// The little killer clues listed under `key`: each item's `cell` is the clue's place outside
/// the grid (`R0C2` above column 2, `R10C3` below column 3 on 9x9, `R4C0` left of row 4, ...),
/// its `direction` where its arrow points (`UL`, `UR`, `DL`, `DR`) and its `value` the sum of
/// the diagonal from there to the far edge.
fn read_little_killers(
    object: &Map<String, Value>,
    key: &str,
    n: usize,
) -> Result<Vec<LittleKiller>, ParseErrorKind> {
    let mut clues = Vec::new();
    for (path, item) in items(object, key)? {
        let place_path = format!("{path}.cell");
        let written = item
            .get("cell")
            .ok_or_else(|| fail(template!("fpuzzles-missing", path = place_path.clone())))?;
        let place = written.as_str().and_then(|name| outside_place(name, n));
        let Some((row, col)) = place else {
            return Err(fail(template!(
                "fpuzzles-clue-place",
                path = place_path,
                name = shown(written),
                n = n,
                past = n + 1
            )));
        };
        let direction_path = format!("{path}.direction");
        let written = item
            .get("direction")
            .ok_or_else(|| fail(template!("fpuzzles-missing", path = direction_path.clone())))?;
        let Some(direction) = written.as_str().and_then(Direction::of_code) else {
            return Err(fail(template!(
                "fpuzzles-clue-direction",
                path = direction_path,
                found = shown(written)
            )));
        };
        let Some(sum) = item_sum(item, &path)? else {
            return Err(fail(template!("fpuzzles-clue-no-sum", path = path)));
        };
        let (dr, dc) = direction.step();
        let first = (row + dr, col + dc);
        let clue = usize::try_from(first.0)
            .ok()
            .zip(usize::try_from(first.1).ok())
            .and_then(|first| LittleKiller::from_first(first, direction, sum, n));
        let Some(clue) = clue else {
            return Err(fail(template!(
                "fpuzzles-clue-off-board",
                path = path,
                direction = direction.code()
            )));
        };
        clues.push(clue);
    }
    Ok(clues)
}

/// The sandwich clues listed under `key`: each item's `cell` is the clue's place, `R0C3` above
/// column 3 or `R4C0` left of row 4, and its `value` the sum between the crusts. A second clue
/// for the same row or column is refused.
fn read_sandwiches(
    object: &Map<String, Value>,
    key: &str,
    n: usize,
) -> Result<Vec<Sandwich>, ParseErrorKind> {
    let mut clues: Vec<Sandwich> = Vec::new();
    for (path, item) in items(object, key)? {
        let place_path = format!("{path}.cell");
        let written = item
            .get("cell")
            .ok_or_else(|| fail(template!("fpuzzles-missing", path = place_path.clone())))?;
        let house = match written.as_str().and_then(|name| outside_place(name, n)) {
            Some((-1, col)) if col >= 0 && (col as usize) < n => House::Col(col as u8),
            Some((row, -1)) if row >= 0 && (row as usize) < n => House::Row(row as u8),
            _ => {
                return Err(fail(template!(
                    "fpuzzles-sandwich-place",
                    path = place_path,
                    name = shown(written),
                    n = n
                )));
            }
        };
        let Some(sum) = item_sum(item, &path)? else {
            return Err(fail(template!("fpuzzles-sandwich-no-sum", path = path)));
        };
        if clues.iter().any(|clue| clue.house == house) {
            return Err(fail(template!(
                "fpuzzles-sandwich-twice",
                path = path,
                house = house
            )));
        }
        clues.push(Sandwich { house, sum });
    }
    Ok(clues)
}

/// The 0-based row and column of `name` (`R0C2`) when it names a place just outside an `n` x `n`
/// grid, in the ring of rows 0 and n + 1 and columns 0 and n + 1 (as -1 and n).
fn outside_place(name: &str, n: usize) -> Option<(isize, isize)> {
    let (row, col) = name.strip_prefix(['r', 'R'])?.split_once(['c', 'C'])?;
    let (row, col) = (row.parse::<usize>().ok()?, col.parse::<usize>().ok()?);
    let ring = |k: usize| k == 0 || k == n + 1;
    let within = |k: usize| k <= n + 1;
    (within(row) && within(col) && (ring(row) || ring(col)))
        .then(|| (row as isize - 1, col as isize - 1))
}

/// The lines of `kind` listed under `key`: each item's `lines`, a list of lines, each a list of
/// cell names in the line's order.
fn read_lines(
    object: &Map<String, Value>,
    key: &str,
    kind: LineKind,
    n: usize,
) -> Result<Vec<Line>, ParseErrorKind> {
    let mut lines = Vec::new();
    for (path, item) in items(object, key)? {
        for cells in item_lines(item, &path, n)? {
            lines.push(Line { kind, cells });
        }
    }
    Ok(lines)
}

/// The marks of `marks` (each item `{"cells": [a, b]}`, its `value` telling apart the marks one
/// key lists, and optional where the key lists one mark only) and the kinds of the marks whose
/// negative rule the `negative` list turns on. A name in that list that no rule's mark has is
/// refused.
fn read_pairs(
    object: &Map<String, Value>,
    marks: &PairMarks,
    n: usize,
) -> Result<(Vec<Line>, Vec<LineKind>), ParseErrorKind> {
    let mut drawn = Vec::new();
    for key in marks.fpuzzles_keys() {
        let listed: Vec<&PairMark> = marks.under_key(key).collect();
        let values = || or_list(listed.iter().map(|mark| mark.fpuzzles_value));
        for (path, item) in items(object, key)? {
            let written = match item.get("value") {
                None | Some(Value::Null) => None,
                Some(Value::String(text)) if text.trim().is_empty() => None,
                Some(Value::String(text)) => Some(text.trim().to_string()),
                Some(other) => Some(other.to_string()),
            };
            let mark = match (&written, &listed[..]) {
                (None, [only]) => *only,
                (None, _) => {
                    return Err(fail(template!(
                        "fpuzzles-mark-no-value",
                        path = format!("{path}.value"),
                        key = key,
                        values = values()
                    )));
                }
                (Some(written), _) => *listed
                    .iter()
                    .find(|mark| mark.fpuzzles_value.eq_ignore_ascii_case(written))
                    .ok_or_else(|| {
                        fail(template!(
                            "fpuzzles-mark-value",
                            path = format!("{path}.value"),
                            value = printable(written),
                            key = key,
                            values = values()
                        ))
                    })?,
            };
            let cells = item_cells(item, &path, "cells", n)?;
            drawn.push(Line {
                kind: mark.kind,
                cells: cells.into_iter().map(Cell::new).collect(),
            });
        }
    }
    let named: Vec<&str> = match object.get(NEGATIVE_KEY) {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, name)| {
                name.as_str().ok_or_else(|| {
                    wrong_type(
                        &format!("{NEGATIVE_KEY}[{i}]"),
                        template!("fpuzzles-expected-constraint-name"),
                        name,
                    )
                })
            })
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(wrong_type(
                NEGATIVE_KEY,
                template!("fpuzzles-expected-list"),
                other,
            ));
        }
    };
    let known = |name: &str| {
        RULES.iter().any(|rule| match rule.fpuzzles() {
            Fpuzzles::Pairs(marks) => marks.marks.iter().any(|m| m.fpuzzles_key == name),
            _ => false,
        })
    };
    if let Some(unknown) = named.iter().find(|name| !known(name)) {
        return Err(fail(template!(
            "fpuzzles-negative-unsupported",
            name = printable(unknown)
        )));
    }
    let negative = marks
        .marks
        .iter()
        .filter(|mark| named.contains(&mark.fpuzzles_key))
        .map(|mark| mark.kind)
        .collect();
    Ok((drawn, negative))
}

/// The cells of every line of an item's `lines` (at `path`), each a list of cell names.
fn item_lines(
    item: &Map<String, Value>,
    path: &str,
    n: usize,
) -> Result<Vec<Vec<Cell>>, ParseErrorKind> {
    let path = format!("{path}.lines");
    let listed = match item.get("lines") {
        Some(Value::Array(listed)) => listed,
        Some(other) => {
            return Err(wrong_type(
                &path,
                template!("fpuzzles-expected-list"),
                other,
            ));
        }
        None => return Err(fail(template!("fpuzzles-missing", path = path))),
    };
    listed
        .iter()
        .enumerate()
        .map(|(i, names)| {
            let path = format!("{path}[{i}]");
            let Some(names) = names.as_array() else {
                return Err(wrong_type(
                    &path,
                    template!("fpuzzles-expected-list"),
                    names,
                ));
            };
            names
                .iter()
                .enumerate()
                .map(|(j, name)| cell_of(name, n, &format!("{path}[{j}]")).map(Cell::new))
                .collect()
        })
        .collect()
}

/// The arrows listed under `key`: each item's `cells` is the circle (a pill's cells in reading
/// order), and each of its `lines`, from the circle out, is an arrow of its own whose shaft is
/// the line's cells outside the circle.
fn read_arrows(
    object: &Map<String, Value>,
    key: &str,
    n: usize,
) -> Result<Vec<Arrow>, ParseErrorKind> {
    let mut arrows = Vec::new();
    for (path, item) in items(object, key)? {
        let mut circle: Vec<Cell> = item_cells(item, &path, "cells", n)?
            .into_iter()
            .map(Cell::new)
            .collect();
        circle.sort_unstable();
        for line in item_lines(item, &path, n)? {
            let shaft = line.into_iter().filter(|c| !circle.contains(c)).collect();
            arrows.push(Arrow {
                circle: circle.clone(),
                shaft,
            });
        }
    }
    Ok(arrows)
}

/// The error of rules that do not fit the board, at the JSON path of the cage or region at
/// fault when there is one.
fn misfit(error: &LayoutError, cages: &[(String, Cage)], n: usize) -> ParseErrorKind {
    let same_cells = |a: &Cage, b: &Cage| {
        let mut cells = a.cells.clone();
        cells.sort_unstable();
        cells == b.cells
    };
    let path_of = |cage: &Cage| {
        cages
            .iter()
            .find(|(_, listed)| same_cells(listed, cage) && listed.sum == cage.sum)
            .map(|(path, _)| path.clone())
    };
    let paths: Vec<String> = match error {
        LayoutError::CageShape { cage, .. } | LayoutError::CageSum { cage, .. } => {
            path_of(cage).into_iter().collect()
        }
        LayoutError::CageOverlap { second, .. } => path_of(second).into_iter().collect(),
        LayoutError::CageHouseTotal { cages, .. } => cages.iter().filter_map(path_of).collect(),
        LayoutError::RegionInPieces { cell, .. } => {
            vec![format!("{}.region", cell_path(cell.index(), n))]
        }
        _ => Vec::new(),
    };
    match paths.is_empty() {
        true => ParseErrorKind::BadVariant(error.message()),
        false => fail(template!(
            "fpuzzles-at",
            path = and_list(paths),
            why = error.message()
        )),
    }
}

/// The puzzle an f-puzzles object describes.
fn read_object(object: &Map<String, Value>) -> Result<Grid, ParseErrorKind> {
    for (key, value) in object {
        let known = METADATA.contains(&key.as_str()) || is_rule_key(key);
        if !known && is_on(value) {
            let rules = RULES
                .iter()
                .map(|rule| Message::template(rule.name_key(), Vec::new()));
            return Err(fail(template!(
                "fpuzzles-unsupported",
                key = printable(key),
                known = and_list(rules)
            )));
        }
    }
    let layout = board_size(object)?;
    let n = layout.n();
    let geometry = layout.geometry();
    let entries = read_grid(object, n)?;
    let mut variant = Variant::CLASSIC;
    let mut cages = Vec::new();
    for &rule in RULES {
        match rule.fpuzzles() {
            Fpuzzles::Flags(keys) => {
                let mut on = Vec::new();
                for &key in keys {
                    if flag(object, key)? {
                        on.push(key);
                    }
                }
                if on.len() == keys.len() {
                    variant = variant.with(rule);
                } else if let Some(&given) = on.first() {
                    return Err(fail(template!(
                        "fpuzzles-part-of-rule",
                        given = given,
                        rule = Message::template(rule.name_key(), Vec::new()),
                        keys = and_list(keys.iter().copied())
                    )));
                }
            }
            Fpuzzles::Houses { key, mismatch } => {
                let listed = items(object, key)?
                    .into_iter()
                    .map(|(path, item)| item_cells(item, &path, "cells", n))
                    .collect::<Result<Vec<_>, _>>()?;
                if !listed.is_empty() {
                    if sorted_houses(listed) != house_cells(rule, layout) {
                        return Err(fail(Message::template(mismatch, Vec::new())));
                    }
                    variant = variant.with(rule);
                }
            }
            Fpuzzles::Regions => {
                variant.regions = read_regions(&entries, geometry)?
                    .filter(|regions| !is_boxes(regions, geometry))
                    .map(|regions| Variant::jigsaw_regions(&regions));
            }
            Fpuzzles::Parity { odd, even } => {
                let mut parity = vec![Parity::Any; n * n];
                for (key, mark) in [(odd, Parity::Odd), (even, Parity::Even)] {
                    for (path, item) in items(object, key)? {
                        for cell in item_cells(item, &path, "cell", n)? {
                            parity[cell] = mark;
                        }
                    }
                }
                variant.parity = Variant::parity_map(&parity);
            }
            Fpuzzles::Cages(keys) => {
                cages = read_cages(object, keys, n)?;
                let listed: Vec<Cage> = cages.iter().map(|(_, cage)| cage.clone()).collect();
                variant.cages = Variant::killer_cages(&listed);
            }
            Fpuzzles::Lines { key, kind } => {
                variant = variant.with_lines(kind, &read_lines(object, key, kind, n)?);
            }
            Fpuzzles::Arrows(key) => {
                variant.arrows = Variant::board_arrows(&read_arrows(object, key, n)?);
            }
            Fpuzzles::Diagonals(key) => {
                variant.little_killers =
                    Variant::board_little_killers(&read_little_killers(object, key, n)?);
            }
            Fpuzzles::Sandwiches(key) => {
                variant.sandwiches = Variant::board_sandwiches(&read_sandwiches(object, key, n)?);
            }
            Fpuzzles::Pairs(marks) => {
                let (drawn, negative) = read_pairs(object, marks, n)?;
                variant = variant.with_pair_marks(n, marks, &drawn, &negative);
            }
        }
    }
    let layout = layout
        .with_variant(variant)
        .map_err(|error| misfit(&error, &cages, n))?;
    let values: Vec<u8> = entries.iter().map(|entry| entry.value).collect();
    let mut grid =
        Grid::from_givens(layout, &values).map_err(|e| ParseErrorKind::Invalid(e.message()))?;
    if entries.iter().any(|entry| entry.value != 0 && !entry.given) {
        let givens: Vec<bool> = entries.iter().map(|entry| entry.given).collect();
        grid.mark_as_givens(&givens);
    }
    Ok(grid)
}

/// The cells of every house `rule` adds to a board of `layout`'s box shape, each sorted, in
/// sorted order.
fn house_cells(rule: &dyn Rule, layout: Layout) -> Vec<Vec<usize>> {
    sorted_houses(
        rule.houses(layout.box_rows(), layout.box_cols())
            .into_iter()
            .map(|(_, cells)| cells)
            .collect(),
    )
}

/// `houses`, each sorted, in sorted order.
fn sorted_houses(mut houses: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    for house in &mut houses {
        house.sort_unstable();
    }
    houses.sort();
    houses
}

/// The f-puzzles JSON of `grid`'s puzzle: its givens and variant rules.
pub(super) fn write_json(grid: &Grid) -> String {
    let layout = grid.layout();
    let geometry = grid.geometry();
    let variant = layout.variant();
    let n = layout.n();
    let name = |i: usize| format!("R{}C{}", i / n + 1, i % n + 1);
    let rows: Vec<Value> = (0..n)
        .map(|r| {
            Value::Array(
                (0..n)
                    .map(|c| {
                        let cell = Cell::new(r * n + c);
                        let mut entry = Map::new();
                        if variant.regions.is_some() {
                            entry.insert("region".into(), json!(geometry.box_of(cell)));
                        }
                        if let Some(digit) = grid.value(cell).filter(|_| grid.is_given(cell)) {
                            entry.insert("value".into(), json!(digit.get()));
                            entry.insert("given".into(), json!(true));
                        }
                        Value::Object(entry)
                    })
                    .collect(),
            )
        })
        .collect();
    let mut object = Map::new();
    object.insert("size".into(), json!(n));
    object.insert("grid".into(), Value::Array(rows));
    for rule in variant.rules().rules() {
        match rule.fpuzzles() {
            Fpuzzles::Flags(keys) => {
                for &key in keys {
                    object.insert(key.into(), json!(true));
                }
            }
            Fpuzzles::Houses { key, .. } => {
                let houses: Vec<Value> = house_cells(rule, layout)
                    .into_iter()
                    .map(|cells| json!({"cells": cells.into_iter().map(name).collect::<Vec<_>>()}))
                    .collect();
                object.insert(key.into(), Value::Array(houses));
            }
            Fpuzzles::Regions => {}
            Fpuzzles::Parity { odd, even } => {
                let parity = variant.parity.unwrap_or_default();
                for (key, mark) in [(odd, Parity::Odd), (even, Parity::Even)] {
                    let cells: Vec<Value> = (0..parity.len())
                        .filter(|&i| parity[i] == mark)
                        .map(|i| json!({"cell": name(i)}))
                        .collect();
                    if !cells.is_empty() {
                        object.insert(key.into(), Value::Array(cells));
                    }
                }
            }
            Fpuzzles::Cages(keys) => {
                let entries: Vec<Value> = variant
                    .cages
                    .unwrap_or_default()
                    .iter()
                    .map(|cage| {
                        let cells: Vec<String> =
                            cage.cells.iter().map(|c| name(c.index())).collect();
                        match cage.sum {
                            Some(sum) => json!({"cells": cells, "value": sum.to_string()}),
                            None => json!({"cells": cells}),
                        }
                    })
                    .collect();
                let key = keys.first().copied().unwrap_or("cage");
                object.insert(key.into(), Value::Array(entries));
            }
            Fpuzzles::Lines { key, kind } => {
                let entries: Vec<Value> = variant
                    .lines_of(kind)
                    .map(|line| {
                        let cells: Vec<String> =
                            line.cells.iter().map(|c| name(c.index())).collect();
                        json!({"lines": [cells]})
                    })
                    .collect();
                object.insert(key.into(), Value::Array(entries));
            }
            Fpuzzles::Pairs(marks) => {
                let mut negative = Vec::new();
                for key in marks.fpuzzles_keys() {
                    let listed: Vec<&PairMark> = marks.under_key(key).collect();
                    let entries: Vec<Value> = listed
                        .iter()
                        .flat_map(|mark| variant.lines_of(mark.kind).map(move |line| (mark, line)))
                        .map(|(mark, line)| {
                            let cells: Vec<String> =
                                line.cells.iter().map(|c| name(c.index())).collect();
                            match listed.len() {
                                1 => json!({ "cells": cells }),
                                _ => json!({ "cells": cells, "value": mark.fpuzzles_value }),
                            }
                        })
                        .collect();
                    if !entries.is_empty() {
                        object.insert(key.into(), Value::Array(entries));
                    }
                    if listed
                        .iter()
                        .any(|mark| variant.negative_rule(marks, mark.kind))
                    {
                        negative.push(json!(key));
                    }
                }
                if !negative.is_empty() {
                    object.insert(NEGATIVE_KEY.into(), Value::Array(negative));
                }
            }
            Fpuzzles::Arrows(key) => {
                let entries: Vec<Value> = variant
                    .arrows
                    .unwrap_or_default()
                    .iter()
                    .map(|arrow| {
                        let names = |cells: &[Cell]| -> Vec<String> {
                            cells.iter().map(|c| name(c.index())).collect()
                        };
                        let start = arrow_start(arrow, n);
                        let line = [vec![start], arrow.shaft.clone()].concat();
                        json!({"cells": names(&arrow.circle), "lines": [names(&line)]})
                    })
                    .collect();
                object.insert(key.into(), Value::Array(entries));
            }
            Fpuzzles::Diagonals(key) => {
                let entries: Vec<Value> = variant
                    .little_killers
                    .unwrap_or_default()
                    .iter()
                    .map(|clue| {
                        let (row, col) = clue.clue_place(n);
                        json!({
                            "cell": format!("R{}C{}", row + 1, col + 1),
                            "direction": clue.direction.code(),
                            "value": clue.sum.to_string()
                        })
                    })
                    .collect();
                object.insert(key.into(), Value::Array(entries));
            }
            Fpuzzles::Sandwiches(key) => {
                let entries: Vec<Value> = variant
                    .sandwiches
                    .unwrap_or_default()
                    .iter()
                    .map(|clue| {
                        let (row, col) = clue.clue_place();
                        json!({
                            "cell": format!("R{}C{}", row + 1, col + 1),
                            "value": clue.sum.to_string()
                        })
                    })
                    .collect();
                object.insert(key.into(), Value::Array(entries));
            }
        }
    }
    Value::Object(object).to_string()
}

/// The cell of `arrow`'s circle its shaft leaves from: the one beside (or corner to corner with)
/// the shaft's first cell, else the circle's first.
fn arrow_start(arrow: &Arrow, n: usize) -> Cell {
    let beside = |a: Cell, b: Cell| {
        let (ra, ca, rb, cb) = (a.index() / n, a.index() % n, b.index() / n, b.index() % n);
        ra.abs_diff(rb) <= 1 && ca.abs_diff(cb) <= 1
    };
    let first = arrow.shaft.first().copied();
    arrow
        .circle
        .iter()
        .copied()
        .find(|&c| first.is_some_and(|f| beside(c, f)))
        .or_else(|| arrow.circle.first().copied())
        .unwrap_or(Cell::new(0))
}

/// An f-puzzles link to `grid`'s puzzle: its JSON compressed into the `load=` value.
pub(super) fn write_link(grid: &Grid) -> String {
    format!(
        "https://f-puzzles.com/?load={}",
        lz_str::compress_to_base64(write_json(grid).as_str())
    )
}
