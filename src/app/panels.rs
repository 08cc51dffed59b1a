//! The panels around the board: the menu bar, the step controls, the step log, the status bar and
//! the error dialog. Each reads the controller and returns the `Action`s the user asked for.

use eframe::egui::{self, RichText};

use crate::controller::{Action, Controller, SPEED_RANGE};
use crate::model::Digit;
use crate::samples::SAMPLES;
use crate::step::Step;
use crate::techniques::Technique;

/// What the menu bar asks the app shell to do besides controller actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuRequest {
    /// Show the Open dialog.
    Open,
    /// Show the Save dialog.
    Save,
    /// Show the New Puzzle window.
    NewPuzzle,
    /// Show the Techniques window.
    Techniques,
    /// Turn Brute Force on or off.
    Guessing(bool),
    /// Show the technique guide.
    Guide,
    /// Show the Experiments window.
    Experiments,
}

/// The File and View menus.
pub fn menu_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    show_candidates: &mut bool,
    actions: &mut Vec<Action>,
) -> Option<MenuRequest> {
    let mut request = None;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            if ui.button("New Puzzle... (Ctrl+N)").clicked() {
                request = Some(MenuRequest::NewPuzzle);
            }
            if ui.button("Open... (Ctrl+O)").clicked() {
                request = Some(MenuRequest::Open);
            }
            ui.menu_button("Open sample", |ui| {
                for sample in SAMPLES {
                    if ui.button(sample.name).clicked() {
                        actions.push(Action::OpenText {
                            name: sample.name.to_string(),
                            text: sample.text.to_string(),
                        });
                    }
                }
            });
            if ui.button("Save as .sud... (Ctrl+S)").clicked() {
                request = Some(MenuRequest::Save);
            }
        });
        ui.menu_button("View", |ui| {
            ui.checkbox(show_candidates, "Show candidates (C)");
            let mut guessing = controller.techniques().contains(&Technique::BruteForce);
            if ui
                .checkbox(&mut guessing, "Allow Brute Force guesses")
                .changed()
            {
                request = Some(MenuRequest::Guessing(guessing));
            }
            if ui.button("Techniques...").clicked() {
                request = Some(MenuRequest::Techniques);
            }
        });
        ui.menu_button("Tools", |ui| {
            if ui.button("Experiments...").clicked() {
                request = Some(MenuRequest::Experiments);
            }
        });
        ui.menu_button("Help", |ui| {
            if ui.button("Technique Guide... (F1)").clicked() {
                request = Some(MenuRequest::Guide);
            }
        });
    });
    request
}

/// Take Step, Solve Puzzle / Stop Solving with its speed, Back and Reset.
pub fn controls_ui(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Take Step")
            .on_hover_text("Apply the next deduction (Space)")
            .clicked()
        {
            actions.push(Action::TakeStep);
        }
        let solve_label = if controller.is_solving() {
            "Stop Solving"
        } else {
            "Solve Puzzle"
        };
        if ui
            .button(solve_label)
            .on_hover_text("Take steps on a timer until solved or stopped (S)")
            .clicked()
        {
            actions.push(Action::ToggleSolve);
        }
        let mut speed = controller.speed();
        let slider = egui::Slider::new(&mut speed, SPEED_RANGE)
            .text("steps/s")
            .max_decimals(0);
        if ui.add(slider).changed() {
            actions.push(Action::SetSpeed(speed));
        }
        if ui
            .button("Back")
            .on_hover_text("Undo the last step or move (Backspace, Ctrl+Z)")
            .clicked()
        {
            actions.push(Action::Back);
        }
        if ui
            .add_enabled(controller.can_redo(), egui::Button::new("Redo"))
            .on_hover_text("Redo what Back took back (Ctrl+Y)")
            .clicked()
        {
            actions.push(Action::Redo);
        }
        if ui
            .button("Reset")
            .on_hover_text("Back to the puzzle as loaded (R)")
            .clicked()
        {
            actions.push(Action::Reset);
        }
        ui.separator();
        if ui
            .button("Hint")
            .on_hover_text("Name the next technique, then show where, then the whole step (H)")
            .clicked()
        {
            actions.push(Action::Hint);
        }
        if ui
            .add_enabled(controller.hint().is_some(), egui::Button::new("Apply Hint"))
            .on_hover_text("Take the step the hint is about (A)")
            .clicked()
        {
            actions.push(Action::ApplyHint);
        }
        if ui
            .button("All Steps")
            .on_hover_text("List every step the enabled techniques find now, to choose one")
            .clicked()
        {
            actions.push(Action::FindAllSteps);
        }
    });
}

/// The play bar: a button per digit for the focused cell, Erase, pencil mode and the check of
/// placed digits against the solution.
pub fn play_ui(ui: &mut egui::Ui, controller: &Controller, actions: &mut Vec<Action>) {
    let Some(grid) = controller.grid() else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label("Play:").on_hover_text(
            "Click a cell (or move with the arrow keys), then type or click a digit",
        );
        for value in 1..=grid.n() as u8 {
            let button = egui::Button::new(value.to_string()).min_size(egui::vec2(22.0, 0.0));
            if ui.add(button).clicked() {
                actions.push(Action::Type(Digit::new(value)));
            }
        }
        if ui
            .button("Erase")
            .on_hover_text("Empty the chosen cell (Delete)")
            .clicked()
        {
            actions.push(Action::EraseFocused);
        }
        let mut pencil = controller.is_pencil();
        if ui
            .checkbox(&mut pencil, "Pencil marks")
            .on_hover_text("Typed digits add or remove pencil marks instead of placing (P)")
            .changed()
        {
            actions.push(Action::SetPencil(pencil));
        }
        let mut check = controller.shows_wrong_digits();
        if ui
            .checkbox(&mut check, "Check")
            .on_hover_text("Show placed digits that differ from the solution in red (K)")
            .changed()
        {
            actions.push(Action::ShowWrongDigits(check));
        }
    });
}

/// The cells a log row names: the placement, or the cells that lose candidates.
pub(super) fn affected_summary(grid: &crate::model::Grid, step: &Step) -> String {
    let geometry = grid.geometry();
    if let Some(placement) = step.placements.first() {
        return format!(
            "{} = {}",
            geometry.cell_name(placement.cell),
            placement.digit
        );
    }
    let cells = step.affected_cells();
    let shown: Vec<String> = cells
        .iter()
        .take(4)
        .map(|&c| geometry.cell_name(c))
        .collect();
    let more = cells.len().saturating_sub(shown.len());
    if more > 0 {
        format!("{} and {more} more", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

/// The step log: one selectable row per step, the newest kept in view.
pub fn log_ui(
    ui: &mut egui::Ui,
    controller: &Controller,
    scroll_to_newest: bool,
    actions: &mut Vec<Action>,
) {
    ui.heading("Steps");
    let Some(info) = controller.info() else {
        ui.label("Open a puzzle to see its steps here.");
        return;
    };
    if controller.log().is_empty() {
        ui.label("Press Take Step (Space) or Solve Puzzle (S) to begin.");
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let last = controller.log().len().saturating_sub(1);
            for (index, entry) in controller.log().iter().enumerate() {
                let selected = controller.selected() == Some(index);
                let title = match entry.step() {
                    Some(step) => format!(
                        "{}. {}: {}",
                        index + 1,
                        step.technique,
                        affected_summary(&info.puzzle, step)
                    ),
                    None => format!("{}. {}", index + 1, entry.title()),
                };
                let text = format!("{title}\n{}", entry.message());
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
                    row.scroll_to_me(Some(egui::Align::BOTTOM));
                }
            }
        });
}

/// The status bar: what is loaded, what it is, and the last message.
pub fn status_ui(ui: &mut egui::Ui, controller: &Controller) {
    ui.horizontal_wrapped(|ui| {
        if let Some(info) = controller.info() {
            let n = info.puzzle.n();
            let order = if controller.techniques() == Technique::ALL {
                ""
            } else {
                ", your techniques"
            };
            let rating = match info.rating {
                Some(rating) => format!("{} ({}{order})", rating.level, rating.score),
                None if controller.is_rating() => "rating...".to_string(),
                None if info.unrated => "not solved by your techniques".to_string(),
                None => "not rated".to_string(),
            };
            ui.label(format!(
                "{}  |  {n}x{n}  |  {} givens  |  {}  |  {rating}  |  {} step{}",
                info.name,
                info.puzzle.given_count(),
                info.solutions,
                controller.log().len(),
                if controller.log().len() == 1 { "" } else { "s" }
            ));
            ui.separator();
        }
        ui.label(controller.status());
    });
}

/// A dialog showing the controller's error until the user closes it.
pub fn error_dialog_ui(ctx: &egui::Context, controller: &Controller, actions: &mut Vec<Action>) {
    let Some(error) = controller.error() else {
        return;
    };
    let modal = egui::Modal::new(egui::Id::unique("error dialog")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading("Error");
        ui.label(error);
        ui.add_space(8.0);
        ui.button("OK").clicked()
    });
    if modal.inner || modal.should_close() {
        actions.push(Action::DismissError);
    }
}
