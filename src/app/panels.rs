//! The panels around the board: the menu bar, the step controls, the play bar, the See bar (lens
//! and colouring), the step log, the status bar and the error dialog. Each reads the controller and returns the `Command`s and
//! `Action`s the user asked for; labels, tooltips and key hints come from `Command`.

use eframe::egui::{self, RichText};

use super::all_steps::affected_summary;
use super::commands::{Command, Menu, TABLE};
use super::theme::{color, palette_for};
use crate::controller::{Action, Controller, Paint, SPEED_RANGE, TEXT_SIZES};
use crate::deduction::technique::{Level, Technique};
use crate::i18n::Language;
use crate::model::Digit;
use crate::model::Notation;
use crate::picture::paint_colour;
use crate::solver::SolutionCount;
use crate::tasks::curriculum::practice_rules;
use crate::tasks::drill::drillable;
use crate::tasks::samples::SAMPLES;

/// A menu entry for `command`, with its first key and its description as tooltip.
fn menu_entry(ui: &mut egui::Ui, command: Command, commands: &mut Vec<Command>, lang: Language) {
    if ui
        .button(command.menu_text(lang))
        .on_hover_text(command.tooltip(lang))
        .clicked()
    {
        commands.push(command);
    }
}

/// A toolbar button for `command` with its tooltip (description and keys).
fn command_button(
    ui: &mut egui::Ui,
    command: Command,
    label: &str,
    enabled: bool,
    commands: &mut Vec<Command>,
    lang: Language,
) {
    if ui
        .add_enabled(enabled, egui::Button::new(label))
        .on_hover_text(command.tooltip(lang))
        .on_disabled_hover_text(command.tooltip(lang))
        .clicked()
    {
        commands.push(command);
    }
}

/// A checkbox for a command that toggles `on`, with its tooltip.
fn command_checkbox(
    ui: &mut egui::Ui,
    command: Command,
    text: &str,
    on: bool,
    commands: &mut Vec<Command>,
    lang: Language,
) {
    let mut checked = on;
    if ui
        .checkbox(&mut checked, text)
        .on_hover_text(command.tooltip(lang))
        .changed()
    {
        commands.push(command);
    }
}

/// The File, Edit, View, Tools and Help menus, each listing its commands as the command table
/// orders them. Returns the File menu's button, which F10 gives the keyboard focus to.
pub fn menu_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) -> Option<egui::Id> {
    let lang = controller.language();
    egui::MenuBar::new()
        .ui(ui, |ui| {
            let mut first = None;
            for menu in Menu::ALL {
                let button = ui.menu_button(menu.title(lang), |ui| {
                    for row in TABLE.iter().filter(|row| row.menu == Some(menu)) {
                        if row.separated {
                            ui.separator();
                        }
                        menu_item(ui, row.command, controller, commands, actions);
                    }
                });
                first = first.or(Some(button.response.id));
            }
            first
        })
        .inner
}

/// One command's menu item: a submenu (the samples, the theme), a checkbox showing whether it is
/// on, or an entry.
fn menu_item(
    ui: &mut egui::Ui,
    command: Command,
    controller: &Controller,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    let on = match command {
        Command::OpenSample => return sample_menu(ui, actions, lang),
        Command::OpenRecent => return recent_menu(ui, controller, actions),
        Command::Theme => return theme_menu(ui, controller, actions),
        Command::TextSize => return text_size_menu(ui, controller, actions),
        Command::Language => return language_menu(ui, controller, actions),
        Command::Drill => return drill_menu(ui, actions, lang),
        Command::ToggleCandidates => controller.shows_candidates(),
        Command::ToggleRecognition => controller.recognises_moves(),
        Command::ToggleGuessing => controller.techniques().contains(&Technique::BruteForce),
        Command::ToggleNotation => controller.notation() == Notation::Letters,
        _ => return menu_entry(ui, command, commands, lang),
    };
    command_checkbox(ui, command, &command.menu_text(lang), on, commands, lang);
}

/// File > Open recent: the files opened or saved lately, latest first, each named by its file
/// name with its whole path on hover.
fn recent_menu(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    let lang = controller.language();
    ui.menu_button(Command::OpenRecent.label(lang), |ui| {
        let recent = controller.recent_files();
        if recent.is_empty() {
            ui.add_enabled(false, egui::Button::new(lang.text("no-recent-files")));
        }
        for path in recent {
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let entry = ui.button(name).on_hover_text(path.display().to_string());
            if entry.clicked() {
                actions.push(Action::Open(path.clone()));
            }
        }
    });
}

/// File > Drill a technique: a submenu per level, listing the techniques that have drills in
/// the default order, a variant technique with the rule its board has ("Cage Splitting
/// (Killer)").
fn drill_menu(ui: &mut egui::Ui, actions: &mut Vec<Action>, lang: Language) {
    ui.menu_button(Command::Drill.label(lang), |ui| {
        for level in Level::ALL {
            let techniques: Vec<Technique> = Technique::DEFAULT
                .into_iter()
                .filter(|&t| t.level() == level && drillable(t))
                .collect();
            if techniques.is_empty() {
                continue;
            }
            ui.menu_button(lang.text(level.key()), |ui| {
                for technique in techniques {
                    let rules = practice_rules(technique);
                    let label = if rules.is_classic() {
                        technique.name().to_string()
                    } else {
                        format!("{} ({})", technique.name(), rules.name())
                    };
                    if ui.button(label).clicked() {
                        actions.push(Action::StartDrill(technique));
                    }
                }
            });
        }
    });
}

/// File > Open sample: a bundled puzzle.
fn sample_menu(ui: &mut egui::Ui, actions: &mut Vec<Action>, lang: Language) {
    ui.menu_button(Command::OpenSample.label(lang), |ui| {
        for sample in SAMPLES {
            if ui.button(sample.name).clicked() {
                actions.push(Action::OpenText {
                    name: sample.name.to_string(),
                    text: sample.text.to_string(),
                });
            }
        }
    });
}

/// Take Step, Solve Puzzle / Stop Solving with its speed, Back, Redo, Reset, the hints and All
/// Steps.
pub fn controls_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    ui.horizontal_wrapped(|ui| {
        let button = |ui: &mut egui::Ui, command: Command, commands: &mut Vec<Command>| {
            command_button(ui, command, &command.label(lang), true, commands, lang);
        };
        button(ui, Command::TakeStep, commands);
        let solve_label = if controller.is_solving() {
            lang.text("stop-solving")
        } else {
            Command::ToggleSolve.label(lang)
        };
        command_button(ui, Command::ToggleSolve, &solve_label, true, commands, lang);
        let mut speed = controller.speed();
        let slider = egui::Slider::new(&mut speed, SPEED_RANGE)
            .text(lang.text("steps-per-second"))
            .max_decimals(0);
        if ui.add(slider).changed() {
            actions.push(Action::SetSpeed(speed));
        }
        button(ui, Command::Back, commands);
        let redo = Command::Redo;
        command_button(
            ui,
            redo,
            &redo.label(lang),
            controller.can_redo(),
            commands,
            lang,
        );
        button(ui, Command::Reset, commands);
        ui.separator();
        button(ui, Command::Hint, commands);
        let apply = Command::ApplyHint;
        let has_hint = controller.hint().is_some();
        command_button(ui, apply, &apply.label(lang), has_hint, commands, lang);
        button(ui, Command::AllSteps, commands);
        if let Some(drill) = controller.drill_progress() {
            ui.separator();
            let (number, of) = (drill.number.to_string(), drill.of.to_string());
            ui.label(lang.text_with(
                "drill-bar",
                &[
                    ("number", &number),
                    ("of", &of),
                    ("technique", drill.technique.name()),
                ],
            ));
            let check = Command::CheckDrill;
            command_button(ui, check, &check.label(lang), drill.ready, commands, lang);
            button(ui, Command::NextDrill, commands);
        }
    });
}

/// The play bar: a button per digit for the focused cell, Erase, pencil mode and the check of
/// placed digits against the solution.
pub fn play_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    let Some(grid) = controller.grid() else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.text("play-bar"))
            .on_hover_text(Command::PlayDigit.tooltip(lang));
        if digits_fit(ui, grid.n(), PLAY_BAR_REST) {
            for value in 1..=grid.n() as u8 {
                let button = egui::Button::new(value.to_string()).min_size(egui::vec2(22.0, 0.0));
                if ui.add(button).clicked() {
                    actions.push(Action::Type(Digit::new(value)));
                }
            }
        } else {
            let picked = digit_menu(
                ui,
                &lang.text("play-digit-menu"),
                grid.n(),
                &lang.text("play-digit-menu-none"),
                None,
            );
            actions.extend(picked.flatten().map(Action::Type));
        }
        let erase = Command::Erase;
        command_button(ui, erase, &erase.label(lang), true, commands, lang);
        let pencil = Command::TogglePencil;
        command_checkbox(
            ui,
            pencil,
            &pencil.label(lang),
            controller.is_pencil(),
            commands,
            lang,
        );
        let asking = Command::ToggleAsking;
        command_checkbox(
            ui,
            asking,
            &asking.label(lang),
            controller.is_asking(),
            commands,
            lang,
        );
        let check = Command::ToggleCheck;
        let checking = controller.shows_wrong_digits();
        command_checkbox(ui, check, &check.label(lang), checking, commands, lang);
    });
}

/// The width of a digit button with its spacing, in points: one figure, and two.
const DIGIT_BUTTON_WIDTH: (f32, f32) = (31.0, 39.0);

/// What the Play bar holds beside its digits (Erase and three checkboxes), in points.
const PLAY_BAR_REST: f32 = 380.0;

/// What the See bar holds beside its digits (two checkboxes and the colouring tool), in points.
const SEE_BAR_REST: f32 = 560.0;

/// Whether `n` digit buttons and `rest` more fit on one row of the bar.
fn digits_fit(ui: &egui::Ui, n: usize, rest: f32) -> bool {
    let (one, two) = DIGIT_BUTTON_WIDTH;
    let buttons = n.min(9) as f32 * one + n.saturating_sub(9) as f32 * two;
    buttons + rest <= ui.available_width()
}

/// A drop-down list of the digits 1 to `n` in place of a row of buttons too long for the window
/// (a big board in a small window): `Some(None)` when `none` was picked, `Some(Some(digit))` for
/// a digit, `None` when nothing was picked this frame.
fn digit_menu(
    ui: &mut egui::Ui,
    id: &str,
    n: usize,
    none: &str,
    chosen: Option<Digit>,
) -> Option<Option<Digit>> {
    let mut picked = None;
    let shown = chosen.map_or_else(|| none.to_string(), |digit| digit.to_string());
    let menu = egui::ComboBox::from_id_salt(id)
        .selected_text(shown)
        .width(64.0)
        .show_ui(ui, |ui| {
            if ui.selectable_label(chosen.is_none(), none).clicked() {
                picked = Some(None);
            }
            for value in 1..=n as u8 {
                let digit = Digit::new(value);
                if ui
                    .selectable_label(chosen == Some(digit), value.to_string())
                    .clicked()
                {
                    picked = Some(Some(digit));
                }
            }
        });
    menu.response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, id));
    picked
}

/// A View submenu for `command`: its label, what `contents` adds (a radio per choice) and its
/// tooltip.
fn command_submenu(
    ui: &mut egui::Ui,
    command: Command,
    contents: impl FnOnce(&mut egui::Ui),
    lang: Language,
) {
    ui.menu_button(command.label(lang), contents)
        .response
        .on_hover_text(command.tooltip(lang));
}

/// View > Theme: System, Light, Dark or Colour-blind safe (light visuals with the board in the
/// colour-blind-safe palette). egui keeps the visuals between runs with its memory, the
/// settings file keeps the choice.
fn theme_menu(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    let lang = controller.language();
    command_submenu(
        ui,
        Command::Theme,
        |ui| {
            let colour_blind = controller.colour_blind_colours();
            let current = ui.ctx().options(|o| o.theme_preference);
            for (preference, key) in [
                (egui::ThemePreference::System, "theme-system"),
                (egui::ThemePreference::Light, "theme-light"),
                (egui::ThemePreference::Dark, "theme-dark"),
            ] {
                if ui
                    .radio(!colour_blind && current == preference, lang.text(key))
                    .clicked()
                {
                    ui.ctx().set_theme(preference);
                    actions.push(Action::ColourBlindColours(false));
                }
            }
            if ui
                .radio(colour_blind, lang.text("theme-colour-blind"))
                .on_hover_text(lang.text("theme-colour-blind-does"))
                .clicked()
            {
                ui.ctx().set_theme(egui::ThemePreference::Light);
                actions.push(Action::ColourBlindColours(true));
            }
        },
        lang,
    );
}

/// View > Text size: 100% to 200%.
fn text_size_menu(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    let lang = controller.language();
    command_submenu(
        ui,
        Command::TextSize,
        |ui| {
            for percent in TEXT_SIZES {
                if ui
                    .radio(controller.text_size() == percent, format!("{percent}%"))
                    .clicked()
                {
                    actions.push(Action::SetTextSize(percent));
                }
            }
        },
        lang,
    );
}

/// View > Language: each language by its own name; the choice shows at once.
fn language_menu(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    let lang = controller.language();
    command_submenu(
        ui,
        Command::Language,
        |ui| {
            for choice in Language::ALL {
                if ui
                    .radio(controller.language() == choice, choice.own_name())
                    .clicked()
                {
                    actions.push(Action::SetLanguage(choice));
                }
            }
        },
        lang,
    );
}

/// The catalogue keys of a paint's name and of what its button does.
fn paint_keys(paint: Paint) -> (&'static str, &'static str) {
    match paint {
        Paint::Blue => ("paint-blue", "paint-blue-does"),
        Paint::Green => ("paint-green", "paint-green-does"),
        Paint::Orange => ("paint-orange", "paint-orange-does"),
        Paint::Pink => ("paint-pink", "paint-pink-does"),
    }
}

/// The See bar: a button per digit to highlight its places, the bivalue cells, the cells that
/// see the chosen cell, and the colouring tool's palette.
pub fn see_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    commands: &mut Vec<Command>,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    let Some(grid) = controller.grid() else {
        return;
    };
    let palette = palette_for(ui.visuals(), controller.colour_blind_colours());
    let lens = controller.lens();
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.text("see-bar"))
            .on_hover_text(Command::HighlightDigit.tooltip(lang));
        let fit = digits_fit(ui, grid.n(), SEE_BAR_REST);
        if !fit {
            let picked = digit_menu(
                ui,
                &lang.text("see-digit-menu"),
                grid.n(),
                &lang.text("see-digit-menu-none"),
                lens.digit,
            );
            actions.extend(picked.map(Action::HighlightDigit));
        }
        for value in (1..=grid.n() as u8).filter(|_| fit) {
            let digit = Digit::new(value);
            let chosen = lens.digit == Some(digit);
            let button =
                egui::Button::selectable(chosen, value.to_string()).min_size(egui::vec2(22.0, 0.0));
            if ui
                .add(button)
                .on_hover_text(lang.text_with("see-digit-does", &[("digit", &value.to_string())]))
                .clicked()
            {
                actions.push(Action::HighlightDigit(Some(digit)));
            }
        }
        let bivalue = Command::ToggleBivalue;
        command_checkbox(
            ui,
            bivalue,
            &bivalue.label(lang),
            lens.bivalue,
            commands,
            lang,
        );
        let peers = Command::TogglePeers;
        command_checkbox(ui, peers, &peers.label(lang), lens.peers, commands, lang);
        ui.separator();
        let colouring = Command::ToggleColouring;
        let on = controller.paint().is_some();
        command_checkbox(ui, colouring, &colouring.label(lang), on, commands, lang);
        for paint in Paint::ALL {
            let chosen = controller.paint() == Some(paint);
            let (name, does) = paint_keys(paint);
            let swatch = RichText::new(lang.text(name)).color(if chosen {
                ui.visuals().strong_text_color()
            } else {
                ui.visuals().text_color()
            });
            let button = egui::Button::selectable(chosen, swatch).fill(
                color(paint_colour(palette, paint)).gamma_multiply(if chosen { 1.0 } else { 0.6 }),
            );
            if ui.add(button).on_hover_text(lang.text(does)).clicked() {
                actions.push(Action::SetPaint((!chosen).then_some(paint)));
            }
        }
        let clear = Command::ClearColours;
        let painted = !controller.shown_colours().is_empty();
        command_button(ui, clear, &clear.label(lang), painted, commands, lang);
    });
}

/// While a round of drills is under way: what it said last (what to do, or the verdict on the
/// marks), whole and wrapped at the top of the log's panel, under the round's name.
pub fn drill_ui(ui: &mut egui::Ui, controller: &Controller) {
    let (Some(drill), Some(said)) = (controller.drill_progress(), controller.drill_said()) else {
        return;
    };
    let lang = controller.language();
    let (number, of) = (drill.number.to_string(), drill.of.to_string());
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.strong(lang.text_with(
            "drill-bar",
            &[
                ("number", &number),
                ("of", &of),
                ("technique", drill.technique.name()),
            ],
        ));
        let text = ui.label(controller.render(said));
        announce_changes(ui, text.id);
    });
    ui.add_space(4.0);
}

/// While a hint (a question's answer, or Check's) is shown: its whole text at the top of the
/// log's panel, wrapped, so it stays in view while the student looks at the board (the status
/// line may cut it short).
pub fn hint_ui(ui: &mut egui::Ui, controller: &Controller) {
    let Some(hint) = controller.hint() else {
        return;
    };
    let lang = controller.language();
    let key = if hint.about.is_some() {
        "answer-heading"
    } else {
        "hint-heading"
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.strong(lang.text(key));
        let text = ui.label(controller.render(&hint.describe()));
        announce_changes(ui, text.id);
    });
    ui.add_space(4.0);
}

/// The step log: one selectable row per step, the newest kept in view.
pub fn log_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    scroll_to_newest: bool,
    actions: &mut Vec<Action>,
) {
    let lang = controller.language();
    ui.heading(lang.text("log-heading"));
    let Some(info) = controller.info() else {
        ui.label(lang.text("log-empty-no-puzzle"));
        return;
    };
    if controller.log().is_empty() {
        ui.label(lang.text("log-empty"));
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            announce_changes(ui, ui.unique_id());
            let last = controller.log().len().saturating_sub(1);
            for (index, entry) in controller.log().iter().enumerate() {
                let selected = controller.selected() == Some(index);
                let title = match entry.step() {
                    Some(step) => format!(
                        "{}. {}: {}",
                        index + 1,
                        step.technique,
                        affected_summary(&info.puzzle, step, controller.notation(), lang)
                    ),
                    None => match controller.judgement(index) {
                        Some(judgement) => format!(
                            "{}. {} ({})",
                            index + 1,
                            controller.render(&entry.title()),
                            controller.render(&judgement)
                        ),
                        None => format!("{}. {}", index + 1, controller.render(&entry.title())),
                    },
                };
                let text = format!("{title}\n{}", controller.render(entry.message()));
                let row = ui.add(egui::Button::selectable(selected, RichText::new(text)).wrap());
                if row.clicked() {
                    let row_choice = if selected || index == last {
                        None
                    } else {
                        Some(index)
                    };
                    actions.push(Action::Select(row_choice));
                }
                if scroll_to_newest && index == last {
                    // At once: an animated scroll repaints the whole window for some 20 frames
                    // per step, which software OpenGL paints slowly.
                    row.scroll_to_me_animation(
                        Some(egui::Align::BOTTOM),
                        egui::style::ScrollAnimation::none(),
                    );
                }
            }
        });
}

/// The status bar: what is loaded, what it is, and the last message. At the normal text size it
/// is one line, so the board never moves as messages come and go; with larger text it wraps
/// onto as many lines as it needs.
pub fn status_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    note: Option<&str>,
    commands: &mut Vec<Command>,
) {
    let lang = controller.language();
    let contents = |ui: &mut egui::Ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        if let Some(info) = controller.info() {
            let n = info.puzzle.n();
            let rating = match info.rating {
                Some(rating) => {
                    let key = if controller.techniques() == Technique::DEFAULT.to_vec() {
                        "status-rating"
                    } else {
                        "status-rating-yours"
                    };
                    lang.text_with(
                        key,
                        &[
                            ("level", &lang.text(rating.level.key())),
                            ("score", &rating.score.to_string()),
                        ],
                    )
                }
                None if controller.is_rating() => lang.text("status-rating-now"),
                None if info.unrated => lang.text("status-unrated-by-yours"),
                None => lang.text(match info.solutions {
                    Some(SolutionCount::Multiple) => "status-unrated-multiple",
                    Some(SolutionCount::None) => "status-unrated-none",
                    Some(SolutionCount::Undecided) => "status-unrated-undecided",
                    Some(SolutionCount::Unique) => "status-unrated",
                    None => "status-unrated-yet",
                }),
            };
            let solutions = lang.text(match info.solutions {
                Some(SolutionCount::Undecided) => "status-solutions-undecided",
                Some(SolutionCount::Unique) => "status-solution-unique",
                Some(SolutionCount::Multiple) => "status-solutions-multiple",
                Some(SolutionCount::None) => "status-solution-none",
                None => "status-solutions-counting",
            });
            let variant = info.puzzle.layout().variant();
            let kind = if variant.is_classic() {
                String::new()
            } else {
                format!(" {}", variant.name())
            };
            ui.label(lang.text_with(
                "status-puzzle",
                &[
                    ("name", &info.name),
                    ("size", &format!("{n}x{n}{kind}")),
                    ("givens", &info.puzzle.given_count().to_string()),
                    ("solutions", &solutions),
                ],
            ));
            if info.difficulty.is_some() {
                if ui
                    .link(rating)
                    .on_hover_text(Command::Difficulty.tooltip(lang))
                    .clicked()
                {
                    commands.push(Command::Difficulty);
                }
            } else {
                ui.label(rating);
            }
            ui.label(lang.text_with(
                "status-steps",
                &[("count", &controller.log().len().to_string())],
            ));
            ui.separator();
        }
        if let Some(note) = note {
            ui.label(RichText::new(note).strong());
            ui.separator();
        }
        let status = controller.render(controller.status());
        let shown = ui.add(egui::Label::new(&status).truncate());
        announce_changes(ui, shown.id);
    };
    if controller.text_size() > 100 {
        ui.horizontal_wrapped(contents);
    } else {
        ui.horizontal(contents);
    }
}

/// Makes the node `id` a polite live region: a screen reader reads what changes in it (a new
/// status, a new log row with its step's message) once it has finished speaking.
fn announce_changes(ui: &egui::Ui, id: egui::Id) {
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_live(egui::accesskit::Live::Polite));
}

/// The question asked before another puzzle replaces one with steps or moves in its log:
/// Replace goes on, Keep this puzzle (or Escape) drops the request.
pub fn replacement_dialog_ui(
    ctx: &egui::Context,
    controller: &Controller,
    actions: &mut Vec<Action>,
) {
    let Some(question) = controller.replacement_question() else {
        return;
    };
    let lang = controller.language();
    let answer = question_ui(
        ctx,
        "replace the puzzle",
        ["replace-heading", "replace-yes", "replace-no"],
        &controller.render(&question),
        lang,
    );
    actions.extend(answer.map(Action::ConfirmReplacement));
}

/// The offer, at start, to resume the game an earlier run kept: Resume, or keep the puzzle
/// shown (Escape too).
pub fn resume_dialog_ui(ctx: &egui::Context, controller: &Controller, actions: &mut Vec<Action>) {
    let Some(question) = controller.kept_game_question() else {
        return;
    };
    let lang = controller.language();
    let answer = question_ui(
        ctx,
        "resume the kept game",
        ["resume-heading", "resume-yes", "resume-no"],
        &controller.render(&question),
        lang,
    );
    actions.extend(answer.map(Action::ResumeKeptGame));
}

/// The widest a modal dialog may be: `widest`, or on a narrow page (a phone) the page's width
/// less a margin.
pub fn modal_width(ctx: &egui::Context, widest: f32) -> f32 {
    widest.min(ctx.content_rect().width() - 48.0).max(200.0)
}

/// A modal question with a yes and a no button (`keys`: the catalogue keys of its heading and
/// buttons); its answer once given (Escape or a click outside: no).
fn question_ui(
    ctx: &egui::Context,
    id: &str,
    keys: [&str; 3],
    question: &str,
    lang: Language,
) -> Option<bool> {
    let [heading, yes, no] = keys;
    let modal = egui::Modal::new(egui::Id::unique(id)).show(ctx, |ui| {
        ui.set_max_width(modal_width(ui.ctx(), 520.0));
        ui.heading(lang.text(heading));
        ui.label(question);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(lang.text(yes)).clicked() {
                Some(true)
            } else if ui.button(lang.text(no)).clicked() {
                Some(false)
            } else {
                None
            }
        })
        .inner
    });
    modal.inner.or(modal.should_close().then_some(false))
}

/// A dialog showing the controller's error until the user closes it.
pub fn error_dialog_ui(ctx: &egui::Context, controller: &Controller, actions: &mut Vec<Action>) {
    let lang = controller.language();
    let Some(error) = controller.error() else {
        return;
    };
    let modal = egui::Modal::new(egui::Id::unique("error dialog")).show(ctx, |ui| {
        ui.set_max_width(modal_width(ui.ctx(), 520.0));
        ui.heading(lang.text("error-heading"));
        ui.label(error);
        ui.add_space(8.0);
        ui.button("OK").clicked()
    });
    if modal.inner || modal.should_close() {
        actions.push(Action::DismissError);
    }
}
