//! The Solve timer: whether Solve runs, its speed, and when its last step was asked for. It
//! knows nothing of searches; the controller asks it when the next step is due.

use std::ops::RangeInclusive;

/// The slowest and fastest Solve speeds, in steps per second.
pub const SPEED_RANGE: RangeInclusive<f64> = 1.0..=20.0;
/// The Solve speed a new controller starts with.
pub const DEFAULT_SPEED: f64 = 4.0;

/// When the next step of a running Solve is due.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Due {
    /// Not before this many seconds.
    In(f64),
    /// Now; the one after, one interval later.
    Now(f64),
}

/// The Solve timer.
#[derive(Debug, Clone)]
pub(super) struct SolveTimer {
    running: bool,
    speed: f64,
    last_step: Option<f64>,
}

impl Default for SolveTimer {
    fn default() -> Self {
        SolveTimer {
            running: false,
            speed: DEFAULT_SPEED,
            last_step: None,
        }
    }
}

impl SolveTimer {
    /// Whether Solve runs.
    pub(super) fn is_running(&self) -> bool {
        self.running
    }

    /// Starts Solve: its first step is due at once.
    pub(super) fn start(&mut self) {
        self.running = true;
        self.last_step = None;
    }

    /// Stops Solve; whether it was running.
    pub(super) fn stop(&mut self) -> bool {
        std::mem::replace(&mut self.running, false)
    }

    /// The speed in steps per second.
    pub(super) fn speed(&self) -> f64 {
        self.speed
    }

    /// Sets the speed, kept within `SPEED_RANGE`.
    pub(super) fn set_speed(&mut self, speed: f64) {
        self.speed = speed.clamp(*SPEED_RANGE.start(), *SPEED_RANGE.end());
    }

    /// When the next step is due, seen at `now` (seconds of a steady clock).
    pub(super) fn due(&self, now: f64) -> Due {
        let interval = 1.0 / self.speed;
        match self.last_step.map_or(now, |last| last + interval) {
            due if now < due => Due::In(due - now),
            _ => Due::Now(interval),
        }
    }

    /// Notes that a step was asked for at `now`.
    pub(super) fn stepped(&mut self, now: f64) {
        self.last_step = Some(now);
    }
}
