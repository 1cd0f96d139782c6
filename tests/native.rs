//! The native layer seen from Rust: our dialects register in a melior
//! context next to MLIR's, and IR using them parses.

use melior::Context;
use melior::ir::Module;
use melior::ir::operation::OperationLike;

fn context() -> Context {
    index_opt_native::new_context()
}

#[test]
fn indexing_dialect_is_registered_and_loads() {
    let context = context();
    let dialect = context.get_or_load_dialect("indexing");
    assert_eq!(dialect.namespace().unwrap(), "indexing");
}

#[test]
fn unknown_dialect_does_not_load_by_name() {
    let context = Context::new();
    // Without registration, the namespace is not known to the context.
    assert!(!context.is_registered_operation("indexing.nothing"));
    assert_eq!(context.registered_dialect_count(), 1); // builtin only
}

#[test]
fn shared_mlir_parses_and_verifies_func_ir() {
    let context = context();
    let module = Module::parse(
        &context,
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n\
           %0 = arith.addf %a, %a : tensor<4xf32>\n\
           return %0 : tensor<4xf32>\n\
         }",
    )
    .expect("valid IR parses");
    assert!(module.as_operation().verify());
    let printed = module.as_operation().to_string();
    assert!(printed.contains("arith.addf %arg0, %arg0 : tensor<4xf32>"), "{printed}");
}

#[test]
fn invalid_ir_is_rejected_not_aborted() {
    let context = context();
    // Diagnostics go to the handler instead of stderr.
    let messages = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let sink = messages.clone();
    let id = context.attach_diagnostic_handler(move |diagnostic| {
        sink.borrow_mut().push(diagnostic.to_string());
        true
    });
    assert!(Module::parse(&context, "func.func @f( {").is_none());
    context.detach_diagnostic_handler(id);
    assert!(!messages.borrow().is_empty());
}
