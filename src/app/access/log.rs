//! What the game says (`spoken::Spoken`: moves, the AI thinking, refusals, answers, a new
//! screen's name) as a live log in the accessibility tree: a `Log` node, polite, whose lines
//! are label nodes, the newest last; a screen reader reads each new one out as it comes.

use crate::app::lang::Texts;
use crate::app::spoken::Spoken;
use accesskit::{Live, Node, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_log).add_systems(
        PostUpdate,
        write_log
            .run_if(resource_changed::<Spoken>.or_else(resource_changed::<Texts>))
            .before(AccessibilitySystems::Update),
    );
}

/// How many lines the tree's log keeps.
const KEPT: usize = 20;

/// The log's node.
#[derive(Component, Debug)]
pub struct SpokenLog;

/// A line of the log, by its number in `Spoken`.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpokenLine(pub u64);

fn make_log(mut commands: Commands, texts: Res<Texts>) {
    let mut node = Node::new(Role::Log);
    node.set_live(Live::Polite);
    node.set_label(texts.text("text-log"));
    commands.spawn((SpokenLog, AccessibilityNode::from(node)));
}

/// The last lines said, each a node under the log (new ones added, old ones removed).
fn write_log(
    mut commands: Commands,
    spoken: Res<Spoken>,
    texts: Res<Texts>,
    mut log: Query<(Entity, &mut AccessibilityNode), With<SpokenLog>>,
    lines: Query<(Entity, &SpokenLine)>,
) {
    let Ok((log, mut node)) = log.single_mut() else {
        return;
    };
    let name = texts.text("text-log");
    if node.label() != Some(name.as_str()) {
        node.set_label(name);
    }
    let all = spoken.lines();
    let kept = &all[all.len().saturating_sub(KEPT)..];
    let first = kept.first().map_or(u64::MAX, |(n, _)| *n);
    let last = lines.iter().map(|(_, l)| l.0).max();
    for (line, SpokenLine(n)) in &lines {
        if *n < first {
            commands.entity(line).despawn();
        }
    }
    for (n, text) in kept.iter().filter(|(n, _)| last.is_none_or(|l| *n > l)) {
        let mut node = Node::new(Role::Label);
        node.set_value(text.clone());
        commands.spawn((SpokenLine(*n), AccessibilityNode::from(node), ChildOf(log)));
    }
}
