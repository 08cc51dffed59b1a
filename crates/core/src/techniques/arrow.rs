//! Arrow Sums: the digits along an arrow's shaft add up to the number in its circle (one digit,
//! or a pill of two or three cells read as one number). The shaft adds up to at least the least
//! its cells can make and at most the most (each cell's smallest or largest candidate, different
//! where two cells share a house), so the circle reads a number between those; and a shaft cell
//! holds at most the circle's largest number less the least the other shaft cells make, and at
//! least its smallest less the most they make. A candidate outside those bounds goes.

use super::removal_step;
use crate::deduction::proof::Rule;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, arrow_message, cell_list, or_list, removals_by_cell};
use crate::model::{
    Arrow, ArrowReading, Candidate, Candidates, Cell, Digit, Grid, House, each_reading,
};

/// Every step: for each arrow, in the board's order, the candidates outside the bounds of its
/// circle or of its shaft; nothing on a board without arrows.
pub(super) fn arrow_sums(grid: &Grid) -> impl Iterator<Item = Step> + '_ {
    grid.layout()
        .variant()
        .arrows
        .unwrap_or_default()
        .iter()
        .filter_map(move |arrow| step_for(grid, arrow))
}

/// The arrow's cells, circle first, and for each pair whether a house holds both (so their
/// digits differ), with that house.
struct ArrowCells {
    cells: Vec<Cell>,
    shared: Vec<Vec<Option<House>>>,
}

impl ArrowCells {
    fn of(grid: &Grid, arrow: &Arrow) -> ArrowCells {
        let geometry = grid.geometry();
        let cells = arrow.cells();
        let shared = cells
            .iter()
            .map(|&a| {
                cells
                    .iter()
                    .map(|&b| {
                        (a != b)
                            .then(|| geometry.shared_houses(a, b).first().copied())
                            .flatten()
                    })
                    .collect()
            })
            .collect();
        ArrowCells { cells, shared }
    }

    fn differ(&self, i: usize, j: usize) -> bool {
        self.shared[i][j].is_some()
    }
}

/// The step of `arrow`, if a candidate lies outside its bounds: the circle's first (the numbers
/// its shaft cannot make), else the shaft's (the digits the circle's numbers leave no room for).
fn step_for(grid: &Grid, arrow: &Arrow) -> Option<Step> {
    let geometry = grid.geometry();
    let arrow_cells = ArrowCells::of(grid, arrow);
    let cells = &arrow_cells.cells;
    let masks: Vec<u32> = cells
        .iter()
        .map(|&c| grid.possible_digits(c).bits())
        .collect();
    let reading = arrow.read(&masks, &|i, j| arrow_cells.differ(i, j));
    let split = arrow.circle.len();
    let removed = |range: std::ops::Range<usize>| -> Vec<Candidate> {
        range
            .filter(|&i| grid.value(cells[i]).is_none())
            .flat_map(|i| {
                let gone = masks[i] & !reading.kept[i];
                Candidates::from_bits(gone)
                    .iter()
                    .map(move |digit| Candidate {
                        cell: cells[i],
                        digit,
                    })
            })
            .collect()
    };
    let alone = AloneSums::of(&masks[split..]);
    let pill = if split > 1 { "yes" } else { "no" };
    let intro = template!(
        "arrow-intro",
        technique = Technique::ArrowSums,
        arrow = arrow_message(arrow, geometry.n()),
        pill = pill
    );
    let circle_out = removed(0..split);
    let (low, high) = reading.numbers?;
    let (eliminations, explained) = if circle_out.is_empty() {
        let shaft_out = removed(split..cells.len());
        if shaft_out.is_empty() {
            return fillings_step(grid, arrow, &arrow_cells, &masks, intro);
        }
        let reasons = shaft_reasons(grid, arrow, &arrow_cells, &reading, &alone, &shaft_out);
        (shaft_out, reasons)
    } else {
        let spans: Vec<(u32, u32)> = circle_out
            .iter()
            .map(|c| numbers_with(arrow, &masks[..split], &arrow_cells, c))
            .collect();
        let below = spans
            .iter()
            .any(|&(smallest, _)| smallest < reading.least.0);
        let above = spans.iter().any(|&(_, largest)| largest > reading.most.0);
        let terms = |digits: &[u8]| {
            let terms: Vec<Message> = digits.iter().map(|&d| message![d as usize]).collect();
            Message::separated(&terms, " + ")
        };
        let differ_used =
            below && reading.least.0 != alone.least || above && reading.most.0 != alone.most;
        let which = match (below, above) {
            (true, true) => "both",
            (true, false) => "least",
            _ => "most",
        };
        let sum = template!(
            "arrow-shaft-sum",
            which = which,
            least_terms = terms(&reading.least.1),
            least = reading.least.0 as usize,
            most_terms = terms(&reading.most.1),
            most = reading.most.0 as usize,
            differ = differ_note(grid, arrow, &arrow_cells, differ_used),
            range = range_of(grid, arrow, low, high, "arrow-circle-range")
        );
        (circle_out, vec![sum])
    };
    let mut parts = vec![intro];
    parts.extend(explained);
    Some(arrow_step(grid, arrow, cells, parts, eliminations))
}

/// The step of `arrow` when its bounds remove nothing but few fillings of its candidates (a
/// digit per cell, different where two share a house) make the shaft add up to the circle, and
/// they leave some candidate out: it names them all.
fn fillings_step(
    grid: &Grid,
    arrow: &Arrow,
    arrow_cells: &ArrowCells,
    masks: &[u32],
    intro: Message,
) -> Option<Step> {
    let cells = &arrow_cells.cells;
    let fillings = arrow.fillings(masks, &|i, j| arrow_cells.differ(i, j), FEW_FILLINGS_SAID)?;
    let mut kept = vec![0u32; cells.len()];
    for filling in &fillings {
        for (slot, &digit) in kept.iter_mut().zip(filling) {
            *slot |= 1 << (digit - 1);
        }
    }
    let eliminations: Vec<Candidate> = (0..cells.len())
        .filter(|&i| grid.value(cells[i]).is_none())
        .flat_map(|i| {
            Candidates::from_bits(masks[i] & !kept[i])
                .iter()
                .map(move |digit| Candidate {
                    cell: cells[i],
                    digit,
                })
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    let split = arrow.circle.len();
    let said: Vec<Message> = fillings
        .iter()
        .map(|filling| {
            let terms: Vec<Message> = filling[split..]
                .iter()
                .map(|&d| message![d as usize])
                .collect();
            template!(
                "arrow-filling",
                number = Arrow::circle_number(&filling[..split]) as usize,
                terms = Message::separated(&terms, " + ")
            )
        })
        .collect();
    let parts = vec![
        intro,
        template!(
            "arrow-fillings",
            count = fillings.len(),
            fillings = or_list(said)
        ),
    ];
    Some(arrow_step(grid, arrow, cells, parts, eliminations))
}

/// The most fillings a step of `fillings_step` names.
const FEW_FILLINGS_SAID: usize = 6;

/// The Arrow Sums step removing `eliminations` from `arrow`, its message `parts` and then the
/// removals, with a `no arrow filling` proof fact for each.
fn arrow_step(
    grid: &Grid,
    arrow: &Arrow,
    cells: &[Cell],
    mut parts: Vec<Message>,
    eliminations: Vec<Candidate>,
) -> Step {
    let geometry = grid.geometry();
    let mut eliminations = eliminations;
    parts.push(template!(
        "thermometer-so",
        eliminations = removals_by_cell(geometry, &eliminations)
    ));
    eliminations.sort_unstable();
    let rule = Rule::NoArrowFilling {
        circle: arrow.circle.clone(),
        shaft: arrow.shaft.clone(),
    };
    removal_step(
        Technique::ArrowSums,
        Message::separated(&parts, " "),
        eliminations,
        cells,
        &rule,
    )
}

/// The smallest and largest number the circle reads (every reading of `masks`, its cells'
/// digits) with `removed`'s digit in its cell.
fn numbers_with(
    arrow: &Arrow,
    masks: &[u32],
    arrow_cells: &ArrowCells,
    removed: &Candidate,
) -> (u32, u32) {
    let place = arrow
        .circle
        .iter()
        .position(|&c| c == removed.cell)
        .unwrap_or(0);
    let mut span = (u32::MAX, 0);
    let mut digits = Vec::with_capacity(masks.len());
    each_reading(
        masks,
        &|i, j| arrow_cells.differ(i, j),
        &mut digits,
        &mut |digits| {
            if digits.get(place) == Some(&removed.digit.get()) {
                let number = Arrow::circle_number(digits);
                span = (span.0.min(number), span.1.max(number));
            }
        },
    );
    span
}

/// "r3c2 holds 7 to 9", "the pill r1c1-r1c2 reads 12 to 17" (or as a sentence, from `key`):
/// the numbers the circle may read.
fn range_of(grid: &Grid, arrow: &Arrow, low: u32, high: u32, key: &'static str) -> Message {
    let cells: Vec<Message> = arrow
        .circle
        .iter()
        .map(|&c| message![Piece::cell(grid.geometry(), c)])
        .collect();
    let span = match high - low {
        0 => "one",
        1 => "two",
        _ => "many",
    };
    let pill = if arrow.circle.len() > 1 { "yes" } else { "no" };
    Message::template(
        key,
        vec![
            ("circle", Message::separated(&cells, "-")),
            ("pill", message![pill]),
            ("low", message![low as usize]),
            ("high", message![high as usize]),
            ("span", message![span]),
        ],
    )
}

/// The sentences that explain the shaft's removals `out`: each cell at most the circle's
/// largest number less the least the other shaft cells make, at least its smallest less the
/// most they make.
fn shaft_reasons(
    grid: &Grid,
    arrow: &Arrow,
    arrow_cells: &ArrowCells,
    reading: &ArrowReading,
    alone: &AloneSums,
    out: &[Candidate],
) -> Vec<Message> {
    let geometry = grid.geometry();
    let Some((low, high)) = reading.numbers else {
        return Vec::new();
    };
    let mut most_bounds: Vec<Message> = Vec::new();
    let mut least_bounds: Vec<Message> = Vec::new();
    let (mut differ_most, mut differ_least) = (false, false);
    for (at, &cell) in arrow.shaft.iter().enumerate() {
        let digits: Vec<u32> = out
            .iter()
            .filter(|c| c.cell == cell)
            .map(|c| u32::from(c.digit.get()))
            .collect();
        let (others_least, others_most) = reading.others[at];
        let top = high.saturating_sub(others_least);
        let bottom = low.saturating_sub(others_most);
        if digits.iter().any(|&d| d > top) {
            differ_most |= others_least != alone.others_least(at);
            most_bounds.push(template!(
                "arrow-bound",
                kind = "at-most",
                cell = Piece::cell(geometry, cell),
                circle = high as usize,
                others = others_least as usize,
                bound = top as usize
            ));
        }
        if digits.iter().any(|&d| d < bottom) {
            differ_least |= others_most != alone.others_most(at);
            least_bounds.push(template!(
                "arrow-bound",
                kind = "at-least",
                cell = Piece::cell(geometry, cell),
                circle = low as usize,
                others = others_most as usize,
                bound = bottom as usize
            ));
        }
    }
    let mut reasons = vec![range_of(grid, arrow, low, high, "arrow-circle-known")];
    for (kind, bounds, differ) in [
        ("at-most", most_bounds, differ_most),
        ("at-least", least_bounds, differ_least),
    ] {
        if !bounds.is_empty() {
            let first = if reasons.len() == 1 { "yes" } else { "no" };
            reasons.push(template!(
                "arrow-shaft-bounds",
                first = first,
                kind = kind,
                circle = if kind == "at-most" { high } else { low } as usize,
                differ = differ_note(grid, arrow, arrow_cells, differ),
                bounds = Message::separated(&bounds, ", ")
            ));
        }
    }
    reasons
}

/// The shaft's sums with each cell taken alone (its own smallest or largest digit), to tell
/// whether cells that share a house raised or lowered a bound.
struct AloneSums {
    lows: Vec<u32>,
    highs: Vec<u32>,
    least: u32,
    most: u32,
}

impl AloneSums {
    fn of(masks: &[u32]) -> AloneSums {
        let digits = |mask: u32| Candidates::from_bits(mask).iter().map(Digit::get);
        let lows: Vec<u32> = masks
            .iter()
            .map(|&m| digits(m).next().map_or(0, u32::from))
            .collect();
        let highs: Vec<u32> = masks
            .iter()
            .map(|&m| digits(m).last().map_or(0, u32::from))
            .collect();
        AloneSums {
            least: lows.iter().sum(),
            most: highs.iter().sum(),
            lows,
            highs,
        }
    }

    fn others_least(&self, at: usize) -> u32 {
        self.least - self.lows[at]
    }

    fn others_most(&self, at: usize) -> u32 {
        self.most - self.highs[at]
    }
}

/// " (r1c5, r1c6 and r1c7 share row 1, so their digits differ)" when `used`: the groups of shaft
/// cells a house holds together, each once; nothing when not `used`.
fn differ_note(grid: &Grid, arrow: &Arrow, arrow_cells: &ArrowCells, used: bool) -> Message {
    if !used {
        return Message::default();
    }
    let geometry = grid.geometry();
    let split = arrow.circle.len();
    let mut groups: Vec<(House, Vec<Cell>)> = Vec::new();
    for i in split..arrow_cells.cells.len() {
        for j in i + 1..arrow_cells.cells.len() {
            let Some(house) = arrow_cells.shared[i][j] else {
                continue;
            };
            let members: Vec<Cell> = arrow
                .shaft
                .iter()
                .copied()
                .filter(|&c| geometry.cell_set_of(house).contains(c))
                .collect();
            if !groups
                .iter()
                .any(|(_, g)| members.iter().all(|c| g.contains(c)))
            {
                groups.retain(|(_, g)| !g.iter().all(|c| members.contains(c)));
                groups.push((house, members));
            }
        }
    }
    let said: Vec<Message> = groups
        .iter()
        .map(|(house, members)| {
            template!(
                "arrow-differ-group",
                cells = cell_list(geometry, members),
                house = *house
            )
        })
        .collect();
    template!("arrow-differ", groups = Message::separated(&said, "; "))
}
