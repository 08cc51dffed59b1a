//! Remembered answers of the filling searches of little killers and arrows
//! (`LittleKiller::fillings_keep`, `Arrow::fillings_keep`): which digits some filling puts in
//! each cell. A Forcing Net reads the same diagonals and arrows with the same candidates over and
//! over (of the 9.6 million diagonal reads in the solve of the independent little killer #7,
//! 342,000 differed), so most questions are answered from memory here instead of searched again.
//! An answer depends only on the question, so remembering it changes nothing but the time.

use std::cell::RefCell;

/// How many answers a thread remembers: each question has one slot of a table this long (80
/// bytes a slot, 2.6 MB), where a newer question takes the place of an older one.
const REMEMBERED_SLOTS: usize = 1 << 15;

/// A slot of `REMEMBERED`: empty, or a question and its answer (the kept digits packed as
/// `pack` packs masks; `None` when the search gave up).
type Slot = Option<(Question, Option<u128>)>;

thread_local! {
    /// The answers given on this thread, each in its question's slot (`Question::slot`); empty
    /// until the first question.
    static REMEMBERED: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
}

/// Whose search a question is for: the same masks ask different things of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Asker {
    /// `LittleKiller::fillings_keep`; the number is the sum.
    LittleKiller,
    /// `Arrow::fillings_keep`; the number is how many cells the circle has.
    Arrow,
}

/// A question packed whole: nine bits per mask (cell `i`'s from bit `9 * i`), each cell's
/// earlier peers (cell `i`'s `i` bits right after those of the cells before it), the asker's
/// number, the number of cells and the asker. Only small questions pack: up to 11 cells of digits
/// up to 9.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Question {
    masks: u128,
    peers: u64,
    number: u32,
    cells: u8,
    asker: Asker,
}

/// The most cells of a question that packs (its peers then take 55 of the 64 bits).
const MOST_PACKED_CELLS: usize = 11;

/// The bits of one packed mask.
const PACKED_MASK: u32 = 0x1FF;

impl Question {
    /// The question of `masks`, `number` and `earlier_peers`; `None` when it does not pack.
    fn packed(asker: Asker, number: u32, masks: &[u32], earlier_peers: &[u32]) -> Option<Question> {
        if masks.len() > MOST_PACKED_CELLS || masks.iter().any(|&mask| mask & !PACKED_MASK != 0) {
            return None;
        }
        let mut peers = 0u64;
        for (at, &earlier) in earlier_peers.iter().enumerate().take(masks.len()) {
            peers |= u64::from(earlier) << (at * at.saturating_sub(1) / 2);
        }
        Some(Question {
            masks: pack(masks),
            peers,
            number,
            cells: masks.len() as u8,
            asker,
        })
    }

    /// The question's slot in `REMEMBERED`: its fields mixed into one word.
    fn slot(&self) -> usize {
        let words = [
            self.masks as u64,
            (self.masks >> 64) as u64,
            self.peers,
            u64::from(self.number) << 16 | u64::from(self.cells) << 8 | self.asker as u64,
        ];
        let mixed = words.iter().fold(0u64, |hash, &word| {
            (hash.rotate_left(23) ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        });
        (mixed >> 40) as usize % REMEMBERED_SLOTS
    }
}

/// Nine bits per mask, the first lowest (every mask within `PACKED_MASK`, at most 14 of them).
fn pack(masks: &[u32]) -> u128 {
    masks.iter().enumerate().fold(0, |packed, (at, &mask)| {
        packed | u128::from(mask) << (9 * at)
    })
}

/// The `count` masks `pack` packed.
fn unpack(packed: u128, count: usize) -> Vec<u32> {
    (0..count)
        .map(|at| (packed >> (9 * at)) as u32 & PACKED_MASK)
        .collect()
}

/// For each of the first `count` (at most 32) cells, the earlier cells `differ` says it shares a
/// house with (bit `i` for cell `i`).
pub(crate) fn earlier_peers(count: usize, differ: &dyn Fn(usize, usize) -> bool) -> [u32; 32] {
    let mut peers = [0u32; 32];
    for (at, earlier) in peers.iter_mut().enumerate().take(count) {
        *earlier = (0..at)
            .filter(|&i| differ(i, at))
            .fold(0u32, |bits, i| bits | 1 << i);
    }
    peers
}

/// `asker`'s answer for `masks` with `number` and `earlier_peers` (`earlier_peers`): from memory
/// when this thread was asked it before, else `search`'s (the digits each cell keeps, `None` when
/// the search gave up), remembered for next time.
pub(crate) fn remembered_or(
    asker: Asker,
    number: u32,
    masks: &[u32],
    earlier_peers: &[u32; 32],
    search: impl FnOnce() -> Option<Vec<u32>>,
) -> Option<Vec<u32>> {
    let Some(question) = Question::packed(asker, number, masks, earlier_peers) else {
        return search();
    };
    let slot = question.slot();
    let remembered = REMEMBERED.with(|answers| match answers.borrow().get(slot) {
        Some(Some((asked, answer))) if *asked == question => Some(*answer),
        _ => None,
    });
    if let Some(answer) = remembered {
        return answer.map(|kept| unpack(kept, masks.len()));
    }
    let answer = search();
    REMEMBERED.with(|answers| {
        let mut answers = answers.borrow_mut();
        if answers.is_empty() {
            answers.resize(REMEMBERED_SLOTS, None);
        }
        answers[slot] = Some((question, answer.as_deref().map(pack)));
    });
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A question asked again is answered from memory without searching, for its own asker
    /// only; a question too large to pack is searched every time.
    #[test]
    fn a_question_asked_again_is_answered_from_memory() {
        let peers = earlier_peers(3, &|i, j| i != j);
        assert_eq!(peers[..4], [0, 0b1, 0b11, 0]);
        let masks = [0b1_0110_1011, 0b111, 0b1_1000_0000];
        let first = remembered_or(Asker::LittleKiller, 17, &masks, &peers, || {
            Some(vec![0b1, 0b10, 0b1000_0000])
        });
        assert_eq!(first, Some(vec![0b1, 0b10, 0b1000_0000]));
        let again = remembered_or(Asker::LittleKiller, 17, &masks, &peers, || {
            panic!("searched again")
        });
        assert_eq!(again, first);
        let for_an_arrow = remembered_or(Asker::Arrow, 17, &masks, &peers, || None);
        assert_eq!(for_an_arrow, None);
        let other_sum = remembered_or(Asker::LittleKiller, 18, &masks, &peers, || None);
        assert_eq!(other_sum, None);
        let large = [0x3FF, 0b1, 0b10];
        let mut searches = 0;
        for _ in 0..2 {
            remembered_or(Asker::LittleKiller, 17, &large, &peers, || {
                searches += 1;
                None
            });
        }
        assert_eq!(searches, 2);
    }
}
