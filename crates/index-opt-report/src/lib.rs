//! index-opt's reports: the formats, apart from the analyses that compute
//! what they say. The passes and the other faces write through this crate;
//! `indexing-analysis` and `buffer-liveness` know no format.
//!
//! - [`report`]: the JSON and text reports of the driver contract
//!   (docs/contract.md), with their figures (counts, coalescing).
//! - [`html`]: the HTML report page (graph, maps, element explorer).
//! - [`tiling`]: a tiling as text and as JSON.
//! - [`liveness`]: the text, JSON and SVG reports of the `buffer-liveness`
//!   pass (`index-opt --liveness-report=text|json|svg`).
//! - [`header`]: what each of them says first: index-opt's version, the
//!   direction of the maps and the pass options.
//!
//! ```
//! use indexing_analysis::Direction;
//! use indexing_analysis::analyze::{Options, analyze_module};
//! use melior::ir::Module;
//!
//! let context = index_opt_native::new_context();
//! let module = Module::parse(&context, r#"
//!   func.func @main(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
//!     %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
//!     return %t : tensor<8x4xf32>
//!   }"#).unwrap();
//! let options = Options { direction: Direction::OutputToInput, fusion: true };
//! let functions = analyze_module(&module.as_operation(), options);
//! let json = index_opt_report::report::to_json(&functions, options);
//! assert!(json.contains("\"direction\": \"output-to-input\"") && json.contains("\"function_indexing\""));
//! ```

#![warn(missing_docs)]
#![deny(unsafe_code)]

pub mod header;
pub mod html;
pub mod liveness;
pub mod report;
pub mod tiling;
