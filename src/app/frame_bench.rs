//! `bench frames`: how long the window takes to draw a frame, as a student sees it. The app runs
//! in a real window (whatever GL the machine has: under Xvfb that is llvmpipe, drawing in
//! software) and shows three scenes in turn: a 9x9 board with its candidates and an X-Chain's
//! arrows (the guide's example, stepped to the chain), then the bundled 16x16 and 25x25 puzzles
//! with their candidates and the next step's hint drawn. Each scene is left to settle (its jobs
//! end), then repainted frame after frame with nothing changed; the time between two frames is
//! what a frame costs the machine (the app's code, egui's layout and tessellation, and the
//! drawing), and eframe's own figure of the CPU time of each frame is kept beside it. A fourth
//! scene times Take Step on an Extreme 9x9: from the action until the frame that draws the step
//! (the search on the background threads and every frame drawn meanwhile).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use eframe::egui;

use super::StepperApp;
use crate::controller::Action;
use crate::deduction::technique::Technique;
use crate::tasks::samples::SAMPLES;

/// The window's size, as the app opens.
const WINDOW: [f32; 2] = [1180.0, 800.0];

/// Frames drawn before a scene is measured, once its jobs have ended: the first frames of a new
/// board lay out text and fill egui's caches.
const WARM_UP_FRAMES: usize = 10;

/// The most frames a scene may take to settle before it is measured anyway.
const MOST_SETTLING_FRAMES: usize = 2_000;

/// One scene of the benchmark: what it shows, how the app is brought there and what is timed.
struct Scene {
    /// What it shows, for the report.
    name: &'static str,
    /// The actions that bring the app there.
    actions: fn() -> Vec<Action>,
    /// Whether each sample is a Take Step (from the action until the step is drawn) rather
    /// than a frame repainted unchanged.
    steps: bool,
}

/// The scenes: the three boards repainted, smallest first, then Take Steps on a 9x9 Extreme.
const SCENES: [Scene; 4] = [
    Scene {
        name: "9x9, candidates and an X-Chain drawn",
        actions: || vec![Action::ShowExample(Technique::XChain)],
        steps: false,
    },
    Scene {
        name: "16x16, candidates and a hint drawn",
        actions: || bundled("size-16x16.sud"),
        steps: false,
    },
    Scene {
        name: "25x25, candidates and a hint drawn",
        actions: || bundled("size-25x25.sud"),
        steps: false,
    },
    Scene {
        name: "Take Step on a 9x9 Extreme (top95 #7), until the step is drawn",
        actions: || {
            vec![Action::OpenText {
                name: "top95 #7".to_string(),
                text: EXTREME.to_string(),
            }]
        },
        steps: true,
    },
];

/// An Extreme 9x9 puzzle (top95's seventh, rated Extreme 4148) for the Take Step scene.
const EXTREME: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

/// Opens the bundled puzzle `name` and asks for the next step's hint twice (its houses, then
/// the whole step drawn).
fn bundled(name: &str) -> Vec<Action> {
    let mut actions: Vec<Action> = SAMPLES
        .iter()
        .filter(|sample| sample.name == name)
        .map(|sample| Action::OpenText {
            name: sample.name.to_string(),
            text: sample.text.to_string(),
        })
        .collect();
    actions.extend([Action::Hint, Action::Hint]);
    actions
}

/// The figures of one scene.
#[derive(Debug, Clone, PartialEq)]
pub struct FrameFigures {
    /// What the scene shows.
    pub scene: &'static str,
    /// The time between two frames, one per frame measured, in the order drawn; for the Take
    /// Step scene, the time from each Take Step until the frame that draws it.
    pub intervals: Vec<Duration>,
    /// Whether the samples are Take Steps (see `intervals`).
    pub steps: bool,
    /// eframe's CPU time of each frame measured (the app's code, egui's layout and tessellation,
    /// and handing the frame to GL), in seconds.
    pub cpu: Vec<f32>,
}

/// Where the benchmark is in a scene.
enum Phase {
    /// The scene's actions are handed over; frames run until its jobs end.
    Settling { frames: usize, quiet: usize },
    /// Frames (or Take Steps) are being measured.
    Measuring {
        last: Instant,
        intervals: Vec<Duration>,
        cpu: Vec<f32>,
    },
    /// Every scene is measured; the window is closing (it may still draw a frame).
    Done,
}

/// The app inside the benchmark's window.
struct FrameBench {
    app: StepperApp,
    scene: usize,
    phase: Phase,
    frames: usize,
    figures: Arc<Mutex<Vec<FrameFigures>>>,
}

impl FrameBench {
    /// Hands the scene `scene`'s actions to the app and starts settling it.
    fn start_scene(&mut self, scene: usize) {
        self.scene = scene;
        self.app.apply((SCENES[scene].actions)());
        self.phase = Phase::Settling {
            frames: 0,
            quiet: 0,
        };
    }

    /// After a frame: moves the benchmark on, and says whether it is over.
    fn after_frame(&mut self, cpu: Option<f32>) -> bool {
        let busy = self.app.is_busy();
        match &mut self.phase {
            Phase::Done => true,
            Phase::Settling { frames, quiet } => {
                *frames += 1;
                *quiet = if busy { 0 } else { *quiet + 1 };
                if *quiet >= WARM_UP_FRAMES || *frames >= MOST_SETTLING_FRAMES {
                    self.phase = Phase::Measuring {
                        last: Instant::now(),
                        intervals: Vec::with_capacity(self.frames),
                        cpu: Vec::with_capacity(self.frames),
                    };
                    if SCENES[self.scene].steps {
                        self.app.apply(vec![Action::TakeStep]);
                    }
                }
                false
            }
            Phase::Measuring {
                last,
                intervals,
                cpu: cpu_times,
            } => {
                let stepping = SCENES[self.scene].steps;
                cpu_times.extend(cpu);
                // The step was asked for after the last frame was drawn: it is drawn in the
                // first frame after its search has ended (the next one, when it was answered
                // at once).
                if stepping && busy {
                    return false;
                }
                let now = Instant::now();
                intervals.push(now - *last);
                *last = now;
                let solved = self
                    .app
                    .controller()
                    .grid()
                    .is_none_or(|grid| grid.is_solved());
                if intervals.len() < self.frames && !(stepping && solved) {
                    if stepping {
                        self.app.apply(vec![Action::TakeStep]);
                    }
                    return false;
                }
                let figures = FrameFigures {
                    scene: SCENES[self.scene].name,
                    steps: stepping,
                    intervals: std::mem::take(intervals),
                    cpu: std::mem::take(cpu_times),
                };
                if let Ok(mut kept) = self.figures.lock() {
                    kept.push(figures);
                }
                if self.scene + 1 == SCENES.len() {
                    self.phase = Phase::Done;
                    return true;
                }
                self.start_scene(self.scene + 1);
                false
            }
        }
    }
}

impl eframe::App for FrameBench {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        let ctx = ui.ctx().clone();
        if self.after_frame(frame.info().cpu_usage) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        } else {
            ctx.request_repaint();
        }
    }
}

/// Runs the benchmark in a window: `frames` frames measured per scene. Fails when no window can
/// be opened.
pub fn bench_frames(frames: usize) -> anyhow::Result<Vec<FrameFigures>> {
    let figures = Arc::new(Mutex::new(Vec::new()));
    let mut bench = FrameBench {
        app: StepperApp::new(None),
        scene: 0,
        phase: Phase::Settling {
            frames: 0,
            quiet: 0,
        },
        frames: frames.max(1),
        figures: Arc::clone(&figures),
    };
    bench.start_scene(0);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Sudoku Stepper - bench frames")
            .with_inner_size(WINDOW),
        ..Default::default()
    };
    eframe::run_native(
        "Sudoku Stepper bench frames",
        options,
        Box::new(move |_creation| Ok(Box::new(bench))),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))?;
    let measured = figures
        .lock()
        .map_err(|_| anyhow::anyhow!("the benchmark's window stopped while measuring"))?
        .clone();
    Ok(measured)
}
