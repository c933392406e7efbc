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
    /// Both programs, in the order menus list them.
    pub const ALL: [Client; 2] = [Client::Durango, Client::ShlomoAlon];

    /// Its name on the command line (`--from shlomoalon`).
    pub fn key(self) -> &'static str {
        match self {
            Client::Durango => "durango",
            Client::ShlomoAlon => "shlomoalon",
        }
    }

    /// What the program's course file is, as a message says it.
    pub fn text_kind(self) -> &'static str {
        match self {
            Client::Durango => "a durango layout is CSV text",
            Client::ShlomoAlon => "a ShlomoAlon course is JSON or JavaScript text",
        }
    }

    /// The program's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Client::Durango => "durango",
            Client::ShlomoAlon => "ShlomoAlon",
        }
    }
}

impl std::fmt::Display for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
