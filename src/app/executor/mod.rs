//! Runs the controller's effects for the app and hands their results back as `Reply`s, read once
//! per frame: on background threads natively (`threads`), in the page and its job worker in the
//! browser (`browser`), and in order on the calling thread in tests (`InlineExecutor`).

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(target_arch = "wasm32")]
mod job_workers;
#[cfg(not(target_arch = "wasm32"))]
mod threads;

use std::path::PathBuf;
use std::time::Duration;

use eframe::egui;

use crate::controller::{Effect, InlineExecutor, Reply};
use crate::i18n::Language;

#[cfg(target_arch = "wasm32")]
pub use browser::BrowserExecutor;
#[cfg(not(target_arch = "wasm32"))]
pub use threads::ThreadExecutor;

/// The endings of the puzzle files the Open dialog's "All puzzle files" filter offers (saved
/// games are `.json`).
const PUZZLE_EXTENSIONS: &[&str] = &["sud", "sdk", "sdm", "ss", "txt", "sdx", "opt", "json"];

/// Where effects run.
pub enum Executor {
    /// Background threads, as the desktop app runs.
    #[cfg(not(target_arch = "wasm32"))]
    Threads(ThreadExecutor),
    /// The browser: its file picker and downloads, and the job worker.
    #[cfg(target_arch = "wasm32")]
    Browser(BrowserExecutor),
    /// In order on the calling thread, one frame later (tests).
    Inline(InlineExecutor),
}

impl Executor {
    /// The executor the app runs with on this platform.
    pub fn for_platform() -> Executor {
        #[cfg(not(target_arch = "wasm32"))]
        return Executor::Threads(ThreadExecutor::default());
        #[cfg(target_arch = "wasm32")]
        return Executor::Browser(BrowserExecutor::default());
    }

    /// Runs (or queues) `effects`.
    pub fn execute(&mut self, ctx: &egui::Context, effects: Vec<Effect>, lang: Language) {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Executor::Threads(threads) => threads.execute(ctx, effects, lang),
            #[cfg(target_arch = "wasm32")]
            Executor::Browser(browser) => browser.execute(ctx, effects, lang),
            Executor::Inline(inline) => run_inline(inline, ctx, effects),
        }
    }

    /// The replies that arrived since the last call (inline: the queued work, run now).
    pub fn replies(&mut self) -> Vec<Reply> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Executor::Threads(threads) => threads.replies(),
            #[cfg(target_arch = "wasm32")]
            Executor::Browser(browser) => browser.replies(),
            Executor::Inline(inline) => inline.run_pending(),
        }
    }

    /// The inline executor, when the app runs on one (tests).
    pub fn inline(&mut self) -> Option<&mut InlineExecutor> {
        match self {
            Executor::Inline(inline) => Some(inline),
            #[allow(
                unreachable_patterns,
                reason = "the other executor depends on the platform"
            )]
            _ => None,
        }
    }

    /// Whether work is queued on the inline executor (tests).
    pub fn is_queued(&self) -> bool {
        match self {
            Executor::Inline(inline) => !inline.is_idle(),
            #[allow(
                unreachable_patterns,
                reason = "the other executor depends on the platform"
            )]
            _ => false,
        }
    }
}

/// Queues `effects` on `inline` and asks for the frames it needs: the clipboard is egui's, and a
/// queued job runs on the next frame.
fn run_inline(inline: &mut InlineExecutor, ctx: &egui::Context, effects: Vec<Effect>) {
    for effect in &effects {
        if let Effect::CopyText(text) = effect {
            ctx.copy_text(text.clone());
        }
    }
    inline.execute(effects);
    if let Some(seconds) = inline.take_repaint_after() {
        ctx.request_repaint_after(Duration::from_secs_f64(seconds));
    }
    if !inline.is_idle() {
        ctx.request_repaint();
    }
}

/// The path of a file dropped on the window, if any (natively: in the browser a dropped file has
/// no path, and the page's file picker opens files instead).
pub fn dropped_file(ctx: &egui::Context) -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return None;
    }
    ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()))
}
