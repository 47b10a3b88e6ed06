//! Menus without a mouse: the arrow keys or a pad's d-pad move a focus over the buttons on
//! screen (in reading order: up/down by row, left/right within a row, and past a row's end to
//! the next or previous button), and Enter / Space or
//! the pad's South press the focused one, by the same click a mouse makes. (The screens' widgets
//! draw the focus.)

use super::{confirm_pressed, direction_pressed};
use crate::app::Pause;
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuFocus>().add_systems(
        Update,
        (move_focus, press_focus).chain().in_set(MenuFocusSet),
    );
}

/// The focused menu button, if the keyboard or a pad chose one.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MenuFocus(pub Option<Entity>);

/// The systems that move and press the focus (draw it after them).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MenuFocusSet;

/// The buttons, by row (top to bottom) then left to right, with their centres.
fn buttons_in_order(
    buttons: &Query<(Entity, &UiGlobalTransform), With<Button>>,
) -> Vec<(Entity, Vec2)> {
    // (Every screen despawns its buttons on leaving, so those present are on screen.)
    let mut list: Vec<(Entity, Vec2)> = buttons.iter().map(|(e, t)| (e, t.translation)).collect();
    // Rows: centres within 12 px of each other count as one row.
    list.sort_by(|a, b| {
        let row = |p: Vec2| (p.y / 12.0).round() as i64;
        row(a.1).cmp(&row(b.1)).then(a.1.x.total_cmp(&b.1.x))
    });
    list
}

fn move_focus(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    buttons: Query<(Entity, &UiGlobalTransform), With<Button>>,
    playing: Option<Res<State<Pause>>>,
    mut focus: ResMut<MenuFocus>,
) {
    if playing.is_some_and(|p| *p.get() == Pause::Running) {
        return;
    }
    // Screen rows count downwards.
    let step = direction_pressed(&keys, &pads) * IVec2::new(1, -1);
    if step == IVec2::ZERO {
        return;
    }
    let list = buttons_in_order(&buttons);
    let Some(first) = list.first() else { return };
    let Some(i) = focus.0.and_then(|f| list.iter().position(|(e, _)| *e == f)) else {
        focus.0 = Some(first.0);
        return;
    };
    let here = list[i].1;
    let same_row = |p: Vec2| (p.y - here.y).abs() < 12.0;
    let next = if step.x != 0 {
        // Left or right: the nearest button in the same row on that side.
        list.iter()
            .filter(|(_, p)| same_row(*p) && (p.x - here.x) * step.x as f32 > 0.0)
            .min_by(|a, b| (a.1.x - here.x).abs().total_cmp(&(b.1.x - here.x).abs()))
    } else {
        // Up or down: the nearest row that way, and in it the button nearest in x.
        let row_y = list
            .iter()
            .filter(|(_, p)| (p.y - here.y) * step.y as f32 > 12.0)
            .map(|(_, p)| p.y)
            .min_by(|a, b| (a - here.y).abs().total_cmp(&(b - here.y).abs()));
        row_y.and_then(|y| {
            list.iter()
                .filter(|(_, p)| (p.y - y).abs() < 12.0)
                .min_by(|a, b| (a.1.x - here.x).abs().total_cmp(&(b.1.x - here.x).abs()))
        })
    };
    // Nothing that way in the layout (the end of a row, the first or last row): the next
    // button in reading order for right and down, the one before for left and up.
    let next = next.or_else(|| {
        let by = if step.x != 0 { step.x } else { step.y };
        let j = i as i32 + by.signum();
        (0..list.len() as i32)
            .contains(&j)
            .then(|| &list[j as usize])
    });
    if let Some((e, _)) = next {
        focus.0 = Some(*e);
    }
}

/// Enter, Space or South: the focused button gets the click a mouse would give it.
fn press_focus(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    focus: Res<MenuFocus>,
    buttons: Query<(), With<Button>>,
    cameras: Query<Entity, With<Camera>>,
    playing: Option<Res<State<Pause>>>,
) {
    if playing.is_some_and(|p| *p.get() == Pause::Running) {
        return;
    }
    let pressed = confirm_pressed(&keys, &pads);
    let (true, Some(target)) = (pressed, focus.0.filter(|e| buttons.contains(*e))) else {
        return;
    };
    if let Some(camera) = cameras.iter().next() {
        super::press::click(&mut commands, camera, target);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A menu laid out as a screen lays it out (y downwards):
    /// ```text
    ///            a
    ///         b      c
    ///     d       e        f
    ///            g
    /// ```
    fn menu() -> (App, [Entity; 7]) {
        let mut app = App::new();
        app.init_resource::<ButtonInput<KeyCode>>()
            .add_plugins(plugin);
        let at = [
            (640.0, 100.0),
            (500.0, 200.0),
            (760.0, 200.0),
            (400.0, 300.0),
            (640.0, 300.0),
            (900.0, 300.0),
            (640.0, 400.0),
        ];
        // Spawned out of screen order: the order comes from the positions.
        let mut buttons = [Entity::PLACEHOLDER; 7];
        for i in [6, 2, 4, 0, 5, 1, 3] {
            let (x, y) = at[i];
            buttons[i] = app
                .world_mut()
                .spawn((Button, UiGlobalTransform::from_xy(x, y)))
                .id();
        }
        (app, buttons)
    }

    fn press(app: &mut App, key: KeyCode) -> Option<Entity> {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
        keys.press(key);
        app.update();
        app.world().resource::<MenuFocus>().0
    }

    #[test]
    fn the_arrows_walk_a_two_dimensional_menu_by_rows_and_nearest_columns() {
        use KeyCode::{ArrowDown as Down, ArrowLeft as Left, ArrowRight as Right, ArrowUp as Up};
        let (mut app, [a, b, c, d, e, f, g]) = menu();
        let walk = [
            // The first press shows the focus on the first button in reading order.
            (Down, a),
            // Down: the next row, the button nearest in x.
            (Down, c),
            (Down, e),
            (Right, f),
            // Past a row's end: on to the next button in reading order, or back to the
            // previous.
            (Right, g),
            (Up, e),
            (Left, d),
            (Left, c),
            (Left, b),
            // Down from b: d is nearer in x than e; and up again, b is nearer than c.
            (Down, d),
            (Up, b),
            (Up, a),
            // Nothing before the first button or after the last.
            (Up, a),
            (Down, c),
            (Down, e),
            (Down, g),
            (Down, g),
            (Right, g),
        ];
        for (i, (key, want)) in walk.into_iter().enumerate() {
            assert_eq!(press(&mut app, key), Some(want), "step {i}: {key:?}");
        }
    }
}
