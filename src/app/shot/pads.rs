//! `quartet shot`'s pads: pads connected under the names given (`--pads`), the first of them
//! holding the sides (`--joined`), and the first pad unplugged during play (`--unplug`), so
//! that the setup screen's join lines and the pause menu's "pad is gone" can be looked at.
//! With pads, the first is the device used last: the prompts show its buttons.

use crate::app::Screen;
use crate::app::input::devices::{Device, LastDevice, SideHolders};
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;

/// The pads to connect and what they do.
#[derive(Resource, Clone, Debug, Default)]
pub struct ShotPads {
    pub names: Vec<String>,
    /// How many of them hold a side, in order (Black first).
    pub joined: usize,
    pub unplug: bool,
    /// Open the actions menu during play (`--screen actions`).
    pub actions_menu: bool,
    /// Black asks to take back a move (`--screen undo-asked`).
    pub undo_asked: bool,
    entities: Vec<Entity>,
    frames_in_play: u32,
}

impl ShotPads {
    pub fn new(names: Vec<String>, joined: usize, unplug: bool) -> Self {
        Self {
            names,
            joined,
            unplug,
            ..default()
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, connect)
        .add_systems(Update, (hold_sides, unplug, open_actions_menu, ask_undo));
}

fn connect(mut pads: ResMut<ShotPads>, mut commands: Commands) {
    let names = pads.names.clone();
    for name in names {
        let pad = commands.spawn_empty().id();
        commands.write_message(GamepadConnectionEvent::new(
            pad,
            GamepadConnection::Connected {
                name,
                vendor_id: None,
                product_id: None,
            },
        ));
        pads.entities.push(pad);
    }
}

/// The first `joined` pads hold Black and White (once the setup screen has cleared them).
fn hold_sides(
    pads: Res<ShotPads>,
    screen: Res<State<Screen>>,
    mut holders: ResMut<SideHolders>,
    mut last: ResMut<LastDevice>,
) {
    if let Some(&pad) = pads.entities.first() {
        last.set_if_neq(LastDevice(Device::Pad(pad)));
    }
    if !matches!(screen.get(), Screen::Setup | Screen::Play) {
        return;
    }
    let mut wanted = SideHolders::default();
    for (i, pad) in pads.entities.iter().take(pads.joined.min(2)).enumerate() {
        wanted.0[i] = Some(Device::Pad(*pad));
    }
    holders.set_if_neq(wanted);
}

/// With `--unplug`, the first pad goes a few frames into play.
fn unplug(mut pads: ResMut<ShotPads>, screen: Res<State<Screen>>, mut commands: Commands) {
    if !pads.unplug || *screen.get() != Screen::Play {
        return;
    }
    pads.frames_in_play += 1;
    if pads.frames_in_play == 5
        && let Some(&pad) = pads.entities.first()
    {
        commands.write_message(GamepadConnectionEvent::new(
            pad,
            GamepadConnection::Disconnected,
        ));
    }
}

/// With `--screen actions`, the actions menu opens during play (by the first pad, if any),
/// on its moves row.
fn open_actions_menu(
    pads: Res<ShotPads>,
    screen: Res<State<Screen>>,
    mut menu: ResMut<crate::app::hud::actions_menu::ActionsMenu>,
) {
    if !pads.actions_menu || *screen.get() != Screen::Play || menu.is_open() {
        return;
    }
    menu.by = Some(
        pads.entities
            .first()
            .map_or(Device::Keyboard, |p| Device::Pad(*p)),
    );
    menu.row = 1;
}

/// With `--screen undo-asked`, Black asks to take back the last move during play.
fn ask_undo(
    pads: Res<ShotPads>,
    screen: Res<State<Screen>>,
    mut asked: ResMut<crate::app::input::undo_consent::UndoAsked>,
) {
    if pads.undo_asked && *screen.get() == Screen::Play && asked.0.is_none() {
        asked.0 = Some(crate::rules::Side::First);
    }
}
