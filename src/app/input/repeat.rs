//! Hold-to-repeat for the board cursor: one step on a tap; held, a pause, then steps that come
//! faster, from [`SLOW`] to [`FAST`] steps a second over [`RAMP`] seconds.

use bevy::math::IVec2;

/// Seconds a direction is held before it repeats.
pub const FIRST_DELAY: f32 = 0.3;
/// Steps a second when the repeat starts.
pub const SLOW: f32 = 8.0;
/// Steps a second once it has sped up.
pub const FAST: f32 = 20.0;
/// Seconds from the slow rate to the fast one.
pub const RAMP: f32 = 1.0;

/// One device's held direction and when its next step is due.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Repeat {
    direction: IVec2,
    held_for: f32,
    next_at: f32,
}

impl Repeat {
    /// The direction held this frame (zero: none), `dt` seconds after the last: the step to
    /// take now, if any. A new direction steps at once.
    pub fn tick(&mut self, direction: IVec2, dt: f32) -> Option<IVec2> {
        if direction == IVec2::ZERO {
            *self = Self::default();
            return None;
        }
        if direction != self.direction {
            *self = Self {
                direction,
                held_for: 0.0,
                next_at: FIRST_DELAY,
            };
            return Some(direction);
        }
        self.held_for += dt;
        if self.held_for < self.next_at {
            return None;
        }
        let ramp = ((self.held_for - FIRST_DELAY) / RAMP).clamp(0.0, 1.0);
        let rate = SLOW + (FAST - SLOW) * ramp;
        self.next_at += 1.0 / rate;
        // After a long frame the repeat starts its beat again instead of catching up.
        if self.next_at < self.held_for {
            self.next_at = self.held_for + 1.0 / rate;
        }
        Some(direction)
    }
}

/// A stick's or the d-pad's value as a cursor direction (each axis -1, 0 or 1; y up).
pub fn direction_of(value: bevy::math::Vec2) -> IVec2 {
    let axis = |v: f32| {
        if v > 0.5 {
            1
        } else if v < -0.5 {
            -1
        } else {
            0
        }
    };
    IVec2::new(axis(value.x), axis(value.y))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps taken while `direction` is held for `seconds` at 60 frames a second.
    fn steps_over(repeat: &mut Repeat, direction: IVec2, seconds: f32) -> usize {
        let frames = (seconds * 60.0).round() as usize;
        (0..frames)
            .filter(|_| repeat.tick(direction, 1.0 / 60.0).is_some())
            .count()
    }

    #[test]
    fn a_tap_steps_once() {
        let mut r = Repeat::default();
        assert_eq!(r.tick(IVec2::X, 1.0 / 60.0), Some(IVec2::X));
        assert_eq!(
            steps_over(&mut r, IVec2::X, 0.25),
            0,
            "no repeat before the pause"
        );
        assert_eq!(r.tick(IVec2::ZERO, 1.0 / 60.0), None);
        assert_eq!(
            r.tick(IVec2::X, 1.0 / 60.0),
            Some(IVec2::X),
            "a new tap steps again"
        );
    }

    #[test]
    fn held_it_speeds_up_from_slow_to_fast() {
        let mut r = Repeat::default();
        r.tick(IVec2::NEG_Y, 0.0);
        // The pause, then the first half second at about 8 to 14 steps a second.
        assert_eq!(steps_over(&mut r, IVec2::NEG_Y, FIRST_DELAY - 0.02), 0);
        let early = steps_over(&mut r, IVec2::NEG_Y, 0.5);
        assert!(
            (4..=7).contains(&early),
            "{early} steps in the first half second"
        );
        // After the ramp: 20 a second.
        steps_over(&mut r, IVec2::NEG_Y, RAMP);
        let fast = steps_over(&mut r, IVec2::NEG_Y, 1.0);
        assert!(
            (19..=21).contains(&fast),
            "{fast} steps a second at full speed"
        );
    }

    #[test]
    fn a_new_direction_steps_at_once() {
        let mut r = Repeat::default();
        r.tick(IVec2::X, 0.0);
        steps_over(&mut r, IVec2::X, 2.0);
        assert_eq!(r.tick(IVec2::ONE, 1.0 / 60.0), Some(IVec2::ONE));
        assert_eq!(steps_over(&mut r, IVec2::ONE, 0.25), 0, "and pauses again");
    }

    #[test]
    fn a_long_frame_takes_one_step() {
        let mut r = Repeat::default();
        r.tick(IVec2::X, 0.0);
        assert_eq!(r.tick(IVec2::X, 2.0), Some(IVec2::X));
        assert_eq!(
            r.tick(IVec2::X, 1.0 / 60.0),
            None,
            "no burst of steps after it"
        );
    }

    #[test]
    fn sticks_and_pads_give_directions() {
        assert_eq!(direction_of(bevy::math::Vec2::new(0.9, 0.1)), IVec2::X);
        assert_eq!(
            direction_of(bevy::math::Vec2::new(-0.7, 0.7)),
            IVec2::new(-1, 1)
        );
        assert_eq!(direction_of(bevy::math::Vec2::new(0.3, -0.2)), IVec2::ZERO);
    }
}
