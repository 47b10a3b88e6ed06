//! The one palette of the menus and the HUD: its text stays readable on every surface it is
//! drawn on (WCAG 2's contrast ratio of at least 4.5:1 for text).

use quartet::app::theme::ALL;

fn colour(name: &str) -> [u8; 3] {
    ALL.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, c)| *c)
        .unwrap_or_else(|| panic!("no colour {name}"))
}

/// WCAG 2's relative luminance of an sRGB colour.
fn luminance([r, g, b]: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn every_text_colour_reads_on_every_surface_it_is_drawn_on() {
    let mut pairs = Vec::new();
    for text in ["TEXT", "DIM", "GOLD", "WARN", "GOOD"] {
        for surface in ["BACKGROUND", "PANEL", "CARD"] {
            pairs.push((text, surface));
        }
    }
    // A focused menu button's text, and the chosen item's in the HUD.
    pairs.extend([("TEXT", "FOCUSED"), ("GOLD", "FOCUSED"), ("TEXT", "CHOSEN")]);
    for (text, surface) in pairs {
        let ratio = contrast(colour(text), colour(surface));
        assert!(ratio >= 4.5, "{text} on {surface}: {ratio:.2}:1");
    }
}
