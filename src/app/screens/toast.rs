//! Notices about the game's files ([`StoreProblem`], and [`StoreDone`] for what the player
//! asked for): a card at the bottom of the window on whatever screen is open, naming the file,
//! what is wrong and what the game did. Each stays
//! [`TOAST_TIME`] (a click dismisses it sooner), then fades; several stack.

use crate::app::lang::Localized;
use crate::app::store::{StoreDone, StoreProblem};
use crate::app::theme::ui::{GOOD, TEXT, WARN};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StoreProblem>()
        .add_message::<StoreDone>()
        .add_systems(Update, (show_problems, expire).chain());
}

/// How long a notice stays before it fades.
pub const TOAST_TIME: Duration = Duration::from_secs(12);
const FADE: f32 = 0.6;

/// A notice on screen, since `shown` (seconds of real time). Its words, its child's text, are
/// [`Localized`]: said in the language shown, and again if that changes while it shows.
#[derive(Component, Debug)]
pub struct Toast {
    shown: f32,
}

/// The column at the bottom of the window that holds the notices.
#[derive(Component)]
struct ToastColumn;

fn show_problems(
    mut commands: Commands,
    mut problems: MessageReader<StoreProblem>,
    mut done: MessageReader<StoreDone>,
    columns: Query<Entity, With<ToastColumn>>,
    time: Res<Time<Real>>,
) {
    let mut column = columns.iter().next();
    // Problems in warm red, what the player asked for done in green.
    let problems = problems.read().map(|p| (&p.0, WARN, 0.20));
    let done = done.read().map(|d| (&d.0, GOOD, 0.0));
    for (said, accent, warmth) in problems.chain(done) {
        let parent = *column.get_or_insert_with(|| {
            commands
                .spawn((
                    ToastColumn,
                    Node {
                        position_type: PositionType::Absolute,
                        bottom: px(20),
                        width: percent(100),
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(8),
                        ..default()
                    },
                    GlobalZIndex(20),
                    Pickable::IGNORE,
                ))
                .id()
        });
        commands
            .spawn((
                ChildOf(parent),
                Toast {
                    shown: time.elapsed_secs(),
                },
                Node {
                    max_width: px(680),
                    padding: UiRect::axes(px(18), px(12)),
                    border: UiRect::left(px(5)),
                    border_radius: BorderRadius::all(px(8)),
                    ..default()
                },
                BackgroundColor(Color::srgba(
                    0.09 + warmth * 0.55,
                    0.12 - warmth * 0.1,
                    0.10,
                    0.96,
                )),
                BorderColor::all(accent),
                children![(
                    Text::default(),
                    Localized::clone(said),
                    TextFont {
                        font_size: FontSize::Px(18.0),
                        ..default()
                    },
                    TextColor(TEXT),
                    Pickable::IGNORE,
                )],
            ))
            .observe(dismiss);
    }
}

/// A click on a notice dismisses it.
fn dismiss(click: On<Pointer<Click>>, toasts: Query<(), With<Toast>>, mut commands: Commands) {
    if toasts.contains(click.entity) {
        commands.entity(click.entity).despawn();
    }
}

fn expire(
    mut commands: Commands,
    time: Res<Time<Real>>,
    mut toasts: Query<(Entity, &Toast, &mut BackgroundColor, &Children)>,
    mut texts: Query<&mut TextColor>,
) {
    let now = time.elapsed_secs();
    for (e, toast, mut background, children) in &mut toasts {
        let age = now - toast.shown - TOAST_TIME.as_secs_f32();
        if age >= FADE {
            commands.entity(e).despawn();
        } else if age > 0.0 {
            let alpha = 1.0 - age / FADE;
            background.0.set_alpha(0.96 * alpha);
            for child in children {
                if let Ok(mut c) = texts.get_mut(*child) {
                    c.0.set_alpha(alpha);
                }
            }
        }
    }
}
