//! Killer cage techniques.
//! - Cage Combinations: a cage's digits all differ and add up to its sum, so its open cells hold
//!   one of the sets of different digits that make the rest of the sum ("a 3-cell 7 is 1+2+4").
//!   A set fits only when its digits can go one to each open cell, each into a cell that still
//!   holds it; a candidate that no fitting set can put in its cell goes.
//! - Innies and Outies (the rule of 45), over one house: the house holds every digit once
//!   (n(n+1)/2 in all), so the cells of it that the cages inside it leave out (the innies) add up
//!   to the rest; and when cages cover the house, their cells outside it (the outies) add up to
//!   what their sums exceed the house's by. Innies, or outies that all see each other, then hold
//!   different digits with a known sum: a hidden cage, read as Cage Combinations reads a cage.

use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{Message, Piece, and_list, cell_list, digit_list, or_list};
use crate::model::{Cage, Candidate, Candidates, Cell, Digit, Grid, House, sum_range};

/// The first cage (in cage order) whose sets of digits leave a candidate of its cells that no
/// fitting set places there; nothing on a board without cages.
pub(super) fn cage_combinations(grid: &Grid) -> Option<Step> {
    let geometry = grid.geometry();
    let cages = grid.layout().variant().cages?;
    cages.iter().find_map(|cage| {
        let group = SumGroup {
            technique: Technique::CageCombinations,
            cells: cage.cells.clone(),
            sum: cage.sum?,
            intro: message![
                "the cage ",
                cell_list(geometry, &cage.cells),
                " adds up to ",
                cage.sum? as usize
            ],
            noun: "no cell of the cage",
            house: None,
        };
        sum_step(grid, &group)
    })
}

/// The first house (in house order) whose innies, or else whose outies, hold a hidden cage that
/// leaves a candidate no fitting set places there; nothing on a board without cages.
pub(super) fn innies_and_outies(grid: &Grid) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    let geometry = grid.geometry();
    geometry.houses().iter().find_map(|&house| {
        innies(grid, cages, house)
            .and_then(|group| sum_step(grid, &group))
            .or_else(|| outies(grid, cages, house).and_then(|group| sum_step(grid, &group)))
    })
}

/// A cage, or a hidden one: cells whose digits differ and add up to `sum`, with the words that
/// introduce them.
struct SumGroup {
    technique: Technique,
    /// The cells, in cell order.
    cells: Vec<Cell>,
    sum: u32,
    /// "the cage r1c1 and r1c2 adds up to 8", or how the innies or outies add up.
    intro: Message,
    /// How "none of the cells" is said of them: "no cell of the cage", "none of those cells".
    noun: &'static str,
    /// The house the cells were read from, to tint.
    house: Option<House>,
}

/// What a house's digits add up to: 1 + 2 + ... + n.
fn house_total(grid: &Grid) -> u32 {
    sum_range(grid.n(), grid.n()).0
}

/// The cages as the message lists them: "r1c1 and r1c2: 8; r1c3: 7".
fn cage_sums(grid: &Grid, cages: &[&Cage]) -> Message {
    let geometry = grid.geometry();
    let listed: Vec<Message> = cages
        .iter()
        .filter_map(|cage| {
            Some(message![
                cell_list(geometry, &cage.cells),
                ": ",
                cage.sum? as usize
            ])
        })
        .collect();
    Message::separated(&listed, "; ")
}

/// The innies of `house`: its cells outside the cages that lie wholly inside it (each with a
/// sum), adding up to the house's total less those cages' sums.
fn innies(grid: &Grid, cages: &[Cage], house: House) -> Option<SumGroup> {
    let geometry = grid.geometry();
    let cells = geometry.cell_set_of(house);
    let inside: Vec<&Cage> = cages
        .iter()
        .filter(|cage| cage.cells.iter().all(|&c| cells.contains(c)))
        .collect();
    if inside.is_empty() || inside.iter().any(|cage| cage.sum.is_none()) {
        return None;
    }
    let innies: Vec<Cell> = geometry
        .cells_of(house)
        .iter()
        .copied()
        .filter(|&c| !inside.iter().any(|cage| cage.cells.contains(&c)))
        .collect();
    if innies.is_empty() {
        return None;
    }
    let covered: u32 = inside.iter().filter_map(|cage| cage.sum).sum();
    let total = house_total(grid);
    let sum = total.checked_sub(covered)?;
    let intro = message![
        house,
        " holds every digit once, ",
        total as usize,
        " in all; the cages inside it (",
        cage_sums(grid, &inside),
        ") add up to ",
        covered as usize,
        ", so its other cells ",
        cell_list(geometry, &innies),
        " add up to ",
        total as usize,
        " - ",
        covered as usize,
        " = ",
        sum as usize
    ];
    Some(SumGroup {
        technique: Technique::InniesAndOuties,
        cells: innies,
        sum,
        intro,
        noun: "none of those cells",
        house: Some(house),
    })
}

/// The outies of `house`: when cages (each with a sum) cover every cell of it, their cells
/// outside it, adding up to the cages' sums less the house's total; only when those cells all
/// see each other (so their digits differ).
fn outies(grid: &Grid, cages: &[Cage], house: House) -> Option<SumGroup> {
    let geometry = grid.geometry();
    let cells = geometry.cell_set_of(house);
    let touching: Vec<&Cage> = cages
        .iter()
        .filter(|cage| cage.cells.iter().any(|&c| cells.contains(c)))
        .collect();
    let covered = geometry
        .cells_of(house)
        .iter()
        .all(|c| touching.iter().any(|cage| cage.cells.contains(c)));
    if !covered || touching.iter().any(|cage| cage.sum.is_none()) {
        return None;
    }
    let mut outies: Vec<Cell> = touching
        .iter()
        .flat_map(|cage| cage.cells.iter().copied())
        .filter(|&c| !cells.contains(c))
        .collect();
    outies.sort_unstable();
    let see_each_other = outies.iter().enumerate().all(|(i, &a)| {
        outies[i + 1..]
            .iter()
            .all(|&b| geometry.peer_set(a).contains(b))
    });
    if outies.is_empty() || !see_each_other {
        return None;
    }
    let covering: u32 = touching.iter().filter_map(|cage| cage.sum).sum();
    let total = house_total(grid);
    let sum = covering.checked_sub(total)?;
    let intro = message![
        "the cages that cover ",
        house,
        " (",
        cage_sums(grid, &touching),
        ") add up to ",
        covering as usize,
        ", and ",
        total as usize,
        " of it lies in ",
        house,
        " (every digit once), so their cells outside it, ",
        cell_list(geometry, &outies),
        ", add up to ",
        covering as usize,
        " - ",
        total as usize,
        " = ",
        sum as usize
    ];
    Some(SumGroup {
        technique: Technique::InniesAndOuties,
        cells: outies,
        sum,
        intro,
        noun: "none of those cells",
        house: Some(house),
    })
}

/// What a cage's open cells must hold: its sum less its placed digits, from the digits not
/// placed in it.
struct Rest {
    /// The open cells, in cell order.
    open: Vec<Cell>,
    /// The placed cells, in cell order.
    placed: Vec<Cell>,
    /// What the open cells add up to.
    sum: u32,
    /// The digits the open cells may take (those not placed in the cage).
    digits: Candidates,
}

/// The rest of the cells `cells` that add up to `sum` on `grid`; `None` without open cells.
fn rest_of(grid: &Grid, cells: &[Cell], sum: u32) -> Option<Rest> {
    let (placed, open): (Vec<Cell>, Vec<Cell>) =
        cells.iter().partition(|&&c| grid.value(c).is_some());
    if open.is_empty() {
        return None;
    }
    let mut digits = Candidates::all(grid.n());
    let mut placed_sum = 0;
    for &cell in &placed {
        let digit = grid.value(cell)?;
        digits.remove(digit);
        placed_sum += u32::from(digit.get());
    }
    Some(Rest {
        open,
        placed,
        sum: sum.checked_sub(placed_sum)?,
        digits,
    })
}

/// Every set of `count` different digits of `digits` that adds up to `sum`, smallest digits
/// first.
fn digit_sets(digits: Candidates, count: usize, sum: u32) -> Vec<Vec<Digit>> {
    fn extend(
        from: &[Digit],
        count: usize,
        sum: u32,
        chosen: &mut Vec<Digit>,
        found: &mut Vec<Vec<Digit>>,
    ) {
        if chosen.len() == count {
            if sum == 0 {
                found.push(chosen.clone());
            }
            return;
        }
        for (i, &digit) in from.iter().enumerate() {
            let value = u32::from(digit.get());
            if value > sum {
                break;
            }
            chosen.push(digit);
            extend(&from[i + 1..], count, sum - value, chosen, found);
            chosen.pop();
        }
    }
    let from: Vec<Digit> = digits.iter().collect();
    let mut found = Vec::new();
    extend(&from, count, sum, &mut Vec::new(), &mut found);
    found
}

/// Whether `digits` can go one to each of `cells` (their candidates given), each into a cell
/// that holds it.
fn spreads(cells: &[Candidates], digits: Candidates) -> bool {
    let Some((first, rest)) = cells.split_first() else {
        return digits.is_empty();
    };
    (*first & digits).iter().any(|digit| {
        let mut left = digits;
        left.remove(digit);
        spreads(rest, left)
    })
}

/// The digits of `set` as one set.
fn set_of(set: &[Digit]) -> Candidates {
    set.iter().fold(Candidates::EMPTY, |mut all, &digit| {
        all.insert(digit);
        all
    })
}

/// Why some digits cannot go one to each of some cells.
enum Misfit {
    /// No cell holds this digit.
    NoCellHolds(Digit),
    /// The cell at this index holds none of the digits.
    HoldsNone(usize),
    /// Neither, but they still do not spread.
    NoSpread,
}

/// Why `digits` cannot go one to each cell whose candidates are `held`: the first digit no cell
/// holds, else the first cell that holds none of them, else that they do not spread.
fn misfit_of(held: &[Candidates], digits: &[Digit]) -> Misfit {
    if let Some(&digit) = digits
        .iter()
        .find(|&&d| !held.iter().any(|h| h.contains(d)))
    {
        return Misfit::NoCellHolds(digit);
    }
    let set = set_of(digits);
    match held.iter().position(|h| (*h & set).is_empty()) {
        Some(at) => Misfit::HoldsNone(at),
        None => Misfit::NoSpread,
    }
}

/// Why the set `digits` cannot go one to each open cell (their candidates `held`), in words.
fn misfit(
    grid: &Grid,
    noun: &str,
    open: &[Cell],
    held: &[Candidates],
    digits: &[Digit],
) -> Message {
    match misfit_of(held, digits) {
        Misfit::NoCellHolds(digit) => message![noun, " holds ", digit],
        Misfit::HoldsNone(at) => message![
            Piece::cell(grid.geometry(), open[at]),
            " holds none of ",
            digit_list(digits)
        ],
        Misfit::NoSpread => message!["its digits cannot go one to each cell"],
    }
}

/// A set of digits as it is added up: "1+2+5".
fn written(set: &[Digit]) -> String {
    let parts: Vec<String> = set.iter().map(|d| d.get().to_string()).collect();
    parts.join("+")
}

/// Why `digit` in the open cell `at` leaves the rest of `set` unable to go one to each other
/// open cell: "1+3 for r1c1 and r1c2, and neither holds 3".
fn left_over(
    grid: &Grid,
    open: &[Cell],
    held: &[Candidates],
    at: usize,
    set: &[Digit],
    digit: Digit,
) -> Message {
    let geometry = grid.geometry();
    let others: Vec<Cell> = open
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| (i != at).then_some(c))
        .collect();
    let others_held: Vec<Candidates> = held
        .iter()
        .enumerate()
        .filter_map(|(i, &h)| (i != at).then_some(h))
        .collect();
    let rest: Vec<Digit> = set.iter().copied().filter(|&d| d != digit).collect();
    let start = message![written(&rest), " for ", cell_list(geometry, &others)];
    match (misfit_of(&others_held, &rest), others.len()) {
        (Misfit::NoCellHolds(missing), 1) => message![start, ", which does not hold ", missing],
        (Misfit::NoCellHolds(missing), 2) => message![start, ", and neither holds ", missing],
        (Misfit::NoCellHolds(missing), _) => {
            message![start, ", and none of them holds ", missing]
        }
        (Misfit::HoldsNone(i), _) => message![
            start,
            ", and ",
            Piece::cell(geometry, others[i]),
            " holds none of them"
        ],
        (Misfit::NoSpread, _) => message![start, ", which cannot go one to each of them"],
    }
}

/// The removals grouped by the digits each cell loses, cells losing the same digits together:
/// "r1c1, r1c2, r2c2 <> 6, 7, 8, 9".
fn removals(geometry: &crate::model::Geometry, eliminations: &[Candidate]) -> Message {
    let mut groups: Vec<(Vec<Cell>, Vec<Digit>)> = Vec::new();
    let mut cells: Vec<Cell> = eliminations.iter().map(|c| c.cell).collect();
    cells.dedup();
    for cell in cells {
        let digits: Vec<Digit> = eliminations
            .iter()
            .filter(|c| c.cell == cell)
            .map(|c| c.digit)
            .collect();
        match groups.iter_mut().find(|(_, d)| *d == digits) {
            Some((same, _)) => same.push(cell),
            None => groups.push((vec![cell], digits)),
        }
    }
    let written: Vec<Message> = groups
        .iter()
        .map(|(cells, digits)| {
            let names: Vec<Message> = cells
                .iter()
                .map(|&c| message![Piece::cell(geometry, c)])
                .collect();
            let digits: Vec<String> = digits.iter().map(|d| d.get().to_string()).collect();
            message![Message::separated(&names, ", "), " <> ", digits.join(", ")]
        })
        .collect();
    Message::separated(&written, "; ")
}

/// The step of `group` (a cage, or the innies or outies of a house), if its fitting sets leave a
/// candidate out.
fn sum_step(grid: &Grid, group: &SumGroup) -> Option<Step> {
    let geometry = grid.geometry();
    let rest = rest_of(grid, &group.cells, group.sum)?;
    let held: Vec<Candidates> = rest.open.iter().map(|&c| grid.candidates(c)).collect();
    let sets = digit_sets(rest.digits, rest.open.len(), rest.sum);
    let mut kept = vec![Candidates::EMPTY; rest.open.len()];
    let mut fitting = Vec::new();
    let mut broken = Vec::new();
    for set in &sets {
        let digits = set_of(set);
        let mut fits = false;
        for (i, &cell_digits) in held.iter().enumerate() {
            for digit in (cell_digits & digits).iter() {
                let mut others = held.clone();
                others.remove(i);
                let mut left = digits;
                left.remove(digit);
                if spreads(&others, left) {
                    kept[i].insert(digit);
                    fits = true;
                }
            }
        }
        if fits {
            fitting.push(set);
        } else {
            broken.push(set);
        }
    }
    let eliminations: Vec<Candidate> = rest
        .open
        .iter()
        .zip(held.iter().zip(&kept))
        .flat_map(|(&cell, (&has, &keeps))| {
            (has & !keeps)
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .collect();
    if eliminations.is_empty() || fitting.is_empty() {
        return None;
    }
    let mut message = message![group.technique, ": ", group.intro.clone()];
    if !rest.placed.is_empty() {
        let placed: Vec<Message> = rest
            .placed
            .iter()
            .filter_map(|&c| Some(message![Piece::cell(geometry, c), " = ", grid.value(c)?]))
            .collect();
        message = message![
            message,
            "; with ",
            and_list(placed),
            ", its other cells add up to ",
            rest.sum as usize
        ];
    }
    message = match rest.open.len() {
        1 => message![
            message,
            ", so ",
            Piece::cell(geometry, rest.open[0]),
            " is ",
            rest.sum as usize,
            "."
        ],
        count => message![
            message,
            ": ",
            count,
            " different digits make ",
            rest.sum as usize,
            " as ",
            or_list(sets.iter().map(|set| written(set))),
            "."
        ],
    };
    for set in &broken {
        message = message![
            message,
            " ",
            written(set),
            " does not fit: ",
            misfit(grid, group.noun, &rest.open, &held, set),
            "."
        ];
    }
    let in_no_set: Vec<Candidate> = eliminations
        .iter()
        .copied()
        .filter(|c| !fitting.iter().any(|set| set.contains(&c.digit)))
        .collect();
    if !in_no_set.is_empty() && rest.open.len() > 1 {
        let mut digits: Vec<Digit> = in_no_set.iter().map(|c| c.digit).collect();
        digits.sort_unstable();
        digits.dedup();
        message = message![
            message,
            " No set that fits has ",
            or_list(digits.iter().copied()),
            "."
        ];
    }
    for &candidate in &eliminations {
        let sets_with: Vec<&Vec<Digit>> = fitting
            .iter()
            .copied()
            .filter(|set| set.contains(&candidate.digit))
            .collect();
        if sets_with.is_empty() {
            continue;
        }
        let at = rest.open.iter().position(|&c| c == candidate.cell)?;
        let reasons: Vec<Message> = sets_with
            .iter()
            .map(|set| left_over(grid, &rest.open, &held, at, set, candidate.digit))
            .collect();
        message = message![
            message,
            " ",
            Piece::cell(geometry, candidate.cell),
            " = ",
            candidate.digit,
            " would leave ",
            Message::separated(&reasons, "; or "),
            "."
        ];
    }
    message = message![message, " So ", removals(geometry, &eliminations), "."];
    let highlight = Highlight {
        houses: group.house.into_iter().collect(),
        cells: group.cells.iter().map(|&c| (c, Role::Pattern)).collect(),
        ..Highlight::default()
    };
    Some(Step::eliminating(
        group.technique,
        message,
        eliminations,
        highlight,
    ))
}
