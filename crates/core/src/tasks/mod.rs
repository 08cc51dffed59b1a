//! What the app and the command line do with the solver: answer a student's question about a
//! candidate (`explain`), generate puzzles (`generator`), the puzzle of each day (`daily`) and the
//! Killer cages (`cage_design`) and thermometers (`line_design`), run the experiments (`experiments`), write worksheets
//! (`worksheet`), make drills on single positions (`drill`), make the student's moves (`play`), judge them (`recognise`), keep the learner's
//! profile (`profile`) and say what to practise next (`curriculum`), find the shortest run of
//! singles that settles a candidate (`singles_run`), and the bundled puzzles: the guide's
//! examples (`guide`) and the samples (`samples`).

pub mod cage_design;
pub mod curriculum;
pub mod daily;
pub mod drill;
pub mod experiments;
pub mod explain;
pub mod generator;
pub mod guide;
pub mod line_design;
pub mod play;
pub mod profile;
pub mod recognise;
pub mod samples;
pub mod singles_run;
pub mod worksheet;
