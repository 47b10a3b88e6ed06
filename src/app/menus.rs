//! The menu screens: title, game select and per-game setup. Every button is an entity with a
//! click observer, so a mouse click, a test's triggered click or (later) a pad's confirm all
//! take the same path.

use super::Screen;
use super::game::{MatchSetup, Seat};
use super::settings::{AnimationSpeed, Settings};
use crate::rules::{GameKind, MatchOptions};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_card_pictures)
        .add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(OnEnter(Screen::Select), spawn_select)
        .add_systems(OnEnter(Screen::Setup), spawn_setup)
        .add_systems(Update, refresh_setup.run_if(in_state(Screen::Setup)));
}

pub(super) const TEXT: Color = Color::srgb(0.92, 0.93, 0.96);
const DIM: Color = Color::srgb(0.65, 0.70, 0.80);
pub(super) const GOLD: Color = Color::srgb(0.98, 0.82, 0.36);
pub(super) const PANEL: Color = Color::srgb(0.14, 0.16, 0.22);

/// One line about each game.
pub fn pitch(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Rekushu => "claim rectangles, but never mirror twice",
        GameKind::Rush => "crowd your opponent for extra turns",
        GameKind::Quadrex => "connect your edges; the board fills itself",
        GameKind::Cheversi => "place chess pieces to attack the most squares",
    }
}

pub(super) fn text(s: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(s),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
    )
}

/// A fixed-size box that centres its text vertically (text nodes alone size to their own
/// line boxes and would not line up with the buttons).
fn cell(width: f32, justify: JustifyContent) -> impl Bundle {
    Node {
        width: px(width),
        height: px(52),
        align_items: AlignItems::Center,
        justify_content: justify,
        ..default()
    }
}

/// A menu button's look (the caller adds the click observer).
pub(super) fn button(width: f32) -> impl Bundle {
    (
        Button,
        Node {
            width: px(width),
            padding: UiRect::axes(px(20), px(10)),
            border_radius: BorderRadius::all(px(10)),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(PANEL),
    )
}

/// A full-window column that centres its children (menus and the pause overlay).
pub(super) fn centred_column() -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: px(14),
        ..default()
    }
}

fn screen_root(screen: Screen) -> impl Bundle {
    (DespawnOnExit(screen), centred_column())
}

/// A button that moves to another screen.
#[derive(Component, Clone, Copy, Debug)]
pub struct GoTo(pub Screen);

fn go_to(click: On<Pointer<Click>>, targets: Query<&GoTo>, mut next: ResMut<NextState<Screen>>) {
    if let Ok(GoTo(screen)) = targets.get(click.entity) {
        next.set(*screen);
    }
}

fn spawn_title(mut commands: Commands) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Title)));
    commands
        .spawn(screen_root(Screen::Title))
        .with_children(|root| {
            root.spawn(text("QUARTET", 110.0, GOLD));
            root.spawn(text("Rekushu - Rush - Quadrex - Cheversi", 28.0, DIM));
            root.spawn(Node {
                height: px(30),
                ..default()
            });
            root.spawn((
                button(320.0),
                GoTo(Screen::Select),
                children![text("Play", 34.0, TEXT)],
            ))
            .observe(go_to);
            root.spawn((
                button(320.0),
                DemoButton,
                children![text("Watch the AI", 26.0, TEXT)],
            ))
            .observe(start_demo);
        });
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

/// A game card on the select screen.
#[derive(Component, Clone, Copy, Debug)]
pub struct GameCard(pub GameKind);

/// The game select's pictures, built in (no file access: the same on the web).
#[derive(Resource)]
struct CardPictures([Handle<Image>; 4]);

fn load_card_pictures(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
    const PNGS: [&[u8]; 4] = [
        include_bytes!("../../assets/cards/rekushu.png"),
        include_bytes!("../../assets/cards/rush.png"),
        include_bytes!("../../assets/cards/quadrex.png"),
        include_bytes!("../../assets/cards/cheversi.png"),
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
            root.spawn(text("Choose a game", 48.0, GOLD));
            root.spawn(Node {
                column_gap: px(20),
                ..default()
            })
            .with_children(|row| {
                for (i, kind) in GameKind::ALL.into_iter().enumerate() {
                    let mut card = row.spawn((button(280.0), GameCard(kind)));
                    card.with_children(|card| {
                        // A board of the game in play (made by `quartet shot`).
                        let picture = pictures
                            .as_ref()
                            .map(|p| p.0[i].clone())
                            .unwrap_or_default();
                        card.spawn((
                            ImageNode::new(picture),
                            Node {
                                width: px(176),
                                height: px(176),
                                margin: UiRect::vertical(px(8)),
                                ..default()
                            },
                        ));
                        card.spawn(text(kind.title(), 34.0, TEXT));
                        card.spawn((
                            text(pitch(kind), 20.0, DIM),
                            TextLayout::justify(Justify::Center),
                        ));
                    });
                    card.observe(
                        |click: On<Pointer<Click>>,
                         cards: Query<&GameCard>,
                         mut commands: Commands| {
                            if let Ok(GameCard(kind)) = cards.get(click.entity) {
                                commands.insert_resource(MatchSetup {
                                    kind: *kind,
                                    size: kind.default_size(),
                                    seats: [Seat::Human, Seat::Ai { level: 5 }],
                                    options: MatchOptions::default(),
                                });
                                commands.set_state(Screen::Setup);
                            }
                        },
                    );
                }
            });
            root.spawn((
                button(200.0),
                GoTo(Screen::Title),
                children![text("Back", 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}

/// A setting of the setup screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Size,
    Seat(usize),
    Swap,
    View,
    Animation,
}

/// A button that steps a setting forward (+1) or back (-1).
#[derive(Component, Clone, Copy, Debug)]
pub struct Step {
    pub setting: Setting,
    pub by: i32,
}

/// The text showing a setting's value.
#[derive(Component, Clone, Copy, Debug)]
struct ValueText(Setting);

/// The setup screen's start button.
#[derive(Component, Clone, Copy, Debug)]
pub struct StartButton;

fn spawn_setup(mut commands: Commands, setup: Res<MatchSetup>) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Setup)));
    let kind = setup.kind;
    let mut rows = vec![(Setting::Size, "Board size".to_string())];
    for side in crate::rules::Side::BOTH {
        rows.push((
            Setting::Seat(side.index()),
            kind.colour_title(side).to_string(),
        ));
    }
    if kind == GameKind::Quadrex {
        rows.push((Setting::Swap, "Swap rule".to_string()));
    }
    rows.push((Setting::View, "Board view".to_string()));
    rows.push((Setting::Animation, "Animations".to_string()));
    commands
        .spawn(screen_root(Screen::Setup))
        .with_children(|root| {
            root.spawn(text(kind.title(), 56.0, GOLD));
            root.spawn(text(pitch(kind), 22.0, DIM));
            for (setting, label) in rows {
                root.spawn(Node {
                    width: px(640),
                    align_items: AlignItems::Center,
                    column_gap: px(16),
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(cell(220.0, JustifyContent::FlexStart))
                        .with_child(text(label, 26.0, TEXT));
                    row.spawn((
                        button(60.0),
                        Step { setting, by: -1 },
                        children![text("<", 26.0, TEXT)],
                    ))
                    .observe(step);
                    row.spawn(cell(220.0, JustifyContent::Center))
                        .with_child((text("", 26.0, GOLD), ValueText(setting)));
                    row.spawn((
                        button(60.0),
                        Step { setting, by: 1 },
                        children![text(">", 26.0, TEXT)],
                    ))
                    .observe(step);
                });
            }
            root.spawn(Node {
                height: px(20),
                ..default()
            });
            root.spawn((
                button(320.0),
                StartButton,
                GoTo(Screen::Play),
                children![text("Start", 32.0, TEXT)],
            ))
            .observe(go_to);
            root.spawn((
                button(200.0),
                GoTo(Screen::Select),
                children![text("Back", 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}

/// The seats a player can choose, in order: a human, then the AI's ten levels.
fn seat_choices() -> Vec<Seat> {
    std::iter::once(Seat::Human)
        .chain((1..=10).map(|level| Seat::Ai { level }))
        .collect()
}

fn cycle<T: PartialEq + Copy>(choices: &[T], current: T, by: i32) -> T {
    let i = choices.iter().position(|&c| c == current).unwrap_or(0) as i32;
    let n = choices.len() as i32;
    choices[(i + by).rem_euclid(n) as usize]
}

fn step(
    click: On<Pointer<Click>>,
    steps: Query<&Step>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<Settings>,
) {
    let Ok(Step { setting, by }) = steps.get(click.entity) else {
        return;
    };
    match setting {
        Setting::View => settings.view = settings.view.toggled(),
        Setting::Animation => {
            settings.animation = cycle(&AnimationSpeed::ALL, settings.animation, *by);
        }
        Setting::Size => setup.size = cycle(setup.kind.sizes(), setup.size, *by),
        Setting::Seat(i) => setup.seats[*i] = cycle(&seat_choices(), setup.seats[*i], *by),
        Setting::Swap => setup.options.quadrex_swap = !setup.options.quadrex_swap,
    }
}

fn refresh_setup(
    setup: Res<MatchSetup>,
    settings: Res<Settings>,
    mut values: Query<(&mut Text, &ValueText)>,
) {
    if !setup.is_changed() && !settings.is_changed() && values.iter().all(|(t, _)| !t.0.is_empty())
    {
        return;
    }
    for (mut t, ValueText(setting)) in &mut values {
        t.0 = match setting {
            Setting::View => settings.view.label().to_string(),
            Setting::Animation => settings.animation.label().to_string(),
            Setting::Size => format!("{0} x {0}", setup.size),
            Setting::Seat(i) => match setup.seats[*i] {
                Seat::Human => "Human".to_string(),
                Seat::Ai { level } => format!("AI level {level}"),
            },
            Setting::Swap => if setup.options.quadrex_swap {
                "on"
            } else {
                "off"
            }
            .to_string(),
        };
    }
}
