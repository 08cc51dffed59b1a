//! Killer cage techniques.
//! - Cage Combinations: a cage's digits all differ and add up to its sum, so its open cells hold
//!   one of the sets of different digits that make the rest of the sum ("a 3-cell 7 is 1+2+4").
//!   A set fits only when its digits can go one to each open cell, each into a cell that still
//!   holds it; a candidate that no fitting set can put in its cell goes.
//! - Cage/House Overlap: a digit every fitting set of a cage holds that fits in the cage only
//!   inside one house is that house's copy, so it leaves the rest of the house; a digit that fits
//!   in a house only inside one cage is in the cage there, so it leaves the cage's other cells,
//!   and the cage's set is one that holds it.
//! - Innies and Outies (the rule of 45), over one house, rows (or columns) side by side, or
//!   boxes side by side (two, an L of three, a 2x2 block): k houses hold every digit k times (k
//!   times n(n+1)/2 in all), so their cells that the cages inside them leave out (the innies) add
//!   up to the rest; and when cages cover the houses, their cells outside them (the outies) add
//!   up to what their sums exceed the total by. Innies or outies that all see each other then
//!   hold different digits with a known sum: a hidden cage, read as Cage Combinations reads a
//!   cage.
//!
//! A step gives its reasons shortest first: bounds ("would leave at most 5 for r1c2 and r1c3,
//! which add up to at least 6"), digits no set left has, cells that alone hold digits every set
//! left has enough of (a pigeonhole), and last what a candidate would leave the other cells. It
//! lists only the sets that do not fit that its reasons need struck, and keeps to about 80 words:
//! reasons that do not fit are left to a later step.

use super::cage_proof::{
    Hidden, Part, cage_sum, confined, confined_to_places, no_set_places, sets_fact, sum_fact,
};
use super::subsets::combinations;
use crate::cancel::Cancel;
use crate::deduction::proof::{Fact, Group, ProofBuilder, Rule};
use crate::deduction::step::{Highlight, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::{
    Joiner, Message, Piece, and_list, cell_list, digit_list, line_list, little_killer_message,
    or_list, plus_list,
};
use crate::model::{
    Cage, Candidate, Candidates, Cell, CellSet, Digit, Grid, House, LittleKiller, MAX_DIGITS,
    side_neighbours, sum_range,
};

/// The most open cells a sum over cells that need not all differ is read for (its fillings are
/// tried one by one).
const LOOSE_CELLS: usize = 4;

/// The first cage (in cage order) whose sets of digits leave a candidate of its cells that no
/// fitting set places there; nothing on a board without cages, or once `cancel` is set.
pub(super) fn cage_combinations(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    cages
        .iter()
        .take_while(|_| !cancel.is_set())
        .find_map(|cage| {
            let group = SumGroup {
                technique: Technique::CageCombinations,
                cells: cage.cells.clone(),
                sum: cage.sum?,
                noun: "cage",
                houses: Vec::new(),
                added: vec![Part::Cage(cage)],
                taken: Vec::new(),
            };
            sum_step(grid, &group)
        })
}

/// The first area (in the order of `areas`) whose innies, or else whose outies, hold a hidden
/// cage that leaves a candidate no fitting set places there; else the first whose innies or
/// outies that do not all see each other (a sum whose digits may repeat) leave a candidate no
/// filling places there, a short step first (see `shortest_first`); nothing on a board without
/// cages, or once `cancel` is set.
pub(super) fn innies_and_outies(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    let areas = areas(grid);
    let groups = areas
        .iter()
        .flat_map(|area| [innies(grid, cages, area), outies(grid, cages, area)])
        .flatten();
    shortest_first(grid, cancel, groups)
}

/// The step of the first of `groups` whose cells all see each other (read as a hidden cage),
/// else of the first of the others (a loose sum), taking a step whose message keeps to
/// `MOST_STEP_WORDS` before any longer one: of two steps, the shorter is easier to follow, and a
/// long one is often shorter once another step has gone first. Nothing once `cancel` is set.
pub(super) fn shortest_first<'a>(
    grid: &Grid,
    cancel: &Cancel,
    groups: impl Iterator<Item = SumGroup<'a>>,
) -> Option<Step> {
    let short = |step: &Step| word_count(&step.message) <= MOST_STEP_WORDS;
    let mut loose = Vec::new();
    let mut long = None;
    for group in groups {
        if cancel.is_set() {
            return None;
        }
        if !all_see_each_other(grid, &group.cells) {
            loose.push(group);
        } else if let Some(step) = sum_step(grid, &group) {
            if short(&step) {
                return Some(step);
            }
            long.get_or_insert(step);
        }
    }
    let mut long_loose = None;
    for group in &loose {
        if let Some(step) = loose_sum_step(grid, group) {
            if short(&step) {
                return Some(step);
            }
            long_loose.get_or_insert(step);
        }
    }
    long.or(long_loose)
}

/// Houses read together for the rule of 45: one house, rows (or columns) side by side, or boxes
/// side by side; they hold every digit once per house.
pub(super) struct Area {
    /// The houses, in order.
    pub(super) houses: Vec<House>,
    /// Their cells.
    pub(super) cells: CellSet,
}

impl Area {
    /// How many times the area holds each digit.
    pub(super) fn times(&self) -> usize {
        self.houses.len()
    }

    /// What its digits add up to: the house total once per house.
    pub(super) fn total(&self, grid: &Grid) -> u32 {
        house_total(grid) * self.times() as u32
    }
}

/// The areas the rule of 45 reads: every house alone, in house order; then rows, then columns,
/// side by side, two of them first, then wider bands up to n/2 (a wider band leaves the same
/// cells outside as the narrower band of the other lines), with the groups of boxes (or Jigsaw
/// regions) of `box_groups` after the bands of two lines.
pub(super) fn areas(grid: &Grid) -> Vec<Area> {
    let geometry = grid.geometry();
    let n = grid.n();
    let mut areas: Vec<Area> = geometry
        .houses()
        .iter()
        .map(|&house| Area {
            houses: vec![house],
            cells: *geometry.cell_set_of(house),
        })
        .collect();
    let joined = |houses: Vec<House>| {
        let cells = houses.iter().fold(CellSet::default(), |all, &h| {
            all.union(geometry.cell_set_of(h))
        });
        Area { houses, cells }
    };
    for width in 2..=n / 2 {
        for line in [House::Row as fn(u8) -> House, House::Col] {
            for first in 0..=n - width {
                areas.push(joined(
                    (first..first + width).map(|i| line(i as u8)).collect(),
                ));
            }
        }
        if width == 2 {
            areas.extend(box_groups(grid).into_iter().map(joined));
        }
    }
    areas
}

/// The groups of boxes (or Jigsaw regions) the rule of 45 reads besides bands of lines: every two
/// side by side, then every three joined side by side (an L or a line that no band of lines
/// covers), then every four that meet at one corner (a 2x2 block of boxes).
fn box_groups(grid: &Grid) -> Vec<Vec<House>> {
    let geometry = grid.geometry();
    let n = grid.n();
    let boxes: Vec<House> = geometry
        .houses()
        .iter()
        .copied()
        .filter(|h| matches!(h, House::Box(_) | House::Region(_)))
        .collect();
    let beside: Vec<Vec<bool>> = boxes
        .iter()
        .map(|&a| {
            boxes
                .iter()
                .map(|&b| {
                    let other = geometry.cell_set_of(b);
                    a != b
                        && geometry.cell_set_of(a).iter().any(|c| {
                            side_neighbours(n, c.index())
                                .any(|side| other.contains(Cell::new(side)))
                        })
                })
                .collect()
        })
        .collect();
    let band_of = |group: &[House]| {
        let cells = group.iter().fold(CellSet::default(), |all, &h| {
            all.union(geometry.cell_set_of(h))
        });
        let lines = |of: fn(Cell, usize) -> usize| {
            let mut seen: Vec<usize> = cells.iter().map(|c| of(c, n)).collect();
            seen.sort_unstable();
            seen.dedup();
            seen.len() * n == cells.len()
        };
        lines(|c, n| c.index() / n) || lines(|c, n| c.index() % n)
    };
    let mut groups: Vec<Vec<House>> = Vec::new();
    for size in 2..=4 {
        for picks in combinations(boxes.len(), size) {
            let links = picks
                .iter()
                .enumerate()
                .flat_map(|(x, &p)| picks[x + 1..].iter().map(move |&q| (p, q)))
                .filter(|&(p, q)| beside[p][q])
                .count();
            let group: Vec<House> = picks.iter().map(|&p| boxes[p]).collect();
            let joined = match size {
                2 => links == 1,
                3 => links >= 2 && !band_of(&group),
                _ => links == 4 && !band_of(&group),
            };
            if joined {
                groups.push(group);
            }
        }
    }
    groups
}

/// Whether every two of `cells` see each other, so their digits differ.
pub(super) fn all_see_each_other(grid: &Grid, cells: &[Cell]) -> bool {
    grid.geometry().all_see_each_other(cells)
}

/// A cage, or a hidden one: cells that add up to `sum`, with the parts their sum is worked out
/// from (which also word how a message introduces them, see `intro`).
pub(super) struct SumGroup<'a> {
    /// The technique whose step it makes.
    pub(super) technique: Technique,
    /// The cells, in cell order.
    pub(super) cells: Vec<Cell>,
    /// What they add up to.
    pub(super) sum: u32,
    /// How "none of the cells" is said of them: "cage" (no cell of the cage) or "cells" (none
    /// of those cells).
    pub(super) noun: &'static str,
    /// The houses the cells were read from, to tint.
    pub(super) houses: Vec<House>,
    /// The parts whose sums add up to theirs, less those of `taken`.
    pub(super) added: Vec<Part<'a>>,
    /// The parts taken away.
    pub(super) taken: Vec<Part<'a>>,
}

impl SumGroup<'_> {
    /// The step's highlight: its cells in the pattern colour, the houses it was read from
    /// tinted.
    fn highlight(&self) -> Highlight {
        Highlight {
            houses: self.houses.clone(),
            cells: self.cells.iter().map(|&c| (c, Role::Pattern)).collect(),
            ..Highlight::default()
        }
    }

    /// Adds the facts of its sum (from its parts) to `proof`; returns the id of the last.
    fn prove_sum(&self, grid: &Grid, proof: &mut ProofBuilder) -> usize {
        sum_fact(grid, proof, &self.added, &self.taken, &self.cells, self.sum)
    }
}

/// The candidates of `open` (whose candidates are `held`) outside what each may keep.
fn not_kept(open: &[Cell], held: &[Candidates], kept: &[Candidates]) -> Vec<Candidate> {
    open.iter()
        .zip(held.iter().zip(kept))
        .flat_map(|(&cell, (&has, &keeps))| {
            (has & !keeps)
                .iter()
                .map(move |digit| Candidate { cell, digit })
        })
        .collect()
}

/// How a message introduces `group`: "the 2-cell cage at r1c1 adds up to 8" for a cage (its
/// only part); for innies (houses less the cages inside them) "row 1 holds every digit once, 45
/// in all; the cages at r1c1 (20) and r1c5 (15) inside it add up to 35, so its other cells ...
/// add up to 45 - 35 = 10"; for outies (cages less the houses they cover) "the cages at ...
/// cover row 1 and add up to 54, 45 of it in row 1 (every digit once), so their cells outside
/// it, ..., add up to 54 - 45 = 9". Worded only when a step is found.
fn intro(grid: &Grid, group: &SumGroup) -> Message {
    parts_intro(grid, &group.added, &group.taken, &group.cells, group.sum)
}

/// How a message introduces `cells`, adding up to `sum`, the parts `added` less the parts
/// `taken` (see `intro`). When a hidden cage is among those taken (Cage Splitting), its own
/// intro comes first, then where its cells lie (see `split_intro`).
fn parts_intro(grid: &Grid, added: &[Part], taken: &[Part], cells: &[Cell], sum: u32) -> Message {
    let geometry = grid.geometry();
    if let Some(hidden) = taken.iter().find_map(|part| match part {
        Part::Hidden(hidden) => Some(*hidden),
        _ => None,
    }) {
        return split_intro(grid, hidden, added, taken, cells, sum);
    }
    let sum = sum as usize;
    match (added, taken) {
        ([Part::Cage(cage)], []) => cage_intro(grid, cage).unwrap_or_default(),
        ([Part::Diagonal(clue)], []) => template!(
            "little-killer-intro",
            clue = little_killer_message(clue, grid.n()),
            cells = cell_list(geometry, &clue.cells),
            sum = sum
        ),
        (added, taken) if matches!(added.first(), Some(Part::House(_))) => {
            let (area, inside) = (houses_and_cages(added).0, houses_and_cages(taken).1);
            area_intro(grid, None, &area, &inside, cells, sum)
        }
        (added, taken) => {
            let (touching, area) = (houses_and_cages(added).1, houses_and_cages(taken).0);
            let total = house_total(grid) as usize * area.len();
            let covering = total + sum;
            template!(
                "outies-intro",
                houses = house_list(&area),
                cages = cage_labels(grid, &touching),
                cage_count = touching.len(),
                listed = listed(touching.len()),
                cell_count = cells.len(),
                covering = covering,
                total = total,
                count = area.len(),
                cells = cell_list(geometry, cells),
                sum = sum,
            )
        }
    }
}

/// The intro of a hidden cage's cells taken from another area's innies: the hidden cage's own
/// intro, then "These cells lie in box 3 (45 in all); less them and the cage at r2c7 (15) inside
/// it, its other cells ... add up to 45 - 11 - 15 = 19".
fn split_intro(
    grid: &Grid,
    hidden: &Hidden,
    added: &[Part],
    taken: &[Part],
    cells: &[Cell],
    sum: u32,
) -> Message {
    let said = parts_intro(
        grid,
        &hidden.added,
        &hidden.taken,
        &hidden.cells,
        hidden.sum,
    );
    let (area, inside) = (houses_and_cages(added).0, houses_and_cages(taken).1);
    area_intro(
        grid,
        Some((said, hidden)),
        &area,
        &inside,
        cells,
        sum as usize,
    )
}

/// How a message introduces the innies `cells` of the houses `area`, which add up to `sum`:
/// the area's total less the cages `inside` it ("row 1 adds up to 45; less the cages at r1c1
/// (20) and r1c5 (15) inside it, its other cells ... add up to 45 - 20 - 15 = 10"), and less a
/// hidden cage first when one is given with its own intro ("These cells lie in column 3 (45 in
/// all); less them and the cage at ...").
fn area_intro(
    grid: &Grid,
    hidden: Option<(Message, &Hidden)>,
    area: &[House],
    inside: &[&Cage],
    cells: &[Cell],
    sum: usize,
) -> Message {
    let hidden_sum = hidden.as_ref().map_or(0, |(_, h)| h.sum as usize);
    let total = house_total(grid) as usize * area.len();
    let covered = total - sum - hidden_sum;
    let taken: Vec<usize> = if inside.len() <= MOST_LISTED_CAGES {
        inside
            .iter()
            .filter_map(|cage| cage.sum)
            .map(|sum| sum as usize)
            .collect()
    } else {
        vec![covered]
    };
    let arithmetic = hidden
        .iter()
        .map(|_| hidden_sum)
        .chain(taken)
        .fold(total.to_string(), |said, part| format!("{said} - {part}"));
    let (key, said, hidden_count) = match hidden {
        Some((said, h)) => ("split-area-intro", said, h.cells.len()),
        None => ("innies-intro", Message::default(), 0),
    };
    let named = if cells.len() <= MOST_NAMED_INNIES {
        "yes"
    } else {
        "no"
    };
    let args = vec![
        ("hidden", said),
        ("hidden_count", message![hidden_count]),
        ("houses", house_list(area)),
        ("count", message![area.len()]),
        ("total", message![total]),
        ("cages", cage_labels(grid, inside)),
        ("cage_count", message![inside.len()]),
        ("listed", message![listed(inside.len())]),
        ("covered", message![covered]),
        ("arithmetic", message![arithmetic]),
        ("named", message![named]),
        ("cell_count", message![cells.len()]),
        ("cells", cell_list(grid.geometry(), cells)),
        ("sum", message![sum]),
    ];
    Message::template(key, args)
}

/// The most cages an innies or outies step names one by one ("the cages at r1c1 (8) and r1c3
/// (7)"); more are counted ("the 5 cages"), as the board shows them.
const MOST_LISTED_CAGES: usize = 3;

/// The most innies an innies step names one by one; more are counted ("its 5 other cells"), as
/// the board shows them.
const MOST_NAMED_INNIES: usize = 4;

/// Whether `count` cages are named one by one ("yes") or counted ("no").
pub(super) fn listed(count: usize) -> &'static str {
    if count <= MOST_LISTED_CAGES {
        "yes"
    } else {
        "no"
    }
}

/// Houses as a message names them, lines of one kind together, boxes together: "rows 1 and 2",
/// "boxes 4 and 7".
pub(super) fn house_list(houses: &[House]) -> Message {
    let boxes: Option<Vec<usize>> = houses
        .iter()
        .map(|house| match *house {
            House::Box(index) => Some(usize::from(index) + 1),
            _ => None,
        })
        .collect();
    if let Some(numbers) = boxes.filter(|numbers| numbers.len() > 1) {
        return template!("boxes-list", list = and_list(numbers));
    }
    let line = |house: &House| match *house {
        House::Row(index) => Some((true, usize::from(index))),
        House::Col(index) => Some((false, usize::from(index))),
        _ => None,
    };
    let lines: Option<Vec<(bool, usize)>> = houses.iter().map(line).collect();
    match lines.as_deref() {
        Some([(rows, _), rest @ ..]) if !rest.is_empty() && rest.iter().all(|(r, _)| r == rows) => {
            let indices: Vec<usize> = houses.iter().filter_map(line).map(|(_, i)| i).collect();
            message![line_list(*rows, &indices, Joiner::And)]
        }
        _ => and_list(houses.iter().copied()),
    }
}

/// The houses and the cages among `parts`.
fn houses_and_cages<'a>(parts: &[Part<'a>]) -> (Vec<House>, Vec<&'a Cage>) {
    let mut houses = Vec::new();
    let mut cages = Vec::new();
    for part in parts {
        match part {
            Part::House(house) => houses.push(*house),
            Part::Cage(cage) => cages.push(*cage),
            Part::Hidden(_) | Part::Diagonal(_) => {}
        }
    }
    (houses, cages)
}

/// What a house's digits add up to: 1 + 2 + ... + n.
fn house_total(grid: &Grid) -> u32 {
    sum_range(grid.n(), grid.n()).0
}

/// How a message introduces a cage with a sum, by the cell that shows its sum on the board: "the
/// 2-cell cage at r1c1 adds up to 8".
fn cage_intro(grid: &Grid, cage: &Cage) -> Option<Message> {
    Some(template!(
        "cage-intro",
        size = cage.cells.len(),
        cell = Piece::cell(grid.geometry(), *cage.cells.first()?),
        sum = cage.sum? as usize
    ))
}

/// The digits of `rest` that some open cell holds (`held` are their candidates): the only ones
/// a set can take.
fn held_digits(rest: &Rest, held: &[Candidates]) -> Candidates {
    held.iter().fold(Candidates::EMPTY, |all, &h| all | h) & rest.digits
}

/// The sets of different digits that make what the open cells of `rest` add up to, as a message
/// gives them: "3 different digits make 10 as 1+2+7, 1+3+6 or 1+4+5." When no open cell holds
/// some of the digits `rest` may take and that leaves sets out, the sets are those of the other
/// digits, and the message says so first, by the shorter of the two lists: "no cell of the cage
/// holds 1 or 2, so ..." or "the cells of the cage hold only 5, 6 and 8, and ...". `noun` names
/// the cells as `misfit` does.
fn sets_made(noun: &str, rest: &Rest, held: &[Candidates], sets: &[Vec<Digit>]) -> Message {
    let sets_said = or_list(sets.iter().map(|set| plus_list(set)));
    let (count, sum) = (rest.open.len(), rest.sum as usize);
    let holding = held_digits(rest, held);
    let absent = rest.digits & !holding;
    let narrowed =
        digit_sets(rest.digits, count, rest.sum).is_none_or(|all| all.len() > sets.len());
    if absent.is_empty() || !narrowed {
        return template!("sets-made", count = count, sum = sum, sets = sets_said);
    }
    if holding.len() < absent.len() {
        return template!(
            "sets-made-from",
            noun = noun,
            held = and_list(holding.iter()),
            count = count,
            sum = sum,
            sets = sets_said
        );
    }
    template!(
        "sets-made-without",
        noun = noun,
        absent = or_list(absent.iter()),
        count = count,
        sum = sum,
        sets = sets_said
    )
}

/// The cages as a message names them by the cell that shows their sum: "r1c1 (8), r1c3 (7)".
pub(super) fn cage_labels(grid: &Grid, cages: &[&Cage]) -> Message {
    let geometry = grid.geometry();
    let listed: Vec<Message> = cages
        .iter()
        .filter_map(|cage| {
            let first = cage.cells.first()?;
            Some(message![
                Piece::cell(geometry, *first),
                " (",
                cage.sum? as usize,
                ")"
            ])
        })
        .collect();
    and_list(listed)
}

/// The cages with a sum that lie wholly inside `area`, or nothing when one without a sum does.
pub(super) fn inside_cages<'a>(cages: &'a [Cage], area: &Area) -> Option<Vec<&'a Cage>> {
    let inside: Vec<&Cage> = cages
        .iter()
        .filter(|cage| cage.cells.iter().all(|&c| area.cells.contains(c)))
        .collect();
    inside
        .iter()
        .all(|cage| cage.sum.is_some())
        .then_some(inside)
}

/// The innies of `area`: its cells outside the cages that lie wholly inside it (each with a
/// sum), adding up to the area's total less those cages' sums.
pub(super) fn innies<'a>(grid: &Grid, cages: &'a [Cage], area: &Area) -> Option<SumGroup<'a>> {
    let cells = &area.cells;
    let inside = inside_cages(cages, area).filter(|inside| !inside.is_empty())?;
    let innies: Vec<Cell> = cells
        .iter()
        .filter(|&c| !inside.iter().any(|cage| cage.cells.contains(&c)))
        .collect();
    if innies.is_empty() {
        return None;
    }
    let covered: u32 = inside.iter().filter_map(|cage| cage.sum).sum();
    let total = area.total(grid);
    let sum = total.checked_sub(covered)?;
    Some(SumGroup {
        technique: Technique::InniesAndOuties,
        cells: innies,
        sum,
        noun: "cells",
        houses: area.houses.clone(),
        added: area
            .houses
            .iter()
            .map(|&house| Part::House(house))
            .collect(),
        taken: inside.iter().map(|&cage| Part::Cage(cage)).collect(),
    })
}

/// The outies of `area`: when cages (each with a sum) cover every cell of it, their cells
/// outside it, adding up to the cages' sums less the area's total.
pub(super) fn outies<'a>(grid: &Grid, cages: &'a [Cage], area: &Area) -> Option<SumGroup<'a>> {
    let cells = &area.cells;
    let touching: Vec<&Cage> = cages
        .iter()
        .filter(|cage| cage.cells.iter().any(|&c| cells.contains(c)))
        .collect();
    let covered = cells
        .iter()
        .all(|c| touching.iter().any(|cage| cage.cells.contains(&c)));
    if !covered || touching.iter().any(|cage| cage.sum.is_none()) {
        return None;
    }
    let mut outies: Vec<Cell> = touching
        .iter()
        .flat_map(|cage| cage.cells.iter().copied())
        .filter(|&c| !cells.contains(c))
        .collect();
    outies.sort_unstable();
    if outies.is_empty() {
        return None;
    }
    let covering: u32 = touching.iter().filter_map(|cage| cage.sum).sum();
    let total = area.total(grid);
    let sum = covering.checked_sub(total)?;
    Some(SumGroup {
        technique: Technique::InniesAndOuties,
        cells: outies,
        sum,
        noun: "cells",
        houses: area.houses.clone(),
        added: touching.iter().map(|&cage| Part::Cage(cage)).collect(),
        taken: area
            .houses
            .iter()
            .map(|&house| Part::House(house))
            .collect(),
    })
}

/// What a cage's open cells must hold: its sum less its placed digits, from the digits not
/// placed in it.
pub(super) struct Rest {
    /// The open cells, in cell order.
    pub(super) open: Vec<Cell>,
    /// The placed cells, in cell order.
    placed: Vec<Cell>,
    /// What the open cells add up to.
    pub(super) sum: u32,
    /// The digits the open cells may take (those not placed in the cage).
    pub(super) digits: Candidates,
}

/// The rest of the cells `cells` that add up to `sum` on `grid`; `None` without open cells.
pub(super) fn rest_of(grid: &Grid, cells: &[Cell], sum: u32) -> Option<Rest> {
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

/// The most sets of digits a cage step lists for one cage or group: on a 9x9 board no cage has
/// more than 126 (4 of 9 digits), but a group of a dozen cells on a 25x25 board can have tens of
/// thousands, and such a group is left to other steps.
const MOST_DIGIT_SETS: usize = 1_000;

/// Every set of `count` different digits of `digits` that adds up to `sum`, smallest digits
/// first; `None` when there are more than `MOST_DIGIT_SETS`.
pub(super) fn digit_sets(digits: Candidates, count: usize, sum: u32) -> Option<Vec<Vec<Digit>>> {
    fn extend(
        from: &[Digit],
        count: usize,
        sum: u32,
        chosen: &mut Vec<Digit>,
        found: &mut Vec<Vec<Digit>>,
    ) -> bool {
        let wanted = count - chosen.len();
        if wanted == 0 {
            if sum == 0 {
                found.push(chosen.clone());
            }
            return found.len() <= MOST_DIGIT_SETS;
        }
        let total = |digits: &[Digit]| digits.iter().map(|d| u32::from(d.get())).sum::<u32>();
        if from.len() < wanted
            || sum < total(&from[..wanted])
            || sum > total(&from[from.len() - wanted..])
        {
            return true;
        }
        for (i, &digit) in from.iter().enumerate() {
            let value = u32::from(digit.get());
            if value > sum {
                break;
            }
            chosen.push(digit);
            let more = extend(&from[i + 1..], count, sum - value, chosen, found);
            chosen.pop();
            if !more {
                return false;
            }
        }
        true
    }
    let from: Vec<Digit> = digits.iter().collect();
    let mut found = Vec::new();
    extend(&from, count, sum, &mut Vec::new(), &mut found).then_some(found)
}

/// Whether `digits` can go one to each of `cells` (their candidates given), each into a cell
/// that holds it: a matching of every cell to a digit, grown one cell at a time along
/// alternating paths (polynomial, where trying every order is not).
pub(super) fn spreads(cells: &[Candidates], digits: Candidates) -> bool {
    /// Finds `cell` a digit, moving the digits of earlier cells along an alternating path when
    /// they can go elsewhere; `holder` says which cell holds each digit (by value).
    fn place(
        cells: &[Candidates],
        digits: Candidates,
        cell: usize,
        holder: &mut [Option<usize>],
        tried: &mut Candidates,
    ) -> bool {
        for digit in (cells[cell] & digits).iter() {
            if tried.contains(digit) {
                continue;
            }
            tried.insert(digit);
            let slot = usize::from(digit.get());
            let free = match holder[slot] {
                None => true,
                Some(other) => place(cells, digits, other, holder, tried),
            };
            if free {
                holder[slot] = Some(cell);
                return true;
            }
        }
        false
    }
    if digits.len() != cells.len() {
        return false;
    }
    let mut holder = [None; MAX_DIGITS + 1];
    (0..cells.len()).all(|cell| {
        let mut tried = Candidates::EMPTY;
        place(cells, digits, cell, &mut holder, &mut tried)
    })
}

/// The digits of `set` as one set.
pub(super) fn set_of(set: &[Digit]) -> Candidates {
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
    /// Fewer cells (at these indices) than digits hold any of these digits.
    Crowded(Vec<Digit>, Vec<usize>),
    /// Neither, but they still do not spread.
    NoSpread,
}

/// The most digits a crowded group of them is looked for among (the search tries every group
/// of up to this many).
const MOST_CROWDED: usize = 5;

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
    if let Some(at) = held.iter().position(|h| (*h & set).is_empty()) {
        return Misfit::HoldsNone(at);
    }
    crowded(held, digits).map_or(Misfit::NoSpread, |(group, cells)| {
        Misfit::Crowded(group, cells)
    })
}

/// The smallest group of `digits` (of two to `MOST_CROWDED`) that fewer cells than digits hold
/// any of, with those cells' indices: the group cannot all be placed.
fn crowded(held: &[Candidates], digits: &[Digit]) -> Option<(Vec<Digit>, Vec<usize>)> {
    fn pick(
        held: &[Candidates],
        digits: &[Digit],
        size: usize,
        from: usize,
        group: &mut Vec<Digit>,
    ) -> Option<(Vec<Digit>, Vec<usize>)> {
        if group.len() == size {
            let set = set_of(group);
            let cells: Vec<usize> = (0..held.len())
                .filter(|&i| !(held[i] & set).is_empty())
                .collect();
            return (cells.len() < size).then(|| (group.clone(), cells));
        }
        for at in from..digits.len() {
            group.push(digits[at]);
            let found = pick(held, digits, size, at + 1, group);
            group.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }
    (2..=digits.len().min(MOST_CROWDED))
        .find_map(|size| pick(held, digits, size, 0, &mut Vec::new()))
}

/// Why the set `digits` cannot go one to each open cell (their candidates `held`), in words.
pub(super) fn misfit(
    grid: &Grid,
    noun: &str,
    open: &[Cell],
    held: &[Candidates],
    digits: &[Digit],
) -> Message {
    match misfit_of(held, digits) {
        Misfit::NoCellHolds(digit) => template!("misfit-no-cell-holds", noun = noun, digit = digit),
        Misfit::HoldsNone(at) => template!(
            "misfit-holds-none",
            cell = Piece::cell(grid.geometry(), open[at]),
            digits = digit_list(digits)
        ),
        Misfit::Crowded(group, cells) => {
            let cells: Vec<Cell> = cells.iter().map(|&i| open[i]).collect();
            template!(
                "misfit-crowded",
                cells = cell_list(grid.geometry(), &cells),
                count = cells.len(),
                digits = or_list(group.iter().copied()),
            )
        }
        Misfit::NoSpread => template!("misfit-no-spread"),
    }
}

/// Why the digits `rest` cannot go one to each of the cells `others` (whose candidates are
/// `others_held`): ", and neither holds 3".
fn left_over(grid: &Grid, others: &[Cell], others_held: &[Candidates], rest: &[Digit]) -> Message {
    let geometry = grid.geometry();
    match misfit_of(others_held, rest) {
        Misfit::NoCellHolds(missing) => {
            template!("left-over-missing", count = others.len(), digit = missing)
        }
        Misfit::HoldsNone(i) => template!(
            "left-over-holds-none",
            cell = Piece::cell(geometry, others[i])
        ),
        Misfit::Crowded(group, cells) => {
            let cells: Vec<Cell> = cells.iter().map(|&i| others[i]).collect();
            template!(
                "left-over-crowded",
                cells = cell_list(geometry, &cells),
                count = cells.len(),
                digits = or_list(group.iter().copied()),
            )
        }
        Misfit::NoSpread => template!("left-over-no-spread"),
    }
}

/// The open cells of `rest` but the one at `at`, and their candidates (`held` are every open
/// cell's).
fn others_of(rest: &Rest, held: &[Candidates], at: usize) -> (Vec<Cell>, Vec<Candidates>) {
    (0..rest.open.len())
        .filter(|&i| i != at)
        .map(|i| (rest.open[i], held[i]))
        .unzip()
}

/// Most cells named where a cage step says what a candidate would leave the others; more are
/// "the other cells".
const MOST_NAMED_OTHERS: usize = 3;

/// What `digit` in the open cell `at` of `rest` (whose open cells hold `held`) would leave the
/// other open cells, for each of `sets` that holds it, sets that fail alike together: "would
/// leave 1+3 or 1+4 for r1c1 and r1c2, and neither holds 1; or 2+5, but only r1c1 holds 2 or
/// 5".
fn would_leave(
    grid: &Grid,
    rest: &Rest,
    held: &[Candidates],
    at: usize,
    sets: &[&Vec<Digit>],
    digit: Digit,
) -> Message {
    let (others, others_held) = others_of(rest, held, at);
    let mut groups: Vec<(Vec<String>, Message)> = Vec::new();
    for set in sets {
        let left: Vec<Digit> = set.iter().copied().filter(|&d| d != digit).collect();
        let why = left_over(grid, &others, &others_held, &left);
        match groups.iter_mut().find(|(_, w)| *w == why) {
            Some((alike, _)) => alike.push(plus_list(&left)),
            None => groups.push((vec![plus_list(&left)], why)),
        }
    }
    let cells = if others.len() > MOST_NAMED_OTHERS {
        template!("the-other-cells")
    } else {
        cell_list(grid.geometry(), &others)
    };
    let reasons: Vec<Message> = groups
        .iter()
        .enumerate()
        .map(|(i, (alike, why))| {
            let sets = or_list(alike);
            if i == 0 {
                message![
                    template!("set-for-cells", set = sets, cells = cells.clone()),
                    why.clone()
                ]
            } else {
                message![sets, why.clone()]
            }
        })
        .collect();
    template!(
        "would-leave",
        reasons = Message::separated_by(&reasons, &template!("or-separator"))
    )
}

/// The removals grouped by the digits each cell loses, cells losing the same digits together:
/// "r1c1, r1c2, r2c2 <> 6, 7, 8, 9".
pub(super) fn removals(geometry: &crate::model::Geometry, eliminations: &[Candidate]) -> Message {
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

/// The placed ones of `cells`, each with its digit, as a message lists them: "r4c4 = 1".
pub(super) fn placed_digits(grid: &Grid, cells: impl IntoIterator<Item = Cell>) -> Vec<Message> {
    cells
        .into_iter()
        .filter_map(|c| {
            Some(message![
                Piece::cell(grid.geometry(), c),
                " = ",
                grid.value(c)?
            ])
        })
        .collect()
}

/// What the placed cells of `rest` leave: "; with r4c4 = 1, its other cells add up to 10"
/// (nothing when none is placed).
fn placed_part(grid: &Grid, rest: &Rest) -> Message {
    if rest.placed.is_empty() {
        return Message::default();
    }
    let placed = placed_digits(grid, rest.placed.iter().copied());
    template!(
        "placed-part",
        placed = and_list(placed),
        sum = rest.sum as usize
    )
}

/// Which sets of digits can go one to each open cell, each into a cell that holds it.
pub(super) struct Fitting<'a> {
    /// For each open cell, the digits the fitting sets can put there.
    pub(super) kept: Vec<Candidates>,
    /// The sets that fit.
    pub(super) fitting: Vec<&'a Vec<Digit>>,
    /// The sets that do not.
    broken: Vec<&'a Vec<Digit>>,
}

/// Sorts `sets` into those that fit the open cells whose candidates are `held` and those that do
/// not, and finds what each cell may keep.
pub(super) fn fitting<'a>(held: &[Candidates], sets: &'a [Vec<Digit>]) -> Fitting<'a> {
    let mut kept = vec![Candidates::EMPTY; held.len()];
    let mut fitting = Vec::new();
    let mut broken = Vec::new();
    for set in sets {
        let digits = set_of(set);
        let mut fits = false;
        for (i, &cell_digits) in held.iter().enumerate() {
            for digit in (cell_digits & digits).iter() {
                let mut others = held.to_vec();
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
    Fitting {
        kept,
        fitting,
        broken,
    }
}

/// The step of `group` (a cage, or the innies or outies of a house), if its fitting sets leave a
/// candidate out.
pub(super) fn sum_step(grid: &Grid, group: &SumGroup) -> Option<Step> {
    let geometry = grid.geometry();
    let rest = rest_of(grid, &group.cells, group.sum)?;
    if rest.open.len() == 1 {
        return one_open_cell_step(grid, group, &rest);
    }
    let held: Vec<Candidates> = rest.open.iter().map(|&c| grid.candidates(c)).collect();
    let sets = digit_sets(held_digits(&rest, &held), rest.open.len(), rest.sum)?;
    let Fitting {
        kept,
        fitting,
        broken,
    } = fitting(&held, &sets);
    let eliminations = not_kept(&rest.open, &held, &kept);
    if eliminations.is_empty() || fitting.is_empty() {
        return None;
    }
    let opening = message![
        group.technique,
        ": ",
        intro(grid, group),
        placed_part(grid, &rest)
    ];
    let on_bounds_alone = |kept: &[Reason]| {
        kept.iter()
            .all(|reason| matches!(reason.relies_on, Relies::Nothing))
    };
    let heading = |kept: &[Reason]| {
        if on_bounds_alone(kept) {
            return message![opening.clone(), "."];
        }
        let needed: Vec<&Vec<Digit>> = broken
            .iter()
            .copied()
            .filter(|set| kept.iter().any(|reason| reason.relies_on.needs(set)))
            .collect();
        message![
            opening.clone(),
            ": ",
            sets_made(group.noun, &rest, &held, &sets),
            misfits(grid, group.noun, &rest, &held, &needed)
        ]
    };
    let in_no_set: Vec<Candidate> = eliminations
        .iter()
        .copied()
        .filter(|c| !fitting.iter().any(|set| set.contains(&c.digit)))
        .collect();
    let mut reasons = Vec::new();
    if !in_no_set.is_empty() {
        let mut digits: Vec<Digit> = in_no_set.iter().map(|c| c.digit).collect();
        digits.sort_unstable();
        digits.dedup();
        reasons.push(Reason {
            says: template!(
                "no-fitting-set-has",
                digits = or_list(digits.iter().copied())
            ),
            removes: in_no_set.clone(),
            relies_on: Relies::SetsWith(set_of(&digits)),
        });
    }
    let in_some_set: Vec<Candidate> = eliminations
        .iter()
        .copied()
        .filter(|c| !in_no_set.contains(c))
        .collect();
    reasons.extend(bound_sentences(grid, &rest, &held, &in_some_set));
    let unbounded: Vec<Candidate> = in_some_set
        .iter()
        .copied()
        .filter(|c| !reasons.iter().any(|reason| reason.removes.contains(c)))
        .collect();
    reasons.extend(pigeonholes(grid, &rest, &held, &fitting, &unbounded));
    for &candidate in &unbounded {
        if reasons
            .iter()
            .any(|reason| reason.removes.contains(&candidate))
        {
            continue;
        }
        let sets_with: Vec<&Vec<Digit>> = fitting
            .iter()
            .copied()
            .filter(|set| set.contains(&candidate.digit))
            .collect();
        let at = rest.open.iter().position(|&c| c == candidate.cell)?;
        let why = would_leave(grid, &rest, &held, at, &sets_with, candidate.digit);
        reasons.push(Reason {
            says: would_any(grid, candidate.cell, &[candidate.digit], why),
            removes: vec![candidate],
            relies_on: Relies::SetsWith(set_of(&[candidate.digit])),
        });
    }
    let kept = kept_within_words(grid, reasons, |kept| word_count(&heading(kept)));
    let (message, eliminations) = said_and_removed(heading(&kept), &kept);
    if on_bounds_alone(&kept) {
        return Some(no_filling_step(grid, group, message, eliminations));
    }
    let message = message![
        message,
        template!(
            "so-removals",
            eliminations = removals(geometry, &eliminations)
        )
    ];
    let highlight = group.highlight();
    let mut proof = ProofBuilder::default();
    let sum_id = group.prove_sum(grid, &mut proof);
    let sets_id = sets_fact(&mut proof, &rest.open, &fitting, sum_id, &[]);
    no_set_places(&mut proof, sets_id, &eliminations);
    Some(proved_step(
        group.technique,
        message,
        eliminations,
        highlight,
        proof,
    ))
}

/// The most open cells whose groups `pigeonholes` tries (every group of them).
const MOST_PIGEONHOLE_CELLS: usize = 10;

/// The reasons that remove some of `wanted` (candidates of the open cells of `rest`, whose
/// candidates are `held`) because some open cells alone hold digits that every fitting set has as
/// many of as there are such cells, so those cells hold nothing else: "Every set left has 2 of 1,
/// 4 and 6; only r1c1 and r1c2 hold them here, so they hold nothing else." Groups are taken while
/// one explains more of `wanted`, the one explaining most first (fewer cells on a tie).
fn pigeonholes(
    grid: &Grid,
    rest: &Rest,
    held: &[Candidates],
    fitting: &[&Vec<Digit>],
    wanted: &[Candidate],
) -> Vec<Reason> {
    let open = rest.open.len();
    let mut reasons = Vec::new();
    let mut explained: Vec<Candidate> = Vec::new();
    if open > MOST_PIGEONHOLE_CELLS || wanted.is_empty() {
        return reasons;
    }
    let in_sets = fitting
        .iter()
        .fold(Candidates::EMPTY, |all, set| all | set_of(set));
    let follows = |inside: u32, explained: &[Candidate]| -> Option<(Candidates, Vec<Candidate>)> {
        let outside = (0..open)
            .filter(|&i| inside & (1 << i) == 0)
            .fold(Candidates::EMPTY, |all, i| all | held[i]);
        let holes = in_sets & !outside;
        let count = inside.count_ones() as usize;
        if holes.is_empty()
            || fitting
                .iter()
                .any(|set| (set_of(set) & holes).len() < count)
        {
            return None;
        }
        let gone: Vec<Candidate> = wanted
            .iter()
            .copied()
            .filter(|c| {
                !explained.contains(c)
                    && !holes.contains(c.digit)
                    && rest
                        .open
                        .iter()
                        .position(|&o| o == c.cell)
                        .is_some_and(|i| inside & (1 << i) != 0)
            })
            .collect();
        Some((holes, gone))
    };
    loop {
        let best = (1..(1u32 << open) - 1)
            .filter_map(|inside| {
                follows(inside, &explained).map(|(holes, gone)| (inside, holes, gone))
            })
            .filter(|(_, _, gone)| !gone.is_empty())
            .max_by_key(|(inside, _, gone)| (gone.len(), std::cmp::Reverse(inside.count_ones())));
        let Some((inside, holes, gone)) = best else {
            break;
        };
        let cells: Vec<Cell> = (0..open)
            .filter(|&i| inside & (1 << i) != 0)
            .map(|i| rest.open[i])
            .collect();
        let digits: Vec<Digit> = holes.iter().collect();
        explained.extend(gone.iter().copied());
        reasons.push(Reason {
            says: template!(
                "pigeonhole",
                all = if digits.len() == cells.len() {
                    "yes"
                } else {
                    "no"
                },
                size = digits.len(),
                count = cells.len(),
                digits = digit_list(&digits),
                either = or_list(digits.iter().copied()),
                cells = cell_list(grid.geometry(), &cells)
            ),
            removes: gone,
            relies_on: Relies::SetsWithFewer(holes, cells.len()),
        });
    }
    reasons
}

/// One reason of a cage step, and the candidates it removes.
struct Reason {
    /// The sentence that gives it.
    says: Message,
    /// What it removes.
    removes: Vec<Candidate>,
    /// Which of the sets that do not fit it needs the message to strike first.
    relies_on: Relies,
}

impl Reason {
    /// The reason that `digits` leave `cell` because of what placing any of them would do
    /// (`why`), needing no sets struck: " r1c1 = 8 or 9 would leave ... ."
    fn would(grid: &Grid, cell: Cell, digits: &[Digit], why: Message) -> Reason {
        Reason {
            says: would_any(grid, cell, digits, why),
            removes: digits
                .iter()
                .map(|&digit| Candidate { cell, digit })
                .collect(),
            relies_on: Relies::Nothing,
        }
    }
}

/// Which sets that do not fit a reason needs struck (with why) before it: a reason about the
/// sets left holds only once those it speaks of are gone.
#[derive(Clone, Copy)]
enum Relies {
    /// None (a bound needs no sets).
    Nothing,
    /// Those that hold any of these digits ("no set that fits has 3", "r1c1 = 3 would leave").
    SetsWith(Candidates),
    /// Those with fewer of these digits than this ("every set left has 2 of 1, 4 and 6").
    SetsWithFewer(Candidates, usize),
}

impl Relies {
    /// Whether a reason relying on this needs `set` struck.
    fn needs(self, set: &[Digit]) -> bool {
        match self {
            Relies::Nothing => false,
            Relies::SetsWith(digits) => !(set_of(set) & digits).is_empty(),
            Relies::SetsWithFewer(digits, count) => (set_of(set) & digits).len() < count,
        }
    }
}

/// The most words a cage step's message takes: a longer one keeps the reasons that fit (at least
/// its first) and leaves the rest to later steps.
pub(super) const MOST_STEP_WORDS: usize = 80;

/// The most words a cage step's message takes when its heading and first reason already take
/// more than `MOST_STEP_WORDS`: rather one long step than two that repeat the heading.
pub(super) const MOST_LONG_STEP_WORDS: usize = 130;

/// `heading` followed by the reasons `kept_within_words` keeps, and the candidates they remove.
fn within_words(grid: &Grid, heading: Message, reasons: Vec<Reason>) -> (Message, Vec<Candidate>) {
    let heading_words = word_count(&heading);
    let kept = kept_within_words(grid, reasons, |_| heading_words);
    said_and_removed(heading, &kept)
}

/// The message of `heading` and `reasons`, and the candidates the reasons remove (`removed_by`).
fn said_and_removed(heading: Message, reasons: &[Reason]) -> (Message, Vec<Candidate>) {
    let message = reasons
        .iter()
        .fold(heading, |said, reason| message![said, reason.says.clone()]);
    (message, removed_by(reasons))
}

/// The candidates `reasons` remove, each once, in cell order.
fn removed_by(reasons: &[Reason]) -> Vec<Candidate> {
    let mut removed: Vec<Candidate> = reasons
        .iter()
        .flat_map(|reason| reason.removes.iter().copied())
        .collect();
    removed.sort_unstable_by_key(|c| (c.cell, c.digit));
    removed.dedup();
    removed
}

/// `reasons`, shortest first, while the message with its conclusion stays within
/// `MOST_STEP_WORDS`, or `MOST_LONG_STEP_WORDS` when the first reason already goes past it (the
/// first reason always); `heading_words` says how long the message's heading is with some
/// reasons kept (what it says first can depend on them).
fn kept_within_words(
    grid: &Grid,
    mut reasons: Vec<Reason>,
    heading_words: impl Fn(&[Reason]) -> usize,
) -> Vec<Reason> {
    reasons.sort_by_cached_key(|reason| word_count(&reason.says));
    let mut most = MOST_STEP_WORDS;
    let mut kept: Vec<Reason> = Vec::new();
    for reason in reasons {
        kept.push(reason);
        let removed = removed_by(&kept);
        let words = heading_words(&kept)
            + kept
                .iter()
                .map(|reason| word_count(&reason.says))
                .sum::<usize>()
            + 1
            + word_count(&removals(grid.geometry(), &removed));
        if kept.len() == 1 && words > most {
            most = MOST_LONG_STEP_WORDS;
        } else if words > most {
            kept.pop();
        }
    }
    kept
}

/// How many words `message` has (in English): of two explanations, the shorter is given.
pub(super) fn word_count(message: &Message) -> usize {
    message.text().split_whitespace().count()
}

/// The step of `group` removing `eliminations` because no filling of its open cells puts any of
/// them in its cell: `reasons` (the message up to its conclusion) say why, and a `no filling`
/// fact from the sum proves each.
fn no_filling_step(
    grid: &Grid,
    group: &SumGroup,
    reasons: Message,
    eliminations: Vec<Candidate>,
) -> Step {
    let message = message![
        reasons,
        template!(
            "so-removals",
            eliminations = removals(grid.geometry(), &eliminations)
        )
    ];
    let mut proof = ProofBuilder::default();
    let sum_id = group.prove_sum(grid, &mut proof);
    for &candidate in &eliminations {
        proof.add(
            Fact::IsNot(Group::from(candidate)),
            Rule::NoFilling,
            vec![sum_id],
        );
    }
    proved_step(
        group.technique,
        message,
        eliminations,
        group.highlight(),
        proof,
    )
}

/// The first overlap of a cage and a house that removes candidates: a cage (in cage order) with a
/// digit that every fitting set holds and that fits in the cage only inside one house, or else a
/// house (in house order) with a digit that fits in it only inside one cage; nothing on a board
/// without cages, or once `cancel` is set.
pub(super) fn cage_house_overlap(grid: &Grid, cancel: &Cancel) -> Option<Step> {
    let cages = grid.layout().variant().cages?;
    cages
        .iter()
        .take_while(|_| !cancel.is_set())
        .find_map(|cage| forced_digit_in_one_house(grid, cage))
        .or_else(|| {
            let geometry = grid.geometry();
            geometry.houses().iter().find_map(|&house| {
                Candidates::all(grid.n())
                    .iter()
                    .find_map(|digit| house_digit_in_one_cage(grid, house, digit))
            })
        })
}

/// A cage with a sum and at least two open cells, read for its sets.
struct CageSets {
    /// How a message introduces the cage: "the 3-cell cage at r1c1 adds up to 10; with r2c1 =
    /// 3, its other cells add up to 7".
    intro: Message,
    /// Its open and placed cells and what the open ones add up to.
    rest: Rest,
    /// The candidates of each open cell.
    held: Vec<Candidates>,
    /// The sets of different digits that could fill the open cells and make their sum.
    sets: Vec<Vec<Digit>>,
}

/// `cage` read for its sets; `None` for a cage without a sum or with fewer than two open cells.
fn cage_sets(grid: &Grid, cage: &Cage) -> Option<CageSets> {
    let rest = rest_of(grid, &cage.cells, cage.sum?)?;
    if rest.open.len() < 2 {
        return None;
    }
    let held: Vec<Candidates> = rest.open.iter().map(|&c| grid.candidates(c)).collect();
    let sets = digit_sets(held_digits(&rest, &held), rest.open.len(), rest.sum)?;
    let intro = message![cage_intro(grid, cage)?, placed_part(grid, &rest)];
    Some(CageSets {
        intro,
        rest,
        held,
        sets,
    })
}

/// The sets of `broken` (which do not fit the open cells of `rest`, whose candidates are `held`),
/// each with why, sets that fail for the same reason together: " 1+3+9 and 1+4+8 do not fit: no
/// cell of the cage holds 1." `noun` says "no cell of the cage" or "none of those cells".
fn misfits(
    grid: &Grid,
    noun: &str,
    rest: &Rest,
    held: &[Candidates],
    broken: &[&Vec<Digit>],
) -> Message {
    // Sets that fail alike go together: a cell holding none of their digits, or the same cells
    // alone holding too many of them; other reasons when they read the same.
    #[derive(PartialEq)]
    enum Alike {
        HoldsNone(usize),
        Crowded(Vec<usize>, usize),
        Said(Message),
    }
    let mut groups: Vec<(Alike, Vec<&Vec<Digit>>)> = Vec::new();
    for &set in broken {
        let alike = match misfit_of(held, set) {
            Misfit::HoldsNone(at) => Alike::HoldsNone(at),
            Misfit::Crowded(digits, cells) => Alike::Crowded(cells, digits.len()),
            _ => Alike::Said(misfit(grid, noun, &rest.open, held, set)),
        };
        match groups.iter_mut().find(|(a, _)| *a == alike) {
            Some((_, sets)) => sets.push(set),
            None => groups.push((alike, vec![set])),
        }
    }
    let geometry = grid.geometry();
    let reasons = groups.into_iter().map(|(alike, sets)| {
        let reason = match (alike, &sets[..]) {
            (Alike::Said(reason), _) => reason,
            (_, [set]) => misfit(grid, noun, &rest.open, held, set),
            (Alike::HoldsNone(at), _) => template!(
                "misfit-holds-none-of-sets",
                cell = Piece::cell(geometry, rest.open[at]),
                count = sets.len()
            ),
            (Alike::Crowded(cells, size), _) => {
                let cells: Vec<Cell> = cells.iter().map(|&i| rest.open[i]).collect();
                template!(
                    "misfit-crowded-sets",
                    size = size,
                    cells = cell_list(geometry, &cells),
                    count = cells.len()
                )
            }
        };
        let said: Vec<String> = sets.iter().map(|set| plus_list(set)).collect();
        (said, reason)
    });
    let mut message = Message::default();
    for (sets, reason) in reasons {
        message = message![
            message,
            template!(
                "sets-do-not-fit",
                sets = and_list(&sets),
                count = sets.len(),
                reason = reason
            )
        ];
    }
    message
}

/// A digit that every fitting set of `cage` holds and whose places in the cage all lie in one
/// house: the cage's copy of it is the house's, so it leaves the rest of the house.
fn forced_digit_in_one_house(grid: &Grid, cage: &Cage) -> Option<Step> {
    let geometry = grid.geometry();
    let CageSets {
        intro,
        rest,
        held,
        sets,
    } = cage_sets(grid, cage)?;
    let sorted = fitting(&held, &sets);
    let forced = sorted
        .fitting
        .iter()
        .fold(Candidates::all(grid.n()), |all, set| all & set_of(set));
    let places_of = |digit: Digit| -> Vec<Cell> {
        rest.open
            .iter()
            .zip(&held)
            .filter_map(|(&cell, has)| has.contains(digit).then_some(cell))
            .collect()
    };
    for &house in geometry.houses() {
        let cells = geometry.cell_set_of(house);
        let mut locked: Vec<(Digit, Vec<Cell>)> = Vec::new();
        let mut eliminations: Vec<Candidate> = Vec::new();
        for digit in forced.iter() {
            let places = places_of(digit);
            if !places.iter().all(|&c| cells.contains(c)) {
                continue;
            }
            let removed: Vec<Candidate> = geometry
                .cells_of(house)
                .iter()
                .filter(|c| !cage.cells.contains(c) && grid.candidates(**c).contains(digit))
                .map(|&cell| Candidate { cell, digit })
                .collect();
            if !removed.is_empty() {
                locked.push((digit, places));
                eliminations.extend(removed);
            }
        }
        eliminations.sort_unstable();
        let digits: Vec<Digit> = locked.iter().map(|(digit, _)| *digit).collect();
        let fits_only = match locked.as_slice() {
            [(digit, places)] => template!(
                "cage-holds-digit-in-house",
                digit = *digit,
                places = cell_list(geometry, places),
                house = house
            ),
            [] => continue,
            [(_, first), ..] => {
                let where_they_fit = if locked.iter().all(|(_, places)| places == first) {
                    template!(
                        "in-cells-inside-house",
                        cells = cell_list(geometry, first),
                        house = house
                    )
                } else {
                    let each: Vec<Message> = locked
                        .iter()
                        .map(|(digit, places)| {
                            template!(
                                "digit-in",
                                digit = *digit,
                                cells = cell_list(geometry, places)
                            )
                        })
                        .collect();
                    template!(
                        "inside-house-each",
                        house = house,
                        each = Message::separated(&each, "; ")
                    )
                };
                template!(
                    "cage-holds-digits-in-house",
                    where_they_fit = where_they_fit,
                    digits = and_list(digits.iter().copied()),
                    house = house
                )
            }
        };
        let message = template!(
            "cage-overlap-step",
            technique = Technique::CageHouseOverlap,
            intro = intro,
            sets = sets_made("cage", &rest, &held, &sets),
            misfits = misfits(grid, "cage", &rest, &held, &sorted.broken),
            every = if sorted.broken.is_empty() {
                "all"
            } else {
                "fitting"
            },
            digits = and_list(digits.iter().copied()),
            fits_only = fits_only,
            eliminations = removals(geometry, &eliminations),
        );
        let highlight = Highlight {
            houses: vec![house],
            cells: cage.cells.iter().map(|&c| (c, Role::Pattern)).collect(),
            candidates: locked
                .iter()
                .flat_map(|(digit, places)| {
                    places.iter().map(|&cell| {
                        (
                            Candidate {
                                cell,
                                digit: *digit,
                            },
                            Role::Pattern,
                        )
                    })
                })
                .collect(),
            ..Highlight::default()
        };
        let mut proof = ProofBuilder::default();
        let sum_id = cage_sum(&mut proof, cage);
        let sets_id = sets_fact(&mut proof, &rest.open, &sorted.fitting, sum_id, &[]);
        for (digit, places) in &locked {
            let group = Group {
                cells: places.clone(),
                digit: *digit,
            };
            let group_id = proof.add(Fact::Is(group), Rule::EverySetHolds, vec![sets_id]);
            let removed: Vec<Candidate> = eliminations
                .iter()
                .copied()
                .filter(|c| c.digit == *digit)
                .collect();
            confined(&mut proof, group_id, &removed);
        }
        return Some(proved_step(
            Technique::CageHouseOverlap,
            message,
            eliminations,
            highlight,
            proof,
        ));
    }
    None
}

/// A digit whose places in `house` all lie in one cage: the cage holds it there, so it leaves
/// the cage's cells outside the house, and (when the cage has a sum) the cage's set is one that
/// holds it, so digits no such fitting set has leave the cage.
fn house_digit_in_one_cage(grid: &Grid, house: House, digit: Digit) -> Option<Step> {
    let geometry = grid.geometry();
    let house_cells = geometry.cells_of(house);
    if house_cells.iter().any(|&c| grid.value(c) == Some(digit)) {
        return None;
    }
    let places: Vec<Cell> = house_cells
        .iter()
        .copied()
        .filter(|&c| grid.candidates(c).contains(digit))
        .collect();
    if places.len() < 2 {
        return None;
    }
    let cage = geometry.cage_of(places[0])?;
    if !places.iter().all(|c| cage.cells.contains(c)) {
        return None;
    }
    let outside: Vec<Cell> = cage
        .cells
        .iter()
        .copied()
        .filter(|&c| !house_cells.contains(&c) && grid.candidates(c).contains(digit))
        .collect();
    let mut eliminations: Vec<Candidate> = outside
        .iter()
        .map(|&cell| Candidate { cell, digit })
        .collect();
    let mut proof = ProofBuilder::default();
    let group_id = confined_to_places(&mut proof, house, &places, digit, &eliminations);
    let mut message = template!(
        "house-digit-in-one-cage",
        technique = Technique::CageHouseOverlap,
        house = house,
        digit = digit,
        places = cell_list(geometry, &places),
        cage = cage_labels(grid, &[cage]),
        outside = if outside.is_empty() {
            Message::default()
        } else {
            template!(
                "cage-others-cannot",
                cells = cell_list(geometry, &outside),
                digit = digit
            )
        },
    );
    if let Some(CageSets {
        intro,
        rest,
        held,
        sets,
    }) = cage_sets(grid, cage)
    {
        let with: Vec<Vec<Digit>> = sets.into_iter().filter(|s| s.contains(&digit)).collect();
        let sorted = fitting(&held, &with);
        let allowed = sorted
            .fitting
            .iter()
            .fold(Candidates::EMPTY, |all, set| all | set_of(set));
        let dropped: Vec<Candidate> = rest
            .open
            .iter()
            .zip(&held)
            .flat_map(|(&cell, &has)| {
                (has & !allowed)
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .filter(|c| !eliminations.contains(c))
            .collect();
        if !dropped.is_empty() && !sorted.fitting.is_empty() {
            let mut gone: Vec<Digit> = dropped.iter().map(|c| c.digit).collect();
            gone.sort_unstable();
            gone.dedup();
            let holding = if with.len() == 1 {
                template!("only-set-holds", set = plus_list(&with[0]), digit = digit)
            } else {
                template!(
                    "sets-that-hold",
                    digit = digit,
                    sets = and_list(with.iter().map(|set| plus_list(set)))
                )
            };
            message = message![
                message,
                template!(
                    "cage-sets-holding",
                    intro = intro,
                    count = rest.open.len(),
                    sum = rest.sum as usize,
                    holding = holding,
                    misfits = misfits(grid, "cage", &rest, &held, &sorted.broken),
                    digit = digit,
                    gone = or_list(gone.iter().copied()),
                    eliminations = removals(geometry, &dropped),
                )
            ];
            let sum_id = cage_sum(&mut proof, cage);
            let held_in_house: Vec<Candidates> = rest
                .open
                .iter()
                .zip(&held)
                .map(|(cell, &has)| {
                    let mut has = has;
                    if !places.contains(cell) {
                        has.remove(digit);
                    }
                    has
                })
                .collect();
            let proved = fitting(&held_in_house, &with);
            let sets_id = sets_fact(&mut proof, &rest.open, &proved.fitting, sum_id, &[group_id]);
            no_set_places(&mut proof, sets_id, &dropped);
            eliminations.extend(dropped);
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let highlight = Highlight {
        houses: vec![house],
        cells: cage.cells.iter().map(|&c| (c, Role::Pattern)).collect(),
        candidates: places
            .iter()
            .map(|&cell| (Candidate { cell, digit }, Role::Pattern))
            .collect(),
        ..Highlight::default()
    };
    Some(proved_step(
        Technique::CageHouseOverlap,
        message,
        eliminations,
        highlight,
        proof,
    ))
}

/// The step of `group` (innies or outies that do not all see each other, or a little killer's
/// diagonal, so a digit may repeat among them), if no filling of its open cells (a candidate in
/// each, different where two see each other, adding up to what is left of its sum) puts some
/// candidate in its cell; only for at most `LOOSE_CELLS` open cells, but for a diagonal (its
/// fillings searched with bounds, `LittleKiller::fillings_keep`, or where that search is too
/// long the digits the other cells' least and largest candidates leave room for).
pub(super) fn loose_sum_step(grid: &Grid, group: &SumGroup) -> Option<Step> {
    let geometry = grid.geometry();
    let rest = rest_of(grid, &group.cells, group.sum)?;
    if rest.open.len() == 1 {
        return one_open_cell_step(grid, group, &rest);
    }
    let held: Vec<Candidates> = rest.open.iter().map(|&c| grid.candidates(c)).collect();
    let kept = if rest.open.len() <= LOOSE_CELLS {
        loose_fillings(grid, &rest.open, &held, rest.sum)
    } else if group.technique == Technique::LittleKillerSums {
        let masks: Vec<u32> = held.iter().map(|h| h.bits()).collect();
        let differ = |i: usize, j: usize| geometry.peer_set(rest.open[i]).contains(rest.open[j]);
        let kept = LittleKiller::fillings_keep(&masks, rest.sum, &differ)
            .unwrap_or_else(|| LittleKiller::bounds_keep(&masks, rest.sum));
        kept.iter()
            .zip(&masks)
            .map(|(&kept, &mask)| Candidates::from_bits(kept & mask))
            .collect()
    } else {
        return None;
    };
    let eliminations = not_kept(&rest.open, &held, &kept);
    if eliminations.is_empty() || kept.iter().any(|k| k.is_empty()) {
        return None;
    }
    let open_apart = if all_see_each_other(grid, &rest.open) {
        "placed"
    } else {
        "open"
    };
    let message = template!(
        "loose-sum-intro",
        technique = group.technique,
        intro = intro(grid, group),
        placed = placed_part(grid, &rest),
        apart = open_apart,
    );
    let mut reasons = bound_sentences(grid, &rest, &held, &eliminations);
    for (at, &cell) in rest.open.iter().enumerate() {
        let digits: Vec<Digit> = eliminations
            .iter()
            .filter(|c| c.cell == cell && !reasons.iter().any(|reason| reason.removes.contains(c)))
            .map(|c| c.digit)
            .collect();
        if digits.is_empty() {
            continue;
        }
        let (others, _) = others_of(&rest, &held, at);
        let left = or_list(
            digits
                .iter()
                .map(|d| (rest.sum as usize).saturating_sub(usize::from(d.get()))),
        );
        let why = match &others[..] {
            [other] => template!(
                "would-leave-for-cell",
                left = left,
                cell = Piece::cell(geometry, *other)
            ),
            _ => {
                let apart = if all_see_each_other(grid, &others) {
                    "all"
                } else if others.iter().enumerate().any(|(i, &a)| {
                    others[i + 1..]
                        .iter()
                        .any(|&b| geometry.peer_set(a).contains(b))
                }) {
                    "some"
                } else {
                    "none"
                };
                template!(
                    "would-leave-for-cells",
                    left = left,
                    cells = cell_list(geometry, &others),
                    apart = apart
                )
            }
        };
        reasons.push(Reason::would(grid, cell, &digits, why));
    }
    let (message, eliminations) = within_words(grid, message, reasons);
    Some(no_filling_step(grid, group, message, eliminations))
}

/// The placement of `group` when one of its cells is open: that cell holds what the placed digits
/// leave of the sum ("with r1c3 = 8, its other cells add up to 4, so r4c6 is 4"), when that is one
/// of its candidates and not its only one (a single places it then).
fn one_open_cell_step(grid: &Grid, group: &SumGroup, rest: &Rest) -> Option<Step> {
    let [cell] = rest.open[..] else {
        return None;
    };
    let value = u8::try_from(rest.sum)
        .ok()
        .filter(|&value| value >= 1 && usize::from(value) <= grid.n())?;
    let placement = Candidate {
        cell,
        digit: Digit::new(value),
    };
    let held = grid.candidates(cell);
    if !held.contains(placement.digit) || held.len() < 2 {
        return None;
    }
    // A lone innie or outie is given its value by the intro itself.
    let conclusion = if group.cells.len() == 1 && group.noun == "cells" {
        message!["."]
    } else {
        template!(
            "one-cell-is",
            cell = Piece::cell(grid.geometry(), cell),
            sum = rest.sum as usize
        )
    };
    let message = message![
        group.technique,
        ": ",
        intro(grid, group),
        placed_part(grid, rest),
        conclusion
    ];
    let mut proof = ProofBuilder::default();
    let sum_id = group.prove_sum(grid, &mut proof);
    proof.add(
        Fact::Is(Group::from(placement)),
        Rule::OnlyFilling,
        vec![sum_id],
    );
    let proof = proof.finish(message.clone());
    let step = Step::placing(group.technique, message, grid, placement, group.highlight());
    Some(step.with_proof(proof))
}

/// For each of `open` (whose candidates are `held`), the digits some filling puts there: a
/// candidate in each cell, different where two cells see each other, adding up to `sum`.
fn loose_fillings(grid: &Grid, open: &[Cell], held: &[Candidates], sum: u32) -> Vec<Candidates> {
    fn fill(
        grid: &Grid,
        open: &[Cell],
        held: &[Candidates],
        left: u32,
        chosen: &mut Vec<Digit>,
        kept: &mut [Candidates],
    ) {
        let at = chosen.len();
        if at == open.len() {
            if left == 0 {
                for (keeps, &digit) in kept.iter_mut().zip(chosen.iter()) {
                    keeps.insert(digit);
                }
            }
            return;
        }
        let peers = grid.geometry().peer_set(open[at]);
        for digit in held[at].iter() {
            let value = u32::from(digit.get());
            let clashes = chosen
                .iter()
                .zip(open)
                .any(|(&d, &cell)| d == digit && peers.contains(cell));
            if value <= left && !clashes {
                chosen.push(digit);
                fill(grid, open, held, left - value, chosen, kept);
                chosen.pop();
            }
        }
    }
    let mut kept = vec![Candidates::EMPTY; open.len()];
    fill(grid, open, held, sum, &mut Vec::new(), &mut kept);
    kept
}

/// The tightest bound on what `cells` (whose candidates are `held`) add up to, from above
/// (`largest`) or below, with its terms in the cells' order: each cell's largest (or smallest)
/// candidate, except where cells that all see each other (and no other of `cells`) take the
/// largest (or smallest) different digits among their candidates, when that is tighter. Says
/// "yes" when every cell sees every other and they differ, "some" when only some groups do, else
/// "no".
fn bound_of(
    grid: &Grid,
    cells: &[Cell],
    held: &[Candidates],
    largest: bool,
) -> (Vec<u32>, &'static str) {
    let geometry = grid.geometry();
    let value = |digit: Digit| u32::from(digit.get());
    let mut terms: Vec<u32> = held
        .iter()
        .filter_map(|h| {
            if largest {
                h.iter().last()
            } else {
                h.iter().next()
            }
        })
        .map(value)
        .collect();
    if terms.len() != cells.len() {
        return (terms, "no");
    }
    let mut differing = Vec::new();
    for group in geometry.seeing_groups(cells) {
        let members: Vec<Cell> = group.iter().map(|&i| cells[i]).collect();
        let cliqued = geometry.all_see_each_other(&members);
        let union = group
            .iter()
            .fold(Candidates::EMPTY, |all, &i| all | held[i]);
        if group.len() < 2 || !cliqued || union.len() < group.len() {
            continue;
        }
        let mut digits: Vec<u32> = union.iter().map(value).collect();
        if largest {
            digits.reverse();
        }
        digits.truncate(group.len());
        let plain: u32 = group.iter().map(|&i| terms[i]).sum();
        let different: u32 = digits.iter().sum();
        let tighter = if largest {
            different < plain
        } else {
            different > plain
        };
        if tighter {
            for (&i, digit) in group.iter().zip(digits) {
                terms[i] = digit;
            }
            differing.push(group.len());
        }
    }
    let said = match differing[..] {
        [] => "no",
        [whole] if whole == cells.len() => "yes",
        _ => "some",
    };
    (terms, said)
}

/// The sentences for those of `removed` (candidates of the open cells of `rest`, whose
/// candidates are `held`) that the other open cells' bounds rule out (see `bound_of`), and those
/// candidates: each cell's digits that would leave the others more than they can make, in one
/// sentence (" r3c7 = 1, 2 or 3 would leave at least 11 for r2c7 and r3c9, which add up to at
/// most 3 + 7 = 10."), then those that would leave less.
fn bound_sentences(
    grid: &Grid,
    rest: &Rest,
    held: &[Candidates],
    removed: &[Candidate],
) -> Vec<Reason> {
    let geometry = grid.geometry();
    let mut reasons = Vec::new();
    for (at, &cell) in rest.open.iter().enumerate() {
        let digits: Vec<Digit> = removed
            .iter()
            .filter(|c| c.cell == cell)
            .map(|c| c.digit)
            .collect();
        if digits.is_empty() {
            continue;
        }
        let (others, others_held) = others_of(rest, held, at);
        let left = |digit: Digit| i64::from(rest.sum) - i64::from(digit.get());
        for largest in [true, false] {
            let (terms, different) = bound_of(grid, &others, &others_held, largest);
            let total: u32 = terms.iter().sum();
            let beyond: Vec<Digit> = digits
                .iter()
                .copied()
                .filter(|&d| {
                    if largest {
                        left(d) > i64::from(total)
                    } else {
                        left(d) < i64::from(total)
                    }
                })
                .collect();
            let (Some(&first), Some(&last)) = (beyond.first(), beyond.last()) else {
                continue;
            };
            let bound = if terms.len() == 1 {
                message![total as usize]
            } else {
                let said: Vec<String> = terms.iter().map(u32::to_string).collect();
                message![format!("{} = {total}", said.join(" + "))]
            };
            let why = template!(
                "would-leave-beyond",
                over = if largest { "yes" } else { "no" },
                range = if beyond.len() > 1 { "yes" } else { "no" },
                left = left(if largest { last } else { first }).max(0) as usize,
                cells = cell_list(geometry, &others),
                count = others.len(),
                different = different,
                bound = bound
            );
            reasons.push(Reason::would(grid, cell, &beyond, why));
        }
    }
    reasons
}

/// Why some digits of one cell go (or one), as a sentence of a cage step: " r1c1 = 8 or 9 would
/// leave ... ." (`why` says what placing any of them would do).
fn would_any(grid: &Grid, cell: Cell, digits: &[Digit], why: Message) -> Message {
    template!(
        "would-sentence",
        cell = Piece::cell(grid.geometry(), cell),
        digit = or_list(digits.iter().copied()),
        why = why
    )
}

/// The step of `technique` removing `eliminations`, with its message, highlight and the proof
/// `proof` built for it (its summary is the message).
fn proved_step(
    technique: Technique,
    message: Message,
    eliminations: Vec<Candidate>,
    highlight: Highlight,
    proof: ProofBuilder,
) -> Step {
    let proof = proof.finish(message.clone());
    Step::eliminating(technique, message, eliminations, highlight).with_proof(proof)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(values: impl IntoIterator<Item = u8>) -> Candidates {
        values
            .into_iter()
            .fold(Candidates::EMPTY, |mut set, value| {
                set.insert(Digit::new(value));
                set
            })
    }

    #[test]
    fn digit_sets_are_listed_up_to_their_bound() {
        let sets = digit_sets(Candidates::all(9), 4, 20).expect("12 sets");
        assert_eq!(sets.len(), 12);
        assert_eq!(sets[0], [1, 2, 8, 9].map(Digit::new));
        assert_eq!(
            digit_sets(Candidates::all(25), 12, 156),
            None,
            "110,780 sets"
        );
    }

    /// Twenty cells, nineteen of them holding only the digits 1 to 18: trying every order took
    /// minutes on a 25x25 Killer; the matching answers at once.
    #[test]
    fn spreads_finds_a_matching_or_none() {
        let mut cells = vec![digits(1..=18); 19];
        cells.push(Candidates::all(25));
        assert!(!spreads(&cells, digits(1..=20)));
        let mut chain: Vec<Candidates> = (1..=19).map(|d| digits([d, d + 1])).collect();
        chain.push(digits([20]));
        assert!(spreads(&chain, digits(1..=20)));
        assert!(!spreads(&chain, digits(1..=19)), "one digit short");
    }
}
