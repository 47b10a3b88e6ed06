//! The settings file (`settings.ron` in the config folder; `quartet.settings` in the browser):
//! read once as the game starts, written again whenever the settings change. A file that cannot
//! be used (empty, not RON, not settings, from a newer Quartet, a size or level that does not
//! exist) is moved aside as `settings.ron.bad-<time>`, and the game starts with the defaults.

use super::{Store, StoreProblem};
use crate::app::settings::Settings;
use crate::storage::{Area, Key};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    let store = app.world().get_resource::<Store>().cloned();
    if let Some(settings) = store.map(|store| load(&store, app.world_mut())) {
        let written = to_text(&settings);
        app.insert_resource(settings)
            .insert_resource(Written {
                text: written,
                failed: None,
            })
            .add_systems(Last, save_changes);
    }
}

/// Where the settings are kept.
pub fn key() -> Key {
    Key::new(Area::Config, "settings.ron")
}

/// What was last written (or read), and the last write's failure: nothing is written again
/// unless the settings changed, and a failure is told once.
#[derive(Resource, Debug)]
struct Written {
    text: String,
    failed: Option<String>,
}

/// The settings in `text`, or why they cannot be used.
pub fn parse(text: &str) -> Result<Settings, String> {
    let settings: Settings = crate::save::read_versioned(
        text,
        crate::app::settings::SETTINGS_VERSION,
        "a settings file",
    )?;
    settings.check()?;
    Ok(settings)
}

/// The settings as written to the file.
pub fn to_text(settings: &Settings) -> String {
    let settings = Settings {
        version: crate::app::settings::SETTINGS_VERSION,
        ..settings.clone()
    };
    ron::ser::to_string_pretty(&settings, ron::ser::PrettyConfig::default()).unwrap_or_default()
}

/// Reads the settings; a file that cannot be used is set aside and told about.
fn load(store: &Store, world: &mut World) -> Settings {
    let key = key();
    let place = store.0.place(&key);
    let problem = match store.0.read(&key) {
        Ok(None) => return Settings::default(),
        Ok(Some(text)) => match parse(&text) {
            Ok(settings) => return settings,
            Err(why) => why,
        },
        // Unreadable (not text, no permission): kept where it is, not touched.
        Err(e) => {
            world.write_message(StoreProblem(format!(
                "{e}. Quartet starts with the default settings."
            )));
            return Settings::default();
        }
    };
    let kept = match store.0.set_aside(&key) {
        Ok(to) => format!("the file is kept as {to}"),
        Err(e) => format!("{e}"),
    };
    world.write_message(StoreProblem(format!(
        "The settings in {place} cannot be used: {problem}. Quartet starts with the default \
         settings; {kept}."
    )));
    Settings::default()
}

fn save_changes(
    settings: Res<Settings>,
    store: Res<Store>,
    mut written: ResMut<Written>,
    mut problems: MessageWriter<StoreProblem>,
) {
    if !settings.is_changed() {
        return;
    }
    let text = to_text(&settings);
    if text == written.text {
        return;
    }
    match store.0.write(&key(), &text) {
        Ok(()) => {
            written.text = text;
            written.failed = None;
        }
        Err(e) => {
            let message = format!("The settings were not saved: {e}");
            if written.failed.as_ref() != Some(&message) {
                problems.write(StoreProblem(message.clone()));
                written.failed = Some(message);
            }
        }
    }
}
