//! `find_producer_through_cast` on the seed-003 patterns: an embedding-like
//! typecast before a matmul and the fully-connected bias broadcast.

use index_opt_native::new_context;
use indexing_analysis::producer::{find_producer_through_cast, is_broadcast, is_typecast};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, OperationRef, RegionLike};

const SOURCE: &str = r#"
func.func @fc(%x: tensor<8x32xbf16>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x32xf32>
  %xf = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x32xbf16>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %c = arith.extf %a : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %bb = linalg.broadcast ins(%b : tensor<16xf32>) outs(%e2 : tensor<8x16xf32>) dimensions = [0]
  %cast = tensor.cast %bb : tensor<8x16xf32> to tensor<8x16xf32>
  %mm = linalg.matmul ins(%xf, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%cast : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %mm : tensor<8x16xf32>
}
"#;

fn find<'c, 'a>(module: &'a Module<'c>, name: &str) -> OperationRef<'c, 'a> {
    let function = module.body().first_operation().expect("function");
    let mut next = function.region(0).unwrap().first_block().unwrap().first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok(name) {
            return op;
        }
        next = op.next_in_block();
    }
    panic!("no {name}")
}

#[test]
fn looks_through_typecast_and_broadcast_with_maps() {
    let context = new_context();
    let module = Module::parse(&context, SOURCE).expect("parses");
    let matmul = find(&module, "linalg.matmul");
    let block = module.body().first_operation().unwrap().region(0).unwrap().first_block().unwrap();

    // The lhs is %x behind the extf generic: identity map.
    let lhs = find_producer_through_cast(matmul.operand(0).unwrap(), is_typecast);
    assert_eq!(lhs.value.to_string(), block.argument(0).unwrap().to_string());
    assert_eq!(lhs.casts.len(), 1);
    assert_eq!(lhs.maps.len(), 1);
    assert_eq!(lhs.maps[0].map.to_string(), "(d0, d1) -> (d0, d1), domain: d0 in [0, 7], d1 in [0, 31]");

    // The init is the bias behind tensor.cast and linalg.broadcast.
    let either = |op: &OperationRef| is_typecast(op) || is_broadcast(op);
    let init = find_producer_through_cast(matmul.operand(2).unwrap(), either);
    assert_eq!(init.value.to_string(), block.argument(2).unwrap().to_string());
    let names: Vec<String> =
        init.casts.iter().map(|op| op.name().as_string_ref().as_str().unwrap().to_owned()).collect();
    assert_eq!(names, ["tensor.cast", "linalg.broadcast"]);
    assert_eq!(init.maps[0].map.to_string(), "(d0, d1) -> (d1), domain: d0 in [0, 7], d1 in [0, 15]");

    // Broadcasts only: the tensor.cast stops the walk at once.
    let stopped = find_producer_through_cast(matmul.operand(2).unwrap(), is_broadcast);
    assert!(stopped.casts.is_empty());
    assert_eq!(stopped.value.to_string(), matmul.operand(2).unwrap().to_string());
    assert_eq!(stopped.maps[0].map.to_string(), "(d0, d1) -> (d0, d1), domain: d0 in [0, 7], d1 in [0, 15]");

    // The rhs is not produced by any op.
    let rhs = find_producer_through_cast(matmul.operand(1).unwrap(), either);
    assert!(rhs.casts.is_empty());
}
