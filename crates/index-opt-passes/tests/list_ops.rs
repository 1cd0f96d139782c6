//! `index-list-ops` run through a real MLIR pass manager: the C++ pass class
//! generated from ODS calls back into Rust and the remark reaches the
//! context's diagnostic handler.

use melior::ir::Module;
use melior::pass::PassManager;
use std::cell::RefCell;
use std::rc::Rc;

fn run_list_ops(source: &str) -> (bool, Vec<String>) {
    index_opt_passes::register();
    let context = index_opt_native::new_context();

    let remarks = Rc::new(RefCell::new(Vec::new()));
    let sink = remarks.clone();
    context.attach_diagnostic_handler(move |diagnostic| {
        sink.borrow_mut().push(diagnostic.to_string());
        true
    });
    let mut module = Module::parse(&context, source).expect("test IR parses");
    let manager = PassManager::new(&context);
    melior::utility::parse_pass_pipeline(manager.as_operation_pass_manager(), "builtin.module(index-list-ops)")
        .expect("the pass is registered");
    let ok = manager.run(&mut module).is_ok();
    let remarks = remarks.borrow().clone();
    (ok, remarks)
}

#[test]
fn counts_ops_per_function_by_name() {
    let (ok, remarks) = run_list_ops(
        "func.func @two(%a: i32) -> i32 {\n\
           %0 = arith.addi %a, %a : i32\n\
           %1 = arith.addi %0, %a : i32\n\
           return %1 : i32\n\
         }\n\
         func.func @one() {\n\
           return\n\
         }",
    );
    assert!(ok);
    assert_eq!(
        remarks,
        vec!["@two: 3 ops: arith.addi x2, func.return x1".to_owned(), "@one: 1 ops: func.return x1".to_owned(),]
    );
}

#[test]
fn ignores_ops_without_symbol_name() {
    let (ok, remarks) = run_list_ops("module {}");
    assert!(ok);
    assert!(remarks.is_empty(), "{remarks:?}");
}
