//! index-opt's reading of MLIR and its JSON writer: the layer under both
//! analyses (`indexing-analysis`, `buffer-liveness`), which knows neither.
//!
//! - [`ir`]: what an analysis reads from IR (tensor shapes, attributes,
//!   locations, walks, identities of ops and values), with typed errors
//!   ([`ir::IrError`], [`ir::ShapeError`]) the analyses turn into their
//!   own reasons.
//! - [`json`]: a small pretty-printing JSON writer, the layout of
//!   `serde_json::to_string_pretty`, for every JSON report.
//!
//! ```
//! use index_opt_ir::ir;
//! use melior::ir::Module;
//!
//! let context = index_opt_native::new_context();
//! let module = Module::parse(&context, r#"
//!   func.func @main(%a: tensor<4x?xf32>) -> tensor<4x?xf32> {
//!     return %a : tensor<4x?xf32>
//!   }"#).unwrap();
//! let functions = ir::functions(&module.as_operation());
//! assert_eq!(ir::function_name(&functions[0]), "main");
//! let argument = ir::function_type(&functions[0]).unwrap().input(0).unwrap();
//! assert_eq!(ir::shape_dims(argument), Ok(vec![Some(4), None]));
//! assert_eq!(
//!     ir::static_shape(argument).unwrap_err().to_string(),
//!     "tensor<4x?xf32> has a dynamic dimension: no finite domain"
//! );
//! ```

#![warn(missing_docs)]
// Raw C API calls live in `ir` only (a test checks the files allowed to
// contain `unsafe`).
#![deny(unsafe_code)]

#[allow(unsafe_code)]
pub mod ir;
pub mod json;
