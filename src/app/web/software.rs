//! Where the page renders in software (no GPU: SwiftShader in Chromium), every frame costs the
//! CPU the AI's workers search on (`docs/web.md`, "Frames on demand"). There the cameras draw
//! without MSAA, which made a frame while a stone drops 60-90 ms of CPU at 320x180 against
//! about 25 without it, and [`super::pacing`] leaves the workers their cores while they think.
//! With a GPU the page keeps its 4x MSAA.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SoftwareRenderer>()
        .add_systems(PreStartup, detect)
        .add_observer(no_msaa_in_software);
}

/// Whether the renderer runs on the CPU, as wgpu classifies the adapter (a CPU device type:
/// SwiftShader, llvmpipe).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SoftwareRenderer(pub bool);

fn detect(info: Option<Res<RenderAdapterInfo>>, mut software: ResMut<SoftwareRenderer>) {
    if let Some(info) = info {
        // wgpu's `DeviceType` is not re-exported by Bevy; its name is stable.
        software.0 = format!("{:?}", info.device_type) == "Cpu";
    }
    // The page's `data-renderer`: what the measurements ran on.
    #[cfg(target_arch = "wasm32")]
    if let Some(canvas) = super::page::canvas() {
        let _ = canvas.set_attribute("data-renderer", if software.0 { "software" } else { "gpu" });
    }
}

fn no_msaa_in_software(
    added: On<Add, Camera>,
    software: Res<SoftwareRenderer>,
    mut commands: Commands,
) {
    if software.0 {
        commands.entity(added.entity).insert(Msaa::Off);
    }
}
