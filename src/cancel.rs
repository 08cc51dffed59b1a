//! Stopping long work from another thread: a `Cancel` holds shared flags that a search, a solve, the
//! generator or an experiment reads as it goes, and stops when any is set.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Flags other threads can set to stop a search; the search stops when any of them is set.
#[derive(Debug, Clone, Default)]
pub struct Cancel(Vec<Arc<AtomicBool>>);

impl Cancel {
    /// No flag: nobody can stop the search.
    pub fn never() -> Cancel {
        Cancel(Vec::new())
    }

    /// A flag shared with whoever may want to stop the search.
    pub fn shared(flag: Arc<AtomicBool>) -> Cancel {
        Cancel(vec![flag])
    }

    /// These flags and one more.
    pub fn or(&self, flag: Arc<AtomicBool>) -> Cancel {
        let mut flags = self.0.clone();
        flags.push(flag);
        Cancel(flags)
    }

    /// Whether the search should stop.
    pub fn is_set(&self) -> bool {
        self.0.iter().any(|f| f.load(Ordering::Relaxed))
    }
}
