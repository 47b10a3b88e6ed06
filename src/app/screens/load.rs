//! The saved games, newest first, a page at a time: each with a small picture of its board, the
//! game and size, who played, the moves, how it stands and when it was saved. Open takes an
//! unfinished game up where it was left, and shows a finished one on its end screen to replay;
//! Delete asks first. Every button is reachable by keys and pads too.

use super::responsive::responsive;
use super::widgets::{GoTo, button, go_to, label, label_fit, screen_root, text, text_fit};
use crate::app::Screen;
use crate::app::board::preview::preview_image;
use crate::app::game::Resume;
use crate::app::hud::result::result;
use crate::app::lang::{Localized, Texts, colour_name, seat_name};
use crate::app::settings::Settings;
use crate::app::store::saves::{self, SaveEntry, autosave_key};
use crate::app::store::{Store, StoreProblem};
use crate::app::theme::ui::{DIM, GOLD, TEXT};
use crate::i18n::Catalog;
use crate::rules::Side;
use crate::storage::utc_text;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Load), (read_saves, spawn_load).chain())
        .add_systems(Update, show_page.run_if(in_state(Screen::Load)))
        .add_systems(OnExit(Screen::Load), forget_saves);
}

/// How many saved games a page shows.
pub const PER_PAGE: usize = 4;

/// The saved games on the Load screen, the page shown and a delete waiting for its confirm.
#[derive(Resource, Debug, Default)]
pub struct LoadList {
    pub entries: Vec<SaveEntry>,
    pub page: usize,
    /// The entry (index) whose Delete was pressed: its row asks to confirm.
    pub confirm: Option<usize>,
}

impl LoadList {
    pub fn pages(&self) -> usize {
        self.entries.len().div_ceil(PER_PAGE).max(1)
    }
}

/// What a button of the Load screen does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadButton {
    Open(usize),
    Delete(usize),
    ConfirmDelete(usize),
    CancelDelete,
    /// Newer (-1) or older (+1) games.
    Page(i32),
}

/// The box the rows are drawn in (rebuilt when the list changes).
#[derive(Component)]
struct Rows;

fn read_saves(
    mut commands: Commands,
    store: Option<Res<Store>>,
    mut problems: MessageWriter<StoreProblem>,
) {
    let entries = store
        .map(|s| saves::list(&s, &mut problems))
        .unwrap_or_default();
    commands.insert_resource(LoadList {
        entries,
        ..default()
    });
}

fn forget_saves(mut commands: Commands) {
    commands.remove_resource::<LoadList>();
}

fn spawn_load(mut commands: Commands) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Load)));
    commands
        .spawn(screen_root(Screen::Load))
        .with_children(|root| {
            root.spawn(label_fit(Localized::new("load-title"), 48.0, 32.0, GOLD));
            root.spawn((
                Rows,
                Node {
                    width: px(920),
                    max_width: percent(96),
                    flex_direction: FlexDirection::Column,
                    row_gap: px(10),
                    ..default()
                },
            ));
            root.spawn((
                button(200.0),
                GoTo(Screen::Title),
                children![label(Localized::new("menu-back"), 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}

/// The lines a row shows about `entry`: its name; the game and who played; the moves, how it
/// stands and when it was saved.
pub fn describe(entry: &SaveEntry, texts: &Catalog) -> [String; 3] {
    let game = &entry.current.game;
    let kind = game.kind();
    let [first, second] = Side::BOTH.map(|s| {
        let colour = colour_name(texts, kind, s);
        let seat = seat_name(texts, entry.current.seats[s.index()]);
        texts.format(
            "load-player",
            &[("colour", colour.into()), ("seat", seat.into())],
        )
    });
    let state = match (result(&entry.current, texts), entry.current.to_move()) {
        (Some(end), _) => end.headline,
        (None, Some(side)) => {
            let colour = colour_name(texts, kind, side);
            texts.format("load-unfinished-to-move", &[("colour", colour.into())])
        }
        (None, None) => texts.text("load-unfinished"),
    };
    let title = if entry.key == autosave_key() {
        texts.text("load-autosave")
    } else {
        entry.title()
    };
    [
        title,
        texts.format(
            "load-players",
            &[
                ("game", kind.title().into()),
                ("size", game.size().into()),
                ("first", first.into()),
                ("second", second.into()),
            ],
        ),
        texts.format(
            "load-state",
            &[
                ("moves", game.len().into()),
                ("state", state.into()),
                ("when", utc_text(entry.written).into()),
            ],
        ),
    ]
}

/// Rebuilds the rows when the list, its page or a confirm changed.
fn show_page(
    mut commands: Commands,
    list: Option<Res<LoadList>>,
    rows: Query<Entity, With<Rows>>,
    images: Option<ResMut<Assets<Image>>>,
    settings: Res<Settings>,
    texts: Res<Texts>,
) {
    let (Some(list), Ok(rows)) = (list, rows.single()) else {
        return;
    };
    if !list.is_changed() {
        return;
    }
    let mut images = images;
    commands.entity(rows).despawn_children();
    if list.entries.is_empty() {
        // (A box as wide as the list, so that a long sentence wraps within it, centred.)
        commands.entity(rows).with_children(|rows| {
            rows.spawn(Node {
                width: percent(100),
                justify_content: JustifyContent::Center,
                margin: UiRect::vertical(px(30)),
                ..default()
            })
            .with_child((
                label(Localized::new("load-empty"), 22.0, DIM),
                TextLayout::justify(Justify::Center),
            ));
        });
        return;
    }
    let first = list.page * PER_PAGE;
    for (i, entry) in list.entries.iter().enumerate().skip(first).take(PER_PAGE) {
        let picture = images
            .as_mut()
            .map(|images| {
                images.add(preview_image(
                    entry.current.game.position(),
                    settings.palette,
                ))
            })
            .unwrap_or_default();
        let [title, players, state] = describe(entry, &texts);
        let confirming = list.confirm == Some(i);
        commands.entity(rows).with_children(|rows| {
            // On a phone the buttons wrap under the game's lines.
            rows.spawn((
                responsive(
                    Node {
                        align_items: AlignItems::Center,
                        column_gap: px(14),
                        padding: UiRect::all(px(8)),
                        border_radius: BorderRadius::all(px(10)),
                        ..default()
                    },
                    |node| Node {
                        flex_wrap: FlexWrap::Wrap,
                        column_gap: px(10),
                        row_gap: px(8),
                        justify_content: JustifyContent::FlexEnd,
                        ..node
                    },
                ),
                BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.04)),
            ))
            .with_children(|row| {
                row.spawn((
                    ImageNode::new(picture),
                    Node {
                        width: px(84),
                        height: px(84),
                        ..default()
                    },
                ));
                row.spawn(responsive(
                    Node {
                        flex_direction: FlexDirection::Column,
                        flex_grow: 1.0,
                        row_gap: px(3),
                        ..default()
                    },
                    |node| Node {
                        flex_basis: px(240),
                        ..node
                    },
                ))
                .with_children(|about| {
                    about.spawn(text_fit(title, 22.0, 18.0, GOLD));
                    about.spawn(text(players, 16.0, TEXT));
                    about.spawn(text(state, 16.0, DIM));
                });
                let buttons: Vec<(LoadButton, &str)> = if confirming {
                    vec![
                        (LoadButton::ConfirmDelete(i), "load-yes"),
                        (LoadButton::CancelDelete, "load-no"),
                    ]
                } else {
                    vec![
                        (LoadButton::Open(i), "load-open"),
                        (LoadButton::Delete(i), "load-delete"),
                    ]
                };
                if confirming {
                    row.spawn(label(Localized::new("load-delete-asked"), 20.0, GOLD));
                }
                for (action, name) in buttons {
                    row.spawn((
                        action,
                        button(104.0),
                        children![label(Localized::new(name), 20.0, TEXT)],
                    ))
                    .observe(press);
                }
            });
        });
    }
    if list.pages() > 1 {
        commands.entity(rows).with_children(|rows| {
            rows.spawn(Node {
                align_self: AlignSelf::Center,
                align_items: AlignItems::Center,
                column_gap: px(16),
                ..default()
            })
            .with_children(|pager| {
                if list.page > 0 {
                    pager
                        .spawn((
                            LoadButton::Page(-1),
                            button(140.0),
                            children![label(Localized::new("load-newer"), 20.0, TEXT)],
                        ))
                        .observe(press);
                }
                pager.spawn(label(
                    Localized::new("load-page")
                        .with("page", list.page + 1)
                        .with("pages", list.pages()),
                    18.0,
                    DIM,
                ));
                if list.page + 1 < list.pages() {
                    pager
                        .spawn((
                            LoadButton::Page(1),
                            button(140.0),
                            children![label(Localized::new("load-older"), 20.0, TEXT)],
                        ))
                        .observe(press);
                }
            });
        });
    }
}

fn press(
    click: On<Pointer<Click>>,
    buttons: Query<&LoadButton>,
    mut list: ResMut<LoadList>,
    store: Option<Res<Store>>,
    mut problems: MessageWriter<StoreProblem>,
    mut commands: Commands,
) {
    let Ok(action) = buttons.get(click.entity) else {
        return;
    };
    match *action {
        LoadButton::Open(i) => {
            if let Some(entry) = list.entries.get(i) {
                commands.insert_resource(entry.current.setup());
                commands.insert_resource(Resume((*entry.current).clone()));
                // A review kept with the game shows at once.
                match saves::review_of(&entry.record, &entry.current) {
                    Some(review) => commands.insert_resource(review),
                    None => commands.remove_resource::<crate::app::review::GameReview>(),
                }
                commands.set_state(Screen::Play);
            }
        }
        LoadButton::Delete(i) => list.confirm = Some(i),
        LoadButton::CancelDelete => list.confirm = None,
        LoadButton::ConfirmDelete(i) => {
            list.confirm = None;
            let (Some(store), Some(entry)) = (store, list.entries.get(i)) else {
                return;
            };
            match store.0.remove(&entry.key) {
                Ok(()) => {
                    list.entries.remove(i);
                    list.page = list.page.min(list.pages() - 1);
                }
                Err(e) => {
                    let said = Localized::new("store-not-deleted").with("why", e.to_string());
                    problems.write(StoreProblem(said));
                }
            }
        }
        LoadButton::Page(by) => {
            let last = list.pages() as i32 - 1;
            list.page = (list.page as i32 + by).clamp(0, last) as usize;
        }
    }
}
