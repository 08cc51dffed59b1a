//! Stopping long work from another thread: a `Cancel` holds shared flags that a search, a solve, the
//! generator or an experiment reads as it goes, and stops when any is set; `Cancel::check` also
//! stops work whose deadline has passed.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// Why work stopped before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interrupted {
    /// A flag was set.
    Cancelled,
    /// The deadline passed.
    TimedOut,
}

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

    /// Whether work may go on: an error when a flag is set or `deadline` has passed.
    pub fn check(&self, deadline: Option<Instant>) -> Result<(), Interrupted> {
        if self.is_set() {
            return Err(Interrupted::Cancelled);
        }
        if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            return Err(Interrupted::TimedOut);
        }
        Ok(())
    }
}
