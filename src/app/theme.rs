//! The one palette of the menus (Bevy UI) and the HUD (egui): each colour is written once, as
//! sRGB bytes, and converted for each toolkit ([`ui`] and [`egui`]). The board's colours that
//! carry a meaning (sides, marks, the colour-blind safe set) are `board::palette`'s.

/// Writes the palette once and gives it as Bevy colours and as egui colours.
macro_rules! palette {
    ($($(#[$doc:meta])* $name:ident = ($r:literal, $g:literal, $b:literal);)*) => {
        /// The palette as Bevy colours, for the menus.
        pub mod ui {
            use bevy::color::Color;
            $($(#[$doc])* pub const $name: Color = Color::srgb_u8($r, $g, $b);)*
        }
        /// The palette as egui colours, for the HUD.
        pub mod egui {
            use bevy_egui::egui::Color32;
            $($(#[$doc])* pub const $name: Color32 = Color32::from_rgb($r, $g, $b);)*
        }
        /// Every colour by name, as sRGB bytes (for tests of contrast).
        pub const ALL: &[(&str, [u8; 3])] = &[$((stringify!($name), [$r, $g, $b])),*];
    };
}

palette! {
    /// The window's clear colour.
    BACKGROUND = (18, 20, 28);
    /// Panels, a little lighter than the background.
    PANEL = (26, 29, 39);
    /// Blocks inside a panel (players, hint) and idle menu buttons.
    CARD = (36, 40, 54);
    /// A panel's or a dialog's outline.
    OUTLINE = (60, 66, 84);
    TEXT = (234, 236, 242);
    /// Captions and secondary text.
    DIM = (160, 167, 186);
    /// Headings, the side to move, the focused item's text.
    GOLD = (250, 209, 92);
    /// Something is wrong (a refused move, a pad gone, a bad file).
    WARN = (250, 158, 115);
    /// Something went right (saved, done).
    GOOD = (130, 214, 150);
    /// The highlight of the chosen item (a piece, a viewed move).
    CHOSEN = (126, 97, 28);
    /// The highlight behind the button that the keyboard or a pad focused.
    FOCUSED = (77, 69, 41);
}
