//! Files in the browser, where the game has no folders: a move list is exported as a download
//! (a `Blob` behind a link the game clicks) and imported from a file the player picks (an
//! `<input type="file">`). Reading the picked file finishes later, in a browser callback; its
//! text waits in [`take_picked`] for the game to collect on a later frame.

use crate::storage::js_error_text as reason;
use std::cell::RefCell;
use web_sys::wasm_bindgen::{JsCast, JsValue, closure::Closure};

/// A picked file's name and text, or why it could not be read.
pub type Picked = Result<(String, String), String>;

thread_local! {
    static PICKED: RefCell<Option<Picked>> = const { RefCell::new(None) };
}

/// The largest move list read (far more than the longest game's).
const MAX_BYTES: f64 = 1_000_000.0;

fn document() -> Result<web_sys::Document, String> {
    web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| "no page to work in".to_string())
}

/// Offers `text` as a download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let document = document()?;
    let parts = web_sys::js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(reason)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(reason)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(reason)?
        .dyn_into()
        .map_err(|_| "no link element".to_string())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The link's data is let go a while later: some browsers start the download after the
    // click returns.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(window) = web_sys::window() {
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}

/// Opens the browser's file picker for a move list; the text arrives in [`take_picked`].
pub fn pick_file() -> Result<(), String> {
    let document = document()?;
    let input: web_sys::HtmlInputElement = document
        .create_element("input")
        .map_err(reason)?
        .dyn_into()
        .map_err(|_| "no file input".to_string())?;
    input.set_type("file");
    input.set_accept(".txt,text/plain");
    let chosen = input.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || {
        let Some(file) = chosen.files().and_then(|files| files.get(0)) else {
            return;
        };
        read(file);
    });
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    // Lives as long as the page: one small closure per pick.
    on_change.forget();
    input.click();
    Ok(())
}

fn read(file: web_sys::File) {
    let name = file.name();
    if file.size() > MAX_BYTES {
        deliver(Err(format!(
            "{name} is {:.1} MB: too big for a move list",
            file.size() / 1e6
        )));
        return;
    }
    let reader = match web_sys::FileReader::new() {
        Ok(reader) => reader,
        Err(e) => return deliver(Err(format!("{name}: {}", reason(e)))),
    };
    let done = reader.clone();
    let on_load = Closure::<dyn FnMut()>::new(move || {
        let text = done.result().ok().and_then(|r| r.as_string());
        deliver(match text {
            Some(text) => Ok((name.clone(), text)),
            None => Err(format!("{name} could not be read as text")),
        });
    });
    reader.set_onloadend(Some(on_load.as_ref().unchecked_ref()));
    on_load.forget();
    if let Err(e) = reader.read_as_text(&file) {
        deliver(Err(format!("{}: {}", file.name(), reason(e))));
    }
}

fn deliver(picked: Picked) {
    PICKED.with(|slot| *slot.borrow_mut() = Some(picked));
}

/// The file the player picked since the last call, if one was read (or failed).
pub fn take_picked() -> Option<Picked> {
    PICKED.with(|slot| slot.borrow_mut().take())
}
