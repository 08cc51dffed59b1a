//! The app in a web page (built for wasm32 with trunk, see `web/`): starts eframe's web runner on
//! the page's canvas, opens the puzzle written after `#` in the page address (a one-line puzzle
//! or an f-puzzles link, so a teacher can share a link), and reports what the app shows on the
//! page's `<body>` (`data-steps`, `data-puzzle`, `data-status`) for scripts and tests to read.
//! Files dropped on the page are read (the browser gives them without a path) and opened. In the
//! job worker (`web/worker.js`), `run_job` runs the jobs the page sends.

use std::cell::RefCell;

use eframe::egui;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use super::{StepperApp, started};
use crate::controller::{Action, Controller, Reply, WorkerRequest};
use crate::i18n::Language;

/// The id of the page's canvas (see `web/index.html`).
const CANVAS_ID: &str = "sudoku_stepper_canvas";

/// The id of the page's note shown until the app starts (or when it cannot).
const LOADING_ID: &str = "loading";

/// Starts the app on the page's canvas, with the puzzle of the page address when it has one.
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        let Some(canvas) = document
            .get_element_by_id(CANVAS_ID)
            .and_then(|element| element.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            web_sys::console::error_1(&format!("the page has no canvas #{CANVAS_ID}").into());
            return;
        };
        without_multisampling(&canvas);
        let mut app = StepperApp::new(None);
        let started_app = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |creation| {
                    let addressed = address_puzzle();
                    app = started(app, addressed.is_some());
                    if let Some(text) = addressed {
                        app.apply(vec![opening(app.controller(), text)]);
                    }
                    listen_to_address(&creation.egui_ctx);
                    Ok(Box::new(app))
                }),
            )
            .await;
        if let Some(loading) = document.get_element_by_id(LOADING_ID) {
            match started_app {
                Ok(()) => loading.remove(),
                Err(error) => {
                    loading.set_text_content(Some(&Language::English.text("web-not-started")));
                    web_sys::console::error_1(&error);
                }
            }
        }
    });
}

/// Makes the canvas's WebGL context, without multisampling, before eframe asks for one: a
/// canvas keeps its first context, attributes and all. egui smooths its edges itself, so
/// multisampling only multiplies the pixels a software renderer (SwiftShader, on many school
/// machines) fills each frame: in headless Chromium, Take Step on the bundled 25x25 took a median
/// 144 ms with it and 52 ms without (`web/test/frames.mjs`). Without depth and stencil buffers
/// too, which egui never uses.
fn without_multisampling(canvas: &web_sys::HtmlCanvasElement) {
    let attributes = web_sys::WebGlContextAttributes::new();
    attributes.set_antialias(false);
    attributes.set_depth(false);
    attributes.set_stencil(false);
    // eframe takes WebGL 2 when there is one, else WebGL 1.
    for kind in ["webgl2", "webgl"] {
        if let Ok(Some(_)) = canvas.get_context_with_context_options(kind, &attributes) {
            return;
        }
    }
}

/// The puzzle written after `#` in the page address, decoded, if any.
fn address_puzzle() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let written = hash
        .strip_prefix('#')
        .filter(|text| !text.trim().is_empty())?;
    let decoded = js_sys::decode_uri_component(written)
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_else(|| written.to_string());
    Some(decoded)
}

/// Opening `text`, a puzzle from the page address.
fn opening(controller: &Controller, text: String) -> Action {
    let name = controller.language().text("address-name");
    Action::OpenText { name, text }
}

/// Keeps the puzzle of a new page address (a link opened in the same tab, which changes only
/// what follows `#`) for `changed_address`, and has the app look at it.
fn listen_to_address(ctx: &egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let ctx = ctx.clone();
    let listener = Closure::<dyn FnMut()>::new(move || {
        if let Some(text) = address_puzzle() {
            NEW_ADDRESS.with(|address| *address.borrow_mut() = Some(text));
            ctx.request_repaint();
        }
    });
    let listening =
        window.add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
    if listening.is_ok() {
        listener.forget();
    }
}

/// Opening the puzzle of a page address that changed since the last frame, once (the app asks
/// first when it would replace a puzzle in progress).
pub fn changed_address(controller: &Controller) -> Option<Action> {
    let text = NEW_ADDRESS.with(|address| address.borrow_mut().take())?;
    Some(opening(controller, text))
}

/// Starts reading a file dropped on the page this frame, if any: the browser gives its bytes
/// later, and `dropped_files` then opens it.
pub fn read_dropped(ctx: &egui::Context) {
    let Some(file) = ctx.input(|i| i.raw.dropped_files.first().cloned()) else {
        return;
    };
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let name = file.path().display().to_string();
        match file.bytes_async().await {
            Ok(bytes) => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                DROPPED.with(|dropped| dropped.borrow_mut().push((name, text)));
                ctx.request_repaint();
            }
            Err(error) => web_sys::console::error_1(&format!("{name}: {error}").into()),
        }
    });
}

/// Opening the files dropped on the page that were read since the last frame (the app asks
/// first when one would replace a puzzle in progress).
pub fn dropped_files() -> Vec<Action> {
    DROPPED.with(|dropped| {
        dropped
            .borrow_mut()
            .drain(..)
            .map(|(name, text)| Action::OpenText { name, text })
            .collect()
    })
}

/// Reads the clipboard's text for the Paste entry (eframe's web runner does not answer egui's
/// paste request; the browser may ask the student first); `clipboard_text` then pastes it.
pub fn read_clipboard(ctx: &egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let reading = window.navigator().clipboard().read_text();
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let read = match wasm_bindgen_futures::JsFuture::from(reading).await {
            Ok(text) => Action::Paste(text.as_string()),
            Err(_) => Action::ClipboardRefused,
        };
        CLIPBOARD.with(|clipboard| *clipboard.borrow_mut() = Some(read));
        ctx.request_repaint();
    });
}

/// Pasting the clipboard's text once `read_clipboard` has it (`Action::Paste(None)`: the
/// clipboard held no text; `Action::ClipboardRefused`: the browser would not let the page read
/// it).
pub fn clipboard_text() -> Option<Action> {
    CLIPBOARD.with(|clipboard| clipboard.borrow_mut().take())
}

thread_local! {
    /// What reading the clipboard for the Paste entry gave, until the app takes it.
    static CLIPBOARD: RefCell<Option<Action>> = const { RefCell::new(None) };

    /// Files dropped on the page and read, by name, until the app takes them.
    static DROPPED: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };

    /// The puzzle of a page address that changed, until the app takes it.
    static NEW_ADDRESS: RefCell<Option<String>> = const { RefCell::new(None) };

    /// What `report` last wrote on the page.
    static REPORTED: RefCell<Option<(usize, String, String)>> = const { RefCell::new(None) };

    /// What `mirror` last wrote into the page's text for assistive technology.
    static MIRRORED: RefCell<Option<Mirrored>> = const { RefCell::new(None) };
}

/// What the page's text for assistive technology was last written from.
#[derive(Debug, Clone, PartialEq)]
struct Mirrored {
    status: String,
    game: (u64, bool),
    focus: Option<crate::model::Cell>,
    selected: Option<usize>,
    candidates: bool,
    language: crate::i18n::Language,
}

/// Writes what the desktop's screen-reader text says into the page, where a screen reader finds
/// it (the canvas itself has no accessibility tree in the browser): the status line and the
/// chosen cell's reading in polite live regions, the log's rows and every cell's reading in
/// lists (`web/index.html` holds them, visually hidden). Only what changed is written again.
pub fn mirror(controller: &Controller) {
    let now = Mirrored {
        status: controller.render(controller.status()),
        game: controller.game_revision(),
        focus: controller.focus(),
        selected: controller.selected(),
        candidates: controller.shows_candidates(),
        language: controller.language(),
    };
    let last = MIRRORED.with(|mirrored| mirrored.borrow_mut().replace(now.clone()));
    if last.as_ref() == Some(&now) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let set = |id: &str, text: &str| {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_text_content(Some(text));
        }
    };
    set("sr-status", &now.status);
    let readings = controller.cell_readings();
    let chosen = now
        .focus
        .and_then(|cell| readings.get(cell.index()))
        .map(|reading| controller.render(reading))
        .unwrap_or_default();
    set("sr-cell", &chosen);
    let unchanged_board = last.as_ref().is_some_and(|last| {
        (last.game, last.selected, last.candidates, last.language)
            == (now.game, now.selected, now.candidates, now.language)
    });
    if unchanged_board {
        return;
    }
    let rows: Vec<String> = controller
        .log()
        .iter()
        .map(|entry| {
            format!(
                "{}: {}",
                controller.render(&entry.title()),
                controller.render(entry.message())
            )
        })
        .collect();
    fill_list(&document, "sr-log", &rows);
    let cells: Vec<String> = readings.iter().map(|r| controller.render(r)).collect();
    fill_list(&document, "sr-board", &cells);
}

/// Makes the list `id` of the page hold one item per line of `items`.
fn fill_list(document: &web_sys::Document, id: &str, items: &[String]) {
    let Some(list) = document.get_element_by_id(id) else {
        return;
    };
    list.set_text_content(None);
    for item in items {
        if let Ok(element) = document.create_element("li") {
            element.set_text_content(Some(item));
            let _ = list.append_child(&element);
        }
    }
}

/// Writes how many steps the log holds, the puzzle's name and the status line on the page's
/// `<body>`, when they changed since the last frame.
pub fn report(controller: &Controller) {
    let now = (
        controller.log().len(),
        controller
            .info()
            .map(|info| info.name.clone())
            .unwrap_or_default(),
        controller.render(controller.status()),
    );
    let changed = REPORTED.with(|reported| {
        let mut reported = reported.borrow_mut();
        let changed = reported.as_ref() != Some(&now);
        *reported = Some(now.clone());
        changed
    });
    let body = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let (true, Some(body)) = (changed, body) {
        let (steps, puzzle, status) = now;
        let _ = body.set_attribute("data-steps", &steps.to_string());
        let _ = body.set_attribute("data-puzzle", &puzzle);
        let _ = body.set_attribute("data-status", &status);
    }
}

/// Runs the job in `request` (a `WorkerRequest` as JSON) in the job worker, posting each progress
/// report and the reply to the page as JSON.
pub fn run_job(request: &str) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = |reply: Reply| match serde_json::to_string(&reply) {
        Ok(text) => {
            if let Err(error) = scope.post_message(&text.into()) {
                web_sys::console::error_1(&error);
            }
        }
        Err(error) => web_sys::console::error_1(&error.to_string().into()),
    };
    match serde_json::from_str::<WorkerRequest>(request) {
        Ok(request) => request.run(&mut |reply| post(reply)),
        Err(error) => {
            web_sys::console::error_1(&format!("a job that does not read: {error}").into())
        }
    }
}
