//! The HUD's logic, headless (no egui drawing): viewing past positions, hints, the end screen's
//! buttons, the move list model, the score count-up, the rules texts and the tray.

use crate::support::{TestRng, current, logic_app as app, play, run_until, screen, send};
use bevy::prelude::*;
use quartet::app::Pause;
use quartet::app::Screen;
use quartet::app::background::SearchSlicing;
use quartet::app::fx::count_up::{COUNT_TIME, CountUp, count_value};
use quartet::app::game::hint::{AskHint, Exact, HeatMap, Hint, HintSearch, summary};
use quartet::app::game::{PlayerAction, Seat};
use quartet::app::hud::move_list;
use quartet::app::hud::nav::{MatchNav, RulesOpen};
use quartet::app::hud::notice::Notice;
use quartet::app::hud::result::result;
use quartet::app::hud::rules_text::{self, Block, Span};
use quartet::app::hud::tray;
use quartet::app::settings::{AnimationSpeed, Settings};
use quartet::rules::{GameKind, Match, MatchOptions, Outcome, Piece, Side};
use std::time::Duration;

fn humans(kind: GameKind, size: usize) -> App {
    app(kind, size, [Seat::Human, Seat::Human])
}

fn go_to(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
}

fn nav(app: &mut App, to: MatchNav) {
    app.world_mut().write_message(to);
    app.update();
    app.update();
}

#[test]
fn viewing_a_past_position_and_back_to_live() {
    let mut app = humans(GameKind::Rush, 5);
    play(&mut app, "c3 a1 e5 a5");
    let len = current(&app).game.len();
    assert_eq!(len, 4);
    send(&mut app, PlayerAction::View(Some(2)));
    let m = current(&app);
    assert_eq!(m.viewing(), Some(2));
    assert_eq!(m.shown(), m.game.position_after(2).expect("position"));
    assert_ne!(m.shown(), m.game.position());
    assert_eq!(m.game.len(), len, "viewing changes no move");
    assert_eq!(move_list::highlighted(m), Some(2));
    // The start position too.
    send(&mut app, PlayerAction::View(Some(0)));
    let m = current(&app);
    assert_eq!(m.shown(), m.game.position_after(0).expect("start"));
    send(&mut app, PlayerAction::View(None));
    let m = current(&app);
    assert_eq!(m.viewing(), None);
    assert_eq!(m.shown(), m.game.position());
    assert_eq!(move_list::highlighted(m), Some(len));
    // Selecting the last move is the live board.
    send(&mut app, PlayerAction::View(Some(len)));
    assert_eq!(current(&app).viewing(), None);
    // A human move returns to live and is played on the live position.
    send(&mut app, PlayerAction::View(Some(1)));
    play(&mut app, "c1");
    let m = current(&app);
    assert_eq!(m.viewing(), None);
    assert_eq!(m.game.len(), len + 1);
    assert_eq!(m.game.move_texts().last().map(String::as_str), Some("c1"));
}

#[test]
fn the_move_list_can_be_reviewed_on_the_end_screen_but_no_move_played() {
    let mut app = humans(GameKind::Quadrex, 5);
    play(&mut app, "c3 b2");
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(screen(&app), Screen::End);
    send(&mut app, PlayerAction::View(Some(1)));
    assert_eq!(current(&app).viewing(), Some(1));
    let mv = current(&app)
        .game
        .position()
        .parse_move("a1")
        .expect("notation");
    send(&mut app, PlayerAction::Play(mv));
    assert_eq!(current(&app).game.len(), 2, "no move after the end");
    assert_eq!(screen(&app), Screen::End);
    assert_eq!(
        app.world().resource::<Notice>().0.as_deref(),
        Some("the game is over")
    );
}

#[test]
fn a_hint_is_a_legal_move_of_the_live_position_and_goes_when_a_move_is_played() {
    let mut app = humans(GameKind::Quadrex, 7);
    assert_eq!(*app.world().resource::<HeatMap>(), HeatMap(false));
    play(&mut app, "d4");
    app.world_mut().write_message(AskHint);
    app.update();
    assert!(
        app.world().get_resource::<HintSearch>().is_some(),
        "a search runs"
    );
    run_until(&mut app, |a| a.world().get_resource::<Hint>().is_some());
    assert!(app.world().get_resource::<HintSearch>().is_none());
    let hint = app.world().resource::<Hint>().clone();
    let m = current(&app);
    assert_eq!(hint.ply, m.game.len());
    let best = hint.analysis.best.expect("a best move");
    assert!(m.game.position().check(best).is_ok(), "the hint is legal");
    let s = summary(&hint, m.game.position());
    assert_eq!(s.best, Some(m.game.position().format_move(best)));
    assert!((0.0..=100.0).contains(&s.win_percent));
    assert!(!s.top.is_empty() && s.top.len() <= 5);
    assert!(
        s.top.windows(2).all(|w| w[0].1 >= w[1].1),
        "most visited first"
    );
    assert!(s.top.iter().map(|t| t.1).sum::<f64>() <= 1.0 + 1e-9);
    // Playing the hint changes the live position: the hint goes.
    send(&mut app, PlayerAction::Play(best));
    app.update();
    assert!(app.world().get_resource::<Hint>().is_none());
}

/// On the task pool (the desktop) and in slices on the page's thread (a browser without
/// workers) alike: the search, then the solve of how soon.
#[test]
fn a_hint_in_a_solved_position_says_the_result_and_how_soon_a_win_comes() {
    for slicing in [None, Some(Duration::from_micros(300))] {
        // Vert has b1, b2, b3 and b5 on 5x5: the solver settles it, and the hint says so.
        let mut app = humans(GameKind::Quadrex, 5);
        app.insert_resource(SearchSlicing(slicing));
        for mv in ["b1", "e1", "b2", "d2", "b3", "d3", "b5", "e3"] {
            play(&mut app, mv);
        }
        app.world_mut().write_message(AskHint);
        app.update();
        run_until(&mut app, |a| a.world().get_resource::<Hint>().is_some());
        solved_hint_checks(&app);
    }
}

fn solved_hint_checks(app: &App) {
    let hint = app.world().resource::<Hint>().clone();
    let m = current(app);
    let s = summary(&hint, m.game.position());
    assert!(s.solved);
    // b4 connects at once.
    assert_eq!(s.exact, Some(Exact::Win(Some(1))));
    // No visit shares: the solver settled it without visits.
    assert!(s.top.is_empty(), "{:?}", s.top);
    // The hinted move wins: after it Vert has won, or Horz is lost with best play.
    let mut after = m.game.position().clone();
    after
        .play(hint.analysis.best.expect("a best move"))
        .expect("legal");
    let reply = quartet::ai::solve::solve_any(&after, Default::default(), &Default::default());
    assert!(
        after.outcome() == quartet::rules::Outcome::Win(quartet::rules::Side::First)
            || reply.value == Some(-1),
        "{}",
        after.diagram()
    );
}

#[test]
fn a_hint_search_is_dropped_when_the_position_changes() {
    let mut app = humans(GameKind::Rush, 9);
    app.world_mut().write_message(AskHint);
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_some());
    play(&mut app, "e5");
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_none());
    for _ in 0..50 {
        app.update();
    }
    assert!(
        app.world().get_resource::<Hint>().is_none(),
        "no hint for the old position"
    );
    // Undo changes the position too.
    app.world_mut().write_message(AskHint);
    app.update();
    send(&mut app, PlayerAction::Undo);
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_none());
}

#[test]
fn no_hint_is_searched_on_the_ais_turn() {
    let mut app = app(
        GameKind::Rush,
        5,
        [Seat::Ai { level: 1 }, Seat::Ai { level: 1 }],
    );
    app.world_mut().write_message(AskHint);
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_none());
}

#[test]
fn rematch_change_setup_and_back_to_menu_from_the_end_screen() {
    let mut app = humans(GameKind::Rush, 5);
    play(&mut app, "c3 a1");
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(screen(&app), Screen::End);
    let r = result(current(&app), &crate::support::en()).expect("a result");
    assert_eq!(r.headline, "White wins");
    assert_eq!(r.winner, Some(Side::Second));
    assert!(r.how.contains("Black resigned after 2 moves"), "{}", r.how);
    // Rematch: the same set-up, a new match, straight into play.
    nav(&mut app, MatchNav::Rematch);
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(current(&app).game.len(), 0);
    assert_eq!(
        (current(&app).game.kind(), current(&app).game.size()),
        (GameKind::Rush, 5)
    );
    assert_eq!(
        result(current(&app), &crate::support::en()),
        None,
        "a new game goes on"
    );
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(screen(&app), Screen::End);
    nav(&mut app, MatchNav::ChangeSetup);
    assert_eq!(screen(&app), Screen::Setup);
    go_to(&mut app, Screen::Play);
    send(&mut app, PlayerAction::Resign);
    app.update();
    nav(&mut app, MatchNav::Title);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn the_menu_button_pauses_play_and_the_rules_close_on_leaving() {
    let mut app = humans(GameKind::Cheversi, 8);
    nav(&mut app, MatchNav::Pause);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    app.world_mut().resource_mut::<RulesOpen>().0 = true;
    nav(&mut app, MatchNav::Title);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(*app.world().resource::<RulesOpen>(), RulesOpen(false));
}

#[test]
fn a_finished_game_says_how_it_ended_with_the_rules_score() {
    // Rush 5x5 played to the end with the rules' first legal move each time.
    let mut app = humans(GameKind::Rush, 5);
    while current(&app).to_move().is_some() {
        let mv = current(&app).game.position().legal_moves()[0];
        send(&mut app, PlayerAction::Play(mv));
    }
    app.update();
    assert_eq!(screen(&app), Screen::End);
    let m = current(&app);
    let r = result(m, &crate::support::en()).expect("a result");
    assert_eq!(r.score, m.game.position().score());
    assert_eq!(r.unit, "stones");
    let Outcome::Win(winner) = m.outcome() else {
        panic!("Rush has no draw")
    };
    assert_eq!(r.winner, Some(winner));
    assert!(r.how.contains("board is full"), "{}", r.how);
    assert!(r.how.contains(&format!("{} moves", m.game.len())));
    // The count-up was started for the animation setting.
    let count = *app.world().resource::<CountUp>();
    let speed = app.world().resource::<Settings>().animation;
    assert_eq!(count.total, speed.scale(COUNT_TIME));
}

#[test]
fn the_move_list_numbers_the_moves_in_the_rules_notation() {
    let mut m = Match::new(GameKind::Cheversi, None, MatchOptions::default()).expect("match");
    m.load_moves(&["Ke4", "Nd5", "Qe5", "Qd4", "Rf4"])
        .expect("legal moves");
    let entries = move_list::entries(&m);
    assert_eq!(entries.len(), 5);
    for (k, e) in entries.iter().enumerate() {
        assert_eq!(e.number, k + 1);
        assert_eq!(e.text, m.move_texts()[k]);
        assert_eq!(e.mover, m.plies()[k].mover);
        assert_eq!(e.colour, GameKind::Cheversi.colour(e.mover));
        assert_eq!(e.view_action(), PlayerAction::View(Some(k + 1)));
    }
    assert_eq!(entries[0].text, "Ke4");
    assert_eq!(entries[0].colour, "white");
    let rows = move_list::rows(&m);
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0].number, 1);
    assert_eq!(rows[2].moves.len(), 1);
    // The panel builds only the rows in view: the same rows, and none past the end.
    assert_eq!(move_list::row_count(&m), 3);
    assert_eq!(move_list::rows_in(&m, 1..5), rows[1..].to_vec());
    let flat: Vec<_> = rows.into_iter().flat_map(|r| r.moves).collect();
    assert_eq!(flat, entries);
}

#[test]
fn the_move_list_shows_a_rush_extra_turn_as_the_same_mover_twice() {
    let mut m = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).expect("match");
    // White's b2 touches Black's a2 and b1: two neighbours, one of them Black's: extra turn.
    m.load_moves(&["a2", "e5", "b1", "b2", "d4"])
        .expect("legal moves");
    let movers: Vec<Side> = move_list::entries(&m).iter().map(|e| e.mover).collect();
    let from_rules: Vec<Side> = m.plies().iter().map(|p| p.mover).collect();
    assert_eq!(movers, from_rules);
    assert_eq!(movers[3], movers[4], "the extra turn's mover moves again");
}

#[test]
fn the_score_counts_up_from_zero_to_the_final_value() {
    let total = Duration::from_millis(1000);
    for target in [0, 1, 7, 42, 361] {
        assert_eq!(count_value(target, Duration::ZERO, total), 0);
        assert_eq!(count_value(target, total, total), target);
        assert_eq!(count_value(target, total * 3, total), target);
        let values: Vec<i32> = (0..=100)
            .map(|ms| count_value(target, Duration::from_millis(ms * 10), total))
            .collect();
        assert!(values.windows(2).all(|w| w[0] <= w[1]), "never goes back");
        assert!(values.iter().all(|&v| (0..=target).contains(&v)));
    }
    // Eased out: more than half way at half time for a large score.
    assert!(count_value(100, total / 2, total) > 50);
    // Animations off: the final value at once.
    let off = AnimationSpeed::Off.scale(total);
    assert_eq!(count_value(42, Duration::ZERO, off), 42);
}

#[test]
fn every_games_rules_text_reads_into_sections_with_its_key_rules() {
    for (kind, words) in [
        (
            GameKind::Rekushu,
            &["mirror", "claim", "tile", "j10/c6-f9", "l6"][..],
        ),
        (
            GameKind::Rush,
            &["extra turn", "pass", "decided", "more than half"][..],
        ),
        (
            GameKind::Quadrex,
            &["cascade", "swap", "c4", "vert", "horz"][..],
        ),
        (
            GameKind::Cheversi,
            &["queen", "king", "bishop", "8th", "attack"][..],
        ),
    ] {
        let sections = rules_text::parse(rules_text::source(kind, &crate::support::en()));
        assert!(sections.len() >= 4, "{kind}: sections");
        assert_eq!(sections[0].level, 1);
        assert_eq!(sections[0].title, kind.title());
        for s in &sections {
            assert!(!s.title.is_empty(), "{kind}: a titled section");
            assert!(!s.blocks.is_empty(), "{kind}: section {} has text", s.title);
        }
        let all: String = sections
            .iter()
            .map(rules_text::section_text)
            .collect::<Vec<_>>()
            .join("\n")
            .to_lowercase();
        for w in words {
            assert!(all.contains(w), "{kind}: the rules mention {w:?}");
        }
        assert!(
            sections
                .iter()
                .flat_map(|s| &s.blocks)
                .any(|b| matches!(b, Block::Code(_))),
            "{kind}: a worked example in monospace"
        );
        assert!(
            !all.contains("```") && !all.contains("**"),
            "{kind}: no markup left in the text"
        );
    }
    // The seed's 19x19 Vert win is there, row by row.
    let quadrex = rules_text::parse(rules_text::source(GameKind::Quadrex, &crate::support::en()));
    let board = quadrex
        .iter()
        .flat_map(|s| &s.blocks)
        .filter_map(|b| match b {
            Block::Code(c) => Some(c),
            _ => None,
        })
        .find(|c| c.contains("19  "))
        .expect("the 19x19 example");
    assert_eq!(board.lines().count(), 21);
}

#[test]
fn the_markdown_reader_splits_blocks_and_styles() {
    let doc = "# Title\n\nA paragraph\ncontinued.\n\n## Part\n\n- one **bold** item\n- two `code`\n\n```\n  a  b\n```\nAfter.\n";
    let sections = rules_text::parse(doc);
    assert_eq!(sections.len(), 2);
    assert_eq!(
        (sections[0].level, sections[0].title.as_str()),
        (1, "Title")
    );
    assert_eq!(
        sections[0].blocks,
        vec![Block::Paragraph(vec![Span::Plain(
            "A paragraph continued.".to_string()
        )])]
    );
    let part = &sections[1];
    assert_eq!((part.level, part.title.as_str()), (2, "Part"));
    assert_eq!(
        part.blocks,
        vec![
            Block::Bullet(vec![
                Span::Plain("one ".to_string()),
                Span::Bold("bold".to_string()),
                Span::Plain(" item".to_string()),
            ]),
            Block::Bullet(vec![
                Span::Plain("two ".to_string()),
                Span::Code("code".to_string()),
            ]),
            Block::Code("  a  b".to_string()),
            Block::Paragraph(vec![Span::Plain("After.".to_string())]),
        ]
    );
    // An unmatched marker stays text.
    assert_eq!(
        rules_text::spans("2 ** 3"),
        vec![Span::Plain("2 ** 3".to_string())]
    );
}

#[test]
fn the_tray_chooses_a_playable_piece() {
    let m = Match::new(GameKind::Cheversi, None, MatchOptions::default()).expect("match");
    let pos = m.position();
    // White's first piece must be the King.
    assert!(tray::piece_playable(pos, Piece::King));
    assert!(!tray::piece_playable(pos, Piece::Queen));
    assert_eq!(tray::replacement(pos, Piece::Queen), Some(Piece::King));
    assert_eq!(tray::replacement(pos, Piece::King), None);
    // After White's Queen, Black must answer with the Queen.
    let mut m = m;
    m.load_moves(&["Ke4", "Nd5", "Qe5"]).expect("legal moves");
    let pos = m.position();
    assert_eq!(tray::replacement(pos, Piece::Rook), Some(Piece::Queen));
    // Not Cheversi: nothing to choose.
    let rush = Match::new(GameKind::Rush, None, MatchOptions::default()).expect("match");
    assert_eq!(tray::replacement(rush.position(), Piece::Rook), None);
}

#[test]
fn a_refused_move_is_noticed_until_the_next_move() {
    let mut app = humans(GameKind::Rush, 5);
    play(&mut app, "c3");
    let again = current(&app)
        .game
        .position()
        .parse_move("c3")
        .expect("notation");
    send(&mut app, PlayerAction::Play(again));
    let notice = app.world().resource::<Notice>().0.clone();
    assert!(notice.is_some_and(|n| n.contains("occupied")));
    play(&mut app, "a1");
    assert_eq!(app.world().resource::<Notice>().0, None);
}

#[test]
fn a_quadrex_win_is_told_as_a_connection() {
    let mut app = humans(GameKind::Quadrex, 3);
    play(&mut app, "b1 a1 b2 c1 b3");
    app.update();
    assert_eq!(screen(&app), Screen::End);
    let r = result(current(&app), &crate::support::en()).expect("a result");
    assert_eq!(r.headline, "Vert wins");
    assert_eq!(r.how, "Vert connected bottom to top after 5 moves");
    assert_eq!(r.score, None, "Quadrex counts no score");
}

#[test]
fn a_decided_rush_game_can_be_finished_at_once_and_not_before() {
    use quartet::app::game::MoveRejected;
    // On 9x9 a side holds more than half (41 of 81) well before the board is full.
    let mut app = humans(GameKind::Rush, 9);
    let mut rng = TestRng(11);
    let mut refused_early = false;
    loop {
        let pos = current(&app).game.position().clone();
        assert!(
            pos.to_move().is_some(),
            "the board filled before a side held half"
        );
        if let Some(winner) = pos.decided() {
            // Decided: more than half of the 25 points are the winner's, by the rules' count.
            let stones = pos.score().expect("rush scores")[winner.index()];
            assert!(stones * 2 > 81, "{stones} stones");
            let len = current(&app).game.len();
            send(&mut app, PlayerAction::Finish);
            app.update();
            assert_eq!(screen(&app), Screen::End);
            assert_eq!(current(&app).outcome(), Outcome::Win(winner));
            assert_eq!(current(&app).game.len(), len, "no move was added");
            let r = result(current(&app), &crate::support::en()).expect("a result");
            assert!(r.how.contains("finished at once"), "{}", r.how);
            assert_eq!(r.winner, Some(winner));
            break;
        }
        if !refused_early {
            // Not decided yet: Finish is refused and nothing changes.
            let before = current(&app).game.clone();
            send(&mut app, PlayerAction::Finish);
            let reasons: Vec<String> = app
                .world_mut()
                .resource_mut::<Messages<MoveRejected>>()
                .drain()
                .map(|m| m.reason)
                .collect();
            assert!(!reasons.is_empty(), "Finish was not refused");
            assert_eq!(current(&app).game, before);
            assert_eq!(screen(&app), Screen::Play);
            refused_early = true;
        }
        let legal = pos.legal_moves();
        send(&mut app, PlayerAction::Play(legal[rng.below(legal.len())]));
    }
}

/// The game draws all its text in one font (Inter; egui's own fonts are not built in): every
/// character beyond ASCII that the game's code or its texts in every language but Japanese
/// show must be one Inter has, or it would be drawn as a box. (Japanese has a font of its own,
/// checked in `src/i18n/tests.rs`.)
#[test]
fn every_symbol_the_game_shows_is_in_its_font() {
    let face = ttf_parser::Face::parse(quartet::app::font::FONT, 0).expect("Inter parses");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    let mut dirs = vec![root.join("src/app"), root.join("assets/i18n")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable") {
            let path = entry.expect("an entry").path();
            if path.ends_with("assets/i18n/ja") {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    let mut checked = 0;
    let mut missing = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("text");
        let rust = file.extension().is_some_and(|e| e == "rs");
        for line in text.lines() {
            // Comments are not shown.
            let shown = if rust {
                line.split("//").next().unwrap_or("")
            } else {
                line
            };
            for ch in shown.chars().filter(|c| !c.is_ascii()) {
                checked += 1;
                if face.glyph_index(ch).is_none() {
                    missing.push(format!("{ch} (U+{:04X}) in {}", ch as u32, file.display()));
                }
            }
        }
    }
    // (The board sizes' ×, the move list's arrows, a shortened pad name's …, ...)
    assert!(
        checked > 5,
        "the game does show symbols beyond ASCII: {checked} seen"
    );
    assert!(missing.is_empty(), "not in Inter: {missing:#?}");
}

/// egui hears a modifiers event only when the modifiers changed. bevy_egui 0.42 sends one every
/// frame, and any input event makes egui ask for the next frame at once: the browser's page
/// never rested while the panel was shown (`hud::quiet_modifiers`).
#[test]
fn egui_hears_the_modifiers_only_when_they_change() {
    use bevy_egui::{EguiInput, egui};
    let mut app = App::new();
    app.add_plugins(quartet::app::hud::quiet_modifiers::plugin);
    let context = app.world_mut().spawn(EguiInput::default()).id();
    // A frame's input as bevy_egui writes it (a key's text too); what egui then gets.
    let mut frame = |modifiers: egui::Modifiers| {
        app.world_mut()
            .get_mut::<EguiInput>(context)
            .expect("the context's input")
            .0
            .events = vec![
            egui::Event::Text("a".into()),
            egui::Event::ModifiersChanged(modifiers),
        ];
        app.update();
        app.world()
            .get::<EguiInput>(context)
            .expect("the context's input")
            .0
            .events
            .clone()
    };
    let text = egui::Event::Text("a".into());
    let changed = |m| vec![text.clone(), egui::Event::ModifiersChanged(m)];
    assert_eq!(frame(egui::Modifiers::NONE), changed(egui::Modifiers::NONE));
    assert_eq!(frame(egui::Modifiers::NONE), vec![text.clone()]);
    assert_eq!(
        frame(egui::Modifiers::SHIFT),
        changed(egui::Modifiers::SHIFT)
    );
    assert_eq!(frame(egui::Modifiers::SHIFT), vec![text.clone()]);
    assert_eq!(frame(egui::Modifiers::NONE), changed(egui::Modifiers::NONE));
}

/// Every language's rules page of every game has English's shape: the same sections at the
/// same levels, the same kinds of blocks in the same order and the same notation in backticks
/// (docs/translating.md, "Rules pages").
#[test]
fn every_language_s_rules_pages_have_english_s_shape() {
    use quartet::app::hud::rules_text::{self, Block, Span};
    use quartet::i18n::{Catalog, LANGUAGES};
    let shape = |sections: &[rules_text::Section]| -> Vec<(usize, Vec<String>)> {
        sections
            .iter()
            .map(|s| {
                let blocks = s
                    .blocks
                    .iter()
                    .map(|b| match b {
                        Block::Paragraph(spans) | Block::Bullet(spans) => {
                            let kind = if matches!(b, Block::Bullet(_)) {
                                "bullet"
                            } else {
                                "text"
                            };
                            let code: Vec<&str> = spans
                                .iter()
                                .filter_map(|sp| match sp {
                                    Span::Code(c) => Some(c.as_str()),
                                    _ => None,
                                })
                                .collect();
                            format!("{kind} {code:?}")
                        }
                        // (A diagram's explanation may take more lines in another language.)
                        Block::Code(_) => "diagram".to_string(),
                    })
                    .collect();
                (s.level, blocks)
            })
            .collect()
    };
    let english = crate::support::en();
    for kind in GameKind::ALL {
        let reference = rules_text::parse(rules_text::source(kind, &english));
        for language in &LANGUAGES {
            let texts = Catalog::new(language);
            let page = rules_text::parse(rules_text::source(kind, &texts));
            assert_eq!(
                page[0].title,
                kind.title(),
                "{} {kind}: the page's title is the game's name",
                language.code
            );
            assert_eq!(
                shape(&page),
                shape(&reference),
                "{} {kind}: not English's shape",
                language.code
            );
        }
    }
}

/// A Rekushu claim the rules refuse says why in the player's language, naming the rectangle
/// and the point at fault (`lang::refusal`; the reasons are `claim-*` in errors.ftl).
#[test]
fn a_refused_claim_says_why_in_the_player_s_language() {
    use quartet::app::lang::refusal;
    use quartet::i18n::{Catalog, Language};
    use quartet::rules::rekushu::Rekushu;
    use quartet::rules::{ClaimProblem, Game, IllegalMove, Rect, parse_coord};
    let german = Catalog::new(Language::by_code("de").expect("spoken"));
    // Cases from the rules' own tests: the position's moves, the refused claim, what the
    // German refusal says.
    let cases = [
        (
            "a1 c3 c1 f6 a3 e5",
            "e4/a1-c3",
            "corner-not-yours",
            "die Ecke c3 von a1-c3 ist nicht dein Stein",
        ),
        (
            "a1 b2 c1 f6 a3 e5",
            "c3/a1-c3",
            "stone-inside",
            "a1-c3 hat einen Stein auf b2, auf dem Rand oder darin",
        ),
        (
            "a1 f6 c1 e5 a3 f3 c3 f2",
            "b1/a1-c3",
            "stone-on-edge",
            "der Stein auf b1 stünde auf dem Rand von a1-c3 oder darin",
        ),
    ];
    for (moves, claim, kind, said) in cases {
        let mut g = Rekushu::new(6).expect("a size");
        for text in moves.split_whitespace() {
            let m = g.parse_move(text).expect("a move");
            g.play(m).expect("legal");
        }
        let m = g.parse_move(claim).expect("a move");
        let why = g.play(m).expect_err("refused");
        let IllegalMove::BadClaim(problem) = &why else {
            panic!("{claim}: {why}")
        };
        assert_eq!(problem.kind(), kind);
        assert_eq!(
            refusal(&german, &why),
            format!("kein erlaubter Anspruch: {said}"),
            "{claim}"
        );
    }
    // Every kind of problem has its message (no id shown), with the rectangle and the point.
    let point = |text| parse_coord(text, 6).expect("a point");
    let (rect, at) = (
        Rect {
            lo: point("b2"),
            hi: point("d4"),
        },
        point("c3"),
    );
    for problem in [
        ClaimProblem::LeavesBoard(rect),
        ClaimProblem::NotARectangle(rect),
        ClaimProblem::StoneOnEdge { rect, at },
        ClaimProblem::CornerNotYours { rect, at },
        ClaimProblem::StoneInside { rect, at },
        ClaimProblem::HoldsClaimedTile { rect, at },
    ] {
        let said = refusal(&german, &IllegalMove::BadClaim(problem));
        assert!(!said.contains("claim-") && said.contains("b2-d4"), "{said}");
        assert_eq!(said.contains("c3"), problem.at().is_some(), "{said}");
    }
}

/// The key caps whose name is a word are drawn in the player's language (French keyboards
/// print Entrée and Échap); letters stay as they are.
#[test]
fn key_caps_speak_the_player_s_language() {
    use quartet::app::hud::prompts::{Controls, Glyph, controls, key_cap};
    use quartet::i18n::{Catalog, ENGLISH, Language};
    let french = Catalog::new(Language::by_code("fr").expect("spoken"));
    let english = Catalog::new(ENGLISH);
    let caps = |texts: &Catalog| -> Vec<String> {
        controls(Controls::Keys, GameKind::Rush)
            .iter()
            .flat_map(|(glyphs, _)| glyphs.clone())
            .filter_map(|g| match g {
                Glyph::Key(name) => Some(key_cap(texts, name)),
                _ => None,
            })
            .collect()
    };
    let (fr, en) = (caps(&french), caps(&english));
    for (cap, english_cap) in [("Flèches", "Arrows"), ("Entrée", "Enter"), ("Échap", "Esc")] {
        assert!(fr.iter().any(|c| c == cap), "{fr:?}");
        assert!(en.iter().any(|c| c == english_cap), "{en:?}");
    }
    assert!(fr.iter().any(|c| c == "U") && en.iter().any(|c| c == "U"));
}
