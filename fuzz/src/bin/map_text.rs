//! Fuzz target `map_text`: the map text parser and printer. Any text either
//! fails to parse or parses to a map whose printed text parses back to the
//! same map and prints identically (a fixed point), relating the same
//! points.

fn main() {
    let bytes = index_opt_fuzz::input();
    let Some(text) = index_opt_fuzz::text(&bytes) else { return };
    let context = melior::Context::new();
    let Some(map) = index_opt_fuzz::parse(&context, text) else { return };
    let printed = map.to_string();
    let again = index_opt_fuzz::parse(&context, &printed)
        .unwrap_or_else(|| panic!("the printed map does not parse:\n  {printed}"));
    assert_eq!(again.to_string(), printed, "printing is not a fixed point");
    index_opt_fuzz::assert_same_relation("parse(print(map))", &map, &again);
}
