//! The game (Bevy), headless: the flow of a match, the board and menus through picking
//! events, the HUD, animations, couch play with pads, settings and saves, sound cues, the
//! palette, the browser's paths, and the layout of `src/app` itself.

mod access;
mod animation;
mod board;
mod browser;
mod couch;
mod flow;
mod hud;
mod layout;
mod learn;
mod online;
mod palette;
mod replay;
mod review;
mod save_as_export;
mod saves;
mod settings;
mod settings_screen;
mod sound;
mod sound_synth;
mod spoken;
mod support;
mod theme;
