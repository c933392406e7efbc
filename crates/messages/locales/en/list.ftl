# The messages whose ids begin with list-, in English.

# A list of two or more: "A and B", "A, B and C".
list-or = { $first } or { $last }
list-and = { $first } and { $last }
