//! The desktop app shell: the only module that uses eframe, egui and rfd. It draws the panels, the
//! board and the windows from the controller, turns clicks, keys and dropped files into
//! `Command`s and `Action`s, hands the actions to the controller, and gives the `Effect`s the
//! controller returns to the executor, whose replies go back to the controller at the start of
//! the next frame. A running Solve is advanced from the egui input clock and repaints only when
//! the controller asks, so the app uses no CPU while idle.

mod all_steps;
mod board;
pub mod commands;
mod difficulty_window;
mod executor;
mod experiments_window;
#[cfg(not(target_arch = "wasm32"))]
mod frame_bench;
mod guide_window;
mod kept_game;
mod new_puzzle;
mod panels;
mod path_box;
mod progress_window;
mod proof_panel;
mod settings;
mod technique_settings;
mod theme;
#[cfg(target_arch = "wasm32")]
pub mod web;
mod window;

use std::path::PathBuf;

use eframe::egui::scroll_area::ScrollBarVisibility;
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, text_selection::LabelSelectionState};

use crate::controller::{Action, Controller, Effect, InlineExecutor};
use crate::i18n::Language;
use crate::message::Explained;
use crate::model::Notation;
use crate::model::{Cell, Digit, Grid};
use crate::picture::{BoardView, Placement, candidate_size};
use crate::tasks::explain::Question;
use crate::tasks::profile::ProfileFile;
use crate::tasks::samples::default_sample;
use board::{board_ui, cell_id};
use commands::{Command, DIGIT_KEYS, Does, TABLE, Zoom};
use executor::{Executor, dropped_file};
pub use kept_game::KeptGameFile;
use panels::{
    controls_ui, drill_ui, error_dialog_ui, hint_ui, log_ui, menu_ui, play_ui,
    replacement_dialog_ui, resume_dialog_ui, see_ui, status_ui,
};
use path_box::PathBox;
use proof_panel::proof_ui;
use settings::{COLOUR_BLIND_THEME, data_folder, theme_name, theme_named};
pub use settings::{Settings, SettingsFile};
use theme::palette_for;
use window::{Stacking, Windows};

pub use commands::key_table;
#[cfg(not(target_arch = "wasm32"))]
pub use frame_bench::{FrameFigures, bench_frames};

/// The app: the controller, the executor of its effects, and what only the view cares about
/// (which windows are open and their unsent form fields).
pub struct StepperApp {
    controller: Controller,
    executor: Executor,
    effects: Vec<Effect>,
    windows: Windows,
    shown_title: String,
    seen_log_len: usize,
    paste_asked: bool,
    awaiting_paste: bool,
    zoom: f32,
    revealed_focus: Option<Cell>,
    /// The chosen cell the keyboard focus was last moved to (see `sync_cell_focus`).
    focus_synced: Option<Cell>,
    /// The File menu's button, which F10 gives the keyboard focus to.
    first_menu: Option<egui::Id>,
    /// Whether F10 asked for the menus this frame.
    menus_focus_asked: bool,
    first_digit: Option<u8>,
    typing_note: Option<String>,
    path_box: PathBox,
    settings_file: Option<SettingsFile>,
    settings_note: Option<String>,
    profile_file: Option<ProfileFile>,
    profile_note: Option<String>,
    kept_game: Option<KeptGameFile>,
    kept_game_note: Option<String>,
    zoom_note: Option<String>,
    board_right: f32,
    board_top: f32,
    /// The bottom of the hint and proof panels at the top of the log's panel, when they show:
    /// no floating window goes above it, so none covers them.
    explained_bottom: Option<f32>,
    stacking: Stacking,
    pending_theme: Option<egui::ThemePreference>,
}

/// The step log's narrowest and default width, in points.
const LOG_WIDTH: (f32, f32) = (280.0, 400.0);

/// The most of the window's width the step log may take, so a long proof never squeezes the
/// board: the panel scrolls instead.
const LOG_SHARE: f32 = 0.42;

/// The smallest candidate, in pixels, a student can read; below it the status bar says to zoom.
const SMALLEST_CANDIDATE: f32 = 9.0;

/// Below this width, in points, an upright window has the log under the board instead of
/// beside it.
const NARROW_WINDOW: f32 = 600.0;

/// The board's least margin in its panel, in points.
const BOARD_MARGIN: f32 = 16.0;

/// The gap between a floating window and the board or the window's edge, in points.
const WINDOW_GAP: f32 = 8.0;

/// The narrowest a floating window opens, in points.
const NARROWEST_WINDOW: f32 = 320.0;

/// How much one Zoom in or Zoom out changes the board's size.
const ZOOM_STEP: f32 = 1.25;

/// The largest zoom: the board five times the size of its panel.
const MAX_ZOOM: f32 = 5.0;

impl StepperApp {
    /// An app with the file at `path` loaded, or the bundled sample when `None`; its jobs run on
    /// background threads. A file that cannot be read leaves the sample loaded and shows the
    /// error.
    pub fn new(path: Option<PathBuf>) -> StepperApp {
        StepperApp::with_executor(path, Executor::for_platform())
    }

    /// The same app with its jobs run in order on the UI thread, one frame after they start, and
    /// file dialogs answered by `executor` (for tests: deterministic, never waiting).
    pub fn inline(path: Option<PathBuf>, executor: InlineExecutor) -> StepperApp {
        StepperApp::with_executor(path, Executor::Inline(executor))
    }

    fn with_executor(path: Option<PathBuf>, executor: Executor) -> StepperApp {
        let mut app = StepperApp {
            controller: Controller::new(),
            executor,
            effects: Vec::new(),
            windows: Windows::default(),
            shown_title: String::new(),
            seen_log_len: 0,
            paste_asked: false,
            awaiting_paste: false,
            zoom: 1.0,
            revealed_focus: None,
            focus_synced: None,
            first_menu: None,
            menus_focus_asked: false,
            first_digit: None,
            typing_note: None,
            path_box: PathBox::default(),
            settings_file: None,
            settings_note: None,
            profile_file: None,
            profile_note: None,
            kept_game: None,
            kept_game_note: None,
            zoom_note: None,
            board_right: 0.0,
            board_top: 0.0,
            explained_bottom: None,
            stacking: Stacking::default(),
            pending_theme: None,
        };
        let sample = default_sample();
        let effects = app.controller.open_bundled(sample.name, sample.text);
        app.effects.extend(effects);
        app.apply(path.map(Action::Open).into_iter().collect());
        app
    }

    /// Counts `date` as today from now on (the puzzle of the day, the profile's dates), in place
    /// of the local date: a test's fixed calendar.
    pub fn fix_today(&mut self, date: chrono::NaiveDate) {
        self.controller.fix_today(date);
    }

    /// The controller, for reading the state.
    pub fn controller(&self) -> &Controller {
        &self.controller
    }

    /// The window title: the app's name and the puzzle's.
    pub fn title(&self) -> String {
        match self.controller.info() {
            Some(info) => format!("Sudoku Stepper - {}", info.name),
            None => "Sudoku Stepper".to_string(),
        }
    }

    /// Whether a job or dialog is under way, or effects wait to be run.
    pub fn is_busy(&self) -> bool {
        let queued = self.executor.is_queued();
        self.controller.is_busy() || queued || !self.effects.is_empty()
    }

    /// With the inline executor: holds its queued jobs (true) or lets them run on the next frames
    /// (false), so a test can see a job under way and cancel it.
    pub fn hold_jobs(&mut self, held: bool) {
        if let Some(inline) = self.executor.inline() {
            inline.hold(held);
        }
    }

    /// With the inline executor: the next file or folder dialog answers `path` (`None`: closed
    /// without one), as a user would.
    pub fn answer_next_dialog(&mut self, path: Option<PathBuf>) {
        if let Some(inline) = self.executor.inline() {
            inline.answer_next_dialog(path);
        }
    }

    /// Hands `actions` to the controller in order; their effects run from the next frame on.
    pub fn apply(&mut self, actions: Vec<Action>) {
        for action in actions {
            let effects = self.controller.handle(action);
            self.effects.extend(effects);
        }
    }

    /// Uses the technique order stored by an earlier run.
    pub fn restore_settings(&mut self, stored: &[(String, bool)]) {
        self.apply(vec![Action::RestoreTechniques(stored.to_vec())]);
    }

    /// Keeps the settings (technique order, cell names, theme, judging of moves) in `file` from
    /// now on, written the moment they change; first takes the settings it holds, if any (true
    /// then; the theme is set in the first frame).
    pub fn keep_settings_in(&mut self, mut file: SettingsFile) -> bool {
        let stored = file.load();
        if let Some(settings) = &stored {
            self.restore_settings(&settings.techniques);
            if let Some(notation) = Notation::from_name(&settings.notation) {
                self.apply(vec![Action::SetNotation(notation)]);
            }
            self.apply(vec![
                Action::RecogniseMoves(settings.recognise_moves),
                Action::SetTextSize(settings.text_size),
                Action::RestoreRecentFiles(settings.recent.clone()),
            ]);
            if let Some(language) = Language::from_code(&settings.language) {
                self.apply(vec![Action::SetLanguage(language)]);
            }
            let colour_blind = settings.theme == COLOUR_BLIND_THEME;
            self.apply(vec![Action::ColourBlindColours(colour_blind)]);
            self.pending_theme = if colour_blind {
                Some(egui::ThemePreference::Light)
            } else {
                theme_named(&settings.theme)
            };
        }
        self.settings_file = Some(file);
        stored.is_some()
    }

    /// Keeps the learner's profile in `file` from now on, written the moment it changes; first
    /// takes the profile it holds (a file that is refused is moved aside, and the error dialog
    /// says so).
    pub fn keep_profile_in(&mut self, mut file: ProfileFile) {
        let (profile, refusal) = file.load();
        self.apply(vec![Action::RestoreProfile {
            profile: Box::new(profile),
            refusal: refusal.map(|error| error.message()),
        }]);
        self.profile_file = Some(file);
    }

    /// Keeps the game in progress in `file` from now on (see `kept_game`); first, when `offer`,
    /// offers to resume the game it holds.
    pub fn keep_game_in(&mut self, file: KeptGameFile, offer: bool) {
        if let Some(text) = file.load().filter(|_| offer) {
            self.apply(vec![Action::OfferKeptGame(text)]);
        }
        self.kept_game = Some(file);
    }

    /// Writes the game in progress to its file when it changed (see `KeptGameFile::keep`).
    fn keep_game(&mut self, ctx: &egui::Context) {
        let Some(file) = &mut self.kept_game else {
            return;
        };
        match file.keep(&self.controller, ctx.input(|i| i.time)) {
            Ok(Some(wait)) => ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait)),
            Ok(None) => {}
            Err(note) => self.kept_game_note = Some(note),
        }
    }

    /// Writes the learner's profile to its file when it changed since it was last written.
    fn keep_profile(&mut self) {
        let Some(file) = &mut self.profile_file else {
            return;
        };
        self.profile_note = file
            .keep(self.controller.profile())
            .err()
            .map(|error| self.controller.render(&error.message()));
    }

    /// Where a floating window first opens: right of the board and level with its top, over the
    /// step log, so it hides none of the board's columns nor the toolbar (on a window too narrow
    /// for that, at least 320 points wide at the right edge); below the hint and proof panels
    /// when they show.
    fn beside_board(&self, ctx: &egui::Context) -> egui::Rect {
        let content = ctx.content_rect();
        let left = (self.board_right + WINDOW_GAP).min(content.right() - NARROWEST_WINDOW);
        let top = self
            .board_top
            .max(
                self.explained_bottom
                    .map_or(0.0, |bottom| bottom + WINDOW_GAP),
            )
            .max(content.top());
        egui::Rect::from_min_max(
            egui::pos2(left.max(content.left()), top),
            egui::pos2(content.right() - WINDOW_GAP, content.bottom() - WINDOW_GAP),
        )
    }

    /// Where floating windows may be: the window's content, below the hint and proof panels
    /// when they show.
    fn window_bounds(&self, ctx: &egui::Context) -> egui::Rect {
        let content = ctx.content_rect();
        let top = self
            .explained_bottom
            .unwrap_or(content.top())
            .max(content.top());
        egui::Rect::from_min_max(egui::pos2(content.left(), top), content.max)
    }

    /// Writes the settings to the settings file when they changed since it was last written.
    fn keep_settings(&mut self, ctx: &egui::Context) {
        let Some(file) = &mut self.settings_file else {
            return;
        };
        let current = Settings {
            techniques: self.controller.technique_order().to_stored(),
            notation: self.controller.notation().name().to_string(),
            theme: if self.controller.colour_blind_colours() {
                COLOUR_BLIND_THEME
            } else {
                theme_name(ctx.options(|o| o.theme_preference))
            }
            .to_string(),
            recognise_moves: self.controller.recognises_moves(),
            text_size: self.controller.text_size(),
            language: self.controller.language().code().to_string(),
            recent: self.controller.recent_files().to_vec(),
        };
        if let Err(error) = file.keep(current) {
            self.settings_note = Some(error);
        }
    }

    /// What `command` asks of the controller; commands that only open a window open it here.
    fn command(&mut self, command: Command, dark: bool) -> Option<Action> {
        match command.row().does {
            Does::Act(act) => Some(act(&self.controller, dark)),
            Does::Open(kind, act) => {
                self.windows.open(kind);
                act.map(|act| act(&self.controller, dark))
            }
            Does::Zoom(zoom) => {
                self.zoom = match zoom {
                    Zoom::In => (self.zoom * ZOOM_STEP).min(MAX_ZOOM),
                    Zoom::Out => (self.zoom / ZOOM_STEP).max(1.0),
                    Zoom::Fit => 1.0,
                };
                None
            }
            Does::Paste => {
                self.paste_asked = true;
                None
            }
            Does::FocusMenus => {
                self.menus_focus_asked = true;
                None
            }
            Does::Nothing => None,
        }
    }

    /// A digit key typed: at once on boards up to 9x9; above, a digit that can begin a number of
    /// the board (1 on 16x16, 1 or 2 on 25x25) waits for a second digit (or Enter for itself),
    /// and the note in the status bar says so.
    fn typed_digit(&mut self, value: u8, n: usize) -> Option<Action> {
        let typed = match self.first_digit.take() {
            Some(first) => {
                let number = first * 10 + value;
                if usize::from(number) <= n {
                    Some(number)
                } else {
                    self.typing_note = Some(format!(
                        "{number} is not a digit of this {n}x{n} board: type it again."
                    ));
                    return None;
                }
            }
            None if value == 0 => None,
            None if n > 9 && usize::from(value) * 10 <= n => {
                self.first_digit = Some(value);
                let highest = (usize::from(value) * 10 + 9).min(n);
                self.typing_note = Some(self.controller.language().text_with(
                    "typing-note",
                    &[
                        ("value", &value.to_string()),
                        ("lowest", &(usize::from(value) * 10).to_string()),
                        ("highest", &highest.to_string()),
                    ],
                ));
                return None;
            }
            None => Some(value),
        };
        self.typing_note = None;
        typed.map(|digit| Action::Type(Digit::new(digit)))
    }

    /// What the system clipboard sent this frame: Ctrl+C arrives as a copy event and Ctrl+V (or
    /// the Paste entry's request) as the pasted text, not as keys. A copy event while label text
    /// is selected copies that text, not the position; while a text field has the keyboard,
    /// pasted text is its own. A paste asked for by the menu that brings no text says so.
    fn clipboard_events(
        &mut self,
        ctx: &egui::Context,
        commands: &mut Vec<Command>,
        actions: &mut Vec<Action>,
    ) {
        let awaiting = std::mem::take(&mut self.awaiting_paste);
        if ctx.egui_wants_keyboard_input() && !awaiting {
            return;
        }
        let label_selected = ctx
            .with_plugin(|labels: &mut LabelSelectionState| labels.has_selection())
            .unwrap_or(false);
        let mut pasted = None;
        ctx.input(|input| {
            for event in &input.events {
                match event {
                    egui::Event::Copy if !label_selected => commands.push(Command::CopyPosition),
                    egui::Event::Paste(text) => pasted = Some(text.clone()),
                    _ => {}
                }
            }
        });
        if pasted.is_some() || awaiting {
            actions.push(Action::Paste(pasted));
        }
    }

    /// Asks the system for the clipboard's text after the Paste entry (or Ctrl+V as a key);
    /// it arrives as a paste event in the next frame. In the browser, Ctrl+V brings the
    /// browser's own paste event, and the entry has the page read the clipboard (see
    /// `web::read_clipboard`).
    fn request_paste(&mut self, ctx: &egui::Context) {
        let browser_pastes = cfg!(target_arch = "wasm32")
            && ctx.input(|i| i.modifiers.command && i.key_pressed(Key::V));
        if std::mem::take(&mut self.paste_asked) && !browser_pastes {
            #[cfg(target_arch = "wasm32")]
            web::read_clipboard(ctx);
            #[cfg(not(target_arch = "wasm32"))]
            {
                ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                ctx.request_repaint();
                self.awaiting_paste = true;
            }
        }
    }

    /// A ring round the widget that holds the keyboard focus, drawn above everything, so a
    /// student who moves with Tab always sees where they are (egui alone draws a focused button
    /// like a hovered one). The chosen cell has the board's own outline instead. Only the
    /// keyboard gives a button the focus: a click does not, so no ring follows the mouse.
    fn focus_ring(&self, ctx: &egui::Context) {
        let Some(focused) = ctx.memory(|m| m.focused()) else {
            return;
        };
        if self.chosen_cell_focused(ctx) {
            return;
        }
        let Some(widget) = ctx.read_response(focused) else {
            return;
        };
        let stroke = egui::Stroke::new(2.0, ctx.global_style().visuals.selection.stroke.color);
        ctx.layer_painter(egui::LayerId::new(
            egui::Order::Tooltip,
            egui::Id::unique("keyboard focus ring"),
        ))
        .rect_stroke(
            widget.rect.expand(2.0),
            4.0,
            stroke,
            egui::StrokeKind::Outside,
        );
    }

    /// Whether the chosen cell holds the keyboard focus.
    fn chosen_cell_focused(&self, ctx: &egui::Context) -> bool {
        let focused = ctx.memory(|m| m.focused());
        focused.is_some() && focused == self.controller.focus().map(cell_id)
    }

    /// Moves the keyboard focus to the chosen cell when it has changed since the last frame (so
    /// a screen reader reads it), and off the board when no cell is chosen any more. It runs at
    /// the start of a frame: egui moves the focus by an arrow key at the end of the frame that
    /// read it, so a focus given in that frame would not stay.
    fn sync_cell_focus(&mut self, ctx: &egui::Context) {
        let chosen = self.controller.focus();
        if chosen == self.focus_synced {
            return;
        }
        match chosen {
            Some(cell) => ctx.memory_mut(|m| m.request_focus(cell_id(cell))),
            None => {
                if let Some(cell) = self.focus_synced {
                    ctx.memory_mut(|m| m.surrender_focus(cell_id(cell)));
                }
            }
        }
        self.focus_synced = chosen;
    }

    /// The keys pressed this frame, as commands and actions. The play keys come first: while a
    /// cell is chosen the arrow keys move it, Escape lets it go, Delete and Backspace empty it;
    /// digits type into it. With no cell chosen an arrow key chooses r1c1: arrows never step.
    /// Shortcuts with more modifiers are tried first, so Ctrl+Shift+Z is not Ctrl+Z.
    fn keys(
        &mut self,
        ctx: &egui::Context,
        commands: &mut Vec<Command>,
        actions: &mut Vec<Action>,
    ) {
        let presses = |shortcut: &KeyboardShortcut| {
            ctx.input_mut(|i| i.count_and_consume_key(shortcut.modifiers, shortcut.logical_key))
        };
        for shortcut in Command::FocusMenus.shortcuts() {
            commands.extend(std::iter::repeat_n(Command::FocusMenus, presses(&shortcut)));
        }
        if ctx.egui_wants_keyboard_input() && !self.chosen_cell_focused(ctx) {
            return;
        }
        let n = self.controller.grid().map_or(9, Grid::n);
        for (value, key) in (0..).zip(std::iter::once(Key::Num0).chain(DIGIT_KEYS)) {
            for _ in 0..presses(&KeyboardShortcut::new(Modifiers::NONE, key)) {
                actions.extend(self.typed_digit(value, n));
            }
        }
        if let Some(first) = self.first_digit {
            if presses(&KeyboardShortcut::new(Modifiers::NONE, Key::Enter)) > 0 {
                self.first_digit = None;
                self.typing_note = None;
                actions.push(Action::Type(Digit::new(first)));
            } else if presses(&KeyboardShortcut::new(Modifiers::NONE, Key::Escape)) > 0 {
                self.first_digit = None;
                self.typing_note = None;
            }
        }
        if self.controller.focus().is_some() {
            let moves = [
                (Key::ArrowUp, -1, 0),
                (Key::ArrowDown, 1, 0),
                (Key::ArrowLeft, 0, -1),
                (Key::ArrowRight, 0, 1),
            ];
            for (key, rows, cols) in moves {
                let moved = presses(&KeyboardShortcut::new(Modifiers::NONE, key));
                actions.extend(std::iter::repeat_n(Action::MoveFocus { rows, cols }, moved));
            }
            if presses(&KeyboardShortcut::new(Modifiers::NONE, Key::Escape)) > 0 {
                actions.push(Action::FocusCell(None));
            }
            for key in [Key::Delete, Key::Backspace] {
                let erased = presses(&KeyboardShortcut::new(Modifiers::NONE, key));
                commands.extend(std::iter::repeat_n(Command::Erase, erased));
            }
        } else if self.controller.grid().is_some()
            && [
                Key::ArrowUp,
                Key::ArrowDown,
                Key::ArrowLeft,
                Key::ArrowRight,
            ]
            .into_iter()
            .map(|key| presses(&KeyboardShortcut::new(Modifiers::NONE, key)))
            .sum::<usize>()
                > 0
        {
            actions.push(Action::FocusCell(Some(Cell::new(0))));
        } else if self.controller.lens().digit.is_some()
            && presses(&KeyboardShortcut::new(Modifiers::NONE, Key::Escape)) > 0
        {
            actions.push(Action::HighlightDigit(None));
        }
        let mut shortcuts: Vec<(Command, KeyboardShortcut)> = TABLE
            .iter()
            .flat_map(|row| {
                row.command
                    .shortcuts()
                    .into_iter()
                    .map(move |s| (row.command, s))
            })
            .collect();
        let weight = |s: &KeyboardShortcut| {
            u8::from(s.modifiers.command) + u8::from(s.modifiers.shift) + u8::from(s.modifiers.alt)
        };
        shortcuts.sort_by_key(|(_, s)| std::cmp::Reverse(weight(s)));
        for (command, shortcut) in shortcuts {
            commands.extend(std::iter::repeat_n(command, presses(&shortcut)));
        }
    }
}

impl eframe::App for StepperApp {
    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        if let Some(file) = &mut self.kept_game {
            self.kept_game_note = file.flush(&self.controller).err();
        }
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        for reply in self.executor.replies() {
            let effects = self.controller.receive(reply);
            self.effects.extend(effects);
        }
        let mut actions: Vec<Action> = dropped_file(ctx).map(Action::Open).into_iter().collect();
        #[cfg(target_arch = "wasm32")]
        {
            web::read_dropped(ctx);
            actions.extend(web::dropped_files());
            actions.extend(web::clipboard_text());
            actions.extend(web::changed_address(&self.controller));
        }
        actions.push(Action::Tick(ctx.input(|i| i.time)));
        self.apply(actions);
        self.executor.execute(
            ctx,
            std::mem::take(&mut self.effects),
            self.controller.language(),
        );
        #[cfg(target_arch = "wasm32")]
        {
            web::report(&self.controller);
            web::mirror(&self.controller);
        }
        let title = self.title();
        if title != self.shown_title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        if let Some(theme) = self.pending_theme.take() {
            ctx.set_theme(theme);
        }
        if ctx.options(|o| o.zoom_with_keyboard) {
            ctx.options_mut(|o| o.zoom_with_keyboard = false);
        }
        let text_scale = f32::from(self.controller.text_size()) / 100.0;
        if ctx.zoom_factor() != text_scale {
            ctx.set_zoom_factor(text_scale);
        }
        let palette = palette_for(
            &ctx.global_style().visuals,
            self.controller.colour_blind_colours(),
        );
        // Read before the keys are taken from the input: actions without a key or click behind
        // them (a window asking for work it waits for) and the pointer merely moving leave the
        // frame as drawn (see `request_discard` below).
        let pressed_or_clicked = ctx.input(|i| {
            i.events.iter().any(|event| {
                !matches!(
                    event,
                    egui::Event::PointerMoved(_)
                        | egui::Event::MouseMoved(_)
                        | egui::Event::PointerGone
                        | egui::Event::WindowFocused(_)
                )
            })
        });
        let mut actions = Vec::new();
        let mut commands = Vec::new();
        self.sync_cell_focus(&ctx);
        self.clipboard_events(&ctx, &mut commands, &mut actions);
        self.keys(&ctx, &mut commands, &mut actions);
        // With larger text the Play and See bars go to the top of the log's panel, so the
        // toolbar's rows leave the board more of the window's height.
        // On a narrow upright page (a phone) the log goes under the board, which keeps the width.
        let page = ctx.content_rect();
        let narrow = page.width() < NARROW_WINDOW && page.width() < page.height();
        let bars_beside = self.controller.text_size() > 100 && !narrow && page.height() >= 380.0;
        egui::Panel::top("menu").show(ui, |ui| {
            self.first_menu = menu_ui(ui, &self.controller, &mut commands, &mut actions);
            controls_ui(ui, &self.controller, &mut commands, &mut actions);
            if !bars_beside {
                play_ui(ui, &self.controller, &mut commands, &mut actions);
                see_ui(ui, &self.controller, &mut commands, &mut actions);
            }
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            status_ui(
                ui,
                &self.controller,
                self.typing_note
                    .as_deref()
                    .or(self.settings_note.as_deref())
                    .or(self.profile_note.as_deref())
                    .or(self.kept_game_note.as_deref())
                    .or(self.zoom_note.as_deref()),
                &mut commands,
            );
        });
        let log_len = self.controller.log().len();
        // The log gives way first: it never takes the room a square board of the panels'
        // height needs (at a large text size the toolbars take more of the height).
        let room = ui.available_rect_before_wrap();
        let leaves_board = room.width() - room.height() - BOARD_MARGIN;
        let widest_log = (ctx.content_rect().width() * LOG_SHARE)
            .min(leaves_board)
            .max(LOG_WIDTH.0);
        let log_panel = if narrow {
            egui::Panel::bottom("log under the board")
                .resizable(true)
                .default_size(room.height() - room.width().min(room.height() * 0.6))
        } else {
            egui::Panel::right("log")
                .resizable(true)
                .default_size(LOG_WIDTH.1.min(widest_log))
                .size_range(LOG_WIDTH.0..=widest_log)
        };
        log_panel.show(ui, |ui| {
            if bars_beside {
                play_ui(ui, &self.controller, &mut commands, &mut actions);
                see_ui(ui, &self.controller, &mut commands, &mut actions);
                ui.separator();
            }
            let top = ui.cursor().top();
            drill_ui(ui, &self.controller);
            hint_ui(ui, &self.controller);
            let below_hint = ui.cursor().top();
            let proof_controls = proof_ui(ui, &self.controller, &mut commands);
            self.explained_bottom = proof_controls
                .or((below_hint > top).then_some(below_hint))
                .filter(|_| !narrow);
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
                let typed = self.controller.typed_digits();
                let peers = self.controller.peers_shown();
                let view = BoardView {
                    grid,
                    step: self.controller.shown_step(),
                    show_candidates: self.controller.shows_candidates(),
                    focus: self.controller.focus(),
                    wrong: &wrong,
                    typed: &typed,
                    lens: self.controller.lens(),
                    peers: &peers,
                    colours: self.controller.shown_colours(),
                    notation: self.controller.notation(),
                };
                let available = ui.available_size();
                let fit = available.x.min(available.y).max(120.0);
                let zoom = self.zoom;
                let controller_language = self.controller.language();
                let cell = Placement::of_grid(fit * zoom, grid).cell_size();
                let pixels = candidate_size(grid.layout(), cell) * ctx.pixels_per_point();
                self.zoom_note = (self.controller.shows_candidates()
                    && pixels < SMALLEST_CANDIDATE)
                    .then(|| controller_language.text("zoom-note"));
                let controller = &self.controller;
                let readings = || {
                    let readings = controller.cell_readings();
                    readings.iter().map(|r| controller.render(r)).collect()
                };
                let focus = self.controller.focus();
                let reveal = focus.is_some() && focus != self.revealed_focus;
                self.revealed_focus = focus;
                let input = if zoom > 1.0 {
                    ui.style_mut().spacing.scroll = egui::style::ScrollStyle::solid();
                    egui::ScrollArea::both()
                        .id_salt("zoomed board")
                        .auto_shrink(false)
                        .scroll_bar_visibility(ScrollBarVisibility::AlwaysVisible)
                        .show(ui, |ui| {
                            board_ui(
                                ui,
                                &view,
                                palette,
                                fit * zoom,
                                reveal,
                                readings,
                                controller_language,
                            )
                        })
                        .inner
                } else {
                    let margin = ((available.x - fit) / 2.0).max(0.0);
                    ui.horizontal(|ui| {
                        ui.add_space(margin);
                        board_ui(
                            ui,
                            &view,
                            palette,
                            fit,
                            false,
                            readings,
                            controller_language,
                        )
                    })
                    .inner
                };
                actions.extend(input.focused.map(|cell| Action::FocusCell(Some(cell))));
                match (self.controller.paint(), input.clicked_candidate) {
                    (Some(_), Some(candidate)) => actions.push(Action::Paint(candidate)),
                    _ => actions.extend(input.clicked.map(|cell| Action::FocusCell(Some(cell)))),
                }
                if let Some(candidate) = input.asked {
                    actions.push(Action::Ask(Question::about(grid, candidate)));
                }
                self.board_right = ui.min_rect().right();
                self.board_top = ui.min_rect().top();
            }
            None => {
                ui.label(self.controller.language().text("no-puzzle-loaded"));
            }
        });
        let place = (self.beside_board(&ctx), self.window_bounds(&ctx));
        self.stacking.begin(&ctx);
        self.windows.show_all(
            &ctx,
            (&self.controller, &mut self.stacking),
            &mut actions,
            place,
        );
        error_dialog_ui(&ctx, &self.controller, &mut actions);
        replacement_dialog_ui(&ctx, &self.controller, &mut actions);
        resume_dialog_ui(&ctx, &self.controller, &mut actions);
        self.path_box.ui(&ctx, &self.controller, &mut actions);
        let acted = pressed_or_clicked
            && (!commands.is_empty()
                || actions
                    .iter()
                    .any(|action| !matches!(action, Action::SetSpeed(_))));
        let dark = ctx.global_style().visuals.dark_mode;
        for command in commands {
            actions.extend(self.command(command, dark));
        }
        self.request_paste(&ctx);
        if let Some(menu) = self
            .first_menu
            .filter(|_| std::mem::take(&mut self.menus_focus_asked))
        {
            ctx.memory_mut(|m| m.request_focus(menu));
        }
        self.apply(actions);
        self.executor.execute(
            &ctx,
            std::mem::take(&mut self.effects),
            self.controller.language(),
        );
        if acted {
            // The frame drew what was there before the student's key or click: egui draws it
            // again at once (a second pass; the first one's picture is never shown), so the
            // change shows now instead of a frame later. The speed slider, dragged over many
            // frames, is left out: each of its frames would be drawn twice.
            ctx.request_discard("the student's action changed what the window shows");
        }
        self.keep_settings(&ctx);
        self.keep_profile();
        self.keep_game(&ctx);
        self.focus_ring(&ctx);
    }
}

/// The name of the learner's profile in the app's data folder.
const PROFILE_FILE_NAME: &str = "profile.json";

/// Opens the app window and runs it until it is closed.
#[cfg(not(target_arch = "wasm32"))]
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
    let opened_a_file = path.is_some();
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
        Box::new(move |_creation| Ok(Box::new(started(app, opened_a_file)))),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}

/// `app` as eframe starts it: keeping its settings, the learner's profile and the game in
/// progress in the data folder (see `settings::data_folder`).
fn started(mut app: StepperApp, opened_a_file: bool) -> StepperApp {
    if let Some(folder) = data_folder() {
        app.keep_profile_in(ProfileFile::at(folder.join(PROFILE_FILE_NAME)));
        let file = KeptGameFile::at(folder.join(kept_game::FILE_NAME));
        app.keep_game_in(file, !opened_a_file);
    }
    if let Some(file) = SettingsFile::in_data_folder() {
        app.keep_settings_in(file);
    }
    app
}
