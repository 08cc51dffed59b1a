//! The technique order the user chose: every technique in the order Take Step, Solve, hints, All
//! Steps and the rating try them, each on or off. The controller owns the one copy; the
//! Techniques window draws it and asks for changes, and the app stores it between runs.

use stepper_core::deduction::technique::Technique;

/// Every technique in the user's order, each on or off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TechniqueOrder {
    rows: Vec<(Technique, bool)>,
}

impl Default for TechniqueOrder {
    fn default() -> Self {
        TechniqueOrder {
            rows: Technique::ALL
                .into_iter()
                .map(|t| (t, t.on_by_default()))
                .collect(),
        }
    }
}

impl TechniqueOrder {
    /// The order from a stored list of (name, on) pairs: unknown names are skipped and techniques
    /// the list lacks (new in this version) are added, on or off as by default, right after the
    /// technique that precedes them in the default order.
    pub fn from_stored(stored: &[(String, bool)]) -> TechniqueOrder {
        let mut rows: Vec<(Technique, bool)> = Vec::new();
        for (name, on) in stored {
            if let Some(t) = Technique::from_name(name)
                && !rows.iter().any(|(r, _)| *r == t)
            {
                rows.push((t, *on));
            }
        }
        for (index, t) in Technique::ALL.into_iter().enumerate() {
            if rows.iter().any(|(r, _)| *r == t) {
                continue;
            }
            let after = Technique::ALL[..index]
                .iter()
                .rev()
                .find_map(|earlier| rows.iter().position(|(r, _)| r == earlier))
                .map_or(0, |row| row + 1);
            rows.insert(after, (t, t.on_by_default()));
        }
        TechniqueOrder { rows }
    }

    /// The list to store: (name, on) pairs in order.
    pub fn to_stored(&self) -> Vec<(String, bool)> {
        self.rows
            .iter()
            .map(|(t, on)| (t.name().to_string(), *on))
            .collect()
    }

    /// Every technique in order, each with whether it is on.
    pub fn rows(&self) -> &[(Technique, bool)] {
        &self.rows
    }

    /// The techniques that are on, in order.
    pub fn enabled(&self) -> Vec<Technique> {
        self.rows
            .iter()
            .filter(|(_, on)| *on)
            .map(|(t, _)| *t)
            .collect()
    }

    /// Swaps row `row` with the one below it (`down`) or above it; false when there is none.
    pub fn swap(&mut self, row: usize, down: bool) -> bool {
        let other = if down {
            row.checked_add(1)
        } else {
            row.checked_sub(1)
        };
        match other {
            Some(other) if row < self.rows.len() && other < self.rows.len() => {
                self.rows.swap(row, other);
                true
            }
            _ => false,
        }
    }

    /// Turns `technique` on or off.
    pub fn set_on(&mut self, technique: Technique, on: bool) {
        for row in &mut self.rows {
            if row.0 == technique {
                row.1 = on;
            }
        }
    }
}
