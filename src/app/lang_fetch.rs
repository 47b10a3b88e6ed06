//! A language whose texts are not built in (in the browser, every one but English) is fetched
//! when it is asked for: its Fluent files and rules pages, from the site's `assets/i18n/`, as
//! Bevy assets; once all have arrived it is shown. The service worker keeps them then, for the
//! next visit and offline (docs/web.md, "The size budget"; docs/translating.md). On the desktop
//! every language is built in and nothing is fetched.

use crate::app::lang::{Localized, Texts};
use crate::app::store::StoreProblem;
use crate::i18n::{Catalog, Language, Pack};
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;

/// Where there is an asset server (not in the headless tests): the loader, and the fetching.
pub fn plugin(app: &mut App) {
    if app.world().contains_resource::<AssetServer>() {
        app.init_asset::<LanguageFile>()
            .register_asset_loader(LanguageFileLoader)
            .init_resource::<Fetching>()
            .add_systems(Update, fetch.run_if(fetching));
    }
}

/// One of a language's files (a `.ftl` file or a rules page), as text.
#[derive(Asset, TypePath, Debug)]
pub struct LanguageFile(pub String);

/// Reads a language's file as UTF-8 text.
#[derive(TypePath)]
struct LanguageFileLoader;

impl AssetLoader for LanguageFileLoader {
    type Asset = LanguageFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _context: &mut LoadContext<'_>,
    ) -> Result<LanguageFile, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        let text = String::from_utf8(bytes)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
        Ok(LanguageFile(text))
    }

    fn extensions(&self) -> &[&str] {
        &["ftl", "md"]
    }
}

/// The language being fetched and its files, in [`Language::pack_paths`]'s order.
#[derive(Resource, Default)]
struct Fetching {
    language: Option<&'static Language>,
    files: Vec<Handle<LanguageFile>>,
}

/// Whether a language is wanted or still being fetched.
fn fetching(texts: Res<Texts>, fetching: Res<Fetching>) -> bool {
    texts.wanted().is_some() || fetching.language.is_some()
}

/// Asks for the wanted language's files, and shows it once all have arrived. A file that
/// cannot be had (offline on a first visit, say) leaves the language shown as it is, with a
/// notice.
fn fetch(
    mut texts: ResMut<Texts>,
    mut fetching: ResMut<Fetching>,
    server: Res<AssetServer>,
    files: Res<Assets<LanguageFile>>,
    mut problems: MessageWriter<StoreProblem>,
) {
    let Some(wanted) = texts.wanted() else {
        // Another language was chosen, one built in: what was being fetched is not needed.
        *fetching = Fetching::default();
        return;
    };
    if fetching.language != Some(wanted) {
        fetching.language = Some(wanted);
        fetching.files = wanted
            .pack_paths()
            .into_iter()
            .map(|p| server.load(p))
            .collect();
        return;
    }
    let mut texts_read = Vec::with_capacity(fetching.files.len());
    for handle in &fetching.files {
        match server.load_state(handle) {
            LoadState::Loaded => {}
            LoadState::Failed(error) => {
                warn!("the language {} could not be fetched: {error}", wanted.code);
                let said =
                    Localized::new("store-language-not-fetched").with("language", wanted.name);
                problems.write(StoreProblem(said));
                texts.give_up();
                *fetching = Fetching::default();
                return;
            }
            _ => return,
        }
        let Some(file) = files.get(handle) else {
            return;
        };
        texts_read.push(file.0.clone());
    }
    let pack = Pack {
        language: wanted,
        texts: texts_read,
    };
    texts.arrived(Catalog::from_pack(&pack));
    *fetching = Fetching::default();
}
