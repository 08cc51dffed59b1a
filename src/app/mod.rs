//! The desktop app shell: the only module that uses eframe, egui and rfd. It draws the panels and
//! the board from the controller, turns clicks, keys, dropped files and dialog answers into
//! `Action`s, and hands them to the controller once per frame, after the panels are drawn. A
//! running Solve is advanced from the egui input clock with `request_repaint_after`, so the app
//! uses no CPU while idle.

mod all_steps;
mod background;
mod board;
pub mod experiments_window;
mod guide_window;
mod new_puzzle;
mod panels;
mod technique_settings;
mod theme;

use std::path::PathBuf;
use std::time::Duration;

use eframe::egui::{self, Key, KeyboardShortcut, Modifiers};

use crate::controller::{Action, Controller, Tick};
use crate::model::Digit;
use crate::samples::default_sample;
use all_steps::AllSteps;
use background::{Background, dropped_file};
use board::{BoardView, board_ui};
use experiments_window::ExperimentsWindow;
use guide_window::GuideWindow;
use new_puzzle::NewPuzzle;
use panels::{MenuRequest, controls_ui, error_dialog_ui, log_ui, menu_ui, play_ui, status_ui};
use technique_settings::{STORAGE_KEY, TechniqueSettings};
use theme::Theme;

/// The app: the controller plus what only the view cares about.
pub struct StepperApp {
    controller: Controller,
    show_candidates: bool,
    background: Background,
    new_puzzle: NewPuzzle,
    all_steps: AllSteps,
    settings: TechniqueSettings,
    guide: GuideWindow,
    experiments: ExperimentsWindow,
    shown_title: String,
    seen_log_len: usize,
}

impl StepperApp {
    /// An app with the file at `path` loaded, or the bundled sample when `None`. A file that
    /// cannot be read leaves the sample loaded and shows the error.
    pub fn new(path: Option<PathBuf>) -> StepperApp {
        let mut controller = Controller::new();
        controller.rate_in_background();
        let sample = default_sample();
        controller.handle(Action::OpenText {
            name: sample.name.to_string(),
            text: sample.text.to_string(),
        });
        if let Some(path) = path {
            controller.handle(Action::Open(path));
        }
        StepperApp {
            controller,
            show_candidates: true,
            background: Background::default(),
            new_puzzle: NewPuzzle::default(),
            all_steps: AllSteps::default(),
            settings: TechniqueSettings::default(),
            guide: GuideWindow::default(),
            experiments: ExperimentsWindow::default(),
            shown_title: String::new(),
            seen_log_len: 0,
        }
    }

    /// The controller, for reading the state.
    pub fn controller(&self) -> &Controller {
        &self.controller
    }

    /// The Experiments window, for reading its results.
    pub fn experiments(&self) -> &ExperimentsWindow {
        &self.experiments
    }

    /// Whether candidates are drawn.
    pub fn shows_candidates(&self) -> bool {
        self.show_candidates
    }

    /// The window title: the app's name and the puzzle's.
    pub fn title(&self) -> String {
        match self.controller.info() {
            Some(info) => format!("Sudoku Stepper - {}", info.name),
            None => "Sudoku Stepper".to_string(),
        }
    }

    /// Whether a step search (or one queued), a rating or a generation is under way.
    pub fn is_busy(&self) -> bool {
        self.controller.is_searching()
            || self.controller.is_rating()
            || self.new_puzzle.is_running()
            || self.experiments.is_running()
    }

    /// Applies `actions` in order, searching for steps and rating right here (for callers
    /// without a frame).
    pub fn apply(&mut self, actions: Vec<Action>) {
        for action in actions {
            self.controller.handle(action);
            if let Some(job) = self.controller.take_rating_job() {
                self.controller.handle(job.run());
            }
        }
    }

    /// Applies `actions` in order; a Take Step starts its search on a background thread.
    fn dispatch(&mut self, ctx: &egui::Context, actions: Vec<Action>) {
        for action in actions {
            match action {
                Action::TakeStep => {
                    if let Some(job) = self.controller.take_step() {
                        self.background.search(ctx, job);
                    }
                }
                Action::Hint => {
                    if let Some(job) = self.controller.request_hint() {
                        self.background.search(ctx, job);
                    }
                }
                Action::FindAllSteps => {
                    self.all_steps.open();
                    if let Some(job) = self.controller.request_all_steps() {
                        self.background.search(ctx, job);
                    }
                }
                Action::Generated { name, result } => {
                    self.new_puzzle.finished(result.is_ok());
                    self.controller.handle(Action::Generated { name, result });
                }
                other => self.controller.handle(other),
            }
            if let Some(job) = self.controller.take_rating_job() {
                self.background.rate(ctx, job);
            }
        }
    }

    /// Keyboard shortcuts: Space/Right Take Step, S Solve/Stop, Backspace/Left/Ctrl+Z Back,
    /// Ctrl+Y/Ctrl+Shift+Z Redo, R Reset, H Hint, A Apply Hint, C candidates, Ctrl+N New Puzzle, F1 guide,
    /// Ctrl+O Open, Ctrl+S Save. Play: 1-9 type into the chosen cell, Delete erases it, P pencil
    /// mode, K check; while a cell is chosen the arrow keys move it, and Escape lets it go.
    fn shortcuts(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) -> Option<MenuRequest> {
        if ctx.egui_wants_keyboard_input() {
            return None;
        }
        let pressed = |modifiers, key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(modifiers, key)))
        };
        if pressed(Modifiers::COMMAND, Key::O) {
            return Some(MenuRequest::Open);
        }
        if pressed(Modifiers::COMMAND, Key::S) {
            return Some(MenuRequest::Save);
        }
        if pressed(Modifiers::COMMAND, Key::N) {
            return Some(MenuRequest::NewPuzzle);
        }
        if pressed(Modifiers::NONE, Key::F1) {
            return Some(MenuRequest::Guide);
        }
        if pressed(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z)
            || pressed(Modifiers::COMMAND, Key::Y)
        {
            actions.push(Action::Redo);
        }
        if pressed(Modifiers::COMMAND, Key::Z) {
            actions.push(Action::Back);
        }
        let none = Modifiers::NONE;
        self.play_keys(ctx, actions);
        let steps = ctx.input_mut(|i| {
            i.count_and_consume_key(none, Key::Space)
                + i.count_and_consume_key(none, Key::ArrowRight)
        });
        actions.extend(std::iter::repeat_n(Action::TakeStep, steps));
        if pressed(none, Key::S) {
            actions.push(Action::ToggleSolve);
        }
        if pressed(none, Key::Backspace) || pressed(none, Key::ArrowLeft) {
            actions.push(Action::Back);
        }
        if pressed(none, Key::R) {
            actions.push(Action::Reset);
        }
        if pressed(none, Key::H) {
            actions.push(Action::Hint);
        }
        if pressed(none, Key::A) {
            actions.push(Action::ApplyHint);
        }
        if pressed(none, Key::C) {
            self.show_candidates = !self.show_candidates;
        }
        None
    }

    /// The play-mode keys: digits, Delete, P, K, and the arrow keys and Escape while a cell is
    /// chosen (they are consumed here, so they do not also step).
    fn play_keys(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let pressed = |key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, key)))
        };
        const DIGIT_KEYS: [Key; 9] = [
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
            Key::Num7,
            Key::Num8,
            Key::Num9,
        ];
        for (value, key) in (1..).zip(DIGIT_KEYS) {
            if pressed(key) {
                actions.push(Action::Type(Digit::new(value)));
            }
        }
        if pressed(Key::Delete) {
            actions.push(Action::EraseFocused);
        }
        if pressed(Key::P) {
            actions.push(Action::SetPencil(!self.controller.is_pencil()));
        }
        if pressed(Key::K) {
            actions.push(Action::ShowWrongDigits(
                !self.controller.shows_wrong_digits(),
            ));
        }
        if self.controller.focus().is_none() {
            return;
        }
        let moves = [
            (Key::ArrowUp, -1, 0),
            (Key::ArrowDown, 1, 0),
            (Key::ArrowLeft, 0, -1),
            (Key::ArrowRight, 0, 1),
        ];
        for (key, rows, cols) in moves {
            if pressed(key) {
                actions.push(Action::MoveFocus { rows, cols });
            }
        }
        if pressed(Key::Escape) {
            actions.push(Action::FocusCell(None));
        }
    }

    /// Uses the technique list stored by an earlier run.
    pub fn restore_settings(&mut self, stored: &[(String, bool)]) {
        self.settings = TechniqueSettings::from_stored(stored);
        self.controller
            .handle(Action::SetTechniques(self.settings.enabled()));
    }

    fn handle_request(&mut self, ctx: &egui::Context, request: MenuRequest) {
        match request {
            MenuRequest::NewPuzzle => self.new_puzzle.open(),
            MenuRequest::Techniques => self.settings.open(),
            MenuRequest::Guide => self.guide.open(),
            MenuRequest::Experiments => self.experiments.open(),
            MenuRequest::Guessing(on) => {
                self.settings.set_guessing(on);
                self.controller
                    .handle(Action::SetTechniques(self.settings.enabled()));
            }
            MenuRequest::Open => self.background.open(ctx),
            MenuRequest::Save => {
                let name = self
                    .controller
                    .info()
                    .map_or("puzzle.sud".to_string(), |info| {
                        let stem = info
                            .name
                            .rsplit_once('.')
                            .map_or(info.name.as_str(), |s| s.0);
                        format!("{stem}.sud")
                    });
                self.background.save(ctx, &name);
            }
        }
    }
}

impl eframe::App for StepperApp {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.settings.to_stored());
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let mut actions = self.background.answers();
        if let Some(path) = dropped_file(ctx) {
            actions.push(Action::Open(path));
        }
        self.dispatch(ctx, actions);
        if let Some(job) = self.controller.take_rating_job() {
            self.background.rate(ctx, job);
        }
        if let Some(job) = self.controller.take_queued_step() {
            self.background.search(ctx, job);
        }
        let now = ctx.input(|i| i.time);
        match self.controller.tick(now) {
            Tick::Idle => {}
            Tick::Wait(wait) => ctx.request_repaint_after(Duration::from_secs_f64(wait)),
            Tick::Step(job, wait) => {
                self.background.search(ctx, job);
                ctx.request_repaint_after(Duration::from_secs_f64(wait));
            }
        }
        let title = self.title();
        if title != self.shown_title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        let theme = Theme::for_visuals(&ctx.global_style().visuals);
        let mut actions = Vec::new();
        let mut request = self.shortcuts(&ctx, &mut actions);
        egui::Panel::top("menu").show(ui, |ui| {
            if let Some(menu_request) = menu_ui(
                ui,
                &self.controller,
                &mut self.show_candidates,
                &mut actions,
            ) {
                request = Some(menu_request);
            }
            controls_ui(ui, &self.controller, &mut actions);
            play_ui(ui, &self.controller, &mut actions);
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            status_ui(ui, &self.controller);
        });
        let log_len = self.controller.log().len();
        egui::Panel::right("log")
            .resizable(true)
            .default_size(400.0)
            .show(ui, |ui| {
                log_ui(
                    ui,
                    &self.controller,
                    log_len != self.seen_log_len,
                    &mut actions,
                );
            });
        self.seen_log_len = log_len;
        egui::CentralPanel::default().show(ui, |ui| match self.controller.shown_grid() {
            Some(grid) => {
                let wrong = self.controller.wrong_digits();
                let view = BoardView {
                    grid,
                    step: self.controller.shown_step(),
                    show_candidates: self.show_candidates,
                    focus: self.controller.focus(),
                    wrong: &wrong,
                };
                if let Some(cell) = board_ui(ui, &view, &theme) {
                    actions.push(Action::FocusCell(Some(cell)));
                }
            }
            None => {
                ui.label("No puzzle loaded. Use File > Open or drop a file on the window.");
            }
        });
        self.new_puzzle.ui(&ctx, &self.background);
        self.settings.ui(&ctx, &mut actions);
        self.guide.ui(&ctx, &mut actions);
        self.experiments.ui(&ctx, self.controller.techniques());
        self.all_steps.ui(&ctx, &self.controller, &mut actions);
        error_dialog_ui(&ctx, &self.controller, &mut actions);
        if let Some(request) = request {
            self.handle_request(&ctx, request);
        }
        self.dispatch(&ctx, actions);
    }
}

/// Opens the app window and runs it until it is closed.
pub fn run(path: Option<PathBuf>) -> anyhow::Result<()> {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()));
    if cfg!(target_os = "linux") && !has_display {
        anyhow::bail!(
            "cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). \
             For headless use, run a subcommand such as `sudoku-stepper solve FILE` \
             (see `sudoku-stepper --help`)."
        );
    }
    let app = StepperApp::new(path);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(app.title())
            .with_inner_size([1180.0, 800.0])
            .with_min_inner_size([640.0, 480.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        "Sudoku Stepper",
        options,
        Box::new(|creation| {
            let mut app = app;
            if let Some(stored) = creation
                .storage
                .and_then(|s| eframe::get_value::<Vec<(String, bool)>>(s, STORAGE_KEY))
            {
                app.restore_settings(&stored);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
