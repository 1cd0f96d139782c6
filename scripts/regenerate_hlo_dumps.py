#!/usr/bin/env python3
"""Regenerates the XLA HLO corpus (`test/corpus/hlo`): XLA:CPU's own dumps of
the JAX programs of `scripts/regenerate_corpus.py`.

Usage (where JAX is installed; JAX is never a dependency of index-opt):
  regenerate_hlo_dumps.py write [OUT_DIR] [NAME...]   compile and write the dumps
  regenerate_hlo_dumps.py list                         the programs it dumps

No NAME means every program `list` names; a program of BIG is written only
when named.

For each program NAME that XLA:CPU compiles on one host device (programs
lowered for another platform, and those with collectives or host callbacks,
are left out: `list` names the ones kept), and the few programs of `EXTRA`
dumped only as HLO (a donated parameter), the program is compiled with
`compiler_options={"xla_dump_to": DIR, "xla_dump_hlo_as_text": True}` and
four of XLA's files are kept:
- `NAME.before.hlo`: the HLO before optimization (`*.before_optimizations.txt`);
- `NAME.after.hlo`: the optimized, scheduled HLO (`*.cpu_after_optimizations.txt`);
- `NAME.live-range.txt`: XLA's `HloLiveRange` of it (`*-live-range.txt`), the
  reference the liveness test compares with line by line;
- `NAME.buffer-assignment.txt`: an excerpt of XLA's buffer assignment
  (`*-buffer-assignment.txt`, see `buffer_assignment_excerpt`): every
  allocation's header line (size and kind) but the thread-local ones, the
  values of the `preallocated-temp` allocation (the heap the heap-size test
  compares with) with their sizes and offsets, and `Total bytes used`.
Stack-frame tables name this machine's paths of the generating script; they
are kept as XLA wrote them. Another JAX version writes other text; the files
record jax/jaxlib 0.10.2 on CPU (test/corpus/README.md).
"""

import glob
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "test", "corpus", "hlo")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# One host device: the dumps are of single-device programs.
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=1"
import regenerate_corpus  # noqa: E402  (after XLA_FLAGS: it reads them at import of jax)

# Programs XLA:CPU on one device does not compile, or compiles into HLO that
# holds host callbacks and collectives (their dumps depend on the process).
LEFT_OUT_WORDS = ("tpu", "cuda", "collective", "callback", "shard", "psum", "dyn_", "export")


# Written only when named: its optimized HLO alone is 4.8 MB (the benchmark
# regenerates it into a scratch directory).
BIG = ("transformer_big_train_step",)


def kept(name):
    return not any(word in name for word in LEFT_OUT_WORDS) and name not in BIG


# Programs dumped as HLO only (no StableHLO file in test/corpus/jax): what
# the StableHLO corpus does not exercise in XLA's buffer assignment.
EXTRA = {}


def extra(fn):
    EXTRA[fn.__name__.removeprefix("make_")] = fn
    return fn


@extra
def make_donated_update():
    """A parameter donated to an output (`donate_argnums`): the module's
    `input_output_alias`, under which the parameter's live range ends at its
    last use instead of at the end."""
    jax, jnp, _ = regenerate_corpus.jax_modules()

    def donated_update(state, grad):
        return state - 0.1 * jnp.tanh(grad), (grad * grad).sum()

    spec = jax.ShapeDtypeStruct((64, 32), jnp.float32)
    return jax.jit(donated_update, donate_argnums=(0,)).lower(spec, spec)


def lowered_of(name):
    jax, _, _ = regenerate_corpus.jax_modules()
    if name in EXTRA:
        return EXTRA[name]()
    made = regenerate_corpus.PROGRAMS[name]()
    if isinstance(made, dict):
        return made.get("lowered")
    function, args, *platform = made
    if platform:
        return None
    return jax.jit(function).lower(*args)


def buffer_assignment_excerpt(text):
    """The kept part of XLA's `*-buffer-assignment.txt`: the allocations up to
    `Total bytes used` (the `Used values:` listing after it is left out), the
    thread-local allocations (one per fusion-internal scalar) left out, and of
    the other allocations' values only the `preallocated-temp` ones, each
    without its shape: `value: <id name @index> (size=N,offset=M)`."""
    kept_lines = []
    in_heap = False
    for line in text.split("\nUsed values:", 1)[0].splitlines():
        if line.startswith("allocation "):
            in_heap = "preallocated-temp" in line
            if "thread-local" not in line:
                kept_lines.append(line)
        elif line.startswith(" value: "):
            if in_heap:
                kept_lines.append(line.split("): ", 1)[0] + ")")
        else:
            kept_lines.append(line)
    return "\n".join(kept_lines).rstrip("\n") + "\n"


def dump(name, directory):
    lowered = lowered_of(name)
    if lowered is None:
        return False
    with tempfile.TemporaryDirectory() as scratch:
        try:
            lowered.compile(compiler_options={"xla_dump_to": scratch, "xla_dump_hlo_as_text": True})
        except Exception as error:  # a program XLA:CPU does not compile here
            print(f"not compiled  {name}: {str(error).splitlines()[0]}")
            return False
        # The main module is the one with a live-range dump (CPU also writes
        # small modules for kernels it compiles separately).
        ranges = glob.glob(os.path.join(scratch, "*-live-range.txt"))
        if len(ranges) != 1:
            print(f"skipped  {name}: {len(ranges)} live-range dumps")
            return False
        prefix = ranges[0].removesuffix(".cpu_after_optimizations-live-range.txt")
        for source, suffix in (
            (prefix + ".before_optimizations.txt", ".before.hlo"),
            (prefix + ".cpu_after_optimizations.txt", ".after.hlo"),
            (ranges[0], ".live-range.txt"),
        ):
            shutil.copyfile(source, os.path.join(directory, name + suffix))
        with open(prefix + ".cpu_after_optimizations-buffer-assignment.txt") as full:
            excerpt = buffer_assignment_excerpt(full.read())
        with open(os.path.join(directory, name + ".buffer-assignment.txt"), "w") as out:
            out.write(excerpt)
    print(f"written  {name}")
    return True


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("write", "list"):
        print(__doc__)
        return 2
    names = sorted([name for name in regenerate_corpus.PROGRAMS if kept(name)] + list(EXTRA))
    if sys.argv[1] == "list":
        print(" ".join(names))
        return 0
    rest = sys.argv[2:]
    directory = CORPUS
    if rest and rest[0] not in regenerate_corpus.PROGRAMS and rest[0] not in EXTRA:
        directory, rest = rest[0], rest[1:]
    os.makedirs(directory, exist_ok=True)
    written = sum(dump(name, directory) for name in (rest or names))
    print(f"{written} programs dumped into {directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
