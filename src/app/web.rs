//! The app in a web page (built for wasm32 with trunk, see `web/`): starts eframe's web runner on
//! the page's canvas, opens the puzzle written after `#` in the page address (a one-line puzzle
//! or an f-puzzles link, so a teacher can share a link), and reports what the app shows on the
//! page's `<body>` (`data-steps`, `data-puzzle`, `data-status`) for scripts and tests to read.

use std::cell::RefCell;

use wasm_bindgen::JsCast;

use super::{StepperApp, started};
use crate::controller::{Action, Controller};
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
        let mut app = StepperApp::new(None);
        let started_app = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |creation| {
                    app = started(app, creation);
                    if let Some(text) = address_puzzle() {
                        let name = app.controller().language().text("address-name");
                        app.apply(vec![Action::OpenText { name, text }]);
                    }
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

thread_local! {
    /// What `report` last wrote on the page.
    static REPORTED: RefCell<Option<(usize, String, String)>> = const { RefCell::new(None) };
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
