//! f-puzzles JSON, as f-puzzles.com and SudokuPad save and share a puzzle: `size`, `grid[r][c]`
//! with `value`, `given` and `region`, and the constraints this program knows (`diagonal+` and
//! `diagonal-` together, `antiknight`, `antiking`, `extraregion` as the Windoku windows, `odd`,
//! `even`, and `killercage` or `cage` as Killer cages, each with its `cells` and its sum as a
//! string in `value`, none for a cage without a sum). The same JSON also comes compressed
//! (lz-string, base64) in a `?load=` link or after SudokuPad's `fpuzzles`; such text is read too. A constraint this program does not know is
//! refused by name, so nothing is dropped without a word.

use serde_json::{Map, Value, json};

use super::error::ParseErrorKind;
use super::lines::cell_named;
use crate::message::{Explained, Message};
use crate::model::{Cage, Cell, Grid, House, Layout, Parity, Variant};

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

/// The start of every compressed f-puzzles JSON (`{"size":` compressed).
const COMPRESSED_START: &str = "N4Ig";

/// Whether `text` looks like f-puzzles JSON (an object) or a compressed one.
pub(super) fn is_fpuzzles(text: &str) -> bool {
    let trimmed = text.trim();
    trimmed.starts_with('{') && trimmed.contains("\"grid\"") || compressed_part(trimmed).is_some()
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
fn not_a_sum(key: &str, index: usize, value: String) -> ParseErrorKind {
    fail(template!(
        "fpuzzles-not-a-sum",
        path = format!("{key}[{index}].value"),
        value = value
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

/// The 0-based cell of an f-puzzles cell name (`R1C1`).
fn cell_of(name: &Value, n: usize, path: &str) -> Result<usize, ParseErrorKind> {
    cell_named(name.as_str().unwrap_or_default(), n).ok_or_else(|| {
        fail(template!(
            "fpuzzles-not-a-cell",
            path = path,
            name = name.to_string(),
            n = n
        ))
    })
}

/// The cells of an f-puzzles list under `key` whose items name their cell(s) under `field`.
fn listed_cells(
    object: &Map<String, Value>,
    key: &str,
    field: &str,
    n: usize,
) -> Result<Vec<Vec<usize>>, ParseErrorKind> {
    let Some(items) = object.get(key).and_then(Value::as_array) else {
        return Ok(Vec::new());
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let path = format!("{key}[{i}].{field}");
            match item.get(field) {
                Some(Value::Array(names)) => {
                    names.iter().map(|name| cell_of(name, n, &path)).collect()
                }
                Some(name) => Ok(vec![cell_of(name, n, &path)?]),
                None => Err(fail(template!("fpuzzles-missing", path = path))),
            }
        })
        .collect()
}

/// The puzzle an f-puzzles object describes.
fn read_object(object: &Map<String, Value>) -> Result<Grid, ParseErrorKind> {
    for (key, value) in object {
        let known = METADATA.contains(&key.as_str())
            || [
                "diagonal+",
                "diagonal-",
                "antiknight",
                "antiking",
                "extraregion",
                "odd",
                "even",
                "killercage",
                "cage",
            ]
            .contains(&key.as_str());
        if !known && is_on(value) {
            return Err(fail(template!("fpuzzles-unsupported", key = key)));
        }
    }
    let n = object
        .get("size")
        .and_then(Value::as_u64)
        .ok_or_else(|| fail(template!("fpuzzles-size-not-number")))? as usize;
    let layout =
        Layout::for_size(n).ok_or_else(|| fail(template!("fpuzzles-size-no-board", n = n)))?;
    let geometry = layout.geometry();
    let rows = object
        .get("grid")
        .and_then(Value::as_array)
        .filter(|rows| rows.len() == n)
        .ok_or_else(|| fail(template!("fpuzzles-grid-rows", n = n)))?;
    let mut values = vec![0u8; n * n];
    let mut regions = vec![0u8; n * n];
    for (r, row) in rows.iter().enumerate() {
        let cells = row
            .as_array()
            .filter(|cells| cells.len() == n)
            .ok_or_else(|| fail(template!("fpuzzles-grid-cells", row = r, n = n)))?;
        for (c, cell) in cells.iter().enumerate() {
            let index = r * n + c;
            let path = format!("grid[{r}][{c}]");
            regions[index] = match cell.get("region").and_then(Value::as_u64) {
                Some(region) if (region as usize) < n => region as u8,
                Some(region) => {
                    return Err(fail(template!(
                        "fpuzzles-region-range",
                        path = path,
                        region = region.to_string(),
                        last = n - 1
                    )));
                }
                None => geometry.box_of(Cell::new(index)) as u8,
            };
            let given = cell.get("given").and_then(Value::as_bool) == Some(true);
            if let (true, Some(value)) = (given, cell.get("value").and_then(Value::as_u64)) {
                if !(1..=n as u64).contains(&value) {
                    return Err(fail(template!(
                        "fpuzzles-value-range",
                        path = path,
                        value = value.to_string(),
                        n = n
                    )));
                }
                values[index] = value as u8;
            }
        }
    }
    let flag = |key: &str| object.get(key).is_some_and(is_on);
    let diagonals = match (flag("diagonal+"), flag("diagonal-")) {
        (true, true) => true,
        (false, false) => false,
        (rising, _) => {
            let one = if rising { "diagonal+" } else { "diagonal-" };
            return Err(fail(template!("fpuzzles-one-diagonal", one = one)));
        }
    };
    let boxes: Vec<u8> = (0..n * n)
        .map(|i| geometry.box_of(Cell::new(i)) as u8)
        .collect();
    let mut variant = Variant {
        diagonals,
        anti_knight: flag("antiknight"),
        anti_king: flag("antiking"),
        regions: (regions != boxes).then(|| Variant::jigsaw_regions(&regions)),
        ..Variant::CLASSIC
    };
    let extra = listed_cells(object, "extraregion", "cells", n)?;
    if !extra.is_empty() {
        let windows = layout
            .with_variant(Variant {
                windows: true,
                ..Variant::CLASSIC
            })
            .map(window_cells)
            .unwrap_or_default();
        let mut given: Vec<Vec<usize>> = extra
            .into_iter()
            .map(|mut cells| {
                cells.sort_unstable();
                cells
            })
            .collect();
        given.sort();
        if given != windows {
            return Err(fail(template!("fpuzzles-extra-region")));
        }
        variant.windows = true;
    }
    let mut parity = vec![Parity::Any; n * n];
    for (key, mark) in [("odd", Parity::Odd), ("even", Parity::Even)] {
        for cells in listed_cells(object, key, "cell", n)? {
            for cell in cells {
                parity[cell] = mark;
            }
        }
    }
    variant.parity = Variant::parity_map(&parity);
    let mut cages = Vec::new();
    for key in ["killercage", "cage"] {
        let cells = listed_cells(object, key, "cells", n)?;
        let items = object.get(key).and_then(Value::as_array);
        for (i, cells) in cells.into_iter().enumerate() {
            let written = items.and_then(|items| items.get(i)?.get("value"));
            let sum = match written {
                None | Some(Value::Null) => None,
                Some(Value::String(text)) if text.trim().is_empty() => None,
                Some(Value::String(text)) => Some(
                    text.trim()
                        .parse::<u32>()
                        .map_err(|_| not_a_sum(key, i, format!("'{text}'")))?,
                ),
                Some(Value::Number(number)) => Some(
                    number
                        .as_u64()
                        .and_then(|sum| u32::try_from(sum).ok())
                        .ok_or_else(|| not_a_sum(key, i, number.to_string()))?,
                ),
                Some(other) => {
                    return Err(not_a_sum(key, i, other.to_string()));
                }
            };
            let cells = cells.into_iter().map(Cell::new).collect();
            cages.push(Cage { cells, sum });
        }
    }
    variant.cages = Variant::killer_cages(&cages);
    let layout = layout
        .with_variant(variant)
        .map_err(|e| ParseErrorKind::BadVariant(e.message()))?;
    Grid::from_givens(layout, &values).map_err(|e| ParseErrorKind::Invalid(e.message()))
}

/// The cells of every window of a Windoku `layout`, each sorted, in sorted order.
fn window_cells(layout: Layout) -> Vec<Vec<usize>> {
    let geometry = layout.geometry();
    let mut windows: Vec<Vec<usize>> = geometry
        .houses()
        .iter()
        .filter(|h| matches!(h, House::Window(_)))
        .map(|&h| geometry.cells_of(h).iter().map(|c| c.index()).collect())
        .collect();
    for window in &mut windows {
        window.sort_unstable();
    }
    windows.sort();
    windows
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
    if variant.diagonals {
        object.insert("diagonal+".into(), json!(true));
        object.insert("diagonal-".into(), json!(true));
    }
    if variant.anti_knight {
        object.insert("antiknight".into(), json!(true));
    }
    if variant.anti_king {
        object.insert("antiking".into(), json!(true));
    }
    if variant.windows {
        let windows: Vec<Value> = window_cells(layout)
            .into_iter()
            .map(|cells| json!({"cells": cells.into_iter().map(name).collect::<Vec<_>>()}))
            .collect();
        object.insert("extraregion".into(), Value::Array(windows));
    }
    if let Some(parity) = variant.parity {
        for (key, mark) in [("odd", Parity::Odd), ("even", Parity::Even)] {
            let cells: Vec<Value> = (0..n * n)
                .filter(|&i| parity[i] == mark)
                .map(|i| json!({"cell": name(i)}))
                .collect();
            if !cells.is_empty() {
                object.insert(key.into(), Value::Array(cells));
            }
        }
    }
    if let Some(cages) = variant.cages {
        let entries: Vec<Value> = cages
            .iter()
            .map(|cage| {
                let cells: Vec<String> = cage.cells.iter().map(|c| name(c.index())).collect();
                match cage.sum {
                    Some(sum) => json!({"cells": cells, "value": sum.to_string()}),
                    None => json!({"cells": cells}),
                }
            })
            .collect();
        object.insert("killercage".into(), Value::Array(entries));
    }
    Value::Object(object).to_string()
}

/// An f-puzzles link to `grid`'s puzzle: its JSON compressed into the `load=` value.
pub(super) fn write_link(grid: &Grid) -> String {
    format!(
        "https://f-puzzles.com/?load={}",
        lz_str::compress_to_base64(write_json(grid).as_str())
    )
}
