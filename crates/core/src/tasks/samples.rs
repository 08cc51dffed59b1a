//! The puzzles bundled into the binary, so the app opens with a puzzle wherever it is started.

/// A bundled puzzle: a short name and the file's exact text.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    /// The file name the puzzle came from.
    pub name: &'static str,
    /// The file's text in one of the readable formats.
    pub text: &'static str,
}

macro_rules! samples {
    ($($file:literal),* $(,)?) => {
        &[$(Sample { name: $file, text: include_str!(concat!("../../../../puzzles/", $file)) }),*]
    };
}

/// Every bundled puzzle; the first is the one the app opens with.
pub const SAMPLES: &[Sample] = samples![
    "book62.sud",
    "book55.sud",
    "book56.sud",
    "book57.sud",
    "book58.sud",
    "book63.sud",
    "book64.sud",
    "book65.sud",
    "book67.sud",
    "book68.sud",
    "book69.sud",
    "book70.sud",
    "guardian.sud",
    "newone.sud",
    "prize352.sud",
    "simple349.sud",
    "simple351.sud",
    "web.sud",
    "size-4x4.sud",
    "size-6x6.sud",
    "size-8x8.sud",
    "size-12x12.sud",
    "size-16x16.sud",
    "size-25x25.sud",
];

/// The puzzle the app opens when no file is given.
pub fn default_sample() -> Sample {
    SAMPLES[0]
}
