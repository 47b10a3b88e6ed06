//! Room codes and seat tokens, from the system's random source.

use crate::protocol::{CODE_ALPHABET, CODE_LENGTH};

/// `n` random bytes from the system.
pub(super) fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if getrandom::fill(&mut bytes).is_err() {
        // Not expected on any supported system; a token must still never be guessable.
        panic!("the system's random source failed");
    }
    bytes
}

/// A seat's token: 128 random bits, as hex.
pub(super) fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub(super) fn new_code() -> String {
    random_bytes::<CODE_LENGTH>()
        .iter()
        .map(|b| CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()] as char)
        .collect()
}

/// A room code as the server writes it: codes are read as typed, spaces around and case do not
/// matter.
pub(super) fn as_typed(code: &str) -> String {
    code.trim().to_ascii_uppercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_tokens_are_what_the_protocol_asks() {
        let code = new_code();
        assert_eq!(code.len(), CODE_LENGTH);
        assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
        let token = new_token();
        // 128 bits as hex.
        assert_eq!(token.len(), 32);
        assert!(token.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(new_token(), token);
    }
}
