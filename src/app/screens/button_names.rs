//! What a menu button is called for a screen reader (docs/accessibility.md, "Names"): its
//! texts ("Rush. crowd your opponent for extra turns"), or a name of its own where its text
//! alone does not say what it does ([`SpokenName`]: the game select's four Learn buttons), and a
//! `<` or `>` of a row of choices named by its row ("Board size, 9 x 9: previous"). The
//! browser's text layer lists the buttons by these names (`web::page`).

use crate::app::lang::{Localized, Texts};
use crate::app::spoken::Spoken;
use crate::i18n::Arg;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RowStepped>()
        .add_observer(note_row_step)
        // (After `Update`, where the screens write a row's new value.)
        .add_systems(PostUpdate, say_stepped_row);
}

/// A row of choices whose `<`, `>` or value was pressed: its texts then, and the frames
/// waited since for its new value to be written.
#[derive(Resource, Debug, Default)]
struct RowStepped(Option<(Entity, Option<String>, u8)>);

/// A press on a button of a row of choices (one with a `<` or `>` in it) marks the row.
fn note_row_step(click: On<Pointer<Click>>, names: ButtonNames, mut stepped: ResMut<RowStepped>) {
    if let Some(row) = names.choice_row(click.entity) {
        stepped.0 = Some((row, names.row_texts(row), 0));
    }
}

/// The stepped row's name and new value, said ("Animation, Fast") once written (or as it
/// stands two frames on: a level already at its end): what a screen reader's user hears
/// after pressing, the focus staying on the button.
fn say_stepped_row(
    names: ButtonNames,
    mut stepped: ResMut<RowStepped>,
    mut spoken: ResMut<Spoken>,
) {
    let Some((row, before, waited)) = stepped.0.take() else {
        return;
    };
    let now = names.row_texts(row);
    if now != before || waited >= 2 {
        // (A row gone with its screen says nothing.)
        if let Some(now) = now {
            spoken.say(now);
        }
    } else {
        stepped.0 = Some((row, before, waited + 1));
    }
}

/// The texts of a row of choices' arrows (`screens::settings`, `screens::setup`).
const PREVIOUS: &str = "<";
const NEXT: &str = ">";

fn is_arrow(text: &str) -> bool {
    text == PREVIOUS || text == NEXT
}

/// A button's name for a screen reader, where its texts alone would not do.
#[derive(Component, Clone, Debug)]
pub struct SpokenName(pub Localized);

/// A button's texts and its name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Named {
    /// The first of its texts, as drawn (the page's tests click buttons by it).
    pub label: String,
    /// What a screen reader says for it.
    pub name: String,
}

/// Reads the menu buttons' names.
#[derive(SystemParam)]
pub struct ButtonNames<'w, 's> {
    texts: Res<'w, Texts>,
    own: Query<'w, 's, &'static SpokenName>,
    children: Query<'w, 's, &'static Children>,
    parents: Query<'w, 's, &'static ChildOf>,
    shown: Query<'w, 's, &'static Text>,
    buttons: Query<'w, 's, (), With<Button>>,
}

impl ButtonNames<'_, '_> {
    /// The texts under `entity`, in order, leaving out those inside other buttons unless
    /// `in_buttons`.
    fn texts_under(&self, entity: Entity, in_buttons: bool) -> Vec<String> {
        let mut found = Vec::new();
        let mut stack = vec![entity];
        while let Some(e) = stack.pop() {
            if e != entity && !in_buttons && self.buttons.contains(e) {
                continue;
            }
            if let Ok(text) = self.shown.get(e) {
                let text = text.0.trim();
                if !text.is_empty() {
                    found.push(text.to_string());
                }
            }
            if let Ok(children) = self.children.get(e) {
                stack.extend(children.iter().rev());
            }
        }
        found
    }

    /// The row of choices `button` is in (a `<` and a `>` among its buttons), if any.
    pub fn choice_row(&self, button: Entity) -> Option<Entity> {
        let row = self.parents.get(button).ok()?.parent();
        let arrows = self.children.get(row).into_iter().flatten().any(|e| {
            let first = self.texts_under(*e, false).into_iter().next();
            self.buttons.contains(*e) && first.is_some_and(|t| is_arrow(&t))
        });
        (self.buttons.contains(button) && arrows).then_some(row)
    }

    /// A row of choices in words: its name and value (a text, or the button between the
    /// arrows), not its arrows.
    pub fn row_texts(&self, row: Entity) -> Option<String> {
        let mut said = self.texts_under(row, true);
        said.retain(|t| !is_arrow(t));
        Some(said.join(", ")).filter(|r| !r.is_empty())
    }

    /// `button`'s texts and name; none while it has no text yet (a screen's first frame).
    pub fn named(&self, button: Entity) -> Option<Named> {
        let mut texts = self.texts_under(button, false).into_iter();
        let label = texts.next()?;
        let detail = texts.collect::<Vec<_>>().join(", ");
        let step = match label.as_str() {
            PREVIOUS => Some("text-button-previous"),
            NEXT => Some("text-button-next"),
            _ => None,
        };
        let row = self.choice_row(button).and_then(|row| self.row_texts(row));
        let name = if let Ok(SpokenName(own)) = self.own.get(button) {
            own.text(&self.texts)
        } else if let (Some(step), Some(row)) = (step, &row) {
            self.texts.format(step, &[("row", Arg::from(row.as_str()))])
        } else if let Some(row) = row {
            // The value between the arrows (Settings): the row's name and value.
            row
        } else if detail.is_empty() {
            label.clone()
        } else {
            format!("{label}. {detail}")
        };
        Some(Named { label, name })
    }
}
