// Geometry of a touchchain-scene/1 view tree, computed from the scene document itself
// (docs/FORMAT.md, "Views"): a view's frame gives its centre and bounds size, its transform
// applies about the centre, and bounds_origin shifts its own coordinate space.
//
// Matrices are [a, b, c, d, tx, ty] (CGAffineTransform): (x, y) -> (a x + c y + tx, b x + d y + ty).

export const IDENTITY = [1, 0, 0, 1, 0, 0];

/** m1 then m2 (apply m1 first). */
export function concat(m1, m2) {
  const [a1, b1, c1, d1, tx1, ty1] = m1;
  const [a2, b2, c2, d2, tx2, ty2] = m2;
  return [
    a1 * a2 + b1 * c2, a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2, c1 * b2 + d1 * d2,
    tx1 * a2 + ty1 * c2 + tx2, tx1 * b2 + ty1 * d2 + ty2,
  ];
}

export function apply(m, x, y) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function invert(m) {
  const [a, b, c, d, tx, ty] = m;
  const det = a * d - b * c;
  if (!det || !Number.isFinite(det)) return null;
  return [d / det, -b / det, -c / det, a / det, (c * ty - d * tx) / det, (b * tx - a * ty) / det];
}

const translate = (x, y) => [1, 0, 0, 1, x, y];

/** The matrix taking a view's bounds coordinates to its superview's coordinates. */
export function localToParent(frame, boundsOrigin, transform) {
  const [x, y, w, h] = frame;
  const [bx, by] = boundsOrigin || [0, 0];
  const t = transform || IDENTITY;
  // bounds point -> offset from the bounds centre -> transform -> plus the frame's centre
  return concat(concat(translate(-(bx + w / 2), -(by + h / 2)), t), translate(x + w / 2, y + h / 2));
}

const num = (v, dflt) => (typeof v === 'number' && Number.isFinite(v) ? v : dflt);
const list = (v, n) => (Array.isArray(v) && v.length === n && v.every((e) => typeof e === 'number') ? v : null);

/**
 * A drawable model of the document's view tree: one node per view or window.
 * node: { name, spec, depth, window, parent, children, toScreen (bounds -> screen),
 *         toWindow (bounds -> window bounds), frame, size:[w,h], boundsOrigin }
 */
export class SceneModel {
  constructor(doc) {
    this.doc = doc;
    this.nodes = new Map();
    this.windows = [];
    this.recognizerOwner = new Map();  // recognizer name -> view name
    this.recognizers = [];             // [{name, kind, view}]
    this.controllers = (doc.controllers || []).map((c) => ({ name: c.name, view: c.view }));
    for (const w of doc.windows || []) this.windows.push(this._node(w, null, null, 0));
    this.relayout();
  }

  _node(spec, parent, window, depth) {
    const node = {
      name: spec.name, spec: { ...spec }, depth, parent, window: null, children: [],
      removed: false,
    };
    node.window = window || node;
    // a scroll view's content offset (its bounds origin): the file's, then the engine's records
    node.scrollOffset = null;
    if (spec.scroll && typeof spec.scroll === 'object') {
      node.scrollOffset = (list(spec.scroll.content_offset, 2) || list(spec.bounds_origin, 2) || [0, 0]).slice();
    }
    this.nodes.set(node.name, node);
    for (const r of spec.recognizers || []) this._addRecognizer(r, node.name);
    if (node.scrollOffset) this._addScrollPan(node);
    for (const c of spec.children || []) node.children.push(this._node(c, node, node.window, depth + 1));
    return node;
  }

  /** A scroll view's own pan recognizer, named "NAME.pan" (docs/FORMAT.md, `scroll`). */
  _addScrollPan(node) {
    const name = `${node.name}.pan`;
    if (!this.recognizerOwner.has(name) || this.recognizerOwner.get(name) !== node.name ||
        !this.recognizers.some((r) => r.name === name)) {
      this._addRecognizer({ name, kind: 'pan' }, node.name);
    }
  }

  _addRecognizer(r, view) {
    if (!r || typeof r.name !== 'string') return;
    this.recognizerOwner.set(r.name, view);
    this.recognizers.push({ name: r.name, kind: r.kind, view });
  }

  /** Recompute every node's matrices (after a `set` step changed geometry). */
  relayout() {
    const walk = (node, toScreen, toWindow) => {
      const s = node.spec;
      const frame = list(s.frame, 4) || [0, 0, 0, 0];
      const bo = node.scrollOffset || list(s.bounds_origin, 2) || [0, 0];
      const tf = list(s.transform, 6) || IDENTITY;
      const m = localToParent(frame, bo, tf);
      node.frame = frame;
      node.size = [frame[2], frame[3]];
      node.boundsOrigin = bo;
      node.toScreen = concat(m, toScreen);
      node.toWindow = node.parent ? concat(m, toWindow) : translate(0, 0);
      // a window's own bounds are the touch coordinates: bounds -> window bounds is identity
      if (!node.parent) node.toWindow = IDENTITY;
      const pres = s.hit && s.hit.presentation && list(s.hit.presentation.frame, 4);
      node.presentationToScreen = pres
        ? concat(localToParent(pres, bo, list(s.hit.presentation.transform, 6) || IDENTITY), toScreen)
        : null;
      node.hidden = s.hidden === true || num(s.alpha, 1) <= 0.01 || s.interactive === false;
      for (const c of node.children) walk(c, node.toScreen, node.parent ? node.toWindow : IDENTITY);
    };
    for (const w of this.windows) walk(w, IDENTITY, IDENTITY);
  }

  /** Bounding box of every window, in screen coordinates: [x0, y0, x1, y1]. */
  screenBounds() {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    const visit = (node) => {
      const [w, h] = node.size;
      const [bx, by] = node.boundsOrigin;
      for (const [px, py] of [[bx, by], [bx + w, by], [bx, by + h], [bx + w, by + h]]) {
        const [sx, sy] = apply(node.toScreen, px, py);
        if (Number.isFinite(sx) && Number.isFinite(sy)) {
          x0 = Math.min(x0, sx); y0 = Math.min(y0, sy); x1 = Math.max(x1, sx); y1 = Math.max(y1, sy);
        }
      }
    };
    for (const w of this.windows) visit(w);
    if (!Number.isFinite(x0)) return [0, 0, 320, 480];
    return [x0, y0, x1, y1];
  }

  /** The window a screen point lands in (the last one containing it; else the first) and the
   *  point in that window's bounds coordinates. */
  locate(sx, sy) {
    let found = null;
    for (const w of this.windows) {
      const inv = invert(w.toScreen);
      if (!inv) continue;
      const [x, y] = apply(inv, sx, sy);
      const [bx, by] = w.boundsOrigin;
      if (x >= bx && y >= by && x < bx + w.size[0] && y < by + w.size[1]) found = { window: w, x, y };
    }
    if (!found && this.windows.length) {
      const w = this.windows[0];
      const inv = invert(w.toScreen) || IDENTITY;
      const [x, y] = apply(inv, sx, sy);
      found = { window: w, x, y };
    }
    return found;
  }

  /** Window bounds coordinates of `window` -> screen. */
  windowToScreen(windowName, x, y) {
    const w = this.nodes.get(windowName) || this.windows[0];
    return apply(w.toScreen, x, y);
  }

  /** A `set` step of the trace, mirrored on the drawing (what the engine refused stays). */
  applySet(s) {
    if (!s || typeof s !== 'object') return;
    if (s.add_to !== undefined && s.view_spec) {
      const parent = this.nodes.get(s.add_to);
      if (!parent) return;
      parent.children.push(this._node(s.view_spec, parent, parent.window, parent.depth + 1));
    } else if (s.view !== undefined) {
      const node = this.nodes.get(s.view);
      if (!node) return;
      if (s.remove === true) {
        if (node.parent) node.parent.children = node.parent.children.filter((c) => c !== node);
        node.removed = true;
        return;
      }
      for (const [k, v] of Object.entries(s)) {
        if (k === 'view' || k === 'scroll') continue;
        if (k === 'hit' && v && typeof v === 'object') node.spec.hit = { ...(node.spec.hit || {}), ...v };
        else if (v === null && k === 'control') delete node.spec.control;
        else node.spec[k] = v;
      }
      if (Array.isArray(s.recognizers)) {
        const pan = `${node.name}.pan`;
        this.recognizers = this.recognizers.filter((r) => r.view !== node.name || r.name === pan);
        for (const r of s.recognizers) this._addRecognizer(r, node.name);
      }
      // bounds_origin first, then `scroll` (only the keys given), its content_offset last
      const bo = list(s.bounds_origin, 2);
      if (bo && node.scrollOffset) node.scrollOffset = bo.slice();
      if (s.scroll && typeof s.scroll === 'object') {
        node.spec.scroll = { ...(node.spec.scroll || {}), ...s.scroll };
        if (!node.scrollOffset) node.scrollOffset = (bo || list(node.spec.bounds_origin, 2) || [0, 0]).slice();
        const co = list(s.scroll.content_offset, 2);
        if (co) node.scrollOffset = co.slice();
        this._addScrollPan(node);
      }
    }
    this.relayout();
  }

  /** Follow the engine's `scroll` records (each carries the view's content offset); true if an
   *  offset changed (the matrices are recomputed then). */
  applyScrollRecords(records) {
    let changed = false;
    for (const r of records || []) {
      if (!r || r.ev !== 'scroll') continue;
      const node = this.nodes.get(r.view);
      const off = list(r.offset, 2);
      if (!node || !off) continue;
      if (!node.scrollOffset || node.scrollOffset[0] !== off[0] || node.scrollOffset[1] !== off[1]) {
        node.scrollOffset = off.slice();
        changed = true;
      }
    }
    if (changed) this.relayout();
    return changed;
  }

  /** The current content offset of every scroll view: {name: [x, y]}. */
  scrollOffsets() {
    const out = {};
    for (const n of this.nodes.values()) if (n.scrollOffset) out[n.name] = n.scrollOffset.slice();
    return out;
  }

  /** Every responder name of the file (views, windows, controllers), for the route form. */
  responderNames() {
    const out = [];
    const walk = (n) => { out.push(n.name); n.children.forEach(walk); };
    this.windows.forEach(walk);
    for (const c of this.controllers) out.push(c.name);
    return out;
  }

  /** Every router event name the file's responders handle (their `routes`). */
  routeNames() {
    const names = new Set();
    const add = (spec) => { for (const r of (spec && spec.routes) || []) if (r !== '*') names.add(r); };
    for (const n of this.nodes.values()) add(n.spec);
    for (const c of this.doc.controllers || []) add(c);
    add(this.doc.app); add(this.doc.app_delegate);
    return [...names];
  }
}
