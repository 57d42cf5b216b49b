//! Saving off the caller's thread: the desk autosaves after every change,
//! and serialising a 1,000-player tournament takes longer than a frame, so
//! the window hands a copy to a worker thread and goes on.
//!
//! - **Coalescing**: one save runs at a time; of the copies handed in
//!   meanwhile only the newest waits, older ones are dropped unwritten
//!   (the newest contains their changes). Every caller still hears the
//!   outcome that covers its copy.
//! - **The same file guarantees** as [`save`](super::save): each write is
//!   atomic (temporary file, fsync, rename, backup), so a failed or
//!   interrupted save leaves the last good file as it was.
//! - **Nothing lost on close**: [`BackgroundSaver::flush`] waits until the
//!   newest copy is written and gives its outcome; dropping the saver
//!   writes what is pending before the thread ends.

use super::{StoreError, save};
use crate::model::Tournament;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// The outcome of a background save.
#[derive(Clone, Debug)]
pub struct Saved {
    /// The revision of the copy that was written (the newest handed in
    /// when the save started; it covers every older one).
    pub revision: u64,
    pub path: PathBuf,
    pub result: Result<(), StoreError>,
}

/// Told the outcome that covers a copy handed in.
type Reply = Box<dyn FnOnce(Saved) + Send>;

struct Job {
    tournament: Tournament,
    path: PathBuf,
    revision: u64,
    /// The replies of this copy and of the older ones it replaced.
    replies: Vec<Reply>,
}

#[derive(Default)]
struct Slot {
    /// The newest copy not yet being written.
    pending: Option<Job>,
    /// A copy is being written.
    busy: bool,
    /// The saver is being dropped: write what is pending, then stop.
    closing: bool,
    /// The outcome of the last save.
    last: Option<Saved>,
}

#[derive(Default)]
struct Shared {
    slot: Mutex<Slot>,
    /// Signalled when a copy is handed in, a save ends or the saver closes.
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Slot> {
        // A panic while holding the lock cannot leave the slot half-made
        // (each change is one assignment): go on with it.
        self.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn wait<'a>(&self, guard: MutexGuard<'a, Slot>) -> MutexGuard<'a, Slot> {
        self.changed.wait(guard).unwrap_or_else(PoisonError::into_inner)
    }
}

/// Writes tournaments on its own thread, newest copy first and only.
pub struct BackgroundSaver {
    shared: Arc<Shared>,
    /// `None` when the system refused a thread: saves then run in `submit`.
    worker: Option<JoinHandle<()>>,
}

impl Default for BackgroundSaver {
    fn default() -> Self {
        BackgroundSaver::new()
    }
}

impl BackgroundSaver {
    pub fn new() -> BackgroundSaver {
        let shared = Arc::new(Shared::default());
        let for_worker = Arc::clone(&shared);
        let worker = std::thread::Builder::new()
            .name("swissdesk-autosave".into())
            .spawn(move || work(&for_worker))
            .ok();
        BackgroundSaver { shared, worker }
    }

    /// Hands in `tournament` (the document at `revision`) to be written to
    /// `path`; `reply` is called, on the saver's thread, with the outcome
    /// of the save that covers it.
    pub fn submit(
        &self,
        tournament: Tournament,
        path: PathBuf,
        revision: u64,
        reply: impl FnOnce(Saved) + Send + 'static,
    ) {
        let mut job = Job { tournament, path, revision, replies: vec![Box::new(reply)] };
        if self.worker.is_none() {
            finish(&self.shared, job);
            return;
        }
        let mut slot = self.shared.lock();
        if let Some(older) = slot.pending.take() {
            job.replies.splice(0..0, older.replies);
        }
        slot.pending = Some(job);
        drop(slot);
        self.shared.changed.notify_all();
    }

    /// Waits until every copy handed in is written (or failed) and returns
    /// the outcome of the last save, if there was one.
    pub fn flush(&self) -> Option<Saved> {
        let mut slot = self.shared.lock();
        while slot.pending.is_some() || slot.busy {
            slot = self.shared.wait(slot);
        }
        slot.last.clone()
    }
}

impl Drop for BackgroundSaver {
    /// Writes what is pending, then ends the thread.
    fn drop(&mut self) {
        self.shared.lock().closing = true;
        self.shared.changed.notify_all();
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

/// The worker: takes the newest copy, writes it, says how it went.
fn work(shared: &Shared) {
    loop {
        let job = {
            let mut slot = shared.lock();
            loop {
                if let Some(job) = slot.pending.take() {
                    slot.busy = true;
                    break job;
                }
                if slot.closing {
                    return;
                }
                slot = shared.wait(slot);
            }
        };
        finish(shared, job);
    }
}

/// Writes `job`, records the outcome, then tells every reply.
fn finish(shared: &Shared, job: Job) {
    let result = save(&job.tournament, &job.path);
    let saved = Saved { revision: job.revision, path: job.path, result };
    {
        let mut slot = shared.lock();
        slot.busy = false;
        slot.last = Some(saved.clone());
    }
    shared.changed.notify_all();
    for reply in job.replies {
        reply(saved.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn the_newest_copy_is_written_and_every_caller_hears_of_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.swissdesk.ron");
        let saver = BackgroundSaver::new();
        let (told, heard) = mpsc::channel();
        for revision in 1..=20 {
            let mut t = Tournament::new("Coalesced");
            t.event.city = format!("revision {revision}");
            let told = told.clone();
            saver.submit(t, path.clone(), revision, move |saved| {
                let _ = told.send((revision, saved.revision, saved.result.is_ok()));
            });
        }
        let last = saver.flush().expect("an outcome");
        assert_eq!((last.revision, last.result.is_ok()), (20, true));
        assert_eq!(super::super::load(&path).expect("load").event.city, "revision 20");
        drop(told);
        let replies: Vec<(u64, u64, bool)> = heard.iter().collect();
        assert_eq!(replies.len(), 20, "every copy handed in is answered");
        for (handed_in, written, ok) in replies {
            assert!(ok && written >= handed_in, "copy {handed_in} answered by save {written}");
        }
    }

    #[test]
    fn a_failed_save_is_reported_and_dropping_the_saver_writes_what_is_pending() {
        let dir = tempfile::tempdir().expect("temp dir");
        let missing = dir.path().join("no-such-folder").join("t.swissdesk.ron");
        let saver = BackgroundSaver::new();
        saver.submit(Tournament::new("Lost stick"), missing.clone(), 1, |_| {});
        let failed = saver.flush().expect("an outcome");
        assert!(failed.result.is_err() && failed.path == missing);
        assert!(!missing.exists());

        let path = dir.path().join("t.swissdesk.ron");
        saver.submit(Tournament::new("Written on close"), path.clone(), 2, |_| {});
        drop(saver);
        assert_eq!(super::super::load(&path).expect("load").event.name, "Written on close");
    }
}
