//! Banners over the board for what a move did beyond placing: Rush's extra turn and forced
//! passes. They fade out on their own (at the animation speed; with animations off they stay
//! a moment and go at once) and never block input.

use crate::app::game::{CurrentMatch, MoveApplied};
use crate::app::lang::{Texts, colour_name};
use crate::app::settings::{AnimationSpeed, Settings};
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::i18n::{Arg, Catalog};
use crate::rules::GameKind;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_banners, fade_banners)
            .chain()
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// A banner on screen since `shown` (seconds), for `stay` seconds.
#[derive(Component, Debug)]
pub struct Banner {
    pub text: String,
    shown: f32,
    stay: f32,
}

const STAY: Duration = Duration::from_millis(1600);

/// What a move says beyond itself, in words for the players (in the language of `texts`).
pub fn banner_text(kind: GameKind, applied: &MoveApplied, texts: &Catalog) -> Option<String> {
    let name = |s| Arg::Text(colour_name(texts, kind, s));
    if let Some(&passer) = applied.diff.passes.first() {
        let again = applied.diff.passes.len() > 1;
        return Some(if again {
            texts.format("banner-passes-again", &[("colour", name(passer))])
        } else {
            texts.format(
                "banner-passes",
                &[("colour", name(passer)), ("other", name(passer.other()))],
            )
        });
    }
    // A last move's extra turn never comes: the game is over.
    (applied.diff.extra_turn && applied.diff.next.is_some())
        .then(|| texts.format("banner-extra-turn", &[("colour", name(applied.mover))]))
}

fn show_banners(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    time: Res<Time>,
    old: Query<Entity, With<Banner>>,
    texts: Res<Texts>,
) {
    let Some(current) = current else {
        applied.clear();
        return;
    };
    let kind = current.game.kind();
    let Some(text) = applied
        .read()
        .filter_map(|a| banner_text(kind, a, &texts))
        .last()
    else {
        return;
    };
    for e in &old {
        commands.entity(e).despawn();
    }
    let stay = match settings.animation {
        AnimationSpeed::Off => STAY,
        speed => speed.scale(STAY).max(Duration::from_millis(1000)),
    };
    commands.spawn((
        Banner {
            text: text.clone(),
            shown: time.elapsed_secs(),
            stay: stay.as_secs_f32(),
        },
        MatchScoped,
        Node {
            position_type: PositionType::Absolute,
            top: px(18),
            left: percent(50),
            width: px(520),
            margin: UiRect::left(px(-260)),
            padding: UiRect::axes(px(16), px(10)),
            justify_content: JustifyContent::Center,
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(Color::srgba(0.98, 0.80, 0.30, 0.94)),
        Pickable::IGNORE,
        children![(
            Text::new(text),
            TextFont {
                font_size: FontSize::Px(24.0),
                ..default()
            },
            TextColor(Color::srgb(0.12, 0.10, 0.06)),
            Pickable::IGNORE,
        )],
    ));
}

fn fade_banners(
    mut commands: Commands,
    settings: Res<Settings>,
    time: Res<Time>,
    mut banners: Query<(Entity, &Banner, &mut BackgroundColor, &Children)>,
    mut texts: Query<&mut TextColor>,
) {
    let now = time.elapsed_secs();
    for (e, banner, mut background, children) in &mut banners {
        let age = (now - banner.shown) / banner.stay;
        if age >= 1.0 {
            commands.entity(e).despawn();
            continue;
        }
        // Fully there for the first two thirds, then fading (no fade with animations off).
        let alpha = if settings.animation == AnimationSpeed::Off {
            1.0
        } else {
            EasingCurve::new(1.0, 0.0, EaseFunction::QuadraticIn)
                .sample_clamped(((age - 0.66) / 0.34).max(0.0))
        };
        background.0.set_alpha(0.94 * alpha);
        for child in children {
            if let Ok(mut c) = texts.get_mut(*child) {
                c.0.set_alpha(alpha);
            }
        }
    }
}
