//! The sound cues, headless (no audio device): what a move, a refusal, the end of a match and a
//! menu press turn into, from the same messages the rest of the game reads.

use crate::support::{
    TestRng, app, c, click, click_entity, find, key, play, run_until, send, start_match, view_app,
};
use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::game::hint::{AskHint, Hint};
use quartet::app::game::{PlayerAction, Seat};
use quartet::app::screens::widgets::GoTo;
use quartet::app::settings::{AnimationSpeed, Settings};
use quartet::app::sound::SoundCue;
use quartet::app::sound::cue::{ending_sound, fill_pitch};
use quartet::app::sound::synth::Sound;
use quartet::rules::{GameKind, Outcome, Side};

/// Every cue written, in order.
#[derive(Resource, Default)]
struct Heard(Vec<SoundCue>);

fn listen(mut cues: MessageReader<SoundCue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

fn listening(mut app: App) -> App {
    app.init_resource::<Heard>().add_systems(Last, listen);
    app
}

/// The cues heard since the last call.
fn heard(app: &mut App) -> Vec<SoundCue> {
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

fn sounds(cues: &[SoundCue]) -> Vec<Sound> {
    cues.iter().map(|c| c.sound).collect()
}

#[test]
fn a_quadrex_cascade_gives_one_rising_fill_cue_per_fill_timed_with_its_landing() {
    let mut app = listening(app(GameKind::Quadrex, 7));
    // docs/rules.md's cascade example: h at c4 fills d4 and then d3.
    for m in ["c5", "d5", "e4", "e3", "a7"] {
        play(&mut app, m);
    }
    heard(&mut app);
    play(&mut app, "c4");
    app.update();
    let cues = heard(&mut app);
    assert_eq!(
        sounds(&cues),
        [Sound::QuadrexTile, Sound::Fill, Sound::Fill],
        "{cues:?}"
    );
    let (stone, fills) = (cues[0], &cues[1..]);
    assert!(
        fills[0].pitch < fills[1].pitch,
        "pitch does not rise: {fills:?}"
    );
    assert!(
        stone.delay < fills[0].delay && fills[0].delay < fills[1].delay,
        "the fills do not follow each other: {cues:?}"
    );
}

#[test]
fn with_animations_off_the_cascade_sounds_at_once_still_rising() {
    let mut app = listening(app(GameKind::Quadrex, 7));
    app.world_mut().resource_mut::<Settings>().animation = AnimationSpeed::Off;
    for m in ["c5", "d5", "e4", "e3", "a7"] {
        play(&mut app, m);
    }
    heard(&mut app);
    play(&mut app, "c4");
    let cues = heard(&mut app);
    assert!(cues.iter().all(|c| c.delay.is_zero()), "{cues:?}");
    assert!(cues[1].pitch < cues[2].pitch);
}

#[test]
fn fill_pitches_climb_two_octaves_then_stay() {
    let pitches: Vec<f32> = (0..12).map(fill_pitch).collect();
    assert_eq!(pitches[0], 1.0);
    for w in pitches[..11].windows(2) {
        assert!(w[0] < w[1], "{pitches:?}");
    }
    assert!((pitches[10] - 4.0).abs() < 1e-4 && pitches[11] == pitches[10]);
}

#[test]
fn an_illegal_click_gives_the_illegal_cue_and_nothing_else() {
    let mut app = listening(app(GameKind::Rush, 9));
    click(&mut app, c("e5"));
    assert_eq!(sounds(&heard(&mut app)), [Sound::RushStone]);
    // e5 is taken: the rules refuse.
    click(&mut app, c("e5"));
    assert_eq!(sounds(&heard(&mut app)), [Sound::Illegal]);
}

#[test]
fn each_game_sets_its_pieces_down_with_its_own_sound() {
    for (kind, first, sound) in [
        (GameKind::Rush, "e5", Sound::RushStone),
        (GameKind::Rekushu, "e5", Sound::RekushuStone),
        (GameKind::Quadrex, "d4", Sound::QuadrexTile),
        (GameKind::Cheversi, "Ke4", Sound::CheversiPiece),
    ] {
        let mut app = listening(app(kind, kind.default_size()));
        play(&mut app, first);
        assert_eq!(sounds(&heard(&mut app)), [sound], "{kind:?}");
    }
}

#[test]
fn the_queen_call_has_its_cue() {
    let mut app = listening(app(GameKind::Cheversi, 8));
    for m in ["Ke4", "Nd5"] {
        play(&mut app, m);
    }
    heard(&mut app);
    play(&mut app, "Qe5");
    assert_eq!(
        sounds(&heard(&mut app)),
        [Sound::CheversiPiece, Sound::QueenCall]
    );
}

/// A 5x5 Quadrex game played to its end by `texts`, all in one frame so that the AI (if it
/// holds a seat) never gets a turn; the human (if any) moves first.
fn quadrex_won(seats: [Seat; 2], texts: &[&str], winner: Side) -> Vec<SoundCue> {
    let mut app = listening(view_app());
    start_match(&mut app, GameKind::Quadrex, 5, seats);
    heard(&mut app);
    let mut pos = crate::support::current(&app).game.position().clone();
    for t in texts {
        let mv = pos.parse_move(t).expect("notation");
        pos.play(mv).expect("legal");
        app.world_mut().write_message(PlayerAction::Play(mv));
    }
    app.update();
    app.update();
    assert_eq!(
        crate::support::current(&app).outcome(),
        Outcome::Win(winner)
    );
    heard(&mut app)
}

/// Vert (first) plays b1..b5 while Horz plays e1..e4: Vert connects with its fifth stone.
fn vert_wins(seats: [Seat; 2]) -> Vec<SoundCue> {
    let texts = ["b1", "e1", "b2", "e2", "b3", "e3", "b4", "e4", "b5"];
    quadrex_won(seats, &texts, Side::First)
}

/// Horz (second) plays a3..e3 while Vert fills row 1: Horz connects with its fifth stone.
fn horz_wins(seats: [Seat; 2]) -> Vec<SoundCue> {
    let texts = ["a1", "a3", "b1", "b3", "c1", "c3", "d1", "d3", "e1", "e3"];
    quadrex_won(seats, &texts, Side::Second)
}

#[test]
fn a_finished_game_gives_the_win_cue_to_the_human_who_won() {
    let cues = vert_wins([Seat::Human, Seat::Ai { level: 1 }]);
    let ends: Vec<Sound> = sounds(&cues)
        .into_iter()
        .filter(|s| matches!(s, Sound::Win | Sound::Loss | Sound::Draw | Sound::GameOver))
        .collect();
    assert_eq!(ends, [Sound::Win], "{cues:?}");
    // It comes after the last stone has landed.
    let last_stone = cues.iter().rfind(|c| c.sound == Sound::QuadrexTile);
    let end = cues.iter().find(|c| c.sound == Sound::Win);
    assert!(end.expect("win").delay > last_stone.expect("stone").delay);
}

#[test]
fn the_human_who_lost_hears_the_loss_and_two_humans_a_neutral_end() {
    let lost = horz_wins([Seat::Human, Seat::Ai { level: 1 }]);
    assert!(sounds(&lost).contains(&Sound::Loss), "{lost:?}");
    assert!(!sounds(&lost).contains(&Sound::Win));
    let both = vert_wins([Seat::Human, Seat::Human]);
    assert!(sounds(&both).contains(&Sound::GameOver), "{both:?}");
    assert!(!sounds(&both).contains(&Sound::Win) && !sounds(&both).contains(&Sound::Loss));
}

#[test]
fn resigning_to_the_ai_is_a_loss() {
    let mut app = listening(view_app());
    start_match(
        &mut app,
        GameKind::Rush,
        9,
        [Seat::Human, Seat::Ai { level: 1 }],
    );
    heard(&mut app);
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(sounds(&heard(&mut app)), [Sound::Loss]);
}

#[test]
fn endings_by_seat() {
    let (h, a) = (Seat::Human, Seat::Ai { level: 3 });
    let win = |side| Outcome::Win(side);
    assert_eq!(ending_sound(win(Side::Second), [a, h]), Some(Sound::Win));
    assert_eq!(ending_sound(win(Side::First), [a, h]), Some(Sound::Loss));
    assert_eq!(
        ending_sound(win(Side::First), [a, a]),
        Some(Sound::GameOver)
    );
    assert_eq!(ending_sound(Outcome::Draw, [h, a]), Some(Sound::Draw));
    assert_eq!(ending_sound(Outcome::Ongoing, [h, a]), None);
}

#[test]
fn pressing_a_menu_button_clicks() {
    let mut app = listening(view_app());
    heard(&mut app);
    let play_button = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    click_entity(&mut app, play_button);
    assert!(
        sounds(&heard(&mut app)).contains(&Sound::MenuPress),
        "no press cue"
    );
}

#[test]
fn moving_the_menu_focus_ticks() {
    let mut app = listening(view_app());
    heard(&mut app);
    key(&mut app, KeyCode::ArrowDown);
    assert_eq!(sounds(&heard(&mut app)), [Sound::MenuFocus]);
    // No arrow, no tick.
    app.update();
    assert_eq!(sounds(&heard(&mut app)), []);
}

/// What a move's diff should sound like, from the rules' own account of it.
fn expected(diff: &quartet::rules::MoveDiff, placement: Sound) -> Vec<Sound> {
    let mut want = vec![placement];
    want.extend(std::iter::repeat_n(Sound::Fill, diff.placed.len() - 1));
    if diff.claimed.is_some() {
        want.push(Sound::Claim);
    }
    if diff.extra_turn && !diff.outcome.is_over() {
        want.push(Sound::ExtraTurn);
    }
    want.extend(std::iter::repeat_n(Sound::Pass, diff.passes.len()));
    if diff.queen_call {
        want.push(Sound::QueenCall);
    }
    if diff.outcome.is_over() {
        // Two humans: the neutral ending, or the draw.
        want.push(if diff.outcome == Outcome::Draw {
            Sound::Draw
        } else {
            Sound::GameOver
        });
    }
    want
}

#[test]
fn every_move_of_whole_random_games_sounds_as_its_diff_says() {
    let mut seen = std::collections::BTreeSet::new();
    for (kind, size, placement) in [
        (GameKind::Rush, 7, Sound::RushStone),
        (GameKind::Rekushu, 6, Sound::RekushuStone),
        (GameKind::Quadrex, 7, Sound::QuadrexTile),
        (GameKind::Cheversi, 8, Sound::CheversiPiece),
    ] {
        for seed in 1..=3u64 {
            let mut app = listening(app(kind, size));
            let mut rng = TestRng(seed);
            heard(&mut app);
            loop {
                let pos = crate::support::current(&app).game.position().clone();
                let legal = pos.legal_moves();
                if legal.is_empty() || pos.to_move().is_none() {
                    break;
                }
                let mv = legal[rng.below(legal.len())];
                let diff = pos.clone().play(mv).expect("legal");
                send(&mut app, PlayerAction::Play(mv));
                app.update();
                let got = sounds(&heard(&mut app));
                assert_eq!(got, expected(&diff, placement), "{kind:?} {diff:?}");
                seen.extend(got);
            }
        }
    }
    // The games brought up every move cue at least once.
    for cue in [
        Sound::Fill,
        Sound::Claim,
        Sound::ExtraTurn,
        Sound::Pass,
        Sound::QueenCall,
        Sound::GameOver,
    ] {
        assert!(seen.contains(&cue), "no {cue:?} came up: {seen:?}");
    }
}

#[test]
fn a_ready_hint_dings() {
    let mut app = listening(app(GameKind::Quadrex, 7));
    play(&mut app, "d4");
    heard(&mut app);
    app.world_mut().write_message(AskHint);
    run_until(&mut app, |a| a.world().get_resource::<Hint>().is_some());
    app.update();
    assert_eq!(sounds(&heard(&mut app)), [Sound::HintReady]);
}
