//! Worksheets a teacher can print: the puzzle, its rating, then every step of its default solve
//! path, the singles summarised between the other steps, and each other step drawn on the
//! position before it, with its explanation and (for chains, forcing and cage steps) its proof fact by
//! fact; the solution last. One HTML page (print-friendly, no scripts) and one Markdown page,
//! both showing the same SVG pictures beside them.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;

use crate::cancel::Cancel;
use crate::deduction::proof::{Proof, ProofNode, Rule};
use crate::deduction::step::Step;
use crate::deduction::technique::Technique;
use crate::files::beside;
use crate::i18n::Language;
use crate::message::{Explained, Message, Piece, and_list};
use crate::model::{Candidate, Digit, Geometry, Grid, Notation};
use crate::picture::{BoardView, Palette, Rgba, board_picture, svg};
use crate::solver::{Difficulty, ScoreBands, SolveResult, StepFinder, rate_steps};

/// The name of the HTML page in a worksheet's folder.
pub const PAGE: &str = "worksheet.html";

/// The side of each picture, in pixels (the pages show them smaller).
const PICTURE_SIDE: f32 = 600.0;

/// A worksheet ready to be written: its two pages and its pictures.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Worksheet {
    /// The HTML page.
    pub html: String,
    /// The Markdown page.
    pub markdown: String,
    /// Each picture's file name and SVG document.
    pub pictures: Vec<(String, String)>,
    /// One line: the rating, the steps and how many of them have pictures.
    pub summary: String,
}

impl Worksheet {
    /// The HTML page with its pictures inside it (as `data:` addresses): the worksheet as one
    /// file, as the browser downloads it.
    pub fn single_page(&self) -> String {
        self.pictures
            .iter()
            .fold(self.html.clone(), |html, (file, svg)| {
                let inside = format!("src=\"data:image/svg+xml;base64,{}\"", STANDARD.encode(svg));
                html.replace(&format!("src=\"{file}\""), &inside)
            })
    }
}

/// Why a worksheet could not be written: a catalogue sentence (`Explained`), English for
/// `Display`.
#[derive(Debug, thiserror::Error)]
pub enum WorksheetError {
    /// A file or the folder could not be written.
    Write {
        /// The file or folder.
        path: String,
        /// What the system said.
        message: String,
    },
    /// The folder holds files a worksheet did not write.
    Occupied {
        /// The folder.
        folder: String,
        /// The files, named ("a.txt, b.txt and 3 more").
        files: Message,
    },
    /// The folder holds an earlier worksheet, and replacing it was not asked for.
    Earlier {
        /// The folder.
        folder: String,
    },
    /// Stopped before the solve path was found.
    Cancelled,
}

impl Explained for WorksheetError {
    fn message(&self) -> Message {
        match self {
            WorksheetError::Write { path, message } => {
                template!("worksheet-cannot-write", path = path, reason = message)
            }
            WorksheetError::Occupied { folder, files } => {
                template!("worksheet-folder-occupied", folder = folder, files = files)
            }
            WorksheetError::Earlier { folder } => {
                template!("worksheet-folder-earlier", folder = folder)
            }
            WorksheetError::Cancelled => template!("worksheet-cancelled"),
        }
    }
}

impl std::fmt::Display for WorksheetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// Whether a step is summarised between pictures rather than shown: Candidate Elimination and
/// the singles.
fn is_summarised(step: &Step) -> bool {
    matches!(
        step.technique,
        Technique::CandidateElimination
            | Technique::FullHouse
            | Technique::NakedSingle
            | Technique::HiddenSingle
    )
}

/// One block of the worksheet.
enum Block<'a> {
    /// A run of summarised steps: the first step's number and the steps.
    Singles(usize, &'a [Step]),
    /// A step shown with its picture: its number, the step and its picture's file name.
    Shown(usize, &'a Step, String),
}

/// A picture of `grid` (with `step` drawn on it), without candidates when `plain`.
fn picture(
    grid: &Grid,
    step: Option<&Step>,
    plain: bool,
    palette: &Palette,
    notation: Notation,
) -> String {
    let view = BoardView {
        notation,
        ..BoardView::plain(grid, step, !plain)
    };
    svg(&board_picture(&view, palette, PICTURE_SIDE))
}

/// The most placements a run of singles lists in its one line; a longer run lists them digit by
/// digit, one short line each.
const SINGLES_IN_ONE_LINE: usize = 6;

/// The summary of a run of singles: a line saying what it is (with counts per technique) and,
/// for a long run, one line per digit naming the cells it went to, in the path's order.
fn singles_text(
    geometry: &Geometry,
    (notation, language): (Notation, Language),
    first: usize,
    steps: &[Step],
) -> (String, Vec<String>) {
    let last = first + steps.len() - 1;
    let heading = if first == last {
        language.text_with("worksheet-step", &[("number", &first.to_string())])
    } else {
        language.text_with(
            "worksheet-steps",
            &[("first", &first.to_string()), ("last", &last.to_string())],
        )
    };
    let mut counts: Vec<(Technique, usize)> = Vec::new();
    let mut placed: Vec<Candidate> = Vec::new();
    let mut eliminated = false;
    for step in steps {
        if step.technique == Technique::CandidateElimination {
            eliminated = true;
            continue;
        }
        match counts.iter_mut().find(|(t, _)| *t == step.technique) {
            Some((_, count)) => *count += 1,
            None => counts.push((step.technique, 1)),
        }
        placed.extend(step.placements.iter().copied());
    }
    let cell = |p: &Candidate| message![Piece::cell(geometry, p.cell)].render(notation);
    let mut text = format!("{heading}: ");
    if eliminated {
        text.push_str(&language.text("worksheet-candidate-elimination"));
        if !placed.is_empty() {
            text.push_str(&language.text("then-separator"));
        }
    }
    let mut lines = Vec::new();
    if !placed.is_empty() {
        let techniques: Vec<String> = counts
            .iter()
            .map(|(technique, count)| {
                language.text_with(
                    "worksheet-count-by",
                    &[
                        ("count", &count.to_string()),
                        ("technique", technique.name()),
                    ],
                )
            })
            .collect();
        text.push_str(&language.text_with(
            "worksheet-singles",
            &[("techniques", &techniques.join(", "))],
        ));
        if placed.len() <= SINGLES_IN_ONE_LINE {
            let each: Vec<String> = placed
                .iter()
                .map(|p| format!("{} = {}", cell(p), p.digit))
                .collect();
            let _ = write!(text, ": {}", each.join(", "));
        } else {
            text.push_str(&language.text("worksheet-digit-by-digit"));
            let mut digits: Vec<Digit> = Vec::new();
            for p in &placed {
                if !digits.contains(&p.digit) {
                    digits.push(p.digit);
                }
            }
            for digit in digits {
                let cells: Vec<String> = placed
                    .iter()
                    .filter(|p| p.digit == digit)
                    .map(cell)
                    .collect();
                lines.push(format!("{digit}: {}", cells.join(", ")));
            }
        }
    }
    text.push(if lines.is_empty() { '.' } else { ':' });
    (text, lines)
}

/// The lines of a proof, nested proofs indented under the fact they prove.
fn proof_lines(
    proof: &Proof,
    grid: &Grid,
    nodes: &[ProofNode],
    depth: usize,
    wording: (Notation, Language),
    out: &mut Vec<(usize, String)>,
) {
    for node in nodes {
        let line = proof.line(grid.geometry(), node);
        out.push((depth, line.render_in(wording.0, wording.1)));
        if let Rule::Inner(nested) = &node.rule {
            proof_lines(proof, grid, nested, depth + 1, wording, out);
        }
    }
}

/// `text` with the characters HTML reserves escaped.
fn html_escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `text` with the characters Markdown would read as markup escaped.
fn markdown_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | '*' | '_' | '[' | ']' | '#' | '|' | '`') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

const STYLE: &str = "body { font-family: Ubuntu, 'DejaVu Sans', Arial, sans-serif; \
max-width: 46em; margin: 2em auto; padding: 0 1em; color: #222; line-height: 1.45; }\n\
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 1.6em; }\n\
img { width: 21em; max-width: 100%; display: block; margin: 0.6em 0; }\n\
body.big img { width: 36em; }\n\
section { page-break-inside: avoid; break-inside: avoid; }\n\
.singles { color: #555; }\n\
ul.proof { font-size: 0.92em; list-style: none; padding-left: 1em; }\n\
ul.proof ul { list-style: none; margin: 0.2em 0; padding-left: 1.5em; }\n\
@media print { body { margin: 0; max-width: none; } }\n";

/// Builds the worksheet of `puzzle` (called `name`): its default solve path with `techniques`,
/// the pictures drawn with `palette` (on white paper for the light palette), the words in the
/// notation and language of `wording`. `None` when `cancel` stops it.
pub fn worksheet(
    name: &str,
    puzzle: &Grid,
    techniques: &[Technique],
    palette: &Palette,
    wording: (Notation, Language),
    cancel: &Cancel,
) -> Option<Worksheet> {
    let (notation, language) = wording;
    let say = |message: &Message| message.render_in(notation, language);
    let outcome = StepFinder::new(techniques).solve_if_unique(puzzle, cancel);
    if cancel.is_set() {
        return None;
    }
    let steps = outcome.steps;
    let shown = steps.iter().filter(|s| !is_summarised(s)).count();
    let bands = ScoreBands::of(puzzle.layout());
    let difficulty = matches!(outcome.result, SolveResult::Solved)
        .then(|| Difficulty::of(steps.clone(), bands))
        .flatten();
    let rating = match &outcome.result {
        SolveResult::Solved => {
            let rating = difficulty
                .as_ref()
                .map_or_else(|| rate_steps(&steps, bands), |difficulty| difficulty.rating);
            language.text_with(
                "worksheet-rated",
                &[
                    ("level", &language.text(rating.level.key())),
                    ("score", &rating.score.to_string()),
                    ("steps", &steps.len().to_string()),
                    ("shown", &shown.to_string()),
                ],
            )
        }
        SolveResult::Stuck => {
            language.text_with("worksheet-stuck", &[("steps", &steps.len().to_string())])
        }
        SolveResult::Invalid(_) => language.text("worksheet-no-solution"),
        SolveResult::NotUnique => language.text("worksheet-not-unique"),
        SolveResult::Undecided => language.text("worksheet-undecided"),
    };
    let level_reason = difficulty.as_ref().map(|difficulty| {
        language.text_with(
            "worksheet-level-reason",
            &[("reason", &say(&difficulty.level_reason()))],
        )
    });
    let n = puzzle.n();
    let variant = puzzle.layout().variant();
    let about = if variant.is_classic() {
        language.text_with(
            "worksheet-about",
            &[
                ("n", &n.to_string()),
                ("givens", &puzzle.given_count().to_string()),
                ("rating", &rating),
            ],
        )
    } else {
        language.text_with(
            "worksheet-about-variant",
            &[
                ("n", &n.to_string()),
                ("variant", &variant.name()),
                ("givens", &puzzle.given_count().to_string()),
                ("rating", &rating),
            ],
        )
    };
    let heading_text = match &level_reason {
        Some(reason) => format!("{about}\n\n{reason}"),
        None => about.clone(),
    };
    let paper = Palette {
        page: Rgba::rgb(255, 255, 255),
        ..*palette
    };
    let palette = if palette.page == Palette::LIGHT.page {
        &paper
    } else {
        palette
    };
    let mut pictures = vec![(
        "puzzle.svg".to_string(),
        picture(puzzle, None, true, palette, notation),
    )];
    let mut blocks = Vec::new();
    let mut grid = puzzle.clone();
    let mut run_start = 0;
    let digits = steps.len().to_string().len().max(3);
    for (index, step) in steps.iter().enumerate() {
        if !is_summarised(step) {
            if run_start < index {
                blocks.push(Block::Singles(run_start + 1, &steps[run_start..index]));
            }
            run_start = index + 1;
            let number = index + 1;
            let file = format!("step-{number:0digits$}.svg");
            pictures.push((
                file.clone(),
                picture(&grid, Some(step), false, palette, notation),
            ));
            blocks.push(Block::Shown(number, step, file));
        }
        step.apply(&mut grid);
    }
    if run_start < steps.len() {
        blocks.push(Block::Singles(run_start + 1, &steps[run_start..]));
    }
    let solved = grid.is_solved();
    if solved {
        pictures.push((
            "solution.svg".to_string(),
            picture(&grid, None, true, palette, notation),
        ));
    }
    let title = language.text_with("worksheet-title", &[("name", name)]);
    let puzzle_alt = language.text("worksheet-the-puzzle");
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n\
         <style>\n{STYLE}</style>\n</head>\n<body{}>\n<h1>{}</h1>\n<p>{}</p>\n\
         <img src=\"puzzle.svg\" alt=\"{}\">\n",
        language.code(),
        html_escaped(&title),
        if n > 9 { " class=\"big\"" } else { "" },
        html_escaped(&title),
        html_escaped(&heading_text).replace("\n\n", "</p>\n<p>"),
        html_escaped(&puzzle_alt)
    );
    let mut markdown = format!(
        "# {}\n\n{}\n\n![{}](puzzle.svg)\n\n",
        markdown_escaped(&title),
        markdown_escaped(&heading_text),
        markdown_escaped(&puzzle_alt)
    );
    for block in &blocks {
        match block {
            Block::Singles(first, run) => {
                let (text, lines) = singles_text(puzzle.geometry(), wording, *first, run);
                let _ = writeln!(html, "<p class=\"singles\">{}</p>", html_escaped(&text));
                let _ = writeln!(markdown, "{}\n", markdown_escaped(&text));
                if !lines.is_empty() {
                    let _ = writeln!(html, "<ul class=\"singles\">");
                    for line in &lines {
                        let _ = writeln!(html, "<li>{}</li>", html_escaped(line));
                        let _ = writeln!(markdown, "- {}", markdown_escaped(line));
                    }
                    let _ = writeln!(html, "</ul>");
                    markdown.push('\n');
                }
            }
            Block::Shown(number, step, file) => {
                let heading = language.text_with(
                    "worksheet-step-heading",
                    &[
                        ("number", &number.to_string()),
                        ("technique", step.technique.name()),
                    ],
                );
                let _ = writeln!(
                    html,
                    "<section id=\"step-{number}\">\n<h2>{}</h2>\n<img src=\"{file}\" alt=\"{}\">\n<p>{}</p>",
                    html_escaped(&heading),
                    html_escaped(&heading),
                    html_escaped(&say(&step.message))
                );
                let _ = write!(
                    markdown,
                    "## {}\n\n![{}]({file})\n\n{}\n\n",
                    markdown_escaped(&heading),
                    markdown_escaped(&heading),
                    markdown_escaped(&say(&step.message))
                );
                if let Some(proof) = step.proof.as_deref() {
                    let mut lines = Vec::new();
                    proof_lines(proof, puzzle, &proof.nodes, 0, wording, &mut lines);
                    write_proof(&mut html, &mut markdown, &say(&proof.heading()), &lines);
                }
                html.push_str("</section>\n");
            }
        }
    }
    let step_count = steps.len().to_string();
    let count = [("steps", step_count.as_str())];
    let ending = match outcome.result {
        SolveResult::Solved => language.text_with("worksheet-solved-after", &count),
        _ => language.text_with("worksheet-ends-unsolved", &count),
    };
    let _ = writeln!(html, "<h2>{}</h2>", html_escaped(&ending));
    let _ = writeln!(markdown, "## {}\n", markdown_escaped(&ending));
    if solved {
        let alt = language.text("worksheet-the-solution");
        let _ = writeln!(
            html,
            "<img src=\"solution.svg\" alt=\"{}\">",
            html_escaped(&alt)
        );
        let _ = writeln!(markdown, "![{}](solution.svg)", markdown_escaped(&alt));
    }
    html.push_str("</body>\n</html>\n");
    let summary = language.text_with(
        "worksheet-summary",
        &[
            ("about", &about),
            ("pictures", &pictures.len().to_string()),
            ("shown", &shown.to_string()),
            ("solved", if solved { "yes" } else { "no" }),
        ],
    );
    Some(Worksheet {
        html,
        markdown,
        pictures,
        summary,
    })
}

/// Writes a proof, under `heading`, as a list of its numbered facts: nested proofs as lists
/// inside the fact they prove.
fn write_proof(html: &mut String, markdown: &mut String, heading: &str, lines: &[(usize, String)]) {
    let _ = writeln!(html, "<p>{heading}:</p>\n<ul class=\"proof\">");
    let _ = writeln!(markdown, "{heading}:\n");
    let mut depth = 0;
    for (index, (level, line)) in lines.iter().enumerate() {
        while depth < *level {
            html.push_str("<ul>\n");
            depth += 1;
        }
        while depth > *level {
            html.push_str("</ul></li>\n");
            depth -= 1;
        }
        let opens = lines.get(index + 1).is_some_and(|(next, _)| next > level);
        let _ = write!(html, "<li>{}", html_escaped(line));
        if !opens {
            html.push_str("</li>\n");
        } else {
            html.push('\n');
        }
        let _ = writeln!(
            markdown,
            "{}- {}",
            "  ".repeat(*level),
            markdown_escaped(line)
        );
    }
    while depth > 0 {
        html.push_str("</ul></li>\n");
        depth -= 1;
    }
    html.push_str("</ul>\n");
    markdown.push('\n');
}

/// The hidden file in a worksheet's folder that lists the files the worksheet wrote, so a later
/// worksheet knows which files it may replace.
pub const MANIFEST: &str = ".sudoku-stepper-worksheet";

/// How many of the files it did not write a refusal names before "and N more".
const NAMED_FILES: usize = 5;

/// Writes `worksheet` into `folder`: `worksheet.html`, `worksheet.md`, the pictures and the
/// `MANIFEST`; returns the HTML page's path. The folder must be new, empty, or (when `replace`)
/// hold an earlier worksheet and nothing else: a folder with files a worksheet did not write is
/// refused, naming them. Everything is written into a temporary folder beside it first and then
/// swapped in, so a failure leaves the folder as it was.
pub fn write_worksheet(
    folder: &Path,
    worksheet: &Worksheet,
    replace: bool,
) -> Result<PathBuf, WorksheetError> {
    let failed = |path: &Path, error: std::io::Error| WorksheetError::Write {
        path: path.display().to_string(),
        message: error.to_string(),
    };
    let earlier = earlier_files(folder).map_err(|e| failed(folder, e))?;
    if let Some(earlier) = &earlier {
        let foreign = foreign_files(folder, earlier).map_err(|e| failed(folder, e))?;
        if !foreign.is_empty() {
            let mut named: Vec<Message> = foreign
                .iter()
                .take(NAMED_FILES)
                .map(|name| message![name])
                .collect();
            if foreign.len() > NAMED_FILES {
                let more = foreign.len() - NAMED_FILES;
                named.push(template!("worksheet-more-files", count = more));
            }
            return Err(WorksheetError::Occupied {
                folder: folder.display().to_string(),
                files: and_list(named),
            });
        }
        if !earlier.is_empty() && !replace {
            return Err(WorksheetError::Earlier {
                folder: folder.display().to_string(),
            });
        }
    }
    let folder = match folder.canonicalize() {
        Ok(full) => full,
        Err(_) => {
            if let Some(parent) = folder.parent().filter(|p| !p.as_os_str().is_empty()) {
                std::fs::create_dir_all(parent).map_err(|e| failed(parent, e))?;
            }
            folder.to_path_buf()
        }
    };
    let staging = beside(&folder, "part");
    let written = fill_folder(&staging, worksheet).map_err(|e| failed(&folder, e));
    let swapped = written.and_then(|()| swap_in(&staging, &folder).map_err(|e| failed(&folder, e)));
    if swapped.is_err() {
        let _ = std::fs::remove_dir_all(&staging);
    }
    swapped.map(|()| folder.join(PAGE))
}

/// The files an earlier worksheet wrote into `folder` (as its manifest lists them): `None` when
/// the folder does not exist, empty when it has no manifest.
fn earlier_files(folder: &Path) -> std::io::Result<Option<Vec<String>>> {
    if !folder.exists() {
        return Ok(None);
    }
    match std::fs::read_to_string(folder.join(MANIFEST)) {
        Ok(text) => Ok(Some(text.lines().map(str::to_string).collect())),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Some(Vec::new())),
        Err(error) => Err(error),
    }
}

/// The names of the entries of `folder` that neither `earlier` nor the manifest account for,
/// sorted.
fn foreign_files(folder: &Path, earlier: &[String]) -> std::io::Result<Vec<String>> {
    let mut foreign = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name != MANIFEST && !earlier.contains(&name) {
            foreign.push(name);
        }
    }
    foreign.sort();
    Ok(foreign)
}

/// Makes `staging` and writes the worksheet's files and its manifest into it.
fn fill_folder(staging: &Path, worksheet: &Worksheet) -> std::io::Result<()> {
    std::fs::create_dir(staging)?;
    let mut files: Vec<(&str, &str)> = vec![
        (PAGE, &worksheet.html),
        ("worksheet.md", &worksheet.markdown),
    ];
    files.extend(
        worksheet
            .pictures
            .iter()
            .map(|(name, svg)| (name.as_str(), svg.as_str())),
    );
    let manifest: String = files.iter().map(|(name, _)| format!("{name}\n")).collect();
    files.push((MANIFEST, &manifest));
    for (name, contents) in files {
        std::fs::write(staging.join(name), contents)?;
    }
    Ok(())
}

/// Puts the filled `staging` folder in the place of `folder` (which may not exist); the old
/// folder is removed only once the new one stands, and put back if the swap fails.
fn swap_in(staging: &Path, folder: &Path) -> std::io::Result<()> {
    if !folder.exists() {
        return std::fs::rename(staging, folder);
    }
    let old = beside(folder, "old");
    std::fs::rename(folder, &old)?;
    if let Err(error) = std::fs::rename(staging, folder) {
        let _ = std::fs::rename(&old, folder);
        return Err(error);
    }
    let _ = std::fs::remove_dir_all(&old);
    Ok(())
}
