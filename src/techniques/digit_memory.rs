//! Memory of single-digit searches that found nothing. Fish, X-Chains, coloring and the two-link
//! patterns look at one digit at a time and read nothing but where that digit can go, so a search
//! that found nothing for a digit finds nothing again while the digit's places stay the same; most
//! steps change the places of few digits. Each thread remembers, per technique and digit, the
//! places of the last search that came back empty, and skips the search while they are unchanged.
//! The steps found are exactly those a full search finds.

use std::cell::RefCell;
use std::collections::HashMap;

use super::links::places_of_digits;
use super::{Found, Technique};
use crate::model::{CellSet, Digit, Grid, Layout};

thread_local! {
    /// Per technique and digit: the board layout and the digit's places when the search last
    /// found nothing there.
    static EMPTY_SEARCHES: RefCell<HashMap<(Technique, Digit), (Layout, CellSet)>> =
        RefCell::new(HashMap::new());
}

/// Runs `search` for every digit in order, until `found` is full, skipping each digit whose
/// places are the same as when `technique` last found nothing for it on this thread.
pub(super) fn each_digit(
    grid: &Grid,
    technique: Technique,
    found: &mut Found,
    mut search: impl FnMut(Digit, &mut Found),
) {
    let layout = grid.layout();
    for (digit, places) in (1..=grid.n() as u8)
        .map(Digit::new)
        .zip(places_of_digits(grid))
    {
        let key = (technique, digit);
        let seen_empty =
            EMPTY_SEARCHES.with(|memory| memory.borrow().get(&key) == Some(&(layout, places)));
        if seen_empty {
            continue;
        }
        let before = found.len();
        search(digit, found);
        if found.len() == before {
            EMPTY_SEARCHES.with(|memory| memory.borrow_mut().insert(key, (layout, places)));
        }
        if found.is_full() {
            return;
        }
    }
}
