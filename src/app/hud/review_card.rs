//! The review's card in the panel (egui): the button that starts it, its progress and Stop
//! while it runs, then the first side's win chance across the game as a graph (the marks as
//! coloured dots; a click shows that position), each player's accuracy and marks, the move on
//! view with the better move, and the steps through one player's mistakes (`app::review`).

use super::EguiButtons;
use super::style::{caption, card};
use crate::ai::review::{Mark, MoveReview, line_notation};
use crate::app::game::CurrentMatch;
use crate::app::lang::colour_name;
use crate::app::review::best_mark::ReviewHeat;
use crate::app::review::colours::mark_colour32;
use crate::app::review::{
    GameReview, LineStep, ReviewAction, ReviewState, first_side_chances, line_step, move_on_view,
};
use crate::app::settings::Palette;
use crate::app::theme::egui::{CARD, DIM, GOLD, OUTLINE, TEXT};
use crate::i18n::Catalog;
use crate::rules::{AnyMove, Match, Side};
use bevy::prelude::*;
use bevy_egui::egui;

/// The graph's height in points.
const GRAPH_HEIGHT: f32 = 64.0;

/// The card, for `current`'s match; `offer` shows the button that starts a review when there
/// is none (the end screen); `heat`: whether the board shows the review's heat map.
pub(super) fn review_card(
    ui: &mut egui::Ui,
    review: Option<&GameReview>,
    current: &CurrentMatch,
    palette: Palette,
    offer: bool,
    heat: ReviewHeat,
    actions: &mut MessageWriter<ReviewAction>,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    let review = review.filter(|r| r.belongs_to(current));
    let Some(review) = review else {
        if offer && !current.game.is_empty() {
            let label = texts.text("review-start");
            let button =
                ui.add(egui::Button::new(&label).min_size(egui::vec2(ui.available_width(), 30.0)));
            if shown
                .note(ui, &label, button)
                .on_hover_text(texts.text("review-start-tip"))
                .clicked()
            {
                actions.write(ReviewAction::Start);
            }
        }
        return;
    };
    card(ui, |ui| match &review.state {
        ReviewState::Running(run) => {
            let (done, total) = run.progress();
            ui.horizontal(|ui| {
                caption(ui, &texts.text("review-caption"));
                let line = texts.format(
                    "review-progress",
                    &[("done", done.into()), ("total", total.into())],
                );
                ui.label(egui::RichText::new(line).color(DIM));
            });
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                        .desired_width(ui.available_width() - 60.0)
                        .animate(true),
                );
                let label = texts.text("review-stop");
                let stop = ui.button(&label);
                if shown.note(ui, &label, stop).clicked() {
                    actions.write(ReviewAction::Stop);
                }
            });
        }
        ReviewState::Stopped(done, total) => {
            ui.horizontal(|ui| {
                caption(ui, &texts.text("review-caption"));
                let line = texts.format(
                    "review-stopped",
                    &[("done", (*done).into()), ("total", (*total).into())],
                );
                ui.label(egui::RichText::new(line).color(DIM));
            });
            let label = texts.text("review-again");
            let again = ui.button(&label);
            if shown.note(ui, &label, again).clicked() {
                actions.write(ReviewAction::Start);
            }
        }
        ReviewState::Done(done) => {
            let at = move_on_view(current);
            header(ui, heat, actions, shown, texts);
            graph(ui, done, at, palette, actions, texts);
            for side in Side::BOTH {
                summary_row(
                    ui,
                    review,
                    done,
                    side,
                    &current.game,
                    palette,
                    actions,
                    texts,
                );
            }
            if let Some(judged) = review.on_view(current) {
                judged_line(ui, judged, current, palette, actions, shown, texts);
            }
        }
    });
}

/// "Review", the heat map's switch, and the steps to the previous and next marked move at its
/// right.
fn header(
    ui: &mut egui::Ui,
    heat: ReviewHeat,
    actions: &mut MessageWriter<ReviewAction>,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    ui.horizontal(|ui| {
        caption(ui, &texts.text("review-caption"));
        let button = ui.add(egui::Button::selectable(
            heat.0,
            texts.text("panel-heat-map"),
        ));
        if shown
            .note(ui, &texts.text("review-heat-map"), button)
            .on_hover_text(texts.text("review-heat-map-tip"))
            .clicked()
        {
            actions.write(ReviewAction::HeatMap);
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // Right to left: the next step, then the previous one.
            for (label, name, tip, action) in [
                (
                    "▶",
                    "review-next-mark",
                    "review-next-mark-tip",
                    ReviewAction::NextMark,
                ),
                (
                    "◀",
                    "review-previous-mark",
                    "review-previous-mark-tip",
                    ReviewAction::PreviousMark,
                ),
            ] {
                let button = ui.button(label);
                let (name, tip) = (texts.text(name), texts.text(tip));
                if shown.note(ui, &name, button).on_hover_text(tip).clicked() {
                    actions.write(action);
                }
            }
        });
    });
}

/// The win-chance graph: the first side's chance after each move, 100% at the top.
fn graph(
    ui: &mut egui::Ui,
    review: &crate::ai::review::Review<AnyMove>,
    at: usize,
    palette: Palette,
    actions: &mut MessageWriter<ReviewAction>,
    texts: &Catalog,
) {
    let chances = first_side_chances(review);
    let size = egui::vec2(ui.available_width(), GRAPH_HEIGHT);
    let (response, painter) = ui.allocate_painter(size, egui::Sense::click());
    let rect = response.rect;
    painter.rect_filled(rect, 3.0, CARD);
    painter.rect_stroke(rect, 3.0, (1.0, OUTLINE), egui::StrokeKind::Inside);
    let last = chances.len().saturating_sub(1).max(1) as f32;
    let point = |k: usize, chance: f64| {
        egui::pos2(
            rect.left() + rect.width() * k as f32 / last,
            rect.top() + rect.height() * (1.0 - chance as f32),
        )
    };
    painter.hline(rect.x_range(), rect.center().y, (1.0, OUTLINE));
    // The position on view.
    let x = point(at.min(chances.len().saturating_sub(1)), 0.5).x;
    painter.vline(x, rect.y_range(), (1.5, GOLD.gamma_multiply(0.6)));
    let line: Vec<egui::Pos2> = chances
        .iter()
        .enumerate()
        .map(|(k, &c)| point(k, c))
        .collect();
    painter.add(egui::Shape::line(line, (2.0, TEXT)));
    for m in &review.moves {
        if let Some(mark) = m.mark.filter(|&m| m != Mark::Best) {
            let centre = point(m.ply, chances.get(m.ply).copied().unwrap_or(0.5));
            painter.circle_filled(centre, 4.0, mark_colour32(palette, mark));
        }
    }
    // A click or a tap on the graph shows the nearest position.
    let nearest = |pos: egui::Pos2| ((pos.x - rect.left()) / rect.width() * last).round() as usize;
    if let Some(pos) = response.hover_pos() {
        let k = nearest(pos).min(chances.len().saturating_sub(1));
        let percent = (100.0 * chances.get(k).copied().unwrap_or(0.5)).round();
        response.clone().on_hover_text(texts.format(
            "review-graph-tip",
            &[("move", k.into()), ("percent", percent.into())],
        ));
    }
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        actions.write(ReviewAction::Jump(nearest(pos)));
    }
}

/// A player's accuracy and how many moves earned each mark; the name, selected, makes the
/// steps go through that player's marked moves only (F).
fn summary_row(
    ui: &mut egui::Ui,
    review: &GameReview,
    done: &crate::ai::review::Review<AnyMove>,
    side: Side,
    game: &Match,
    palette: Palette,
    actions: &mut MessageWriter<ReviewAction>,
    texts: &Catalog,
) {
    let p = &done.players[side.index()];
    ui.horizontal(|ui| {
        let chosen = review.filter == Some(side);
        let colour = colour_name(texts, game.kind(), side);
        let name = egui::Button::selectable(chosen, colour).min_size(egui::vec2(60.0, 18.0));
        if ui
            .add(name)
            .on_hover_text(texts.text("review-filter-tip"))
            .clicked()
        {
            actions.write(ReviewAction::Filter((!chosen).then_some(side)));
        }
        let accuracy = texts.format("settings-percent", &[("value", p.accuracy.round().into())]);
        ui.label(egui::RichText::new(accuracy).strong().color(GOLD))
            .on_hover_text(texts.text("review-accuracy-tip"));
        for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            ui.label(
                egui::RichText::new(format!("{} {}", mark.symbol(), p.count(mark)))
                    .color(mark_colour32(palette, mark)),
            )
            .on_hover_text(texts.text(marks_id(mark)));
        }
    });
}

/// The move on view: its mark, the chances (and Cheversi's expected margins), and the better
/// line, each of its moves a button that shows the position after it on the board.
fn judged_line(
    ui: &mut egui::Ui,
    judged: &MoveReview<AnyMove>,
    current: &CurrentMatch,
    palette: Palette,
    actions: &mut MessageWriter<ReviewAction>,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    let game = &current.game;
    let before = game.position_after(judged.ply - 1);
    let text = |mv: AnyMove| before.map_or_else(String::new, |p| p.format_move(mv));
    let colour = judged.mark.map_or(TEXT, |m| mark_colour32(palette, m));
    let name = judged
        .mark
        .map_or_else(String::new, |m| texts.text(mark_id(m)));
    ui.label(
        egui::RichText::new(format!(
            "{}. {}{}  {:.0}% → {:.0}%",
            judged.ply,
            text(judged.mv),
            judged.mark.map_or("", Mark::symbol),
            100.0 * judged.before,
            100.0 * judged.after
        ))
        .color(colour),
    )
    .on_hover_text(texts.format("review-chance-tip", &[("mark", name.into())]));
    if let (Some(before), Some(after)) = (judged.margin_before, judged.margin_after) {
        let line = texts.format(
            "review-points",
            &[
                ("before", signed(before, texts).into()),
                ("after", signed(after, texts).into()),
            ],
        );
        ui.label(egui::RichText::new(line).small().color(DIM))
            .on_hover_text(texts.text("review-points-tip"));
    }
    let line = line_notation(game, judged);
    if line.is_empty() {
        return;
    }
    let better = judged.mark.is_some_and(|m| m != Mark::Best) && judged.best != Some(judged.mv);
    let step = line_step(current);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        ui.label(
            egui::RichText::new(texts.text(if better {
                "review-better"
            } else {
                "review-line"
            }))
            .small()
            .color(DIM),
        );
        for (k, mv) in line.iter().enumerate() {
            let chip = ui.add(egui::Button::selectable(step == k + 1, mv.as_str()).small());
            let name = texts.format("review-line-move", &[("number", (k + 1).into())]);
            if shown
                .note(ui, &name, chip)
                .on_hover_text(texts.text("review-line-move-tip"))
                .clicked()
            {
                let to = if step == k + 1 { 0 } else { k + 1 };
                actions.write(ReviewAction::Line(LineStep::To(to)));
            }
        }
        if step > 0 {
            let back = ui.add(egui::Button::new(texts.text("menu-back")).small());
            if shown
                .note(ui, &texts.text("review-leave-line"), back)
                .on_hover_text(texts.text("review-leave-line-tip"))
                .clicked()
            {
                actions.write(ReviewAction::Line(LineStep::Leave));
            }
        }
    });
}

/// A margin with its sign, as the language writes the number: "+2", "−1.5", "0".
fn signed(margin: f64, texts: &Catalog) -> String {
    let text = format!("{:.1}", margin.abs());
    let text = texts.language().numbers.write(text.trim_end_matches(".0"));
    match margin {
        m if m >= 0.05 => format!("+{text}"),
        m if m <= -0.05 => format!("−{text}"),
        _ => "0".to_string(),
    }
}

/// The message naming a mark ("Mistake").
fn mark_id(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "mark-best",
        Mark::Inaccuracy => "mark-inaccuracy",
        Mark::Mistake => "mark-mistake",
        Mark::Blunder => "mark-blunder",
    }
}

/// The message naming a mark's moves, many of them ("Mistakes").
fn marks_id(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "marks-best",
        Mark::Inaccuracy => "marks-inaccuracy",
        Mark::Mistake => "marks-mistake",
        Mark::Blunder => "marks-blunder",
    }
}
