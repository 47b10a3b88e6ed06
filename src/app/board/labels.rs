//! Cheversi's pieces carry their letter (K Q R B N) as a label that follows the piece on
//! screen, so that they read the same in the flat view (where every piece is a disc from
//! above) and the 3D view.

use super::super::InMatch;
use super::StoneView;
use super::camera::BoardCamera;
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (add_labels, follow_pieces)
            .chain()
            .after(TransformSystems::Propagate)
            .run_if(in_state(InMatch)),
    );
}

/// The label of the piece entity it names.
#[derive(Component)]
struct PieceLabel(Entity);

const LABEL: f32 = 30.0;

fn add_labels(mut commands: Commands, pieces: Query<(Entity, &StoneView), Added<StoneView>>) {
    for (e, stone) in &pieces {
        let Some(piece) = stone.piece else { continue };
        let ink = if stone.side == Side::First {
            Color::srgb(0.08, 0.08, 0.1)
        } else {
            Color::srgb(0.97, 0.96, 0.92)
        };
        commands.spawn((
            PieceLabel(e),
            Node {
                position_type: PositionType::Absolute,
                width: px(LABEL),
                height: px(LABEL),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            Visibility::Hidden,
            Pickable::IGNORE,
            children![(
                Text::new(piece.letter().to_string()),
                TextFont {
                    font_size: FontSize::Px(26.0),
                    ..default()
                },
                TextColor(ink),
                Pickable::IGNORE,
            )],
        ));
    }
}

/// Keeps each label over its piece (the top of its base), and drops labels whose piece went.
fn follow_pieces(
    mut commands: Commands,
    mut labels: Query<(Entity, &PieceLabel, &mut Node, &mut Visibility)>,
    pieces: Query<&GlobalTransform, With<StoneView>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) {
    let Some((camera, eye)) = cameras.iter().next() else {
        return;
    };
    for (e, label, mut node, mut visible) in &mut labels {
        let Ok(at) = pieces.get(label.0) else {
            commands.entity(e).despawn();
            continue;
        };
        match camera.world_to_viewport(eye, at.translation() + Vec3::Y * 0.15) {
            Ok(p) => {
                node.left = px(p.x - LABEL / 2.0);
                node.top = px(p.y - LABEL / 2.0);
                *visible = Visibility::Inherited;
            }
            Err(_) => *visible = Visibility::Hidden,
        }
    }
}
