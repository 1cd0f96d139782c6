//! Epilogue (input-to-output along the use chain) indexing: where every op
//! on the way has an exact inverse, the epilogue maps of an argument are the
//! exact reverse of the function's output-to-input maps.

use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::fusion::epilogue_indexing;
use indexing_analysis::{Direction, Entry, Maps};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, RegionLike};
use std::collections::BTreeSet;

type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

fn relation(entry: &Entry) -> Relation {
    let Maps::Known(maps) = &entry.maps else { panic!("unknown: {:?}", entry.maps) };
    maps.iter().flat_map(|m| m.map.relation(1 << 20).expect("small")).collect()
}

const CHAIN: &str = r#"
func.func @main(%a: tensor<2x3xf32>, %b: tensor<4x3x2xf32>) -> (tensor<4x3xf32>, tensor<3x2xf32>, tensor<3x6xf32>) {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<3x2xf32>) -> tensor<4x3x2xf32>
  %2 = stablehlo.add %1, %b : tensor<4x3x2xf32>
  %3 = stablehlo.reshape %2 : (tensor<4x3x2xf32>) -> tensor<4x6xf32>
  %4 = stablehlo.slice %3 [0:4, 1:6:2] : (tensor<4x6xf32>) -> tensor<4x3xf32>
  %5 = stablehlo.concatenate %0, %0, %0, dim = 1 : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x6xf32>
  return %4, %0, %5 : tensor<4x3xf32>, tensor<3x2xf32>, tensor<3x6xf32>
}
"#;

#[test]
fn epilogue_of_arguments_reverses_function_indexing() {
    let context = new_context();
    let module = Module::parse(&context, CHAIN).expect("parses");
    let function = module.body().first_operation().expect("function");
    let block = function.region(0).unwrap().first_block().unwrap();
    let reports = analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
    let backward = reports[0].function_indexing.as_ref().expect("function indexing");
    for argument in 0..2 {
        let forward = epilogue_indexing(function, block.argument(argument).unwrap().into());
        assert_eq!(forward.len(), 3);
        for entry in &forward {
            let expected: Relation =
                relation(backward.iter().find(|e| e.result == entry.result && e.operand == argument).unwrap())
                    .into_iter()
                    .map(|(o, i)| (i, o))
                    .collect();
            assert_eq!(relation(entry), expected, "argument {argument}, result {}", entry.result);
        }
    }
    // Sanity of the comparison: %b does not reach results 1 and 2 at all.
    let from_b = epilogue_indexing(function, block.argument(1).unwrap().into());
    assert!(relation(&from_b[1]).is_empty() && relation(&from_b[2]).is_empty());
    assert!(!relation(&from_b[0]).is_empty());
}

#[test]
fn epilogue_from_an_inner_value_and_through_unknown_ops() {
    let source = r#"
func.func @main(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = stablehlo.negate %a : tensor<4x4xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = stablehlo.custom_call @opaque(%1) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1, %2 : tensor<4x4xf32>, tensor<4x4xf32>
}
"#;
    let context = new_context();
    let module = Module::parse(&context, source).expect("parses");
    let function = module.body().first_operation().expect("function");
    let negate = function.region(0).unwrap().first_block().unwrap().first_operation().unwrap();
    let entries = epilogue_indexing(function, negate.result(0).unwrap().into());
    let Maps::Known(maps) = &entries[0].maps else { panic!("{:?}", entries[0].maps) };
    assert_eq!(maps.len(), 1);
    assert_eq!(maps[0].map.to_string(), "(d0, d1) -> (d1, d0), domain: d0 in [0, 3], d1 in [0, 3]");
    let Maps::Unknown(reason) = &entries[1].maps else { panic!("{:?}", entries[1].maps) };
    assert!(reason.to_string().starts_with("stablehlo.custom_call"), "{reason}");
}

#[test]
fn epilogue_of_a_value_captured_by_a_linalg_body() {
    let source = r#"
func.func @main(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %v : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"#;
    let context = new_context();
    let module = Module::parse(&context, source).expect("parses");
    let function = module.body().first_operation().expect("function");
    let block = function.region(0).unwrap().first_block().unwrap();
    let entries = epilogue_indexing(function, block.argument(1).unwrap().into());
    assert_eq!(relation(&entries[0]), (0..4).map(|i| (vec![], vec![i])).collect());
    let entries = epilogue_indexing(function, block.argument(0).unwrap().into());
    assert_eq!(relation(&entries[0]), (0..4).map(|i| (vec![i], vec![i])).collect());
}
