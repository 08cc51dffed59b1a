//! What a technique's finder works with: the grid, the technique it looks for, the `Found` that
//! collects the steps it meets, the flag that stops a long search, and the `SearchCache` that keeps
//! work between searches. Every finder of the catalogue has the one signature `Finder`.

use std::any::{Any, TypeId};
use std::sync::Arc;

use crate::cancel::Cancel;
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::model::{Candidate, Grid};

/// The one candidate a targeted search is about: it keeps only the steps that remove it, or
/// only those that place it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Steps that remove the candidate.
    Removes(Candidate),
    /// Steps that place the candidate's digit in its cell.
    Places(Candidate),
}

impl Target {
    /// The candidate the target is about.
    pub fn candidate(self) -> Candidate {
        match self {
            Target::Removes(candidate) | Target::Places(candidate) => candidate,
        }
    }

    /// Whether `step` does what the target asks for. A step that places another digit in the
    /// candidate's cell removes the candidate too.
    pub fn is_hit_by(self, step: &Step) -> bool {
        self.is_hit_by_changes(&step.placements, &step.eliminations)
    }

    /// Whether a step with these `placements` and `eliminations` does what the target asks for
    /// (see `is_hit_by`), for a search that knows them before it writes the step.
    pub(crate) fn is_hit_by_changes(
        self,
        placements: &[Candidate],
        eliminations: &[Candidate],
    ) -> bool {
        match self {
            Target::Removes(candidate) => {
                eliminations.contains(&candidate)
                    || placements
                        .iter()
                        .any(|p| p.cell == candidate.cell && p.digit != candidate.digit)
            }
            Target::Places(candidate) => placements.contains(&candidate),
        }
    }
}

/// Collects the steps a search finds, up to a limit; a search stops once it is full. A targeted
/// collection lets only the steps that hit its target in, so its search goes on past the others.
#[derive(Debug)]
pub(crate) struct Found {
    steps: Vec<Step>,
    limit: usize,
    target: Option<Target>,
}

impl Found {
    /// An empty collection that takes up to `limit` steps (at least one).
    pub(crate) fn new(limit: usize) -> Found {
        Found {
            steps: Vec::new(),
            limit: limit.max(1),
            target: None,
        }
    }

    /// An empty collection that takes up to `limit` steps that hit `target`.
    pub(crate) fn targeted(limit: usize, target: Target) -> Found {
        Found {
            target: Some(target),
            ..Found::new(limit)
        }
    }

    /// The target the steps must hit, if any.
    pub(crate) fn target(&self) -> Option<Target> {
        self.target
    }

    /// Adds a step (unless it misses the target); returns whether the collection is now full, so
    /// the search should stop.
    pub(crate) fn add(&mut self, step: Step) -> bool {
        let wanted = self.target.is_none_or(|target| target.is_hit_by(&step));
        if wanted && !self.is_full() {
            self.steps.push(step);
        }
        self.is_full()
    }

    /// Adds steps from `steps` until it is full; the iterator is not run further.
    pub(crate) fn extend(&mut self, steps: impl Iterator<Item = Step>) {
        for step in steps {
            if self.add(step) {
                return;
            }
        }
    }

    /// How many steps it holds.
    pub(crate) fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether no more steps are wanted.
    pub(crate) fn is_full(&self) -> bool {
        self.steps.len() >= self.limit
    }

    /// The steps found, in the order found.
    pub(crate) fn into_steps(self) -> Vec<Step> {
        self.steps
    }
}

/// Work kept between searches so that the next search can skip it: which parts of the grid a
/// technique last searched in vain, the almost locked sets of the last grid, the rectangles of the
/// last board layout. What it keeps never changes what a search finds, only how fast. It is owned
/// by whoever searches step after step (a `StepFinder`), passed to every search, and can be
/// cleared at any time; a clone starts empty.
#[derive(Default)]
pub struct SearchCache {
    slots: Vec<(TypeId, Box<dyn Any + Send>)>,
}

impl SearchCache {
    /// An empty cache.
    pub fn new() -> SearchCache {
        SearchCache::default()
    }

    /// The kept value of type `T` (each technique family keeps its own type), created empty on
    /// first use.
    pub(crate) fn slot<T: Default + Send + 'static>(&mut self) -> &mut T {
        let id = TypeId::of::<T>();
        let index = match self.slots.iter().position(|(slot, _)| *slot == id) {
            Some(index) => index,
            None => {
                self.slots.push((id, Box::new(T::default())));
                self.slots.len() - 1
            }
        };
        match self.slots[index].1.downcast_mut::<T>() {
            Some(value) => value,
            None => unreachable!("a slot holds the type it is keyed by"),
        }
    }
}

/// A value worked out from a key (a grid state, a board layout) and kept with it, so that the
/// techniques of a family that run one after another on the same key share it.
struct KeptFor<K, T>(Option<(K, Arc<T>)>);

impl<K, T> Default for KeptFor<K, T> {
    fn default() -> Self {
        KeptFor(None)
    }
}

impl SearchCache {
    /// The value of type `T` for `key`: the one kept while the key is the same, else `make()`,
    /// kept from now on (one value per type `T`).
    pub(crate) fn kept<K, T>(&mut self, key: &K, make: impl FnOnce() -> T) -> Arc<T>
    where
        K: PartialEq + Clone + Send + 'static,
        T: Send + Sync + 'static,
    {
        let slot = self.slot::<KeptFor<K, T>>();
        if let Some((seen, value)) = &slot.0
            && seen == key
        {
            return Arc::clone(value);
        }
        let value = Arc::new(make());
        slot.0 = Some((key.clone(), Arc::clone(&value)));
        value
    }
}

impl Clone for SearchCache {
    fn clone(&self) -> SearchCache {
        SearchCache::new()
    }
}

impl std::fmt::Debug for SearchCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SearchCache({} kept)", self.slots.len())
    }
}

/// Which step of a technique is taken when it has several at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Choice {
    /// The first the search meets (houses, then cells, then digits, in order). HoDoKu takes the
    /// first too for the techniques whose instances hardly differ in size.
    First,
    /// The best of all the search meets (up to `CHOICE_LIMIT`), by `Step::rank`: most digits
    /// placed, then most candidates removed, then the shortest proof, then the fewest cells,
    /// then the first met. HoDoKu chooses so among chains, loops and almost locked sets.
    Best,
}

/// The most steps a `Choice::Best` technique compares before it takes the best.
pub(crate) const CHOICE_LIMIT: usize = 256;

/// One search for the steps of one technique.
pub(crate) struct Search<'a> {
    /// The grid searched.
    pub(crate) grid: &'a Grid,
    /// The technique looked for.
    pub(crate) technique: Technique,
    /// The steps found so far; the search stops once it is full.
    pub(crate) found: Found,
    /// Set by another thread to stop a long search.
    pub(crate) cancel: &'a Cancel,
    /// Work kept between searches.
    pub(crate) cache: &'a mut SearchCache,
}

/// The signature of every technique's finder: it hands the steps it finds to `search.found`.
pub(crate) type Finder = fn(&mut Search<'_>);
