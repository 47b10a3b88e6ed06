//! Numbers as each language writes them: Fluent (without ICU) writes `1234.5` everywhere, so
//! each bundle gets a formatter that groups the digits and marks the decimals its own way
//! (CLDR's patterns: `1,234.5` in English and Japanese, `1.234,5` in German and Portuguese,
//! `1 234,5` with a narrow space in French and a no-break space in Russian and Polish; Spanish
//! and Polish group from five digits on).

use fluent_bundle::FluentValue;
use fluent_bundle::memoizer::MemoizerKind;

/// A language's separators.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Numbers {
    /// Between groups of three digits.
    pub group: &'static str,
    /// Before the decimals.
    pub decimal: &'static str,
    /// The fewest digits before the decimals for them to be grouped (4 or 5).
    pub grouped_from: usize,
}

impl Numbers {
    pub const COMMA_POINT: Numbers = Numbers::new(",", ".", 4);
    pub const POINT_COMMA: Numbers = Numbers::new(".", ",", 4);
    pub const POINT_COMMA_FROM_5: Numbers = Numbers::new(".", ",", 5);
    pub const NARROW_SPACE_COMMA: Numbers = Numbers::new("\u{202f}", ",", 4);
    pub const SPACE_COMMA: Numbers = Numbers::new("\u{a0}", ",", 4);
    pub const SPACE_COMMA_FROM_5: Numbers = Numbers::new("\u{a0}", ",", 5);

    const fn new(group: &'static str, decimal: &'static str, grouped_from: usize) -> Numbers {
        Numbers {
            group,
            decimal,
            grouped_from,
        }
    }

    /// `plain` (as Rust writes a number: `-1234.5`) in this language.
    pub fn write(&self, plain: &str) -> String {
        let (sign, digits) = match plain.strip_prefix('-') {
            Some(rest) => ("-", rest),
            None => ("", plain),
        };
        let (whole, decimals) = match digits.split_once('.') {
            Some((w, d)) => (w, Some(d)),
            None => (digits, None),
        };
        let mut out = String::from(sign);
        if whole.len() >= self.grouped_from && whole.bytes().all(|b| b.is_ascii_digit()) {
            for (i, c) in whole.chars().enumerate() {
                if i > 0 && (whole.len() - i) % 3 == 0 {
                    out.push_str(self.group);
                }
                out.push(c);
            }
        } else {
            out.push_str(whole);
        }
        if let Some(d) = decimals {
            out.push_str(self.decimal);
            out.push_str(d);
        }
        out
    }

    /// The bundle's formatter for these separators (a plain function, as Fluent takes).
    pub(super) fn formatter<M: MemoizerKind>(&self) -> fn(&FluentValue, &M) -> Option<String> {
        match STYLES.iter().position(|s| s == self) {
            Some(0) => format_number::<0, M>,
            Some(1) => format_number::<1, M>,
            Some(2) => format_number::<2, M>,
            Some(3) => format_number::<3, M>,
            Some(4) => format_number::<4, M>,
            _ => format_number::<5, M>,
        }
    }
}

/// Every style a language uses, by the index the formatters are made for.
const STYLES: [Numbers; 6] = [
    Numbers::COMMA_POINT,
    Numbers::POINT_COMMA,
    Numbers::POINT_COMMA_FROM_5,
    Numbers::NARROW_SPACE_COMMA,
    Numbers::SPACE_COMMA,
    Numbers::SPACE_COMMA_FROM_5,
];

/// A number in style `K`; any other value as Fluent writes it.
fn format_number<const K: usize, M: MemoizerKind>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(STYLES[K].write(&n.as_string())),
        _ => None,
    }
}
