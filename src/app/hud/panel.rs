//! The panel right of the board (egui): the game, both players and who is to move, the score,
//! the last refusal, the buttons (undo, redo, hint, heat map, resign, rules, menu, Quadrex's
//! swap, the Cheversi tray), the hint, the move list, the keys. Every button sends the same
//! message a key or a click on the board would.

use super::EguiButtons;
use super::files::{Dialog, FilesDialog};
use super::learn_card;
use super::move_list;
use super::nav::{MatchNav, RulesOpen};
use super::notice::Notice;
use super::prompts::Controls;
use super::replay::{Replay, ReplayAction};
use super::style::{caption, card};
use super::tray;
use crate::ai::review::Mark;
use crate::app::board::camera::CameraAction;
use crate::app::fx::count_up::CountUp;
use crate::app::game::ai_turn::Thinking;
use crate::app::game::hint::{AskHint, HeatMap, Hint, HintSearch, summary};
use crate::app::game::{CurrentMatch, PlayerAction, SelectedPiece};
use crate::app::input::devices::{Device, LastDevice, SideHolders};
use crate::app::input::hover::Hovered;
use crate::app::input::tap_confirm::TapPreview;
use crate::app::input::undo_consent::{UndoAsked, UndoButton, click_undo};
use crate::app::lang::{Texts, colour_name, colour_word_id, piece_id, seat_name};
use crate::app::layout::Layout;
use crate::app::learn::{Exercise, FinalGame, LearnNav, Library};
use crate::app::online::Online;
use crate::app::review::best_mark::ReviewHeat;
use crate::app::review::colours::mark_colour32;
use crate::app::review::{GameReview, ReviewAction};
use crate::app::settings::progress::LearnProgress;
use crate::app::settings::{Settings, ToggleMute};
use crate::app::store::StoreDone;
use crate::app::theme::egui::{CHOSEN, DIM, GOLD, GOOD, TEXT, WARN};
use crate::app::{Pause, Screen};
use crate::i18n::Catalog;
use crate::rules::quadrex::QuadrexMove;
use crate::rules::{AnyGame, AnyMove, Piece, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the panel reads.
#[derive(SystemParam)]
pub(super) struct HudView<'w> {
    pub(super) current: Option<Res<'w, CurrentMatch>>,
    pub(super) thinking: Option<Res<'w, Thinking>>,
    pub(super) hint: Option<Res<'w, Hint>>,
    pub(super) hint_search: Option<Res<'w, HintSearch>>,
    pub(super) notice: Res<'w, Notice>,
    pub(super) hovered: Option<Res<'w, Hovered>>,
    pub(super) screen: Res<'w, State<Screen>>,
    pub(super) pause: Option<Res<'w, State<Pause>>>,
    pub(super) count: Res<'w, CountUp>,
    pub(super) settings: Res<'w, Settings>,
    pub(super) progress: Res<'w, LearnProgress>,
    pub(super) last: Res<'w, LastDevice>,
    pub(super) exercise: Option<Res<'w, Exercise>>,
    pub(super) final_game: Option<Res<'w, FinalGame>>,
    pub(super) library: Res<'w, Library>,
    pub(super) review: Option<Res<'w, GameReview>>,
    pub(super) review_heat: Res<'w, ReviewHeat>,
    pub(super) online: Option<Res<'w, Online>>,
    pub(super) tap: Option<Res<'w, TapPreview>>,
    pub(super) layout: Res<'w, Layout>,
    pub(super) texts: Res<'w, Texts>,
}

/// What the panel changes.
#[derive(SystemParam)]
pub(super) struct HudInput<'w> {
    pub(super) actions: MessageWriter<'w, PlayerAction>,
    pub(super) ask_hint: MessageWriter<'w, AskHint>,
    pub(super) nav: MessageWriter<'w, MatchNav>,
    pub(super) heat_map: ResMut<'w, HeatMap>,
    pub(super) rules: ResMut<'w, RulesOpen>,
    pub(super) selected: ResMut<'w, SelectedPiece>,
    pub(super) camera: MessageWriter<'w, CameraAction>,
    pub(super) mute: MessageWriter<'w, ToggleMute>,
    pub(super) files: ResMut<'w, FilesDialog>,
    pub(super) replay: Res<'w, Replay>,
    pub(super) replay_actions: MessageWriter<'w, ReplayAction>,
    pub(super) shown: ResMut<'w, EguiButtons>,
    pub(super) holders: Res<'w, SideHolders>,
    pub(super) asked: ResMut<'w, UndoAsked>,
    pub(super) learn: MessageWriter<'w, LearnNav>,
    pub(super) review_actions: MessageWriter<'w, ReviewAction>,
    pub(super) done: MessageWriter<'w, StoreDone>,
    /// The language shown (the view has it too; each of the panel's functions takes one).
    pub(super) texts: Res<'w, Texts>,
}

/// The match's cards: a lesson's or a puzzle's, the final game's, the online room's, the end
/// card and the review's. Returns the exercise shown, if any.
pub(super) fn cards<'a>(
    ui: &mut egui::Ui,
    view: &'a HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
) -> Option<&'a Exercise> {
    let playing = *view.screen.get() == Screen::Play;
    // A lesson or a puzzle: its card in place of the players, and none of a game's files.
    let exercise = view.exercise.as_deref().filter(|_| current.has_coach());
    if let Some(ex) = exercise {
        learn_card::exercise_card(
            ui,
            ex,
            current,
            &view.library,
            &view.progress,
            &mut input.learn,
            &mut input.shown,
            &view.texts,
        );
    } else if let Some(game) = view.final_game.as_deref() {
        learn_card::final_game_card(ui, game, &mut input.learn, &mut input.shown, &view.texts);
    }
    if let Some(online) = view.online.as_deref().filter(|_| current.is_online()) {
        super::online_card::online_card(ui, online, &mut input.shown, &mut input.done, &view.texts);
    }
    if !playing && exercise.is_none() {
        super::end_panel::end_card(
            ui,
            current,
            &view.count,
            &mut input.nav,
            view.review.is_none(),
            view.layout.is_compact(),
            &mut input.shown,
            &view.texts,
        );
    }
    exercise
}

/// The review's card: on the end screen it offers a review; in play it shows one the pause
/// menu started (the moves so far).
pub(super) fn review(
    ui: &mut egui::Ui,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    let playing = *view.screen.get() == Screen::Play;
    super::review_card::review_card(
        ui,
        view.review.as_deref(),
        current,
        view.settings.palette,
        !playing,
        *view.review_heat,
        &mut input.review_actions,
        &mut input.shown,
        &view.texts,
    );
}

pub(super) fn contents(
    ui: &mut egui::Ui,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    let kind = current.game.kind();
    let n = current.game.size();
    let playing = *view.screen.get() == Screen::Play;
    ui.label(
        egui::RichText::new(format!("{}  {n}x{n}", kind.title()))
            .heading()
            .color(GOLD),
    );
    let exercise = cards(ui, view, current, input);
    if playing {
        if exercise.is_none() {
            players(ui, view, current);
        }
        if score(ui, current, &view.texts) {
            input.actions.write(PlayerAction::Finish);
        }
        notice(ui, view);
    }
    if exercise.is_none() {
        review(ui, view, current, input);
    }
    if playing && exercise.is_none() {
        buttons(ui, view, current, input);
        game_controls(ui, current, input, true);
        hint(ui, view, current);
    } else if playing {
        game_controls(ui, current, input, true);
        exercise_buttons(ui, view, input);
    } else {
        let label = input.texts.text("panel-rules");
        let rules = ui.button(&label);
        if input.shown.note(ui, &label, rules).clicked() {
            input.rules.0 = true;
        }
    }
    if exercise.is_none() {
        files(ui, current, input);
    }
    moves(ui, view, current, input);
    if playing && exercise.is_some() {
        learn_card::keys_line(ui, matches!(view.last.0, Device::Pad(_)), &view.texts);
    } else if playing {
        keys(ui, current, &view.last, &view.texts);
    }
}

pub(super) fn players(ui: &mut egui::Ui, view: &HudView, current: &CurrentMatch) {
    let kind = current.game.kind();
    let to_move = current.to_move();
    card(ui, |ui| {
        for side in Side::BOTH {
            let seat = match view.online.as_deref().filter(|_| current.is_online()) {
                Some(online) => super::online_card::seat_name(online, side, &view.texts),
                None => seat_name(&view.texts, current.seats[side.index()]),
            };
            let moving = to_move == Some(side);
            ui.horizontal(|ui| {
                let marker = if moving { "▶" } else { " " };
                ui.label(egui::RichText::new(marker).color(GOLD).strong());
                let name = colour_name(&view.texts, kind, side);
                let text = egui::RichText::new(format!("{name}  ·  {seat}"));
                ui.label(if moving {
                    text.strong().color(TEXT)
                } else {
                    text.color(DIM)
                });
                if moving && view.thinking.is_some() {
                    super::style::spinner(ui);
                    let thinking = view.texts.text("panel-thinking");
                    ui.label(egui::RichText::new(thinking).small().color(DIM));
                }
            });
        }
        if to_move.is_none() {
            ui.label(egui::RichText::new(view.texts.text("panel-game-over")).color(GOLD));
        }
    });
}

/// The score; in a decided Rush game, the offer to finish at once. Returns whether the player
/// took it.
pub(super) fn score(ui: &mut egui::Ui, current: &CurrentMatch, texts: &Catalog) -> bool {
    let Some(text) = score_text(current, texts) else {
        return false;
    };
    ui.horizontal(|ui| {
        caption(ui, &texts.text("panel-score"));
        ui.label(egui::RichText::new(text).strong());
    });
    decided(ui, current, texts)
}

/// The score of the position on view, `Black 3  –  2 White`, in a game that keeps one.
pub(super) fn score_text(current: &CurrentMatch, texts: &Catalog) -> Option<String> {
    let kind = current.game.kind();
    let [a, b] = current.shown().score()?;
    Some(texts.format(
        "panel-score-line",
        &[
            ("first", colour_name(texts, kind, Side::First).into()),
            ("first_score", a.into()),
            ("second_score", b.into()),
            ("second", colour_name(texts, kind, Side::Second).into()),
        ],
    ))
}

/// Says when the score decides the game before its end, with Finish now (true: pressed).
pub(super) fn decided(ui: &mut egui::Ui, current: &CurrentMatch, texts: &Catalog) -> bool {
    let kind = current.game.kind();
    let pos = current.shown();
    if let Some(side) = pos.decided() {
        let colour = colour_name(texts, kind, side);
        ui.label(
            egui::RichText::new(texts.format("panel-decided", &[("colour", colour.into())]))
                .color(GOOD),
        );
        let live = current.viewing().is_none() && !current.has_coach() && !current.is_online();
        if live
            && ui
                .button(texts.text("pause-finish"))
                .on_hover_text(texts.text("panel-finish-tip"))
                .clicked()
        {
            return true;
        }
    }
    false
}

pub(super) fn notice(ui: &mut egui::Ui, view: &HudView) {
    let texts = &view.texts;
    let hover = view.hovered.as_deref().and_then(|h| h.refusal.as_ref());
    let text = match (hover, &view.notice.0) {
        (Some(r), _) => texts.format("panel-not-here", &[("reason", r.as_str().into())]),
        (None, Some(r)) => texts.format("panel-not-allowed", &[("reason", r.as_str().into())]),
        (None, None) => {
            // A first tap on a small board (`input::tap_confirm`).
            if let Some(at) = view.tap.as_deref().and_then(|t| t.at) {
                let text = texts.format("panel-tap-again", &[("point", at.to_string().into())]);
                ui.label(egui::RichText::new(text).color(GOLD));
            }
            return;
        }
    };
    ui.label(egui::RichText::new(text).color(WARN));
}

pub(super) fn buttons(
    ui: &mut egui::Ui,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    let width = (ui.available_width() - 16.0) / 3.0;
    let size = egui::vec2(width, 28.0);
    ui.horizontal(|ui| {
        undo_button(ui, size, current, input);
        redo_button(ui, size, current, input);
        hint_button(ui, size, view, current, input);
    });
    ui.horizontal(|ui| {
        resign_button(ui, size, current, input);
        rules_button(ui, size, input);
        menu_button(ui, size, input);
    });
    ui.horizontal(|ui| {
        heat_button(ui, size, current, input);
        view_button(ui, size, view, input);
        sound_button(ui, size, view, input);
    });
}

/// Undo; the mouse is the keyboard's: in a game of two devices, undo asks the other player.
pub(super) fn undo_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    let state = UndoButton::of(&input.holders, current, *input.asked, Device::Keyboard);
    let (label, hover) = (
        input.texts.text(state.label_id()),
        input.texts.text(state.hover_id()),
    );
    let undo = egui::Button::new(&label).min_size(size);
    let response = ui
        .add_enabled(state != UndoButton::Off, undo)
        .on_hover_text(&hover)
        .on_disabled_hover_text(&hover);
    if input.shown.note(ui, &label, response).clicked()
        && let Some(action) =
            click_undo(&input.holders, current, &mut input.asked, Device::Keyboard)
    {
        input.actions.write(action);
    }
}

/// A panel button labelled `label` (shown pressed when `selected`), at least `size`, with
/// `tip` on hover (none when empty), listed for the page's hook (`shown`): whether it was
/// clicked.
fn pressed(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    (label, enabled, tip): (&str, bool, &str),
    selected: bool,
    shown: &mut EguiButtons,
) -> bool {
    let button = egui::Button::new(label).selected(selected).min_size(size);
    let response = ui.add_enabled(enabled, button);
    let response = if tip.is_empty() {
        response
    } else {
        response.on_hover_text(tip)
    };
    shown.note(ui, label, response).clicked()
}

/// [`pressed`] for the messages `label` and `tip` (`""`: none).
fn pressed_id(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    (label, enabled, tip): (&str, bool, &str),
    input: &mut HudInput,
) -> bool {
    let label = input.texts.text(label);
    let tip = if tip.is_empty() {
        String::new()
    } else {
        input.texts.text(tip)
    };
    pressed(ui, size, (&label, enabled, &tip), false, &mut input.shown)
}

pub(super) fn redo_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    if pressed_id(ui, size, ("panel-redo", current.can_redo(), ""), input) {
        input.actions.write(PlayerAction::Redo);
    }
}

pub(super) fn hint_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    let offered = current.human_to_move() && view.hint_search.is_none() && !current.is_online();
    if pressed_id(ui, size, ("panel-hint", offered, ""), input) {
        input.ask_hint.write(AskHint);
    }
}

pub(super) fn resign_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    if pressed_id(
        ui,
        size,
        ("panel-resign", current.human_to_move(), ""),
        input,
    ) {
        input.actions.write(PlayerAction::Resign);
    }
}

pub(super) fn rules_button(ui: &mut egui::Ui, size: egui::Vec2, input: &mut HudInput) {
    if pressed_id(ui, size, ("panel-rules", true, ""), input) {
        input.rules.0 = true;
    }
}

pub(super) fn menu_button(ui: &mut egui::Ui, size: egui::Vec2, input: &mut HudInput) {
    if pressed_id(ui, size, ("panel-menu", true, ""), input) {
        input.nav.write(MatchNav::Pause);
    }
}

/// The heat map: the hint's share of the search per move (so none online).
pub(super) fn heat_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    if current.is_online() {
        return;
    }
    let heat = input.heat_map.0;
    let (label, tip) = (
        input.texts.text("panel-heat-map"),
        input.texts.text("panel-heat-map-tip"),
    );
    if pressed(ui, size, (&label, true, &tip), heat, &mut input.shown) {
        input.heat_map.0 = !heat;
    }
}

pub(super) fn view_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    view: &HudView,
    input: &mut HudInput,
) {
    let view_name = view.settings.view.toggled().label();
    let label = view
        .texts
        .format("panel-view", &[("view", view_name.into())]);
    let tip = view.texts.text("panel-view-tip");
    if pressed(ui, size, (&label, true, &tip), false, &mut input.shown) {
        input.camera.write(CameraAction::ToggleView);
    }
}

pub(super) fn sound_button(
    ui: &mut egui::Ui,
    size: egui::Vec2,
    view: &HudView,
    input: &mut HudInput,
) {
    let sound = if view.settings.audio.muted {
        "panel-sound-off"
    } else {
        "panel-sound-on"
    };
    if pressed_id(ui, size, (sound, true, "panel-sound-tip"), input) {
        input.mute.write(ToggleMute);
    }
}

/// In a lesson or a puzzle: the rules, the menu and the view (its own card has the rest).
pub(super) fn exercise_buttons(ui: &mut egui::Ui, view: &HudView, input: &mut HudInput) {
    let size = egui::vec2((ui.available_width() - 16.0) / 3.0, 28.0);
    ui.horizontal(|ui| {
        rules_button(ui, size, input);
        menu_button(ui, size, input);
        view_button(ui, size, view, input);
    });
}

/// Save as, export and import (`files`).
pub(super) fn files(ui: &mut egui::Ui, current: &CurrentMatch, input: &mut HudInput) {
    let width = (ui.available_width() - 16.0) / 3.0;
    let size = egui::vec2(width, 28.0);
    ui.horizontal(|ui| {
        for (id, dialog, tip) in [
            ("panel-save-as", Dialog::SaveAs, "panel-save-as-tip"),
            ("panel-export", Dialog::Export, "panel-export-tip"),
            ("panel-import", Dialog::Import, "panel-import-tip"),
        ] {
            if pressed_id(ui, size, (id, true, tip), input) {
                input.files.show(dialog, current);
            }
        }
    });
}

/// Quadrex's swap and Cheversi's pieces in hand (under a caption when `captioned`: the phone's
/// sheet leaves it out for room, the buttons' letters and counts saying what they are).
pub(super) fn game_controls(
    ui: &mut egui::Ui,
    current: &CurrentMatch,
    input: &mut HudInput,
    captioned: bool,
) {
    let pos = current.game.position();
    let human_turn = current.human_to_move();
    match pos {
        AnyGame::Quadrex(_) => {
            let swap = AnyMove::Quadrex(QuadrexMove::Swap);
            if human_turn && pos.check(swap).is_ok() {
                let label = input.texts.text("panel-swap");
                let button = ui.button(&label);
                if input.shown.note(ui, &label, button).clicked() {
                    input.actions.write(PlayerAction::Play(swap));
                }
            }
        }
        AnyGame::Cheversi(g) => {
            let Some(side) = pos.to_move() else { return };
            if captioned {
                caption(ui, &input.texts.text("panel-in-hand"));
            }
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                ui.spacing_mut().button_padding = egui::vec2(4.0, 4.0);
                let width = (ui.available_width() - 16.0) / 5.0;
                for piece in Piece::ALL {
                    let count = g.in_hand(side, piece);
                    let playable = human_turn && tray::piece_playable(pos, piece);
                    let label =
                        egui::RichText::new(format!("{}×{count}", piece.letter())).size(15.0);
                    let chosen = playable && input.selected.0 == piece;
                    let button =
                        egui::Button::selectable(chosen, label).min_size(egui::vec2(width, 30.0));
                    let name = input.texts.text(piece_id(piece));
                    let stuck = input
                        .texts
                        .format("panel-piece-stuck", &[("piece", name.as_str().into())]);
                    let response = ui
                        .add_enabled(playable, button)
                        .on_hover_text(name)
                        .on_disabled_hover_text(stuck);
                    if response.clicked() {
                        input.selected.0 = piece;
                    }
                }
            });
        }
        _ => {}
    }
}

pub(super) fn hint(ui: &mut egui::Ui, view: &HudView, current: &CurrentMatch) {
    if view.hint_search.is_some() {
        ui.horizontal(|ui| {
            super::style::spinner(ui);
            ui.label(view.texts.text("panel-hint-thinking"));
        });
        return;
    }
    let Some(hint) = view.hint.as_deref() else {
        return;
    };
    let s = summary(hint, current.game.position());
    card(ui, |ui| {
        ui.horizontal(|ui| {
            caption(ui, &view.texts.text("panel-hint"));
            ui.label(
                egui::RichText::new(s.best.as_deref().unwrap_or("-"))
                    .strong()
                    .color(GOLD),
            );
            // A solved position says its result; otherwise the search's estimate.
            ui.label(s.estimate(&view.texts));
        });
        for (text, share) in &s.top {
            ui.horizontal(|ui| {
                ui.add_sized(
                    [70.0, 18.0],
                    egui::Label::new(egui::RichText::new(text).monospace()),
                );
                ui.add(
                    egui::ProgressBar::new(*share as f32)
                        .desired_width(110.0)
                        .desired_height(12.0)
                        .fill(CHOSEN),
                );
                let percent = (share * 100.0).round();
                let percent = view
                    .texts
                    .format("settings-percent", &[("value", percent.into())]);
                ui.label(egui::RichText::new(percent).small());
            });
        }
    });
}

pub(super) fn moves(
    ui: &mut egui::Ui,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
) {
    let review = view.review.as_deref().filter(|r| r.belongs_to(current));
    let len = current.game.len();
    ui.horizontal(|ui| {
        caption(
            ui,
            &view.texts.format("panel-moves", &[("count", len.into())]),
        );
        // Autoplay and its speed, at the right of the caption.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .button(input.texts.text(input.replay.speed.label_id()))
                .on_hover_text(input.texts.text("panel-replay-speed"))
                .clicked()
            {
                input.replay_actions.write(ReplayAction::Speed);
            }
            let play = input.texts.text(if input.replay.playing {
                "panel-pause"
            } else {
                "panel-replay"
            });
            let button = ui
                .add_enabled(len > 0, egui::Button::new(&play))
                .on_hover_text(input.texts.text("panel-replay-tip"));
            if input.shown.note(ui, &play, button).clicked() {
                input.replay_actions.write(ReplayAction::PlayPause);
            }
        });
    });
    // Step through the positions: the start, back, forward, the last.
    ui.horizontal(|ui| {
        let at = current.viewing().unwrap_or(len);
        let steps = [
            ("|◀", ReplayAction::Start, at > 0, "panel-step-start"),
            ("◀", ReplayAction::Back, at > 0, "panel-step-back"),
            ("▶", ReplayAction::Forward, at < len, "panel-step-on"),
            ("▶|", ReplayAction::End, at < len, "panel-step-end"),
        ];
        // (Square at least: on a phone a fingertip's 44 px.)
        let square = egui::vec2(ui.spacing().interact_size.y, 0.0);
        for (label, action, enabled, tip) in steps {
            let tip = input.texts.text(tip);
            let button = ui.add_enabled(enabled, egui::Button::new(label).min_size(square));
            if input
                .shown
                .note_named(ui, label, &tip, button)
                .on_hover_text(tip)
                .clicked()
            {
                input.replay_actions.write(action);
            }
        }
        if let Some(line) = current.line() {
            let text = view
                .texts
                .format("panel-line-from", &[("move", (line.from + 1).into())]);
            ui.label(egui::RichText::new(text).color(WARN));
        } else if let Some(k) = current.viewing() {
            let text = view.texts.format("panel-after-move", &[("move", k.into())]);
            ui.label(egui::RichText::new(text).color(WARN));
        }
    });
    // The rest of the panel, but never more than half the window (in a scrolling panel the
    // room below is endless).
    let room = (ui.available_height() - 64.0)
        .min(ui.ctx().content_rect().height() * 0.5)
        .max(80.0);
    // When the position on view changes (a step, the graph, a marked move), its row comes to
    // the middle of the list.
    let viewing_id = egui::Id::new("move_list_viewing");
    let viewing = current.viewing();
    let moved = ui.data(|d| d.get_temp::<Option<usize>>(viewing_id)) != Some(viewing);
    ui.data_mut(|d| d.insert_temp(viewing_id, viewing));
    // Rows of one fixed height, laid out only where they are in view (`show_rows`): no
    // `egui::Grid`, whose saved column widths ask for another frame each time a row is added
    // (docs/web.md, "Frames on demand").
    let gap = ui.spacing().item_spacing.y;
    let row_height = (ui.text_style_height(&egui::TextStyle::Monospace)
        + 2.0 * ui.spacing().button_padding.y)
        .max(20.0)
        .max(ui.spacing().interact_size.y);
    let mut area = egui::ScrollArea::vertical()
        .id_salt("move_list")
        .max_height(room)
        .min_scrolled_height(40.0)
        .auto_shrink([false, true])
        .stick_to_bottom(viewing.is_none());
    if moved
        && viewing.is_some()
        && let Some(row) = move_list::highlighted(current).map(|n| (n - 1) / 2)
    {
        let centre = row as f32 * (row_height + gap) + row_height / 2.0;
        area = area.vertical_scroll_offset((centre - room / 2.0).max(0.0));
    }
    let count = move_list::row_count(&current.game);
    area.show_rows(ui, row_height, count, |ui, range| {
        for row in move_list::rows_in(&current.game, range) {
            let stripe = ui.painter().add(egui::Shape::Noop);
            let line = ui.horizontal(|ui| {
                ui.set_min_height(row_height);
                let number = ui.label(egui::RichText::new(format!("{}.", row.number)).color(DIM));
                ui.add_space((NUMBER_WIDTH - number.rect.width()).max(0.0));
                for entry in &row.moves {
                    move_button(ui, current, review, view, input, entry);
                }
            });
            if row.number % 2 == 0 {
                // Across the list and half the gap above and below, as a striped grid's.
                let y = line.response.rect.y_range().expand(gap / 2.0);
                let rect = egui::Rect::from_x_y_ranges(ui.max_rect().x_range(), y);
                let fill = ui.visuals().faint_bg_color;
                ui.painter()
                    .set(stripe, egui::Shape::rect_filled(rect, 2.0, fill));
            }
        }
    });
}

/// Room for a move number up to "999." beside its moves.
const NUMBER_WIDTH: f32 = 40.0;

/// One move of the list: shows the position after it when selected; a reviewed move carries
/// its mark (?!, ?, ??) in the mark's colour.
fn move_button(
    ui: &mut egui::Ui,
    current: &CurrentMatch,
    review: Option<&GameReview>,
    view: &HudView,
    input: &mut HudInput,
    entry: &move_list::MoveEntry,
) {
    let shown = move_list::is_shown(current, entry.number);
    let mark = review
        .and_then(|r| r.judged(entry.number))
        .and_then(|j| j.mark)
        .filter(|&m| m != Mark::Best);
    let label = format!("{}{}", entry.text, mark.map_or("", Mark::symbol));
    let mut text = egui::RichText::new(label).monospace();
    if let Some(mark) = mark {
        text = text.color(mark_colour32(view.settings.palette, mark));
    }
    let response = ui
        .add(egui::Button::selectable(shown, text).min_size(egui::vec2(88.0, 20.0)))
        .on_hover_text(view.texts.format(
            "panel-move-tip",
            &[
                ("number", entry.number.into()),
                (
                    "colour",
                    view.texts.text(colour_word_id(entry.colour)).into(),
                ),
            ],
        ));
    if response.clicked() {
        input.actions.write(entry.view_action());
    }
}

/// The controls of the device used last: keys, or the pad's buttons (`prompts`).
fn keys(ui: &mut egui::Ui, current: &CurrentMatch, last: &LastDevice, texts: &Catalog) {
    let device = match last.0 {
        Device::Keyboard => Controls::Keys,
        Device::Pad(_) => Controls::Pad,
    };
    ui.add_space(6.0);
    super::prompts::prompt(ui, device, current.game.kind(), texts);
}
