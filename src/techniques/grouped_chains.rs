//! Grouped Nice Loop/AIC: alternating inference chains whose nodes may be groups, the two or three
//! cells where a box meets a line that hold a digit ("r1c45=3": the 3 of box 2 in row 1 sits in
//! r1c4 or r1c5). A group is true when the digit is in one of its cells. Strong links: the two
//! candidates of a two-candidate cell, and the only two places (single cells or groups) of a digit
//! in a house. Weak links: two candidates of one cell, and two nodes of one digit whose cells all
//! see each other. A chain that starts and ends with a strong link proves its first or its last
//! node, and every candidate that sees both is removed. Only chains that use a group are reported
//! (the others are plain Nice Loops). Every board size works.

use std::collections::{HashMap, VecDeque};

use crate::model::{Candidate, Cell, CellSet, Digit, Grid, House};
use crate::step::{Highlight, Link, Role, Step, elimination_list};
use crate::techniques::{Found, Technique};

/// A single candidate or a group of cells of one digit.
#[derive(Debug, Clone)]
struct Node {
    cells: Vec<Cell>,
    set: CellSet,
    digit: Digit,
}

impl Node {
    fn is_group(&self) -> bool {
        self.cells.len() > 1
    }

    fn first(&self) -> Candidate {
        Candidate {
            cell: self.cells[0],
            digit: self.digit,
        }
    }

    /// "r1c4", "r1c45" or "r13c4".
    fn name(&self, grid: &Grid) -> String {
        let geometry = grid.geometry();
        if !self.is_group() {
            return geometry.cell_name(self.cells[0]);
        }
        let rows: Vec<usize> = self.cells.iter().map(|&c| geometry.row_of(c) + 1).collect();
        let cols: Vec<usize> = self.cells.iter().map(|&c| geometry.col_of(c) + 1).collect();
        let join = |v: &[usize]| {
            let mut v = v.to_vec();
            v.dedup();
            let sep = if grid.n() > 9 { "," } else { "" };
            v.iter().map(usize::to_string).collect::<Vec<_>>().join(sep)
        };
        format!("r{}c{}", join(&rows), join(&cols))
    }
}

/// The nodes of a grid and the links between them.
struct Graph {
    nodes: Vec<Node>,
    strong: Vec<Vec<usize>>,
    weak: Vec<Vec<usize>>,
}

fn node(cells: Vec<Cell>, digit: Digit) -> Node {
    let mut set = CellSet::EMPTY;
    for &c in &cells {
        set.insert(c);
    }
    Node { cells, set, digit }
}

fn build(grid: &Grid) -> Graph {
    let geometry = grid.geometry();
    let n = grid.n();
    let mut nodes: Vec<Node> = grid
        .candidate_list()
        .into_iter()
        .map(|c| node(vec![c.cell], c.digit))
        .collect();
    for b in 0..n {
        let box_set = geometry.cell_set_of(House::Box(b as u8));
        for line in (0..n).flat_map(|i| [House::Row(i as u8), House::Col(i as u8)]) {
            for digit in (1..=n as u8).map(Digit::new) {
                let cells: Vec<Cell> = geometry
                    .cells_of(line)
                    .iter()
                    .copied()
                    .filter(|&c| box_set.contains(c) && grid.candidates(c).contains(digit))
                    .collect();
                if cells.len() >= 2 {
                    nodes.push(node(cells, digit));
                }
            }
        }
    }
    let index: HashMap<(Digit, CellSet), usize> = nodes
        .iter()
        .enumerate()
        .map(|(i, u)| ((u.digit, u.set), i))
        .collect();
    let strong = nodes.iter().map(|u| strong_of(grid, &index, u)).collect();
    let mut by_digit: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (i, u) in nodes.iter().enumerate() {
        by_digit[usize::from(u.digit.get())].push(i);
    }
    let weak = nodes
        .iter()
        .map(|u| {
            let mut linked: Vec<usize> = by_digit[usize::from(u.digit.get())]
                .iter()
                .copied()
                .filter(|&v| weakly_linked(grid, u, &nodes[v]))
                .collect();
            if !u.is_group() {
                for digit in grid.candidates(u.cells[0]).iter().filter(|&d| d != u.digit) {
                    linked.extend(index.get(&(digit, u.set)).copied());
                }
            }
            linked
        })
        .collect();
    Graph {
        nodes,
        strong,
        weak,
    }
}

/// Whether two nodes of one digit cannot both be true.
fn weakly_linked(grid: &Grid, u: &Node, v: &Node) -> bool {
    let geometry = grid.geometry();
    u.cells.iter().all(|&a| {
        let peers = geometry.peer_set(a);
        v.cells.iter().all(|&b| peers.contains(b))
    })
}

fn strong_of(grid: &Grid, index: &HashMap<(Digit, CellSet), usize>, u: &Node) -> Vec<usize> {
    let geometry = grid.geometry();
    let mut found = Vec::new();
    if !u.is_group() && grid.candidates(u.cells[0]).len() == 2 {
        let cell = u.cells[0];
        let other = grid.candidates(cell).iter().find(|&d| d != u.digit);
        if let Some(digit) = other {
            let mut set = CellSet::EMPTY;
            set.insert(cell);
            found.extend(index.get(&(digit, set)).copied());
        }
    }
    for &house in geometry.houses() {
        if !u.set.difference(geometry.cell_set_of(house)).is_empty() {
            continue;
        }
        let mut rest = CellSet::EMPTY;
        for &c in geometry.cells_of(house) {
            if !u.set.contains(c) && grid.candidates(c).contains(u.digit) {
                rest.insert(c);
            }
        }
        if let Some(&v) = index.get(&(u.digit, rest))
            && !found.contains(&v)
        {
            found.push(v);
        }
    }
    found
}

/// Whether candidate `c` (not part of node `u`) cannot be true together with `u`.
fn sees_node(grid: &Grid, c: Candidate, u: &Node) -> bool {
    if u.set.contains(c.cell) {
        return !u.is_group() && c.digit != u.digit;
    }
    let peers = grid.geometry().peer_set(c.cell);
    c.digit == u.digit && u.cells.iter().all(|&a| peers.contains(a))
}

/// The first grouped chain with an elimination, starting nodes in order.
pub(super) fn grouped_chain(grid: &Grid, found: &mut Found) {
    let graph = build(grid);
    let mut all: Vec<Vec<Candidate>> = vec![Vec::new(); grid.n() + 1];
    for c in grid.candidate_list() {
        all[usize::from(c.digit.get())].push(c);
    }
    (0..graph.nodes.len()).find_map(|start| {
        let (chain, eliminations) = chain_from(grid, &graph, &all, start)?;
        found
            .add(step(grid, &graph, &chain, eliminations))
            .then_some(())
    });
}

fn chain_from(
    grid: &Grid,
    graph: &Graph,
    all: &[Vec<Candidate>],
    start: usize,
) -> Option<(Vec<usize>, Vec<Candidate>)> {
    // state = node * 2 + (1 when the next link must be weak)
    let mut previous: Vec<Option<usize>> = vec![None; graph.nodes.len() * 2];
    let start_state = start * 2;
    previous[start_state] = Some(start_state);
    let mut queue = VecDeque::from([start_state]);
    while let Some(state) = queue.pop_front() {
        let node = state / 2;
        let next_is_weak = state % 2 == 1;
        let next = if next_is_weak {
            &graph.weak[node]
        } else {
            &graph.strong[node]
        };
        for &neighbour in next {
            let target = neighbour * 2 + usize::from(!next_is_weak);
            if previous[target].is_some() || neighbour == start {
                continue;
            }
            previous[target] = Some(state);
            queue.push_back(target);
            if next_is_weak {
                continue;
            }
            let (first, last) = (&graph.nodes[start], &graph.nodes[neighbour]);
            let mut digits = vec![first.digit, last.digit];
            digits.dedup();
            let eliminations: Vec<Candidate> = digits
                .iter()
                .flat_map(|d| all[usize::from(d.get())].iter().copied())
                .filter(|&c| sees_node(grid, c, first) && sees_node(grid, c, last))
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let mut chain = vec![neighbour];
            let mut at = target;
            while at != start_state {
                at = previous[at]?;
                chain.push(at / 2);
            }
            chain.reverse();
            if chain.len() < 4 || !chain.iter().any(|&i| graph.nodes[i].is_group()) {
                continue;
            }
            let mut eliminations = eliminations;
            eliminations.sort();
            return Some((chain, eliminations));
        }
    }
    None
}

fn step(grid: &Grid, graph: &Graph, chain: &[usize], eliminations: Vec<Candidate>) -> Step {
    let geometry = grid.geometry();
    let nodes: Vec<&Node> = chain.iter().map(|&i| &graph.nodes[i]).collect();
    let fact = |node: &Node, on: bool| {
        format!(
            "{}{}{}",
            node.name(grid),
            if on { "=" } else { "<>" },
            node.digit
        )
    };
    let sequence: Vec<String> = nodes
        .iter()
        .enumerate()
        .map(|(i, node)| fact(node, i % 2 == 1))
        .collect();
    let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
    let group = nodes
        .iter()
        .find(|n| n.is_group())
        .map_or(String::new(), |g| {
            format!(
                " ({} means that {} is in one of those cells)",
                fact(g, true),
                g.digit
            )
        });
    let message = format!(
        "Grouped Nice Loop/AIC{group}: if {} is false, then {}. So {} or {} is true, and every \
         candidate that sees both is removed: {}.",
        fact(first, true),
        sequence.join(" => "),
        fact(first, true),
        fact(last, true),
        elimination_list(geometry, &eliminations)
    );
    let candidates = nodes
        .iter()
        .enumerate()
        .flat_map(|(i, node)| {
            let role = if i % 2 == 0 {
                Role::ChainOff
            } else {
                Role::ChainOn
            };
            node.cells.iter().map(move |&cell| {
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
    let links = nodes
        .windows(2)
        .enumerate()
        .map(|(i, pair)| Link {
            from: pair[0].first(),
            to: pair[1].first(),
            strong: i % 2 == 0,
        })
        .collect();
    let highlight = Highlight {
        candidates,
        links,
        sets: nodes
            .iter()
            .filter(|n| n.is_group())
            .map(|n| n.cells.clone())
            .collect(),
        ..Highlight::default()
    };
    Step::eliminating(Technique::GroupedNiceLoop, message, eliminations, highlight)
}
