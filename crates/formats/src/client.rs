//! The other El Dorado programs whose course formats the studio reads and writes.

/// One of the other programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Client {
    /// perimosocordiae/durango: a Rust engine with bots.
    Durango,
    /// ShlomoAlon/el-dorado: a JavaScript web game with bots.
    ShlomoAlon,
}

impl Client {
    pub const ALL: [Client; 2] = [Client::Durango, Client::ShlomoAlon];

    /// Its name on the command line (`--from shlomoalon`).
    pub fn key(self) -> &'static str {
        match self {
            Client::Durango => "durango",
            Client::ShlomoAlon => "shlomoalon",
        }
    }

    /// The program's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Client::Durango => "durango",
            Client::ShlomoAlon => "ShlomoAlon",
        }
    }

    /// Boards whose contents the program transcribed differently from the
    /// printed ones: (letter, spaces of 37 that agree).
    pub(crate) fn reconstructed_boards(self) -> &'static [(&'static str, u8)] {
        match self {
            Client::Durango => &[],
            Client::ShlomoAlon => &[("E", 4), ("H", 6)],
        }
    }
}

impl std::fmt::Display for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
