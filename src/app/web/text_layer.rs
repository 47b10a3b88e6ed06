//! The game by text in the browser (docs/accessibility.md): the page's `#text-mode` section
//! (web/index.html), beside the canvas, which has no accessibility tree of its own. Its move
//! box's lines become `TextTyped` (answered or played by `app::spoken`), and its live log
//! (`role="log"`) gets each new line of `Spoken`, which a screen reader then reads out.

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    app.init_resource::<dom::Written>()
        .add_systems(Startup, dom::listen)
        .add_systems(
            Update,
            (
                dom::take_typed.before(crate::app::GameSet::Input),
                // In the frame the lines are said (a page at rest has no next frame).
                dom::write_log
                    .after(crate::app::GameSet::View)
                    .run_if(resource_changed::<crate::app::spoken::Spoken>),
                dom::label.run_if(resource_changed::<crate::app::lang::Texts>),
                dom::show.run_if(resource_changed::<crate::app::settings::Settings>),
            ),
        )
        .add_systems(OnEnter(crate::app::Screen::Play), dom::ready_the_box);
    let _ = app;
}

#[cfg(target_arch = "wasm32")]
mod dom {
    use crate::app::lang::Texts;
    use crate::app::settings::Settings;
    use crate::app::spoken::{Spoken, TextTyped};
    use crate::app::web::page::{element, listen_while_the_page_lives};
    use bevy::prelude::*;
    use std::cell::RefCell;
    use web_sys::wasm_bindgen::JsCast;

    /// How many lines the page's log keeps.
    const KEPT: u32 = 50;

    thread_local! {
        /// The lines typed, until a frame takes them.
        static TYPED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    }

    /// Hears the move box's form for as long as the page lives: each line sent is kept for
    /// the next frame, and the box emptied.
    pub(super) fn listen() {
        let Some(form) = element("text-form") else {
            return;
        };
        // Refused, the game is played with the mouse, the keys and the pads as before.
        listen_while_the_page_lives(&form, "submit", |event| {
            event.prevent_default();
            let input =
                element("move-box").and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
            let Some(input) = input else {
                return;
            };
            let line = input.value();
            input.set_value("");
            if !line.trim().is_empty() {
                TYPED.with(|typed| typed.borrow_mut().push(line));
                crate::app::wake::soon();
            }
        });
    }

    pub(super) fn take_typed(mut typed: MessageWriter<TextTyped>) {
        for line in TYPED.with(|t| std::mem::take(&mut *t.borrow_mut())) {
            typed.write(TextTyped(line));
        }
    }

    /// The number of the last line of `Spoken` written into the page's log.
    #[derive(Resource, Default)]
    pub(super) struct Written(Option<u64>);

    pub(super) fn write_log(spoken: Res<Spoken>, mut written: ResMut<Written>) {
        let (Some(log), Some(document)) = (
            element("spoken"),
            web_sys::window().and_then(|w| w.document()),
        ) else {
            return;
        };
        for (n, text) in spoken.lines() {
            if written.0.is_some_and(|last| *n <= last) {
                continue;
            }
            if let Ok(line) = document.create_element("p") {
                line.set_text_content(Some(text));
                // (Its number in `Spoken`: the page's tools know which lines are new by it.)
                let _ = line.set_attribute("data-n", &n.to_string());
                let _ = log.append_child(&line);
            }
            written.0 = Some(*n);
        }
        while log.child_element_count() > KEPT {
            match log.first_element_child() {
                Some(first) => first.remove(),
                None => break,
            }
        }
        // The newest line in sight, for whoever reads the bar.
        log.set_scroll_top(log.scroll_height());
    }

    /// In screen reader mode the layer stays on screen (`data-shown`, web/index.html), not only
    /// while the keyboard is in it.
    pub(super) fn show(settings: Res<Settings>) {
        if let Some(layer) = element("text-mode") {
            let _ = match settings.screen_reader {
                true => layer.set_attribute("data-shown", ""),
                false => layer.remove_attribute("data-shown"),
            };
        }
    }

    /// In screen reader mode a game starts with the move box focused: the first move can be
    /// typed at once.
    pub(super) fn ready_the_box(settings: Res<Settings>) {
        let input = element("move-box").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let (true, Some(input)) = (settings.screen_reader, input) {
            let _ = input.focus();
        }
    }

    /// The move box's label in the player's language.
    pub(super) fn label(texts: Res<Texts>) {
        if let Some(label) = element("move-box-label") {
            label.set_text_content(Some(&texts.text("text-box-label")));
        }
    }
}
