//! The languages the app speaks and their catalogues: every text is looked up by key in the
//! catalogue of the student's language (Fluent files in `assets/i18n`, built into the binary).
//! A key missing from a catalogue shows as the key itself; `tests/i18n.rs` fails on any key one
//! catalogue has and another lacks, and on any key no code uses.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language of the app.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Language {
    /// English, the language of the command line's JSON and of the technique keys.
    #[default]
    English,
    /// German.
    German,
}

impl Language {
    /// Every language, in the order View > Language lists them.
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    /// Its code: "en", "de" (the settings file and `--lang` use it).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    /// The language a code names, if any.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Its name in itself: "English", "Deutsch".
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
        }
    }

    /// The Fluent source of its catalogue.
    pub fn catalogue_source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../../assets/i18n/en.ftl"),
            Language::German => include_str!("../../../../assets/i18n/de.ftl"),
        }
    }

    /// `value` with its thousands grouped as this language writes them: 1,140 or 1.140.
    pub fn thousands(self, value: u32) -> String {
        let separator = match self {
            Language::English => ',',
            Language::German => '.',
        };
        let digits = value.to_string();
        let mut out = String::new();
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(separator);
            }
            out.push(ch);
        }
        out
    }

    /// The text of `key` in this language (the key itself when the catalogue lacks it).
    pub fn text(self, key: &str) -> String {
        self.text_with(key, &[])
    }

    /// The text of `key` with its placeables filled from `args` (name, value); a value that is a
    /// whole number written plainly (no leading zero or `+`) is passed as a number, so a text can
    /// choose its plural by it.
    pub fn text_with(self, key: &str, args: &[(&str, &str)]) -> String {
        let bundle = bundle(self);
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match plain_number(value) {
                Some(number) => fluent_args.set(*name, number),
                None => fluent_args.set(*name, *value),
            }
        }
        let mut errors = Vec::new();
        let args = (!args.is_empty()).then_some(&fluent_args);
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}

/// `value` as a number when it is a whole number written plainly: digits after an optional `-`,
/// no leading zero (`0` itself excepted), no `-0`, within what Fluent's numbers hold exactly.
fn plain_number(value: &str) -> Option<i64> {
    let digits = value.strip_prefix('-').unwrap_or(value);
    let plain = !digits.is_empty()
        && digits.len() <= 15
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && value != "-0";
    plain.then(|| value.parse().ok()).flatten()
}

/// How the catalogues write a number: a whole number without options as its digits (what
/// Fluent's own formatting gives, without going through a floating-point text); `None` leaves
/// every other value to Fluent.
fn whole_number_text<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number)
            if number.options.minimum_fraction_digits.is_none()
                && number.value.fract() == 0.0
                && number.value.abs() < 1e15 =>
        {
            Some((number.value as i64).to_string())
        }
        _ => None,
    }
}

/// The catalogue of `language`, parsed once.
fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static ENGLISH: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    static GERMAN: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    let cell = match language {
        Language::English => &ENGLISH,
        Language::German => &GERMAN,
    };
    cell.get_or_init(|| {
        let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(whole_number_text));
        let resource = FluentResource::try_new(language.catalogue_source().to_string())
            .unwrap_or_else(|(partial, _)| partial);
        // A duplicate key keeps its first text; tests/i18n.rs refuses catalogues with one.
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// The keys a catalogue defines, in order (for the tests of completeness).
pub fn catalogue_keys(language: Language) -> Vec<String> {
    let resource = match FluentResource::try_new(language.catalogue_source().to_string()) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plainly_written_whole_numbers_are_numbers() {
        assert_eq!(plain_number("12"), Some(12));
        assert_eq!(plain_number("0"), Some(0));
        assert_eq!(plain_number("-3"), Some(-3));
        assert_eq!(plain_number("999999999999999"), Some(999_999_999_999_999));
        for text in [
            "007",
            "+5",
            "-0",
            "-",
            "",
            "1.5",
            "r4c5",
            "1234567890123456",
        ] {
            assert_eq!(plain_number(text), None, "{text}");
        }
    }

    #[test]
    fn a_number_chooses_the_plural_and_is_written_as_its_digits() {
        let one = Language::English.text_with("status-steps", &[("count", "1")]);
        let many = Language::English.text_with("status-steps", &[("count", "21")]);
        assert_eq!(one, "|  1 step");
        assert_eq!(many, "|  21 steps");
        let long = Language::English.text_with("status-steps", &[("count", "1234567890123456789")]);
        assert_eq!(long, "|  1234567890123456789 steps");
    }
}
