"""Writes one hostile input, `make-hostile.py KIND OUT [N]` (issue 18's
list), or every kind as DIR/KIND.mlir, `make-hostile.py --all DIR`.

Kinds:
  huge-dims     dimensions near i64::MAX (2^62 x 4, 2^63 - 1) whose element
                and byte counts overflow 64 bits
  zero-size     zero-size dimensions through transpose, reduce, dot, slice
  huge-pad      paddings and slice strides of 2^61 and 2^62
  huge-window   a reduce_window with a 2^62 stride
  huge-map      #indexing.map attributes with coefficients near i64::MAX and
                an expression nested N levels deep (default 200)
  many-maps     one argument read through 3000 different slices
  big-function  a function of 100,000 ops
  deep-regions  stablehlo.if nested 150 levels deep
"""

import subprocess
import sys

if sys.argv[1] == "--all":
    for each in ["huge-dims", "zero-size", "huge-pad", "huge-window", "huge-map", "many-maps", "big-function", "deep-regions"]:
        subprocess.run([sys.executable, __file__, each, f"{sys.argv[2]}/{each}.mlir"], check=True)
    sys.exit(0)
kind, out = sys.argv[1], sys.argv[2]
B = 4611686018427387904  # 2^62
M = 9223372036854775807


def w(t):
    open(out, 'w').write(t)


if kind == 'huge-dims':
    w(f"""func.func @main(%a: tensor<{B}x4xf32>, %b: tensor<{M}xi8>) -> (tensor<4x{B}xf32>, tensor<{M}xi8>, tensor<4xf32>, tensor<2xi8>) {{
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<{B}x4xf32>) -> tensor<4x{B}xf32>
  %n = stablehlo.negate %b : tensor<{M}xi8>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<{B}x4xf32>, tensor<f32>) -> tensor<4xf32>
  %s = stablehlo.slice %b [{M-3}:{M}:{B}] : (tensor<{M}xi8>) -> tensor<1xi8>
  %c = stablehlo.concatenate %s, %s, dim = 0 : (tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %t, %n, %r, %c : tensor<4x{B}xf32>, tensor<{M}xi8>, tensor<4xf32>, tensor<2xi8>
}}
""")
elif kind == 'zero-size':
    w("""func.func @main(%a: tensor<0x4xf32>, %b: tensor<3x0xf32>) -> (tensor<4x0xf32>, tensor<4xf32>, tensor<0x0xf32>, tensor<3x4xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<0x4xf32>) -> tensor<4x0xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
  %d = stablehlo.dot_general %b, %a, contracting_dims = [1] x [0] : (tensor<3x0xf32>, tensor<0x4xf32>) -> tensor<3x4xf32>
  %s = stablehlo.slice %a [0:0, 0:0] : (tensor<0x4xf32>) -> tensor<0x0xf32>
  return %t, %r, %s, %d : tensor<4x0xf32>, tensor<4xf32>, tensor<0x0xf32>, tensor<3x4xf32>
}
""")
elif kind == 'huge-pad':
    w(f"""func.func @main(%a: tensor<4xf32>, %z: tensor<f32>) -> (tensor<{B+4}xf32>, tensor<1xf32>, tensor<{2**61+4}xf32>) {{
  %p = stablehlo.pad %a, %z, low = [{B}], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<{B+4}xf32>
  %s = stablehlo.slice %a [0:4:{B}] : (tensor<4xf32>) -> tensor<1xf32>
  %q = stablehlo.pad %a, %z, low = [0], high = [{2**61}], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<{2**61+4}xf32>
  return %p, %s, %q : tensor<{B+4}xf32>, tensor<1xf32>, tensor<{2**61+4}xf32>
}}
""")
elif kind == 'huge-window':
    w(f"""func.func @main(%a: tensor<8xf32>, %z: tensor<f32>) -> tensor<1xf32> {{
  %r = "stablehlo.reduce_window"(%a, %z) ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }}) {{window_dimensions = array<i64: 2>, window_strides = array<i64: {B}>, window_dilations = array<i64: 7>}} : (tensor<8xf32>, tensor<f32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}}
""")
elif kind == 'huge-map':
    nest = "d0"
    for i in range(int(sys.argv[3]) if len(sys.argv) > 3 else 200):
        nest = f"({nest} + {i}) floordiv 3"
    w(f"""module attributes {{
  test.a = #indexing.map<(d0) -> (d0 * 4611686018427387903 + 4611686018427387903), domain: d0 in [0, 9223372036854775806]>,
  test.b = #indexing.map<(d0)[s0] -> (d0 * -9223372036854775807, s0 mod 4611686018427387904), domain: d0 in [-9223372036854775807, 9223372036854775807], s0 in [0, 9223372036854775807], d0 * 4611686018427387904 in [0, 1]>,
  test.c = #indexing.map<(d0) -> ({nest}), domain: d0 in [0, 1000]>
}} {{
}}
""")
elif kind == 'many-maps':
    n = 3000
    lines = ["func.func @main(%a: tensor<4000xf32>) -> tensor<8xf32> {"]
    acc = None
    for i in range(n):
        lines.append(f"  %s{i} = stablehlo.slice %a [{i}:{i+8}] : (tensor<4000xf32>) -> tensor<8xf32>")
        if acc is None: acc = f"%s{i}"
        else:
            lines.append(f"  %t{i} = stablehlo.add {acc}, %s{i} : tensor<8xf32>")
            acc = f"%t{i}"
    lines.append(f"  return {acc} : tensor<8xf32>\n}}")
    w("\n".join(lines) + "\n")
elif kind == 'big-function':
    n = 100000
    lines = ["func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {", "  %v0 = stablehlo.negate %a : tensor<4x8xf32>"]
    for i in range(1, n):
        op = ["negate", "exponential", "abs", "sine"][i % 4]
        lines.append(f"  %v{i} = stablehlo.{op} %v{i-1} : tensor<4x8xf32>")
    lines.append(f"  return %v{n-1} : tensor<4x8xf32>\n}}")
    w("\n".join(lines) + "\n")
elif kind == 'deep-regions':
    n = 150
    body = "%x"
    text = ["func.func @main(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {"]
    def nest(d):
        if d == 0:
            return "    %n = stablehlo.negate %x : tensor<4xf32>\n    stablehlo.return %n : tensor<4xf32>\n"
        inner = nest(d - 1)
        return f"""    %r{d} = "stablehlo.if"(%p) ({{
{inner}  }}, {{
    stablehlo.return %x : tensor<4xf32>
  }}) : (tensor<i1>) -> tensor<4xf32>
    stablehlo.return %r{d} : tensor<4xf32>
"""
    inner = nest(n)
    text.append(f"""  %r = "stablehlo.if"(%p) ({{
{inner}  }}, {{
    stablehlo.return %x : tensor<4xf32>
  }}) : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}}""")
    w("\n".join(text) + "\n")
