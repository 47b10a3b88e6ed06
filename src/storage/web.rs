//! The browser backend: the page's `localStorage`, one key per item: `quartet.` and the name
//! without `.ron` (`settings.ron` is `quartet.settings`, `saves/autosave.ron` is
//! `quartet.saves/autosave`). Each `setItem` replaces a value whole, so writes are atomic.

use super::{Area, Key, Listed, StorageError, aside_name};

const PREFIX: &str = "quartet.";

/// The page's localStorage (looked up on each use: it is not `Send`).
#[derive(Clone, Debug)]
pub(super) struct Local;

fn storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| StorageError::NoHome("this browser gives the page no localStorage".into()))
}

/// `Data` and `Config` share one namespace in the browser (their names never meet).
fn item(name: &str) -> String {
    format!("{PREFIX}{}", name.strip_suffix(".ron").unwrap_or(name))
}

/// A browser error in words: its message, else a general reason.
pub fn js_error_text(e: web_sys::wasm_bindgen::JsValue) -> String {
    e.as_string()
        .or_else(|| {
            web_sys::js_sys::Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| "the browser refused (it gave no reason)".to_string())
}

impl Local {
    pub(super) fn for_player() -> Result<Local, StorageError> {
        storage().map(|_| Local)
    }

    pub(super) fn place(&self, key: &Key) -> String {
        format!("localStorage {}", item(&key.name))
    }

    pub(super) fn read(&self, key: &Key) -> Result<Option<String>, StorageError> {
        storage()?
            .get_item(&item(&key.name))
            .map_err(|e| StorageError::Read {
                place: self.place(key),
                reason: js_error_text(e),
            })
    }

    pub(super) fn write(&self, key: &Key, text: &str) -> Result<(), StorageError> {
        storage()?
            .set_item(&item(&key.name), text)
            .map_err(|e| StorageError::Write {
                place: self.place(key),
                reason: js_error_text(e),
            })
    }

    pub(super) fn set_aside(&self, key: &Key, stamp: &str) -> Result<String, StorageError> {
        let store = storage()?;
        let fail = |e| StorageError::SetAside {
            place: self.place(key),
            reason: js_error_text(e),
        };
        let Some(text) = store.get_item(&item(&key.name)).map_err(fail)? else {
            return Err(StorageError::SetAside {
                place: self.place(key),
                reason: "nothing is stored there".to_string(),
            });
        };
        let name = aside_name(&key.name, stamp, |n| {
            store.get_item(&item(n)).ok().flatten().is_some()
        });
        store.set_item(&item(&name), &text).map_err(fail)?;
        store.remove_item(&item(&key.name)).map_err(fail)?;
        Ok(format!("localStorage {}", item(&name)))
    }

    pub(super) fn remove(&self, key: &Key) -> Result<(), StorageError> {
        storage()?
            .remove_item(&item(&key.name))
            .map_err(|e| StorageError::Remove {
                place: self.place(key),
                reason: js_error_text(e),
            })
    }

    pub(super) fn list(&self, area: Area, folder: &str) -> Result<Vec<Listed>, StorageError> {
        let store = storage()?;
        let prefix = format!("{PREFIX}{folder}/");
        let count = store.length().unwrap_or(0);
        let mut items = Vec::new();
        for i in 0..count {
            let Ok(Some(k)) = store.key(i) else { continue };
            if let Some(rest) = k.strip_prefix(&prefix)
                && !rest.contains('/')
            {
                items.push(Listed {
                    key: Key::new(area, format!("{folder}/{rest}.ron")),
                    modified: None,
                });
            }
        }
        Ok(items)
    }
}
