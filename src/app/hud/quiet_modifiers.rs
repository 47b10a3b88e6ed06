//! bevy_egui 0.42 gives egui a `ModifiersChanged` event every frame, changed or not, and egui
//! asks for the next frame at once after any input event: so while egui drew anything (the
//! panel, in every match) the browser's page never rested, and drew as fast as it could
//! (`docs/web.md`, "Frames on demand"). egui keeps the modifiers from pass to pass, so the event
//! stays only when they changed.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiInputSet, EguiPreUpdateSet, egui};
use std::collections::HashMap;

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        quiet_modifiers
            .after(EguiInputSet::WriteEguiEvents)
            .in_set(EguiPreUpdateSet::ProcessInput),
    );
}

fn quiet_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut last: Local<HashMap<Entity, egui::Modifiers>>,
) {
    // Each screen's camera brings its own context: forget those gone.
    last.retain(|context, _| inputs.contains(*context));
    for (context, mut input) in &mut inputs {
        let raw = &mut input.0;
        let Some(now) = raw.events.iter().rev().find_map(|e| match e {
            egui::Event::ModifiersChanged(m) => Some(*m),
            _ => None,
        }) else {
            continue;
        };
        if last.insert(context, now) == Some(now) {
            raw.events
                .retain(|e| !matches!(e, egui::Event::ModifiersChanged(_)));
        }
    }
}
