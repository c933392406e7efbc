//! The JSON Schema of the client JSON, generated from its types. The same text is
//! committed as `schema/client-course.schema.json`; a test keeps the two equal.

use super::ClientCourse;

/// Where the schema lives in the repository.
pub const SCHEMA_PATH: &str = "schema/client-course.schema.json";

/// The schema as a JSON value (draft 2020-12).
pub fn client_course_schema() -> serde_json::Value {
    let schema = schemars::schema_for!(ClientCourse);
    serde_json::to_value(schema).expect("a schema serialises")
}

/// The schema as committed: pretty JSON ending in a newline.
pub fn client_course_schema_text() -> String {
    let mut text =
        serde_json::to_string_pretty(&client_course_schema()).expect("a schema serialises");
    text.push('\n');
    text
}
