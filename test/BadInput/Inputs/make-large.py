"""Writes a large MLIR file: `make-large.py OUT MEGABYTES [--with-error]`.

The file holds one function returning a dense i16 constant whose hex literal
takes MEGABYTES MB; with --with-error the function's declared result type is
wrong, so the verifier reports an error after parsing all of it.
"""

import sys

out, megabytes = sys.argv[1], int(sys.argv[2])
with_error = "--with-error" in sys.argv[3:]
elements = megabytes * 1024 * 1024 // 4  # 4 hex digits per i16
result = "tensor<%dxi8>" % elements if with_error else "tensor<%dxi16>" % elements
with open(out, "w") as f:
    f.write("func.func @large() -> %s {\n" % result)
    f.write('  %0 = arith.constant dense<"0x')
    chunk = "".join("%04x" % i for i in range(65536))
    for _ in range(elements // 65536):
        f.write(chunk)
    f.write('"> : tensor<%dxi16>\n' % elements)
    f.write("  return %%0 : tensor<%dxi16>\n}\n" % elements)
