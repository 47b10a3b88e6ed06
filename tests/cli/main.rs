//! The binary without a window: the engine protocol spoken by the real `quartet` process,
//! `quartet shot --load` on bad files, the AI's results file and its tables, and the storage
//! layer's files (atomic writes, bad files kept aside, unwritable folders), and online play
//! through a real `quartet server`; and every path and section the comments and docs cite.

mod citations;
mod engine;
mod load;
mod online;
mod puzzles;
mod results;
mod review;
mod solve;
mod storage;
