//! The game select: four cards, each with a picture of its board and a one-line pitch, and
//! under each a Learn button (its lessons and puzzles: `screens::learn`).

use super::button_names::SpokenName;
use super::responsive::responsive;
use super::widgets::{GoTo, button, button_fit, go_to, label, label_fit, screen_root, text_fit};
use crate::app::Screen;
use crate::app::game::Seat;
use crate::app::lang::Localized;
use crate::app::learn::exercise::LearnGame;
use crate::app::online::CreatingRoom;
use crate::app::settings::Settings;
use crate::app::theme::ui::{DIM, GOLD, TEXT};
use crate::rules::GameKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    // Before the first screen opens (the title shows them too).
    app.add_systems(PreStartup, load_card_pictures)
        .add_systems(OnEnter(Screen::Select), spawn_select);
}

/// One line about each game (its message).
pub fn pitch(kind: GameKind) -> Localized {
    Localized::new(match kind {
        GameKind::Rekushu => "select-pitch-rekushu",
        GameKind::Rush => "select-pitch-rush",
        GameKind::Quadrex => "select-pitch-quadrex",
        GameKind::Cheversi => "select-pitch-cheversi",
    })
}

/// A game card on the select screen.
#[derive(Component, Clone, Copy, Debug)]
pub struct GameCard(pub GameKind);

/// A game's Learn button on the select screen.
#[derive(Component, Clone, Copy, Debug)]
pub struct LearnCard(pub GameKind);

/// The game select's pictures, built in (no file access: the same on the web).
#[derive(Resource)]
pub struct CardPictures(pub [Handle<Image>; 4]);

fn load_card_pictures(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
    const PNGS: [&[u8]; 4] = [
        include_bytes!("../../../assets/cards/rekushu.png"),
        include_bytes!("../../../assets/cards/rush.png"),
        include_bytes!("../../../assets/cards/quadrex.png"),
        include_bytes!("../../../assets/cards/cheversi.png"),
    ];
    let Some(mut images) = images else { return };
    let handles = PNGS.map(|png| {
        Image::from_buffer(
            png,
            ImageType::Extension("png"),
            CompressedImageFormats::NONE,
            true,
            ImageSampler::default(),
            RenderAssetUsages::default(),
        )
        .map(|image| images.add(image))
        .unwrap_or_default()
    });
    commands.insert_resource(CardPictures(handles));
}

fn spawn_select(mut commands: Commands, pictures: Option<Res<CardPictures>>) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Select)));
    commands
        .spawn(screen_root(Screen::Select))
        .with_children(|root| {
            root.spawn(label_fit(Localized::new("select-title"), 48.0, 32.0, GOLD));
            // Four across; on a phone two, as narrower cards, in two rows.
            root.spawn(responsive(
                Node {
                    column_gap: px(20),
                    row_gap: px(16),
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                |node| Node {
                    column_gap: px(12),
                    row_gap: px(12),
                    ..node
                },
            ))
            .with_children(|row| {
                for (i, kind) in GameKind::ALL.into_iter().enumerate() {
                    let mut column = row.spawn(Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(10),
                        ..default()
                    });
                    column.with_children(|column| {
                        let mut card = column.spawn((button_fit(280.0, 190.0), GameCard(kind)));
                        card.with_children(|card| {
                            // A board of the game in play (made by `quartet shot`).
                            let picture = pictures
                                .as_ref()
                                .map(|p| p.0[i].clone())
                                .unwrap_or_default();
                            card.spawn((
                                ImageNode::new(picture),
                                responsive(
                                    Node {
                                        width: px(176),
                                        height: px(176),
                                        margin: UiRect::vertical(px(8)),
                                        ..default()
                                    },
                                    |node| Node {
                                        width: px(104),
                                        height: px(104),
                                        margin: UiRect::vertical(px(4)),
                                        ..node
                                    },
                                ),
                            ));
                            card.spawn(text_fit(kind.title(), 34.0, 24.0, TEXT));
                            card.spawn((
                                label_fit(pitch(kind), 20.0, 16.0, DIM),
                                TextLayout::justify(Justify::Center),
                            ));
                        });
                        card.observe(
                            |click: On<Pointer<Click>>,
                             cards: Query<&GameCard>,
                             settings: Res<Settings>,
                             creating: Option<Res<CreatingRoom>>,
                             mut commands: Commands| {
                                if let Ok(GameCard(kind)) = cards.get(click.entity) {
                                    // The game's last setup, or a new player's; for a room
                                    // online, the player against a friend.
                                    let mut setup = settings.setup_for(*kind);
                                    if creating.is_some() && !setup.seats.contains(&Seat::Remote) {
                                        setup.seats = [Seat::Human, Seat::Remote];
                                    }
                                    commands.insert_resource(setup);
                                    commands.set_state(Screen::Setup);
                                }
                            },
                        );
                        column
                            .spawn((
                                button_fit(280.0, 190.0),
                                LearnCard(kind),
                                SpokenName(
                                    Localized::new("text-learn-game").with("game", kind.title()),
                                ),
                                children![label(Localized::new("select-learn"), 22.0, TEXT)],
                            ))
                            .observe(
                                |click: On<Pointer<Click>>,
                                 cards: Query<&LearnCard>,
                                 mut commands: Commands| {
                                    if let Ok(LearnCard(kind)) = cards.get(click.entity) {
                                        commands.insert_resource(LearnGame(*kind));
                                        commands.set_state(Screen::Learn);
                                    }
                                },
                            );
                    });
                }
            });
            root.spawn((
                button(200.0),
                GoTo(Screen::Title),
                children![label(Localized::new("menu-back"), 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}
