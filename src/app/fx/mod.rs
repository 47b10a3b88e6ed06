//! Effects that follow what the match did, never blocking input (the rules state is final
//! before any of them starts): eased animations of the board ([`animate`]), banners for Rush's
//! extra turns and passes ([`banner`]) and the end score's count-up ([`count_up`]). All are
//! scaled by the animation speed setting.

pub mod animate;
pub mod banner;
pub mod count_up;

use bevy::prelude::*;

/// What the effects keep without drawing (the count-up's clock): headless tests read it.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins(count_up::plugin);
}

/// The animations and banners on screen.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((animate::plugin, banner::plugin));
}
