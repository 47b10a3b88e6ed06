//! The board's camera: a lit 3D view that orbits and zooms, or a flat view from straight
//! above, framed in the part of the window the HUD leaves free ([`BoardInset`]). Mouse, keys,
//! pads and the HUD send [`CameraAction`]s (`app::input`); one system moves the camera.

use super::SLAB_THICKNESS;
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
    /// Move closer (positive) or away, as a share of the distance (the flat view: of the
    /// height it shows).
    Zoom(f32),
    /// Slide the view over the board by this much of the board's plane (x, z), as a finger
    /// drags it (`input::touch`) or the mouse in the flat view.
    Pan(Vec2),
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
    /// Multiplies the distance that fits the whole board (the flat view: the height shown).
    pub zoom: f32,
    /// Where on the board's plane (x, z) the view is centred, from the board's centre.
    pub pan: Vec2,
    /// The board fills its part of the window edge to edge, with room only for the
    /// coordinates (portrait, where the window's width is all the board has).
    pub tight: bool,
    /// The board's slab's width in world units (`grid::BoardGrid::half_width`, twice).
    pub slab: f32,
    /// The part of the window the board has, in logical pixels (set from the window and the
    /// panel): a narrow one moves the camera back so the board still fits, and the tight view
    /// leaves the coordinates a room of pixels, not of points.
    pub free_px: Vec2,
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

/// The tight flat view's room for the coordinates, in logical pixels: all of it left of and
/// under the board, but for [`TIGHT_EDGE`] on the other sides (`labels::LABEL_ROOM` fits in).
const TIGHT_ROOM: f32 = 20.0;
const TIGHT_EDGE: f32 = 1.0;

/// The closest and furthest a pinch or the wheel takes the camera (a share of the distance
/// that fits the board): at the closest a 19x19 board's point is about three times as wide.
const MIN_ZOOM: f32 = 0.35;
const MAX_ZOOM: f32 = 1.6;

/// The 3D view's angle from the bottom of the view to its top.
const FOV: f32 = 0.62;

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
            pan: Vec2::ZERO,
            tight: false,
            free_px: Vec2::new(1280.0, 720.0),
            slab: size as f32 + 0.5,
            height_over_free: 1.0,
        }
    }

    /// `pan` kept over the board: the view's centre never leaves it, and with the whole board
    /// in view (not zoomed in) it stays centred.
    pub fn clamped_pan(&self, pan: Vec2) -> Vec2 {
        let reach = self.size as f32 * 0.5 * (1.0 - self.zoom).clamp(0.0, 1.0) / (1.0 - MIN_ZOOM);
        pan.clamp(Vec2::splat(-reach), Vec2::splat(reach))
    }

    /// The tight 3D view's distance and aim (x, z from the board's centre), found at the
    /// starting angle: the slab's top and its front face as wide or as high as the board's
    /// part of the window less the coordinates' room (a phone's width, upright), and centred
    /// in the rest. Found by steps, as the perspective makes the near edge wider: each step
    /// projects the corners and moves the camera by how far they miss.
    fn tight_3d(&self) -> (f32, Vec2) {
        let h = self.slab * 0.5;
        let corners = [
            Vec3::new(-h, 0.0, -h),
            Vec3::new(h, 0.0, -h),
            Vec3::new(-h, -SLAB_THICKNESS, h),
            Vec3::new(h, -SLAB_THICKNESS, h),
        ];
        let free = self.free_px.max(Vec2::ONE);
        // The tangent of the view's angle per pixel of the window (the view's height is the
        // whole view's, `height_over_free` times the free part's).
        let per_px = (FOV * 0.5).tan() / self.height_over_free.max(1.0) / (free.y * 0.5);
        let room = Vec2::splat(TIGHT_ROOM) * per_px;
        let wanted = free * per_px - room;
        // Where the corners' box is centred: right and up by half the room.
        let centre = Vec2::splat((TIGHT_ROOM - 2.0 * TIGHT_EDGE) * 0.5 * per_px);
        let up = Vec3::new(0.0, START_PITCH.sin(), START_PITCH.cos());
        let (mut distance, mut aim) = (self.slab * 2.0, Vec2::ZERO);
        for _ in 0..12 {
            let at = Vec3::new(aim.x, 0.0, aim.y);
            let eye = at + up * distance;
            let forward = (at - eye).normalize();
            let right = forward.cross(Vec3::Y).normalize();
            let above = right.cross(forward);
            let (mut low, mut high) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
            for c in corners {
                let v = c - eye;
                let p = Vec2::new(v.dot(right), v.dot(above)) / v.dot(forward);
                (low, high) = (low.min(p), high.max(p));
            }
            let missed = (high + low) * 0.5 - centre;
            // Sliding the aim by `s` moves what is seen by about s / distance.
            aim.x += missed.x * distance;
            aim.y -= missed.y * distance / above.z.abs().max(0.1);
            distance *= ((high - low) / wanted).max_element();
        }
        (distance, aim)
    }

    /// How much further back than at a wide window the camera stands so the board fits.
    fn fit(&self, board_aspect: f32) -> f32 {
        let free = self.free_px.max(Vec2::ONE);
        (board_aspect / (free.x / free.y).max(0.1)).max(1.0)
    }

    /// The camera's transform and projection for `view`.
    pub fn placement(&self, view: BoardView) -> (Transform, Projection) {
        let span = self.size as f32 + 2.5;
        match view {
            BoardView::TwoD => {
                // Tight: the board's slab (size + 0.4 or 0.5) as wide as the part of the
                // window less the coordinates' room left of and under it (`labels`), so it
                // fills 94% of a phone's width or more at every size, moved right and up by
                // half that room.
                let (span, room) = if self.tight {
                    let side = self.free_px.min_element().max(1.0);
                    let per_px = self.slab / (side - TIGHT_ROOM).max(1.0);
                    let shift = (TIGHT_ROOM - 2.0 * TIGHT_EDGE) / 2.0 * per_px;
                    (
                        self.free_px.y.max(1.0) * per_px,
                        Vec3::new(-shift, 0.0, shift),
                    )
                } else {
                    (span * self.fit(BOARD_ASPECT_2D), Vec3::ZERO)
                };
                // (An orthographic view's height is spread over the whole view's.) Zoomed in
                // (a pinch, the wheel), a part of it.
                let span = span * self.height_over_free.max(1.0) * self.zoom.min(1.0);
                let at = Vec3::new(self.pan.x, 0.0, self.pan.y) + room;
                (
                    // Straight down, the first row at the bottom of the screen.
                    Transform::from_translation(at + Vec3::Y * 60.0).looking_at(at, Vec3::NEG_Z),
                    Projection::from(OrthographicProjection {
                        scaling_mode: ScalingMode::FixedVertical {
                            viewport_height: span,
                        },
                        ..OrthographicProjection::default_3d()
                    }),
                )
            }
            BoardView::ThreeD => {
                let (distance, aim) = if self.tight {
                    self.tight_3d()
                } else {
                    // Far enough that the board's depth fits the view's height when looked at
                    // from the starting angle, aimed a little below the centre, so the near
                    // edge is not cut off.
                    let distance = self.fit(BOARD_ASPECT_3D) * span * 0.5 / (FOV * 0.5).tan()
                        * 1.02
                        * self.height_over_free.max(1.0);
                    (distance, Vec2::new(0.0, span * 0.04))
                };
                let offset = Vec3::new(
                    self.yaw.sin() * self.pitch.cos(),
                    self.pitch.sin(),
                    self.yaw.cos() * self.pitch.cos(),
                ) * distance
                    * self.zoom;
                // The aim turns with the board (it was found from the starting angle).
                let aim = Vec2::from_angle(-self.yaw).rotate(aim);
                let at = Vec3::new(self.pan.x + aim.x, 0.0, self.pan.y + aim.y);
                (
                    Transform::from_translation(offset + at).looking_at(at, Vec3::Y),
                    Projection::from(PerspectiveProjection {
                        fov: FOV,
                        ..default()
                    }),
                )
            }
        }
    }
}

/// The camera bundle for a board of `size`: picking rays go through it.
pub fn board_camera(size: usize, slab: f32, view: BoardView) -> impl Bundle {
    let camera = BoardCamera {
        slab,
        ..BoardCamera::new(size)
    };
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
                    c.zoom = (c.zoom * (1.0 - by)).clamp(MIN_ZOOM, MAX_ZOOM);
                    c.pan = c.clamped_pan(c.pan);
                }
            }
            CameraAction::Pan(by) => {
                for mut c in &mut cameras {
                    c.pan = c.clamped_pan(c.pan + by);
                }
            }
            CameraAction::Reset => {
                for mut c in &mut cameras {
                    *c = BoardCamera {
                        tight: c.tight,
                        free_px: c.free_px,
                        slab: c.slab,
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
    let tight = *layout == Layout::Portrait;
    let free_px = free.as_vec2() / window.scale_factor();
    let height_over_free = (size.y + 2 * shift.y) as f32 / free.y as f32;
    for (mut camera, mut board) in &mut cameras {
        if camera.sub_camera_view != view {
            camera.sub_camera_view = view;
        }
        if board.tight != tight {
            board.tight = tight;
        }
        if board.free_px.distance(free_px) > 0.5 {
            board.free_px = free_px;
        }
        if (board.height_over_free - height_over_free).abs() > 1e-3 {
            board.height_over_free = height_over_free;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn looks_at(t: &Transform) -> Vec3 {
        // Where the view's centre line meets the board's plane.
        let forward = t.forward();
        t.translation + forward * (-t.translation.y / forward.y)
    }

    #[test]
    fn a_pinch_zooms_and_a_drag_slides_the_flat_view_too() {
        let mut c = BoardCamera::new(19);
        let height = |c: &BoardCamera| match c.placement(BoardView::TwoD).1 {
            Projection::Orthographic(o) => match o.scaling_mode {
                ScalingMode::FixedVertical { viewport_height } => viewport_height,
                _ => f32::NAN,
            },
            _ => f32::NAN,
        };
        let whole = height(&c);
        c.zoom = 0.5;
        assert!((height(&c) - whole * 0.5).abs() < 1e-4);
        // Zoomed out past the whole board, the flat view keeps the whole board's height.
        c.zoom = 1.5;
        assert!((height(&c) - whole).abs() < 1e-4);
        c.zoom = 0.5;
        c.pan = Vec2::new(3.0, -2.0);
        let (t, _) = c.placement(BoardView::TwoD);
        assert!(looks_at(&t).distance(Vec3::new(3.0, 0.0, -2.0)) < 1e-3);
        // The 3D view looks at the slid point too (a little below it, as unslid).
        let (t3, _) = c.placement(BoardView::ThreeD);
        let (t0, _) = BoardCamera {
            pan: Vec2::ZERO,
            ..c
        }
        .placement(BoardView::ThreeD);
        let moved = looks_at(&t3) - looks_at(&t0);
        assert!(moved.distance(Vec3::new(3.0, 0.0, -2.0)) < 1e-3);
    }

    #[test]
    fn upright_the_3d_board_fills_the_width_but_for_the_coordinates() {
        for size in [5, 9, 19] {
            let c = BoardCamera {
                tight: true,
                free_px: Vec2::new(390.0, 390.0),
                slab: size as f32 + 0.4,
                ..BoardCamera::new(size)
            };
            let (t, p) = c.placement(BoardView::ThreeD);
            let Projection::Perspective(p) = p else {
                panic!("not a perspective")
            };
            // The corners on a 390x390 view, in pixels from its top left.
            let h = c.slab * 0.5;
            let on_screen = |at: Vec3| {
                let v = t.to_matrix().inverse().transform_point3(at);
                let scale = 195.0 / (p.fov * 0.5).tan();
                Vec2::new(195.0 + v.x / -v.z * scale, 195.0 - v.y / -v.z * scale)
            };
            let corners = [
                on_screen(Vec3::new(-h, 0.0, -h)),
                on_screen(Vec3::new(h, 0.0, -h)),
                on_screen(Vec3::new(-h, -SLAB_THICKNESS, h)),
                on_screen(Vec3::new(h, -SLAB_THICKNESS, h)),
            ];
            let low = corners.iter().fold(Vec2::MAX, |a, &b| a.min(b));
            let high = corners.iter().fold(Vec2::MIN, |a, &b| a.max(b));
            let size_px = high - low;
            assert!(
                size_px.max_element() > 368.0 && size_px.max_element() < 371.0,
                "{size}: {size_px}"
            );
            // The coordinates' room left of it and under it.
            assert!(
                (low.x - 19.0).abs() < 1.0 || (low.y - 1.0).abs() < 1.0,
                "{size}: {low}"
            );
            assert!(high.x < 390.5 && high.y < 371.0, "{size}: {high}");
        }
    }

    #[test]
    fn the_view_stays_over_the_board_and_centred_when_all_of_it_shows() {
        let mut c = BoardCamera::new(19);
        assert_eq!(c.clamped_pan(Vec2::new(5.0, -5.0)), Vec2::ZERO);
        c.zoom = MIN_ZOOM;
        assert_eq!(c.clamped_pan(Vec2::new(30.0, -30.0)), Vec2::new(9.5, -9.5));
        assert_eq!(c.clamped_pan(Vec2::new(2.0, 1.0)), Vec2::new(2.0, 1.0));
    }
}
