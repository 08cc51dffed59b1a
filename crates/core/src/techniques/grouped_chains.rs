//! Grouped Nice Loop/AIC: alternating inference chains whose nodes may be groups, the two or three
//! cells where a box meets a line that hold a digit ("r1c45=3": the 3 of box 2 in row 1 sits in
//! r1c4 or r1c5). A group is true when the digit is in one of its cells. Strong links: the two
//! candidates of a two-candidate cell, and the only two places (single cells or groups) of a digit
//! in a house. Weak links: two candidates of one cell, and two nodes of one digit whose cells all
//! see each other. A chain that starts and ends with a strong link proves its first or its last
//! node, and every candidate that clashes with both is removed. A chain whose last node clashes
//! with its first closes into a continuous loop, and each of its weak links removes what clashes
//! with both its ends. A chain never comes back to a cell it has left. From each start the chain
//! that removes the most (the shortest among equals) is kept. Only chains that use a group are
//! reported (the others are plain Nice Loops). Every board size works.

use std::collections::VecDeque;

use super::chain_proof::{
    Conclusion, add_chain, add_removals, loop_step_parts, removals_text, revisits_a_cell,
    weak_link_removals,
};
use super::links::Adjacency;
use super::places::Places;
use super::search::{Found, Target};
use crate::deduction::proof::{Fact, Group, ProofBuilder};
use crate::deduction::step::{Highlight, Link, Role, Step};
use crate::deduction::technique::Technique;
use crate::message::Message;
use crate::message::elimination_list;
use crate::model::{Candidate, Cell, CellSet, Digit, Geometry, Grid, HOUSE_SLOTS};

/// A single candidate or a group of cells of one digit.
#[derive(Debug, Clone)]
struct Node<S> {
    /// The first two cells in row-major order (the same cell twice for a single candidate).
    first_two: [Cell; 2],
    /// How many cells the node has.
    size: usize,
    set: S,
    /// The cells that see every cell of the node.
    seen_by: S,
    digit: Digit,
}

impl<S> Node<S> {
    fn is_group(&self) -> bool {
        self.size > 1
    }

    fn first(&self) -> Candidate {
        Candidate {
            cell: self.first_two[0],
            digit: self.digit,
        }
    }
}

/// The nodes of a grid and the links between them.
struct Graph<S> {
    nodes: Vec<Node<S>>,
    strong: Adjacency<usize>,
    weak: Adjacency<usize>,
    /// Where each digit can go: index `d - 1` holds the cells with candidate `d`.
    places: Vec<S>,
}

impl<S: Places> Graph<S> {
    /// The cells that still hold `digit`.
    fn places(&self, digit: Digit) -> S {
        self.places[usize::from(digit.get()) - 1]
    }
}

/// The node of `digit` on `cells` (in row-major order), each cell seeing `peers[cell]`; `None`
/// when there are none.
fn node<S: Places>(
    peers: &[S],
    mut cells: impl Iterator<Item = Cell>,
    digit: Digit,
) -> Option<Node<S>> {
    let first = cells.next()?;
    let mut node = Node {
        first_two: [first, first],
        size: 1,
        set: S::NONE.with(first.index()),
        seen_by: peers[first.index()],
        digit,
    };
    for cell in cells {
        if node.size == 1 {
            node.first_two[1] = cell;
        }
        node.size += 1;
        node.set = node.set.with(cell.index());
        node.seen_by = node.seen_by.and(peers[cell.index()]);
    }
    Some(node)
}

/// Finds nodes by digit and cells: single candidates by their cell and digit, groups by digit,
/// first cell and whether they lie along a row or a column.
struct NodeIndex<'a, S> {
    grid: &'a Grid,
    nodes: &'a [Node<S>],
    singles: Vec<Option<usize>>,
    groups: Vec<Option<usize>>,
}

impl<'a, S: Places> NodeIndex<'a, S> {
    fn new(grid: &'a Grid, nodes: &'a [Node<S>]) -> NodeIndex<'a, S> {
        let slots = grid.values().len() * grid.n();
        let mut index = NodeIndex {
            grid,
            nodes,
            singles: vec![None; slots],
            groups: vec![None; 2 * slots],
        };
        for (i, u) in nodes.iter().enumerate() {
            let [first, second] = u.first_two;
            if u.is_group() {
                if let Some(slot) = index.group_slot(first, second, u.digit) {
                    index.groups[slot] = Some(i);
                }
            } else {
                let slot = index.single_slot(first, u.digit);
                index.singles[slot] = Some(i);
            }
        }
        index
    }

    fn single_slot(&self, cell: Cell, digit: Digit) -> usize {
        cell.index() * self.grid.n() + usize::from(digit.get()) - 1
    }

    /// The slot of a group whose first two cells are `first` and `second`: twice the single slot
    /// of the first, plus one along a column; `None` when the two share no line.
    fn group_slot(&self, first: Cell, second: Cell, digit: Digit) -> Option<usize> {
        let geometry = self.grid.geometry();
        let along_column = if geometry.row_of(first) == geometry.row_of(second) {
            0
        } else if geometry.col_of(first) == geometry.col_of(second) {
            1
        } else {
            return None;
        };
        Some(2 * self.single_slot(first, digit) + along_column)
    }

    /// The node of the single candidate `digit` in `cell`.
    fn get_single(&self, cell: Cell, digit: Digit) -> Option<usize> {
        self.singles[self.single_slot(cell, digit)]
    }

    /// The node of `digit` on exactly the cells of `set`.
    fn get(&self, digit: Digit, set: S) -> Option<usize> {
        let mut cells = set.cells();
        match (cells.next(), cells.next()) {
            (Some(cell), None) => self.get_single(cell, digit),
            (Some(first), Some(second)) => {
                let node = self.groups[self.group_slot(first, second, digit)?]?;
                (self.nodes[node].set == set).then_some(node)
            }
            _ => None,
        }
    }
}

fn build<S: Places>(grid: &Grid) -> Graph<S> {
    let geometry = grid.geometry();
    let n = grid.n();
    let cells = (0..grid.values().len()).map(Cell::new);
    let places: Vec<S> = (1..=n as u8)
        .map(|digit| {
            S::of(
                cells
                    .clone()
                    .filter(|&c| grid.candidates(c).contains(Digit::new(digit))),
            )
        })
        .collect();
    let places_of = |digit: Digit| places[usize::from(digit.get()) - 1];
    let peers: Vec<S> = cells
        .map(|c| S::of(geometry.peers(c).iter().copied()))
        .collect();
    let mut house_sets = vec![S::NONE; HOUSE_SLOTS];
    for &house in geometry.houses() {
        house_sets[house.index(n)] = S::of(geometry.cells_of(house).iter().copied());
    }
    let mut nodes: Vec<Node<S>> = grid
        .candidate_list()
        .into_iter()
        .filter_map(|c| node(&peers, std::iter::once(c.cell), c.digit))
        .collect();
    for b in 0..n {
        let block = geometry.cells_of(geometry.block(b));
        for i in 0..n {
            let open = |c: &&Cell| grid.value(**c).is_none();
            let meet = |line: fn(&Geometry, Cell) -> usize| -> Option<Vec<Cell>> {
                let cells: Vec<Cell> = block
                    .iter()
                    .filter(|&&c| line(geometry, c) == i)
                    .filter(open)
                    .copied()
                    .collect();
                let crosses = block.iter().any(|&c| line(geometry, c) == i);
                crosses.then_some(cells)
            };
            let meets: [Option<Vec<Cell>>; 2] = [meet(Geometry::row_of), meet(Geometry::col_of)];
            for meet in meets.into_iter().flatten() {
                for digit in (1..=n as u8).map(Digit::new) {
                    let holding = || meet.iter().filter(|&&c| grid.candidates(c).contains(digit));
                    if holding().nth(1).is_some() {
                        nodes.extend(node(&peers, holding().copied(), digit));
                    }
                }
            }
        }
    }
    let index = NodeIndex::new(grid, &nodes);
    let mut strong = Adjacency::new(nodes.len());
    for (i, u) in nodes.iter().enumerate() {
        strong.record(i, |found| {
            strong_of(grid, &index, &house_sets, places_of(u.digit), u, found)
        });
    }
    let mut groups_by_digit: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (i, u) in nodes.iter().enumerate().filter(|(_, u)| u.is_group()) {
        groups_by_digit[usize::from(u.digit.get())].push(i);
    }
    let mut weak = Adjacency::new(nodes.len());
    for (i, u) in nodes.iter().enumerate() {
        weak.record(i, |found| {
            found.extend(
                u.seen_by
                    .and(places_of(u.digit))
                    .cells()
                    .filter_map(|cell| index.get_single(cell, u.digit)),
            );
            found.extend(
                groups_by_digit[usize::from(u.digit.get())]
                    .iter()
                    .copied()
                    .filter(|&v| nodes[v].set.minus(u.seen_by).is_none()),
            );
            if !u.is_group() {
                let cell = u.first_two[0];
                for digit in grid.candidates(cell).iter().filter(|&d| d != u.digit) {
                    found.extend(index.get_single(cell, digit));
                }
            }
        });
    }
    Graph {
        nodes,
        strong,
        weak,
        places,
    }
}

/// Adds to `found` the nodes `u` is strongly linked to (once each): the other candidate of its
/// cell when the cell has two, and the rest of the places of its digit in a house where that rest
/// is one node. `places` holds the cells where the digit can go, `house_sets` each house's cells
/// (by house slot).
fn strong_of<S: Places>(
    grid: &Grid,
    index: &NodeIndex<S>,
    house_sets: &[S],
    places: S,
    u: &Node<S>,
    found: &mut Vec<usize>,
) {
    let geometry = grid.geometry();
    let from = found.len();
    let cell = u.first_two[0];
    if !u.is_group() && grid.candidates(cell).len() == 2 {
        let other = grid.candidates(cell).iter().find(|&d| d != u.digit);
        if let Some(digit) = other {
            found.extend(index.get_single(cell, digit));
        }
    }
    for &house in geometry.houses_of(cell) {
        let house_set = house_sets[house.index(grid.n())];
        if !u.set.minus(house_set).is_none() {
            continue;
        }
        let rest = house_set.and(places).minus(u.set);
        if let Some(v) = index.get(u.digit, rest)
            && !found[from..].contains(&v)
        {
            found.push(v);
        }
    }
}

/// The cells whose candidate `digit` cannot be true together with node `u`: other cells that
/// see all of `u` for its own digit, the node's cell itself for the other digits of a single.
fn excluded_by<S: Places>(u: &Node<S>, digit: Digit) -> S {
    if digit == u.digit {
        u.seen_by.minus(u.set)
    } else if u.is_group() {
        S::NONE
    } else {
        u.set
    }
}

/// The grouped chains with an elimination, the best from each starting node, nodes in order.
pub(super) fn grouped_chain(grid: &Grid, found: &mut Found) {
    if grid.values().len() <= 128 {
        grouped_chain_on::<u128>(grid, found);
    } else {
        grouped_chain_on::<CellSet>(grid, found);
    }
}

/// `grouped_chain` with the sets of cells as `S`.
fn grouped_chain_on<S: Places>(grid: &Grid, found: &mut Found) {
    let graph = build::<S>(grid);
    let mut search = GroupedSearch::new(&graph);
    (0..graph.nodes.len()).find_map(|start| {
        let (chain, conclusion) = search.chain_from(start, found.target())?;
        found
            .add(step(grid, &graph, &chain, conclusion))
            .then_some(())
    });
}

/// The breadth-first search from one start node, its buffers kept from start to start. A search
/// state is a node times two, plus one when the next link must be weak; for each state reached in
/// the current search (`seen` holds its number), the state it came from, how many nodes its chain
/// has, and whether the chain uses a group.
struct GroupedSearch<'a, S> {
    graph: &'a Graph<S>,
    previous: Vec<usize>,
    length: Vec<usize>,
    grouped: Vec<bool>,
    seen: Vec<u32>,
    round: u32,
    queue: VecDeque<usize>,
}

impl<'a, S: Places> GroupedSearch<'a, S> {
    fn new(graph: &'a Graph<S>) -> GroupedSearch<'a, S> {
        let states = graph.nodes.len() * 2;
        GroupedSearch {
            graph,
            previous: vec![0; states],
            length: vec![0; states],
            grouped: vec![false; states],
            seen: vec![0; states],
            round: 0,
            queue: VecDeque::new(),
        }
    }

    /// The chain with a group from `start` that removes the most (the shortest among equals):
    /// its nodes in order and what it proves (a chain whose last node clashes with its first
    /// closes into a continuous loop).
    /// Only chains whose step hits `aim` count, when there is one.
    fn chain_from(
        &mut self,
        start: usize,
        aim: Option<Target>,
    ) -> Option<(Vec<usize>, Conclusion)> {
        let graph = self.graph;
        let mut best: Option<(Vec<usize>, Conclusion)> = None;
        self.round += 1;
        let round = self.round;
        let start_state = start * 2;
        self.seen[start_state] = round;
        self.previous[start_state] = start_state;
        self.length[start_state] = 1;
        self.grouped[start_state] = graph.nodes[start].is_group();
        self.queue.clear();
        self.queue.push_back(start_state);
        while let Some(state) = self.queue.pop_front() {
            let node = state / 2;
            let next_is_weak = state % 2 == 1;
            let next = if next_is_weak {
                graph.weak.of(node)
            } else {
                graph.strong.of(node)
            };
            for &neighbour in next {
                let target = neighbour * 2 + usize::from(!next_is_weak);
                if self.seen[target] == round || neighbour == start {
                    continue;
                }
                self.seen[target] = round;
                self.previous[target] = state;
                self.length[target] = self.length[state] + 1;
                self.grouped[target] = self.grouped[state] || graph.nodes[neighbour].is_group();
                self.queue.push_back(target);
                if next_is_weak || self.length[target] < 4 || !self.grouped[target] {
                    continue;
                }
                let most = best.as_ref().map_or(0, |(_, found)| found.effect());
                let closes = graph.weak.of(neighbour).contains(&start);
                let removed = if closes {
                    Vec::new()
                } else {
                    let removed = clashing(graph, start, neighbour);
                    if removed.len() <= most {
                        continue;
                    }
                    removed
                };
                let mut chain = vec![neighbour];
                let mut at = target;
                while at != start_state {
                    at = self.previous[at];
                    chain.push(at / 2);
                }
                chain.reverse();
                if revisits_a_cell(&groups_of(graph, &chain)) {
                    continue;
                }
                let conclusion = if closes {
                    let links = loop_removals(graph, &chain);
                    match Conclusion::of_loop(links, chain.len() - 1) {
                        Some(conclusion) => conclusion,
                        None => continue,
                    }
                } else {
                    Conclusion::Chain(removed)
                };
                if conclusion.effect() > most && conclusion.hits(aim) {
                    best = Some((chain, conclusion));
                }
            }
        }
        best
    }
}

/// The candidates outside nodes `a` and `b` that clash with both: of their digits, the places
/// that see every cell of both (or lie in one and see the other), and when both are single
/// candidates in one cell, that cell's other candidates. Sorted.
fn clashing<S: Places>(graph: &Graph<S>, a: usize, b: usize) -> Vec<Candidate> {
    let (first, last) = (&graph.nodes[a], &graph.nodes[b]);
    let digits: &[Digit] = if first.digit == last.digit {
        &[first.digit]
    } else {
        &[first.digit, last.digit]
    };
    let mut removed: Vec<Candidate> = Vec::new();
    for &digit in digits {
        let cells = graph
            .places(digit)
            .and(excluded_by(first, digit))
            .and(excluded_by(last, digit));
        removed.extend(cells.cells().map(|cell| Candidate { cell, digit }));
    }
    if !first.is_group() && !last.is_group() && first.first_two[0] == last.first_two[0] {
        let cell = first.first_two[0];
        let others = (1..=graph.places.len() as u8)
            .map(Digit::new)
            .filter(|&d| d != first.digit && d != last.digit && graph.places(d).has(cell));
        removed.extend(others.map(|digit| Candidate { cell, digit }));
    }
    removed.sort();
    removed
}

/// The weak links of a loop (`chain` closed by a weak link from its last node back to its
/// first), each as the position of its first end in `chain`, with the candidates outside the
/// loop's nodes that clash with both its ends; links that remove nothing are left out.
fn loop_removals<S: Places>(graph: &Graph<S>, chain: &[usize]) -> Vec<(usize, Vec<Candidate>)> {
    let on_loop = |c: &Candidate| {
        chain.iter().any(|&i| {
            let node = &graph.nodes[i];
            node.digit == c.digit && node.set.has(c.cell)
        })
    };
    weak_link_removals(chain.len(), |i, j| {
        let mut removed = clashing(graph, chain[i], chain[j]);
        removed.retain(|c| !on_loop(c));
        removed
    })
}

/// The chain's nodes as proof groups.
fn groups_of<S: Places>(graph: &Graph<S>, chain: &[usize]) -> Vec<Group> {
    chain
        .iter()
        .map(|&i| Group {
            cells: graph.nodes[i].set.cells().collect(),
            digit: graph.nodes[i].digit,
        })
        .collect()
}

fn step<S: Places>(grid: &Grid, graph: &Graph<S>, chain: &[usize], conclusion: Conclusion) -> Step {
    let geometry = grid.geometry();
    let nodes: Vec<&Node<S>> = chain.iter().map(|&i| &graph.nodes[i]).collect();
    let groups = groups_of(graph, chain);
    let fact = |group: &Group, on: bool| {
        let fact = if on {
            Fact::Is(group.clone())
        } else {
            Fact::IsNot(group.clone())
        };
        fact.describe(geometry)
    };
    let sequence: Vec<Message> = groups
        .iter()
        .enumerate()
        .map(|(i, group)| fact(group, i % 2 == 1))
        .collect();
    let (first, last) = (&groups[0], &groups[groups.len() - 1]);
    let group = groups
        .iter()
        .find(|g| g.cells.len() > 1)
        .map_or(Message::default(), |g| {
            template!("group-means", group = fact(g, true), digit = g.digit)
        });
    let (message, proof, eliminations, closing) = match conclusion {
        Conclusion::Loop(links) => {
            let aside = if group.is_empty() {
                Message::default()
            } else {
                message!["; ", group]
            };
            let (message, proof, eliminations) = loop_step_parts(
                grid,
                &message![Technique::GroupedNiceLoop],
                &aside,
                &Message::separated(&sequence, " => "),
                &groups,
                &links,
            );
            let summary = template!(
                "loop-summary",
                technique = Technique::GroupedNiceLoop,
                start = fact(first, true),
                eliminations = elimination_list(geometry, &eliminations),
            );
            (message, proof.finish(summary), eliminations, true)
        }
        Conclusion::Chain(eliminations) | Conclusion::StartHolds(eliminations) => {
            let title = if group.is_empty() {
                message![Technique::GroupedNiceLoop]
            } else {
                message![Technique::GroupedNiceLoop, " (", group, ")"]
            };
            let message = template!(
                "chain-step",
                subject = title,
                first = fact(first, true),
                sequence = Message::separated(&sequence, " => "),
                last = fact(last, true),
                removals = removals_text(geometry, first, last, &eliminations),
            );
            let mut proof = ProofBuilder::default();
            let ends = add_chain(grid, &mut proof, &groups);
            add_removals(&mut proof, ends, &eliminations);
            let summary = template!(
                "chain-summary",
                subject = Technique::GroupedNiceLoop,
                first = fact(first, true),
                last = fact(last, true),
                eliminations = elimination_list(geometry, &eliminations),
            );
            (message, proof.finish(summary), eliminations, false)
        }
    };
    let candidates = nodes
        .iter()
        .enumerate()
        .flat_map(|(i, node)| {
            let role = if i % 2 == 0 {
                Role::ChainOff
            } else {
                Role::ChainOn
            };
            node.set.cells().map(move |cell| {
                (
                    Candidate {
                        cell,
                        digit: node.digit,
                    },
                    role,
                )
            })
        })
        .collect();
    let mut links: Vec<Link> = nodes
        .windows(2)
        .enumerate()
        .map(|(i, pair)| Link {
            from: pair[0].first(),
            to: pair[1].first(),
            strong: i % 2 == 0,
        })
        .collect();
    if closing {
        links.push(Link {
            from: nodes[nodes.len() - 1].first(),
            to: nodes[0].first(),
            strong: false,
        });
    }
    let highlight = Highlight {
        candidates,
        links,
        sets: nodes
            .iter()
            .filter(|n| n.is_group())
            .map(|n| n.set.cells().collect())
            .collect(),
        ..Highlight::default()
    };
    Step::eliminating(Technique::GroupedNiceLoop, message, eliminations, highlight)
        .with_proof(proof)
}
