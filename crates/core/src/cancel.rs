//! Stopping long work: a `Cancel` holds flags other threads may set, and perhaps a deadline, which
//! a search, a solve, the generator or an experiment reads as it goes; it stops when a flag is set
//! or the deadline has passed, and `Cancel::check` tells which. It may also carry the allowance of
//! a whole solve path: the propagations its forcing searches may still run together (see
//! `StepFinder`), which each of them draws on besides its own budget.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use web_time::Instant;

/// Why work stopped before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interrupted {
    /// A flag was set.
    Cancelled,
    /// The deadline passed.
    TimedOut,
}

/// Flags other threads can set to stop a search, and perhaps a deadline; the search stops when
/// any flag is set or the deadline has passed. Perhaps also a path's allowance of forcing
/// propagations.
#[derive(Debug, Clone, Default)]
pub struct Cancel {
    flags: Vec<Arc<AtomicBool>>,
    deadline: Option<Instant>,
    allowance: Option<Arc<AtomicU64>>,
}

impl Cancel {
    /// No flag and no deadline: nobody can stop the search.
    pub fn never() -> Cancel {
        Cancel::default()
    }

    /// A flag shared with whoever may want to stop the search.
    pub fn shared(flag: Arc<AtomicBool>) -> Cancel {
        Cancel {
            flags: vec![flag],
            ..Cancel::default()
        }
    }

    /// These flags and one more.
    pub fn or(&self, flag: Arc<AtomicBool>) -> Cancel {
        let mut flags = self.flags.clone();
        flags.push(flag);
        Cancel {
            flags,
            ..self.clone()
        }
    }

    /// These flags, and a deadline at `deadline` (or at the earlier deadline these already have).
    pub fn until(&self, deadline: Instant) -> Cancel {
        Cancel {
            deadline: Some(self.deadline.map_or(deadline, |own| own.min(deadline))),
            ..self.clone()
        }
    }

    /// These flags and deadline, with `allowance` (in place of any other) as the propagations the
    /// forcing searches may still run.
    pub fn with_allowance(&self, allowance: Arc<AtomicU64>) -> Cancel {
        Cancel {
            allowance: Some(allowance),
            ..self.clone()
        }
    }

    /// The forcing propagations left of the allowance; `None` without one.
    pub fn allowance_left(&self) -> Option<u64> {
        self.allowance
            .as_ref()
            .map(|allowance| allowance.load(Ordering::Relaxed))
    }

    /// Sets the forcing propagations left of the allowance (nothing without one).
    pub fn set_allowance_left(&self, left: u64) {
        if let Some(allowance) = &self.allowance {
            allowance.store(left, Ordering::Relaxed);
        }
    }

    /// Takes one propagation from the allowance; false when it is spent (always true without
    /// one).
    pub fn take_from_allowance(&self) -> bool {
        self.allowance.as_ref().is_none_or(|allowance| {
            allowance
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                    left.checked_sub(1)
                })
                .is_ok()
        })
    }

    /// Whether the search should stop: a flag is set or the deadline has passed.
    pub fn is_set(&self) -> bool {
        self.check().is_err()
    }

    /// Whether work may go on: an error saying why not when a flag is set or the deadline has
    /// passed.
    pub fn check(&self) -> Result<(), Interrupted> {
        if self.flags.iter().any(|f| f.load(Ordering::Relaxed)) {
            return Err(Interrupted::Cancelled);
        }
        if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            return Err(Interrupted::TimedOut);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_passed_deadline_times_out_and_a_flag_cancels_first() {
        let flag = Arc::new(AtomicBool::new(false));
        let cancel = Cancel::shared(Arc::clone(&flag));
        assert_eq!(cancel.check(), Ok(()));
        let passed = cancel.until(Instant::now());
        assert_eq!(passed.check(), Err(Interrupted::TimedOut));
        assert!(passed.is_set());
        flag.store(true, Ordering::Relaxed);
        assert_eq!(passed.check(), Err(Interrupted::Cancelled));
        assert_eq!(cancel.check(), Err(Interrupted::Cancelled));
    }

    #[test]
    fn an_allowance_runs_out_and_is_shared_by_copies() {
        let cancel = Cancel::never().with_allowance(Arc::new(AtomicU64::new(2)));
        let copy = cancel.or(Arc::new(AtomicBool::new(false)));
        assert!(cancel.take_from_allowance());
        assert!(copy.take_from_allowance());
        assert!(!cancel.take_from_allowance());
        assert_eq!(copy.allowance_left(), Some(0));
        copy.set_allowance_left(5);
        assert_eq!(cancel.allowance_left(), Some(5));
        assert!(Cancel::never().take_from_allowance());
        assert_eq!(Cancel::never().allowance_left(), None);
    }

    #[test]
    fn the_earlier_deadline_holds() {
        let now = Instant::now();
        let later = now + std::time::Duration::from_secs(3600);
        let cancel = Cancel::never().until(now).until(later);
        assert_eq!(cancel.check(), Err(Interrupted::TimedOut));
        assert_eq!(Cancel::never().until(later).check(), Ok(()));
    }
}
