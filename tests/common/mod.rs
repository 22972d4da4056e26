//! Shared by the test files: a strategy for any rule set.

use awale::engine::Rules;
use awale::engine::rules::{CaptureCounts, CaptureOverflow, GrandSlam, Leftover};
use proptest::prelude::*;

/// Any rule set the options allow.
pub fn any_rules() -> impl Strategy<Value = Rules> {
    let options = (1u8..=8, any::<bool>(), 1u8..=6, any::<bool>(), any::<bool>());
    let ends = (any::<bool>(), prop_oneof![Just(0u8), 1u8..=12], any::<bool>(), any::<bool>(), any::<bool>());
    (options, ends).prop_map(|((seeds, two, limit, none, forbid), (majority, left, repetition, no_capture, split))| {
        Rules {
            seeds_per_pit: seeds,
            capture_counts: if two { CaptureCounts::Two } else { CaptureCounts::TwoOrThree },
            capture_limit: limit,
            capture_overflow: if none { CaptureOverflow::None } else { CaptureOverflow::Last },
            grand_slam: if forbid { GrandSlam::Forbidden } else { GrandSlam::NoCapture },
            end_majority: majority,
            end_seeds_left: left,
            end_on_repetition: repetition,
            end_no_capture: no_capture,
            leftover: if split { Leftover::Split } else { Leftover::OwnSide },
        }
    })
}
