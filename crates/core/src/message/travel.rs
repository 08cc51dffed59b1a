//! Messages read back after they travelled as text (to the browser's job worker and back): their
//! names (catalogue keys, placeable names, technique names) are `&'static str` in the program, so
//! each distinct name read is kept once for the rest of the run. The catalogue bounds how many
//! there can be.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Deserializer};

use super::Message;

/// The one kept copy of `name`.
fn kept(name: String) -> &'static str {
    static NAMES: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut names = NAMES
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&known) = names.get(name.as_str()) {
        return known;
    }
    let leaked: &'static str = Box::leak(name.into_boxed_str());
    names.insert(leaked);
    leaked
}

/// Reads a name (see the module's documentation).
pub(crate) fn kept_name<'de, D: Deserializer<'de>>(reader: D) -> Result<&'static str, D::Error> {
    String::deserialize(reader).map(kept)
}

/// Reads a template's placeables: each name (see the module's documentation) with its message.
pub(super) fn kept_names<'de, D: Deserializer<'de>>(
    reader: D,
) -> Result<Vec<(&'static str, Message)>, D::Error> {
    let args = Vec::<(String, Message)>::deserialize(reader)?;
    Ok(args
        .into_iter()
        .map(|(name, message)| (kept(name), message))
        .collect())
}
