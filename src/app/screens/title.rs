//! The title screen: Continue (the unfinished game the autosave holds, when there is one),
//! Play, Load (the saved games), "Watch the AI" (the AI plays itself at a game picked from
//! the clock), Settings and (on the desktop) Quit.

use super::responsive::{WideOnly, responsive};
use super::select::CardPictures;
use super::widgets::{GoTo, button_fit, button_grow, go_to, label, screen_root, text, text_fit};
use crate::app::Screen;
use crate::app::game::{CurrentMatch, MatchSetup, Resume, Seat};
use crate::app::lang::Localized;
use crate::app::online::{Ask, GoOnline};
use crate::app::review::GameReview;
use crate::app::settings::online::HeldSeats;
use crate::app::store::saves::{self, autosave_key};
use crate::app::store::{Store, StoreProblem};
use crate::app::theme::ui::{DIM, GOLD, TEXT};
use crate::rules::{GameKind, MatchOptions};
use crate::save::SavedReview;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(
            Update,
            show_pictures.run_if(in_state(Screen::Title).and_then(resource_exists::<CardPictures>)),
        );
}

fn spawn_title(
    mut commands: Commands,
    store: Option<Res<Store>>,
    pictures: Option<Res<CardPictures>>,
    mut problems: MessageWriter<StoreProblem>,
    seats: Res<HeldSeats>,
) {
    // The most recent game online not over (its seat held).
    let held = seats.latest().cloned();
    let unfinished = store
        .and_then(|store| saves::read(&store, &autosave_key(), &mut problems))
        .filter(|(record, _)| record.unfinished())
        .map(|(record, current)| (current, record.review));
    commands.spawn((Camera2d, DespawnOnExit(Screen::Title)));
    let pictures = pictures.map(|p| p.0.clone()).unwrap_or_default();
    commands
        .spawn(screen_root(Screen::Title))
        .with_children(|screen| {
            // The four boards, two each side of the menu: what Quartet is, at a glance.
            screen
                .spawn(Node {
                    column_gap: Val::Vw(3.0),
                    align_items: AlignItems::Center,
                    ..default()
                })
                .with_children(|row| {
                    boards(row, &pictures, [0, 1]);
                    row.spawn(Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(14),
                        ..default()
                    })
                    .with_children(|root| {
                        root.spawn(text_fit("QUARTET", 96.0, 64.0, GOLD));
                        root.spawn(text_fit(
                            "Rekushu · Rush · Quadrex · Cheversi",
                            26.0,
                            18.0,
                            DIM,
                        ));
                        root.spawn(Node {
                            height: px(12),
                            ..default()
                        });
                        if let Some((current, review)) = unfinished {
                            let game = &current.game;
                            let about = Localized::new("title-continue-about")
                                .with("game", game.kind().title())
                                .with("size", game.size())
                                .with("moves", game.len());
                            root.spawn((
                                button_fit(320.0, 300.0),
                                ContinueButton(Box::new(current), review.map(Box::new)),
                                children![
                                    label(Localized::new("title-continue"), 34.0, TEXT),
                                    label(about, 18.0, DIM)
                                ],
                            ))
                            .observe(continue_game);
                        }
                        if let Some(held) = held.as_ref() {
                            root.spawn((
                                button_fit(320.0, 300.0),
                                ContinueOnline(held.room.clone(), held.token.clone()),
                                children![
                                    label(Localized::new("title-continue-online"), 26.0, TEXT),
                                    text(held.title.clone(), 18.0, DIM)
                                ],
                            ))
                            .observe(continue_online);
                        }
                        root.spawn((
                            button_fit(320.0, 300.0),
                            GoTo(Screen::Select),
                            children![label(Localized::new("title-play"), 34.0, TEXT)],
                        ))
                        .observe(go_to);
                        root.spawn((
                            button_fit(320.0, 300.0),
                            GoTo(Screen::Online),
                            children![label(Localized::new("title-play-online"), 26.0, TEXT)],
                        ))
                        .observe(go_to);
                        root.spawn((
                            button_fit(320.0, 300.0),
                            GoTo(Screen::Load),
                            children![label(Localized::new("title-load"), 26.0, TEXT)],
                        ))
                        .observe(go_to);
                        root.spawn((
                            button_fit(320.0, 300.0),
                            DemoButton,
                            children![label(Localized::new("title-watch-ai"), 26.0, TEXT)],
                        ))
                        .observe(start_demo);
                        // Settings and Quit share a row (a browser tab is closed by the browser: no Quit).
                        // Side by side where their words fit, else stacked (German's
                        // "Einstellungen" is wider than half the row).
                        root.spawn(responsive(
                            Node {
                                width: px(320),
                                column_gap: px(10),
                                row_gap: px(14),
                                flex_wrap: FlexWrap::Wrap,
                                justify_content: JustifyContent::Center,
                                ..default()
                            },
                            |node| Node {
                                width: px(300),
                                ..node
                            },
                        ))
                        .with_children(|row| {
                            let half = if cfg!(target_arch = "wasm32") {
                                300.0
                            } else {
                                145.0
                            };
                            row.spawn((
                                button_grow(half),
                                GoTo(Screen::Settings),
                                children![label(Localized::new("title-settings"), 26.0, TEXT)],
                            ))
                            .observe(go_to);
                            #[cfg(not(target_arch = "wasm32"))]
                            row.spawn((
                                button_grow(half),
                                QuitButton,
                                children![label(Localized::new("title-quit"), 26.0, TEXT)],
                            ))
                            .observe(
                                |_: On<Pointer<Click>>, mut exit: MessageWriter<AppExit>| {
                                    exit.write(AppExit::Success);
                                },
                            );
                        });
                    });
                    boards(row, &pictures, [2, 3]);
                });
        });
}

/// One of the title's boards (by `GameKind::ALL` index).
#[derive(Component, Clone, Copy, Debug)]
struct TitleBoard(usize);

/// The boards' pictures are made at start-up, maybe after the title first opened.
fn show_pictures(pictures: Res<CardPictures>, mut boards: Query<(&TitleBoard, &mut ImageNode)>) {
    for (TitleBoard(i), mut image) in &mut boards {
        if image.image != pictures.0[*i] {
            image.image = pictures.0[*i].clone();
        }
    }
}

/// A column of two of the games' boards (by `GameKind::ALL` index), each named under it.
fn boards(row: &mut ChildSpawnerCommands, pictures: &[Handle<Image>; 4], which: [usize; 2]) {
    // On a phone the menu has the width: no pictures.
    row.spawn((
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(18),
            ..default()
        },
        WideOnly,
    ))
    .with_children(|column| {
        for i in which {
            column
                .spawn(Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(4),
                    ..default()
                })
                .with_children(|board| {
                    // (A narrow window gets smaller boards.)
                    board.spawn((
                        TitleBoard(i),
                        ImageNode::new(pictures[i].clone()),
                        Node {
                            width: Val::Vw(12.0),
                            height: Val::Vw(12.0),
                            max_width: px(150),
                            max_height: px(150),
                            ..default()
                        },
                    ));
                    board.spawn(text(GameKind::ALL[i].title(), 18.0, DIM));
                });
        }
    });
}

/// The title's Quit button (desktop).
#[derive(Component, Clone, Copy, Debug)]
pub struct QuitButton;

/// The title's Continue button, with the game it takes up and the review kept with it.
#[derive(Component, Clone, Debug)]
pub struct ContinueButton(pub Box<CurrentMatch>, pub Option<Box<SavedReview>>);

fn continue_game(
    click: On<Pointer<Click>>,
    buttons: Query<&ContinueButton>,
    mut commands: Commands,
) {
    let Ok(ContinueButton(current, review)) = buttons.get(click.entity) else {
        return;
    };
    // A review kept with the game shows at once, where it still fits the moves.
    match review.as_ref().and_then(|r| r.read(&current.game)) {
        Some((plies, review)) => commands.insert_resource(GameReview::done(plies, review)),
        None => commands.remove_resource::<GameReview>(),
    }
    // A rematch or a restart starts from the same setup.
    commands.insert_resource(current.setup());
    commands.insert_resource(Resume((**current).clone()));
    commands.set_state(Screen::Play);
}

/// The title's Continue online: the most recent game online not over, taken up on its
/// server (room, token).
#[derive(Component, Clone, Debug)]
pub struct ContinueOnline(pub String, pub String);

fn continue_online(
    click: On<Pointer<Click>>,
    buttons: Query<&ContinueOnline>,
    mut asked: MessageWriter<GoOnline>,
) {
    if let Ok(ContinueOnline(room, token)) = buttons.get(click.entity) {
        asked.write(GoOnline(Ask::Resume {
            room: room.clone(),
            token: token.clone(),
        }));
    }
}

/// The title's demo button: the AI plays itself at a game picked from the clock.
#[derive(Component, Clone, Copy, Debug)]
pub struct DemoButton;

fn start_demo(_: On<Pointer<Click>>, mut commands: Commands, time: Res<Time<Real>>) {
    let kind = GameKind::ALL[(time.elapsed().as_millis() % 4) as usize];
    let size = match kind {
        GameKind::Rekushu => 12,
        GameKind::Rush | GameKind::Quadrex => 11,
        GameKind::Cheversi => 8,
    };
    commands.insert_resource(MatchSetup {
        kind,
        size,
        seats: [Seat::Ai { level: 3 }, Seat::Ai { level: 4 }],
        options: MatchOptions::default(),
    });
    commands.set_state(Screen::Play);
}
