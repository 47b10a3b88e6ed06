//! A game's setup: board size, each side a human or the AI at level 1 to 10, Quadrex's swap
//! rule, the board view and the animation speed; then Start. Each value steps with `<` / `>`.

use super::join::join_line;
use super::responsive::responsive;
use super::select::pitch;
use super::widgets::{
    COMPACT_TARGET, GoTo, button, button_fit, cell_node, go_to, label, label_fit, screen_root,
    text, text_fit,
};
use crate::ai::level::LevelRatings;
use crate::app::Screen;
use crate::app::game::{MatchSetup, Seat};
use crate::app::lang::{Localized, Texts, colour_id, seat_name};
use crate::app::online::{Ask, GoOnline};
use crate::app::review::ai_rating::LevelTable;
use crate::app::settings::progress::LearnProgress;
use crate::app::settings::{AnimationSpeed, Settings};
use crate::app::theme::ui::{DIM, GOLD, TEXT};
use crate::i18n::{Arg, Catalog};
use crate::progress::Progress;
use crate::rules::{GameKind, Side};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Setup), spawn_setup)
        .add_systems(
            Update,
            (remember_setup, refresh_setup, refresh_rating_line).run_if(in_state(Screen::Setup)),
        );
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

/// The line under the seats: the player's rating against the AI and the level it suggests.
#[derive(Component, Clone, Copy, Debug)]
pub struct RatingLine;

/// The setup screen's start button.
#[derive(Component, Clone, Copy, Debug)]
pub struct StartButton;

fn spawn_setup(mut commands: Commands, setup: Res<MatchSetup>) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Setup)));
    let kind = setup.kind;
    let mut rows = vec![(Setting::Size, "setup-size")];
    for side in Side::BOTH {
        rows.push((Setting::Seat(side.index()), colour_id(kind, side)));
    }
    if kind == GameKind::Quadrex {
        rows.push((Setting::Swap, "setup-swap"));
    }
    rows.push((Setting::View, "settings-view"));
    rows.push((Setting::Animation, "settings-animation"));
    commands
        .spawn(screen_root(Screen::Setup))
        .with_children(|root| {
            root.spawn(text_fit(kind.title(), 56.0, 36.0, GOLD));
            root.spawn(label_fit(pitch(kind), 22.0, 16.0, DIM));
            for (setting, label) in rows {
                root.spawn(responsive(
                    Node {
                        width: px(640),
                        align_items: AlignItems::Center,
                        column_gap: px(16),
                        ..default()
                    },
                    |node| Node {
                        width: percent(100),
                        max_width: px(640),
                        column_gap: px(6),
                        justify_content: JustifyContent::Center,
                        ..node
                    },
                ))
                .with_children(|row| {
                    // The side's name, and under a human side's who holds it (`join`). A name
                    // too long for one line takes two, and the row grows.
                    let mut name = row.spawn(responsive(
                        Node {
                            flex_direction: FlexDirection::Column,
                            justify_content: JustifyContent::Center,
                            align_items: AlignItems::FlexStart,
                            height: Val::Auto,
                            min_height: px(52),
                            ..cell_node(220.0)
                        },
                        |node| Node {
                            width: px(118),
                            flex_shrink: 1.0,
                            ..node
                        },
                    ));
                    name.with_child(label_fit(Localized::new(label), 26.0, 18.0, TEXT));
                    if let Setting::Seat(i) = setting {
                        name.with_child(join_line(Side::BOTH[i]));
                    }
                    row.spawn((
                        button_fit(60.0, COMPACT_TARGET),
                        Step { setting, by: -1 },
                        children![text("<", 26.0, TEXT)],
                    ))
                    .observe(step);
                    let value = Node {
                        justify_content: JustifyContent::Center,
                        ..cell_node(220.0)
                    };
                    row.spawn(responsive(value, |node| Node {
                        width: px(150),
                        ..node
                    }))
                    .with_child((text_fit("", 26.0, 18.0, GOLD), ValueText(setting)));
                    row.spawn((
                        button_fit(60.0, COMPACT_TARGET),
                        Step { setting, by: 1 },
                        children![text(">", 26.0, TEXT)],
                    ))
                    .observe(step);
                });
                // Under the seats: the player's rating against the AI (`game::ai_rating`).
                if setting == Setting::Seat(1) {
                    root.spawn((text("", 16.0, DIM), Node::default(), RatingLine));
                }
            }
            root.spawn(Node {
                height: px(20),
                ..default()
            });
            root.spawn((
                button_fit(320.0, 300.0),
                StartButton,
                children![label(Localized::new("setup-start"), 32.0, TEXT)],
            ))
            .observe(start);
            root.spawn((
                button(200.0),
                GoTo(Screen::Select),
                children![label(Localized::new("menu-back"), 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}

/// The seats a player can choose, in order: a human, the AI's ten levels, then a friend
/// online (the other seat is then the player's).
fn seat_choices() -> Vec<Seat> {
    std::iter::once(Seat::Human)
        .chain((1..=10).map(|level| Seat::Ai { level }))
        .chain([Seat::Remote])
        .collect()
}

/// Start: the match, or with a friend online a new room on the server (`app::online`).
fn start(
    _: On<Pointer<Click>>,
    setup: Res<MatchSetup>,
    mut online: MessageWriter<GoOnline>,
    mut next: ResMut<NextState<Screen>>,
) {
    match setup.seats.iter().position(|&s| s == Seat::Remote) {
        Some(friend) => {
            let side = Side::BOTH[friend].other();
            online.write(GoOnline(Ask::Create {
                setup: setup.clone(),
                side,
            }));
        }
        None => next.set(Screen::Play),
    }
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
        Setting::Seat(i) => {
            setup.seats[*i] = cycle(&seat_choices(), setup.seats[*i], *by);
            // A friend online plays the player, who holds the other seat: choosing the friend
            // makes it the player's, and taking the player's away ends the friend's.
            let (chosen, other) = (setup.seats[*i], 1 - *i);
            let friend_here = chosen == Seat::Remote;
            let friend_there = setup.seats[other] == Seat::Remote && chosen != Seat::Human;
            if friend_here || friend_there {
                setup.seats[other] = Seat::Human;
            }
        }
        Setting::Swap => setup.options.quadrex_swap = !setup.options.quadrex_swap,
    }
}

/// Each change of the setup is remembered for the next time this game is chosen.
fn remember_setup(setup: Res<MatchSetup>, mut settings: ResMut<Settings>) {
    if setup.is_changed() && settings.setup_for(setup.kind) != *setup {
        settings.remember(&setup);
    }
}

fn refresh_setup(
    setup: Res<MatchSetup>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    mut values: Query<(&mut Text, &ValueText)>,
) {
    if !setup.is_changed()
        && !settings.is_changed()
        && !texts.is_changed()
        && values.iter().all(|(t, _)| !t.0.is_empty())
    {
        return;
    }
    for (mut t, ValueText(setting)) in &mut values {
        t.0 = match setting {
            Setting::View => settings.view.label().to_string(),
            Setting::Animation => texts.text(settings.animation.label_id()),
            Setting::Size => texts.format("setup-size-value", &[("size", setup.size.into())]),
            Setting::Seat(i) => seat_name(&texts, setup.seats[*i]),
            Setting::Swap => texts.text(if setup.options.quadrex_swap {
                "settings-on"
            } else {
                "settings-off"
            }),
        };
    }
}

/// What the rating line says for `setup`: the player's rating at its game against the AI (with
/// its uncertainty) and the level that makes an even game, or how to get a rating.
pub fn rating_line(
    setup: &MatchSetup,
    progress: &Progress,
    table: &LevelRatings,
    texts: &Catalog,
) -> String {
    let against_ai = setup.seats.iter().any(|s| matches!(s, Seat::Ai { .. }))
        && setup.seats.contains(&Seat::Human);
    match progress.of(setup.kind).versus_ai {
        Some(r) => {
            // Ratings are written without grouping, as players read them: 1523.
            let mut args = vec![
                ("rating", Arg::Text(format!("{:.0}", r.rating))),
                ("spread", Arg::Text(format!("{:.0}", 2.0 * r.deviation))),
            ];
            match table.suggested(setup.kind, r.rating) {
                Some(level) => {
                    args.push(("level", level.into()));
                    texts.format("setup-rating-even", &args)
                }
                None => texts.format("setup-rating", &args),
            }
        }
        None if against_ai => texts.text("setup-rating-none"),
        None => String::new(),
    }
}

fn refresh_rating_line(
    setup: Res<MatchSetup>,
    progress: Res<LearnProgress>,
    table: Res<LevelTable>,
    texts: Res<Texts>,
    mut lines: Query<(&mut Text, &mut Node), With<RatingLine>>,
    mut shown: Local<bool>,
) {
    if !setup.is_changed() && !progress.is_changed() && !texts.is_changed() && *shown {
        return;
    }
    *shown = !lines.is_empty();
    let line = rating_line(&setup, &progress, &table.0, &texts);
    for (mut text, mut node) in &mut lines {
        if text.0 != line {
            text.0 = line.clone();
        }
        // No line, no room taken (the screen fits 800x600).
        let display = if line.is_empty() {
            Display::None
        } else {
            Display::Flex
        };
        if node.display != display {
            node.display = display;
        }
    }
}
