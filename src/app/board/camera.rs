//! The board's camera: a lit 3D view that orbits and zooms, or a flat view from straight
//! above, framed in the part of the window the HUD leaves free ([`BoardInset`]). Mouse, keys,
//! pads and the HUD send [`CameraAction`]s (`app::input`); one system moves the camera.

use crate::app::layout::Layout;
use crate::app::settings::{BoardView, Settings};
use crate::app::{GameSet, InMatch};
use bevy::camera::ScalingMode;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::picking::mesh_picking::MeshPickingCamera;
use bevy::prelude::*;
use std::f32::consts::FRAC_PI_2;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CameraAction>()
        .init_resource::<BoardInset>()
        .add_systems(
            Update,
            (
                steer.in_set(GameSet::Apply),
                (place_camera, frame_board).in_set(GameSet::View),
            )
                .run_if(in_state(InMatch)),
        );
}

/// How much of the window's right side and bottom the HUD's panel covers, in logical pixels
/// (beside the board in a wide or short window, under it in portrait: `app::layout`); the
/// board is framed in the rest.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BoardInset {
    pub right: f32,
    pub bottom: f32,
}

/// Something a player does to the camera.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum CameraAction {
    /// Switch between the 3D and the flat view.
    ToggleView,
    /// Turn around the board (radians of yaw) and tilt (radians of pitch).
    Orbit(Vec2),
    /// Move closer (positive) or away, as a share of the distance.
    Zoom(f32),
    /// Back to the starting angle and distance.
    Reset,
}

/// The board's camera and where it looks from in the 3D view.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct BoardCamera {
    /// The board's size in points (the distance that fits it follows from it).
    pub size: usize,
    pub yaw: f32,
    /// Angle above the board's plane.
    pub pitch: f32,
    /// Multiplies the distance that fits the whole board.
    pub zoom: f32,
    /// The width over the height of the part of the window the board has (set from the
    /// window and the panel): a narrow one moves the camera back so the board still fits.
    pub free_aspect: f32,
    /// The board fills its part of the window edge to edge, with room only for the
    /// coordinates (portrait, where the window's width is all the board has).
    pub tight: bool,
    /// The whole view's height over the height of the board's part of the window (1 but in
    /// portrait, where the view extends below the window to lift the board above the panel,
    /// and the sheet takes the window's lower part): both projections span the whole view's
    /// height, so the board is framed that many times larger.
    pub height_over_free: f32,
}

/// How wide, over its height, the board is on screen from the starting angle (3D) and from
/// above (2D), margins included: a free part of the window narrower than that needs the camera
/// further away.
const BOARD_ASPECT_3D: f32 = 1.2;
const BOARD_ASPECT_2D: f32 = 1.04;

const START_PITCH: f32 = 0.95;
const MIN_PITCH: f32 = 0.35;
const MAX_PITCH: f32 = FRAC_PI_2 - 0.02;

impl BoardCamera {
    pub fn new(size: usize) -> BoardCamera {
        BoardCamera {
            size,
            yaw: 0.0,
            pitch: START_PITCH,
            zoom: 1.0,
            free_aspect: 16.0 / 9.0,
            tight: false,
            height_over_free: 1.0,
        }
    }

    /// How much further back than at a wide window the camera stands so the board fits.
    fn fit(&self, board_aspect: f32) -> f32 {
        (board_aspect / self.free_aspect.max(0.1)).max(1.0)
    }

    /// The camera's transform and projection for `view`.
    pub fn placement(&self, view: BoardView) -> (Transform, Projection) {
        let span = self.size as f32 + 2.5;
        match view {
            BoardView::TwoD => {
                // Tight: the board's slab (size + 0.4 or 0.5) and the coordinates' room on
                // each side, so it fills 91-96% of the width at 9x9 to 19x19.
                let span = if self.tight {
                    (self.size as f32 + 1.3) * self.fit(1.0)
                } else {
                    span * self.fit(BOARD_ASPECT_2D)
                };
                // (An orthographic view's height is spread over the whole view's.)
                let span = span * self.height_over_free.max(1.0);
                (
                    // Straight down, the first row at the bottom of the screen.
                    Transform::from_xyz(0.0, 60.0, 0.0).looking_at(Vec3::ZERO, Vec3::NEG_Z),
                    Projection::from(OrthographicProjection {
                        scaling_mode: ScalingMode::FixedVertical {
                            viewport_height: span,
                        },
                        ..OrthographicProjection::default_3d()
                    }),
                )
            }
            BoardView::ThreeD => {
                let fov = 0.62f32;
                // Tight (portrait): the slab, the coordinates and the near edge's perspective;
                // the board seen at an angle is about as wide as it looks deep there.
                let (span, aspect) = if self.tight {
                    (self.size as f32 + 2.2, 1.1)
                } else {
                    (span, BOARD_ASPECT_3D)
                };
                // Far enough that the board's depth fits the view's height when looked at from
                // the starting angle.
                let distance = self.zoom * self.fit(aspect) * span * 0.5 / (fov * 0.5).tan()
                    * 1.02
                    * self.height_over_free.max(1.0);
                let offset = Vec3::new(
                    self.yaw.sin() * self.pitch.cos(),
                    self.pitch.sin(),
                    self.yaw.cos() * self.pitch.cos(),
                ) * distance;
                (
                    // Aimed a little below the centre, so the near edge is not cut off.
                    Transform::from_translation(offset + Vec3::new(0.0, 0.0, span * 0.04))
                        .looking_at(Vec3::new(0.0, 0.0, span * 0.04), Vec3::Y),
                    Projection::from(PerspectiveProjection { fov, ..default() }),
                )
            }
        }
    }
}

/// The camera bundle for a board of `size`: picking rays go through it.
pub fn board_camera(size: usize, view: BoardView) -> impl Bundle {
    let camera = BoardCamera::new(size);
    let (transform, projection) = camera.placement(view);
    (
        Camera3d::default(),
        // Not Bevy's default (TonyMcMapface, by the same author): its lookup table would add
        // 0.7 MB to the browser's download; this one is computed in the shader, on every
        // platform, so that the game looks the same everywhere.
        Tonemapping::SomewhatBoringDisplayTransform,
        camera,
        transform,
        projection,
        MeshPickingCamera,
    )
}

/// Applies camera actions to the settings and the camera.
fn steer(
    mut actions: MessageReader<CameraAction>,
    mut settings: ResMut<Settings>,
    mut cameras: Query<&mut BoardCamera>,
) {
    for action in actions.read() {
        match *action {
            CameraAction::ToggleView => settings.view = settings.view.toggled(),
            CameraAction::Orbit(by) => {
                for mut c in &mut cameras {
                    c.yaw += by.x;
                    c.pitch = (c.pitch + by.y).clamp(MIN_PITCH, MAX_PITCH);
                }
            }
            CameraAction::Zoom(by) => {
                for mut c in &mut cameras {
                    c.zoom = (c.zoom * (1.0 - by)).clamp(0.35, 1.6);
                }
            }
            CameraAction::Reset => {
                for mut c in &mut cameras {
                    *c = BoardCamera {
                        free_aspect: c.free_aspect,
                        tight: c.tight,
                        height_over_free: c.height_over_free,
                        ..BoardCamera::new(c.size)
                    };
                }
            }
        }
    }
}

fn place_camera(
    settings: Res<Settings>,
    mut cameras: Query<(Ref<BoardCamera>, &mut Transform, &mut Projection)>,
) {
    for (c, mut t, mut p) in &mut cameras {
        if settings.is_changed() || c.is_changed() {
            (*t, *p) = c.placement(settings.view);
        }
    }
}

/// Centres the board in the part of the window the HUD's panel leaves free ([`BoardInset`]:
/// right of it, or above it in portrait), by showing the window as a shifted part of a larger
/// view (a lens shift: the perspective is the same).
fn frame_board(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    inset: Res<BoardInset>,
    layout: Res<Layout>,
    mut cameras: Query<(&mut Camera, &mut BoardCamera)>,
) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    let size = window.physical_size();
    let right = (inset.right * window.scale_factor()) as u32;
    let bottom = (inset.bottom * window.scale_factor()) as u32;
    // The board's centre moves left by half the panel beside it, up by half the one under it.
    let shift = UVec2::new(
        (right / 2).min(size.x / 4),
        (bottom / 2).min(size.y * 3 / 8),
    );
    let view = (size.x > 0 && size.y > 0).then_some(bevy::camera::SubCameraView {
        full_size: size + 2 * shift,
        offset: 2.0 * shift.as_vec2(),
        size,
    });
    let free = size
        .saturating_sub(UVec2::new(right, bottom))
        .max(UVec2::ONE);
    let free_aspect = free.x as f32 / free.y as f32;
    let tight = *layout == Layout::Portrait;
    let height_over_free = (size.y + 2 * shift.y) as f32 / free.y as f32;
    for (mut camera, mut board) in &mut cameras {
        if camera.sub_camera_view != view {
            camera.sub_camera_view = view;
        }
        if (board.free_aspect - free_aspect).abs() > 1e-3 {
            board.free_aspect = free_aspect;
        }
        if board.tight != tight {
            board.tight = tight;
        }
        if (board.height_over_free - height_over_free).abs() > 1e-3 {
            board.height_over_free = height_over_free;
        }
    }
}
