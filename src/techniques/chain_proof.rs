//! Proofs of alternating chains (X-Chain, XY-Chain, Remote Pair, Nice Loop/AIC and their grouped
//! form): the first node is assumed false, each strong link makes the next node true and each
//! weak link makes the next one false, down to the last node, which is true; every removed
//! candidate clashes with both ends. Also the wording of those removals, with the real reason for
//! a candidate in an end's own cell.

use crate::model::{Candidate, Cell, Geometry, Grid, House};
use crate::proof::{Fact, Group, ProofBuilder, Rule};
use crate::step::elimination_list;

/// The house in which `a` and `b` (of one digit) are every place of the digit, if any.
fn strong_house(grid: &Grid, a: &Group, b: &Group) -> Option<House> {
    if a.digit != b.digit {
        return None;
    }
    let geometry = grid.geometry();
    let mut link: Vec<Cell> = a.cells.iter().chain(&b.cells).copied().collect();
    link.sort_unstable();
    geometry.houses().iter().copied().find(|&house| {
        let places: Vec<Cell> = geometry
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c).contains(a.digit))
            .collect();
        places == link
    })
}

/// Adds the chain `nodes` (strong link first, alternating) to `proof`: the first node assumed
/// false, then the facts that follow. Returns the ids of the assumption and of the last fact.
pub(super) fn add_chain(grid: &Grid, proof: &mut ProofBuilder, nodes: &[Group]) -> (usize, usize) {
    let assumption = proof.add(Fact::IsNot(nodes[0].clone()), Rule::Assume, Vec::new());
    let mut previous = assumption;
    for (i, node) in nodes.iter().enumerate().skip(1) {
        previous = if i % 2 == 1 {
            let house = strong_house(grid, &nodes[i - 1], node);
            proof.add(
                Fact::Is(node.clone()),
                Rule::StrongLink(house),
                vec![previous],
            )
        } else {
            proof.add(Fact::IsNot(node.clone()), Rule::Sees, vec![previous])
        };
    }
    (assumption, previous)
}

/// Adds one `either end` conclusion per removed candidate.
pub(super) fn add_removals(proof: &mut ProofBuilder, ends: (usize, usize), removed: &[Candidate]) {
    for &candidate in removed {
        proof.add(
            Fact::IsNot(candidate.into()),
            Rule::EitherEnd,
            vec![ends.0, ends.1],
        );
    }
}

/// The removals of a chain whose ends are `first` and `last` (both as true facts), in words:
/// "every candidate that sees both ends is removed: r3c3, r4c4 <> 4; r1c1<>7, as r1c1 holds 4
/// if r1c1=4 is true, and r1c5=7 sees r1c1 if r1c5=7 is true".
pub(super) fn removals_text(
    geometry: &Geometry,
    first: &Group,
    last: &Group,
    removed: &[Candidate],
) -> String {
    let in_end_cell = |c: &Candidate| [first, last].iter().any(|end| end.cells == [c.cell]);
    let seeing: Vec<Candidate> = removed
        .iter()
        .copied()
        .filter(|c| !in_end_cell(c))
        .collect();
    let mut parts = Vec::new();
    if !seeing.is_empty() {
        parts.push(format!(
            "every candidate that sees both ends is removed: {}",
            elimination_list(geometry, &seeing)
        ));
    }
    let name = |group: &Group| format!("{}={}", group.cells_name(geometry), group.digit);
    for candidate in removed.iter().filter(|c| in_end_cell(c)) {
        let (own, other) = if first.cells == [candidate.cell] {
            (first, last)
        } else {
            (last, first)
        };
        let cell = geometry.cell_name(candidate.cell);
        let against_other = if other.cells == [candidate.cell] {
            format!("{cell} holds {} if {} is true", other.digit, name(other))
        } else {
            format!("{} sees {cell} if {} is true", name(other), name(other))
        };
        parts.push(format!(
            "{cell}<>{}, as {cell} holds {} if {} is true, and {against_other}",
            candidate.digit,
            own.digit,
            name(own)
        ));
    }
    parts.join("; ")
}

/// Whether a chain of nodes visits a cell, leaves it and comes back to it before its end (such a
/// chain contradicts itself and is never reported). Consecutive nodes in one cell are one visit,
/// and the last node may share the first node's cell: that chain proves one of two digits there.
pub(super) fn revisits_a_cell(nodes: &[Group]) -> bool {
    let mut visits: Vec<&[Cell]> = Vec::new();
    for node in nodes {
        if visits.last() != Some(&&node.cells[..]) {
            visits.push(&node.cells);
        }
    }
    let last = visits.len().saturating_sub(1);
    visits.iter().enumerate().any(|(j, visit)| {
        visits[..j]
            .iter()
            .enumerate()
            .any(|(i, earlier)| !(i == 0 && j == last) && earlier.iter().any(|c| visit.contains(c)))
    })
}
