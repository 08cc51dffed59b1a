//! The browser's executor: the file picker (rfd's web dialog) whose chosen file comes back read,
//! downloads in place of saving (a puzzle, a picture, a worksheet as one HTML page), and the jobs,
//! run by the job workers. Answers that arrive later (a picked file) are collected in a shared
//! list, read once per frame.

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use eframe::egui;
use wasm_bindgen::{JsCast, JsValue};

use super::PUZZLE_EXTENSIONS;
use super::job_workers::JobWorkers;
use crate::controller::{Contents, Effect, FileAnswer, FileKind, JobId, Reply, encoded};
use crate::i18n::Language;

/// Runs effects in the browser.
#[derive(Default)]
pub struct BrowserExecutor {
    jobs: JobWorkers,
    arrived: Rc<RefCell<Vec<Reply>>>,
}

impl BrowserExecutor {
    /// Starts `effects`: a file picker answers later; a download at once; jobs go to the job
    /// workers.
    pub fn execute(&mut self, ctx: &egui::Context, effects: Vec<Effect>, lang: Language) {
        for effect in effects {
            match effect {
                Effect::PickFile { id, kind, .. } => self.pick(ctx, id, kind, lang),
                Effect::SaveFile {
                    id,
                    suggested,
                    contents,
                    ..
                } => self.answer(id, download(PathBuf::from(suggested), &contents)),
                Effect::WriteFile { id, path, contents } => {
                    let name = match &contents {
                        Contents::Worksheet { stem, .. } => {
                            PathBuf::from(format!("{stem}-worksheet.html"))
                        }
                        _ => path,
                    };
                    self.answer(id, download(name, &contents));
                }
                Effect::PickFolder { id } => {
                    let downloads = PathBuf::from(lang.text("web-downloads"));
                    self.answer(id, FileAnswer::Chosen(Some(downloads)));
                }
                Effect::Start { id, job } => self.jobs.start(ctx, id, job),
                Effect::Cancel(id) => self.jobs.cancel(id),
                Effect::RepaintAfter(seconds) => {
                    ctx.request_repaint_after(std::time::Duration::from_secs_f64(seconds));
                }
                Effect::CopyText(text) => ctx.copy_text(text),
            }
        }
        if !self.arrived.borrow().is_empty() {
            ctx.request_repaint();
        }
    }

    /// The answers and the job workers' replies that arrived since the last call.
    pub fn replies(&mut self) -> Vec<Reply> {
        let mut replies: Vec<Reply> = self.arrived.borrow_mut().drain(..).collect();
        replies.extend(self.jobs.replies());
        replies
    }

    fn answer(&self, id: JobId, answer: FileAnswer) {
        self.arrived
            .borrow_mut()
            .push(Reply::Answered { id, answer });
    }

    /// Shows the browser's file picker; the file chosen comes back read.
    fn pick(&self, ctx: &egui::Context, id: JobId, kind: FileKind, lang: Language) {
        let dialog = with_filters(rfd::AsyncFileDialog::new(), kind, lang);
        let (arrived, ctx) = (Rc::clone(&self.arrived), ctx.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let answer = match dialog.pick_file().await {
                Some(file) => FileAnswer::Read {
                    name: file.file_name(),
                    text: String::from_utf8_lossy(&file.read().await).into_owned(),
                },
                None => FileAnswer::Chosen(None),
            };
            arrived.borrow_mut().push(Reply::Answered { id, answer });
            ctx.request_repaint();
        });
    }
}

/// Has the browser download `contents` as the file `name` (see `encoded`); the answer names
/// the file.
fn download(name: PathBuf, contents: &Contents) -> FileAnswer {
    let saved = encoded(name, contents).and_then(|(name, bytes)| {
        let file = name.display().to_string();
        offer(&file, &bytes, mime_type(&file))
            .map(|()| name)
            .map_err(|error| message![format!("{file}: {error:?}")])
    });
    FileAnswer::Written(saved)
}

/// The media type of a file the app downloads, by its name.
fn mime_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        Some("html") => "text/html",
        Some("json") => "application/json",
        Some("csv") => "text/csv",
        _ => "text/plain",
    }
}

/// Offers `bytes` as a download called `name`: a link to a blob of them, clicked.
fn offer(name: &str, bytes: &[u8], mime: &str) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
    let address = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&address);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&address)
}

/// The picker's file filters for `kind`, named in `lang`.
fn with_filters(
    dialog: rfd::AsyncFileDialog,
    kind: FileKind,
    lang: Language,
) -> rfd::AsyncFileDialog {
    match kind {
        FileKind::Puzzle => dialog.add_filter(lang.text("filter-puzzle-files"), PUZZLE_EXTENSIONS),
        FileKind::Csv => dialog.add_filter("CSV", &["csv"]),
        FileKind::Picture => dialog.add_filter(lang.text("filter-png"), &["png", "svg"]),
        FileKind::Profile => dialog.add_filter(lang.text("filter-profile"), &["json"]),
        FileKind::Game => dialog.add_filter(lang.text("filter-game"), &["json"]),
    }
}
