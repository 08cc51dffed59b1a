//! Proofs of alternating chains (X-Chain, XY-Chain, Remote Pair, Nice Loop/AIC and their grouped
//! form): the first node is assumed false, each strong link makes the next node true and each
//! weak link makes the next one false, down to the last node, which is true; every removed
//! candidate clashes with both ends. Also the wording of those removals, with the real reason for
//! a candidate in an end's own cell, and the removals of continuous loops, proved from the loop
//! stated once.

use super::search::Target;
use crate::deduction::proof::{Fact, Group, ProofBuilder, Rule};
use crate::message::Message;
use crate::message::Piece;
use crate::message::elimination_list;
use crate::model::{Candidate, Cell, Geometry, Grid, House};

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
) -> Message {
    let in_end_cell = |c: &Candidate| [first, last].iter().any(|end| end.cells == [c.cell]);
    let seeing: Vec<Candidate> = removed
        .iter()
        .copied()
        .filter(|c| !in_end_cell(c))
        .collect();
    let mut parts = Vec::new();
    if !seeing.is_empty() {
        parts.push(template!(
            "removals-seeing-both-ends",
            eliminations = elimination_list(geometry, &seeing)
        ));
    }
    let name = |group: &Group| message![group.cells_name(geometry), "=", group.digit];
    for candidate in removed.iter().filter(|c| in_end_cell(c)) {
        let (own, other) = if first.cells == [candidate.cell] {
            (first, last)
        } else {
            (last, first)
        };
        let cell = Piece::cell(geometry, candidate.cell);
        let against_other = if other.cells == [candidate.cell] {
            template!(
                "end-holds-if",
                cell = cell,
                digit = other.digit,
                end = name(other)
            )
        } else {
            template!("end-sees-if", cell = cell, end = name(other))
        };
        parts.push(template!(
            "removal-in-end-cell",
            cell = cell,
            digit = candidate.digit,
            own = own.digit,
            end = name(own),
            other = against_other,
        ));
    }
    Message::separated(&parts, "; ")
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

/// What a chain of a Nice Loop search proves.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Conclusion {
    /// Its first or its last node is true: the candidates that clash with both go.
    Chain(Vec<Candidate>),
    /// It ends with its own start, whose absence so leads to its presence: the start is true
    /// and the other candidates of its cell go (as HoDoKu writes such a discontinuous loop, so
    /// it ranks by what it removes).
    StartHolds(Vec<Candidate>),
    /// Its last node clashes with its first, so it closes into a loop of alternating links that
    /// can be read from any weak link: one end of every weak link is true, and the candidates
    /// that clash with both ends of one go (per weak link, the position of its first end in the
    /// chain and what it removes, in loop order). A loop whose only removals come from its
    /// closing link is written as a chain.
    Loop(Vec<(usize, Vec<Candidate>)>),
}

impl Conclusion {
    /// How many candidates it removes (a candidate removed by two links of a loop counts twice).
    pub(super) fn effect(&self) -> usize {
        match self {
            Conclusion::Chain(removed) | Conclusion::StartHolds(removed) => removed.len(),
            Conclusion::Loop(links) => links.iter().map(|(_, r)| r.len()).sum(),
        }
    }

    /// Whether the step it makes (which only removes candidates) hits `target`; every
    /// conclusion does when there is none.
    pub(super) fn hits(&self, target: Option<Target>) -> bool {
        let Some(target) = target else {
            return true;
        };
        match self {
            Conclusion::Chain(removed) | Conclusion::StartHolds(removed) => {
                target.is_hit_by_changes(&[], removed)
            }
            Conclusion::Loop(links) => links
                .iter()
                .any(|(_, removed)| target.is_hit_by_changes(&[], removed)),
        }
    }

    /// The conclusion of a loop from the removals of each of its weak links (see `Loop`), the
    /// last being the closing link: `None` when nothing goes.
    pub(super) fn of_loop(
        mut links: Vec<(usize, Vec<Candidate>)>,
        closing: usize,
    ) -> Option<Conclusion> {
        match &mut links[..] {
            [] => None,
            [(i, removed)] if *i == closing => Some(Conclusion::Chain(std::mem::take(removed))),
            _ => Some(Conclusion::Loop(links)),
        }
    }
}

/// The weak links of a loop of `len` nodes (strong link first, alternating, closed by a weak
/// link from the last node back to the first), each as the position of its first end, with what
/// `removed` says the link between positions `i` and `j` removes; links that remove nothing are
/// left out. The closing link is at position `len - 1`.
pub(super) fn weak_link_removals(
    len: usize,
    mut removed: impl FnMut(usize, usize) -> Vec<Candidate>,
) -> Vec<(usize, Vec<Candidate>)> {
    (1..len)
        .step_by(2)
        .filter_map(|i| {
            let removed = removed(i, (i + 1) % len);
            (!removed.is_empty()).then_some((i, removed))
        })
        .collect()
}

/// How two clashing nodes are said to clash: "r1c4 cannot hold both", "r6c7=8 sees r1c7=8", or
/// "r6c79=7 and r5c45=7 cannot both be true".
fn clash_words(geometry: &Geometry, a: &Group, b: &Group) -> Message {
    let name = |g: &Group| Fact::Is(g.clone()).describe(geometry);
    match (&a.cells[..], &b.cells[..]) {
        ([x], [y]) if x == y => template!("clash-same-cell", cell = Piece::cell(geometry, *x)),
        ([_], [_]) => template!("clash-sees", first = name(a), second = name(b)),
        _ => template!("clash-not-both", first = name(a), second = name(b)),
    }
}

/// The message, proof and removals of a continuous loop: `nodes` (strong link first,
/// alternating) closed by a weak link from the last node back to the first, `links` what each
/// weak link removes (see `Conclusion::Loop`), `title` the technique's name, `aside` words the
/// message adds inside the parenthesis after it (empty, or "; ..." explaining a group) and
/// `sequence` the chain as an implication sequence. The proof states the chain once, from the
/// first node assumed false to the last node, which clashes with the first; each link's
/// removals (those not already removed by an earlier link) are `loop` conclusions citing the
/// link's two ends.
pub(super) fn loop_step_parts(
    grid: &Grid,
    title: &Message,
    aside: &Message,
    sequence: &Message,
    nodes: &[Group],
    links: &[(usize, Vec<Candidate>)],
) -> (Message, ProofBuilder, Vec<Candidate>) {
    let geometry = grid.geometry();
    let name = |g: &Group| Fact::Is(g.clone()).describe(geometry);
    let (first, last) = (&nodes[0], &nodes[nodes.len() - 1]);
    let mut proof = ProofBuilder::default();
    let (assumption, last_fact) = add_chain(grid, &mut proof, nodes);
    let mut eliminations: Vec<Candidate> = Vec::new();
    let mut reasons = Vec::new();
    for (i, removed) in links {
        let fresh: Vec<Candidate> = removed
            .iter()
            .copied()
            .filter(|c| !eliminations.contains(c))
            .collect();
        if fresh.is_empty() {
            continue;
        }
        let (a, b) = (&nodes[*i], &nodes[(i + 1) % nodes.len()]);
        let reason = match (&a.cells[..], &b.cells[..]) {
            ([x], [y]) if x == y => template!(
                "loop-link-cell",
                cell = Piece::cell(geometry, *x),
                first = a.digit,
                second = b.digit
            ),
            _ => template!("loop-link-one-of", first = name(a), second = name(b)),
        };
        reasons.push(message![
            elimination_list(geometry, &fresh),
            " (",
            reason,
            ")"
        ]);
        let link_ends = if i + 1 == nodes.len() {
            [last_fact, assumption]
        } else {
            [assumption + i, assumption + i + 1]
        };
        for &candidate in &fresh {
            proof.add(
                Fact::IsNot(candidate.into()),
                Rule::Loop,
                vec![assumption, last_fact, link_ends[0], link_ends[1]],
            );
        }
        eliminations.extend(fresh);
    }
    eliminations.sort();
    let message = template!(
        "loop-step",
        title = title,
        aside = aside,
        first = name(first),
        sequence = sequence,
        clash = clash_words(geometry, last, first),
        reasons = Message::separated(&reasons, "; "),
    );
    (message, proof, eliminations)
}
