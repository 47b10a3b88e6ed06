//! The panel's file dialogs (egui): **Save as** a name (Enter saves, Esc cancels), **Export**
//! the move list (copy it to the clipboard, or write it to a file in the data folder's
//! `exports/`; in the browser, download it), and **Import** a move list (pasted, or a file's
//! path; in the browser, a file picked) as a new match, the same players keeping their seats. What they do goes through `store` and its notices.

use super::EguiButtons;
use crate::ai::review::Mark;
use crate::app::Screen;
use crate::app::game::{CurrentMatch, Resume};
use crate::app::lang::{Localized, Texts, refusal};
use crate::app::review::GameReview;
use crate::app::store::saves::{SaveAs, default_name, file_stem};
use crate::app::store::{Store, StoreDone, StoreProblem};
use crate::app::theme::egui::{DIM, GOLD, WARN};
use crate::i18n::{Arg, Catalog};
use crate::record::{ImportError, export_annotated, import_text};
use crate::rules::RulesError;
use crate::storage::now_unix;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FilesDialog>()
        .add_message::<SaveAs>()
        .add_message::<StoreDone>()
        .add_message::<StoreProblem>()
        .add_systems(OnExit(Screen::Play), close_outside_match)
        .add_systems(OnExit(Screen::End), close_outside_match);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, receive_picked_file);
}

/// A file picked in the browser fills the import dialog's text (once it has been read).
#[cfg(target_arch = "wasm32")]
fn receive_picked_file(mut dialog: ResMut<FilesDialog>) {
    use crate::app::store::browser_files::take_picked;
    let Some(picked) = take_picked() else { return };
    if dialog.open != Some(Dialog::Import) {
        return;
    }
    match picked {
        Ok((_, text)) => {
            dialog.pasted = text;
            dialog.error = None;
        }
        Err(why) => dialog.error = Some(why),
    }
}

/// Which file dialog is open, and what is typed in it.
#[derive(Resource, Debug, Default)]
pub struct FilesDialog {
    pub open: Option<Dialog>,
    name: String,
    pasted: String,
    error: Option<String>,
    /// Just opened: the name is selected whole, so typing replaces it.
    fresh: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    SaveAs,
    Export,
    Import,
}

impl FilesDialog {
    /// Opens `dialog` for `current`: Save as starts from a made-up name.
    pub fn show(&mut self, dialog: Dialog, current: &CurrentMatch) {
        self.open = Some(dialog);
        self.error = None;
        self.fresh = true;
        match dialog {
            Dialog::SaveAs => self.name = default_name(current, now_unix()),
            Dialog::Import => self.pasted.clear(),
            Dialog::Export => {}
        }
    }
}

fn close_outside_match(mut dialog: ResMut<FilesDialog>, screen: Res<State<Screen>>) {
    if !matches!(screen.get(), Screen::Play | Screen::End) {
        dialog.open = None;
    }
}

#[derive(SystemParam)]
pub(super) struct FileActions<'w, 's> {
    dialog: ResMut<'w, FilesDialog>,
    // (The browser has no exports folder: it downloads.)
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    store: Option<Res<'w, Store>>,
    save: MessageWriter<'w, SaveAs>,
    done: MessageWriter<'w, StoreDone>,
    problems: MessageWriter<'w, StoreProblem>,
    commands: Commands<'w, 's>,
    shown: ResMut<'w, EguiButtons>,
    review: Option<Res<'w, GameReview>>,
    texts: Res<'w, Texts>,
}

impl FileActions<'_, '_> {
    /// A dialog button, the message `id`, listed for the page's state hook.
    fn button(&mut self, ui: &mut egui::Ui, id: &str) -> bool {
        let label = self.texts.text(id);
        let response = ui.button(&label);
        self.shown.note(ui, &label, response).clicked()
    }
}

/// Draws the open dialog, if any.
pub(super) fn draw_dialog(
    mut contexts: EguiContexts,
    current: Option<Res<CurrentMatch>>,
    mut act: FileActions,
) -> Result {
    let (Some(which), Some(current)) = (act.dialog.open, current) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let title = act.texts.text(match which {
        Dialog::SaveAs => "panel-save-as",
        Dialog::Export => "files-export-title",
        Dialog::Import => "files-import-title",
    });
    let mut keep_open = true;
    egui::Window::new(egui::RichText::new(title).color(GOLD))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-120.0, 0.0))
        .default_width(420.0)
        .show(ctx, |ui| match which {
            Dialog::SaveAs => keep_open = save_as(ui, &mut act),
            Dialog::Export => keep_open = export(ui, ctx, &current, &mut act),
            Dialog::Import => keep_open = import(ui, &current, &mut act),
        });
    if !keep_open || ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        act.dialog.open = None;
    }
    Ok(())
}

/// The name field; true while the dialog stays open.
fn save_as(ui: &mut egui::Ui, act: &mut FileActions) -> bool {
    ui.label(act.texts.text("files-name"));
    let mut output = egui::TextEdit::singleline(&mut act.dialog.name)
        .desired_width(380.0)
        .show(ui);
    let field = output.response.clone();
    if !field.has_focus() && !field.lost_focus() {
        field.request_focus();
    }
    if std::mem::take(&mut act.dialog.fresh) {
        let all = egui::text::CCursorRange::two(
            egui::text::CCursor::new(0),
            egui::text::CCursor::new(act.dialog.name.chars().count()),
        );
        output.state.cursor.set_char_range(Some(all));
        output.state.store(ui.ctx(), field.id);
    }
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    ui.label(
        egui::RichText::new(act.texts.format(
            "files-saved-as",
            &[("name", file_stem(&act.dialog.name).into())],
        ))
        .small()
        .color(DIM),
    );
    let mut open = true;
    ui.horizontal(|ui| {
        if act.button(ui, "pause-save") || entered {
            act.save.write(SaveAs(act.dialog.name.clone()));
            open = false;
        }
        if act.button(ui, "files-cancel") {
            open = false;
        }
    });
    open
}

fn export(
    ui: &mut egui::Ui,
    ctx: &egui::Context,
    current: &CurrentMatch,
    act: &mut FileActions,
) -> bool {
    // A finished review's marks go with the moves as annotations (d2??).
    let marks: Vec<Option<Mark>> = act
        .review
        .as_deref()
        .filter(|r| r.belongs_to(current))
        .and_then(GameReview::review)
        .map_or_else(Vec::new, |r| {
            r.moves
                .iter()
                .map(|m| m.mark.filter(|&m| m != Mark::Best))
                .collect()
        });
    let mut text = export_annotated(&current.game, &marks);
    ui.add(
        egui::TextEdit::multiline(&mut text)
            .desired_width(400.0)
            .desired_rows(4)
            .interactive(false),
    );
    let mut open = true;
    ui.horizontal(|ui| {
        if act.button(ui, "files-copy") {
            ctx.copy_text(text.clone());
            act.done.write(StoreDone(Localized::new("files-copied")));
            open = false;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if act.button(ui, "files-save-file") {
            write_export(&text, current, act);
            open = false;
        }
        #[cfg(target_arch = "wasm32")]
        if act.button(ui, "files-download") {
            let name = format!("{}.txt", file_stem(&default_name(current, now_unix())));
            match crate::app::store::browser_files::download(&name, &text) {
                Ok(()) => {
                    let said = Localized::new("files-downloaded").with("name", name.as_str());
                    act.done.write(StoreDone(said));
                }
                Err(e) => {
                    let said = Localized::new("files-not-downloaded").with("error", e.to_string());
                    act.problems.write(StoreProblem(said));
                }
            }
            open = false;
        }
        if act.button(ui, "rules-close") {
            open = false;
        }
    });
    open
}

/// `exports/NAME.txt` in the data folder, never over an existing file.
#[cfg(not(target_arch = "wasm32"))]
fn write_export(text: &str, current: &CurrentMatch, act: &mut FileActions) {
    let Some(store) = act.store.as_ref() else {
        return;
    };
    let key = store.free_key(
        "exports",
        &file_stem(&default_name(current, now_unix())),
        "txt",
    );
    match store.0.write(&key, text) {
        Ok(()) => {
            let place = store.0.place(&key).to_string();
            act.done.write(StoreDone(
                Localized::new("files-written").with("place", place),
            ));
        }
        Err(e) => {
            let said = Localized::new("files-not-written").with("error", e.to_string());
            act.problems.write(StoreProblem(said));
        }
    }
}

fn import(ui: &mut egui::Ui, current: &CurrentMatch, act: &mut FileActions) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    ui.label(act.texts.text("files-paste-or-path"));
    #[cfg(target_arch = "wasm32")]
    ui.label(act.texts.text("files-paste-or-open"));
    ui.add(
        egui::TextEdit::multiline(&mut act.dialog.pasted)
            .desired_width(400.0)
            .desired_rows(4)
            .hint_text("# Quartet: Rush 9x9\ne5 d4 c3"),
    );
    if let Some(error) = &act.dialog.error {
        ui.label(egui::RichText::new(error).color(WARN));
    }
    let mut open = true;
    ui.horizontal(|ui| {
        if act.button(ui, "load-open") {
            match read_import(&act.dialog.pasted, current, &act.texts) {
                Ok(game) => {
                    let imported =
                        CurrentMatch::resume(game, current.seats, Vec::new(), None, now_unix());
                    act.commands.insert_resource(imported.setup());
                    act.commands.insert_resource(Resume(imported));
                    act.commands.set_state(Screen::Play);
                    open = false;
                }
                Err(why) => act.dialog.error = Some(why),
            }
        }
        #[cfg(target_arch = "wasm32")]
        if act.button(ui, "files-open-file")
            && let Err(e) = crate::app::store::browser_files::pick_file()
        {
            let said = act
                .texts
                .format("files-no-picker", &[("error", e.to_string().into())]);
            act.dialog.error = Some(said);
        }
        if act.button(ui, "files-cancel") {
            open = false;
        }
    });
    open
}

/// The pasted text's game: a file's contents when it is a path to one (desktop); else why not,
/// in the language of `texts`.
fn read_import(
    pasted: &str,
    current: &CurrentMatch,
    texts: &Catalog,
) -> Result<crate::rules::Match, String> {
    let text = pasted.trim();
    #[cfg(not(target_arch = "wasm32"))]
    let from_file;
    // One line that names a file (a folder separator or a file ending) is read from there.
    #[cfg(not(target_arch = "wasm32"))]
    let text = if !text.contains('\n')
        && (text.contains('/') || text.contains('\\') || text.ends_with(".txt"))
    {
        from_file = crate::storage::read_file(std::path::Path::new(text)).map_err(|e| {
            let args = [("file", text.into()), ("error", e.to_string().into())];
            texts.format("import-file", &args)
        })?;
        from_file.as_str()
    } else {
        text
    };
    let game = &current.game;
    import_text(text, game.kind(), game.size(), game.options())
        .map_err(|e| import_problem(texts, &e))
}

/// Why a move list cannot be read, in the language of `texts` (`import-*` messages; a move's
/// problem as the rules say it, `lang::refusal`).
pub fn import_problem(texts: &Catalog, problem: &ImportError) -> String {
    let (id, args): (&str, Vec<(&str, Arg)>) = match problem {
        ImportError::NoMoves => ("import-no-moves", vec![]),
        ImportError::NoHeader(header) => {
            ("import-no-header", vec![("header", header.as_str().into())])
        }
        ImportError::NotASize(size) => ("import-not-a-size", vec![("size", size.as_str().into())]),
        ImportError::Rules(RulesError::UnknownGame(name)) => {
            ("import-unknown-game", vec![("name", name.as_str().into())])
        }
        ImportError::Rules(RulesError::BadSize {
            game,
            size,
            allowed,
        }) => (
            "import-size-not-allowed",
            vec![
                ("game", game.title().into()),
                ("size", (*size).into()),
                ("allowed", allowed.as_str().into()),
            ],
        ),
        ImportError::Rules(RulesError::AtMove { number, mv, why }) => (
            "import-bad-move",
            vec![
                ("number", (*number).into()),
                ("move", mv.as_str().into()),
                ("why", refusal(texts, why).into()),
            ],
        ),
        // (Nothing else of the rules' comes from reading a list: as the rules word it.)
        ImportError::Rules(other) => return other.to_string(),
    };
    texts.format(id, &args)
}
