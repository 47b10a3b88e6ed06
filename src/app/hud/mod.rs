//! The in-game HUD, drawn with egui: the panel right of the board (players, score, buttons,
//! hint, move list), the rules panel and the end screen.
//!
//! Split so that headless tests run the logic without egui:
//! - [`logic_plugin`] (added by `LogicPlugin`): the refusal notice and where the buttons lead
//!   ([`nav::MatchNav`], [`nav::RulesOpen`]);
//! - [`plugin`] (added by `ViewPlugin`): the Cheversi tray's choice and the egui drawing, which
//!   runs only where `EguiPlugin` is added (the game window and `quartet shot`). It keeps the
//!   panel's part of the window free of the board ([`BoardInset`]): beside it, or under it in
//!   portrait (`sheet`).
//!
//! The HUD reads the match (`game`, hints included), the hover's refusal (`input::hover`) and
//! the count-up (`fx`); its buttons send the same messages as every other input.

pub mod actions_menu;
mod actions_menu_view;
mod dock;
mod end_panel;
pub mod files;
pub mod learn_card;
pub mod move_list;
pub mod nav;
pub mod notice;
mod online_card;
mod panel;
pub mod prompts;
pub mod quiet_modifiers;
pub mod replay;
pub mod result;
mod review_card;
mod rules_panel;
pub mod rules_text;
mod sheet;
pub mod style;
pub mod tray;
mod undo_asked;

use crate::app::InMatch;
use crate::app::board::camera::BoardInset;
use crate::app::font::JapaneseFont;
use crate::app::input::press::Press;
use crate::app::layout::Layout;
use crate::app::settings::{Settings, fitted_ui_scale};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiPlugin, EguiPreUpdateSet, EguiPrimaryContextPass,
    PrimaryEguiContext, egui,
};
use bevy_enhanced_input::EnhancedInputSystems;

/// What the HUD's buttons drive, without drawing.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((notice::plugin, nav::plugin, replay::plugin));
}

/// The HUD's drawing (egui) and the tray's choice of piece.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(BoardInset {
        right: style::PANEL_WIDTH,
        bottom: 0.0,
    });
    if app.is_plugin_added::<EguiPlugin>() {
        // Every screen spawns its own camera: egui's context moves to the newest one (bevy_egui
        // by itself only ever gives the first camera a context).
        // While egui has the keyboard (a name being typed) or the pointer (over the panel),
        // the game's own keys and clicks do not see it.
        app.insert_resource(EguiGlobalSettings {
            auto_create_primary_context: false,
            enable_absorb_bevy_input_system: true,
            ..default()
        })
        .add_systems(PreUpdate, attach_context)
        .add_plugins(quiet_modifiers::plugin)
        // The devices' actions read the keys after egui took those it wants.
        .configure_sets(
            PreUpdate,
            EnhancedInputSystems::Prepare.after(EguiPreUpdateSet::ProcessInput),
        );
    }
    app.add_plugins(actions_menu::plugin);
    app.init_resource::<EguiButtons>()
        .init_resource::<prompts::ControlsOpen>()
        .add_plugins((tray::plugin, files::plugin))
        .add_systems(
            PreUpdate,
            close_rules_on_back
                .after(bevy::input::InputSystems)
                .run_if(in_state(InMatch)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                (begin_pass, set_style),
                (
                    dock::draw_panel,
                    rules_panel::draw_rules,
                    actions_menu_view::draw_actions_menu,
                    prompts::draw_controls,
                    undo_asked::draw_undo_asked,
                    files::draw_dialog,
                )
                    .chain()
                    .run_if(in_state(InMatch)),
            )
                .chain(),
        );
}

/// A button on screen, for the page's state hook: its label, centre and size in logical (CSS)
/// pixels.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShownButton {
    pub label: String,
    pub centre: Vec2,
    pub size: Vec2,
    /// What a screen reader calls it (`screens::button_names`; a panel button: its label).
    pub name: String,
    /// How to press it without a pointer (the browser's text layer does: `input::press`).
    pub press: Option<Press>,
    /// Whether a press does anything now (a panel button can be shown greyed out).
    pub enabled: bool,
    /// All of it in its panel's view (one scrolled partly or wholly out is not, and is left
    /// out of the page's `data-buttons` and the fit check: only the text layer lists it).
    pub in_view: bool,
}

/// The panel's and the file dialogs' buttons drawn in the last egui pass: each one's label,
/// centre and size in logical (CSS) pixels. The page's state hook lists them with the menu
/// buttons, so the browser test can click them as a person would, and check their size.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct EguiButtons {
    pub shown: Vec<ShownButton>,
    /// The labels of those the window's edge cuts (drawn where no box of their own clips them,
    /// and not all inside the window): `quartet shot --check-fit` reports them.
    pub cut: Vec<String>,
}

impl EguiButtons {
    /// Records `response`, a button labelled `label`, and passes it on (whether all of it is
    /// in its panel's view or not: [`ShownButton::in_view`]).
    pub fn note(&mut self, ui: &egui::Ui, label: &str, response: egui::Response) -> egui::Response {
        self.note_named(ui, label, label, response)
    }

    /// [`EguiButtons::note`] for a button whose label alone does not say what it does (`◀`):
    /// a screen reader calls it `name`.
    pub fn note_named(
        &mut self,
        ui: &egui::Ui,
        label: &str,
        name: &str,
        response: egui::Response,
    ) -> egui::Response {
        let zoom = ui.ctx().zoom_factor();
        let shown = response.rect;
        let (clip, window) = (ui.clip_rect(), ui.ctx().content_rect());
        // (Not in egui's sizing pass, the first of a new panel, drawn unseen and greyed out.)
        if ui.is_visible() {
            let (centre, size) = (shown.center() * zoom, shown.size() * zoom);
            self.shown.push(ShownButton {
                label: label.to_string(),
                name: name.to_string(),
                centre: Vec2::new(centre.x, centre.y),
                size: Vec2::new(size.x, size.y),
                press: Some(Press::Panel(response.id)),
                enabled: response.enabled(),
                in_view: clip.expand(1.0).contains_rect(shown),
            });
        }
        // Only the window clips it, and it goes past the window's edge.
        if clip.expand(1.0).contains_rect(window) && !window.expand(1.0).contains_rect(shown) {
            self.cut.push(label.to_string());
        }
        response
    }
}

fn begin_pass(mut buttons: ResMut<EguiButtons>) {
    buttons.shown.clear();
    buttons.cut.clear();
}

/// Gives egui's primary context to the window's camera drawn last, when no camera has it
/// (at start, and after a screen change despawned the camera that had it).
fn attach_context(
    mut commands: Commands,
    with_context: Query<(), With<PrimaryEguiContext>>,
    cameras: Query<(Entity, &Camera)>,
) {
    if !with_context.is_empty() {
        return;
    }
    if let Some((camera, _)) = cameras
        .iter()
        .filter(|(_, c)| c.is_active)
        .max_by_key(|(e, c)| (c.order, *e))
    {
        commands.entity(camera).insert(PrimaryEguiContext);
    }
}

/// The theme, set on each new context, and the player's UI scale (as far as the window
/// allows): the panel grows, and the board keeps the rest of the window (`panel`).
fn set_style(
    mut contexts: EguiContexts,
    context: Query<Entity, With<PrimaryEguiContext>>,
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    layout: Res<Layout>,
    japanese: Option<Res<JapaneseFont>>,
    mut styled: Local<Option<(Entity, Layout, bool)>>,
) -> Result {
    let entity = context.single()?;
    let ctx = contexts.ctx_mut()?;
    let japanese = japanese.as_ref().and_then(|j| j.bytes.as_deref());
    if *styled != Some((entity, *layout, japanese.is_some())) {
        style::apply(ctx, japanese);
        style::fit_hands(ctx, layout.is_compact());
        *styled = Some((entity, *layout, japanese.is_some()));
    }
    let height = windows.single().map(|w| w.height()).unwrap_or(720.0);
    let zoom = fitted_ui_scale(settings.ui_scale, height);
    if ctx.zoom_factor() != zoom {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// Esc or a pad's Start (or East) closes an open rules panel or Controls page, and that press
/// goes no further (it neither opens the pause menu nor leaves the end screen); while one is
/// open, the menus behind it do not see confirm and direction presses either.
fn close_rules_on_back(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<&mut Gamepad>,
    mut open: ResMut<nav::RulesOpen>,
    mut controls: ResMut<prompts::ControlsOpen>,
) {
    if !open.0 && !controls.0 {
        return;
    }
    let mut back = keys.clear_just_pressed(KeyCode::Escape);
    for mut pad in &mut pads {
        back |= pad.digital_mut().clear_just_pressed(GamepadButton::Start);
        back |= pad.digital_mut().clear_just_pressed(GamepadButton::East);
        // Nor does anything behind the page (the pause menu's buttons) see the other presses.
        for button in [
            GamepadButton::South,
            GamepadButton::DPadUp,
            GamepadButton::DPadDown,
            GamepadButton::DPadLeft,
            GamepadButton::DPadRight,
        ] {
            pad.digital_mut().clear_just_pressed(button);
        }
    }
    for key in crate::app::input::CONFIRM_KEYS.into_iter().chain([
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
    ]) {
        keys.clear_just_pressed(key);
    }
    if back {
        open.0 = false;
        controls.0 = false;
    }
}
