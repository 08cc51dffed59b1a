//! The walkthrough as the student drives it: starting, moving and closing the walk through the
//! shown step's proof, with the status line saying the current fact.

use super::action::WalkMove;
use super::state::Controller;
use super::walk::Walk;
use stepper_core::message::Message;

impl Controller {
    /// Starts, stops or moves the walkthrough of the explained step's proof; the status line
    /// says the current fact.
    pub(super) fn walk_proof(&mut self, direction: WalkMove) {
        let running = self.walk().is_some();
        if direction == WalkMove::Toggle && running {
            self.teaching.set_walk(None);
            self.status = template!("status-walkthrough-closed");
            return;
        }
        if !running {
            let Some(step) = self.explained_step() else {
                self.status = template!("status-no-step-to-explain");
                return;
            };
            let Some(proof) = step.proof.clone() else {
                self.status = template!("status-no-proof", technique = step.technique);
                return;
            };
            let (technique, Some(layout)) = (step.technique, self.grid().map(|g| g.layout()))
            else {
                return;
            };
            let walk = Walk::new(proof, technique, layout);
            self.teaching.set_walk(Some(walk));
            self.status = self.walk_status();
            return;
        }
        if let Some(walk) = self.teaching.walk_mut() {
            let moved = walk.step(direction);
            self.status = if moved {
                self.walk_status()
            } else {
                template!("status-walk-end", status = self.walk_status())
            };
        }
    }

    fn walk_status(&self) -> Message {
        self.teaching
            .walk()
            .map_or(Message::default(), |w| w.shown().message.clone())
    }
}
