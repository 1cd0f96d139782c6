//! Soundness and exactness of the op rules against a brute-force reference:
//! for small shapes, the set of (output index, operand index) pairs each op
//! reads is computed directly from the StableHLO specification's
//! definition, and must equal the relation of the computed maps (runtime
//! values range over every clamped start index).

use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Maps};
use melior::ir::Module;
use std::collections::BTreeSet;

type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

/// Every index of `shape`, row-major.
fn indices(shape: &[i64]) -> Vec<Vec<i64>> {
    let mut all = vec![vec![]];
    for &n in shape {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<i64>| (0..n).map(move |i| [prefix.clone(), vec![i]].concat()))
            .collect();
    }
    all
}

/// The relation of the maps index-opt computes for (`result`, `operand`)
/// of the first op of `@main` in `source`, as (output index, operand
/// index) pairs whichever the direction (input-to-output maps reversed).
fn relation_of(source: &str, direction: Direction, result: usize, operand: usize) -> Relation {
    let context = new_context();
    let module = Module::parse(&context, source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
    let functions = analyze_module(&module.as_operation(), Options { direction, fusion: false });
    let entry = functions[0].ops[0].entries.iter().find(|e| e.result == result && e.operand == operand).expect("entry");
    let Maps::Known(maps) = &entry.maps else { panic!("{direction:?} unknown: {:?}\n{source}", entry.maps) };
    let mut relation = Relation::new();
    for map in maps {
        let pairs = map.map.relation(1 << 22).expect("small domain");
        match direction {
            Direction::OutputToInput => relation.extend(pairs),
            Direction::InputToOutput => relation.extend(pairs.into_iter().map(|(i, o)| (o, i))),
        }
    }
    relation
}

/// Both directions of (`result`, `operand`) equal `reference` (input to
/// output: its reverse, the element pairs where the operand element
/// contributes to the result element).
fn check_result(source: &str, result: usize, operand: usize, reference: &Relation) {
    for direction in [Direction::OutputToInput, Direction::InputToOutput] {
        let ours = relation_of(source, direction, result, operand);
        let missing: Vec<_> = reference.difference(&ours).take(3).collect();
        assert!(missing.is_empty(), "UNSOUND {direction:?} ({result}, {operand}): misses {missing:?}\n{source}");
        let extra: Vec<_> = ours.difference(reference).take(3).collect();
        assert!(extra.is_empty(), "inexact {direction:?} ({result}, {operand}): {extra:?} too\n{source}");
    }
}

/// [`check_result`] of result 0.
fn check_both(source: &str, operand: usize, reference: Relation) {
    check_result(source, 0, operand, &reference);
}

fn t(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(|n| n.to_string()).collect();
    if dims.is_empty() { "tensor<f32>".into() } else { format!("tensor<{}xf32>", dims.join("x")) }
}

fn module(args: &[String], body: &str, result: &[i64]) -> String {
    let args: Vec<String> = args.iter().enumerate().map(|(i, t)| format!("%a{i}: {t}")).collect();
    format!("func.func @main({}) -> {} {{\n  {body}\n  return %0 : {}\n}}", args.join(", "), t(result), t(result))
}

#[test]
fn transpose_broadcast_reverse() {
    let (shape, out) = ([2, 3, 4], [4, 2, 3]);
    let source = module(
        &[t(&shape)],
        &format!("%0 = stablehlo.transpose %a0, dims = [2, 0, 1] : ({}) -> {}", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![o[1], o[2], o[0]])).collect());

    let (shape, out) = ([3, 1], [2, 3, 4]);
    let source = module(
        &[t(&shape)],
        &format!("%0 = stablehlo.broadcast_in_dim %a0, dims = [1, 2] : ({}) -> {}", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![o[1], 0])).collect());

    let shape = [3, 4];
    let source = module(&[t(&shape)], &format!("%0 = stablehlo.reverse %a0, dims = [1] : {}", t(&shape)), &shape);
    check_both(&source, 0, indices(&shape).into_iter().map(|o| (o.clone(), vec![o[0], 3 - o[1]])).collect());
}

#[test]
fn slice_pad_concatenate() {
    pad_padding_positions_every_layout();
    let (shape, out) = ([7, 5], [3, 2]);
    let source = module(
        &[t(&shape)],
        &format!("%0 = stablehlo.slice %a0 [1:7:2, 1:5:3] : ({}) -> {}", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![1 + 2 * o[0], 1 + 3 * o[1]])).collect());

    // pad with negative high and interior padding: out = low + n + (n-1)*interior + high.
    let (shape, low, high, interior) = ([3, 4], [1, -1], [2, -2], [1, 2]);
    let out: Vec<i64> = (0..2).map(|i| low[i] + high[i] + shape[i] + (shape[i] - 1) * interior[i]).collect();
    let source = module(
        &[t(&shape), t(&[])],
        &format!(
            "%0 = stablehlo.pad %a0, %a1, low = [{}, {}], high = [{}, {}], interior = [{}, {}] : ({}, tensor<f32>) -> {}",
            low[0],
            low[1],
            high[0],
            high[1],
            interior[0],
            interior[1],
            t(&shape),
            t(&out)
        ),
        &out,
    );
    let mut reference = Relation::new();
    // The padding value is read exactly where no operand element lands.
    let mut padding = Relation::new();
    for o in indices(&out) {
        let mut operand = Vec::new();
        for k in 0..2 {
            let x = o[k] - low[k];
            if x < 0 || x % (interior[k] + 1) != 0 || x / (interior[k] + 1) >= shape[k] {
                break;
            }
            operand.push(x / (interior[k] + 1));
        }
        if operand.len() == 2 {
            reference.insert((o, operand));
        } else {
            padding.insert((o, vec![]));
        }
    }
    check_both(&source, 0, reference);
    check_both(&source, 1, padding);

    let (a, b, out) = ([2, 3], [2, 2], [2, 5]);
    let source = module(
        &[t(&a), t(&b)],
        &format!("%0 = stablehlo.concatenate %a0, %a1, dim = 1 : ({}, {}) -> {}", t(&a), t(&b), t(&out)),
        &out,
    );
    check_both(
        &source,
        1,
        indices(&out).into_iter().filter(|o| o[1] >= 3).map(|o| (o.clone(), vec![o[0], o[1] - 3])).collect(),
    );
}

#[test]
fn reshape_is_relinearization() {
    for (shape, out) in
        [(vec![6, 4], vec![2, 3, 4]), (vec![2, 3, 4], vec![4, 6]), (vec![4, 6], vec![3, 8]), (vec![1, 12], vec![12])]
    {
        let source =
            module(&[t(&shape)], &format!("%0 = stablehlo.reshape %a0 : ({}) -> {}", t(&shape), t(&out)), &out);
        let all = indices(&shape);
        check_both(
            &source,
            0,
            indices(&out).into_iter().enumerate().map(|(linear, o)| (o, all[linear].clone())).collect(),
        );
    }
}

#[test]
fn reductions_and_windows() {
    let (shape, out) = ([3, 4, 2], [4]);
    let source = module(
        &[t(&shape), t(&[])],
        &format!(
            "%0 = stablehlo.reduce(%a0 init: %a1) applies stablehlo.add across dimensions = [0, 2] : ({}, tensor<f32>) -> {}",
            t(&shape),
            t(&out)
        ),
        &out,
    );
    let mut reference = Relation::new();
    for o in indices(&out) {
        for i in 0..3 {
            for k in 0..2 {
                reference.insert((o.clone(), vec![i, o[0], k]));
            }
        }
    }
    check_both(&source, 0, reference);

    // reduce_window with stride, base and window dilation and padding.
    let (shape, window, stride, base, dilation, pad) = ([5, 4], [2, 3], [2, 1], [2, 1], [1, 2], [(1, 0), (2, 1)]);
    let out: Vec<i64> = (0..2)
        .map(|k| {
            let dilated = (shape[k] - 1) * base[k] + 1 + pad[k].0 + pad[k].1;
            let span = (window[k] - 1) * dilation[k] + 1;
            (dilated - span) / stride[k] + 1
        })
        .collect();
    let source = module(
        &[t(&shape), t(&[])],
        &format!(
            "%0 = \"stablehlo.reduce_window\"(%a0, %a1) <{{base_dilations = array<i64: {}, {}>, padding = dense<[[{}, {}], [{}, {}]]> : tensor<2x2xi64>, window_dilations = array<i64: {}, {}>, window_dimensions = array<i64: {}, {}>, window_strides = array<i64: {}, {}>}}> ({{\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %m = stablehlo.maximum %x, %y : tensor<f32>\n    stablehlo.return %m : tensor<f32>\n  }}) : ({}, tensor<f32>) -> {}",
            base[0],
            base[1],
            pad[0].0,
            pad[0].1,
            pad[1].0,
            pad[1].1,
            dilation[0],
            dilation[1],
            window[0],
            window[1],
            stride[0],
            stride[1],
            t(&shape),
            t(&out)
        ),
        &out,
    );
    let mut reference = Relation::new();
    for o in indices(&out) {
        for w in indices(&window) {
            let mut operand = Vec::new();
            for k in 0..2 {
                let position = o[k] * stride[k] + w[k] * dilation[k] - pad[k].0;
                if position < 0 || position % base[k] != 0 || position / base[k] >= shape[k] {
                    break;
                }
                operand.push(position / base[k]);
            }
            if operand.len() == 2 {
                reference.insert((o.clone(), operand));
            }
        }
    }
    check_both(&source, 0, reference);
}

#[test]
fn dot_general_with_batch_dimensions() {
    let (lhs, rhs, out) = ([2, 3, 4], [2, 4, 5], [2, 3, 5]);
    let source = module(
        &[t(&lhs), t(&rhs)],
        &format!(
            "%0 = stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : ({}, {}) -> {}",
            t(&lhs),
            t(&rhs),
            t(&out)
        ),
        &out,
    );
    check_both(
        &source,
        0,
        indices(&out).into_iter().flat_map(|o| (0..4).map(move |k| (o.clone(), vec![o[0], o[1], k]))).collect(),
    );
    check_both(
        &source,
        1,
        indices(&out).into_iter().flat_map(|o| (0..4).map(move |k| (o.clone(), vec![o[0], k, o[2]]))).collect(),
    );
}

/// Reference convolution read set (StableHLO spec, NHWC-like layout
/// `[b, 0, f]x[0, i, o]->[b, 0, f]`, one spatial dimension).
#[allow(clippy::too_many_arguments)]
fn conv_reference(
    lhs: [i64; 3],
    rhs: [i64; 3],
    out: [i64; 3],
    stride: i64,
    pad: (i64, i64),
    lhs_dil: i64,
    rhs_dil: i64,
    reverse: bool,
    feature_groups: i64,
    batch_groups: i64,
) -> (Relation, Relation) {
    let (mut lhs_reads, mut rhs_reads) = (Relation::new(), Relation::new());
    let (kw, ki) = (rhs[0], rhs[1]);
    let out_features = out[2];
    for o in indices(&out) {
        let (b, x, f) = (o[0], o[1], o[2]);
        let fg = f / (out_features / feature_groups);
        let bg = f / (out_features / batch_groups);
        for s in 0..kw {
            for c in 0..ki {
                let position = x * stride + s * rhs_dil - pad.0;
                let k = if reverse { kw - 1 - s } else { s };
                // Every kernel element of the window is an input of the
                // sum, also over padding or a hole of the lhs dilation
                // (where it multiplies a zero: NaN × 0 is NaN).
                rhs_reads.insert((o.clone(), vec![k, c, f]));
                if position < 0 || position % lhs_dil != 0 || position / lhs_dil >= lhs[1] {
                    continue;
                }
                let batch = bg * (lhs[0] / batch_groups) + b;
                lhs_reads.insert((o.clone(), vec![batch, position / lhs_dil, fg * ki + c]));
            }
        }
    }
    (lhs_reads, rhs_reads)
}

#[test]
fn convolution_with_groups_dilations_padding_reversal() {
    let cases = [
        // lhs, rhs, stride, pad, lhs_dil, rhs_dil, reverse, feature groups, batch groups
        ([1, 7, 2], [3, 2, 3], 2, (1, 1), 1, 1, false, 1, 1),
        ([2, 5, 2], [2, 2, 2], 1, (2, 0), 2, 2, true, 1, 1),
        ([1, 6, 4], [3, 2, 4], 1, (0, 0), 1, 1, false, 2, 1),
        ([4, 6, 2], [2, 2, 4], 1, (0, 1), 1, 1, false, 1, 2),
    ];
    for (lhs, rhs, stride, pad, lhs_dil, rhs_dil, reverse, fg, bg) in cases {
        let dilated = (lhs[1] - 1) * lhs_dil + 1 + pad.0 + pad.1;
        let span = (rhs[0] - 1) * rhs_dil + 1;
        let out = [lhs[0] / bg, (dilated - span) / stride + 1, rhs[2]];
        let source = module(
            &[t(&lhs), t(&rhs)],
            &format!(
                "%0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {{stride = [{stride}], pad = [[{}, {}]], lhs_dilate = [{lhs_dil}], rhs_dilate = [{rhs_dil}], reverse = [{reverse}]}} {{batch_group_count = {bg} : i64, feature_group_count = {fg} : i64}} : ({}, {}) -> {}",
                pad.0,
                pad.1,
                t(&lhs),
                t(&rhs),
                t(&out)
            ),
            &out,
        );
        let (lhs_reads, rhs_reads) = conv_reference(lhs, rhs, out, stride, pad, lhs_dil, rhs_dil, reverse, fg, bg);
        check_both(&source, 0, lhs_reads);
        check_both(&source, 1, rhs_reads);
    }
}

#[test]
fn dynamic_slice_and_update_slice_over_all_clamped_starts() {
    let (shape, sizes) = ([5, 4], [2, 3]);
    let source = module(
        &[t(&shape), "tensor<i32>".into(), "tensor<i32>".into()],
        &format!(
            "%0 = stablehlo.dynamic_slice %a0, %a1, %a2, sizes = [2, 3] : ({}, tensor<i32>, tensor<i32>) -> {}",
            t(&shape),
            t(&sizes)
        ),
        &sizes,
    );
    let mut reference = Relation::new();
    for o in indices(&sizes) {
        for start0 in 0..=shape[0] - sizes[0] {
            for start1 in 0..=shape[1] - sizes[1] {
                reference.insert((o.clone(), vec![o[0] + start0, o[1] + start1]));
            }
        }
    }
    check_both(&source, 0, reference);

    // Update shapes: inside both dimensions, spanning one, spanning the
    // operand (its elements are all overwritten: nothing is read), empty.
    for update in [[2, 3], [5, 2], [1, 4], [5, 4], [0, 2]] {
        let source = module(
            &[t(&shape), t(&update), "tensor<i32>".into(), "tensor<i32>".into()],
            &format!(
                "%0 = stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3 : ({}, {}, tensor<i32>, tensor<i32>) -> {}",
                t(&shape),
                t(&update),
                t(&shape)
            ),
            &shape,
        );
        let (mut operand, mut written) = (Relation::new(), Relation::new());
        for o in indices(&shape) {
            for start0 in 0..=shape[0] - update[0] {
                for start1 in 0..=shape[1] - update[1] {
                    let (u0, u1) = (o[0] - start0, o[1] - start1);
                    if (0..update[0]).contains(&u0) && (0..update[1]).contains(&u1) {
                        written.insert((o.clone(), vec![u0, u1]));
                    } else {
                        operand.insert((o.clone(), o.clone()));
                    }
                }
            }
        }
        check_both(&source, 0, operand);
        check_both(&source, 1, written);
    }
}

#[test]
fn gather_with_batching_dims_over_all_clamped_starts() {
    // operand [B=2, 5, 4], indices [B=2, N=3, 1] (index_vector_dim = 2),
    // start_index_map = [1], slices [1, 2, 4] collapsing dim 0 (batching).
    let (operand, idx, out) = ([2, 5, 4], [2, 3, 1], [2, 3, 2, 4]);
    let source = format!(
        "func.func @main(%a0: {}, %a1: tensor<2x3x1xi32>) -> {} {{\n  %0 = \"stablehlo.gather\"(%a0, %a1) <{{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 4>}}> : ({}, tensor<2x3x1xi32>) -> {}\n  return %0 : {}\n}}",
        t(&operand),
        t(&out),
        t(&operand),
        t(&out),
        t(&out)
    );
    let _ = idx;
    let mut reference = Relation::new();
    for o in indices(&out) {
        let (batch, _n, off1, off2) = (o[0], o[1], o[2], o[3]);
        for start in 0..=operand[1] - 2 {
            reference.insert((o.clone(), vec![batch, start + off1, off2]));
        }
    }
    check_both(&source, 0, reference);
    // The index operand: batch b, position n, component 0.
    check_both(&source, 1, indices(&out).into_iter().map(|o| (o.clone(), vec![o[0], o[1], 0])).collect());
}

#[test]
fn scatter_over_all_start_indices() {
    // input [5, 4], indices [3, 1] (index_vector_dim 1), updates [3, 2]:
    // each update row u writes input[start(u) + w, ...]? here: window dim 1
    // of size 2 inserted at column start; row dimension inserted.
    let (input, updates) = ([5, 4], [3, 2]);
    let source = format!(
        "func.func @main(%a0: {}, %a1: tensor<3x2xi32>, %a2: {}) -> {} {{\n  %0 = \"stablehlo.scatter\"(%a0, %a1, %a2) <{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}}> ({{\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %s = stablehlo.add %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n  }}) : ({}, tensor<3x2xi32>, {}) -> {}\n  return %0 : {}\n}}",
        t(&input),
        t(&updates),
        t(&input),
        t(&input),
        t(&updates),
        t(&input),
        t(&input)
    );
    let mut reference = Relation::new();
    for u in indices(&updates) {
        // Full start (row, col): row in [0, 4] (inserted dim, window 1),
        // col in [0, 4 - 2]; out-of-bounds updates are skipped.
        for row in 0..input[0] {
            for col in 0..=input[1] - updates[1] {
                reference.insert((vec![row, col + u[1]], u.clone()));
            }
        }
    }
    check_both(&source, 2, reference);
    // The input itself is read at the same index.
    check_both(&source, 0, indices(&input).into_iter().map(|o| (o.clone(), o)).collect());
    // An index element decides where a whole window lands: input to
    // output, it contributes to every result element (a superset of the
    // reversed output-to-input relation, which has only the index rows at
    // the update's scatter position).
    let context = new_context();
    let module = Module::parse(&context, &source).expect("parses");
    let functions =
        analyze_module(&module.as_operation(), Options { direction: Direction::InputToOutput, fusion: false });
    let entry = functions[0].ops[0].entries.iter().find(|e| e.operand == 1).expect("entry");
    let Maps::Known(maps) = &entry.maps else { panic!("unknown: {:?}", entry.maps) };
    let ours: Relation = maps.iter().flat_map(|m| m.map.relation(1 << 22).expect("small")).collect();
    assert_eq!(ours.len(), 3 * 2 * 5 * 4, "every index element to every result element");
}

#[test]
fn scatter_with_batching_dims_reads_its_own_batch_of_indices() {
    // input [2, 5] with batching dimension 0, indices [2, 1] (batching
    // dimension 0), one scalar update per batch landing at column
    // indices[b, 0]: result (b, c) reads only batch b's index row and
    // update (at any column the index may say).
    let source = "func.func @main(%a0: tensor<2x5xf32>, %a1: tensor<2x1xi32>, %a2: tensor<2xf32>) -> tensor<2x5xf32> {\n  %0 = \"stablehlo.scatter\"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    stablehlo.return %y : tensor<f32>\n  }) : (tensor<2x5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<2x5xf32>\n  return %0 : tensor<2x5xf32>\n}";
    let out = indices(&[2, 5]);
    check_both(source, 0, out.iter().map(|o| (o.clone(), o.clone())).collect());
    check_result(source, 0, 1, &out.iter().map(|o| (o.clone(), vec![o[0], 0])).collect());
    check_both(source, 2, out.iter().map(|o| (o.clone(), vec![o[0]])).collect());
}

#[test]
fn select_and_scatter_reads_every_covering_window() {
    let (operand, window, stride, pad) = ([6, 5], [2, 3], [2, 1], [(0, 1), (1, 1)]);
    let source: Vec<i64> = (0..2).map(|k| (operand[k] + pad[k].0 + pad[k].1 - window[k]) / stride[k] + 1).collect();
    let src = format!(
        "func.func @main(%a0: {}, %a1: {}, %a2: tensor<f32>) -> {} {{\n  %0 = \"stablehlo.select_and_scatter\"(%a0, %a1, %a2) <{{padding = dense<[[{}, {}], [{}, {}]]> : tensor<2x2xi64>, window_dimensions = array<i64: {}, {}>, window_strides = array<i64: {}, {}>}}> ({{\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>\n    stablehlo.return %c : tensor<i1>\n  }}, {{\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %s = stablehlo.add %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n  }}) : ({}, {}, tensor<f32>) -> {}\n  return %0 : {}\n}}",
        t(&operand),
        t(&source),
        t(&operand),
        pad[0].0,
        pad[0].1,
        pad[1].0,
        pad[1].1,
        window[0],
        window[1],
        stride[0],
        stride[1],
        t(&operand),
        t(&source),
        t(&operand),
        t(&operand)
    );
    let (mut source_reads, mut operand_reads) = (Relation::new(), Relation::new());
    for w in indices(&source) {
        let positions: Vec<Vec<i64>> = indices(&window)
            .into_iter()
            .map(|p| (0..2).map(|k| w[k] * stride[k] + p[k] - pad[k].0).collect::<Vec<i64>>())
            .filter(|q| (0..2).all(|k| 0 <= q[k] && q[k] < operand[k]))
            .collect();
        for d in &positions {
            source_reads.insert((d.clone(), w.clone()));
            for q in &positions {
                operand_reads.insert((d.clone(), q.clone()));
            }
        }
    }
    check_both(&src, 1, source_reads);
    check_both(&src, 0, operand_reads);
}

#[test]
fn tensor_reshapes_slices_and_concat() {
    // collapse_shape and expand_shape relinearize row-major, like stablehlo.reshape.
    let (shape, out) = ([2, 3, 4], [6, 4]);
    let source = module(
        &[t(&shape)],
        &format!("%0 = tensor.collapse_shape %a0 [[0, 1], [2]] : {} into {}", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![o[0] / 3, o[0] % 3, o[1]])).collect());

    let (shape, out) = ([6, 4], [6, 2, 2]);
    let source = module(
        &[t(&shape)],
        &format!("%0 = tensor.expand_shape %a0 [[0], [1, 2]] output_shape [6, 2, 2] : {} into {}", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![o[0], 2 * o[1] + o[2]])).collect());

    // Strided, rank-reducing extract_slice: the dropped unit dimension reads its offset.
    let (shape, out) = ([5, 3, 4], [2, 2]);
    let source = module(
        &[t(&shape)],
        &format!("%0 = tensor.extract_slice %a0[1, 2, 1] [2, 1, 2] [2, 1, 1] : {} to {}", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![1 + 2 * o[0], 2, 1 + o[1]])).collect());

    let out = [2, 5];
    let source = module(
        &[t(&[2, 3]), t(&[2, 2])],
        &format!("%0 = tensor.concat dim(1) %a0, %a1 : ({}, {}) -> {}", t(&[2, 3]), t(&[2, 2]), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().filter(|o| o[1] < 3).map(|o| (o.clone(), o)).collect());
    check_both(
        &source,
        1,
        indices(&out).into_iter().filter(|o| o[1] >= 3).map(|o| (o.clone(), vec![o[0], o[1] - 3])).collect(),
    );
}

#[test]
fn linalg_named_ops_against_their_definitions() {
    // matmul: C[i, j] += A[i, k] * B[k, j]; the init is read at the output index.
    let out = [2, 3];
    let source = module(
        &[t(&[2, 4]), t(&[4, 3]), t(&out)],
        &format!(
            "%0 = linalg.matmul ins(%a0, %a1 : {}, {}) outs(%a2 : {}) -> {}",
            t(&[2, 4]),
            t(&[4, 3]),
            t(&out),
            t(&out)
        ),
        &out,
    );
    check_both(
        &source,
        0,
        indices(&out).into_iter().flat_map(|o| (0..4).map(move |k| (o.clone(), vec![o[0], k]))).collect(),
    );
    check_both(
        &source,
        1,
        indices(&out).into_iter().flat_map(|o| (0..4).map(move |k| (o.clone(), vec![k, o[1]]))).collect(),
    );
    check_both(&source, 2, indices(&out).into_iter().map(|o| (o.clone(), o)).collect());

    // Strided, dilated NHWC/HWCF convolution.
    let (input, filter, out) = ([1, 5, 6, 2], [2, 2, 2, 3], [1, 2, 4, 3]);
    let source = module(
        &[t(&input), t(&filter), t(&out)],
        &format!(
            "%0 = linalg.conv_2d_nhwc_hwcf {{dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}} ins(%a0, %a1 : {}, {}) outs(%a2 : {}) -> {}",
            t(&input),
            t(&filter),
            t(&out),
            t(&out)
        ),
        &out,
    );
    let (mut input_reads, mut filter_reads) = (Relation::new(), Relation::new());
    for o in indices(&out) {
        for k in indices(&filter[..3]) {
            input_reads.insert((o.clone(), vec![o[0], 2 * o[1] + k[0], o[2] + 2 * k[1], k[2]]));
            filter_reads.insert((o.clone(), vec![k[0], k[1], k[2], o[3]]));
        }
    }
    check_both(&source, 0, input_reads);
    check_both(&source, 1, filter_reads);

    // transpose: result dimension i is input dimension permutation[i].
    let (shape, out) = ([2, 3, 4], [4, 2, 3]);
    let source = module(
        &[t(&shape), t(&out)],
        &format!("%0 = linalg.transpose ins(%a0 : {}) outs(%a1 : {}) permutation = [2, 0, 1]", t(&shape), t(&out)),
        &out,
    );
    check_both(&source, 0, indices(&out).into_iter().map(|o| (o.clone(), vec![o[1], o[2], o[0]])).collect());

    // reduce over dimension 1 reads the whole row.
    let (shape, out) = ([3, 4], [3]);
    let source = module(
        &[t(&shape), t(&out)],
        &format!(
            "%0 = linalg.reduce ins(%a0 : {}) outs(%a1 : {}) dimensions = [1]\n    (%in: f32, %acc: f32) {{\n      %s = arith.addf %in, %acc : f32\n      linalg.yield %s : f32\n    }}",
            t(&shape),
            t(&out)
        ),
        &out,
    );
    check_both(
        &source,
        0,
        indices(&out).into_iter().flat_map(|o| (0..4).map(move |j| (o.clone(), vec![o[0], j]))).collect(),
    );
}

#[test]
fn linalg_generic_with_affine_operand_maps() {
    // out[i] = sum_k in[i + k] * w[k]: the reduction dimension becomes a symbol.
    let out = [4];
    let source = module(
        &[t(&[6]), t(&[3]), t(&out)],
        &format!(
            "%0 = linalg.generic {{indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]}} ins(%a0, %a1 : {}, {}) outs(%a2 : {}) {{\n  ^bb0(%x: f32, %w: f32, %acc: f32):\n    %m = arith.mulf %x, %w : f32\n    %s = arith.addf %m, %acc : f32\n    linalg.yield %s : f32\n  }} -> {}",
            t(&[6]),
            t(&[3]),
            t(&out),
            t(&out)
        ),
        &out,
    );
    check_both(
        &source,
        0,
        indices(&out).into_iter().flat_map(|o| (0..3).map(move |k| (o.clone(), vec![o[0] + k]))).collect(),
    );
    check_both(&source, 1, indices(&out).into_iter().flat_map(|o| (0..3).map(move |k| (o.clone(), vec![k]))).collect());
}

#[test]
fn tensor_pad_insert_slice_extract_insert() {
    // pad low [1, 0] high [2, 1]: the source is read inside, padding reads nothing of it.
    let (shape, out) = ([3, 2], [6, 3]);
    let source = module(
        &[t(&shape), "f32".into()],
        &format!(
            "%0 = tensor.pad %a0 low[1, 0] high[2, 1] {{\n  ^bb0(%i: index, %j: index):\n    tensor.yield %a1 : f32\n  }} : {} to {}",
            t(&shape),
            t(&out)
        ),
        &out,
    );
    check_both(
        &source,
        0,
        indices(&out)
            .into_iter()
            .filter(|o| (1..4).contains(&o[0]) && o[1] < 2)
            .map(|o| (o.clone(), vec![o[0] - 1, o[1]]))
            .collect(),
    );

    // A strided, rank-reducing insert_slice of a 2x2 source into a 5x3x4
    // destination at offsets [1, 2, 1], sizes [2, 1, 2], strides [2, 1, 1].
    let (small, out) = ([2, 2], [5, 3, 4]);
    let source = module(
        &[t(&small), t(&out)],
        &format!("%0 = tensor.insert_slice %a0 into %a1[1, 2, 1] [2, 1, 2] [2, 1, 1] : {} into {}", t(&small), t(&out)),
        &out,
    );
    let mut reads = Relation::new();
    for s in indices(&small) {
        reads.insert((vec![1 + 2 * s[0], 2, 1 + s[1]], s));
    }
    check_both(&source, 0, reads);
    // The destination is read at the same index: the documented sound
    // superset (the overwritten elements included), as for dynamic_update_slice.
    check_both(&source, 1, indices(&out).into_iter().map(|o| (o.clone(), o)).collect());

    // extract at runtime indices: any in-bounds element.
    let shape = [3, 2];
    let source = module(
        &[t(&shape), "index".into(), "index".into()],
        &format!("%0 = tensor.extract %a0[%a1, %a2] : {}", t(&shape)),
        &[],
    );
    let source = source.replace("-> tensor<f32>", "-> f32").replace("return %0 : tensor<f32>", "return %0 : f32");
    check_both(&source, 0, indices(&shape).into_iter().map(|i| (vec![], i)).collect());

    // insert at runtime indices: every element may be the scalar.
    let shape = [3, 2];
    let source = module(
        &["f32".into(), t(&shape), "index".into(), "index".into()],
        &format!("%0 = tensor.insert %a0 into %a1[%a2, %a3] : {}", t(&shape)),
        &shape,
    );
    check_both(&source, 0, indices(&shape).into_iter().map(|o| (o, vec![])).collect());
    check_both(&source, 1, indices(&shape).into_iter().map(|o| (o.clone(), o)).collect());
}

#[test]
fn linalg_softmax_pack_unpack() {
    let shape = [2, 5];
    let source = module(
        &[t(&shape), t(&shape)],
        &format!(
            "%0 = linalg.softmax dimension(1) ins(%a0 : {}) outs(%a1 : {}) -> {}",
            t(&shape),
            t(&shape),
            t(&shape)
        ),
        &shape,
    );
    check_both(
        &source,
        0,
        indices(&shape).into_iter().flat_map(|o| (0..5).map(move |j| (o.clone(), vec![o[0], j]))).collect(),
    );
    check_both(&source, 1, Relation::new());

    // pack 5x6 into 2x3x2x4: tiles [2, 4] on dims [0, 1], outer dims swapped,
    // the last row and the last two columns of tiles are padding.
    let (unpacked, packed) = ([5, 6], [2, 3, 2, 4]);
    let source = module(
        &[t(&unpacked), t(&packed), "f32".into()],
        &format!(
            "%0 = linalg.pack %a0 padding_value(%a2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %a1 : {} -> {}",
            t(&unpacked),
            t(&packed)
        ),
        &packed,
    );
    let element = |p: &[i64]| vec![p[1] * 2 + p[2], p[0] * 4 + p[3]];
    check_both(
        &source,
        0,
        indices(&packed)
            .into_iter()
            .filter(|p| {
                let e = element(p);
                e[0] < 5 && e[1] < 6
            })
            .map(|p| (p.clone(), element(&p)))
            .collect(),
    );
    check_both(&source, 1, Relation::new());

    // unpack it back.
    let source = module(
        &[t(&packed), t(&unpacked)],
        &format!(
            "%0 = linalg.unpack %a0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %a1 : {} -> {}",
            t(&packed),
            t(&unpacked)
        ),
        &unpacked,
    );
    check_both(
        &source,
        0,
        indices(&unpacked).into_iter().map(|k| (k.clone(), vec![k[1] / 4, k[0] / 2, k[0] % 2, k[1] % 4])).collect(),
    );
}

#[test]
fn tensor_slices_at_runtime_offsets() {
    // extract_slice at [%i, 1]: every in-bounds offset %i in [0, 3].
    let (shape, out) = ([5, 4], [2, 2]);
    let source = module(
        &[t(&shape), "index".into()],
        &format!("%0 = tensor.extract_slice %a0[%a1, 1] [2, 2] [1, 1] : {} to {}", t(&shape), t(&out)),
        &out,
    );
    check_both(
        &source,
        0,
        indices(&out).into_iter().flat_map(|o| (0..4).map(move |rt| (o.clone(), vec![o[0] + rt, o[1] + 1]))).collect(),
    );
    check_both(&source, 1, indices(&out).into_iter().map(|o| (o, vec![])).collect());

    // insert_slice at [%i, 1] with stride 2 along the dynamic dimension.
    let (small, out) = ([2, 2], [5, 4]);
    let source = module(
        &[t(&small), t(&out), "index".into()],
        &format!("%0 = tensor.insert_slice %a0 into %a1[%a2, 1] [2, 2] [2, 1] : {} into {}", t(&small), t(&out)),
        &out,
    );
    let mut reads = Relation::new();
    for rt in 0..=2 {
        for s in indices(&small) {
            reads.insert((vec![rt + 2 * s[0], 1 + s[1]], s));
        }
    }
    check_both(&source, 0, reads);
}

/// A module whose `@main` runs `op` (a full op line defining `%0`, with
/// `results` results) on arguments of `args` and returns result 0.
fn module_of(args: &[&str], op: &str, result: &str) -> String {
    let args: Vec<String> = args.iter().enumerate().map(|(i, t)| format!("%a{i}: {t}")).collect();
    format!("func.func @main({}) -> {result} {{\n  {op}\n  return %0 : {result}\n}}", args.join(", "))
}

#[test]
fn collectives_over_every_group_position() {
    // all_to_all 4x6, split along 0 in 2 blocks, concatenated along 1: the
    // process at position p receives block p of each process's operand.
    let source = module_of(
        &["tensor<4x6xf32>"],
        "%0 = \"stablehlo.all_to_all\"(%a0) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x6xf32>) -> tensor<2x12xf32>",
        "tensor<2x12xf32>",
    );
    let reference = (0..2)
        .flat_map(|p| indices(&[2, 12]).into_iter().map(move |o| (o.clone(), vec![p * 2 + o[0], o[1] % 6])))
        .collect();
    check_both(&source, 0, reference);
    // Split and concatenated along the same dimension, 4 processes: result
    // row d is row r = d mod 2 of block p of process d floordiv 2.
    let source = module_of(
        &["tensor<8x3xf32>"],
        "%0 = \"stablehlo.all_to_all\"(%a0) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x3xf32>) -> tensor<8x3xf32>",
        "tensor<8x3xf32>",
    );
    let reference = (0..4)
        .flat_map(|p| indices(&[8, 3]).into_iter().map(move |o| (o.clone(), vec![p * 2 + o[0] % 2, o[1]])))
        .collect();
    check_both(&source, 0, reference);
    // reduce_scatter 2x8 along 1 over 4 processes: position p keeps columns
    // 2p, 2p + 1 of the sum.
    let source = module_of(
        &["tensor<2x8xf32>"],
        "%0 = \"stablehlo.reduce_scatter\"(%a0) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64}> ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %s = stablehlo.add %x, %y : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n  }) : (tensor<2x8xf32>) -> tensor<2x2xf32>",
        "tensor<2x2xf32>",
    );
    let reference =
        (0..4).flat_map(|p| indices(&[2, 2]).into_iter().map(move |o| (o.clone(), vec![o[0], p * 2 + o[1]]))).collect();
    check_both(&source, 0, reference);
}

#[test]
fn top_k_reads_whole_rows() {
    let source = module_of(
        &["tensor<3x5xf32>"],
        "%0, %1 = chlo.top_k(%a0, k = 2) : tensor<3x5xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)",
        "tensor<3x2xf32>",
    );
    let reference =
        indices(&[3, 2]).into_iter().flat_map(|o| (0..5).map(move |k| (o.clone(), vec![o[0], k]))).collect();
    check_both(&source, 0, reference);
}

/// Every `group_sizes` of `groups` non-negative entries summing to at most
/// `rows` (larger sums are invalid; rows past the sum are in no group).
fn group_sizes(groups: usize, rows: i64) -> Vec<Vec<i64>> {
    let mut all = vec![vec![]];
    for _ in 0..groups {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<i64>| {
                let used: i64 = prefix.iter().sum();
                (0..=rows - used).map(move |n| [prefix.clone(), vec![n]].concat())
            })
            .collect();
    }
    all
}

/// The group of `position` under `sizes` (`None`: past the last group).
fn group_of(sizes: &[i64], position: i64) -> Option<usize> {
    let mut end = 0;
    sizes.iter().position(|&n| {
        end += n;
        position < end
    })
}

#[test]
fn ragged_dot_is_the_union_over_every_group_sizes() {
    // Ragged rows: lhs 3x2, rhs 2 groups of 2x2, group_sizes 2; row m
    // multiplies the matrix of its group and reads the sizes up to it.
    let source = module_of(
        &["tensor<3x2xf32>", "tensor<2x2x2xf32>", "tensor<2xi32>"],
        "%0 = \"chlo.ragged_dot\"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<3x2xf32>, tensor<2x2x2xf32>, tensor<2xi32>) -> tensor<3x2xf32>",
        "tensor<3x2xf32>",
    );
    let mut reference = [Relation::new(), Relation::new(), Relation::new()];
    for sizes in group_sizes(2, 3) {
        for o in indices(&[3, 2]) {
            let Some(g) = group_of(&sizes, o[0]) else { continue };
            for k in 0..2 {
                reference[0].insert((o.clone(), vec![o[0], k]));
                reference[1].insert((o.clone(), vec![g as i64, k, o[1]]));
            }
            for s in 0..=g as i64 {
                reference[2].insert((o.clone(), vec![s]));
            }
        }
    }
    for (operand, relation) in reference.into_iter().enumerate() {
        check_both(&source, operand, relation);
    }
    // Ragged contraction: lhs 2x3, rhs 3x2, 2 groups; result group g sums
    // over the contracted positions of group g.
    let source = module_of(
        &["tensor<2x3xf32>", "tensor<3x2xf32>", "tensor<2xi32>"],
        "%0 = \"chlo.ragged_dot\"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2xi32>) -> tensor<2x2x2xf32>",
        "tensor<2x2x2xf32>",
    );
    let mut reference = [Relation::new(), Relation::new(), Relation::new()];
    for sizes in group_sizes(2, 3) {
        for o in indices(&[2, 2, 2]) {
            for k in (0..3).filter(|&k| group_of(&sizes, k) == Some(o[0] as usize)) {
                reference[0].insert((o.clone(), vec![o[1], k]));
                reference[1].insert((o.clone(), vec![k, o[2]]));
            }
            for s in 0..=o[0] {
                reference[2].insert((o.clone(), vec![s]));
            }
        }
    }
    for (operand, relation) in reference.into_iter().enumerate() {
        check_both(&source, operand, relation);
    }
}

#[test]
fn tensor_from_elements_gather_scatter_dim() {
    // from_elements: element k of the row-major order is operand k.
    let source = module_of(
        &["f32", "f32", "f32", "f32", "f32", "f32"],
        "%0 = tensor.from_elements %a0, %a1, %a2, %a3, %a4, %a5 : tensor<2x3xf32>",
        "tensor<2x3xf32>",
    );
    for k in 0..6 {
        check_both(&source, k, [(vec![k as i64 / 3, k as i64 % 3], vec![])].into_iter().collect());
    }
    // gather of dimensions 0 and 2 (kept, size 1): result (b, 0, s, 0)
    // reads source (idx[b, 0], s, idx[b, 1]) for every in-bounds index.
    let source = module_of(
        &["tensor<3x2x4xf32>", "tensor<2x2xindex>"],
        "%0 = tensor.gather %a0[%a1] gather_dims([0, 2]) : (tensor<3x2x4xf32>, tensor<2x2xindex>) -> tensor<2x1x2x1xf32>",
        "tensor<2x1x2x1xf32>",
    );
    let mut reference = Relation::new();
    for o in indices(&[2, 1, 2, 1]) {
        for (i, k) in indices(&[3, 4]).into_iter().map(|v| (v[0], v[1])) {
            reference.insert((o.clone(), vec![i, o[2], k]));
        }
    }
    check_both(&source, 0, reference);
    check_both(
        &source,
        1,
        indices(&[2, 1, 2, 1]).into_iter().flat_map(|o| (0..2).map(move |j| (o.clone(), vec![o[0], j]))).collect(),
    );
    // Rank-reduced gather of dimension 1.
    let source = module_of(
        &["tensor<3x2x4xf32>", "tensor<2x1xindex>"],
        "%0 = tensor.gather %a0[%a1] gather_dims([1]) unique : (tensor<3x2x4xf32>, tensor<2x1xindex>) -> tensor<2x3x4xf32>",
        "tensor<2x3x4xf32>",
    );
    let reference =
        indices(&[2, 3, 4]).into_iter().flat_map(|o| (0..2).map(move |i| (o.clone(), vec![o[1], i, o[2]]))).collect();
    check_both(&source, 0, reference);
    // scatter of 2 rows (unique) into column positions of a 3x4: result
    // (r, c) is source row b's element r if idx[b] = c, else dest (r, c);
    // the union over every pair of distinct indices.
    let source = module_of(
        &["tensor<2x3x1xf32>", "tensor<3x4xf32>", "tensor<2x1xindex>"],
        "%0 = tensor.scatter %a0 into %a1[%a2] scatter_dims([1]) unique : (tensor<2x3x1xf32>, tensor<3x4xf32>, tensor<2x1xindex>) -> tensor<3x4xf32>",
        "tensor<3x4xf32>",
    );
    let mut reference = [Relation::new(), Relation::new(), Relation::new()];
    for rows in indices(&[4, 4]).into_iter().filter(|v| v[0] != v[1]) {
        for o in indices(&[3, 4]) {
            match rows.iter().position(|&c| c == o[1]) {
                Some(b) => reference[0].insert((o.clone(), vec![b as i64, o[0], 0])),
                None => reference[1].insert((o.clone(), o.clone())),
            };
            for b in 0..2 {
                reference[2].insert((o.clone(), vec![b, 0]));
            }
        }
    }
    for (operand, relation) in reference.into_iter().enumerate() {
        check_both(&source, operand, relation);
    }
    // dim: no element of the tensor, the dimension number.
    let source = module_of(&["tensor<3x4xf32>", "index"], "%0 = tensor.dim %a0, %a1 : tensor<3x4xf32>", "index");
    check_both(&source, 0, Relation::new());
    check_both(&source, 1, [(vec![], vec![])].into_iter().collect());
}

/// The padding value of `stablehlo.pad` is read exactly at the positions
/// no operand element lands on, over every low/high/interior padding of a
/// 1-D and a 2-D operand in a small range (negative padding crops), both
/// directions; the maps are disjoint (every padding position is in one).
fn pad_padding_positions_every_layout() {
    for n in [1i64, 3] {
        for low in -2..=2 {
            for high in -2..=2 {
                for interior in 0..=2 {
                    let out = low + high + n + (n - 1) * interior;
                    if out < 1 {
                        continue;
                    }
                    let source = module(
                        &[t(&[2, n]), t(&[])],
                        &format!(
                            "%0 = stablehlo.pad %a0, %a1, low = [1, {low}], high = [0, {high}], interior = [0, {interior}] : ({}, tensor<f32>) -> {}",
                            t(&[2, n]),
                            t(&[3, out])
                        ),
                        &[3, out],
                    );
                    let on_element = |o: &[i64]| {
                        let x = o[1] - low;
                        o[0] >= 1 && x >= 0 && x % (interior + 1) == 0 && x / (interior + 1) < n
                    };
                    let padding: Relation =
                        indices(&[3, out]).into_iter().filter(|o| !on_element(o)).map(|o| (o, vec![])).collect();
                    let context = new_context();
                    let module = Module::parse(&context, &source).expect("parses");
                    let functions = analyze_module(
                        &module.as_operation(),
                        Options { direction: Direction::OutputToInput, fusion: false },
                    );
                    let entry = functions[0].ops[0].entries.iter().find(|e| e.operand == 1).expect("entry");
                    let Maps::Known(maps) = &entry.maps else { panic!("unknown\n{source}") };
                    let sizes: usize = maps.iter().map(|m| m.map.relation(1 << 22).expect("small").len()).sum();
                    assert_eq!(sizes, padding.len(), "padding regions overlap\n{source}");
                    check_both(&source, 1, padding);
                }
            }
        }
    }
}

/// A deterministic pseudo-random sequence (64-bit LCG), so the observed
/// relations are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: i64) -> i64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as i64
    }
}

impl Lcg {
    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        self.below(1 << 20) as f64 / (1u64 << 20) as f64
    }
}

/// Every value in `0..n` but `v`.
fn others(n: i64) -> impl Fn(i64) -> Vec<i64> {
    move |v| (0..n).filter(|&w| w != v).collect()
}

/// An element value whose changes the execution references observe: two
/// results are the same value when they are bit for bit equal (so `-0.0`
/// differs from `0.0`), or both NaN (whatever the payload).
trait Element: Copy {
    fn same(self, other: Self) -> bool;
}

impl Element for i64 {
    fn same(self, other: Self) -> bool {
        self == other
    }
}

impl Element for f64 {
    fn same(self, other: Self) -> bool {
        self.to_bits() == other.to_bits() || (self.is_nan() && other.is_nan())
    }
}

/// The alternatives every floating-point element is also changed to: a
/// dependence that only non-finite values reveal (`0 × NaN`) is observed
/// too (docs/contract.md, "What reads means").
const NON_FINITE: [f64; 4] = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0];

/// `finite(v)` and the [`NON_FINITE`] values.
fn with_non_finite(finite: impl Fn(f64) -> f64) -> impl Fn(f64) -> Vec<f64> {
    move |v| std::iter::once(finite(v)).chain(NON_FINITE).collect()
}

/// The dependence relation observed by running `eval` (operands as
/// row-major element vectors of `operands`' shapes, results likewise):
/// (result `r`, operand `j`) holds (output index, operand index) when
/// changing that operand element, all else equal, changes that result
/// element, over `trials` inputs drawn by `draw`, each element changed to
/// each of its `alternatives`. A lower bound of the true relation (exact
/// when the trials hit every case, which small shapes and values, or
/// generic real values, make near certain; the seed is fixed).
fn observed_dependence<T: Element>(
    operands: &[&[i64]],
    results: &[&[i64]],
    trials: usize,
    draw: impl Fn(&mut Lcg) -> T,
    alternatives: impl Fn(T) -> Vec<T>,
    eval: impl Fn(&[Vec<T>]) -> Vec<Vec<T>>,
) -> Vec<Vec<Relation>> {
    let operand_indices: Vec<Vec<Vec<i64>>> = operands.iter().map(|s| indices(s)).collect();
    let result_indices: Vec<Vec<Vec<i64>>> = results.iter().map(|s| indices(s)).collect();
    let mut relations = vec![vec![Relation::new(); operands.len()]; results.len()];
    let mut random = Lcg(7);
    for _ in 0..trials {
        let input: Vec<Vec<T>> =
            operand_indices.iter().map(|all| all.iter().map(|_| draw(&mut random)).collect()).collect();
        let base = eval(&input);
        for j in 0..operands.len() {
            for (q, at) in operand_indices[j].iter().enumerate() {
                for v in alternatives(input[j][q]) {
                    let mut changed = input.clone();
                    changed[j][q] = v;
                    let out = eval(&changed);
                    for r in 0..results.len() {
                        for (p, o) in result_indices[r].iter().enumerate() {
                            if !out[r][p].same(base[r][p]) {
                                relations[r][j].insert((o.clone(), at.clone()));
                            }
                        }
                    }
                }
            }
        }
    }
    relations
}

/// Checks every (result, operand) entry of `source` against the
/// definition: `reads[r][j]` says whether result `r` reads operand `j`
/// (its elements are inputs of the result's computation), `whole(r, j)` is
/// the relation it reads then; and that relation must contain what running
/// the op `observed` (no unsound entry against execution). Execution can
/// show less than the definition (an element read to break a tie between
/// equal values changes no value): `value_exact` says whether this case
/// has none of those, so the maps must equal the observed relation too.
fn check_reads(
    source: &str,
    reads: &[&[bool]],
    whole: impl Fn(usize, usize) -> Relation,
    observed: &[Vec<Relation>],
    value_exact: bool,
) {
    for (r, row) in observed.iter().enumerate() {
        for (j, seen) in row.iter().enumerate() {
            let reference = if reads[r][j] { whole(r, j) } else { Relation::new() };
            assert!(seen.is_subset(&reference), "the definition misses what execution shows: ({r}, {j})\n{source}");
            assert!(
                !value_exact || *seen == reference,
                "execution shows less than the definition: ({r}, {j})\n{source}"
            );
            check_result(source, r, j, &reference);
        }
    }
}

/// `stablehlo.sort` of `n` operands of 2x3 along dimension 1 with
/// `comparator` (the region's body, arguments `%l0, %r0, %l1, %r1, ...`).
fn sort_source(n: usize, comparator: &str) -> String {
    let ty = "tensor<2x3xi32>";
    let args: Vec<String> = (0..n).map(|i| format!("%l{i}: tensor<i32>, %r{i}: tensor<i32>")).collect();
    let operands: Vec<String> = (0..n).map(|i| format!("%a{i}")).collect();
    let types = vec![ty; n].join(", ");
    let op = format!(
        "%0:{n} = \"stablehlo.sort\"({}) <{{dimension = 1 : i64, is_stable = true}}> ({{\n  ^bb0({}):\n{comparator}\n  }}) : ({types}) -> ({types})",
        operands.join(", "),
        args.join(", ")
    );
    let params: Vec<String> = (0..n).map(|i| format!("%a{i}: {ty}")).collect();
    format!("func.func @main({}) -> {ty} {{\n  {op}\n  return %0#0 : {ty}\n}}", params.join(", "))
}

/// Runs a stable sort of every row of the 2x3 operands by `key` (the
/// comparator's order on one row position: its operands' elements).
fn run_sort(input: &[Vec<i64>], key: impl Fn(&[Vec<i64>], usize) -> Vec<i64>) -> Vec<Vec<i64>> {
    let mut out = vec![vec![0; 6]; input.len()];
    for row in 0..2 {
        let mut order: Vec<usize> = (row * 3..row * 3 + 3).collect();
        order.sort_by_key(|&q| key(input, q));
        for (p, &q) in order.iter().enumerate() {
            for (j, operand) in input.iter().enumerate() {
                out[j][row * 3 + p] = operand[q];
            }
        }
    }
    out
}

#[test]
fn multi_operand_sort_reads_what_the_comparator_compares() {
    let compare = |a: &str, b: &str| {
        format!(
            "    %c = stablehlo.compare LT, {a}, {b} : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    stablehlo.return %c : tensor<i1>"
        )
    };
    let shape: &[i64] = &[2, 3];
    // (operands compared, comparator, its order key at a row position)
    type Key = fn(&[Vec<i64>], usize) -> Vec<i64>;
    let cases: [(&[bool], String, Key); 4] = [
        // argsort: keys and their positions, only the keys compared.
        (&[true, false], compare("%l0", "%r0"), |x, q| vec![x[0][q]]),
        // Sorted by the second operand.
        (&[false, true], compare("%l1", "%r1"), |x, q| vec![x[1][q]]),
        // Three operands, the first two compared lexicographically (the
        // second breaks ties of the first: result 0's values do not
        // change with it, its elements are read all the same).
        (
            &[true, true, false],
            "    %lt0 = stablehlo.compare LT, %l0, %r0 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    %eq0 = stablehlo.compare EQ, %l0, %r0 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    %lt1 = stablehlo.compare LT, %l1, %r1 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    %tie = stablehlo.and %eq0, %lt1 : tensor<i1>\n    %c = stablehlo.or %lt0, %tie : tensor<i1>\n    stablehlo.return %c : tensor<i1>".into(),
            |x, q| vec![x[0][q], x[1][q]],
        ),
        // Three operands, the last compared.
        (&[false, false, true], compare("%l2", "%r2"), |x, q| vec![x[2][q]]),
    ];
    let rows: Relation =
        indices(shape).into_iter().flat_map(|o| (0..3).map(move |q| (o.clone(), vec![o[0], q]))).collect();
    for (compared, comparator, key) in cases {
        let n = compared.len();
        let source = sort_source(n, &comparator);
        let observed =
            observed_dependence(&vec![shape; n], &vec![shape; n], 400, |r| r.below(3), others(3), |x| run_sort(x, key));
        // Result r reads its own operand and the compared ones, whole rows.
        let reads: Vec<Vec<bool>> = (0..n).map(|r| (0..n).map(|j| j == r || compared[j]).collect()).collect();
        let reads: Vec<&[bool]> = reads.iter().map(|r| r.as_slice()).collect();
        let lexicographic = compared.iter().filter(|&&c| c).count() > 1;
        check_reads(&source, &reads, |_, _| rows.clone(), &observed, !lexicographic);
    }
}

/// `stablehlo.reduce` of two 2x3 inputs along dimension 1 with two init
/// values; `body` computes `%o0, %o1` from the accumulators `%a, %b` and
/// the inputs `%x, %y` (components 0 and 1).
fn reduce_source(body: &str) -> String {
    let (ty, out) = ("tensor<2x3xi32>", "tensor<2xi32>");
    format!(
        "func.func @main(%a0: {ty}, %a1: {ty}, %a2: tensor<i32>, %a3: tensor<i32>) -> {out} {{\n  %0:2 = stablehlo.reduce(%a0 init: %a2), (%a1 init: %a3) across dimensions = [1] : ({ty}, {ty}, tensor<i32>, tensor<i32>) -> ({out}, {out})\n    reducer(%a: tensor<i32>, %x: tensor<i32>) (%b: tensor<i32>, %y: tensor<i32>) {{\n{body}\n      stablehlo.return %o0, %o1 : tensor<i32>, tensor<i32>\n    }}\n  return %0#0 : {out}\n}}"
    )
}

#[test]
fn variadic_reduce_reads_what_its_body_combines() {
    // (inputs each result reads, body, its function on (a, b, x, y),
    // whether every element read changes a value); values stay small.
    type Body = fn(i64, i64, i64, i64) -> (i64, i64);
    let cases: [([[bool; 2]; 2], &str, Body, bool); 5] = [
        // Two independent sums.
        (
            [[true, false], [false, true]],
            "      %o0 = stablehlo.add %a, %x : tensor<i32>\n      %o1 = stablehlo.add %b, %y : tensor<i32>",
            |a, b, x, y| ((a + x) % 5, (b + y) % 5),
            true,
        ),
        // argmax: the larger value and its index (ties to the smaller
        // index): both components read both inputs (the value result's
        // values do not change with the index read to break a tie).
        (
            [[true, true], [true, true]],
            "      %gt = stablehlo.compare GT, %a, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      %eq = stablehlo.compare EQ, %a, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      %le = stablehlo.compare LE, %b, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      %tie = stablehlo.and %eq, %le : tensor<i1>\n      %keep = stablehlo.or %gt, %tie : tensor<i1>\n      %o0 = stablehlo.select %keep, %a, %x : tensor<i1>, tensor<i32>\n      %o1 = stablehlo.select %keep, %b, %y : tensor<i1>, tensor<i32>",
            |a, b, x, y| if a > x || (a == x && b <= y) { (a, b) } else { (x, y) },
            false,
        ),
        // XLA's VariadicReduceOp body: the maximum selected by comparing
        // values only (result 0 reads no position), its position along.
        (
            [[true, false], [true, true]],
            "      %ge = stablehlo.compare GE, %a, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      %o0 = stablehlo.select %ge, %a, %x : tensor<i1>, tensor<i32>\n      %o1 = stablehlo.select %ge, %b, %y : tensor<i1>, tensor<i32>",
            |a, b, x, y| if a >= x { (a, b) } else { (x, y) },
            true,
        ),
        // Component 1 a sum, component 0 the sum's parity carried along:
        // result 0 reads input 1, through component 1 (transitively).
        (
            [[false, true], [false, true]],
            "      %s = stablehlo.add %b, %y : tensor<i32>\n      %o1 = stablehlo.remainder %s, %c5 : tensor<i32>\n      %o0 = stablehlo.remainder %o1, %c2 : tensor<i32>",
            |_, b, _, y| (((b + y) % 5) % 2, (b + y) % 5),
            true,
        ),
        // Component 0 a maximum, component 1 a constant (a non-empty
        // reduction's result 1 reads no input and no init value).
        (
            [[true, false], [false, false]],
            "      %o0 = stablehlo.maximum %a, %x : tensor<i32>\n      %o1 = stablehlo.add %c1, %c2 : tensor<i32>",
            |a, _, x, _| (a.max(x), 3),
            true,
        ),
    ];
    for (inputs, body, f, value_exact) in cases {
        let constants = "      %c1 = stablehlo.constant dense<1> : tensor<i32>\n      %c2 = stablehlo.constant dense<2> : tensor<i32>\n      %c5 = stablehlo.constant dense<5> : tensor<i32>\n";
        let source = reduce_source(&format!("{constants}{body}"));
        // A left fold from the init values, row by row.
        let run = |input: &[Vec<i64>]| {
            let mut out = vec![vec![0; 2]; 2];
            for row in 0..2 {
                let (mut a, mut b) = (input[2][0], input[3][0]);
                for k in 0..3 {
                    (a, b) = f(a, b, input[0][row * 3 + k], input[1][row * 3 + k]);
                }
                out[0][row] = a;
                out[1][row] = b;
            }
            out
        };
        let (row, init): (&[i64], &[i64]) = (&[2, 3], &[]);
        let observed = observed_dependence(&[row, row, init, init], &[&[2], &[2]], 600, |r| r.below(4), others(4), run);
        // Operands 0, 1 the inputs (whole rows), 2, 3 their init values,
        // read with their input (the rows are not empty).
        let reads: Vec<Vec<bool>> = (0..2).map(|r| (0..4).map(|j| inputs[r][j % 2]).collect()).collect();
        let reads: Vec<&[bool]> = reads.iter().map(|r| r.as_slice()).collect();
        let whole = |_, j| -> Relation {
            (0..2)
                .flat_map(
                    |b| if j < 2 { (0..3).map(|k| (vec![b], vec![b, k])).collect() } else { vec![(vec![b], vec![])] },
                )
                .collect()
        };
        check_reads(&source, &reads, whole, &observed, value_exact);
    }
}

/// `m`x`m` row-major `a` as rows.
fn rows_of(a: &[f64], m: usize) -> Vec<Vec<f64>> {
    a.chunks(m).map(|r| r.to_vec()).collect()
}

/// The transpose of row-major `m`x`n` `x`, row-major.
fn transposed(x: &[f64], m: usize, n: usize) -> Vec<f64> {
    (0..n * m).map(|k| x[(k % m) * n + k / m]).collect()
}

/// Cholesky–Banachiewicz: the lower factor of `a` (`m`x`m`), reading only
/// its lower triangle; the upper triangle of the result is zero.
fn cholesky_lower(a: &[f64], m: usize) -> Vec<f64> {
    let a = rows_of(a, m);
    let mut l = vec![vec![0.0; m]; m];
    for i in 0..m {
        for j in 0..=i {
            let sum = a[i][j] - (0..j).map(|k| l[i][k] * l[j][k]).sum::<f64>();
            l[i][j] = if i == j { sum.sqrt() } else { sum / l[j][j] };
        }
    }
    l.concat()
}

/// A symmetric positive definite `m`x`m` matrix from `random`.
fn spd(random: &mut Lcg, m: usize) -> Vec<f64> {
    let b: Vec<f64> = (0..m * m).map(|_| random.unit() - 0.5).collect();
    (0..m * m)
        .map(|k| {
            let (i, j) = (k / m, k % m);
            (0..m).map(|t| b[i * m + t] * b[j * m + t]).sum::<f64>() + if i == j { m as f64 } else { 0.0 }
        })
        .collect()
}

#[test]
fn cholesky_reads_one_triangle_by_its_dataflow() {
    let m = 4usize;
    let shape: &[i64] = &[4, 4];
    for lower in [true, false] {
        let source = module_of(
            &["tensor<4x4xf64>"],
            &format!("%0 = stablehlo.cholesky %a0, lower = {lower} : tensor<4x4xf64>"),
            "tensor<4x4xf64>",
        );
        // Inputs: a symmetric positive definite matrix, each element moved
        // by 0.01 (the one triangle read stays positive definite).
        let mut random = Lcg(11);
        let inputs: Vec<Vec<f64>> = (0..3).map(|_| spd(&mut random, m)).collect();
        let next = std::cell::Cell::new(0);
        let draw = |_: &mut Lcg| {
            let k = next.get();
            next.set(k + 1);
            inputs[k / (m * m) % 3][k % (m * m)]
        };
        let factor = |x: &[Vec<f64>]| {
            if lower {
                vec![cholesky_lower(&x[0], m)]
            } else {
                vec![transposed(&cholesky_lower(&transposed(&x[0], m, m), m), m, m)]
            }
        };
        let observed = observed_dependence(&[shape], &[shape], 3, draw, with_non_finite(|v| v + 0.01), factor);
        // The computed triangle: exactly what execution shows; the other
        // (implementation-defined, zero here) reads the whole matrix.
        let computed = |o: &[i64]| if lower { o[1] <= o[0] } else { o[0] <= o[1] };
        let mut reference = observed[0][0].clone();
        for o in indices(shape).into_iter().filter(|o| !computed(o)) {
            assert!(!reference.iter().any(|(p, _)| *p == o), "the zero triangle depends on nothing");
            reference.extend(indices(shape).into_iter().map(|q| (o.clone(), q)));
        }
        // Only one triangle of a is read.
        assert!(observed[0][0].iter().all(|(_, q)| computed(q)), "reads the other triangle");
        check_result(&source, 0, 0, &reference);
    }
}

/// Solves `op(a) x = b` (`left_side`) or `x op(a) = b` by substitution,
/// reading only the `lower` (upper) triangle of `a` and its diagonal unless
/// `unit_diagonal`; `a` is `m`x`m`, `b` and `x` are `rows`x`columns`.
fn triangular_solve(
    a: &[f64],
    b: &[f64],
    (m, rows, columns): (usize, usize, usize),
    (left_side, lower, unit_diagonal, transpose): (bool, bool, bool, bool),
) -> Vec<f64> {
    let a = rows_of(a, m);
    // The effective matrix, only the triangle read.
    let effective = |p: usize, q: usize| {
        let (i, j) = if transpose { (q, p) } else { (p, q) };
        if i == j && unit_diagonal {
            1.0
        } else if (lower && j <= i) || (!lower && i <= j) {
            a[i][j]
        } else {
            0.0
        }
    };
    // Left: M x = b column by column. Right: M^T x^T = b^T.
    let (m_of, rhs, count) = if left_side {
        (Box::new(effective) as Box<dyn Fn(usize, usize) -> f64>, b.to_vec(), columns)
    } else {
        (Box::new(move |p, q| effective(q, p)) as Box<dyn Fn(usize, usize) -> f64>, transposed(b, rows, columns), rows)
    };
    let is_lower = (0..m).all(|p| (p + 1..m).all(|q| m_of(p, q) == 0.0));
    let mut x = vec![0.0; m * count];
    for col in 0..count {
        let order: Vec<usize> = if is_lower { (0..m).collect() } else { (0..m).rev().collect() };
        for &t in &order {
            let known: f64 = (0..m).filter(|&k| k != t).map(|k| m_of(t, k) * x[k * count + col]).sum();
            x[t * count + col] = (rhs[t * count + col] - known) / m_of(t, t);
        }
    }
    if left_side { x } else { transposed(&x, m, rows) }
}

#[test]
fn triangular_solve_reads_by_substitution() {
    let (m, other) = (3usize, 2usize);
    for left_side in [true, false] {
        for lower in [true, false] {
            for unit_diagonal in [false, true] {
                for transpose in ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"] {
                    let (rows, columns) = if left_side { (m, other) } else { (other, m) };
                    let b_shape = [rows as i64, columns as i64];
                    let source = module_of(
                        &["tensor<3x3xf64>", &format!("tensor<{rows}x{columns}xf64>")],
                        &format!(
                            "%0 = \"stablehlo.triangular_solve\"(%a0, %a1) <{{left_side = {left_side}, lower = {lower}, transpose_a = #stablehlo<transpose {transpose}>, unit_diagonal = {unit_diagonal}}}> : (tensor<3x3xf64>, tensor<{rows}x{columns}xf64>) -> tensor<{rows}x{columns}xf64>"
                        ),
                        &format!("tensor<{rows}x{columns}xf64>"),
                    );
                    // A well-conditioned a: a heavy diagonal.
                    let draw = |r: &mut Lcg| r.unit() + 1.0;
                    let flags = (left_side, lower, unit_diagonal, transpose != "NO_TRANSPOSE");
                    let solve = |x: &[Vec<f64>]| vec![triangular_solve(&x[0], &x[1], (m, rows, columns), flags)];
                    let observed = observed_dependence(
                        &[&[3, 3], &b_shape],
                        &[&b_shape],
                        3,
                        draw,
                        with_non_finite(|v| v + 0.5),
                        solve,
                    );
                    check_result(&source, 0, 0, &observed[0][0]);
                    check_result(&source, 0, 1, &observed[0][1]);
                    // The same solve as JAX calls LAPACK's ?trsm on CPU
                    // (its options as ASCII letters).
                    let letter = |yes: bool, if_yes: char, if_no: char| (if yes { if_yes } else { if_no }) as u8;
                    let trans = match transpose {
                        "NO_TRANSPOSE" => b'N',
                        "TRANSPOSE" => b'T',
                        _ => b'C',
                    };
                    let lapack = module_of(
                        &["tensor<3x3xf64>", &format!("tensor<{rows}x{columns}xf64>")],
                        &format!(
                            "%0 = stablehlo.custom_call @lapack_dtrsm_ffi(%a0, %a1) {{mhlo.backend_config = {{diag = {} : ui8, side = {} : ui8, trans_x = {trans} : ui8, uplo = {} : ui8}}}} : (tensor<3x3xf64>, tensor<{rows}x{columns}xf64>) -> tensor<{rows}x{columns}xf64>",
                            letter(unit_diagonal, 'U', 'N'),
                            letter(left_side, 'L', 'R'),
                            letter(lower, 'L', 'U')
                        ),
                        &format!("tensor<{rows}x{columns}xf64>"),
                    );
                    check_result(&lapack, 0, 0, &observed[0][0]);
                    check_result(&lapack, 0, 1, &observed[0][1]);
                }
            }
        }
    }
}

/// The function-level relation of (`result`, `argument`) of `@main`,
/// output to input.
fn function_relation(source: &str, result: usize, argument: usize) -> Relation {
    let context = new_context();
    let module = Module::parse(&context, source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
    let reports = analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: true });
    let entries = reports[0].function_indexing.as_ref().expect("function indexing");
    let entry = entries.iter().find(|e| e.result == result && e.operand == argument).expect("entry");
    let Maps::Known(maps) = &entry.maps else { panic!("unknown: {:?}\n{source}", entry.maps) };
    maps.iter().flat_map(|m| m.map.relation(1 << 22).expect("small domain")).collect()
}

#[test]
fn scatter_with_constant_indices_reads_what_lands() {
    // Rows of an 8x3 input updated by 1x3 windows at constant rows (9 is
    // out of range: that update is skipped); the update computation
    // overwrites, or adds.
    for rows in [vec![1, 5], vec![6, 9], vec![2, 2], vec![0, 3, 7]] {
        for (body, add) in [
            ("stablehlo.return %b : tensor<f32>", false),
            ("%s = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %s : tensor<f32>", true),
        ] {
            let n = rows.len();
            let listed: Vec<String> = rows.iter().map(|r| format!("[{r}]")).collect();
            let source = format!(
                "func.func @main(%a0: tensor<8x3xf32>, %a1: tensor<{n}x3xf32>) -> tensor<8x3xf32> {{\n  %i = stablehlo.constant dense<[{}]> : tensor<{n}x1xi32>\n  %0 = \"stablehlo.scatter\"(%a0, %i, %a1) <{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}> ({{\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    {body}\n  }}) : (tensor<8x3xf32>, tensor<{n}x1xi32>, tensor<{n}x3xf32>) -> tensor<8x3xf32>\n  return %0 : tensor<8x3xf32>\n}}",
                listed.join(", ")
            );
            // Run the scatter: updates in order, skipped when out of range;
            // the order of colliding updates is implementation-defined
            // (spec), so the reference is the union over both orders.
            let run = |x: &[Vec<f64>], reversed: bool| {
                let mut out = x[0].clone();
                let mut order: Vec<usize> = (0..rows.len()).collect();
                if reversed {
                    order.reverse();
                }
                for u in order {
                    let row = rows[u];
                    if !(0..8).contains(&row) {
                        continue;
                    }
                    for col in 0..3 {
                        let at = row as usize * 3 + col;
                        out[at] = if add { out[at] + x[1][u * 3 + col] } else { x[1][u * 3 + col] };
                    }
                }
                vec![out]
            };
            let shapes: [&[i64]; 2] = [&[8, 3], &[n as i64, 3]];
            let observe = |reversed| {
                observed_dependence(
                    &shapes,
                    &[&[8, 3]],
                    2,
                    |r| r.unit(),
                    with_non_finite(|v| v + 0.5),
                    |x| run(x, reversed),
                )
            };
            let (forward, backward) = (observe(false), observe(true));
            for argument in 0..2 {
                let ours = function_relation(&source, 0, argument);
                let reference: Relation = forward[0][argument].union(&backward[0][argument]).cloned().collect();
                assert_eq!(ours, reference, "argument {argument}, rows {rows:?}, add {add}\n{source}");
            }
        }
    }
}

#[test]
fn variadic_scatter_reads_inputs_its_combination_reads() {
    // Two inputs scattered together at run-time rows; result 0 overwrites
    // with update 0, result 1 adds input 0's current value to update 1.
    let source = "func.func @main(%x: tensor<4x2xf32>, %y: tensor<4x2xf32>, %i: tensor<2x1xi32>, %u: tensor<2x2xf32>, %v: tensor<2x2xf32>) -> tensor<4x2xf32> {\n  %0:2 = \"stablehlo.scatter\"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):\n    %s = stablehlo.add %a, %d : tensor<f32>\n    stablehlo.return %c, %s : tensor<f32>, tensor<f32>\n  }) : (tensor<4x2xf32>, tensor<4x2xf32>, tensor<2x1xi32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)\n  return %0#0 : tensor<4x2xf32>\n}";
    let same: Relation = indices(&[4, 2]).into_iter().map(|o| (o.clone(), o)).collect();
    // Result 0 holds x where no update lands (any row, at run time) and
    // reads nothing of y; result 1 holds y, and reads x where an update
    // lands (any row).
    check_result(source, 0, 0, &same);
    check_result(source, 0, 1, &Relation::new());
    check_result(source, 1, 0, &same);
    check_result(source, 1, 1, &same);
}

#[test]
fn gather_with_constant_indices_folds_clamped_rows() {
    // Rows 1, 9 (clamped to 7) and 0 of an 8x3 operand.
    let source = "func.func @main(%x: tensor<8x3xf32>) -> tensor<3x3xf32> {\n  %i = stablehlo.constant dense<[[1], [9], [0]]> : tensor<3x1xi32>\n  %0 = \"stablehlo.gather\"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>\n  return %0 : tensor<3x3xf32>\n}";
    let rows = [1, 7, 0];
    let reference: Relation =
        indices(&[3, 3]).into_iter().map(|o| (o.clone(), vec![rows[o[0] as usize], o[1]])).collect();
    assert_eq!(function_relation(source, 0, 0), reference);
}

#[test]
fn tensor_pad_region_reads_its_captured_value_at_padding_positions() {
    // low [1, 2], high [1, 1] around 2x3: the region (yielding %v) runs
    // only where no source element lands.
    let source = "func.func @main(%x: tensor<2x3xf32>, %v: f32) -> tensor<4x6xf32> {\n  %0 = tensor.pad %x low[1, 2] high[1, 1] {\n  ^bb0(%i: index, %j: index):\n    tensor.yield %v : f32\n  } : tensor<2x3xf32> to tensor<4x6xf32>\n  return %0 : tensor<4x6xf32>\n}";
    let padding: Relation = indices(&[4, 6])
        .into_iter()
        .filter(|o| !((1..3).contains(&o[0]) && (2..5).contains(&o[1])))
        .map(|o| (o, vec![]))
        .collect();
    assert_eq!(function_relation(source, 0, 1), padding);
}

#[test]
fn one_index_feeding_several_starts_is_one_runtime_variable() {
    // The same %i for both starts, clamped alike: a diagonal block.
    let source = "func.func @main(%x: tensor<8x8xf32>, %i: tensor<i32>) -> tensor<3x3xf32> {\n  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [3, 3] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>\n  return %0 : tensor<3x3xf32>\n}";
    let diagonal: Relation = indices(&[3, 3])
        .into_iter()
        .flat_map(|o| (0..=5).map(move |s| (o.clone(), vec![o[0] + s, o[1] + s])))
        .collect();
    assert_eq!(function_relation(source, 0, 0), diagonal);
    // Clamped into different intervals (8 - 3 and 8 - 5), the two starts
    // differ where %i > 3: independent variables, every pair of starts.
    let source = "func.func @main(%x: tensor<8x8xf32>, %i: tensor<i32>) -> tensor<3x5xf32> {\n  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [3, 5] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>\n  return %0 : tensor<3x5xf32>\n}";
    let reference: Relation = indices(&[3, 5])
        .into_iter()
        .flat_map(|o| (0..=7).map(move |i: i64| (o.clone(), vec![o[0] + i.min(5), o[1] + i.min(3)])))
        .collect();
    let ours = function_relation(source, 0, 0);
    assert!(reference.is_subset(&ours), "unsound");
    assert!(ours.len() > reference.len(), "a superset here: the starts are tied but not equal (not unified)");
}

#[test]
fn einsum_reads_summed_letters_whole() {
    // (config, lhs, rhs or none, result, reads of each operand at a result
    // index: a function of the index and a summed value).
    let matmul = module_of(
        &["tensor<2x3xf32>", "tensor<3x4xf32>"],
        "%0 = stablehlo.einsum %a0, %a1, config = \"ab,bc->ac\" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>",
        "tensor<2x4xf32>",
    );
    let lhs = indices(&[2, 4]).into_iter().flat_map(|o| (0..3).map(move |s| (o.clone(), vec![o[0], s]))).collect();
    let rhs = indices(&[2, 4]).into_iter().flat_map(|o| (0..3).map(move |s| (o.clone(), vec![s, o[1]]))).collect();
    check_result(&matmul, 0, 0, &lhs);
    check_result(&matmul, 0, 1, &rhs);
    // The diagonal, and a transpose.
    let diagonal = module_of(
        &["tensor<3x3xf32>"],
        "%0 = stablehlo.unary_einsum %a0, config = \"aa->a\" : (tensor<3x3xf32>) -> tensor<3xf32>",
        "tensor<3xf32>",
    );
    check_result(&diagonal, 0, 0, &indices(&[3]).into_iter().map(|o| (o.clone(), vec![o[0], o[0]])).collect());
    let transpose = module_of(
        &["tensor<2x3xf32>"],
        "%0 = stablehlo.unary_einsum %a0, config = \"ab->ba\" : (tensor<2x3xf32>) -> tensor<3x2xf32>",
        "tensor<3x2xf32>",
    );
    check_result(&transpose, 0, 0, &indices(&[3, 2]).into_iter().map(|o| (o.clone(), vec![o[1], o[0]])).collect());
    // A batched product under an ellipsis, the lhs batch of size 1
    // broadcast: it is read at batch 0.
    let batched = module_of(
        &["tensor<1x2x3xf32>", "tensor<4x3x2xf32>"],
        "%0 = stablehlo.einsum %a0, %a1, config = \"...ab,...bc->...ac\" : (tensor<1x2x3xf32>, tensor<4x3x2xf32>) -> tensor<4x2x2xf32>",
        "tensor<4x2x2xf32>",
    );
    let lhs =
        indices(&[4, 2, 2]).into_iter().flat_map(|o| (0..3).map(move |s| (o.clone(), vec![0, o[1], s]))).collect();
    let rhs =
        indices(&[4, 2, 2]).into_iter().flat_map(|o| (0..3).map(move |s| (o.clone(), vec![o[0], s, o[2]]))).collect();
    check_result(&batched, 0, 0, &lhs);
    check_result(&batched, 0, 1, &rhs);
    // A result letter no operand has: unverified IR, unknown (malformed).
    let unnamed = module_of(
        &["tensor<2x3xf32>"],
        "%0 = stablehlo.unary_einsum %a0, config = \"ab->az\" : (tensor<2x3xf32>) -> tensor<2x4xf32>",
        "tensor<2x4xf32>",
    );
    let context = new_context();
    let module = Module::parse(&context, &unnamed).expect("parses");
    let functions =
        analyze_module(&module.as_operation(), Options { direction: Direction::OutputToInput, fusion: false });
    let entry = &functions[0].ops[0].entries[0];
    assert!(matches!(&entry.maps, Maps::Unknown(reason) if reason.to_string().contains("names no operand")));
}

#[test]
fn torch_index_select_reads_the_selected_slice() {
    // operand 3x4x5, index of 2 positions along dim 1: result 3x2x5.
    let plain = module_of(
        &["tensor<3x4x5xf32>", "tensor<2xi32>"],
        "%0 = \"stablehlo.torch_index_select\"(%a0, %a1) <{batch_dims = 0 : i64, dim = 1 : i64}> : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<3x2x5xf32>",
        "tensor<3x2x5xf32>",
    );
    let operand =
        indices(&[3, 2, 5]).into_iter().flat_map(|o| (0..4).map(move |p| (o.clone(), vec![o[0], p, o[2]]))).collect();
    check_result(&plain, 0, 0, &operand);
    check_result(&plain, 0, 1, &indices(&[3, 2, 5]).into_iter().map(|o| (o.clone(), vec![o[1]])).collect());
    // One batch dimension shared by operand 2x4x5 and index 2x3.
    let batched = module_of(
        &["tensor<2x4x5xf32>", "tensor<2x3xi32>"],
        "%0 = \"stablehlo.torch_index_select\"(%a0, %a1) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<2x4x5xf32>, tensor<2x3xi32>) -> tensor<2x3x5xf32>",
        "tensor<2x3x5xf32>",
    );
    let operand =
        indices(&[2, 3, 5]).into_iter().flat_map(|o| (0..4).map(move |p| (o.clone(), vec![o[0], p, o[2]]))).collect();
    check_result(&batched, 0, 0, &operand);
    check_result(&batched, 0, 1, &indices(&[2, 3, 5]).into_iter().map(|o| (o.clone(), vec![o[0], o[1]])).collect());
}
