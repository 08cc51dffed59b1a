//! The browser's job workers: Web Workers that each run the same WebAssembly module as the page
//! (`web/worker.js`) and run one job at a time, so a long search, rating, generation or
//! experiment never holds the page. A job travels as JSON (`WorkerRequest`) and its progress and
//! outcome come back as JSON `Reply`s. Up to `MOST_WORKERS` run side by side (a rating beside a
//! step search, as on threads); jobs wait in order for a free one. A job is cancelled by ending
//! its worker: the next job starts a new one. A worker that crashes ends its job with
//! `Reply::Failed`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use eframe::egui;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::controller::{Job, JobId, Reply, WorkerRequest};

/// The most workers that run at once.
const MOST_WORKERS: usize = 3;

/// The worker script, beside the page (trunk copies it there).
const WORKER_SCRIPT: &str = "./worker.js";

/// How the worker script begins what it says when a job threw (a panic) instead of replying.
const CRASHED: &str = "crashed: ";

/// What a worker said, with its serial number.
type Said = (u64, Heard);

/// What a worker says.
enum Heard {
    /// It has started and takes jobs.
    Ready,
    /// A reply, as JSON.
    Reply(String),
    /// It crashed, and why.
    Crashed(String),
}

/// One worker and the job it runs.
struct JobWorker {
    serial: u64,
    worker: web_sys::Worker,
    ready: bool,
    running: Option<JobId>,
    _listener: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _crash_listener: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// The workers, the jobs waiting for one, and what the workers said since the last frame.
#[derive(Default)]
pub struct JobWorkers {
    /// The app's context, to repaint when a worker says something (known from the first job).
    ctx: Option<egui::Context>,
    workers: Vec<JobWorker>,
    waiting: VecDeque<(JobId, String)>,
    said: Rc<RefCell<Vec<Said>>>,
    next_serial: u64,
}

impl JobWorkers {
    /// Queues `job` and starts it when a worker is free.
    pub fn start(&mut self, ctx: &egui::Context, id: JobId, job: Job) {
        self.ctx = Some(ctx.clone());
        match serde_json::to_string(&WorkerRequest { id, job }) {
            Ok(request) => self.waiting.push_back((id, request)),
            Err(error) => {
                web_sys::console::error_1(&format!("a job that cannot travel: {error}").into())
            }
        }
        self.hand_out();
    }

    /// Drops job `id`: from the queue, or by ending the worker that runs it.
    pub fn cancel(&mut self, id: JobId) {
        self.waiting.retain(|(waiting, _)| *waiting != id);
        if let Some(place) = self.workers.iter().position(|w| w.running == Some(id)) {
            self.workers.swap_remove(place).worker.terminate();
        }
    }

    /// The replies that came since the last call; hands waiting jobs to workers that are free.
    pub fn replies(&mut self) -> Vec<Reply> {
        let said: Vec<Said> = self.said.borrow_mut().drain(..).collect();
        let mut replies = Vec::new();
        for (serial, heard) in said {
            let Some(place) = self.workers.iter().position(|w| w.serial == serial) else {
                continue;
            };
            let worker = &mut self.workers[place];
            let text = match heard {
                Heard::Ready => {
                    worker.ready = true;
                    continue;
                }
                Heard::Crashed(reason) => {
                    let crashed = self.workers.swap_remove(place);
                    crashed.worker.terminate();
                    let failed: Vec<JobId> = match (crashed.ready, crashed.running) {
                        (true, running) => running.into_iter().collect(),
                        // A worker that cannot start fails every job waiting for one.
                        (false, _) => self.waiting.drain(..).map(|(id, _)| id).collect(),
                    };
                    replies.extend(failed.into_iter().map(|id| Reply::Failed {
                        id,
                        reason: reason.clone(),
                    }));
                    continue;
                }
                Heard::Reply(text) => text,
            };
            match serde_json::from_str::<Reply>(&text) {
                Ok(reply) => {
                    if matches!(reply, Reply::Finished { .. }) {
                        worker.running = None;
                    }
                    replies.push(reply);
                }
                Err(error) => web_sys::console::error_1(
                    &format!("a reply that does not read: {error}").into(),
                ),
            }
        }
        self.hand_out();
        replies
    }

    /// Gives waiting jobs to ready workers that are free, and starts workers while jobs wait and
    /// fewer than `MOST_WORKERS` run.
    fn hand_out(&mut self) {
        while let Some(worker) = self
            .workers
            .iter_mut()
            .find(|w| w.ready && w.running.is_none())
        {
            let Some((id, request)) = self.waiting.pop_front() else {
                break;
            };
            match worker.worker.post_message(&request.into()) {
                Ok(()) => worker.running = Some(id),
                Err(error) => web_sys::console::error_1(&error),
            }
        }
        let starting = self.workers.iter().filter(|w| !w.ready).count();
        let mut wanted = self.waiting.len().saturating_sub(starting);
        while wanted > 0 && self.workers.len() < MOST_WORKERS {
            match self.new_worker() {
                Ok(worker) => self.workers.push(worker),
                Err(error) => {
                    web_sys::console::error_1(&error);
                    break;
                }
            }
            wanted -= 1;
        }
    }

    /// Starts a worker and sends it the module; it says "ready" once it has started.
    fn new_worker(&mut self) -> Result<JobWorker, wasm_bindgen::JsValue> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options)?;
        let serial = self.next_serial;
        self.next_serial += 1;
        let hear = {
            let (said, ctx) = (Rc::clone(&self.said), self.ctx.clone());
            move |heard: Heard| {
                said.borrow_mut().push((serial, heard));
                if let Some(ctx) = &ctx {
                    ctx.request_repaint();
                }
            }
        };
        let hear_crash = hear.clone();
        let listener = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |event: web_sys::MessageEvent| match event.data().as_string() {
                Some(text) if text == "ready" => hear(Heard::Ready),
                Some(text) => match text.strip_prefix(CRASHED) {
                    Some(reason) => hear(Heard::Crashed(reason.to_string())),
                    None => hear(Heard::Reply(text)),
                },
                None => {}
            },
        );
        let crash_listener =
            Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |event: web_sys::ErrorEvent| {
                hear_crash(Heard::Crashed(event.message()))
            });
        worker.set_onmessage(Some(listener.as_ref().unchecked_ref()));
        worker.set_onerror(Some(crash_listener.as_ref().unchecked_ref()));
        worker.post_message(&wasm_bindgen::module())?;
        Ok(JobWorker {
            serial,
            worker,
            ready: false,
            running: None,
            _listener: listener,
            _crash_listener: crash_listener,
        })
    }
}
