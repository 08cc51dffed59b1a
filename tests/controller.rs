//! The controller driven without a window: loading, Take Step, Back, Reset, a timed solve through
//! `Action::Tick`, the effects it asks for (jobs, cancels, dialogs) run by the `InlineExecutor`,
//! stale answers, and the messages for impossible requests.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests state their expectations with expect

use std::path::Path;

use sudoku_stepper::Technique;
use sudoku_stepper::controller::{
    Action, Contents, Controller, Effect, FileAnswer, InlineExecutor, Job, Outcome, Purpose, Reply,
    work,
};

/// Hands `action` to the controller and runs every job it starts to the end.
fn run(controller: &mut Controller, action: Action) {
    InlineExecutor::new().run(controller, action);
}

/// Ticks a running Solve at `now` and runs the search it starts; returns the wait it asks for.
fn tick(controller: &mut Controller, now: f64) -> Option<f64> {
    let mut executor = InlineExecutor::new();
    let effects = controller.handle(Action::Tick(now));
    executor.execute(effects);
    let wait = executor.take_repaint_after();
    executor.settle(controller);
    wait
}

/// Only these techniques, in this order, as a stored technique list.
fn only(techniques: &[Technique]) -> Action {
    let mut stored: Vec<(String, bool)> = techniques
        .iter()
        .map(|t| (t.name().to_string(), true))
        .collect();
    stored.extend(
        Technique::ALL
            .iter()
            .filter(|t| !techniques.contains(t))
            .map(|t| (t.name().to_string(), false)),
    );
    Action::RestoreTechniques(stored)
}

fn puzzle(name: &str) -> Action {
    Action::Open(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("puzzles")
            .join(name),
    )
}

fn loaded(name: &str) -> Controller {
    let mut controller = Controller::new();
    run(&mut controller, puzzle(name));
    assert_eq!(controller.error(), None);
    controller
}

#[test]
fn a_new_controller_has_no_puzzle_and_refuses_steps() {
    let mut controller = Controller::new();
    run(&mut controller, Action::TakeStep);
    assert_eq!(
        controller.status().text(),
        "No puzzle loaded: open a file first."
    );
    assert!(controller.log().is_empty());
    run(&mut controller, Action::ToggleSolve);
    assert!(!controller.is_solving());
}

#[test]
fn loading_sets_the_puzzle_and_its_facts() {
    let controller = loaded("book62.sud");
    let info = controller.info().expect("loaded");
    assert_eq!(info.name, "book62.sud");
    assert_eq!(info.puzzle.given_count(), 26);
    assert_eq!(info.solutions, Some(sudoku_stepper::SolutionCount::Unique));
    assert!(info.rating.is_some());
    assert_eq!(controller.status().text(), "Opened book62.sud.");
}

#[test]
fn take_step_back_and_reset() {
    let mut controller = loaded("book62.sud");
    let start = controller.grid().expect("grid").clone();
    run(&mut controller, Action::TakeStep);
    assert_eq!(controller.log().len(), 1);
    assert_eq!(
        controller.log()[0].step().map(|s| s.technique),
        Some(Technique::CandidateElimination)
    );
    assert_eq!(controller.status().text(), "Step 1: Candidate Elimination.");
    let after_one = controller.grid().expect("grid").clone();
    run(&mut controller, Action::TakeStep);
    assert_eq!(controller.log().len(), 2);
    assert_ne!(controller.grid(), Some(&after_one));
    run(&mut controller, Action::Back);
    assert_eq!(controller.log().len(), 1);
    assert_eq!(controller.grid(), Some(&after_one));
    assert_eq!(
        controller.status().text().split(':').next(),
        Some("Took back step 2")
    );
    run(&mut controller, Action::Reset);
    assert!(controller.log().is_empty());
    assert_eq!(controller.grid(), Some(&start));
    run(&mut controller, Action::Back);
    assert_eq!(controller.status().text(), "Nothing to take back.");
}

#[test]
fn a_timed_solve_steps_once_per_interval_until_solved() {
    let mut controller = loaded("book62.sud");
    run(&mut controller, Action::SetSpeed(4.0));
    run(&mut controller, Action::ToggleSolve);
    assert!(controller.is_solving());
    assert_eq!(tick(&mut controller, 10.0), Some(0.25));
    assert_eq!(controller.log().len(), 1);
    assert_eq!(tick(&mut controller, 10.1), Some(0.15000000000000036));
    assert_eq!(controller.log().len(), 1);
    tick(&mut controller, 10.25);
    assert_eq!(controller.log().len(), 2);
    let mut now = 10.25;
    while controller.is_solving() {
        now += 0.25;
        tick(&mut controller, now);
    }
    let grid = controller.grid().expect("grid");
    assert!(grid.is_solved());
    assert!(
        controller
            .status()
            .text()
            .ends_with("The puzzle is solved.")
    );
    let steps = controller.log().len();
    run(&mut controller, Action::TakeStep);
    assert_eq!(controller.log().len(), steps);
    assert_eq!(
        controller.status().text(),
        "The puzzle is solved: there is no step left to take."
    );
}

#[test]
fn stop_and_opening_a_file_end_a_solve() {
    let mut controller = loaded("book62.sud");
    run(&mut controller, Action::ToggleSolve);
    tick(&mut controller, 1.0);
    run(&mut controller, Action::ToggleSolve);
    assert!(!controller.is_solving());
    assert_eq!(controller.status().text(), "Solving stopped.");
    run(&mut controller, Action::ToggleSolve);
    assert!(controller.is_solving());
    run(&mut controller, puzzle("web.sud"));
    assert!(!controller.is_solving());
    assert_eq!(
        controller.info().expect("kept until the student says").name,
        "book62.sud"
    );
    assert!(
        controller
            .replacement_question()
            .expect("asked")
            .text()
            .starts_with("Replace the puzzle in progress? book62.sud has ")
    );
    run(&mut controller, Action::ConfirmReplacement(true));
    assert!(controller.log().is_empty());
    assert_eq!(controller.info().expect("loaded").name, "web.sud");
}

#[test]
fn a_bad_file_keeps_the_current_puzzle_and_reports_the_error() {
    let mut controller = loaded("book62.sud");
    run(&mut controller, Action::TakeStep);
    run(
        &mut controller,
        Action::OpenText {
            name: "bad.sud".to_string(),
            text: "12345678\n".to_string(),
        },
    );
    assert_eq!(controller.info().expect("kept").name, "book62.sud");
    assert_eq!(controller.log().len(), 1);
    assert_eq!(
        controller.error(),
        Some("bad.sud: line 2, column 1: expected 9 rows, found 1".to_string())
    );
    assert_eq!(
        controller.status().text(),
        "Could not open bad.sud; the current puzzle is unchanged."
    );
    run(&mut controller, Action::DismissError);
    assert_eq!(controller.error(), None);
}

#[test]
fn a_file_is_read_once_in_a_job_and_asked_about_only_once_it_reads() {
    let mut controller = loaded("book62.sud");
    run(&mut controller, Action::TakeStep);
    let read = jobs(controller.handle(puzzle("no-such-puzzle.sud"))).remove(0);
    assert!(matches!(&read.1, Job::Open(_)));
    assert_eq!(controller.replacement_question(), None, "not read yet");
    assert!(jobs(controller.receive(finish(read))).is_empty());
    assert_eq!(
        controller.replacement_question(),
        None,
        "a bad file asks nothing"
    );
    assert!(controller.error().expect("its error").starts_with("/"));
    run(&mut controller, Action::DismissError);

    let read = jobs(controller.handle(puzzle("web.sud"))).remove(0);
    assert!(jobs(controller.receive(finish(read))).is_empty());
    assert_eq!(
        controller.replacement_question().expect("asked").text(),
        "Replace the puzzle in progress? book62.sud has 1 step or move in its log; opening \
         web.sud takes its place and they are gone."
    );
    let started = jobs(controller.handle(Action::ConfirmReplacement(true)));
    assert!(
        started.iter().all(|(_, job)| !matches!(job, Job::Open(_))),
        "the file is not read again"
    );
    assert!(matches!(started[0].1, Job::Examine(_)));
    assert_eq!(controller.info().expect("opened").name, "web.sud");
    assert!(controller.log().is_empty());
}

#[test]
fn a_file_kept_between_runs_is_refused_above_its_size_limit() {
    use sudoku_stepper::files::{KEPT_FILE_LIMIT, read_limited};
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-limit-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join("settings.json");
    std::fs::write(&path, "0123456789").expect("written");
    assert_eq!(read_limited(&path, 10).expect("at the limit"), "0123456789");
    assert_eq!(
        read_limited(&path, 9).expect_err("above it").to_string(),
        "larger than 9 bytes, more than such a file ever holds"
    );
    assert_eq!(KEPT_FILE_LIMIT, 16 * 1024 * 1024);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn selecting_a_row_shows_the_grid_after_that_step() {
    let mut controller = loaded("book62.sud");
    for _ in 0..3 {
        run(&mut controller, Action::TakeStep);
    }
    run(&mut controller, Action::Select(Some(0)));
    assert_eq!(controller.selected(), Some(0));
    assert_eq!(
        controller.shown_grid(),
        Some(&controller.log()[0].grid_after)
    );
    assert_eq!(controller.shown_step(), controller.log()[0].step());
    run(&mut controller, Action::TakeStep);
    assert_eq!(controller.selected(), None);
    assert_eq!(controller.log().len(), 4);
    assert_eq!(controller.shown_grid(), controller.grid());
}

/// The jobs among `effects`.
fn jobs(effects: Vec<Effect>) -> Vec<(sudoku_stepper::controller::JobId, Job)> {
    effects
        .into_iter()
        .filter_map(|effect| match effect {
            Effect::Start { id, job } => Some((id, job)),
            _ => None,
        })
        .collect()
}

/// Opens the bundled puzzle `name`, its file read as an executor would read it: the effects
/// the opened puzzle asks for.
fn open_now(controller: &mut Controller, name: &str) -> Vec<Effect> {
    let read = jobs(controller.handle(puzzle(name))).remove(0);
    assert!(matches!(read.1, Job::Open(_)));
    controller.receive(finish(read))
}

/// Runs a job as an executor would and gives its reply.
fn finish((id, job): (sudoku_stepper::controller::JobId, Job)) -> Reply {
    let outcome = job.run(&sudoku_stepper::cancel::Cancel::never(), &mut |_, _| {});
    Reply::Finished { id, outcome }
}

/// Takes the steps that Take Step answers at once (singles, without a job) until one starts a
/// search instead; gives that search, not yet run.
fn first_search(controller: &mut Controller) -> (sudoku_stepper::controller::JobId, Job) {
    loop {
        let mut started = jobs(controller.handle(Action::TakeStep));
        assert!(started.len() <= 1, "one search at a time");
        if let Some(search) = started.pop() {
            return search;
        }
        let grid = controller.grid().expect("grid");
        assert!(!grid.is_solved(), "solved without a search");
    }
}

#[test]
fn singles_are_answered_at_once_and_other_steps_searched() {
    let mut controller = loaded("book62.sud");
    assert!(jobs(controller.handle(Action::TakeStep)).is_empty());
    assert!(!controller.is_searching());
    assert_eq!(controller.log().len(), 1);
    assert_eq!(controller.status().text(), "Step 1: Candidate Elimination.");
    let search = first_search(&mut controller);
    assert_eq!(controller.log().len(), 20, "steps 1 to 20 are singles");
    assert!(controller.is_searching());
    assert_eq!(controller.status().text(), "Searching for the next step...");
    controller.receive(finish(search));
    assert_eq!(controller.log().len(), 21);
    assert_eq!(
        controller.log()[20].step().map(|s| s.technique),
        Some(Technique::LockedCandidatesPointing)
    );
    let hint = jobs(controller.handle(Action::Hint));
    assert!(matches!(
        hint.as_slice(),
        [(
            _,
            Job::Search(work::Search {
                purpose: Purpose::Hint,
                ..
            })
        )]
    ));
    assert_eq!(controller.status().text(), "Looking for a hint...");

    let mut controller = loaded("book62.sud");
    assert!(jobs(controller.handle(Action::Hint)).is_empty());
    assert_eq!(
        controller.status().text(),
        "Hint 0: the next step places or removes something in box 1. Press Hint again for the \
         technique's name."
    );
}

#[test]
fn an_answer_for_an_older_state_is_dropped_and_its_search_cancelled() {
    let mut controller = loaded("book62.sud");
    let search = first_search(&mut controller);
    assert!(matches!(
        search.1,
        Job::Search(work::Search {
            purpose: Purpose::Step,
            ..
        })
    ));
    assert!(controller.is_searching());
    assert_eq!(controller.status().text(), "Searching for the next step...");
    assert!(
        jobs(controller.handle(Action::Hint)).is_empty(),
        "one search at a time"
    );
    let effects = controller.handle(Action::Reset);
    assert!(
        matches!(effects.as_slice(), [Effect::Cancel(id)] if *id == search.0),
        "{effects:?}"
    );
    assert!(!controller.is_searching());
    assert!(controller.receive(finish(search)).is_empty());
    assert!(controller.log().is_empty());

    let search = first_search(&mut controller);
    controller.receive(finish(search));
    assert_eq!(controller.log().len(), 21);
    assert!(!controller.is_searching());
}

#[test]
fn take_step_during_a_search_follows_it() {
    let mut controller = loaded("book62.sud");
    let search = first_search(&mut controller);
    assert!(jobs(controller.handle(Action::TakeStep)).is_empty());
    assert!(controller.has_queued_step());
    let next = jobs(controller.receive(finish(search)));
    assert_eq!(controller.log().len(), 21);
    assert_eq!(next.len(), 1, "the queued Take Step starts its search");
    controller.receive(finish(next.into_iter().next().expect("a search")));
    assert_eq!(controller.log().len(), 22);
    assert!(!controller.has_queued_step());
    assert_eq!(
        controller.status().text(),
        "Step 22: Locked Candidates Type 1 (Pointing)."
    );
}

#[test]
fn a_reply_is_looked_for_only_among_the_jobs_of_its_own_kind() {
    let mut controller = loaded("book62.sud");
    let rating = controller.info().and_then(|info| info.rating);
    assert!(rating.is_some());
    let search = first_search(&mut controller);
    let not_rated = Reply::Finished {
        id: search.0,
        outcome: Outcome::Rate(None),
    };
    assert!(controller.receive(not_rated).is_empty());
    assert!(controller.is_searching(), "the search still waits");
    let info = controller.info().expect("loaded");
    assert_eq!((info.rating, info.unrated), (rating, false));
    controller.receive(finish(search));
    assert!(!controller.is_searching());
    assert_eq!(controller.log().len(), 21, "its own reply lands");
}

#[test]
fn a_rating_arrives_later_and_a_stale_one_is_cancelled_and_dropped() {
    let mut controller = Controller::new();
    let count = jobs(open_now(&mut controller, "book62.sud")).remove(0);
    assert!(matches!(count.1, Job::Examine(_)));
    assert!(controller.is_counting() && !controller.is_rating());
    assert_eq!(controller.info().expect("loaded").solutions, None);
    assert!(
        controller
            .search_techniques()
            .iter()
            .all(|t| !t.assumes_uniqueness()),
        "no uniqueness technique before the count says the solution is unique"
    );
    let first = jobs(controller.receive(finish(count))).remove(0);
    assert!(matches!(first.1, Job::Rate(_)));
    assert!(!controller.is_counting() && controller.is_rating());
    assert_eq!(
        controller.info().expect("loaded").solutions,
        Some(sudoku_stepper::SolutionCount::Unique)
    );
    assert_eq!(controller.info().expect("loaded").rating, None);
    assert_eq!(
        controller.search_techniques().len(),
        controller.techniques().len()
    );

    let effects = open_now(&mut controller, "size-4x4.sud");
    assert!(matches!(effects[0], Effect::Cancel(id) if id == first.0));
    let count = jobs(effects).remove(0);
    assert!(matches!(count.1, Job::Examine(_)));
    controller.receive(finish(first));
    assert!(!controller.is_rating());
    assert_eq!(controller.info().expect("loaded").rating, None);

    let second = jobs(controller.receive(finish(count))).remove(0);
    assert!(controller.is_rating());
    controller.receive(finish(second));
    assert!(!controller.is_rating());
    let rating = controller.info().expect("loaded").rating.expect("rated");
    assert_eq!(rating.level, sudoku_stepper::Level::Easy);
}

#[test]
fn a_count_for_a_replaced_puzzle_is_cancelled_and_dropped() {
    let mut controller = Controller::new();
    let stale = jobs(open_now(&mut controller, "book62.sud")).remove(0);
    let effects = open_now(&mut controller, "size-4x4.sud");
    assert!(matches!(effects[0], Effect::Cancel(id) if id == stale.0));
    assert!(jobs(controller.receive(finish(stale))).is_empty());
    assert_eq!(controller.info().expect("loaded").solutions, None);
    assert!(controller.is_counting());
}

/// The suggested name and the contents of the one save dialog among `effects`.
fn save_dialog(effects: &[Effect]) -> (String, String) {
    let [
        Effect::SaveFile {
            suggested,
            contents,
            ..
        },
    ] = effects
    else {
        panic!("one save dialog: {effects:?}");
    };
    let Contents::Text(text) = contents else {
        panic!("a text file: {contents:?}");
    };
    (suggested.clone(), text.clone())
}

/// Answers the save dialog of `effects` with a temporary file `stem-<pid>.extension`, lets the
/// write finish, and returns the file's path.
fn save_as(
    controller: &mut Controller,
    effects: Vec<Effect>,
    stem: &str,
    extension: &str,
) -> std::path::PathBuf {
    let name = format!("{stem}-{}.{extension}", std::process::id());
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let mut executor = InlineExecutor::new();
    executor.answer_next_dialog(Some(path.clone()));
    executor.execute(effects);
    executor.settle(controller);
    path
}

#[test]
fn saving_asks_the_executor_for_a_dialog_and_reports_what_it_wrote() {
    let mut controller = loaded("book62.sud");
    let effects = controller.handle(Action::ChooseSaveFile);
    let (suggested, contents) = save_dialog(&effects);
    assert_eq!(suggested, "book62.sud");
    assert!(contents.starts_with("   315   \n"), "{contents:?}");

    let path = save_as(&mut controller, effects, "stepper-save", "sud");
    assert_eq!(
        controller.status().text(),
        format!("Saved the puzzle to {}.", path.display())
    );
    assert_eq!(std::fs::read_to_string(&path).expect("written"), contents);
    std::fs::remove_file(path).expect("clean up");

    run(&mut controller, Action::ChooseSaveFile);
    assert_eq!(
        controller.status().text(),
        "Type the path in the box, or Cancel."
    );
    let request = controller.path_request().expect("a path box");
    assert_eq!(
        request.message.text(),
        "No file dialog could open on this system (a desktop portal or zenity provides one): \
         type where to save book62.sud."
    );
    let typed = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-typed-{}.sud", std::process::id()));
    run(
        &mut controller,
        Action::TypedPath(Some(typed.display().to_string())),
    );
    assert_eq!(
        controller.status().text(),
        format!("Saved the puzzle to {}.", typed.display())
    );
    assert_eq!(std::fs::read_to_string(&typed).expect("written"), contents);
    std::fs::remove_file(typed).expect("clean up");
    let reply = Reply::Answered {
        id: sudoku_stepper::controller::JobId(9999),
        answer: FileAnswer::NoDialog,
    };
    assert!(controller.receive(reply).is_empty());
}

#[test]
fn the_rating_follows_the_enabled_techniques_and_their_order() {
    let mut controller = loaded("book62.sud");
    let default_rating = controller.info().and_then(|info| info.rating);
    assert_eq!(
        default_rating.map(|r| (r.level, r.score)),
        Some((sudoku_stepper::Level::Medium, 520))
    );
    run(
        &mut controller,
        only(&[
            Technique::CandidateElimination,
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
            Technique::BruteForce,
        ]),
    );
    let rating = controller
        .info()
        .and_then(|info| info.rating)
        .expect("rated");
    assert_ne!(Some(rating), default_rating);
    let outcome = sudoku_stepper::solver::solve_steps(
        &controller.info().expect("loaded").puzzle,
        &controller.techniques(),
    );
    let bands = sudoku_stepper::solver::ScoreBands::CLASSIC;
    assert_eq!(
        rating,
        sudoku_stepper::solver::rate_steps(&outcome.steps, bands)
    );
    run(
        &mut controller,
        only(&[
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
        ]),
    );
    let info = controller.info().expect("loaded");
    assert_eq!((info.rating, info.unrated), (None, true));
    assert!(!controller.is_rating());
    run(&mut controller, Action::ResetTechniques);
    assert_eq!(
        controller.info().and_then(|info| info.rating),
        default_rating
    );
    assert!(!controller.info().expect("loaded").unrated);
}

#[test]
fn a_write_replaces_the_file_in_one_step_and_a_failed_one_leaves_nothing_behind() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stepper-write-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("puzzle.sud");
    std::fs::write(&path, "old").expect("write");
    let written =
        sudoku_stepper::controller::write(path.clone(), &Contents::Text("new".to_string()));
    assert!(
        matches!(&written, FileAnswer::Written(Ok(p)) if *p == path),
        "{written:?}"
    );
    assert_eq!(std::fs::read_to_string(&path).expect("read"), "new");

    let missing = dir.join("no such folder").join("puzzle.sud");
    let failed =
        sudoku_stepper::controller::write(missing.clone(), &Contents::Text("lost".to_string()));
    let FileAnswer::Written(Err(message)) = failed else {
        panic!("the write fails: {failed:?}");
    };
    assert_eq!(
        message.text(),
        format!(
            "{}: cannot write the file: No such file or directory (os error 2)",
            missing.display()
        )
    );
    let left: Vec<String> = std::fs::read_dir(&dir)
        .expect("list")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(
        left,
        vec!["puzzle.sud".to_string()],
        "no temporary file is left"
    );
    std::fs::remove_dir_all(dir).expect("clean up");
}

#[test]
fn a_puzzle_with_several_solutions_is_not_rated_and_never_stepped_with_uniqueness() {
    let mut controller = Controller::new();
    run(
        &mut controller,
        Action::Open(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/data/repro/multi-solved-by-uniqueness.txt"),
        ),
    );
    assert_eq!(
        controller.status().text(),
        "Opened multi-solved-by-uniqueness.txt. It has more than one solution, so it is not rated \
         and the uniqueness techniques (which assume one solution) are off."
    );
    let info = controller.info().expect("loaded");
    assert_eq!(
        info.solutions,
        Some(sudoku_stepper::SolutionCount::Multiple)
    );
    assert_eq!((info.rating, info.unrated), (None, false));
    assert!(!controller.is_rating());
    let used = controller.search_techniques();
    assert_eq!(used.len(), Technique::DEFAULT.len() - 10);
    assert!(used.iter().all(|t| !t.assumes_uniqueness()));
    while !controller.grid().expect("grid").is_solved() {
        let steps = controller.log().len();
        run(&mut controller, Action::TakeStep);
        assert_eq!(
            controller.log().len(),
            steps + 1,
            "{}",
            controller.status().text()
        );
    }
    assert!(
        controller
            .log()
            .iter()
            .filter_map(|entry| entry.step())
            .all(|step| !step.technique.assumes_uniqueness())
    );
}

#[test]
fn a_pencil_mark_position_is_saved_as_pencil_marks_and_the_status_says_what_is_kept() {
    let mut grid =
        sudoku_stepper::format::read_str("book62.sud", include_str!("../puzzles/book62.sud"))
            .expect("parses")
            .puzzles[0]
            .grid
            .clone();
    for _ in 0..25 {
        let step = sudoku_stepper::solver::next_step(&grid, &Technique::ALL)
            .expect("consistent")
            .expect("a step");
        step.apply(&mut grid);
    }
    let text = sudoku_stepper::format::write_pencil_marks(&grid).expect("9x9 with marks");
    let mut controller = Controller::new();
    run(
        &mut controller,
        Action::OpenText {
            name: "position.txt".to_string(),
            text: text.clone(),
        },
    );
    let loaded = controller.info().expect("loaded").puzzle.clone();
    assert!(sudoku_stepper::format::is_position(&loaded));
    let effects = controller.handle(Action::ChooseSaveFile);
    let (suggested, contents) = save_dialog(&effects);
    assert_eq!(suggested, "position.txt");
    assert_eq!(contents, text);
    assert!(
        controller.status().text().starts_with(
            "The puzzle is a position with pencil marks: it is saved as a pencil-mark grid"
        ),
        "{}",
        controller.status().text()
    );
    let again = sudoku_stepper::format::read_str("again.txt", &contents).expect("reads back");
    assert_eq!(again.puzzles[0].grid, loaded);

    let path = save_as(&mut controller, effects, "stepper-position", "txt");
    assert_eq!(
        controller.status().text(),
        format!(
            "Saved the position to {} as a pencil-mark grid (placed digits and candidates kept).",
            path.display()
        )
    );
    assert_eq!(std::fs::read_to_string(&path).expect("written"), text);
    std::fs::remove_file(path).expect("clean up");
}

/// A technique list stored by an earlier version lacks the fish added since: they join right
/// after the technique that precedes them in the default order, on or off as by default.
#[test]
fn techniques_new_since_a_stored_list_join_at_their_default_place() {
    let stored: Vec<(String, bool)> = Technique::ALL
        .iter()
        .filter(|t| t.name() != "Franken X-Wing" && t.name() != "Mutant X-Wing")
        .map(|t| (t.name().to_string(), true))
        .collect();
    let order = sudoku_stepper::controller::TechniqueOrder::from_stored(&stored);
    let rows: Vec<(&str, bool)> = order
        .rows()
        .iter()
        .map(|(t, on)| (t.name(), *on))
        .skip_while(|(name, _)| *name != "ALS-XY-Chain")
        .take(11)
        .collect();
    assert_eq!(
        rows,
        [
            ("ALS-XY-Chain", true),
            ("Aligned Pair Exclusion", true),
            ("Death Blossom", true),
            ("Franken X-Wing", true),
            ("Franken Swordfish", true),
            ("Franken Jellyfish", true),
            ("Finned Franken X-Wing", true),
            ("Finned Franken Swordfish", true),
            ("Finned Franken Jellyfish", true),
            ("Mutant X-Wing", false),
            ("Mutant Swordfish", true),
        ]
    );
    assert_eq!(
        sudoku_stepper::controller::TechniqueOrder::default().enabled(),
        Technique::DEFAULT.to_vec()
    );
}

/// Copies the current position in `form`; gives what went to the clipboard and the status.
fn copied(
    controller: &mut Controller,
    form: sudoku_stepper::controller::CopyForm,
) -> (Option<String>, String) {
    let mut executor = InlineExecutor::new();
    executor.run(controller, Action::Copy(form));
    (
        executor.copied().map(str::to_string),
        controller.status().text(),
    )
}

#[test]
fn copying_picks_the_form_that_holds_the_position_and_says_what_it_copied() {
    use sudoku_stepper::controller::CopyForm;
    let mut controller = Controller::new();
    let marks = "1 2 34 34\n3 4 1 2\n2 1 4 3\n4 3 2 1\n";
    run(
        &mut controller,
        Action::OpenText {
            name: "marks.txt".to_string(),
            text: marks.to_string(),
        },
    );
    assert_eq!(controller.error(), None);
    assert_eq!(
        copied(&mut controller, CopyForm::Givens),
        (
            Some("12..".to_string() + "3412" + "2143" + "4321"),
            "Copied the digits (16 characters; this position has no givens, since every digit \
             of a pencil-mark grid or candidate string counts as placed) to the clipboard."
                .to_string()
        )
    );
    let (text, status) = copied(&mut controller, CopyForm::Position);
    assert_eq!(
        text.as_deref(),
        sudoku_stepper::format::write_pencil_marks(controller.grid().expect("a grid")).as_deref()
    );
    assert_eq!(
        status,
        "Copied the position as a pencil-mark grid to the clipboard."
    );
    let (text, status) = copied(&mut controller, CopyForm::Sukaku);
    assert_eq!(
        text.as_deref(),
        Some("1....2....34..34..3....41....2...2..1......4..3....4..3..2..1...\n")
    );
    assert_eq!(
        status,
        "Copied the position as a candidate string (64 characters) to the clipboard."
    );
    run(&mut controller, Action::TakeStep);
    while !controller.grid().expect("a grid").is_solved() {
        run(&mut controller, Action::TakeStep);
    }
    assert_eq!(
        copied(&mut controller, CopyForm::Position),
        (
            Some("1234341221434321".to_string()),
            "Copied the givens and placed digits (16 characters) to the clipboard.".to_string()
        ),
        "a solved position: its digits"
    );
    assert_eq!(
        copied(&mut controller, CopyForm::PencilMarks).0,
        None,
        "nothing left to mark"
    );
}

#[test]
fn copying_a_variant_puzzle_gives_an_f_puzzles_link_that_pastes_back() {
    use sudoku_stepper::controller::CopyForm;
    let mut controller = Controller::new();
    let text = "variant: x\ngrid:\n2x2\n1 . . .\n. . . .\n. . . .\n. . . 3\n";
    run(
        &mut controller,
        Action::OpenText {
            name: "x.txt".to_string(),
            text: text.to_string(),
        },
    );
    assert_eq!(controller.error(), None);
    let grid = controller.grid().expect("a grid").clone();
    let (link, status) = copied(&mut controller, CopyForm::Position);
    assert_eq!(
        link.as_deref(),
        Some(sudoku_stepper::format::write_fpuzzles_link(&grid).as_str())
    );
    assert_eq!(
        status,
        "Copied the puzzle as an f-puzzles link (its givens and variant rules) to the clipboard."
    );
    assert_eq!(
        copied(&mut controller, CopyForm::Sukaku),
        (
            None,
            "A candidate string cannot hold the variant rules of this board: copy the puzzle \
             instead (Edit > Copy position, Ctrl+C), as an f-puzzles link."
                .to_string()
        )
    );
    let mut pasted = Controller::new();
    run(&mut pasted, Action::Paste(link));
    assert_eq!(pasted.error(), None);
    assert_eq!(pasted.grid(), Some(&grid));
}

#[test]
fn pasting_nothing_says_so_and_keeps_the_puzzle() {
    let mut controller = loaded("book62.sud");
    run(&mut controller, Action::Paste(Some("  \n".to_string())));
    assert_eq!(
        controller.status().text(),
        "The clipboard holds no text to paste: copy a puzzle (a line of digits, a grid, pencil \
         marks, a candidate string or a HoDoKu library line) and paste again."
    );
    assert_eq!(controller.info().expect("kept").name, "book62.sud");
}

#[test]
fn pasted_text_is_held_to_the_limits_of_a_file() {
    let mut controller = loaded("book62.sud");
    let huge = ".".repeat(sudoku_stepper::format::MAX_FILE_BYTES + 1);
    run(&mut controller, Action::Paste(Some(huge)));
    assert_eq!(
        controller.error(),
        Some(
            "pasted puzzle: the file is 1048577 bytes; a puzzle file may be at most 1 MiB (1048576 bytes)"
                .to_string()
        )
    );
    run(
        &mut controller,
        Action::Paste(Some("12\u{0}4\n".to_string())),
    );
    assert_eq!(
        controller.error(),
        Some(
            "pasted puzzle: line 1, column 3: byte 0x00 is not text; expected a puzzle as plain text"
                .to_string()
        )
    );
    assert_eq!(controller.info().expect("kept").name, "book62.sud");
}

#[test]
fn a_wrong_placed_digit_is_measured_against_the_givens_and_check_shows_its_contradiction() {
    let mut controller = Controller::new();
    let line = ":0000:x:2+56+73+4+1+9+8..1+265+37+4+3471+98.5.5......29..8.194.6+7..42...1....428..\
                6.93....5.7.....13:::";
    run(&mut controller, Action::Paste(Some(line.to_string())));
    assert_eq!(
        controller.status().text(),
        "Opened pasted puzzle. A placed digit is wrong, so this position has no solution: Check \
         shows it in red, and right-clicking it shows the contradiction it leads to. The rating \
         is of the givens alone."
    );
    assert!(controller.info().expect("loaded").rating.is_some());
    run(&mut controller, Action::ShowWrongDigits(true));
    let r6c1 = sudoku_stepper::model::Cell::new(45);
    assert_eq!(controller.wrong_digits(), vec![r6c1]);
    assert_eq!(
        controller
            .hint()
            .and_then(|hint| hint.about.as_ref())
            .expect("the answer shows as a hint")
            .text(),
        "r6c1 = 7 is wrong: with it, r5c1 has no candidate left."
    );
}

/// The id of the file dialog among `effects`.
fn pick_file(effects: &[Effect]) -> sudoku_stepper::controller::JobId {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::PickFile { id, .. } => Some(*id),
            _ => None,
        })
        .expect("a file dialog")
}

#[test]
fn a_file_the_browser_read_opens_under_its_name_or_reports_its_error() {
    let mut controller = loaded("book62.sud");
    let mut executor = InlineExecutor::new();
    let effects = controller.handle(Action::ChooseFile);
    let id = pick_file(&effects);
    let read = FileAnswer::Read {
        name: "from-the-picker.sud".to_string(),
        text: "12345678\n".to_string(),
    };
    executor.execute(controller.receive(Reply::Answered { id, answer: read }));
    executor.settle(&mut controller);
    assert_eq!(controller.info().expect("kept").name, "book62.sud");
    assert_eq!(
        controller.error(),
        Some("from-the-picker.sud: line 2, column 1: expected 9 rows, found 1".to_string())
    );
    run(&mut controller, Action::DismissError);

    let effects = controller.handle(Action::ChooseFile);
    let id = pick_file(&effects);
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud"))
            .expect("bundled");
    let read = FileAnswer::Read {
        name: "copy.sud".to_string(),
        text,
    };
    executor.execute(controller.receive(Reply::Answered { id, answer: read }));
    executor.settle(&mut controller);
    assert_eq!(controller.error(), None);
    let info = controller.info().expect("opened");
    assert_eq!(info.name, "copy.sud");
    assert_eq!(info.solutions, Some(sudoku_stepper::SolutionCount::Unique));
    assert_eq!(controller.status().text(), "Opened copy.sud.");
}

#[test]
fn a_worksheet_downloads_as_one_page_with_its_pictures_inside() {
    use sudoku_stepper::controller::encoded;
    use sudoku_stepper::tasks::worksheet::Worksheet;
    let sheet = Worksheet {
        html: "<img src=\"puzzle.svg\" alt=\"the puzzle\">\n<img src=\"step-1.svg\" alt=\"1\">"
            .to_string(),
        markdown: String::new(),
        pictures: vec![
            ("puzzle.svg".to_string(), "<svg/>".to_string()),
            ("step-1.svg".to_string(), "<svg>1</svg>".to_string()),
        ],
        summary: String::new(),
    };
    assert_eq!(
        sheet.single_page(),
        "<img src=\"data:image/svg+xml;base64,PHN2Zy8+\" alt=\"the puzzle\">\n\
         <img src=\"data:image/svg+xml;base64,PHN2Zz4xPC9zdmc+\" alt=\"1\">"
    );
    let contents = Contents::Worksheet {
        sheet: Box::new(sheet.clone()),
        stem: "book62".to_string(),
    };
    let (name, bytes) = encoded("book62.html".into(), &contents).expect("encoded");
    assert_eq!(name, Path::new("book62.html"));
    assert_eq!(String::from_utf8(bytes).expect("text"), sheet.single_page());
    let text = Contents::Text("1.3\n".to_string());
    let (name, bytes) = encoded("p.sud".into(), &text).expect("encoded");
    assert_eq!(
        (name.as_path(), bytes.as_slice()),
        (Path::new("p.sud"), &b"1.3\n"[..])
    );
}

#[test]
fn a_job_and_its_replies_travel_as_json_to_the_job_worker_and_back() {
    use sudoku_stepper::controller::{JobId, WorkerRequest};
    use sudoku_stepper::solver::StepFinder;
    let killers = sudoku_stepper::format::read_str("killers.txt", include_str!("data/killers.txt"))
        .expect("killers");
    let jigsaws = sudoku_stepper::format::read_str(
        "jigsaw-x-link.txt",
        include_str!("data/jigsaw-x-link.txt"),
    )
    .expect("jigsaws");
    for grid in [&killers.puzzles[0].grid, &jigsaws.puzzles[0].grid] {
        let job = Job::Search(work::Search {
            purpose: Purpose::Hint,
            grid: grid.clone(),
            finder: StepFinder::new(&Technique::DEFAULT),
        });
        let direct = job
            .clone()
            .run(&sudoku_stepper::cancel::Cancel::never(), &mut |_, _| {});
        let request = WorkerRequest { id: JobId(7), job };
        let sent = serde_json::to_string(&request).expect("a job travels");
        let arrived: WorkerRequest = serde_json::from_str(&sent).expect("and reads");
        let Job::Search(work::Search {
            grid: travelled, ..
        }) = &arrived.job
        else {
            panic!("a search arrives as a search");
        };
        assert_eq!(
            travelled, grid,
            "the grid, its variant rules and candidates arrive whole"
        );
        let mut replies = Vec::new();
        arrived.run(&mut |reply| {
            let text = serde_json::to_string(&reply).expect("a reply travels");
            replies.push(serde_json::from_str::<Reply>(&text).expect("and reads"));
        });
        let [Reply::Finished { id, outcome }] = replies.as_slice() else {
            panic!("one reply, the outcome: {replies:?}");
        };
        assert_eq!(*id, JobId(7));
        let (Outcome::Search(back), Outcome::Search(here)) = (outcome, &direct) else {
            panic!("a search gives a search's reply");
        };
        let (work::Found::Step(back), work::Found::Step(here)) = (&back.found, &here.found) else {
            panic!("a search gives a step");
        };
        let (back, here) = (back.as_ref().expect("sound"), here.as_ref().expect("sound"));
        let (back, here) = (
            back.as_ref().expect("a step"),
            here.as_ref().expect("a step"),
        );
        assert_eq!(
            back, here,
            "the step arrives whole: message, proof and highlights"
        );
        assert_eq!(back.message.text(), here.message.text());
    }
}

#[test]
fn a_worksheet_the_browser_downloads_is_said_to_be_one_page() {
    let mut controller = loaded("book62.sud");
    let effects = controller.handle(Action::ChooseWorksheetFolder);
    let Some(Effect::PickFolder { id }) = effects.first() else {
        panic!("a folder dialog: {effects:?}");
    };
    let chosen = FileAnswer::Chosen(Some("your downloads".into()));
    let effects = controller.receive(Reply::Answered {
        id: *id,
        answer: chosen,
    });
    assert_eq!(
        controller.status().text(),
        "Writing the worksheet into your downloads..."
    );
    let job = jobs(effects).pop().expect("the worksheet's job");
    let effects = controller.receive(finish(job));
    let Some(Effect::WriteFile { id, path, .. }) = effects.first() else {
        panic!("a write: {effects:?}");
    };
    assert_eq!(path, Path::new("your downloads"));
    let downloaded = FileAnswer::Written(Ok("book62-worksheet.html".into()));
    controller.receive(Reply::Answered {
        id: *id,
        answer: downloaded,
    });
    let status = controller.status().text();
    assert!(
        status.starts_with(
            "Downloaded the worksheet book62-worksheet.html: one page with its pictures inside. "
        ),
        "{status}"
    );
}

#[test]
fn a_job_that_crashed_stops_the_solve_and_says_so() {
    let mut controller = loaded("book62.sud");
    let search = first_search(&mut controller);
    controller.receive(finish(search));
    // Step 22 is no single: Solve searches for it.
    let effects = controller.handle(Action::ToggleSolve);
    let effects = if jobs(effects.clone()).is_empty() {
        controller.handle(Action::Tick(0.0))
    } else {
        effects
    };
    let (id, _) = jobs(effects).pop().expect("a step search");
    controller.receive(Reply::Failed {
        id,
        reason: "RuntimeError: unreachable".to_string(),
    });
    assert!(!controller.is_solving());
    assert_eq!(
        controller.status().text(),
        "The work in the background stopped with an error; the puzzle is as it was."
    );
    assert_eq!(
        controller.error(),
        Some(
            "The work in the background stopped with an error (RuntimeError: unreachable). Try \
             again; if it happens again, reload the page."
                .to_string()
        )
    );
    assert_eq!(controller.log().len(), 21);
}

#[test]
fn a_collection_the_browser_read_is_solved_by_its_name() {
    use sudoku_stepper::controller::CollectionSource;
    let mut controller = Controller::new();
    let effects = controller.handle(Action::ChooseCollectionFile);
    let id = pick_file(&effects);
    let two = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n\
               003020600900305001001806400008102900700000008006708200002609500800203009005010300\n";
    let read = FileAnswer::Read {
        name: "mine.txt".to_string(),
        text: two.to_string(),
    };
    controller.receive(Reply::Answered { id, answer: read });
    assert_eq!(
        controller.experiments().chosen_file(),
        Some(&std::path::PathBuf::from("mine.txt"))
    );
    run(
        &mut controller,
        Action::RunCollection(CollectionSource::File("mine.txt".into())),
    );
    let report = controller.experiments().report().expect("a report");
    assert_eq!(report.rows.len(), 2);
}

#[test]
fn every_kind_of_job_and_its_outcome_travel_to_the_job_worker_and_back() {
    use sudoku_stepper::controller::{JobId, Source, WorkerRequest};
    use sudoku_stepper::model::{Layout, RuleSet};
    use sudoku_stepper::solver::StepFinder;
    use sudoku_stepper::tasks::daily::DailyPuzzle;
    use sudoku_stepper::tasks::experiments::RandomGivensConfig;
    use sudoku_stepper::tasks::explain::Question;
    use sudoku_stepper::tasks::generator::GenerateOptions;
    use sudoku_stepper::tasks::play::Move;
    use sudoku_stepper::write_sud;
    use sudoku_stepper::{Candidate, Cell, Digit, Level};
    let file = sudoku_stepper::read_path(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/book62.sud"),
    )
    .expect("bundled");
    let grid = file.puzzles[0].grid.clone();
    let solution = sudoku_stepper::backtrack::solve(&grid).expect("solvable");
    let techniques = Technique::DEFAULT.to_vec();
    let empty = (0..81)
        .map(Cell::new)
        .find(|&cell| grid.value(cell).is_none())
        .expect("an empty cell");
    let right = solution.value(empty).expect("solved");
    let wrong = Digit::new(if right.get() == 1 { 2 } else { 1 });
    let mut played = Controller::new();
    run(
        &mut played,
        Action::OpenText {
            name: "book62.sud".to_string(),
            text: write_sud(&grid),
        },
    );
    run(&mut played, Action::TakeStep);
    run(
        &mut played,
        Action::SetPaint(Some(sudoku_stepper::picture::Paint::Green)),
    );
    run(
        &mut played,
        Action::Paint(Candidate {
            cell: empty,
            digit: right,
        }),
    );
    assert_eq!(played.log().len(), 2, "a step and a colouring");
    let game = played.game_text().expect("a game");
    let jobs = vec![
        Job::Examine(work::Examine(grid.clone())),
        Job::Rate(work::Rate {
            grid: grid.clone(),
            techniques: techniques.clone(),
            count: Some(1),
        }),
        Job::RateWithout(work::RateWithout {
            grid: grid.clone(),
            techniques: techniques.clone(),
            count: Some(1),
            left_out: vec![Technique::HiddenSingle],
        }),
        Job::Search(work::Search {
            purpose: Purpose::AllSteps,
            grid: grid.clone(),
            finder: StepFinder::new(&techniques),
        }),
        Job::Search(work::Search {
            purpose: Purpose::ShowMe(Technique::NakedSingle),
            grid: grid.clone(),
            finder: StepFinder::new(&techniques),
        }),
        Job::Explain(work::Explain {
            position: Box::new(grid.clone()),
            solution: Box::new(solution.clone()),
            question: Question::WhyNot(Candidate {
                cell: empty,
                digit: wrong,
            }),
            techniques: techniques.clone(),
        }),
        Job::Recognise(work::Recognise {
            before: Box::new(grid.clone()),
            solution: Box::new(solution.clone()),
            made: Move::Place {
                cell: empty,
                digit: right,
            },
            techniques: techniques.clone(),
        }),
        Job::Generate(work::Generate {
            options: GenerateOptions {
                layout: Layout::new(2, 2).expect("4x4"),
                rules: RuleSet::CLASSIC,
                level: Level::Easy,
                symmetric: true,
                seed: 7,
                practise: None,
            },
            name: "New Easy 4x4 (seed 7)".to_string(),
            fall_back: false,
        }),
        Job::Daily(work::Daily {
            daily: DailyPuzzle {
                date: "2026-11-28".parse().expect("a date"),
                level: Level::Easy,
                rules: RuleSet::CLASSIC,
            },
            name: "the day".to_string(),
        }),
        Job::RandomGivens(work::RandomGivens(RandomGivensConfig {
            layout: Layout::new(2, 2).expect("4x4"),
            min_givens: 4,
            max_givens: 5,
            boards_per_count: 2,
            seed: 3,
        })),
        Job::MakeWorksheet(work::MakeWorksheet {
            name: "book62.sud".to_string(),
            puzzle: Box::new(grid.clone()),
            techniques: techniques.clone(),
            notation: sudoku_stepper::model::Notation::RowColumn,
            language: sudoku_stepper::i18n::Language::German,
        }),
        Job::SolveCollection(work::SolveCollection {
            collection: Source::Text {
                name: "one.txt".to_string(),
                text: grid.to_line(),
            },
            techniques,
        }),
        Job::Open(work::Open(Source::Text {
            name: "book62.sud".to_string(),
            text: write_sud(&grid),
        })),
        Job::Open(work::Open(Source::Text {
            name: "game.json".to_string(),
            text: game,
        })),
    ];
    for (number, job) in jobs.into_iter().enumerate() {
        let request = WorkerRequest {
            id: JobId(number as u64),
            job,
        };
        let sent = serde_json::to_string(&request).expect("a job travels");
        let arrived: WorkerRequest = serde_json::from_str(&sent).expect("and reads");
        assert_eq!(format!("{:?}", arrived.job), format!("{:?}", request.job));
        let mut finished = None;
        let mut failed = None;
        arrived.run(&mut |reply| {
            let text = serde_json::to_string(&reply).expect("a reply travels");
            let back: Reply = serde_json::from_str(&text).expect("and reads");
            assert_eq!(format!("{back:?}"), format!("{reply:?}"), "job {number}");
            match back {
                Reply::Finished { id, outcome } => finished = Some((id, outcome)),
                Reply::Failed { reason, .. } => failed = Some(reason),
                Reply::Progress { .. } | Reply::Answered { .. } => {}
            }
        });
        assert_eq!(failed, None, "job {number}");
        let (id, outcome) = finished.expect("an outcome");
        assert_eq!(id, JobId(number as u64));
        assert_eq!(
            format!("{outcome:?}").split('(').next(),
            format!("{:?}", request.job).split('(').next(),
            "job {number}: the outcome is the case of the job's name"
        );
    }
}

#[test]
fn hint_zero_that_names_a_digit_shows_every_place_of_that_digit() {
    use sudoku_stepper::controller::{Hint, Nudge};
    use sudoku_stepper::{Cell, Role};
    let mut controller = Controller::new();
    run(&mut controller, Action::ShowExample(Technique::XWing));
    let step = controller.hint().expect("the example's hint").step.clone();
    let grid = controller.grid().expect("a grid").clone();
    let hint = Hint::new(step, &grid);
    let Nudge::Digit(digit) = hint.nudge else {
        panic!("an X-Wing's hint names its digit: {:?}", hint.nudge);
    };
    assert_eq!(
        hint.describe().text(),
        format!("Hint 0: look at digit {digit}. Press Hint again for the technique's name.")
    );
    let shown = hint.shown().expect("level 0 draws the digit's places");
    let cells = (0..81).map(Cell::new);
    let candidates: Vec<Cell> = shown
        .highlight
        .candidates
        .iter()
        .map(|(candidate, role)| {
            assert_eq!((candidate.digit, *role), (digit, Role::Pattern));
            candidate.cell
        })
        .collect();
    let expected: Vec<Cell> = cells
        .clone()
        .filter(|&cell| grid.candidates(cell).contains(digit))
        .collect();
    assert_eq!(candidates, expected);
    let placed: Vec<Cell> = shown
        .highlight
        .cells
        .iter()
        .map(|&(cell, _)| cell)
        .collect();
    let holding: Vec<Cell> = cells
        .filter(|&cell| grid.value(cell) == Some(digit))
        .collect();
    assert_eq!(placed, holding);
    assert!(!holding.is_empty() && candidates.len() > 4);
    assert!(shown.placements.is_empty() && shown.eliminations.is_empty());
}

#[test]
fn a_clipboard_the_browser_would_not_read_says_so_and_points_to_ctrl_v() {
    let mut controller = loaded("book62.sud");
    run(&mut controller, Action::ClipboardRefused);
    assert_eq!(
        controller.status().text(),
        "The browser did not let the page read the clipboard: press Ctrl+V (Cmd+V on a Mac) on \
         the board to paste instead."
    );
    assert_eq!(controller.info().expect("kept").name, "book62.sud");
    run(&mut controller, Action::Paste(None));
    assert!(
        controller
            .status()
            .text()
            .starts_with("The clipboard holds no text")
    );
}
