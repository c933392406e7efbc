//! The reading rules as a serde adapter: it sits between serde_json's
//! deserializer and whatever reads the value, and sees every value on the way.
//!
//! - A whole number written as a decimal (`3.0`, `3e0`, `-0.0`) reaches the
//!   reader as that whole number, so that every integer field takes it, as
//!   the course file's own fields always did. Up to 2^53 a decimal is exact;
//!   past that it stays a decimal, which an integer field refuses.
//! - A key given twice in one object is refused, at every level, whether
//!   the object becomes a struct, a map or a free JSON value.
//! - A value a message quotes is cut to [`QUOTED_CHARS`] and escaped where
//!   the message is made: the reader's own error is worded with the whole
//!   value, which is then replaced by its cut form (never found by scanning
//!   for quote characters, which the value may hold itself).
//! - Ignored values are walked too, so that the rules hold inside them.
//! - A choice written as an object of one key (`{"move": {…}}`) is read
//!   here, so that a second key is said for what it is — the same key given
//!   twice, or two choices named — rather than as broken JSON.

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, Visitor};

use super::QUOTED_CHARS;
use eldorado_core::text::cut;

/// The largest whole number a decimal holds exactly: 2^53.
const EXACT: f64 = 9_007_199_254_740_992.0;

/// A deserializer that applies the rules (see the module comment).
pub(super) struct Strict<'k, D> {
    inner: D,
    /// While reading an object's key: the keys of that object so far.
    keys: Option<&'k mut HashSet<String>>,
}

impl<D> Strict<'static, D> {
    pub(super) fn new(inner: D) -> Self {
        Strict { inner, keys: None }
    }
}

/// The sentence for a key given twice.
pub(crate) fn twice(key: &str) -> String {
    format!("the key \"{}\" is given twice", cut(key, QUOTED_CHARS))
}

/// The reader's error, with `value` (if long) replaced by its cut form.
fn cut_in<E: de::Error>(e: E, value: &str) -> E {
    if value.chars().count() <= QUOTED_CHARS && !value.chars().any(eldorado_core::text::is_unsafe) {
        return e;
    }
    let message = e.to_string();
    // serde quotes a string value with Debug's escapes, a name (a field, a
    // variant) as it is: either form of the whole value goes.
    let debug = format!("{value:?}");
    let short = format!("\"{}\"", cut(value, QUOTED_CHARS));
    let message = message.replace(&debug, &short).replace(value, &cut(value, QUOTED_CHARS));
    E::custom(message)
}

struct Wrap<'k, V> {
    visitor: V,
    keys: Option<&'k mut HashSet<String>>,
}

impl<V> Wrap<'_, V> {
    /// Refuses a key seen before in this object.
    fn check_key<E: de::Error>(&mut self, key: &str) -> Result<(), E> {
        match &mut self.keys {
            Some(keys) => {
                if keys.insert(key.to_string()) {
                    Ok(())
                } else {
                    Err(E::custom(twice(key)))
                }
            }
            None => Ok(()),
        }
    }
}

macro_rules! forward_visits {
    ($($method:ident($ty:ty)),* $(,)?) => {
        $(
            fn $method<E: de::Error>(mut self, v: $ty) -> Result<Self::Value, E> {
                if self.keys.is_some() {
                    self.check_key(&v.to_string())?;
                }
                self.visitor.$method(v)
            }
        )*
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.visitor.expecting(f)
    }

    forward_visits!(
        visit_bool(bool),
        visit_i8(i8),
        visit_i16(i16),
        visit_i32(i32),
        visit_i64(i64),
        visit_i128(i128),
        visit_u8(u8),
        visit_u16(u16),
        visit_u32(u32),
        visit_u64(u64),
        visit_u128(u128),
        visit_char(char),
    );

    fn visit_f32<E: de::Error>(self, v: f32) -> Result<Self::Value, E> {
        self.visit_f64(f64::from(v))
    }

    fn visit_f64<E: de::Error>(mut self, v: f64) -> Result<Self::Value, E> {
        if self.keys.is_some() {
            self.check_key(&v.to_string())?;
        }
        if v.fract() == 0.0 && v.abs() <= EXACT {
            if v < 0.0 {
                return self.visitor.visit_i64(v as i64);
            }
            return self.visitor.visit_u64(v as u64);
        }
        self.visitor.visit_f64(v)
    }

    fn visit_str<E: de::Error>(mut self, v: &str) -> Result<Self::Value, E> {
        self.check_key(v)?;
        self.visitor.visit_str(v).map_err(|e| cut_in(e, v))
    }

    fn visit_borrowed_str<E: de::Error>(mut self, v: &'de str) -> Result<Self::Value, E> {
        self.check_key(v)?;
        self.visitor.visit_borrowed_str(v).map_err(|e| cut_in(e, v))
    }

    fn visit_string<E: de::Error>(mut self, v: String) -> Result<Self::Value, E> {
        self.check_key(&v)?;
        if v.len() <= QUOTED_CHARS && !v.chars().any(eldorado_core::text::is_unsafe) {
            return self.visitor.visit_string(v);
        }
        let kept = v.clone();
        self.visitor.visit_string(v).map_err(|e| cut_in(e, &kept))
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Self::Value, E> {
        self.visitor.visit_bytes(v)
    }

    fn visit_borrowed_bytes<E: de::Error>(self, v: &'de [u8]) -> Result<Self::Value, E> {
        self.visitor.visit_borrowed_bytes(v)
    }

    fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<Self::Value, E> {
        self.visitor.visit_byte_buf(v)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.visitor.visit_none()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.visitor.visit_some(Strict::new(d))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.visitor.visit_unit()
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.visitor.visit_newtype_struct(Strict::new(d))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.visitor.visit_seq(Seq(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.visitor.visit_map(Map { inner: map, keys: HashSet::new() })
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.visitor.visit_enum(Enum(data))
    }
}

macro_rules! forward_deserialize {
    ($($method:ident $(($($arg:ident: $ty:ty),*))?),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, $($($arg: $ty,)*)? visitor: V) -> Result<V::Value, D::Error> {
                self.inner.$method($($($arg,)*)? Wrap { visitor, keys: self.keys })
            }
        )*
    };
}

/// A value read as whatever the text holds, then given to the reader's
/// visitor: so that a refusal quoting the value (a long string where a
/// number belongs) is worded inside [`Wrap`], where the value is cut. A key
/// is read as the reader asks, since JSON writes a number key as a string.
macro_rules! as_written {
    ($($method:ident $(($($arg:ident: $ty:ty),*))?),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, $($($arg: $ty,)*)? visitor: V) -> Result<V::Value, D::Error> {
                if self.keys.is_some() {
                    return self.inner.$method($($($arg,)*)? Wrap { visitor, keys: self.keys });
                }
                $($(let _ = $arg;)*)?
                self.inner.deserialize_any(Wrap { visitor, keys: None })
            }
        )*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<'_, D> {
    type Error = D::Error;

    // A text target gets a string as it is (and its refusal of anything
    // else quotes no text, at the exact column).
    forward_deserialize!(
        deserialize_any,
        deserialize_str,
        deserialize_string,
        deserialize_bytes,
        deserialize_byte_buf,
        deserialize_option,
        deserialize_newtype_struct(name: &'static str),
        deserialize_identifier,
    );

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        if self.keys.is_some() {
            return self.inner.deserialize_enum(name, variants, Wrap { visitor, keys: self.keys });
        }
        self.inner.deserialize_any(Choice(visitor))
    }

    as_written!(
        deserialize_bool,
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64,
        deserialize_i128,
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64,
        deserialize_u128,
        deserialize_f32,
        deserialize_f64,
        deserialize_char,
        deserialize_unit,
        deserialize_unit_struct(name: &'static str),
        deserialize_seq,
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_map,
        deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        // Walked like any other value, so that the rules hold inside it.
        deserialize_ignored_any,
    );

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// A seed whose value is read by the rules.
struct Seed<S>(S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<S> {
    type Value = S::Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(Strict::new(d))
    }
}

/// A seed for an object's key: read by the rules, and checked against the
/// object's keys so far.
struct KeySeed<'k, S> {
    seed: S,
    keys: &'k mut HashSet<String>,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for KeySeed<'_, S> {
    type Value = S::Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.seed.deserialize(Strict { inner: d, keys: Some(self.keys) })
    }
}

struct Seq<A>(A);

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Seq<A> {
    type Error = A::Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(Seed(seed))
    }
    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

struct Map<A> {
    inner: A,
    keys: HashSet<String>,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Map<A> {
    type Error = A::Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.inner.next_key_seed(KeySeed { seed, keys: &mut self.keys })
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.inner.next_value_seed(Seed(seed))
    }
    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

struct Enum<A>(A);

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for Enum<A> {
    type Error = A::Error;
    type Variant = Variant<A::Variant>;
    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), A::Error> {
        self.0.variant_seed(Seed(seed)).map(|(v, variant)| (v, Variant(variant)))
    }
}

struct Variant<A>(A);

impl<'de, A: de::VariantAccess<'de>> de::VariantAccess<'de> for Variant<A> {
    type Error = A::Error;
    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(Seed(seed))
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, Wrap { visitor, keys: None })
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.0.struct_variant(fields, Wrap { visitor, keys: None })
    }
}

/// A choice (an enum) as JSON writes it: its name as a string, or an object
/// of one key, the name, whose value the choice holds.
struct Choice<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for Choice<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.expecting(f)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<V::Value, E> {
        self.0.visit_enum(de::value::StrDeserializer::<E>::new(v)).map_err(|e| cut_in(e, v))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<V::Value, A::Error> {
        let Some(name) = map.next_key::<String>()? else {
            return Err(de::Error::invalid_length(0, &self));
        };
        let value = self.0.visit_enum(Named { name: &name, map: &mut map })?;
        match map.next_key::<String>()? {
            None => Ok(value),
            Some(again) if again == name => Err(de::Error::custom(twice(&name))),
            Some(other) => Err(de::Error::custom(format!(
                "the object names two choices, \"{}\" and \"{}\"; it names one",
                cut(&name, QUOTED_CHARS),
                cut(&other, QUOTED_CHARS)
            ))),
        }
    }
}

/// The choice an object's one key names, with its value still to read.
struct Named<'a, A> {
    name: &'a str,
    map: &'a mut A,
}

impl<'de, A: MapAccess<'de>> EnumAccess<'de> for Named<'_, A> {
    type Error = A::Error;
    type Variant = Self;
    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self), A::Error> {
        let name = self.name;
        let v = seed
            .deserialize(de::value::StrDeserializer::<A::Error>::new(name))
            .map_err(|e| cut_in(e, name))?;
        Ok((v, self))
    }
}

impl<'de, A: MapAccess<'de>> de::VariantAccess<'de> for Named<'_, A> {
    type Error = A::Error;
    fn unit_variant(self) -> Result<(), A::Error> {
        self.map.next_value_seed(Seed(std::marker::PhantomData::<()>))
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.map.next_value_seed(Seed(seed))
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(Shaped { visitor, shape: Shape::Tuple(len) })
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(Shaped { visitor, shape: Shape::Struct(fields) })
    }
}

/// What a choice's value is read as.
enum Shape {
    Tuple(usize),
    Struct(&'static [&'static str]),
}

/// A seed that reads a choice's value, by the rules, as a tuple or a struct.
struct Shaped<V> {
    visitor: V,
    shape: Shape,
}

impl<'de, V: Visitor<'de>> DeserializeSeed<'de> for Shaped<V> {
    type Value = V::Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        match self.shape {
            Shape::Tuple(len) => Strict::new(d).deserialize_tuple(len, self.visitor),
            Shape::Struct(fields) => Strict::new(d).deserialize_struct("", fields, self.visitor),
        }
    }
}
