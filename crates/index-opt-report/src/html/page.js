// index-opt HTML report: the page logic (see README.md in this directory
// for the DOM and data contract). Plain ES2020, no libraries, no network.
// The page holds two JSON documents (#index-opt-report, #index-opt-graph);
// this script builds the whole UI into document.body from them.
(function () {
  'use strict';

  // ---------------------------------------------------------------- limits
  const LIMITS = {
    opsPerPage: 120, // top-level ops drawn per graph page
    rowMax: 6, // nodes per row before a layer wraps
    gridElements: 4096, // largest tensor drawn as a grid
    gridRank: 8, // highest rank drawn as a grid
    pointCap: 1000000, // points enumerated per map and update
    updateBudget: 20000000, // points enumerated per explorer update in all
    cellBudget: 65536, // grid cells drawn per explorer view
    entriesPerChunk: 100, // entries rendered at once in the maps panel
    listed: 20, // elements listed as text for undrawn tensors
    bitmapElements: 1 << 22, // up to this size, distinct elements in a bitmap
  };
  const MAX_SAFE = Number.MAX_SAFE_INTEGER;
  const BIG_MAX = BigInt(MAX_SAFE);
  const BIG_MIN = -BIG_MAX;

  // --------------------------------------------------------------- helpers
  const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  function esc(s) {
    return String(s).replace(/[&<>"']/g, (c) => ESCAPES[c]);
  }
  // Plain digits (no separators): test-friendly ("12288 elements > 4096").
  function fmt(n) {
    return String(n);
  }
  // el('div', {class: 'x', 'data-a': 1}, child, 'text', ...)
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    if (attrs) {
      for (const [k, v] of Object.entries(attrs)) {
        if (v === null || v === undefined || v === false) continue;
        if (k === 'text') e.textContent = v;
        else if (k === 'html') e.innerHTML = v;
        else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
        else e.setAttribute(k, v === true ? '' : String(v));
      }
    }
    for (const k of kids) {
      if (k === null || k === undefined || k === false) continue;
      e.append(k instanceof Node ? k : document.createTextNode(String(k)));
    }
    return e;
  }
  function now() {
    return typeof performance !== 'undefined' ? performance.now() : Date.now();
  }
  function shapeText(shape) {
    if (!Array.isArray(shape)) return 'no static shape';
    return shape.length === 0 ? 'scalar' : shape.join('\u00d7');
  }
  function numel(shape) {
    let n = 1;
    for (const d of shape) n *= d;
    return n;
  }
  // tensor<8x16xf32> -> 8x16xf32 (for node labels)
  function shortType(t) {
    if (typeof t !== 'string') return '';
    const m = /^tensor<(.*)>$/.exec(t);
    return m ? m[1] : t;
  }
  function shortName(name) {
    if (typeof name !== 'string') return '?';
    const dot = name.indexOf('.');
    return name.length > 12 && dot > 0 ? name.slice(dot + 1) : name;
  }
  function clip(s, n) {
    return s.length > n ? s.slice(0, n - 1) + '\u2026' : s;
  }

  // =======================================================================
  // Map text: parsing, layout, evaluation
  // =======================================================================

  // XLA's (the text report's) layout: the head, then `domain:` and one
  // variable or constraint per line, comma-separated.
  function seedLayout(text) {
    const at = text.indexOf(', domain: ');
    if (at < 0) return text;
    const items = text.slice(at + ', domain: '.length).split('], ');
    const lines = items.map((s, i) => (i < items.length - 1 ? s + ']' : s));
    return text.slice(0, at) + ',\ndomain:\n' + lines.join(',\n');
  }

  const WORDS = { floordiv: 'floordiv', floorDiv: 'floordiv', ceildiv: 'ceildiv', ceilDiv: 'ceildiv', mod: 'mod', in: 'in', domain: 'domain' };

  function tokenize(text) {
    const out = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text[i];
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
        i++;
      } else if (c >= '0' && c <= '9') {
        let j = i;
        while (j < n && text[j] >= '0' && text[j] <= '9') j++;
        out.push({ t: 'num', v: text.slice(i, j), p: i });
        i = j;
      } else if (/[A-Za-z_]/.test(c)) {
        let j = i + 1;
        while (j < n && /[A-Za-z0-9_]/.test(text[j])) j++;
        const w = text.slice(i, j);
        const glued = i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9';
        out.push({ t: WORDS[w] || 'id', v: w, p: i, glued });
        i = j;
      } else if (c === '-' && text[i + 1] === '>') {
        out.push({ t: '->', p: i });
        i += 2;
      } else if ('()[]{},:+-*'.includes(c)) {
        out.push({ t: c, p: i });
        i++;
      } else if (c === '/') {
        out.push({ t: 'floordiv', p: i });
        i++;
      } else {
        throw new Error(`unexpected '${c}' at column ${i + 1}`);
      }
    }
    out.push({ t: 'end', p: n });
    return out;
  }

  // Expression nodes: {k:'c', v:BigInt} {k:'v', i} {k:'neg', a}
  // {k:'+'|'-'|'*', a, b} {k:'floordiv'|'ceildiv'|'mod', a, c:BigInt}
  function parseMapText(text) {
    const toks = tokenize(text);
    let p = 0;
    const peek = () => toks[p];
    const fail = (msg) => {
      throw new Error(`${msg} at column ${toks[Math.min(p, toks.length - 1)].p + 1}`);
    };
    const expect = (t) => {
      if (toks[p].t !== t) fail(`expected '${t}'`);
      return toks[p++];
    };
    function names(close) {
      const list = [];
      if (peek().t === close) {
        p++;
        return list;
      }
      for (;;) {
        list.push(expect('id').v);
        const t = toks[p++].t;
        if (t === close) return list;
        if (t !== ',') {
          p--;
          fail(`expected ',' or '${close}'`);
        }
      }
    }
    expect('(');
    const dims = names(')');
    let syms = [];
    let rts = [];
    if (peek().t === '[') {
      p++;
      syms = names(']');
    }
    if (peek().t === '{') {
      p++;
      rts = names('}');
    }
    expect('->');
    const all = dims.concat(syms, rts);
    const slot = new Map();
    all.forEach((nm, i) => {
      if (slot.has(nm)) fail(`variable '${nm}' declared twice`);
      slot.set(nm, i);
    });
    function variable(tok) {
      const i = slot.get(tok.v);
      if (i === undefined) {
        p--;
        fail(`unknown variable '${tok.v}'`);
      }
      return { k: 'v', i };
    }
    function primary() {
      const tok = toks[p++];
      if (tok.t === 'num') {
        const c = { k: 'c', v: BigInt(tok.v) };
        // An implicit product: `11d0` is 11 * d0.
        if (peek().t === 'id' && peek().glued) return { k: '*', a: c, b: variable(toks[p++]) };
        return c;
      }
      if (tok.t === 'id') return variable(tok);
      if (tok.t === '(') {
        const e = sum();
        expect(')');
        return e;
      }
      p--;
      return fail('expected an expression');
    }
    // Unary minus binds tightest (MLIR): `-d0 floordiv 2` is (-d0) floordiv 2.
    function unary() {
      if (peek().t === '-') {
        p++;
        const a = unary();
        return a.k === 'c' ? { k: 'c', v: -a.v } : { k: 'neg', a };
      }
      return primary();
    }
    function product() {
      let a = unary();
      for (;;) {
        const t = peek().t;
        if (t === '*') {
          p++;
          a = { k: '*', a, b: unary() };
        } else if (t === 'floordiv' || t === 'ceildiv' || t === 'mod') {
          p++;
          const b = unary();
          if (b.k !== 'c' || b.v <= 0n) fail(`the right operand of '${t}' must be a positive integer constant`);
          a = { k: t, a, c: b.v };
        } else {
          return a;
        }
      }
    }
    function sum() {
      let a = product();
      for (;;) {
        const t = peek().t;
        if (t !== '+' && t !== '-') return a;
        p++;
        a = { k: t, a, b: product() };
      }
    }
    function integer() {
      let neg = false;
      if (peek().t === '-') {
        p++;
        neg = true;
      }
      const v = BigInt(expect('num').v);
      return neg ? -v : v;
    }
    expect('(');
    const results = [];
    if (peek().t === ')') {
      p++;
    } else {
      for (;;) {
        results.push(sum());
        const t = toks[p++].t;
        if (t === ')') break;
        if (t !== ',') {
          p--;
          fail("expected ',' or ')'");
        }
      }
    }
    const bounds = all.map(() => null);
    const constraints = [];
    if (peek().t === ',') {
      p++;
      expect('domain');
      expect(':');
      for (;;) {
        const e = sum();
        expect('in');
        expect('[');
        const lo = integer();
        expect(',');
        const hi = integer();
        expect(']');
        if (e.k === 'v' && bounds[e.i] === null) bounds[e.i] = [lo, hi];
        else constraints.push({ e, lo, hi });
        if (peek().t !== ',') break;
        p++;
      }
    }
    expect('end');
    return { dims, syms, rts, names: all, results, bounds, constraints };
  }

  // BigInt floor and ceiling division by a positive constant.
  function bigFloorDiv(a, c) {
    return a >= 0n ? a / c : -((-a + c - 1n) / c);
  }
  function bigCeilDiv(a, c) {
    return -bigFloorDiv(-a, c);
  }
  class Unsafe extends Error {}
  function safe(iv) {
    if (iv[0] < BIG_MIN || iv[1] > BIG_MAX) throw new Unsafe('a value may leave the safe integer range');
    return iv;
  }
  // The interval of an expression over the variables' intervals, checking
  // that every intermediate value fits a double exactly.
  function interval(e, b) {
    switch (e.k) {
      case 'c':
        return safe([e.v, e.v]);
      case 'v':
        return b[e.i];
      case 'neg': {
        const a = interval(e.a, b);
        return safe([-a[1], -a[0]]);
      }
      case '+': {
        const a = interval(e.a, b);
        const c = interval(e.b, b);
        return safe([a[0] + c[0], a[1] + c[1]]);
      }
      case '-': {
        const a = interval(e.a, b);
        const c = interval(e.b, b);
        return safe([a[0] - c[1], a[1] - c[0]]);
      }
      case '*': {
        const a = interval(e.a, b);
        const c = interval(e.b, b);
        const ps = [a[0] * c[0], a[0] * c[1], a[1] * c[0], a[1] * c[1]];
        let lo = ps[0];
        let hi = ps[0];
        for (const x of ps) {
          if (x < lo) lo = x;
          if (x > hi) hi = x;
        }
        return safe([lo, hi]);
      }
      case 'floordiv': {
        const a = interval(e.a, b);
        return safe([bigFloorDiv(a[0], e.c), bigFloorDiv(a[1], e.c)]);
      }
      case 'ceildiv': {
        const a = interval(e.a, b);
        return safe([bigCeilDiv(a[0], e.c), bigCeilDiv(a[1], e.c)]);
      }
      case 'mod':
        interval(e.a, b);
        return safe([0n, e.c - 1n]);
      default:
        throw new Error('bad expression');
    }
  }
  // Closures over a Float64Array of variable values. Exact: the interval
  // check above guarantees every value is a safe integer, and the
  // divisions use the exact remainder.
  function compile(e) {
    switch (e.k) {
      case 'c': {
        const v = Number(e.v);
        return () => v;
      }
      case 'v': {
        const i = e.i;
        return (x) => x[i];
      }
      case 'neg': {
        const a = compile(e.a);
        return (x) => -a(x);
      }
      case '+': {
        const a = compile(e.a);
        const b = compile(e.b);
        return (x) => a(x) + b(x);
      }
      case '-': {
        const a = compile(e.a);
        const b = compile(e.b);
        return (x) => a(x) - b(x);
      }
      case '*': {
        if (e.a.k === 'c') {
          const c = Number(e.a.v);
          const b = compile(e.b);
          return (x) => c * b(x);
        }
        const a = compile(e.a);
        const b = compile(e.b);
        return (x) => a(x) * b(x);
      }
      case 'floordiv': {
        const a = compile(e.a);
        const c = Number(e.c);
        return (x) => {
          const v = a(x);
          const r = v % c;
          return (v - r) / c - (r < 0 ? 1 : 0);
        };
      }
      case 'ceildiv': {
        const a = compile(e.a);
        const c = Number(e.c);
        return (x) => {
          const v = a(x);
          const r = v % c;
          return (v - r) / c + (r > 0 ? 1 : 0);
        };
      }
      case 'mod': {
        const a = compile(e.a);
        const c = Number(e.c);
        return (x) => {
          const r = a(x) % c;
          return r < 0 ? r + c : r + 0;
        };
      }
      default:
        throw new Error('bad expression');
    }
  }
  function usesVars(e, from, to) {
    switch (e.k) {
      case 'c':
        return false;
      case 'v':
        return e.i >= from && e.i < to;
      case 'neg':
      case 'floordiv':
      case 'ceildiv':
      case 'mod':
        return usesVars(e.a, from, to);
      default:
        return usesVars(e.a, from, to) || usesVars(e.b, from, to);
    }
  }

  // A parsed map ready to explore: {ok, why, nd, ns, nr, names, lo[], hi[],
  // empty, results: [fn], fixed: [{f, lo, hi}], inner: [{f, lo, hi}]}.
  const mapCache = new Map();
  function parsedMap(text) {
    let pm = mapCache.get(text);
    if (!pm) {
      pm = analyze(text);
      mapCache.set(text, pm);
    }
    return pm;
  }
  function analyze(text) {
    let m;
    try {
      m = parseMapText(text);
    } catch (err) {
      return { ok: false, why: `cannot parse: ${err.message}`, text, nd: 0, ns: 0, nr: 0, rtNames: [] };
    }
    const nd = m.dims.length;
    const ns = m.syms.length;
    const nr = m.rts.length;
    const pm = { ok: true, why: '', text, nd, ns, nr, names: m.names, rtNames: m.rts, nres: m.results.length, lo: [], hi: [], empty: false };
    for (let i = 0; i < m.names.length; i++) {
      const b = m.bounds[i];
      if (!b) {
        pm.ok = false;
        pm.why = `no interval for ${m.names[i]}`;
        return pm;
      }
      if (b[0] > b[1]) pm.empty = true;
      if (b[0] < BIG_MIN || b[1] > BIG_MAX) {
        pm.ok = false;
        pm.why = `not explorable: the interval of ${m.names[i]} leaves the safe integer range`;
      }
      pm.lo.push(Number(b[0]));
      pm.hi.push(Number(b[1]));
    }
    if (pm.empty) return pm; // no points at all: nothing to evaluate
    if (!pm.ok) return pm;
    try {
      for (const e of m.results) interval(e, m.bounds);
      for (const c of m.constraints) interval(c.e, m.bounds);
    } catch (err) {
      if (!(err instanceof Unsafe)) throw err;
      pm.ok = false;
      pm.why = `not explorable: ${err.message}`;
      return pm;
    }
    // Constraint bounds beyond the safe range can be clamped exactly: the
    // expression's values are known to be safe integers.
    const clamp = (v) => (v > BIG_MAX ? MAX_SAFE : v < BIG_MIN ? -MAX_SAFE : Number(v));
    pm.results = m.results.map(compile);
    pm.fixed = [];
    pm.inner = [];
    for (const c of m.constraints) {
      const item = { f: compile(c.e), lo: clamp(c.lo), hi: clamp(c.hi) };
      (usesVars(c.e, nd, nd + ns) ? pm.inner : pm.fixed).push(item);
    }
    return pm;
  }

  // Every feasible point of `pm` with the dimensions at `index` and the
  // runtime variables at `rt`; `emit(values)` for each point's results.
  // Returns {points} or {tooMany, total} or {error}.
  function enumerate(pm, index, rt, emit, budget) {
    if (!pm.ok) return { error: pm.why };
    if (index.length !== pm.nd) return { error: `the index has ${index.length} coordinates, the map ${pm.nd} dimensions` };
    if (pm.empty) return { points: 0 };
    const nd = pm.nd;
    const ns = pm.ns;
    const x = new Float64Array(nd + ns + pm.nr);
    for (let i = 0; i < nd; i++) {
      if (index[i] < pm.lo[i] || index[i] > pm.hi[i]) return { points: 0 };
      x[i] = index[i];
    }
    for (let j = 0; j < pm.nr; j++) {
      const v = rt[j];
      const s = nd + ns + j;
      if (!Number.isSafeInteger(v) || v < pm.lo[s] || v > pm.hi[s]) return { error: `rt${j} = ${v} is outside its interval` };
      x[s] = v;
    }
    let total = 1;
    for (let s = nd; s < nd + ns; s++) total *= pm.hi[s] - pm.lo[s] + 1;
    if (total > LIMITS.pointCap) return { tooMany: true, total };
    if (total > budget) return { overBudget: true, total };
    for (const c of pm.fixed) {
      const v = c.f(x);
      if (v < c.lo || v > c.hi) return { points: 0, enumerated: 0 };
    }
    const res = pm.results;
    const nres = res.length;
    const out = new Array(nres);
    const inner = pm.inner;
    const ni = inner.length;
    for (let s = nd; s < nd + ns; s++) x[s] = pm.lo[s];
    let points = 0;
    const last = nd + ns - 1;
    for (let left = total; left > 0; left--) {
      let ok = true;
      for (let c = 0; c < ni; c++) {
        const v = inner[c].f(x);
        if (v < inner[c].lo || v > inner[c].hi) {
          ok = false;
          break;
        }
      }
      if (ok) {
        for (let r = 0; r < nres; r++) out[r] = res[r](x);
        emit(out);
        points++;
      }
      // odometer over the range variables, last one fastest
      for (let s = last; s >= nd; s--) {
        if (x[s] < pm.hi[s]) {
          x[s]++;
          break;
        }
        x[s] = pm.lo[s];
      }
    }
    return { points, enumerated: total };
  }

  // Distinct elements of a tensor of `shape` (null: unknown shape).
  class Collector {
    constructor(shape) {
      this.shape = shape;
      this.oob = 0;
      this.oobList = [];
      if (shape) {
        this.rank = shape.length;
        this.strides = new Array(this.rank);
        let s = 1;
        for (let i = this.rank - 1; i >= 0; i--) {
          this.strides[i] = s;
          s *= shape[i];
        }
        this.size = s;
        this.bitmap = s <= LIMITS.bitmapElements ? new Uint8Array(s) : null;
        this.set = this.bitmap ? null : new Set();
        this.list = [];
      } else {
        this.keys = new Map();
      }
    }
    add(v) {
      if (!this.shape) {
        const k = v.join(',');
        if (!this.keys.has(k)) this.keys.set(k, v.slice());
        return;
      }
      let lin = 0;
      for (let i = 0; i < this.rank; i++) {
        const c = v[i];
        if (c < 0 || c >= this.shape[i]) {
          this.oob++;
          if (this.oobList.length < LIMITS.listed) this.oobList.push(v.slice());
          return;
        }
        lin += c * this.strides[i];
      }
      if (this.bitmap) {
        if (!this.bitmap[lin]) {
          this.bitmap[lin] = 1;
          this.list.push(lin);
        }
      } else if (!this.set.has(lin)) {
        this.set.add(lin);
        this.list.push(lin);
      }
    }
    get count() {
      return this.shape ? this.list.length : this.keys.size;
    }
    // Up to n elements in lexicographic order.
    first(n) {
      let all;
      if (this.shape) {
        const lins = this.list.slice().sort((a, b) => a - b).slice(0, n);
        all = lins.map((lin) => this.strides.map((s, i) => Math.floor(lin / s) % this.shape[i]));
      } else {
        all = Array.from(this.keys.values());
        all.sort((a, b) => {
          for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
          return a.length - b.length;
        });
        all = all.slice(0, n);
      }
      return all;
    }
  }

  // =======================================================================
  // Data
  // =======================================================================
  function readJson(id) {
    const node = document.getElementById(id);
    if (!node) return { value: null, error: `no #${id} element` };
    try {
      return { value: JSON.parse(node.textContent) };
    } catch (err) {
      return { value: null, error: `#${id}: ${err.message}` };
    }
  }

  let report = null;
  let graph = null;
  let chunks = null; // the manifest of a chunked page (#index-opt-chunks)
  let direction = 'output-to-input';
  const models = new Map();

  // A chunked page's data: each chunk is a script beside the page that
  // calls indexOptChunk(KEY, DATA) (fetch cannot read file:// pages);
  // loaded once, on demand.
  const chunkLoads = new Map(); // key -> {promise, resolve, reject}
  function loadChunk(key) {
    if (chunkLoads.has(key)) return chunkLoads.get(key).promise;
    const load = {};
    load.promise = new Promise((resolve, reject) => {
      load.resolve = resolve;
      load.reject = reject;
    });
    chunkLoads.set(key, load);
    const script = document.createElement('script');
    script.src = `${chunks.files}${key}.js`;
    script.onerror = () => {
      chunkLoads.delete(key);
      load.reject(new Error(`cannot load ${script.src}`));
    };
    script.onload = () => script.remove();
    document.head.append(script);
    return load.promise;
  }
  function receiveChunk(key, data) {
    const load = chunkLoads.get(key);
    if (!load) return;
    load.resolve(data);
    // For tests: which chunks have been read, in order.
    document.body.dataset.chunks = ((document.body.dataset.chunks || '') + ' ' + key).trim();
  }
  // Whether op `id`'s entries are still to be loaded; when they are, loads
  // them (all ops of its chunk) and then calls `then`.
  function opPending(m, id, then) {
    const op = m.byId[id];
    if (!chunks || !op || Array.isArray(op.indexing)) return false;
    loadChunk(`f${m.fi}-ops-${op.chunk}`).then(
      (data) => {
        for (const k of Object.keys(data)) if (m.byId[k]) m.byId[k].indexing = data[k];
        then();
      },
      (err) => setNotice(String(err.message || err)),
    );
    return true;
  }
  // The same for the function-level entries of from tensor `t`.
  function functionPending(m, t, then) {
    if (!chunks) return false;
    const fc = chunks.functions && chunks.functions[m.fi];
    if (!fc || !fc.from_entries || !fc.from_entries[t]) return false;
    if (!m.fromLoaded) m.fromLoaded = new Set();
    if (m.fromLoaded.has(t)) return false;
    loadChunk(`f${m.fi}-from-${t}`).then(
      (data) => {
        if (!m.fromLoaded.has(t)) {
          m.fromLoaded.add(t);
          for (const e of data) m.fn.function_indexing.push(e);
        }
        then();
      },
      (err) => setNotice(String(err.message || err)),
    );
    return true;
  }

  // Per function: ops by id, top-level ancestors, graph info.
  function model(fi) {
    if (models.has(fi)) return models.get(fi);
    const fn = report.functions[fi];
    let gf = graph && Array.isArray(graph.functions) ? graph.functions[fi] : null;
    if (gf && gf.name !== undefined && gf.name !== fn.name) gf = graph.functions.find((g) => g.name === fn.name) || null;
    const ops = Array.isArray(fn.ops) ? fn.ops : [];
    const byId = [];
    for (const op of ops) byId[op.id] = op;
    const n = byId.length;
    const top = new Int32Array(n).fill(-1);
    const inside = new Int32Array(n);
    const topOf = (id) => {
      let k = id;
      const path = [];
      while (k >= 0 && k < n && top[k] < 0) {
        const op = byId[k];
        if (!op || op.parent === null || op.parent === undefined || path.length > n) {
          top[k] = k;
          break;
        }
        path.push(k);
        k = op.parent;
      }
      const t = k >= 0 && k < n ? top[k] : id;
      for (const q of path) top[q] = t;
      return t;
    };
    const tops = [];
    for (let id = 0; id < n; id++) {
      if (!byId[id]) continue;
      const t = topOf(id);
      if (t === id) tops.push(id);
      else inside[t]++;
    }
    const posOfTop = new Map();
    tops.forEach((id, i) => posOfTop.set(id, i));
    const m = {
      fi,
      fn,
      gf,
      byId,
      top,
      inside,
      tops,
      posOfTop,
      pages: Math.max(1, Math.ceil(tops.length / LIMITS.opsPerPage)),
      gop: (id) => (gf && Array.isArray(gf.ops) && gf.ops[id]) || null,
    };
    // The graph page of each argument: that of its first reader (page 1
    // when nothing reads it), so that it sits next to its first use and a
    // page holds only the arguments it needs.
    m.argPage = [];
    for (let id = 0; id < n; id++) {
      const g = m.gop(id);
      if (!g || !Array.isArray(g.operands) || !byId[id]) continue;
      for (const opd of g.operands) {
        const a = opd && opd.source && opd.source.arg;
        if (typeof a === 'number' && m.argPage[a] === undefined) m.argPage[a] = Math.floor(posOfTop.get(top[id]) / LIMITS.opsPerPage);
      }
    }
    // The ids of an op's subtree: pre-order makes it contiguous.
    m.subtreeEnd = (t) => {
      const i = posOfTop.get(t);
      return i + 1 < tops.length ? tops[i + 1] : n;
    };
    models.set(fi, m);
    return m;
  }

  function sourceLabel(src) {
    if (!src || typeof src !== 'object') return null;
    if (src.arg !== undefined) return `arg ${src.arg}`;
    if (src.op !== undefined) return src.result ? `#${src.op} result ${src.result}` : `#${src.op}`;
    if (src.region_arg !== undefined) return `#${src.of} region arg ${src.region_arg}`;
    return null;
  }

  function hasUnknown(m, t) {
    const end = m.subtreeEnd(t);
    for (let id = t; id < end; id++) {
      const op = m.byId[id];
      if (op && Array.isArray(op.indexing) ? op.indexing.some((e) => e && e.unknown !== undefined) : op && op.unknown_entries > 0) return true;
    }
    return false;
  }

  // =======================================================================
  // State
  // =======================================================================
  const S = {
    fi: 0,
    page: 0,
    sel: null, // {kind: 'op', id} | {kind: 'function'}
    edge: null, // pinned edge {op, operand}
    from: null, // explorer "from" tensor key
    index: null, // explored index (array)
    rt: new Map(), // slider values, key "E:M:J"
  };
  const ui = {};

  // =======================================================================
  // Graph
  // =======================================================================
  const G = { nodeW: 150, nodeH: 40, argW: 108, argH: 32, gapX: 16, rowGap: 58, margin: 34, marginX: 16 };
  function graphWidth() {
    const wrap = ui.svg && ui.svg.parentNode;
    return wrap && wrap.clientWidth ? wrap.clientWidth : 900;
  }

  // A page's graph: its nodes (the arguments first read on the page, then
  // its top-level ops in id order), its edges, and one small stub node per
  // edge whose value is defined on another page. Positions come from `elkLayout` (or, when the
  // page has no layout library, `layersLayout`).
  function pageGraph(m, page) {
    const ids = m.tops.slice(page * LIMITS.opsPerPage, (page + 1) * LIMITS.opsPerPage);
    const nodes = new Map(); // key -> node ('a3' for args, op id for ops)
    const list = [];
    if (m.gf && Array.isArray(m.gf.arguments)) {
      m.gf.arguments.forEach((a, i) => {
        if ((m.argPage[i] || 0) !== page) return;
        const nd = { key: 'a' + i, kind: 'arg', arg: i, layer: 0, info: a, ins: [], outs: [], w: G.argW, h: G.argH };
        nodes.set(nd.key, nd);
        list.push(nd);
      });
    }
    for (const id of ids) {
      const nd = { key: id, kind: 'op', id, layer: 1, ins: [], outs: [], w: G.nodeW, h: G.nodeH };
      nodes.set(id, nd);
      list.push(nd);
    }
    const edges = [];
    for (const t of ids) {
      const target = nodes.get(t);
      const end = m.subtreeEnd(t);
      for (let c = t; c < end; c++) {
        const g = m.gop(c);
        if (!g || !Array.isArray(g.operands)) continue;
        g.operands.forEach((opd, k) => {
          const src = opd && opd.source;
          if (!src || typeof src !== 'object') return;
          let skey;
          let stub;
          let result = 0;
          if (src.arg !== undefined) {
            skey = 'a' + src.arg;
            stub = `arg ${src.arg}`;
          } else {
            const sid = src.op !== undefined ? src.op : src.of;
            if (typeof sid !== 'number' || sid < 0 || sid >= m.top.length) return;
            skey = m.top[sid];
            stub = `#${skey}`;
            if (src.op !== undefined && skey === sid) result = src.result || 0;
          }
          if (skey === t) return; // inside the node itself
          const e = { consumer: c, operand: k, target, label: sourceLabel(src), type: opd.type, result };
          const s = nodes.get(skey);
          if (s) {
            e.source = s;
            s.outs.push(e);
          } else {
            e.stub = stub;
            e.stubKey = skey;
            e.stubNode = { key: `s${edges.length}`, kind: 'stub', w: Math.max(24, 6 * stub.length + 6), h: 14 };
          }
          target.ins.push(e);
          edges.push(e);
        });
      }
    }
    for (const nd of list) nd.ins.sort((x, z) => x.consumer - z.consumer || x.operand - z.operand);
    // Ports: operands spread over the target's top edge, results over the
    // source's bottom edge (relative to the node).
    for (const nd of list) {
      nd.ins.forEach((e, i) => {
        e.tdx = (nd.w * (i + 1)) / (nd.ins.length + 1);
      });
    }
    for (const e of edges) {
      if (!e.source) continue;
      const src = e.source;
      let nres = 1;
      if (src.kind === 'op') {
        const g = m.gop(src.id);
        nres = g && Array.isArray(g.results) ? Math.max(1, g.results.length) : 1;
      }
      e.result = Math.min(e.result, nres - 1);
      e.sdx = (src.w * (e.result + 1)) / (nres + 1);
      src.results = nres;
    }
    return { ids, nodes, list, edges, width: 200, height: 80 };
  }

  // The layout without the library: layer = 1 + the deepest source on the
  // page; an op then moves down to just above its first consumer; layers
  // wrap into rows that fit the panel; edges are curves (they may cross
  // nodes).
  function layersLayout(lay) {
    const { list, edges } = lay;
    for (const nd of list) {
      for (const e of nd.ins) if (e.source && e.source.layer + 1 > nd.layer) nd.layer = e.source.layer + 1;
    }
    for (let i = list.length - 1; i >= 0; i--) {
      const nd = list[i];
      if (nd.kind !== 'op' || !nd.outs.length) continue;
      let l = Infinity;
      for (const e of nd.outs) l = Math.min(l, e.target.layer);
      if (l - 1 > nd.layer) nd.layer = l - 1;
    }
    const avail = Math.max(3 * (G.nodeW + G.gapX), graphWidth() - 2 * G.marginX + G.gapX);
    const layers = new Map();
    for (const nd of list) {
      if (!layers.has(nd.layer)) layers.set(nd.layer, []);
      layers.get(nd.layer).push(nd);
    }
    const rows = [];
    for (const l of Array.from(layers.keys()).sort((x, y) => x - y)) {
      const ns = layers.get(l).sort((x, y) => (x.kind === y.kind ? (x.kind === 'arg' ? x.arg - y.arg : x.id - y.id) : x.kind === 'arg' ? -1 : 1));
      const per = Math.max(1, Math.min(LIMITS.rowMax * (ns[0].w === G.nodeW ? 1 : 2), Math.floor(avail / (ns[0].w + G.gapX))));
      for (let i = 0; i < ns.length; i += per) rows.push(ns.slice(i, i + per));
    }
    const rowWidth = (row) => row.reduce((w, nd) => w + nd.w + G.gapX, -G.gapX);
    const width = rows.reduce((w, r) => Math.max(w, rowWidth(r)), 0) + 2 * G.marginX;
    let y = G.margin;
    for (const row of rows) {
      let x = (width - rowWidth(row)) / 2;
      const rh = Math.max(...row.map((nd) => nd.h));
      for (const nd of row) {
        nd.x = x;
        nd.y = y;
        x += nd.w + G.gapX;
      }
      y += rh + G.rowGap;
    }
    for (const e of edges) {
      const t = e.target;
      const tx = t.x + e.tdx;
      if (e.stub) {
        e.points = [[tx, t.y - 20], [tx, t.y - 1]];
        e.stubNode.x = tx - e.stubNode.w / 2;
        e.stubNode.y = t.y - 34;
        continue;
      }
      const sx = e.source.x + e.sdx;
      const sy = e.source.y + e.source.h;
      const dy = Math.max(18, (t.y - sy) / 2);
      e.curve = `M${sx},${sy} C${sx},${sy + dy} ${tx},${t.y - dy} ${tx},${t.y - 1}`;
    }
    lay.width = Math.max(width, 200);
    lay.height = Math.max(y - G.rowGap + G.margin, 80);
    lay.engine = 'layers';
    return lay;
  }

  // The layout by ELK (elkjs, inlined in the page before this script):
  // layered, top to bottom, orthogonal edges between fixed ports (operands
  // on a node's top edge, results on its bottom edge), so that an edge
  // never crosses a node; a stub is a node of its own above its consumer.
  const ELK_OPTIONS = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.spacing.nodeNode': String(G.gapX),
    'elk.spacing.edgeNode': '8',
    'elk.spacing.edgeEdge': '5',
    'elk.layered.spacing.nodeNodeBetweenLayers': '28',
    'elk.layered.spacing.edgeNodeBetweenLayers': '10',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '5',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.padding': `[top=${G.marginX},left=${G.marginX},bottom=${G.marginX},right=${G.marginX}]`,
  };
  // ELK runs in a Web Worker started from the inlined library's text (a
  // blob: URL, which a file:// page may start), so that a layout never
  // blocks the page; where no worker starts, or one fails, on the page's
  // thread (elkjs's own fake worker, asynchronous but blocking).
  let elk = null;
  let layoutWorker; // undefined: not tried yet; null: none
  const layoutCalls = new Map();
  let layoutCallId = 0;
  const WORKER_SCRIPT =
    '\n;const layout = new self.ELK();\n' +
    'self.onmessage = (ev) => layout.layout(ev.data.graph).then(' +
    '(graph) => self.postMessage({ id: ev.data.id, graph }), ' +
    '(err) => self.postMessage({ id: ev.data.id, error: String(err && err.message ? err.message : err) }));\n';
  function startLayoutWorker() {
    const library = document.getElementById('index-opt-elk');
    if (!library || typeof Worker !== 'function' || typeof Blob !== 'function' || !window.URL) return null;
    try {
      const url = URL.createObjectURL(new Blob([library.textContent, WORKER_SCRIPT], { type: 'text/javascript' }));
      const worker = new Worker(url);
      worker.onmessage = (ev) => {
        const call = layoutCalls.get(ev.data.id);
        layoutCalls.delete(ev.data.id);
        if (!call) return;
        if (ev.data.error !== undefined) call.reject(new Error(ev.data.error));
        else call.resolve(ev.data.graph);
      };
      worker.onerror = (ev) => {
        // A worker that cannot run: the pending layouts go to the page's thread.
        if (ev && ev.preventDefault) ev.preventDefault();
        layoutWorker = null;
        const pending = Array.from(layoutCalls.values());
        layoutCalls.clear();
        for (const call of pending) onThread(call.graph).then(call.resolve, call.reject);
      };
      return worker;
    } catch (err) {
      return null;
    }
  }
  function onThread(graph) {
    if (!elk) elk = new ELK(); // eslint-disable-line no-undef
    return elk.layout(graph);
  }
  function runElk(graph) {
    if (layoutWorker === undefined) layoutWorker = startLayoutWorker();
    if (!layoutWorker) return onThread(graph);
    return new Promise((resolve, reject) => {
      const id = ++layoutCallId;
      layoutCalls.set(id, { resolve, reject, graph });
      layoutWorker.postMessage({ id, graph });
    });
  }
  function elkLayout(lay) {
    const port = (id, x, y, side) => ({ id, x, y, width: 0, height: 0, layoutOptions: { 'elk.port.side': side } });
    const fixed = { 'elk.portConstraints': 'FIXED_POS' };
    const children = [];
    for (const nd of lay.list) {
      const ports = nd.ins.map((e, i) => port(`${nd.key}:i${i}`, e.tdx, 0, 'NORTH'));
      for (let r = 0; r < (nd.results || 0); r++) ports.push(port(`${nd.key}:r${r}`, (nd.w * (r + 1)) / (nd.results + 1), nd.h, 'SOUTH'));
      children.push({ id: String(nd.key), width: nd.w, height: nd.h, ports, layoutOptions: fixed });
    }
    const elkEdges = [];
    lay.edges.forEach((e, i) => {
      const t = `${e.target.key}:i${e.target.ins.indexOf(e)}`;
      let s;
      if (e.stub) {
        const sn = e.stubNode;
        children.push({ id: sn.key, width: sn.w, height: sn.h, ports: [port(`${sn.key}:r0`, sn.w / 2, sn.h, 'SOUTH')], layoutOptions: fixed });
        s = `${sn.key}:r0`;
      } else {
        s = `${e.source.key}:r${e.result}`;
      }
      elkEdges.push({ id: `e${i}`, sources: [s], targets: [t] });
    });
    const graph = { id: 'page', layoutOptions: ELK_OPTIONS, children, edges: elkEdges };
    return runElk(graph).then((out) => {
      const at = new Map(out.children.map((c) => [c.id, c]));
      for (const nd of lay.list) {
        const c = at.get(String(nd.key));
        nd.x = c.x;
        nd.y = c.y;
      }
      const byId = new Map(out.edges.map((x) => [x.id, x]));
      lay.edges.forEach((e, i) => {
        if (e.stub) {
          const c = at.get(e.stubNode.key);
          e.stubNode.x = c.x;
          e.stubNode.y = c.y;
        }
        const sec = (byId.get(`e${i}`).sections || [])[0];
        if (!sec) return;
        e.points = [sec.startPoint, ...(sec.bendPoints || []), sec.endPoint].map((p) => [p.x, p.y]);
      });
      lay.width = Math.max(200, Math.ceil(out.width));
      lay.height = Math.max(80, Math.ceil(out.height));
      lay.engine = 'elk';
      return lay;
    });
  }

  function nodeMarkup(m, nd) {
    const x = nd.x;
    const y = nd.y;
    let cls;
    let attrs;
    let line1;
    let line2;
    let title;
    if (nd.kind === 'arg') {
      const t = nd.info && nd.info.type;
      cls = 'node arg';
      attrs = `data-arg="${nd.arg}"`;
      line1 = `arg ${nd.arg}`;
      line2 = shortType(t);
      title = `function argument ${nd.arg}\n${t || ''}`;
    } else {
      const op = m.byId[nd.id];
      const g = m.gop(nd.id);
      const name = op.name || '?';
      const isRet = /(^|\.)return$/.test(name) && op.parent === null;
      cls = 'node' + (isRet ? ' ret' : '') + (hasUnknown(m, nd.id) ? ' unknown' : '');
      if (Array.isArray(op.indexing) ? op.indexing.length === 0 : !op.entries) cls += ' noentries';
      attrs = `data-op="${nd.id}"`;
      line1 = `#${nd.id} ${isRet ? 'return' : shortName(name)}`;
      const rtypes = g && Array.isArray(g.results) ? g.results.map((r) => r.type) : [];
      const optypes = g && Array.isArray(g.operands) ? g.operands.map((o) => o.type) : [];
      if (isRet) line2 = optypes.length ? `results: ${optypes.map(shortType).join(', ')}` : 'no results';
      else line2 = rtypes.length ? shortType(rtypes[0]) + (rtypes.length > 1 ? ` +${rtypes.length - 1}` : '') : '';
      if (m.inside[nd.id]) line2 = (line2 ? line2 + ' \u00b7 ' : '') + `+${m.inside[nd.id]} inside`;
      title =
        `#${nd.id} ${name}\n${op.loc || ''}` +
        (rtypes.length ? `\nresults: ${rtypes.join(', ')}` : '') +
        (isRet && optypes.length ? `\nfunction results: ${optypes.join(', ')}` : '') +
        (m.inside[nd.id] ? `\n${m.inside[nd.id]} ops inside its regions` : '');
    }
    return (
      `<g class="${cls}" ${attrs} transform="translate(${x},${y})">` +
      `<title>${esc(title)}</title>` +
      `<rect width="${nd.w}" height="${nd.h}" rx="6"></rect>` +
      (nd.kind === 'arg'
        ? `<text class="l1" x="7" y="13">${esc(line1)}</text><text class="l2" x="7" y="26">${esc(clip(line2 || '', 19))}</text>`
        : `<text class="l1" x="8" y="16">${esc(clip(line1, 22))}</text><text class="l2" x="8" y="31">${esc(clip(line2 || "", 28))}</text>`) +
      `</g>`
    );
  }

  function edgeMarkup(m, e) {
    const cons = m.byId[e.consumer];
    const tip = `${e.label || e.stub} \u2192 #${e.consumer} ${cons ? cons.name : ''} operand ${e.operand}` + (e.type ? `\n${e.type}` : '');
    const from = e.stub ? e.stubNode.key : e.source.key;
    const head =
      `<g class="edge${e.stub ? ' stub' : ''}" data-op="${e.consumer}" data-operand="${e.operand}" data-source="${esc(e.label || '')}" data-from="${from}" data-to="${e.target.key}">` +
      `<title>${esc(tip)}</title>`;
    let d = e.curve;
    if (!d && e.points) {
      // The arrow's tip ends a pixel before the node's edge.
      const p = e.points.map((q) => q.slice());
      const a = p[p.length - 2];
      const b = p[p.length - 1];
      if (a[0] === b[0] && b[1] > a[1]) b[1] -= 1;
      d = 'M' + p.map((q) => `${q[0]},${q[1]}`).join(' L');
    }
    if (!d) return '';
    let label = '';
    if (e.stub) {
      const sn = e.stubNode;
      label = `<text class="stub-label" data-goto="${e.stubKey}" data-stub="${sn.key}" x="${sn.x + sn.w / 2}" y="${sn.y + sn.h - 3}">${esc(e.stub)}</text>`;
    }
    return head + `<path class="hit" d="${d}"></path><path class="line" d="${d}" marker-end="url(#arrow)"></path>${label}</g>`;
  }

  // Layouts are computed once per function and page (ELK's does not depend
  // on the panel's width; the fallback's does, so it is not kept).
  const layouts = new Map();
  let currentLayout = null;
  let layoutRequest = 0;
  // Draws the current page, laying it out first when needed; `then` runs
  // once it is drawn (ELK lays out asynchronously: the page stays
  // responsive, and a later request supersedes an earlier one).
  function renderGraph(then) {
    const m = model(S.fi);
    const n = m.tops.length;
    const a = n ? S.page * LIMITS.opsPerPage + 1 : 0;
    const b = Math.min(n, (S.page + 1) * LIMITS.opsPerPage);
    ui.pageInfo.textContent = `ops ${a}\u2013${b} of ${n}` + (m.pages > 1 ? ` (page ${S.page + 1} of ${m.pages})` : '');
    ui.prev.disabled = S.page <= 0;
    ui.next.disabled = S.page >= m.pages - 1;
    ui.pager.hidden = m.pages <= 1;
    const key = `${S.fi}:${S.page}`;
    const request = ++layoutRequest;
    const show = (lay) => {
      if (request !== layoutRequest) return;
      ui.svg.classList.remove('pending');
      drawGraph(m, lay);
      if (then) then();
    };
    if (layouts.has(key)) return show(layouts.get(key));
    const lay = pageGraph(m, S.page);
    if (typeof ELK !== 'function') return show(layersLayout(lay)); // eslint-disable-line no-undef
    ui.svg.classList.add('pending');
    const started = now();
    elkLayout(lay).then(
      (done) => {
        done.ms = now() - started;
        layouts.set(key, done);
        show(done);
      },
      (err) => {
        console.warn(`index-opt: ELK layout failed (${err}); drawing layers`);
        show(layersLayout(pageGraph(m, S.page)));
      },
    );
  }

  function drawGraph(m, lay) {
    currentLayout = lay;
    const parts = [
      '<defs>',
      '<marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L8,4 L0,8 z"></path></marker>',
      '<marker id="arrow-hl" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L8,4 L0,8 z"></path></marker>',
      '</defs><g class="edges">',
    ];
    for (const e of lay.edges) parts.push(edgeMarkup(m, e));
    parts.push('</g><g class="nodes">');
    for (const nd of lay.list) parts.push(nodeMarkup(m, nd));
    parts.push('</g>');
    const svg = ui.svg;
    svg.setAttribute('width', lay.width);
    svg.setAttribute('height', lay.height);
    svg.setAttribute('viewBox', `0 0 ${lay.width} ${lay.height}`);
    svg.innerHTML = parts.join('');
    svg.dataset.layout = lay.engine;
    svg.dataset.page = String(S.page);
    svg.dataset.fn = String(S.fi);
    if (lay.ms !== undefined) svg.dataset.layoutMs = String(Math.round(lay.ms));
    if (lay.engine === 'elk') svg.dataset.layoutIn = layoutWorker ? 'worker' : 'page';
    markGraphSelection();
  }

  function markGraphSelection() {
    const svg = ui.svg;
    for (const x of svg.querySelectorAll('.selected, .in, .out, .pinned')) x.classList.remove('selected', 'in', 'out', 'pinned');
    ui.fnButton.classList.toggle('active', !!(S.sel && S.sel.kind === 'function'));
    if (!S.sel || S.sel.kind !== 'op') return;
    const m = model(S.fi);
    const t = m.top[S.sel.id];
    const node = svg.querySelector(`g.node[data-op="${t}"]`);
    if (node) node.classList.add('selected');
    if (currentLayout) {
      const nd = currentLayout.nodes.get(t);
      if (nd) {
        for (const e of nd.ins) edgeElement(e.consumer, e.operand)?.classList.add('in');
        for (const e of nd.outs) edgeElement(e.consumer, e.operand)?.classList.add('out');
      }
    }
    if (S.edge) edgeElement(S.edge.op, S.edge.operand)?.classList.add('pinned');
  }
  function edgeElement(op, operand) {
    return ui.svg.querySelector(`g.edge[data-op="${op}"][data-operand="${operand}"]`);
  }

  function onGraphOver(ev) {
    const g = ev.target.closest && ev.target.closest('g.edge');
    if (!g || (ev.relatedTarget && g.contains(ev.relatedTarget))) return;
    g.classList.add('hover');
    renderMaps({ op: +g.dataset.op, operand: +g.dataset.operand, preview: true });
  }
  function onGraphOut(ev) {
    const g = ev.target.closest && ev.target.closest('g.edge');
    if (!g || (ev.relatedTarget && g.contains(ev.relatedTarget))) return;
    g.classList.remove('hover');
    renderMaps();
  }
  function onGraphClick(ev) {
    const t = ev.target;
    const stub = t.closest && t.closest('.stub-label');
    if (stub) {
      const key = stub.dataset.goto;
      if (key && key[0] === 'a') selectFunction(+key.slice(1));
      else if (key !== undefined) selectOp(+key);
      return;
    }
    const edge = t.closest && t.closest('g.edge');
    if (edge) {
      selectOp(+edge.dataset.op, { edge: { op: +edge.dataset.op, operand: +edge.dataset.operand } });
      return;
    }
    const node = t.closest && t.closest('g.node');
    if (!node) return;
    if (node.dataset.arg !== undefined) selectFunction(+node.dataset.arg);
    else selectOp(+node.dataset.op);
  }

  // =======================================================================
  // Selection
  // =======================================================================
  function selectOp(id, opts) {
    const m = model(S.fi);
    if (!m.byId[id]) {
      setNotice(`no op #${id} in @${m.fn.name}`);
      return;
    }
    const page = Math.floor(m.posOfTop.get(m.top[id]) / LIMITS.opsPerPage);
    const changed = !S.sel || S.sel.kind !== 'op' || S.sel.id !== id;
    S.sel = { kind: 'op', id };
    S.edge = (opts && opts.edge) || null;
    if (changed) resetExplorerState();
    if (opts && opts.from) S.from = opts.from;
    if (opts && opts.index) S.index = opts.index;
    const reveal = () => {
      const node = ui.svg.querySelector(`g.node[data-op="${m.top[id]}"]`);
      if (node && node.scrollIntoView && !(opts && opts.noScroll)) node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    if (page !== S.page) {
      S.page = page;
      renderGraph(reveal);
    } else {
      markGraphSelection();
      reveal();
    }
    renderMaps();
    if (changed || (opts && (opts.from || opts.index))) renderExplorer();
    markFocus();
    writeHash();
  }
  function selectFunction(argument, opts) {
    const changed = !S.sel || S.sel.kind !== 'function';
    S.sel = { kind: 'function' };
    S.edge = null;
    if (changed) resetExplorerState();
    if (opts && opts.from) S.from = opts.from;
    if (opts && opts.index) S.index = opts.index;
    markGraphSelection();
    renderMaps();
    let from;
    if (argument !== undefined && direction === 'input-to-output') from = `argument-${argument}`;
    if (changed || from) renderExplorer(from);
    writeHash();
  }
  function resetExplorerState() {
    S.from = null;
    S.index = null;
    S.rt = new Map();
  }
  function selectFunctionIndex(fi) {
    if (fi === S.fi) return;
    S.fi = fi;
    S.page = 0;
    S.sel = null;
    S.edge = null;
    resetExplorerState();
    if (ui.fnSelect) ui.fnSelect.value = String(fi);
    renderGraph();
    renderMaps();
    renderExplorer();
    writeHash();
  }
  function setNotice(text) {
    ui.notice.textContent = text || '';
    ui.notice.hidden = !text;
  }

  // =======================================================================
  // Maps panel
  // =======================================================================
  function extraText(key, v) {
    if (v === null || typeof v !== 'object') return `${key}: ${v === null ? 'null' : v}`;
    if (!Array.isArray(v) && Object.keys(v).length === 2 && 'lower' in v && 'upper' in v) return `${key}: ${v.lower}..${v.upper}`;
    if (Array.isArray(v)) return null;
    const parts = [];
    for (const [k, x] of Object.entries(v)) {
      if (x === null || typeof x !== 'object') parts.push(`${k} ${x === null ? 'null' : x}`);
      else if (!Array.isArray(x) && 'lower' in x && 'upper' in x) parts.push(`${k} ${x.lower}..${x.upper}`);
      else if (!Array.isArray(x)) {
        const sub = Object.entries(x)
          .filter(([, y]) => y === null || typeof y !== 'object')
          .map(([a, y]) => `${a} ${y}`);
        if (sub.length) parts.push(`${k} {${sub.join(', ')}}`);
      }
    }
    return parts.length ? `${key}: ${parts.join(', ')}` : null;
  }
  const ENTRY_KEYS = new Set(['result', 'operand', 'argument', 'maps', 'unknown', 'rt_vars']);

  function entryLabel(e, fnLevel) {
    return `result ${e.result}, ${fnLevel ? 'argument' : 'operand'} ${fnLevel ? e.argument : e.operand}:`;
  }
  function rtVarText(rv, fnLevel) {
    const src = [];
    if (rv.operand !== undefined) src.push(`${fnLevel ? 'argument' : 'operand'} ${rv.operand}`);
    if (rv.result !== undefined) src.push(`result ${rv.result}`);
    if (rv.defined_by !== undefined) src.push(`defined by ${rv.defined_by}`);
    if (rv.dimension !== undefined) src.push(`dimension ${rv.dimension}`);
    let t = `rt${rv.rt}: ${src.join(', ') || 'runtime value'}`;
    if (rv.index !== undefined) t += ` at ${rv.index}`;
    return t;
  }
  function renderEntry(e, E, fnLevel, extraHead) {
    const box = el('div', { class: 'entry', 'data-entry': E });
    const head = el('div', { class: 'entry-head' }, el('span', { class: 'elabel', text: entryLabel(e, fnLevel) }));
    if (extraHead) head.append(' ', el('span', { class: 'muted', text: extraHead }));
    box.append(head);
    const maps = Array.isArray(e.maps) ? e.maps : [];
    if (e.unknown !== undefined) box.append(el('div', { class: 'unknown', text: `unknown: ${e.unknown}` }));
    else if (maps.length === 0) box.append(el('div', { class: 'nothing', text: direction === 'input-to-output' ? '(contributes to nothing)' : '(reads nothing)' }));
    const rts = Array.isArray(e.rt_vars) ? e.rt_vars : [];
    maps.forEach((text, i) => {
      box.append(el('pre', { class: 'map', 'data-map': text, text: seedLayout(String(text)) }));
      const mine = rts.filter((rv) => rv && rv.map === i);
      if (mine.length) {
        box.append(el('div', { class: 'rtinfo' }, el('div', { text: 'runtime variables:' }), ...mine.map((rv) => el('div', { class: 'rtline', text: rtVarText(rv, fnLevel) }))));
      }
    });
    const extras = [];
    for (const [k, v] of Object.entries(e)) {
      if (ENTRY_KEYS.has(k)) continue;
      const t = extraText(k, v);
      if (t) extras.push(el('div', { text: t }));
    }
    if (extras.length) box.append(el('div', { class: 'extra' }, ...extras));
    return box;
  }

  // Entries in chunks, with a "show more" button.
  function appendEntries(container, items, fnLevel, headFor) {
    let shown = 0;
    const more = el('button', { type: 'button', class: 'more' });
    const step = () => {
      const end = Math.min(items.length, shown + LIMITS.entriesPerChunk);
      const frag = document.createDocumentFragment();
      for (let i = shown; i < end; i++) frag.append(renderEntry(items[i].e, items[i].E, fnLevel, headFor && headFor(items[i].e)));
      container.insertBefore(frag, more);
      shown = end;
      more.hidden = shown >= items.length;
      more.textContent = `show ${Math.min(LIMITS.entriesPerChunk, items.length - shown)} more (${items.length - shown} left)`;
    };
    more.addEventListener('click', step);
    container.append(more);
    step();
  }

  function operandSourceText(m, opId, k) {
    const g = m.gop(opId);
    const o = g && Array.isArray(g.operands) ? g.operands[k] : null;
    if (!o) return '';
    const src = sourceLabel(o.source);
    return [o.type, src ? `from ${src}` : ''].filter(Boolean).join(', ');
  }

  // view: undefined (the selection) or {op, operand, preview}: one edge.
  let mapsRequest = 0;
  function renderMaps(view) {
    const box = ui.maps;
    box.textContent = '';
    const m = model(S.fi);
    const request = ++mapsRequest;
    const again = () => {
      if (request === mapsRequest) renderMaps(view);
    };
    const edge = view || S.edge;
    if (!S.sel && !view) {
      box.append(el('h2', { text: 'Maps' }), el('p', { class: 'hint', text: 'Click a node to see its indexing maps, hover or click an edge to see the maps of that operand, or use \u201cwhole function\u201d.' }));
      return;
    }
    if (S.sel && S.sel.kind === 'function' && !view) {
      box.append(el('h2', { text: `@${m.fn.name} as a whole (fusion)` }));
      const fiEntries = m.fn.function_indexing;
      const fc = chunks && chunks.functions && chunks.functions[m.fi];
      if (fc && fc.entries) {
        // Loaded per from tensor, as the explorer asks for them.
        const from = S.from ? Number(S.from.split('-')[1]) : Number(Object.keys(fc.from_entries)[0]);
        if (functionPending(m, from, again)) {
          box.append(el('p', { class: 'hint loading', text: `loading the entries of ${fc.from} ${from}\u2026` }));
          return;
        }
        box.append(el('div', { class: 'meta', text: `${fmt(fc.entries)} entries in all, loaded per ${fc.from}: shown are those of the ${fc.from}s the explorer has shown (${fmt(fiEntries.length)}); choose another ${fc.from} there for more` }));
      }
      box.append(el('div', { class: 'meta', text: direction === 'output-to-input' ? 'maps from an index of a function result to the argument elements it reads' : 'maps from an index of a function argument to the result elements it contributes to' }));
      if (!Array.isArray(fiEntries) || fiEntries.length === 0) {
        box.append(el('p', { class: 'hint', text: Array.isArray(fiEntries) ? 'function_indexing is empty (fusion=false?)' : 'no function_indexing in the report (fusion off)' }));
        return;
      }
      const args = m.gf && Array.isArray(m.gf.arguments) ? m.gf.arguments : [];
      appendEntries(
        box,
        fiEntries.map((e, E) => ({ e, E })),
        true,
        (e) => (args[e.argument] ? args[e.argument].type : ''),
      );
      return;
    }
    const opId = edge ? edge.op : S.sel.id;
    const op = m.byId[opId];
    if (!op) return;
    const g = m.gop(opId);
    const title = el('h2', {}, `#${opId} ${op.name}`);
    box.append(title);
    if (opPending(m, opId, again)) {
      box.append(el('p', { class: 'hint loading', text: 'loading the maps\u2026' }));
      return;
    }
    const meta = [op.loc || ''];
    if (op.parent !== null && op.parent !== undefined) {
      const p = m.byId[op.parent];
      meta.push(`inside #${op.parent} ${p ? p.name : ''}`);
    }
    if (g && Array.isArray(g.results) && g.results.length) meta.push(`results: ${g.results.map((r) => r.type).join(', ')}`);
    box.append(el('div', { class: 'meta', text: meta.filter(Boolean).join(' \u00b7 ') }));
    box.append(el('div', { class: 'meta', text: direction === 'output-to-input' ? 'each map: an index of the result \u2192 the operand elements it reads' : 'each map: an index of the operand \u2192 the result elements it contributes to' }));
    const all = Array.isArray(op.indexing) ? op.indexing : [];
    let items = all.map((e, E) => ({ e, E }));
    if (edge) {
      const src = operandSourceText(m, opId, edge.operand);
      box.append(
        el(
          'div',
          { class: 'edge-head' },
          `${edge.preview ? 'edge' : 'selected edge'}: operand ${edge.operand}` + (src ? ` (${src})` : ''),
          !edge.preview && all.length
            ? el('button', {
                type: 'button',
                class: 'link',
                text: 'show all entries',
                onclick: () => {
                  S.edge = null;
                  markGraphSelection();
                  markFocus();
                  renderMaps();
                },
              })
            : null,
        ),
      );
      items = items.filter((x) => x.e.operand === edge.operand);
    }
    if (all.length === 0) {
      box.append(el('p', { class: 'hint', text: 'no indexing entries (no operands or no results, or a scalar op in a body whose enclosing op holds the maps)' }));
      return;
    }
    if (items.length === 0) {
      box.append(el('p', { class: 'hint', text: `no entries for operand ${edge.operand}` }));
      return;
    }
    appendEntries(box, items, false, (e) => operandSourceText(m, opId, e.operand));
  }

  // =======================================================================
  // Explorer
  // =======================================================================
  // The explorer's context for the selection: from-tensor choices, each
  // with its entries and, per entry, the to-tensor.
  function explorerContext() {
    const m = model(S.fi);
    if (!S.sel) return null;
    const o2i = direction !== 'input-to-output';
    if (S.sel.kind === 'function') {
      const entries = Array.isArray(m.fn.function_indexing) ? m.fn.function_indexing : null;
      const args = m.gf && Array.isArray(m.gf.arguments) ? m.gf.arguments : [];
      const res = m.gf && Array.isArray(m.gf.results) ? m.gf.results : [];
      return buildContext({
        fnLevel: true,
        entries: entries || [],
        missing: entries ? null : 'no function_indexing in the report (fusion off)',
        fromSide: o2i ? res : args,
        toSide: o2i ? args : res,
        fromName: o2i ? 'result' : 'argument',
        toName: o2i ? 'argument' : 'result',
        fromKey: (e) => (o2i ? e.result : e.argument),
        toKey: (e) => (o2i ? e.argument : e.result),
        title: `@${m.fn.name}`,
      });
    }
    const op = m.byId[S.sel.id];
    const g = m.gop(S.sel.id);
    const opds = g && Array.isArray(g.operands) ? g.operands : [];
    const res = g && Array.isArray(g.results) ? g.results : [];
    return buildContext({
      fnLevel: false,
      entries: Array.isArray(op.indexing) ? op.indexing : [],
      fromSide: o2i ? res : opds,
      toSide: o2i ? opds : res,
      fromName: o2i ? 'result' : 'operand',
      toName: o2i ? 'operand' : 'result',
      fromKey: (e) => (o2i ? e.result : e.operand),
      toKey: (e) => (o2i ? e.operand : e.result),
      title: `#${S.sel.id} ${op.name}`,
    });
  }
  function buildContext(c) {
    const count = Math.max(c.fromSide.length, ...c.entries.map((e) => (Number.isInteger(c.fromKey(e)) ? c.fromKey(e) + 1 : 0)));
    c.choices = [];
    for (let i = 0; i < count; i++) {
      const info = c.fromSide[i] || {};
      const list = [];
      c.entries.forEach((e, E) => {
        if (c.fromKey(e) === i) {
          const k = c.toKey(e);
          const to = c.toSide[k] || {};
          list.push({ e, E, toKey: `${c.toName}-${k}`, toLabel: `${c.toName} ${k}`, toType: to.type, toShape: Array.isArray(to.shape) ? to.shape : null });
        }
      });
      c.choices.push({ key: `${c.fromName}-${i}`, label: `${c.fromName} ${i}`, type: info.type, shape: Array.isArray(info.shape) ? info.shape : null, entries: list });
    }
    return c;
  }

  function drawable(shape) {
    if (!shape) return 'not statically shaped';
    if (shape.length > LIMITS.gridRank) return `rank ${shape.length} > ${LIMITS.gridRank}`;
    const n = numel(shape);
    if (n > LIMITS.gridElements) return `${fmt(n)} elements > ${fmt(LIMITS.gridElements)}`;
    return null;
  }

  // A grid of `shape`: returns {node, cells[]} with cells in row-major
  // order. Rank 3 and above: one labelled 2-D block of the last two
  // dimensions per index of the leading ones ([i, j, :, :]), in row-major
  // order, so that cells[linear index] is still the element.
  function buildGrid(tensorKey, shape, role) {
    const rank = shape.length;
    const cols = rank === 0 ? 1 : shape[rank - 1];
    const size = cols <= 16 ? 18 : cols <= 32 ? 13 : cols <= 64 ? 9 : 6;
    const wrapCols = rank === 1 ? Math.min(cols, 64) : cols;
    const block = (prefix, rows) => {
      const parts = [];
      for (let i = 0; i < rows; i++) {
        for (let j = 0; j < cols; j++) {
          const idx = rank === 0 ? '' : rank === 1 ? `${j}` : `${prefix}${i},${j}`;
          parts.push(`<div class="cell" data-index="${idx}" title="[${idx.replace(/,/g, ', ')}]"></div>`);
        }
      }
      return `<div class="cells" style="grid-template-columns:repeat(${wrapCols},${size}px);grid-auto-rows:${size}px">${parts.join('')}</div>`;
    };
    let html;
    if (rank <= 1) html = block('', 1);
    else if (rank === 2) html = block('', shape[0]);
    else {
      const lead = shape.slice(0, rank - 2);
      const blocks = numel(lead);
      const at = new Array(lead.length).fill(0);
      const parts = [];
      for (let b = 0; b < blocks; b++) {
        for (let d = lead.length - 1, r = b; d >= 0; d--) {
          at[d] = r % lead[d];
          r = Math.floor(r / lead[d]);
        }
        parts.push(`<div class="slice"><div class="slice-label">[${at.join(', ')}, :, :]</div>${block(`${at.join(',')},`, shape[rank - 2])}</div>`);
      }
      html = `<div class="slices">${parts.join('')}</div>`;
    }
    const node = el('div', { class: `grid ${role}`, 'data-tensor': tensorKey, html });
    return { node, cells: Array.from(node.getElementsByClassName('cell')) };
  }

  // A tensor of rank >= 3 too large for a grid whose last two dimensions
  // fit one (`null` when not so): drawn one 2-D block at a time.
  function windowable(shape) {
    return Array.isArray(shape) && shape.length >= 3 && shape.length <= LIMITS.gridRank && numel(shape.slice(-2)) <= LIMITS.gridElements;
  }

  // A windowed grid of `shape` (windowable): selectors for the leading
  // dimensions (`input.lead[data-dim=d]`, initially all 0) and the 2-D
  // block of the last two dimensions at their values. Returns {node, cells,
  // count, lead, setLead(lead)}: `cells[linear index]` holds the drawn
  // elements only (a sparse array), `count` how many cells are drawn;
  // `moved(lead)` is called after a selector changes.
  function buildWindowGrid(tensorKey, shape, role, moved) {
    const rank = shape.length;
    const rows = shape[rank - 2];
    const cols = shape[rank - 1];
    const leadShape = shape.slice(0, rank - 2);
    const size = cols <= 16 ? 18 : cols <= 32 ? 13 : cols <= 64 ? 9 : 6;
    const inputs = leadShape.map((n, d) => el('input', { class: 'lead', type: 'number', min: 0, max: n - 1, value: 0, 'data-dim': d, title: `index of dimension ${d} (0 to ${n - 1})` }));
    const label = el('span', { class: 'slice-label' });
    const bar = el('div', { class: 'lead-bar' }, `${shapeText(leadShape)} blocks of ${rows}\u00d7${cols}; block `, ...inputs.flatMap((input, d) => (d ? [', ', input] : [input])), ' ', label);
    const area = el('div', { class: 'window' });
    const node = el('div', { class: `grid windowed ${role}`, 'data-tensor': tensorKey }, bar, area);
    const grid = { node, cells: [], count: rows * cols, lead: leadShape.map(() => 0) };
    grid.setLead = (lead) => {
      grid.lead = lead.slice();
      lead.forEach((v, d) => (inputs[d].value = String(v)));
      label.textContent = `[${lead.join(', ')}, :, :]`;
      let base = 0;
      for (let d = 0; d < leadShape.length; d++) base = base * leadShape[d] + lead[d];
      base *= rows * cols;
      const prefix = lead.join(',') + ',';
      const parts = [];
      for (let i = 0; i < rows; i++) {
        for (let j = 0; j < cols; j++) parts.push(`<div class="cell" data-index="${prefix}${i},${j}" title="[${prefix.replace(/,/g, ', ')}${i}, ${j}]"></div>`);
      }
      area.innerHTML = `<div class="cells" style="grid-template-columns:repeat(${cols},${size}px);grid-auto-rows:${size}px">${parts.join('')}</div>`;
      const drawn = area.getElementsByClassName('cell');
      grid.cells = [];
      for (let k = 0; k < drawn.length; k++) grid.cells[base + k] = drawn[k];
    };
    // The block holding element `lin` (a linear index).
    grid.leadOf = (lin) => {
      const out = new Array(leadShape.length);
      let r = Math.floor(lin / (rows * cols));
      for (let d = leadShape.length - 1; d >= 0; d--) {
        out[d] = r % leadShape[d];
        r = Math.floor(r / leadShape[d]);
      }
      return out;
    };
    const onInput = () => {
      const lead = inputs.map((input, d) => Math.min(Math.max(Math.trunc(Number(input.value)) || 0, 0), leadShape[d] - 1));
      if (lead.every((v, d) => v === grid.lead[d])) return;
      grid.setLead(lead);
      moved(lead);
    };
    for (const input of inputs) input.addEventListener('change', onInput);
    grid.setLead(grid.lead);
    return grid;
  }

  let X = null; // the explorer's current view

  let explorerRequest = 0;
  function renderExplorer(fromPreferred) {
    const box = ui.explorer;
    box.textContent = '';
    X = null;
    box.append(el('h2', { text: 'Element explorer' }));
    const request = ++explorerRequest;
    const again = () => {
      if (request !== explorerRequest) return;
      renderExplorer(fromPreferred);
      markFocus();
    };
    if (S.sel && S.sel.kind === 'op' && opPending(model(S.fi), S.sel.id, again)) {
      box.append(el('p', { class: 'hint loading', text: 'loading the maps\u2026' }));
      return;
    }
    const ctx = explorerContext();
    if (!ctx) {
      box.append(el('p', { class: 'hint', text: direction === 'output-to-input' ? 'Select an op (or the whole function), then click an element of a result to see the operand elements it reads.' : 'Select an op (or the whole function), then click an element of an operand to see the result elements it contributes to.' }));
      return;
    }
    if (ctx.missing) {
      box.append(el('p', { class: 'hint', text: ctx.missing }));
      return;
    }
    if (ctx.choices.length === 0) {
      box.append(el('p', { class: 'hint', text: `${ctx.title} has no ${ctx.fromName}s to explore` }));
      return;
    }
    let choice = ctx.choices.find((c) => c.key === (fromPreferred || S.from));
    const fc = ctx.fnLevel && chunks && chunks.functions ? chunks.functions[S.fi] : null;
    if (!choice && fc && fc.from_entries) choice = ctx.choices.find((c) => fc.from_entries[c.key.split('-')[1]]);
    if (!choice) choice = ctx.choices.find((c) => c.entries.length) || ctx.choices[0];
    if (ctx.fnLevel && functionPending(model(S.fi), Number(choice.key.split('-')[1]), () => {
      if (request === explorerRequest) {
        renderExplorer(choice.key);
        if (S.sel && S.sel.kind === 'function') renderMaps();
      }
    })) {
      box.append(el('p', { class: 'hint loading', text: `loading the entries of ${choice.label}\u2026` }));
      return;
    }
    if (S.from !== null && S.from !== choice.key) S.index = null;
    S.from = choice.key;
    const controls = el('div', { class: 'controls' });
    const fromText = (c) => `${c.label}${c.type ? ' \u00b7 ' + c.type : ''}`;
    const only = el('span');
    const hint = el('span');
    if (ctx.choices.length > 1) {
      const sel = el('select', { id: 'from-select' });
      for (const c of ctx.choices) sel.append(el('option', { value: c.key, text: fromText(c) + (c.entries.length ? '' : ' (no entries)') }));
      sel.value = choice.key;
      sel.addEventListener('change', () => {
        const c = ctx.choices.find((x) => x.key === sel.value);
        if (!c) return;
        S.from = c.key;
        S.index = null;
        writeHash();
        if (ctx.fnLevel && chunks) {
          // Its entries may be in a chunk still to load.
          renderExplorer(c.key);
          renderMaps();
          return;
        }
        renderExplorerBody(c);
      });
      controls.append(el('label', {}, `${ctx.fromName}: `, sel));
    } else {
      controls.append(only);
    }
    const input = el('input', { id: 'index-input', type: 'text', size: 14, placeholder: 'index, e.g. 1, 2', spellcheck: 'false' });
    const form = el('form', { class: 'index-form' }, el('label', {}, 'index ', input), el('button', { type: 'submit', text: 'explore' }));
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const txt = input.value.replace(/[[\]()\s]/g, '');
      const idx = txt === '' ? [] : txt.split(',').map(Number);
      if (idx.some((v) => !Number.isSafeInteger(v))) {
        setStatus(`bad index '${input.value}'`);
        return;
      }
      explore(idx);
    });
    controls.append(form);
    box.append(el('div', { class: 'from-title' }, el('strong', { text: `${ctx.title}` }), ' \u2014 ', hint));
    box.append(controls);
    const status = el('div', { id: 'explorer-status' });
    const body = el('div', { class: 'explorer-body' });
    box.append(status, body);
    X = { ctx, status, input, body, only, hint, fromText };
    renderExplorerBody(choice);
  }

  // The from grid and the to blocks of one from-tensor choice.
  function renderExplorerBody(choice) {
    const { ctx, body } = X;
    body.textContent = '';
    X.choice = choice;
    X.from = null;
    X.sel = null;
    X.tos = [];
    X.cellsLeft = LIMITS.cellBudget;
    X.only.textContent = X.fromText(choice);
    X.hint.textContent = direction === 'output-to-input' ? `click an element of ${choice.label} to see what it reads` : `click an element of ${choice.label} to see the result elements it contributes to`;
    X.input.value = '';
    const fromArea = el('div', { class: 'from-area' });
    body.append(fromArea);
    const why = drawable(choice.shape);
    const fromNote = [];
    if (why && !windowable(choice.shape)) {
      fromNote.push(`not drawn: ${why}`);
      fromArea.append(el('div', { class: 'grid-missing', text: `${choice.label}: ${why} \u2014 type an index above` }));
    } else {
      // Too large for one grid: one 2-D block at a time, chosen by the
      // leading dimensions' selectors (moving them keeps the explored index).
      const grid = why ? buildWindowGrid(choice.key, choice.shape, 'from', () => markSelected(false)) : buildGrid(choice.key, choice.shape, 'from');
      X.cellsLeft -= grid.count === undefined ? grid.cells.length : grid.count;
      X.from = grid;
      grid.node.addEventListener('click', (ev) => {
        const c = ev.target.closest('.cell');
        if (!c) return;
        const t = c.dataset.index;
        explore(t === '' ? [] : t.split(',').map(Number));
      });
      fromArea.append(el('div', { class: 'grid-title', text: `${choice.label} \u00b7 ${shapeText(choice.shape)}` }), grid.node);
    }
    X.baseNote = fromNote;
    const toArea = el('div', { class: 'to-area' });
    body.append(toArea);
    if (choice.entries.length === 0) toArea.append(el('p', { class: 'hint', text: `no indexing entries for ${choice.label}` }));
    for (const ent of choice.entries) X.tos.push(renderTo(toArea, ent, ctx));
    X.status.textContent = fromNote.concat(X.from ? [`click an element of ${choice.label}`] : []).join('; ');
    markFocus();
    if (S.index) explore(S.index);
  }

  function renderTo(area, ent, ctx) {
    const e = ent.e;
    const to = { ent, grid: null, why: null };
    const block = el('div', { class: 'to', 'data-entry': ent.E });
    to.block = block;
    const title = el('div', { class: 'grid-title' }, el('strong', { text: ent.toLabel }), ` \u00b7 ${ent.toType || '?'} \u00b7 entry ${ent.E} `);
    const count = el('span', { class: 'count', 'data-tensor': ent.toKey });
    block.append(title);
    to.count = count;
    const maps = Array.isArray(e.maps) ? e.maps : [];
    if (e.unknown !== undefined) {
      to.unknown = String(e.unknown);
      count.textContent = '?';
      count.classList.add('na');
      block.append(el('div', { class: 'unknown', text: `unknown: ${e.unknown}` }));
    }
    // sliders for runtime variables
    const rts = Array.isArray(e.rt_vars) ? e.rt_vars : [];
    maps.forEach((text, M) => {
      const pm = parsedMap(String(text));
      if (!pm.nr) return;
      const line = el('div', { class: 'rts' });
      for (let J = 0; J < pm.nr; J++) {
        const key = `${ent.E}:${M}:${J}`;
        const s = pm.nd + pm.ns + J;
        const info = rts.find((rv) => rv && rv.map === M && rv.rt === J);
        const full = `map ${M} ${pm.rtNames[J]}` + (info ? ` = ${rtVarText(info, ctx.fnLevel).replace(/^rt\d+: /, '')}` : '');
        const label = full.replace(/, domain: .*$/, '');
        if (!pm.ok || pm.empty) {
          line.append(el('div', { class: 'muted', text: `${label}: ${pm.empty ? 'empty domain' : pm.why}` }));
          continue;
        }
        if (!S.rt.has(key)) S.rt.set(key, pm.lo[s]);
        const out = el('output', { text: String(S.rt.get(key)) });
        const range = el('input', { type: 'range', class: 'rt', 'data-entry': ent.E, 'data-map': M, 'data-rt': J, min: pm.lo[s], max: pm.hi[s], step: 1, value: S.rt.get(key) });
        const onMove = () => {
          const v = Number(range.value);
          S.rt.set(key, v);
          out.textContent = String(v);
          if (S.index) explore(S.index);
        };
        range.addEventListener('input', onMove);
        range.addEventListener('change', onMove);
        line.append(el('label', { class: 'rt-slider', title: full }, el('span', { class: 'rt-name', text: label }), el('span', { class: 'rt-range', text: `[${pm.lo[s]}, ${pm.hi[s]}]` }), range, out));
      }
      block.append(line);
    });
    let why = drawable(ent.toShape);
    if (!why && X.cellsLeft < numel(ent.toShape)) why = `over the page's budget of ${fmt(LIMITS.cellBudget)} cells`;
    const windowed = why && windowable(ent.toShape) && X.cellsLeft >= numel(ent.toShape.slice(-2));
    if (e.unknown === undefined && !why) {
      to.grid = buildGrid(ent.toKey, ent.toShape, 'to');
      X.cellsLeft -= to.grid.cells.length;
      block.append(to.grid.node);
    } else if (e.unknown === undefined && windowed) {
      // One 2-D block at a time; moving a selector shows the reads there.
      to.grid = buildWindowGrid(ent.toKey, ent.toShape, 'to', () => highlight(to));
      X.cellsLeft -= to.grid.count;
      block.append(to.grid.node);
    } else if (e.unknown === undefined) {
      to.why = why;
      to.list = el('div', { class: 'readlist', text: `not drawn: ${why}` });
      block.append(to.list);
    }
    block.append(el('div', { class: 'count-line' }, 'distinct elements ', direction === 'output-to-input' ? 'read: ' : 'reached: ', count));
    to.note = el('div', { class: 'note' });
    block.append(to.note);
    area.append(block);
    return to;
  }

  // The explorer block of the pinned edge's operand stands out.
  function markFocus() {
    if (!X || !X.tos) return;
    const key = S.edge && direction === 'output-to-input' ? `operand-${S.edge.operand}` : null;
    for (const to of X.tos) to.block.classList.toggle('focus', to.ent.toKey === key);
  }

  function setStatus(text) {
    if (X) X.status.textContent = text;
  }

  // Marks the explored element in the from grid; `follow`: a windowed grid
  // first moves to its block.
  function markSelected(follow) {
    if (X.sel) X.sel.classList.remove('sel');
    X.sel = null;
    if (!X.from || !S.index) return;
    const shape = X.choice.shape;
    let lin = 0;
    for (let i = 0; i < shape.length; i++) lin = lin * shape[i] + S.index[i];
    if (follow && X.from.setLead && !X.from.cells[lin]) X.from.setLead(X.from.leadOf(lin));
    X.sel = X.from.cells[lin] || null;
    if (X.sel) X.sel.classList.add('sel');
  }

  // Explore `index` of the current from tensor.
  function explore(index) {
    if (!X) return;
    const t0 = now();
    const { choice } = X;
    const msgs = X.baseNote.slice();
    const shape = choice.shape;
    const valid = !shape || (index.length === shape.length && index.every((v, i) => v >= 0 && v < shape[i]));
    if (!valid) {
      setStatus(`index [${index.join(', ')}] is outside ${choice.label} (${shapeText(shape)})`);
      return;
    }
    S.index = index.slice();
    X.input.value = index.join(', ');
    markSelected(true);
    let budget = LIMITS.updateBudget;
    let enumerated = 0;
    let tooMany = 0;
    for (const to of X.tos) {
      const r = exploreEntry(to, index, budget);
      budget -= r.enumerated;
      enumerated += r.enumerated;
      if (r.tooMany) tooMany++;
    }
    const ms = Math.round(now() - t0);
    msgs.push(`${choice.label} [${index.join(', ')}]: ${X.tos.length} ${X.tos.length === 1 ? 'entry' : 'entries'}, ${fmt(enumerated)} points in ${ms} ms`);
    if (tooMany) msgs.push(`too many points in ${tooMany} ${tooMany === 1 ? 'entry' : 'entries'} (more than ${fmt(LIMITS.pointCap)} per map): not highlighted`);
    X.status.textContent = msgs.join('; ');
    document.body.dataset.explored = `${choice.key}:${index.join(',')}`;
    writeHash();
  }

  // Marks the elements `to` read last (`to.read`, linear indices) that its
  // grid draws.
  function highlight(to) {
    if (to.hl) for (const c of to.hl) c.classList.remove('hl');
    to.hl = (to.read || []).map((lin) => to.grid.cells[lin]).filter(Boolean);
    for (const c of to.hl) c.classList.add('hl');
  }

  function exploreEntry(to, index, budget) {
    const e = to.ent.e;
    if (to.hl) for (const c of to.hl) c.classList.remove('hl');
    to.hl = null;
    to.read = null;
    to.count.classList.remove('na');
    const notes = [];
    const done = (count, extra) => {
      to.count.textContent = count;
      if (count === '?') to.count.classList.add('na');
      to.note.textContent = notes.join('; ');
      to.note.classList.toggle('warn', !!(extra && extra.warn));
      return { enumerated: (extra && extra.enumerated) || 0, tooMany: !!(extra && extra.tooMany) };
    };
    if (to.unknown !== undefined) {
      notes.push(`unknown: ${to.unknown}`);
      return done('?', { warn: true });
    }
    const maps = Array.isArray(e.maps) ? e.maps : [];
    const shape = to.ent.toShape;
    const col = new Collector(shape);
    let enumerated = 0;
    let failed = false;
    let tooMany = false;
    maps.forEach((text, M) => {
      if (failed) return;
      const pm = parsedMap(String(text));
      if (pm.ok && shape && pm.nres !== shape.length) {
        notes.push(`map ${M} has ${pm.nres} results, ${to.ent.toLabel} rank ${shape.length}`);
        failed = true;
        return;
      }
      const rt = [];
      for (let J = 0; J < pm.nr; J++) rt.push(S.rt.get(`${to.ent.E}:${M}:${J}`));
      const r = enumerate(pm, index, rt, (v) => col.add(v), budget - enumerated);
      if (r.error) {
        notes.push(`map ${M}: ${r.error}`);
        failed = true;
      } else if (r.tooMany) {
        notes.push(`too many points: map ${M} has ${fmt(r.total)} > ${fmt(LIMITS.pointCap)}`);
        failed = true;
        tooMany = true;
      } else if (r.overBudget) {
        notes.push(`skipped: map ${M} (${fmt(r.total)} points) is over what is left of the update's budget of ${fmt(LIMITS.updateBudget)} points`);
        failed = true;
      } else {
        enumerated += r.enumerated || 0;
      }
    });
    if (failed) {
      if (to.list) to.list.textContent = to.why ? `not drawn: ${to.why}` : '';
      return done('?', { warn: true, enumerated, tooMany });
    }
    if (maps.length === 0) notes.push(direction === 'input-to-output' ? 'contributes to nothing' : 'reads nothing');
    if (col.oob) notes.push(`${fmt(col.oob)} points outside ${to.ent.toLabel}'s shape, e.g. [${col.oobList[0].join(', ')}]`);
    if (to.grid) {
      to.read = col.list;
      // A windowed grid shows the block of the first element read (in
      // row-major order) when its block holds none.
      if (to.grid.setLead && col.list.length && !col.list.some((lin) => to.grid.cells[lin])) to.grid.setLead(to.grid.leadOf(col.list.reduce((a, b) => Math.min(a, b))));
      highlight(to);
    } else if (to.list) {
      const first = col.first(LIMITS.listed);
      const more = col.count > first.length ? `, \u2026 (${fmt(col.count - first.length)} more)` : '';
      to.list.textContent = `not drawn: ${to.why}. ${fmt(col.count)} distinct ${col.count === 1 ? 'element' : 'elements'} ${direction === 'output-to-input' ? 'read' : 'reached'}${col.count ? ': ' : ''}` + first.map((v) => `[${v.join(', ')}]`).join(', ') + more;
    }
    return done(String(col.count), { warn: col.oob > 0, enumerated });
  }

  // =======================================================================
  // URL hash: #fn=NAME&op=ID|function[&from=KEY&index=I,J]
  // =======================================================================
  let writingHash = false;
  function writeHash() {
    const m = model(S.fi);
    const parts = [`fn=${encodeURIComponent(m.fn.name)}`];
    if (S.sel) parts.push(`op=${S.sel.kind === 'function' ? 'function' : S.sel.id}`);
    if (S.sel && S.from && S.index) parts.push(`from=${encodeURIComponent(S.from)}`, `index=${S.index.join(',')}`);
    const hash = '#' + parts.join('&');
    if (location.hash === hash) return;
    try {
      history.replaceState(null, '', hash);
    } catch (err) {
      writingHash = true;
      location.hash = hash;
    }
  }
  function readHash() {
    const out = {};
    const h = location.hash.replace(/^#/, '');
    if (!h) return out;
    for (const part of h.split('&')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      try {
        out[decodeURIComponent(part.slice(0, eq))] = decodeURIComponent(part.slice(eq + 1));
      } catch (err) {
        /* ignore a malformed part */
      }
    }
    return out;
  }
  function applyHash() {
    const h = readHash();
    if (h.fn !== undefined) {
      const fi = report.functions.findIndex((f) => f.name === h.fn);
      if (fi >= 0) selectFunctionIndex(fi);
      else setNotice(`no function named '${h.fn}'`);
    }
    let index = h.index !== undefined ? (h.index === '' ? [] : h.index.split(',').map(Number)) : null;
    if (index && !index.every(Number.isSafeInteger)) index = null;
    const opts = { from: h.from || null, index };
    if (h.op === 'function') {
      S.sel = null;
      selectFunction(undefined, opts);
    } else if (h.op !== undefined && /^\d+$/.test(h.op)) {
      S.sel = null;
      selectOp(Number(h.op), opts);
    }
  }

  // =======================================================================
  // Page skeleton
  // =======================================================================
  function build() {
    // The layout worker starts (reads the library) while the page reads
    // its documents.
    if (typeof ELK === 'function') layoutWorker = startLayoutWorker(); // eslint-disable-line no-undef
    const rep = readJson('index-opt-report');
    const gr = readJson('index-opt-graph');
    report = rep.value;
    graph = gr.value;
    if (document.getElementById('index-opt-chunks')) {
      chunks = readJson('index-opt-chunks').value;
      window.indexOptChunk = receiveChunk;
    }
    document.body.classList.add('index-opt');
    if (!report || !Array.isArray(report.functions)) {
      document.body.append(el('div', { class: 'fatal', text: `index-opt report: cannot read the report (${rep.error || 'no functions'})` }));
      return;
    }
    if (graph && (graph.direction === 'input-to-output' || graph.direction === 'output-to-input')) direction = graph.direction;
    const source = (graph && graph.source) || document.title.replace(/^index-opt:\s*/, '');
    const header = el('header', {});
    header.append(el('h1', {}, 'index-opt ', el('span', { class: 'source', text: source })));
    header.append(el('span', { class: 'badge', title: direction === 'output-to-input' ? 'maps take an index of a result to the operand elements it reads' : 'maps take an index of an operand to the result elements it contributes to', text: direction }));
    if (report.functions.length > 1) {
      const sel = el('select', { id: 'fn-select' });
      report.functions.forEach((f, i) => sel.append(el('option', { value: i, text: `@${f.name}` })));
      sel.addEventListener('change', () => selectFunctionIndex(Number(sel.value)));
      ui.fnSelect = sel;
      header.append(el('label', { class: 'fn' }, 'function ', sel));
    } else if (report.functions.length === 1) {
      header.append(el('span', { class: 'fn', text: `@${report.functions[0].name}` }));
    }
    header.append(
      el(
        'div',
        { class: 'legend' },
        el('span', { class: 'sw sw-op' }),
        'op (#id, +N = ops in its regions) ',
        el('span', { class: 'sw sw-arg' }),
        'argument ',
        el('span', { class: 'sw sw-ret' }),
        'return ',
        el('span', { class: 'sw sw-unk' }),
        'has unknown maps ',
        el('span', { class: 'sw sw-hl' }),
        'element read ',
        el('span', { class: 'sw sw-sel' }),
        'element clicked',
      ),
    );
    ui.notice = el('div', { class: 'notice', hidden: true });
    if (!graph) ui.notice.textContent = `no graph data (${gr.error || 'missing'}): nodes only, no edges or shapes`;
    ui.notice.hidden = !!graph;

    ui.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    ui.svg.id = 'graph';
    ui.svg.addEventListener('mouseover', onGraphOver);
    ui.svg.addEventListener('mouseout', onGraphOut);
    ui.svg.addEventListener('click', onGraphClick);
    ui.prev = el('button', { id: 'prev-page', type: 'button', text: '\u2190 Previous', onclick: () => gotoPage(S.page - 1) });
    ui.next = el('button', { id: 'next-page', type: 'button', text: 'Next \u2192', onclick: () => gotoPage(S.page + 1) });
    ui.pageInfo = el('span', { id: 'page-info' });
    ui.pager = el('span', { class: 'pager' }, ui.prev, ui.next);
    ui.fnButton = el('button', { id: 'select-function', type: 'button', text: 'whole function (fusion)', onclick: () => selectFunction() });
    const goto = el('input', { id: 'goto-op', type: 'text', size: 6, placeholder: 'op #' });
    const gotoForm = el('form', { class: 'goto' }, goto, el('button', { type: 'submit', text: 'go' }));
    gotoForm.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const id = Number(goto.value.replace(/^#/, ''));
      if (Number.isInteger(id)) selectOp(id);
    });
    const graphPanel = el(
      'section',
      { id: 'graph-panel' },
      el('div', { class: 'toolbar' }, ui.fnButton, ui.pager, ui.pageInfo, gotoForm),
      el('div', { class: 'graph-note', text: `Dataflow of the function's top-level ops (at most ${LIMITS.opsPerPage} per page; values from another page are short stubs labelled with their source, click the label to go there). Hover or click an edge for the maps of that operand; click a node to select the op.` }),
      el('div', { id: 'graph-wrap' }, ui.svg),
    );
    ui.maps = el('div', { id: 'maps' });
    ui.explorer = el('div', { id: 'explorer' });
    const side = el('section', { id: 'side' }, ui.maps, ui.explorer);
    document.body.append(header, ui.notice, el('main', {}, graphPanel, side));

    renderGraph();
    renderMaps();
    renderExplorer();
    applyHash();
    let resizing = 0;
    let lastWidth = graphWidth();
    window.addEventListener('resize', () => {
      clearTimeout(resizing);
      resizing = setTimeout(() => {
        if (Math.abs(graphWidth() - lastWidth) < 40 || (currentLayout && currentLayout.engine === 'elk')) return;
        lastWidth = graphWidth();
        renderGraph();
      }, 150);
    });
    document.body.dataset.ready = '1';
    window.addEventListener('hashchange', () => {
      if (writingHash) {
        writingHash = false;
        return;
      }
      applyHash();
    });
  }
  function gotoPage(p) {
    const m = model(S.fi);
    const page = Math.max(0, Math.min(m.pages - 1, p));
    if (page === S.page) return;
    S.page = page;
    renderGraph(() => {
      ui.svg.parentNode.scrollTop = 0;
    });
  }

  if (typeof document === 'undefined') {
    // Outside a browser (a developer's unit test under node): the parser
    // and evaluator only.
    if (typeof module !== 'undefined') module.exports = { seedLayout, parseMapText, parsedMap, enumerate, Collector, LIMITS };
    return;
  }
  try {
    build();
  } catch (err) {
    document.body.append(el('pre', { class: 'fatal', text: `index-opt page error: ${err && err.stack ? err.stack : err}` }));
    throw err;
  }
})();
