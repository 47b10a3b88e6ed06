//! The screen's buttons as real `<button>`s in the browser's text layer (docs/accessibility.md,
//! "In the browser"): the canvas has no accessibility tree, so the page's `#screen-buttons`
//! landmark, named after the screen, lists the buttons the state hook sees (the menus', the
//! panel's and its dialogs', in reading order), and pressing one sends `PressButton`, the
//! click a mouse would give the button drawn.

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, dom::listen).add_systems(
        Update,
        (
            dom::take_pressed.before(crate::app::GameSet::Input),
            dom::write_buttons.after(super::page::follow_game),
        ),
    );
    let _ = app;
}

#[cfg(target_arch = "wasm32")]
mod dom {
    use crate::app::hud::ShownButton;
    use crate::app::input::press::{Press, PressButton};
    use crate::app::lang::Texts;
    use crate::app::spoken::screen_message;
    use crate::app::web::page::{PageState, element, listen_while_the_page_lives};
    use crate::app::{Pause, Screen};
    use bevy::prelude::*;
    use std::cell::RefCell;
    use web_sys::wasm_bindgen::JsCast;

    /// A button as the page lists it: what it says and whether it does anything now (its place
    /// on the canvas is left out: the list is written again only when these change).
    #[derive(Clone, Debug, PartialEq)]
    struct Listed {
        /// What a screen reader calls it (its texts, or a name of its own).
        name: String,
        enabled: bool,
        press: Press,
    }

    /// The buttons to list, from the state hook's.
    fn listed(buttons: &[ShownButton]) -> Vec<Listed> {
        buttons
            .iter()
            .filter_map(|b| {
                Some(Listed {
                    name: b.name.clone(),
                    enabled: b.enabled,
                    press: b.press?,
                })
            })
            .collect()
    }

    thread_local! {
        /// The buttons as last written into the page, in order.
        static LISTED: RefCell<Vec<Listed>> = const { RefCell::new(Vec::new()) };
        /// The buttons pressed in the page, until a frame takes them.
        static PRESSED: RefCell<Vec<Press>> = const { RefCell::new(Vec::new()) };
    }

    /// Hears the list's clicks for as long as the page lives (one listener for every button:
    /// each says its place in the list).
    pub(super) fn listen() {
        let Some(list) = element("screen-buttons") else {
            return;
        };
        listen_while_the_page_lives(&list, "click", |event| {
            let button = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("button").ok().flatten());
            let Some(k) = button
                .and_then(|b| b.get_attribute("data-k"))
                .and_then(|k| k.parse::<usize>().ok())
            else {
                return;
            };
            let press = LISTED.with(|l| l.borrow().get(k).filter(|b| b.enabled).map(|b| b.press));
            if let Some(press) = press {
                PRESSED.with(|p| p.borrow_mut().push(press));
                crate::app::wake::soon();
            }
        });
    }

    pub(super) fn take_pressed(mut pressed: MessageWriter<PressButton>) {
        for press in PRESSED.with(|p| std::mem::take(&mut *p.borrow_mut())) {
            pressed.write(PressButton(press));
        }
    }

    /// Writes the list anew when its buttons or the screen's name change; a button already
    /// in the page is reused in place, so the one a reader is on keeps its focus.
    pub(super) fn write_buttons(
        page: Res<PageState>,
        texts: Res<Texts>,
        screen: Res<State<Screen>>,
        pause: Option<Res<State<Pause>>>,
        mut named: Local<String>,
    ) {
        let (Some(list), Some(document)) = (
            element("screen-buttons"),
            web_sys::window().and_then(|w| w.document()),
        ) else {
            return;
        };
        let name = texts.text(screen_message(*screen.get(), pause.map(|p| *p.get())));
        if *named != name {
            let _ = list.set_attribute("aria-label", &name);
            *named = name;
        }
        let now = listed(&page.buttons);
        if LISTED.with(|l| *l.borrow() == now) {
            return;
        }
        for (k, button) in now.iter().enumerate() {
            let shown = match list
                .query_selector(&format!("[data-k=\"{k}\"]"))
                .ok()
                .flatten()
            {
                Some(shown) => shown,
                None => {
                    let Ok(made) = document.create_element("button") else {
                        return;
                    };
                    let _ = made.set_attribute("type", "button");
                    let _ = made.set_attribute("data-k", &k.to_string());
                    let _ = list.append_child(&made);
                    made
                }
            };
            if shown.text_content().as_deref() != Some(button.name.as_str()) {
                shown.set_text_content(Some(&button.name));
            }
            // Greyed out, it stays in the list and in reach, and says so.
            let _ = match button.enabled {
                true => shown.remove_attribute("aria-disabled"),
                false => shown.set_attribute("aria-disabled", "true"),
            };
        }
        while list.child_element_count() as usize > now.len() {
            match list.last_element_child() {
                Some(last) => last.remove(),
                None => break,
            }
        }
        LISTED.with(|l| *l.borrow_mut() = now);
    }
}
