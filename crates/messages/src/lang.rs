//! The languages, their names, and the language of the system's locale.

use std::fmt;
use std::str::FromStr;

/// A language the studio speaks.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum Lang {
    /// English, the language of the command line and the default.
    #[default]
    #[serde(rename = "en")]
    English,
    /// French, in the words of the game's French rulebook.
    #[serde(rename = "fr")]
    French,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::English, Lang::French];

    /// Its code on the command line and in settings: "en", "fr".
    pub const fn key(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::French => "fr",
        }
    }

    /// Its name in its own language, as a language menu lists it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::French => "Français",
        }
    }

    /// The language of a locale name as POSIX ("fr_FR.UTF-8", "fr_CA@euro")
    /// or BCP 47 ("fr-BE") write it; `None` for a language the studio does
    /// not speak, and for "C" and "POSIX".
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language =
            locale.split(['_', '-', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.key() == language)
    }

    /// The language of the system's locale (on Unix `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`, as `sys-locale` reads them; the user's
    /// preferred language elsewhere), or English when the studio does not
    /// speak it.
    pub fn from_system() -> Lang {
        sys_locale::get_locale().as_deref().and_then(Lang::from_locale).unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.native_name())
    }
}

/// A language code the studio does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLangError(pub String);

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.key()).collect();
        write!(f, "\"{}\" is not a language of the studio (it speaks {})", self.0, known.join(", "))
    }
}

impl std::error::Error for ParseLangError {}

impl FromStr for Lang {
    type Err = ParseLangError;

    /// "en" or "fr" (any case).
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        Lang::ALL
            .into_iter()
            .find(|l| l.key().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseLangError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(Lang::French));
        assert_eq!(Lang::from_locale("fr-BE"), Some(Lang::French));
        assert_eq!(Lang::from_locale("FR"), Some(Lang::French));
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::English));
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), None);
        assert_eq!(Lang::from_locale("C"), None);
        assert_eq!(Lang::from_locale(""), None);
        assert_eq!("fr".parse::<Lang>(), Ok(Lang::French));
        assert_eq!(
            "de".parse::<Lang>().unwrap_err().to_string(),
            "\"de\" is not a language of the studio (it speaks en, fr)"
        );
        for l in Lang::ALL {
            assert_eq!(l.key().parse::<Lang>(), Ok(l));
            // Settings files keep the same code.
            assert_eq!(serde_json::to_string(&l).unwrap(), format!("\"{}\"", l.key()));
        }
    }
}
