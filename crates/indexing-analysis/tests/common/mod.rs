//! Random small StableHLO programs for the fusion tests, with a reference
//! of what they read: for every element of every value, the set of
//! argument elements it depends on, computed from the StableHLO
//! specification op by op (runtime start indices range over every value).

#![allow(dead_code)]

/// Reached (value, index) pairs by (value, index), memoized.
type Memo = HashMap<(usize, Vec<usize>), BTreeSet<(usize, Vec<usize>)>>;

use std::collections::{BTreeSet, HashMap};

/// Where the generator's choices come from: a seeded generator in the
/// tests, a fuzzer's bytes in the structure-aware fuzz target
/// (`fuzz/src/bin/programs.rs`, which includes this file).
pub trait Choose {
    /// A choice in `0..n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize;
}

/// A small deterministic generator (64-bit LCG).
pub struct Random(pub u64);

impl Random {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

impl Choose for Random {
    fn below(&mut self, n: usize) -> usize {
        Random::below(self, n)
    }
}

/// Choices read from bytes: each takes the next byte (two below 65536)
/// modulo `n`; 0 once the bytes are used up, so that any input gives a
/// program (a fuzzer's mutations then change one choice at a time).
pub struct Bytes<'a>(pub &'a [u8]);

impl Choose for Bytes<'_> {
    fn below(&mut self, n: usize) -> usize {
        let width = if n > 256 { 2 } else { 1 };
        let take = width.min(self.0.len());
        let (head, rest) = self.0.split_at(take);
        self.0 = rest;
        let value = head.iter().fold(0usize, |acc, &b| acc << 8 | usize::from(b));
        value % n.max(1)
    }
}

/// One op of a program; operands are value numbers (0 and 1 are the tensor
/// arguments; the i32 scalar argument, number 2 among the function's
/// arguments, is only used as a start index).
#[derive(Clone, Debug)]
pub enum Op {
    Negate(usize),
    Add(usize, usize),
    Transpose(usize, Vec<usize>),
    /// Operand, result dims of the operand's dims, result shape.
    Broadcast(usize, Vec<usize>, Vec<usize>),
    /// Sum over the given dimensions.
    Reduce(usize, Vec<usize>),
    Reshape(usize, Vec<usize>),
    /// Operand, starts, limits, strides.
    Slice(usize, Vec<usize>, Vec<usize>, Vec<usize>),
    Reverse(usize, usize),
    /// `concatenate v, v, dim = 0`.
    ConcatSelf(usize),
    /// Operand, low, high, interior (padding value 0).
    Pad(usize, Vec<i64>, Vec<i64>, Vec<i64>),
    /// Operand, sizes; every start index is the scalar argument.
    DynamicSlice(usize, Vec<usize>),
    /// `dot_general v, v` contracting the last dimension of both.
    DotSelf(usize),
    /// Rows of a rank-2 value gathered by an iota of this length (start
    /// indices clamped where the iota runs past the last row).
    GatherIotaRows(usize, usize),
    /// A `custom_call`: no maps (`unknown`), never in reference programs.
    Opaque(usize),
    /// `stablehlo.case` on the scalar argument with two branches capturing
    /// values of the same shape: the first returns `negate(v)`, the second
    /// `reverse(w)` along dimension 0 (`add(w, w)` for a scalar).
    Case(usize, usize),
    /// `stablehlo.while` carrying a counter (from the scalar argument,
    /// compared with 3 by the condition) and two values `x`, `y` of the
    /// same shape from the operands; the op's value is the sum of the two
    /// carried results. The body, by kind: 0 `x' = negate(x), y' = y`;
    /// 1 `x' = y, y' = x`; 2 `x' = reverse(x) along 0, y' = y + x`;
    /// 3 `x'` = `x` shifted by one along dimension 0 (zero at the end, a
    /// padding value captured from outside), `y' = y`.
    While(usize, usize, usize),
}

/// A function `@main(%a0, %a1, %i: tensor<i32>)` returning two values.
pub struct Program {
    pub shapes: Vec<Vec<usize>>,
    pub ops: Vec<Op>,
    pub returned: [usize; 2],
}

fn tensor(shape: &[usize]) -> String {
    if shape.is_empty() {
        "tensor<f32>".to_owned()
    } else {
        format!("tensor<{}xf32>", shape.iter().map(|n| n.to_string()).collect::<Vec<_>>().join("x"))
    }
}

fn list<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

fn name(value: usize) -> String {
    if value < 2 { format!("%a{value}") } else { format!("%v{value}") }
}

impl Op {
    fn operands(&self) -> Vec<usize> {
        match self {
            Op::Add(a, b) | Op::Case(a, b) | Op::While(a, b, _) => vec![*a, *b],
            Op::Negate(v)
            | Op::Transpose(v, _)
            | Op::Broadcast(v, ..)
            | Op::Reduce(v, _)
            | Op::Reshape(v, _)
            | Op::Slice(v, ..)
            | Op::Reverse(v, _)
            | Op::ConcatSelf(v)
            | Op::Pad(v, ..)
            | Op::DynamicSlice(v, _)
            | Op::DotSelf(v)
            | Op::GatherIotaRows(v, _)
            | Op::Opaque(v) => vec![*v],
        }
    }

    /// The result shape, given the operand's.
    fn result_shape(&self, s: &[usize]) -> Vec<usize> {
        match self {
            Op::Negate(_) | Op::Add(..) | Op::Reverse(..) | Op::Opaque(_) | Op::Case(..) | Op::While(..) => s.to_vec(),
            Op::Transpose(_, perm) => perm.iter().map(|&p| s[p]).collect(),
            Op::Broadcast(_, _, shape) | Op::Reshape(_, shape) | Op::DynamicSlice(_, shape) => shape.clone(),
            Op::Reduce(_, dims) => (0..s.len()).filter(|d| !dims.contains(d)).map(|d| s[d]).collect(),
            Op::Slice(_, start, limit, stride) => {
                (0..s.len()).map(|d| (limit[d] - start[d]).div_ceil(stride[d])).collect()
            }
            Op::ConcatSelf(_) => [vec![s[0] * 2], s[1..].to_vec()].concat(),
            Op::Pad(_, low, high, interior) => {
                (0..s.len()).map(|d| ((s[d] as i64 - 1) * (interior[d] + 1) + 1 + low[d] + high[d]) as usize).collect()
            }
            Op::DotSelf(_) => {
                let free = &s[..s.len() - 1];
                [free, free].concat()
            }
            Op::GatherIotaRows(_, length) => vec![*length, 1, s[1]],
        }
    }

    fn text(&self, s: &[usize], result: &[usize]) -> String {
        let t = tensor(s);
        let r = tensor(result);
        let v = name(self.operands()[0]);
        match self {
            Op::Negate(_) => format!("stablehlo.negate {v} : {t}"),
            Op::Opaque(_) => format!("stablehlo.custom_call @opaque({v}) : ({t}) -> {t}"),
            Op::Add(_, w) => format!("stablehlo.add {v}, {} : {t}", name(*w)),
            // `{result}` names the branch values (unique per op).
            Op::Case(_, w) => {
                let w = name(*w);
                let second = if s.is_empty() {
                    format!("stablehlo.add {w}, {w} : {t}")
                } else {
                    format!("stablehlo.reverse {w}, dims = [0] : {t}")
                };
                format!(
                    "\"stablehlo.case\"(%i) ({{\n    {{result}}_0 = stablehlo.negate {v} : {t}\n    stablehlo.return \
                     {{result}}_0 : {t}\n  }}, {{\n    {{result}}_1 = {second}\n    stablehlo.return {{result}}_1 : {t}\n  \
                     }}) : (tensor<i32>) -> {t}"
                )
            }
            // `{result}` names the op's values (unique per op); the sum of
            // the carried results comes last, on a line of its own.
            Op::While(_, w, kind) => {
                let w = name(*w);
                let x = "{result}x";
                let (x_lines, x_next, y_lines, y_next) = match kind {
                    0 => (
                        format!("{x}n = stablehlo.negate {x} : {t}\n      "),
                        format!("{x}n"),
                        String::new(),
                        "{result}y".to_owned(),
                    ),
                    1 => (String::new(), "{result}y".to_owned(), String::new(), x.to_owned()),
                    2 => (
                        format!("{x}r = stablehlo.reverse {x}, dims = [0] : {t}\n      "),
                        format!("{x}r"),
                        format!("{{result}}ys = stablehlo.add {{result}}y, {x} : {t}\n      "),
                        "{result}ys".to_owned(),
                    ),
                    _ => {
                        let sliced: Vec<usize> = [vec![s[0] - 1], s[1..].to_vec()].concat();
                        let ranges: Vec<String> =
                            s.iter().enumerate().map(|(d, n)| format!("{}:{n}", usize::from(d == 0))).collect();
                        let zeros = vec!["0"; s.len()].join(", ");
                        let high = [vec!["1"], vec!["0"; s.len() - 1]].concat().join(", ");
                        (
                            format!(
                                "{x}s = stablehlo.slice {x} [{}] : ({t}) -> {}\n      {x}p = stablehlo.pad {x}s, %zero, \
                                 low = [{zeros}], high = [{high}], interior = [{zeros}] : ({}, tensor<f32>) -> {t}\n      ",
                                ranges.join(", "),
                                tensor(&sliced),
                                tensor(&sliced)
                            ),
                            format!("{x}p"),
                            String::new(),
                            "{result}y".to_owned(),
                        )
                    }
                };
                format!(
                    "stablehlo.while({{result}}c = %i, {x} = {v}, {{result}}y = {w}) : tensor<i32>, {t}, {t}\n    cond {{\n      \
                     {{result}}l = stablehlo.constant dense<3> : tensor<i32>\n      {{result}}q = stablehlo.compare LT, \
                     {{result}}c, {{result}}l : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      stablehlo.return {{result}}q : \
                     tensor<i1>\n    }} do {{\n      {{result}}o = stablehlo.constant dense<1> : tensor<i32>\n      \
                     {{result}}d = stablehlo.add {{result}}c, {{result}}o : tensor<i32>\n      {x_lines}{y_lines}stablehlo.return \
                     {{result}}d, {x_next}, {y_next} : tensor<i32>, {t}, {t}\n    }}\n  {{value}} = stablehlo.add \
                     {{result}}#1, {{result}}#2 : {t}"
                )
            }
            Op::Transpose(_, perm) => format!("stablehlo.transpose {v}, dims = [{}] : ({t}) -> {r}", list(perm)),
            Op::Broadcast(_, dims, _) => {
                format!("stablehlo.broadcast_in_dim {v}, dims = [{}] : ({t}) -> {r}", list(dims))
            }
            Op::Reduce(_, dims) => format!(
                "stablehlo.reduce({v} init: %zero) applies stablehlo.add across dimensions = [{}] : ({t}, tensor<f32>) -> {r}",
                list(dims)
            ),
            Op::Reshape(..) => format!("stablehlo.reshape {v} : ({t}) -> {r}"),
            Op::Slice(_, start, limit, stride) => {
                let ranges: Vec<String> =
                    (0..s.len()).map(|d| format!("{}:{}:{}", start[d], limit[d], stride[d])).collect();
                format!("stablehlo.slice {v} [{}] : ({t}) -> {r}", ranges.join(", "))
            }
            Op::Reverse(_, d) => format!("stablehlo.reverse {v}, dims = [{d}] : {t}"),
            Op::ConcatSelf(_) => format!("stablehlo.concatenate {v}, {v}, dim = 0 : ({t}, {t}) -> {r}"),
            Op::Pad(_, low, high, interior) => format!(
                "stablehlo.pad {v}, %zero, low = [{}], high = [{}], interior = [{}] : ({t}, tensor<f32>) -> {r}",
                list(low),
                list(high),
                list(interior)
            ),
            Op::DynamicSlice(_, sizes) => format!(
                "stablehlo.dynamic_slice {v}, {}, sizes = [{}] : ({t}, {}) -> {r}",
                vec!["%i"; s.len()].join(", "),
                list(sizes),
                vec!["tensor<i32>"; s.len()].join(", ")
            ),
            Op::DotSelf(_) => {
                let last = s.len() - 1;
                format!("stablehlo.dot_general {v}, {v}, contracting_dims = [{last}] x [{last}] : ({t}, {t}) -> {r}")
            }
            // The iota comes first, on a line of its own.
            Op::GatherIotaRows(_, length) => format!(
                "stablehlo.iota dim = 0 : tensor<{length}x1xi64>\n  {{result}} = \"stablehlo.gather\"({v}, {{iota}}) \
                 <{{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, \
                 indices_are_sorted = false, slice_sizes = array<i64: 1, {}>}}> : ({t}, tensor<{length}x1xi64>) -> {r}",
                s[1]
            ),
        }
    }

    /// The operand elements result element `i` reads, as (operand value,
    /// index) pairs; a dynamic slice also reads the scalar argument
    /// (`None` as the value) and reads, over every value of it, every
    /// clamped window.
    fn reads(&self, s: &[usize], i: &[usize]) -> Vec<(Option<usize>, Vec<usize>)> {
        let v = Some(self.operands()[0]);
        match self {
            Op::Negate(_) => vec![(v, i.to_vec())],
            Op::Add(_, w) => vec![(v, i.to_vec()), (Some(*w), i.to_vec())],
            Op::Case(_, w) => {
                let mut j = i.to_vec();
                if let Some(first) = j.first_mut() {
                    *first = s[0] - 1 - *first;
                }
                vec![(None, Vec::new()), (v, i.to_vec()), (Some(*w), j)]
            }
            Op::While(_, w, kind) => {
                // The union over every number of iterations of what the
                // two carried values read at element `i` (every kind
                // repeats or empties within `2 * elements + 4` iterations);
                // the condition reads the counter, which starts as the
                // scalar argument.
                let elements = indices(s);
                let start = |value: usize| -> Carried {
                    elements.iter().map(|e| (e.clone(), BTreeSet::from([(value, e.clone())]))).collect()
                };
                let (mut x, mut y) = (start(self.operands()[0]), start(*w));
                let mut union = BTreeSet::new();
                for _ in 0..2 * elements.len() + 4 {
                    union.extend(x[i].iter().cloned());
                    union.extend(y[i].iter().cloned());
                    (x, y) = while_step(*kind, s, &x, &y);
                }
                let mut reads: Vec<_> = union.into_iter().map(|(value, j)| (Some(value), j)).collect();
                reads.push((None, Vec::new()));
                reads
            }
            Op::Transpose(_, perm) => {
                let mut j = vec![0; s.len()];
                for (d, &p) in perm.iter().enumerate() {
                    j[p] = i[d];
                }
                vec![(v, j)]
            }
            Op::Broadcast(_, dims, _) => {
                vec![(v, dims.iter().enumerate().map(|(k, &d)| if s[k] == 1 { 0 } else { i[d] }).collect())]
            }
            Op::Reduce(_, dims) => indices(s)
                .into_iter()
                .filter(|j| (0..s.len()).filter(|d| !dims.contains(d)).map(|d| j[d]).eq(i.iter().copied()))
                .map(|j| (v, j))
                .collect(),
            Op::Reshape(_, shape) => {
                let linear = i.iter().zip(shape).fold(0, |acc, (&x, &n)| acc * n + x);
                vec![(v, delinearize(linear, s))]
            }
            Op::Slice(_, start, _, stride) => vec![(v, (0..s.len()).map(|d| start[d] + i[d] * stride[d]).collect())],
            Op::Reverse(_, d) => {
                let mut j = i.to_vec();
                j[*d] = s[*d] - 1 - i[*d];
                vec![(v, j)]
            }
            Op::ConcatSelf(_) => {
                let mut j = i.to_vec();
                j[0] %= s[0];
                vec![(v, j)]
            }
            Op::Pad(_, low, _, interior) => {
                let mut j = Vec::new();
                for d in 0..s.len() {
                    let offset = i[d] as i64 - low[d];
                    let step = interior[d] + 1;
                    if offset < 0 || offset % step != 0 || offset / step >= s[d] as i64 {
                        return Vec::new(); // a padding element
                    }
                    j.push((offset / step) as usize);
                }
                vec![(v, j)]
            }
            Op::DynamicSlice(_, sizes) => {
                let mut reads: Vec<_> = (0..s.len()).map(|_| (None, Vec::new())).collect();
                let widest = (0..s.len()).map(|d| s[d] - sizes[d]).max().unwrap_or(0);
                for value in 0..=widest {
                    reads.push((v, (0..s.len()).map(|d| value.min(s[d] - sizes[d]) + i[d]).collect()));
                }
                reads
            }
            Op::GatherIotaRows(..) => vec![(v, vec![i[0].min(s[0] - 1), i[2]])],
            Op::Opaque(_) => panic!("an opaque op has no reference"),
            Op::DotSelf(_) => {
                let last = s.len() - 1;
                let (lhs, rhs) = i.split_at(last);
                (0..s[last]).flat_map(|k| [(v, [lhs, &[k]].concat()), (v, [rhs, &[k]].concat())]).collect()
            }
        }
    }
}

/// What each element of a carried value reads, by element.
type Carried = HashMap<Vec<usize>, BTreeSet<(usize, Vec<usize>)>>;

/// One iteration of the body of an [`Op::While`] of `kind` on values of
/// shape `s`: what the carried values read after it.
fn while_step(kind: usize, s: &[usize], x: &Carried, y: &Carried) -> (Carried, Carried) {
    let (mut x2, mut y2) = (x.clone(), y.clone());
    for e in x.keys() {
        match kind {
            0 => {}
            1 => {
                x2.insert(e.clone(), y[e].clone());
                y2.insert(e.clone(), x[e].clone());
            }
            2 => {
                let mut reversed = e.clone();
                reversed[0] = s[0] - 1 - e[0];
                x2.insert(e.clone(), x[&reversed].clone());
                y2.get_mut(e).expect("element").extend(x[e].iter().cloned());
            }
            _ => {
                let mut next = e.clone();
                next[0] += 1;
                x2.insert(e.clone(), if next[0] < s[0] { x[&next].clone() } else { BTreeSet::new() });
            }
        }
    }
    (x2, y2)
}

/// Every index of `shape`, row-major.
pub fn indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let mut all = vec![vec![]];
    for &n in shape {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<usize>| (0..n).map(move |i| [prefix.clone(), vec![i]].concat()))
            .collect();
    }
    all
}

fn delinearize(mut linear: usize, shape: &[usize]) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        index[d] = linear % shape[d];
        linear /= shape[d];
    }
    index
}

/// The scalar start-index argument, as a value number in dependency sets.
const SCALAR: usize = usize::MAX;

/// A relation between result indices and argument indices.
pub type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

/// The union of the relations of `maps` (small domains: enumerated).
pub fn relation_of(maps: &[indexing_analysis::OperandMap<'_>]) -> Relation {
    maps.iter().flat_map(|m| m.map.relation(1 << 22).expect("a small domain")).collect()
}

impl Program {
    /// A random program of `ops` ops over tensors of at most 64 elements.
    pub fn random(random: &mut impl Choose, ops: usize) -> Program {
        Program::random_with(random, ops, false)
    }

    /// The same, with `custom_call`s (ops without maps) among the ops when
    /// `opaque`.
    pub fn random_with(random: &mut impl Choose, ops: usize, opaque: bool) -> Program {
        Program::generate(random, ops, opaque, false, false)
    }

    /// A random program with `stablehlo.case` ops among the others.
    pub fn random_with_case(random: &mut impl Choose, ops: usize) -> Program {
        Program::generate(random, ops, false, true, false)
    }

    /// A random program with `stablehlo.while` ops among the others.
    pub fn random_with_while(random: &mut impl Choose, ops: usize) -> Program {
        Program::generate(random, ops, false, false, true)
    }

    fn generate(random: &mut impl Choose, ops: usize, opaque: bool, case: bool, loops: bool) -> Program {
        const SHAPES: &[&[usize]] = &[&[2, 3], &[3], &[2, 2, 2], &[4], &[3, 2]];
        let mut shapes: Vec<Vec<usize>> = (0..2).map(|_| SHAPES[random.below(SHAPES.len())].to_vec()).collect();
        let mut program_ops = Vec::new();
        while program_ops.len() < ops {
            // Mostly recent values, so that chains grow deep.
            let n = shapes.len();
            let v = if random.below(3) > 0 { n - 1 - random.below(n.min(4)) } else { random.below(n) };
            let s = shapes[v].clone();
            let rank = s.len();
            let size: usize = s.iter().product();
            let kinds = if opaque { 15 } else { 14 };
            let kind = random.below(kinds + usize::from(case || loops));
            let chosen = match kind {
                _ if kind < kinds => kind,
                _ if case => usize::MAX,
                _ => usize::MAX - 1,
            };
            let op = match chosen {
                0 => Op::Negate(v),
                1 => {
                    let same: Vec<usize> = (0..n).filter(|&w| shapes[w] == s).collect();
                    Op::Add(v, same[random.below(same.len())])
                }
                2 if rank >= 2 => {
                    let mut perm: Vec<usize> = (0..rank).collect();
                    perm.rotate_left(1 + random.below(rank - 1));
                    Op::Transpose(v, perm)
                }
                3 if rank < 3 && size <= 16 => {
                    let at = random.below(rank + 1);
                    let mut result = s.clone();
                    result.insert(at, 2);
                    Op::Broadcast(v, (0..rank).map(|d| if d < at { d } else { d + 1 }).collect(), result)
                }
                4 if rank >= 1 => Op::Reduce(v, vec![random.below(rank)]),
                5 if rank >= 2 => Op::Reshape(v, vec![size]),
                5 if rank == 1 && size.is_multiple_of(2) && size > 2 => Op::Reshape(v, vec![2, size / 2]),
                6 if rank >= 1 => {
                    let (mut start, mut limit, mut stride) = (Vec::new(), Vec::new(), Vec::new());
                    for &n in &s {
                        let first = random.below(n);
                        start.push(first);
                        limit.push(first + 1 + random.below(n - first));
                        stride.push(1 + random.below(2));
                    }
                    Op::Slice(v, start, limit, stride)
                }
                7 if rank >= 1 => Op::Reverse(v, random.below(rank)),
                8 if rank >= 1 && size <= 16 => Op::ConcatSelf(v),
                9 if rank >= 1 && size <= 16 => {
                    let (mut low, mut high, mut interior) = (Vec::new(), Vec::new(), Vec::new());
                    for &n in &s {
                        low.push(random.below(2) as i64 - i64::from(n > 1 && random.below(3) == 0));
                        high.push(random.below(2) as i64);
                        interior.push(random.below(2) as i64);
                    }
                    Op::Pad(v, low, high, interior)
                }
                10 if rank >= 1 => Op::DynamicSlice(v, s.iter().map(|&n| 1 + random.below(n)).collect()),
                11 if (1..=2).contains(&rank) => Op::DotSelf(v),
                // Everything of v into one element (a value read whole).
                12 if rank >= 1 => Op::Reduce(v, (0..rank).collect()),
                13 if rank == 2 => Op::GatherIotaRows(v, 1 + random.below(s[0] + 3)),
                13 if rank >= 1 => Op::Reduce(v, (0..rank).collect()),
                14 => Op::Opaque(v),
                usize::MAX => {
                    let same: Vec<usize> = (0..n).filter(|&w| shapes[w] == s).collect();
                    Op::Case(v, same[random.below(same.len())])
                }
                _ if loops => {
                    let same: Vec<usize> = (0..n).filter(|&w| shapes[w] == s).collect();
                    let kinds = match s.first() {
                        None => 2,
                        Some(&first) if first < 2 => 3,
                        Some(_) => 4,
                    };
                    Op::While(v, same[random.below(same.len())], random.below(kinds))
                }
                _ => continue,
            };
            let result = op.result_shape(&s);
            let elements: usize = result.iter().product();
            if elements == 0 || elements > 64 {
                continue;
            }
            shapes.push(result);
            program_ops.push(op);
        }
        let n = shapes.len();
        Program { shapes, ops: program_ops, returned: [n - 1, random.below(n)] }
    }

    /// The MLIR text.
    pub fn text(&self) -> String {
        let mut lines = vec!["  %zero = stablehlo.constant dense<0.0> : tensor<f32>".to_owned()];
        for (k, op) in self.ops.iter().enumerate() {
            let value = k + 2;
            let text = op.text(&self.shapes[op.operands()[0]], &self.shapes[value]);
            if matches!(op, Op::GatherIotaRows(..)) {
                // `%iota<n> = iota ...` then `%v<n> = gather(..., %iota<n>)`.
                let iota = format!("%iota{value}");
                lines.push(format!("  {iota} = {}", text.replace("{result}", &name(value)).replace("{iota}", &iota)));
            } else if matches!(op, Op::Case(..)) {
                lines.push(format!("  {} = {}", name(value), text.replace("{result}", &format!("%b{value}"))));
            } else if matches!(op, Op::While(..)) {
                let text = text.replace("{result}", &format!("%w{value}")).replace("{value}", &name(value));
                lines.push(format!("  %w{value}:3 = {text}"));
            } else {
                lines.push(format!("  {} = {text}", name(value)));
            }
        }
        let [r0, r1] = self.returned;
        format!(
            "func.func @main(%a0: {}, %a1: {}, %i: tensor<i32>) -> ({}, {}) {{\n{}\n  return {}, {} : {}, {}\n}}\n",
            tensor(&self.shapes[0]),
            tensor(&self.shapes[1]),
            tensor(&self.shapes[r0]),
            tensor(&self.shapes[r1]),
            lines.join("\n"),
            name(r0),
            name(r1),
            tensor(&self.shapes[r0]),
            tensor(&self.shapes[r1]),
        )
    }

    /// For returned value `r` (0 or 1) and function argument `a` (0, 1 or
    /// 2 for the scalar): every (result index, argument index) pair where
    /// the result element depends on the argument element.
    pub fn reference(&self, r: usize, a: usize) -> Relation {
        self.reference_to_value(r, if a == 2 { SCALAR } else { a })
    }

    /// The line of the program text (1-based) that defines each op's
    /// value, as (line, value number).
    pub fn lines(&self) -> Vec<(usize, usize)> {
        // Line 1 is the signature, line 2 `%zero`; a gather of iota rows
        // takes two lines (the iota, then the gather).
        let mut line = 2;
        let mut lines = Vec::new();
        for (k, op) in self.ops.iter().enumerate() {
            line += match op {
                Op::GatherIotaRows(..) => 2,
                // The sum of the carried results is the last line.
                Op::While(v, ..) => {
                    let s = &self.shapes[*v];
                    op.text(s, s).lines().count()
                }
                _ => 1,
            };
            lines.push((line, k + 2));
            // A case's two branches take six more lines.
            line += if matches!(op, Op::Case(..)) { 6 } else { 0 };
        }
        lines
    }

    /// For returned value `r` and any value `target` (0 and 1 are the
    /// tensor arguments, `SCALAR` the scalar one): every (result index,
    /// target index) pair where the result element depends on the target
    /// element.
    pub fn reference_to_value(&self, r: usize, target: usize) -> Relation {
        let mut memo: Memo = HashMap::new();
        let value = self.returned[r];
        let mut relation = Relation::new();
        for i in indices(&self.shapes[value]) {
            for (v, j) in self.closure(value, &i, &mut memo) {
                if v == target {
                    relation.insert((to_i64(&i), to_i64(&j)));
                }
            }
        }
        relation
    }

    /// Element `i` of `value` and every element of every value it depends
    /// on, transitively.
    fn closure(&self, value: usize, i: &[usize], memo: &mut Memo) -> BTreeSet<(usize, Vec<usize>)> {
        if let Some(done) = memo.get(&(value, i.to_vec())) {
            return done.clone();
        }
        let mut all = BTreeSet::from([(value, i.to_vec())]);
        if value >= 2 {
            let op = &self.ops[value - 2];
            for (operand, j) in op.reads(&self.shapes[op.operands()[0]], i) {
                match operand {
                    Some(w) => all.extend(self.closure(w, &j, memo)),
                    None => {
                        all.insert((SCALAR, Vec::new()));
                    }
                }
            }
        }
        memo.insert((value, i.to_vec()), all.clone());
        all
    }
}

fn to_i64(index: &[usize]) -> Vec<i64> {
    index.iter().map(|&x| x as i64).collect()
}

/// The pretty-form programs of the vendored JAX corpus (`test/corpus/jax`),
/// sorted.
pub fn pretty_corpus_files() -> Vec<std::path::PathBuf> {
    let directory = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax");
    let mut files: Vec<_> = std::fs::read_dir(&directory)
        .unwrap_or_else(|e| panic!("{}: {e}", directory.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir") && !p.to_string_lossy().contains("generic"))
        .collect();
    files.sort();
    files
}

/// Sample points of an entry's domain box: the lower corner, the upper
/// corner and the centre (none for an unknown entry or one without maps).
pub fn sample_points(entry: &indexing_analysis::Entry) -> Vec<Vec<i64>> {
    let indexing_analysis::Maps::Known(maps) = &entry.maps else { return Vec::new() };
    let Some(first) = maps.first() else { return Vec::new() };
    let bounds: Vec<_> = first.map.dims().iter().map(|v| v.bounds).collect();
    vec![
        bounds.iter().map(|b| b.lower).collect(),
        bounds.iter().map(|b| b.upper).collect(),
        bounds.iter().map(|b| (b.lower + b.upper) / 2).collect(),
    ]
}

/// The union of an entry's maps' images at `point`, `None` when unknown or
/// when one is too large to enumerate.
pub fn image(entry: &indexing_analysis::Entry, point: &[i64]) -> Option<BTreeSet<Vec<i64>>> {
    let indexing_analysis::Maps::Known(maps) = &entry.maps else { return None };
    let mut all = BTreeSet::new();
    for m in maps {
        all.extend(m.map.image_at(point, 1 << 13)?);
    }
    Some(all)
}

/// The function-level entries of function `name` of a module computed two
/// ways (with a walk's shortcuts, with how many times they stopped it; and
/// by the plain walk).
pub trait TwoWays {
    /// With the shortcuts, and how many times they stopped a walk.
    fn fast<'c>(&self, module: &melior::ir::Module<'c>, name: &str) -> (Vec<indexing_analysis::Entry<'c>>, usize);
    /// By the plain walk.
    fn plain<'c>(&self, module: &melior::ir::Module<'c>, name: &str) -> Vec<indexing_analysis::Entry<'c>>;
}

/// Asserts that both ways give the same relation for every (result,
/// argument) pair of `@main` of 2,000 random programs (half with opaque
/// `custom_call`s), enumerated exactly, and `unknown` in both or neither.
/// Returns (pairs compared, pairs unknown, stops).
pub fn same_relations_on_random_programs(ways: &impl TwoWays, seed: u64) -> (usize, usize, usize) {
    use melior::ir::operation::OperationLike;
    let context = index_opt_native::new_context();
    let mut random = Random(seed);
    let (mut compared, mut unknown, mut stops) = (0, 0, 0);
    for case in 0..2000 {
        // Half of the programs have ops without maps: what is unknown must
        // stay unknown through the shortcuts.
        let source = Program::random_with(&mut random, 3 + case % 24, case % 2 == 1).text();
        let module =
            melior::ir::Module::parse(&context, &source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
        assert!(module.as_operation().verify(), "does not verify:\n{source}");
        let (fast, stopped) = ways.fast(&module, "main");
        stops += stopped;
        let plain = ways.plain(&module, "main");
        assert_eq!(fast.len(), plain.len());
        for (f, p) in fast.iter().zip(&plain) {
            assert_eq!((f.result, f.operand), (p.result, p.operand));
            match (&f.maps, &p.maps) {
                (indexing_analysis::Maps::Known(a), indexing_analysis::Maps::Known(b)) => {
                    assert!(
                        relation_of(a) == relation_of(b),
                        "result {} argument {}: {:?} vs {:?}\n{source}",
                        f.result,
                        f.operand,
                        f.maps,
                        p.maps
                    );
                    compared += 1;
                }
                (indexing_analysis::Maps::Unknown(_), indexing_analysis::Maps::Unknown(_)) => unknown += 1,
                _ => panic!("known in one mode only: {:?} vs {:?}\n{source}", f.maps, p.maps),
            }
        }
    }
    (compared, unknown, stops)
}

/// Asserts that both ways agree on every function of the pretty JAX corpus:
/// known in both or neither, reading something in both or neither, and the
/// same images at each entry's sample points. Returns (entries, points
/// compared, stops).
pub fn same_relations_on_the_corpus(ways: &impl TwoWays) -> (usize, usize, usize) {
    use indexing_analysis::{Entry, Maps};
    use melior::ir::BlockLike;
    use melior::ir::operation::OperationLike;
    let context = index_opt_native::new_context();
    let (mut entries, mut points, mut stops) = (0, 0, 0);
    for file in pretty_corpus_files() {
        let source = std::fs::read_to_string(&file).unwrap();
        let module = melior::ir::Module::parse(&context, &source).unwrap_or_else(|| panic!("{}", file.display()));
        let mut next = module.body().first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if op.name().as_string_ref().as_str() != Ok("func.func") {
                continue;
            }
            let name = op.attribute("sym_name").unwrap().to_string();
            let name = name.trim_matches('"');
            let (fast, stopped) = ways.fast(&module, name);
            stops += stopped;
            let plain = ways.plain(&module, name);
            assert_eq!(fast.len(), plain.len());
            for (f, p) in fast.iter().zip(&plain) {
                let here = format!("{} @{name} result {} argument {}", file.display(), f.result, f.operand);
                assert_eq!((f.result, f.operand), (p.result, p.operand), "{here}");
                assert_eq!(matches!(f.maps, Maps::Known(_)), matches!(p.maps, Maps::Known(_)), "{here}");
                let reads = |e: &Entry| matches!(&e.maps, Maps::Known(list) if !list.is_empty());
                assert_eq!(reads(f), reads(p), "{here}: {:?} vs {:?}", f.maps, p.maps);
                entries += 1;
                for point in sample_points(p) {
                    if let (Some(a), Some(b)) = (image(f, &point), image(p, &point)) {
                        assert!(a == b, "{here} at {point:?}: {:?} vs {:?}", f.maps, p.maps);
                        points += 1;
                    }
                }
            }
        }
    }
    (entries, points, stops)
}
