// Draws a SceneModel on a canvas: windows, views (frames, names, nesting, transforms), controls,
// recognizers, and the highlights of the selected dispatch step (hit view, responder chain,
// recognizer states), plus the live touches.
import { apply, invert, concat } from './geometry.js';

const PALETTE = ['#4f7cff', '#17a589', '#e67e22', '#9b59b6', '#e84393', '#16a3c7', '#c0932b', '#5d6d7e'];
export const STATE_COLORS = {
  possible: '#8a94a6', began: '#2f6df6', changed: '#0ea5a4', ended: '#16a34a',
  cancelled: '#f59e0b', failed: '#e11d48',
};

function hashColor(name) {
  let h = 0;
  for (const ch of String(name)) h = (h * 31 + ch.codePointAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

function rgba(hex, alpha) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export class SceneRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.model = null;
    this.view = [1, 0, 0, 1, 0, 0];   // screen -> canvas CSS pixels
    this.highlight = emptyHighlight();
    this.touches = new Map();         // live touch id -> {trail: [[sx, sy]], live}
    this.paths = new Map();           // the selected interaction's touches, same shape
    this.hover = null;                // the live hover: {id, point (screen), views (hovered), type}
  }

  setModel(model) { this.model = model; this.fit(); }

  fit() {
    const rect = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(rect.width * dpr));
    const h = Math.max(1, Math.round(rect.height * dpr));
    if (this.canvas.width !== w || this.canvas.height !== h) { this.canvas.width = w; this.canvas.height = h; }
    this.dpr = dpr;
    if (!this.model) return;
    const [x0, y0, x1, y1] = this.model.screenBounds();
    const pad = 24;
    const s = Math.min((rect.width - 2 * pad) / Math.max(1, x1 - x0), (rect.height - 2 * pad) / Math.max(1, y1 - y0));
    const scale = Math.max(0.05, s);
    const ox = (rect.width - (x1 - x0) * scale) / 2 - x0 * scale;
    const oy = (rect.height - (y1 - y0) * scale) / 2 - y0 * scale;
    this.view = [scale, 0, 0, scale, ox, oy];
  }

  /** Canvas CSS pixel -> screen coordinates of the scene. */
  toScreen(cx, cy) {
    const inv = invert(this.view);
    return apply(inv, cx, cy);
  }

  draw() {
    const { ctx, canvas } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    if (!this.model) return;
    const dpr = this.dpr || 1;
    this.placed = [];
    for (const w of this.model.windows) this._drawNode(w, dpr);
    for (const w of this.model.windows) this._drawLabels(w, dpr);
    // presentation frames and touches on top
    for (const n of this.model.nodes.values()) if (n.presentationToScreen && !n.removed) this._drawPresentation(n, dpr);
    this._drawTouches(dpr);
    this._drawHover(dpr);
  }

  /** The live hover's pointer: a ring (a pencil's: a smaller, filled one). */
  _drawHover(dpr) {
    const hv = this.hover;
    if (!hv || !hv.point) return;
    const { ctx } = this;
    const m = concat(this.view, [dpr, 0, 0, dpr, 0, 0]);
    ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    const k = 1 / (m[0] || 1) * dpr;
    const [x, y] = hv.point;
    ctx.save();
    ctx.beginPath();
    ctx.arc(x, y, (hv.type === 'stylus' ? 4 : 7) * k, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(245, 158, 11, 0.35)';
    ctx.fill();
    ctx.lineWidth = 1.5 * k;
    ctx.strokeStyle = '#d97706';
    ctx.stroke();
    ctx.restore();
  }

  _setMatrix(toScreen, dpr) {
    const m = concat(concat(toScreen, this.view), [dpr, 0, 0, dpr, 0, 0]);
    this.ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    return Math.hypot(m[0], m[1]) || 1;  // device pixels per point along x
  }

  _drawNode(node, dpr) {
    const { ctx } = this;
    const hl = this.highlight;
    const isWindow = !node.parent;
    const px = this._setMatrix(node.toScreen, dpr);
    const [w, h] = node.size;
    const [bx, by] = node.boundsOrigin;
    const spec = node.spec;
    const base = isWindow ? '#334155' : hashColor(node.name);
    const control = spec.control && typeof spec.control === 'object' ? spec.control : null;
    const alpha = node.hidden ? 0.35 : 1;
    ctx.save();
    ctx.globalAlpha = alpha;
    const radius = control ? Math.min(10, h / 2, w / 2) : isWindow ? Math.min(18, w / 8) : Math.min(6, w / 4, h / 4);
    roundRect(ctx, bx, by, w, h, radius);
    if (isWindow) {
      ctx.fillStyle = '#ffffff';
      ctx.fill();
    } else {
      ctx.fillStyle = rgba(base, control ? 0.28 : 0.09 + Math.min(node.depth, 4) * 0.02);
      ctx.fill();
    }
    const responderIndex = hl.chain.get(node.name);
    if (responderIndex !== undefined) {
      ctx.fillStyle = rgba(hl.chainHandled.has(node.name) ? '#16a34a' : '#2f6df6', 0.16);
      ctx.fill();
    }
    ctx.lineWidth = (isWindow ? 2 : control ? 1.6 : 1.2) * dpr / px;
    ctx.strokeStyle = isWindow ? '#1e293b' : rgba(base, 0.9);
    if (node.hidden) ctx.setLineDash([4 * dpr / px, 3 * dpr / px]);
    ctx.stroke();
    ctx.setLineDash([]);
    if (hl.hitView === node.name) {
      roundRect(ctx, bx, by, w, h, radius);
      ctx.lineWidth = 3.5 * dpr / px;
      ctx.strokeStyle = '#f43f5e';
      ctx.stroke();
    } else if (hl.hitTried.has(node.name)) {
      roundRect(ctx, bx, by, w, h, radius);
      ctx.lineWidth = 1.5 * dpr / px;
      ctx.setLineDash([5 * dpr / px, 4 * dpr / px]);
      ctx.strokeStyle = hl.hitTried.get(node.name) ? 'rgba(244, 63, 94, 0.8)' : 'rgba(100, 116, 139, 0.8)';
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // hovered now (the live hover's hit view and its ancestors), or by the selected step's
    // hover callbacks (P3)
    if ((this.hover && this.hover.views.has(node.name)) || (hl.hovered && hl.hovered.has(node.name))) {
      const inset = 1.5 * dpr / px;
      roundRect(ctx, bx + inset, by + inset, w - 2 * inset, h - 2 * inset, Math.max(0, radius - inset));
      ctx.lineWidth = 2 * dpr / px;
      ctx.setLineDash([3 * dpr / px, 3 * dpr / px]);
      ctx.strokeStyle = '#f59e0b';
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (hl.controlViews.has(node.name)) {
      const inset = 3 * dpr / px;
      roundRect(ctx, bx + inset, by + inset, w - 2 * inset, h - 2 * inset, Math.max(0, radius - inset));
      ctx.lineWidth = 3 * dpr / px;
      ctx.strokeStyle = '#a855f7';
      ctx.stroke();
    }
    // polygon hit shape
    const poly = spec.hit && Array.isArray(spec.hit.polygon) ? spec.hit.polygon : null;
    if (poly && poly.length >= 3) {
      ctx.beginPath();
      poly.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.closePath();
      ctx.fillStyle = rgba(base, 0.25);
      ctx.fill();
      ctx.lineWidth = 1 * dpr / px;
      ctx.strokeStyle = rgba(base, 0.9);
      ctx.stroke();
    }
    ctx.restore();

    // children clip to nothing (UIKit does not clip by default), except in a scroll view
    // (UIScrollView clips to its bounds): its content is drawn at its content offset
    if (isScroll(node)) {
      ctx.save();
      this._clipTo(node, dpr);
      for (const c of node.children) this._drawNode(c, dpr);
      this._drawIndicators(node, dpr);
      ctx.restore();
    } else {
      for (const c of node.children) this._drawNode(c, dpr);
    }
  }

  /** Clip the context to a view's bounds (in device pixels: later setTransforms keep it). */
  _clipTo(node, dpr) {
    this._setMatrix(node.toScreen, dpr);
    const [w, h] = node.size;
    const [bx, by] = node.boundsOrigin;
    this.ctx.beginPath();
    this.ctx.rect(bx, by, w, h);
    this.ctx.clip();
  }

  /** A scroll view's indicators: thin bars along the right and bottom edges, their length the
   *  visible fraction of the content, their position the content offset. */
  _drawIndicators(node, dpr) {
    const { ctx } = this;
    const px = this._setMatrix(node.toScreen, dpr);
    const k = dpr / px;                      // one CSS pixel in points
    const [w, h] = node.size;
    const [bx, by] = node.boundsOrigin;
    const sc = node.spec.scroll || {};
    const size = Array.isArray(sc.content_size) ? sc.content_size : [0, 0];
    const inset = Array.isArray(sc.content_inset) && sc.content_inset.length === 4 ? sc.content_inset : [0, 0, 0, 0];
    const thick = 3 * k, margin = 2.5 * k;
    ctx.save();
    ctx.fillStyle = this.highlight.scrolled && this.highlight.scrolled.has(node.name) ? '#0284c7' : 'rgba(15, 23, 42, 0.5)';
    const bar = (extent, visible, offset, lo) => {
      // extent: content length incl. insets; lo: the smallest offset (minus the leading inset)
      const track = visible - 2 * margin - thick;
      let len = Math.max(8 * k, track * Math.min(1, visible / extent));
      const range = extent - visible;
      let f = range > 0 ? (offset - lo) / range : 0;
      if (f < 0) { len = Math.max(4 * k, len * (1 + f * visible / len)); f = 0; }   // rubber band
      if (f > 1) { len = Math.max(4 * k, len * (1 - (f - 1) * range / len)); f = 1; }
      return [f * (track - len), len];
    };
    const ch = size[1] + inset[0] + inset[2], cw = size[0] + inset[1] + inset[3];
    if (ch > h && h > 0) {
      const [pos, len] = bar(ch, h, by, -inset[0]);
      roundRect(ctx, bx + w - thick - margin, by + margin + pos, thick, len, thick / 2);
      ctx.fill();
    }
    if (cw > w && w > 0) {
      const [pos, len] = bar(cw, w, bx, -inset[1]);
      roundRect(ctx, bx + margin + pos, by + h - thick - margin, len, thick, thick / 2);
      ctx.fill();
    }
    ctx.restore();
  }

  /** Labels go on top of every shape, placed parents first so nested names stack downwards. */
  _drawLabels(node, dpr) {
    const px = this._setMatrix(node.toScreen, dpr);
    const control = node.spec.control && typeof node.spec.control === 'object' ? node.spec.control : null;
    this._label(node, px, !node.parent, control, this.highlight.chain.get(node.name));
    if (!isScroll(node)) {
      for (const c of node.children) this._drawLabels(c, dpr);
      return;
    }
    // a scroll view's content labels: clipped, and only those of views in sight
    const [w, h] = node.size;
    const [bx, by] = node.boundsOrigin;
    this.ctx.save();
    this._clipTo(node, dpr);
    for (const c of node.children) {
      const [fx, fy, fw, fh] = c.frame;
      if (c.spec.transform || (fx < bx + w && bx < fx + fw && fy < by + h && by < fy + fh)) this._drawLabels(c, dpr);
    }
    this.ctx.restore();
  }

  _label(node, px, isWindow, control, responderIndex) {
    const { ctx } = this;
    const [w, h] = node.size;
    const [bx, by] = node.boundsOrigin;
    const k = 1 / px * (this.dpr || 1);  // one CSS pixel in points
    ctx.save();
    ctx.globalAlpha = node.hidden ? 0.5 : 1;
    const size = 11.5 * k;
    ctx.font = `${isWindow ? 600 : 500} ${size}px Inter, "Segoe UI", system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    let text = node.name;
    if (control) text += `  ⟨${control.kind || 'control'}⟩`;
    if (isWindow) text = `▣ ${text}`;
    let lx = bx + 5 * k, ly = isWindow ? by - 17 * k : by + 4 * k;
    if (isWindow) lx = bx + 2 * k;
    if (control && h < 34 * k) {
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; lx = bx + w / 2; ly = by + h / 2;
    }
    if (w > 20 * k) {
      // keep labels of views sharing a corner apart: move down past labels already placed
      if (ctx.textAlign === 'left') {
        const tw = Math.min(ctx.measureText(text).width, w - 8 * k) / k;
        const m = ctx.getTransform();
        for (let tries = 0; tries < 6; tries++) {
          const x0 = (m.a * lx + m.c * ly + m.e) / (this.dpr || 1);
          const y0 = (m.b * lx + m.d * ly + m.f) / (this.dpr || 1);
          const box = [x0, y0, x0 + tw, y0 + 14];
          const clash = this.placed.some((b) => box[0] < b[2] && b[0] < box[2] && box[1] < b[3] && b[1] < box[3]);
          if (!clash || isWindow || ly + 16 * k > by + h) { this.placed.push(box); break; }
          ly += 15 * k;
        }
      }
      ctx.fillStyle = isWindow ? '#0f172a' : '#1e293b';
      ctx.fillText(text, lx, ly, Math.max(10 * k, w - 8 * k));
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    // responder chain order badge
    if (responderIndex !== undefined) {
      const r = 8 * k;
      const cx = bx + w - r - 4 * k, cy = by + r + 4 * k;
      ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = this.highlight.chainHandled.has(node.name) ? '#16a34a' : '#2f6df6';
      ctx.fill();
      ctx.fillStyle = '#fff'; ctx.font = `700 ${10 * k}px Inter, system-ui, sans-serif`;
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
      ctx.fillText(String(responderIndex + 1), cx, cy + 0.5 * k);
      ctx.textAlign = 'left'; ctx.textBaseline = 'top';
    }
    // recognizer pills along the bottom edge
    const recs = this.model.recognizers.filter((r) => r.view === node.name);
    let x = bx + 5 * k;
    const y = by + h - 19 * k;
    ctx.font = `600 ${9.5 * k}px Inter, system-ui, sans-serif`;
    for (const r of recs) {
      const state = this.highlight.recognizerStates.get(r.name);
      const label = state ? `${r.name} · ${state}` : `${r.name} (${r.kind})`;
      const tw = ctx.measureText(label).width + 10 * k;
      if (h < 40 * k || x + tw > bx + w) break;
      roundRect(ctx, x, y, tw, 15 * k, 7.5 * k);
      ctx.fillStyle = state ? STATE_COLORS[state] || '#64748b' : 'rgba(15, 23, 42, 0.72)';
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillText(label, x + 5 * k, y + 3 * k);
      x += tw + 4 * k;
    }
    ctx.restore();
  }

  _drawPresentation(node, dpr) {
    const { ctx } = this;
    const px = this._setMatrix(node.presentationToScreen, dpr);
    const [w, h] = node.size;
    const [bx, by] = node.boundsOrigin;
    ctx.save();
    roundRect(ctx, bx, by, w, h, 6);
    ctx.setLineDash([6 * dpr / px, 4 * dpr / px]);
    ctx.lineWidth = 1.5 * dpr / px;
    ctx.strokeStyle = 'rgba(30, 41, 59, 0.55)';
    ctx.stroke();
    ctx.fillStyle = 'rgba(30, 41, 59, 0.6)';
    ctx.font = `${10 * dpr / px}px Inter, system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.fillText(`${node.name} (presentation)`, bx + 4 * dpr / px, by + h + 3 * dpr / px);
    ctx.restore();
  }

  _drawTouches(dpr) {
    const { ctx } = this;
    const m = concat(this.view, [dpr, 0, 0, dpr, 0, 0]);
    ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    const k = 1 / (m[0] || 1) * dpr;
    const all = new Map(this.paths || []);
    for (const [id, t] of this.touches) if (t.live || !all.has(String(id))) all.set(String(id), t);
    for (const [id, t] of all) {
      if (!t.trail.length) continue;
      if (t.trail.length > 1) {
        ctx.beginPath();
        t.trail.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
        ctx.lineWidth = 3 * k; ctx.lineCap = 'round'; ctx.lineJoin = 'round';
        ctx.strokeStyle = t.live ? 'rgba(244, 63, 94, 0.55)' : 'rgba(100, 116, 139, 0.35)';
        ctx.stroke();
      }
      const [x, y] = t.trail[t.trail.length - 1];
      ctx.beginPath(); ctx.arc(x, y, 14 * k, 0, Math.PI * 2);
      ctx.fillStyle = t.live ? 'rgba(244, 63, 94, 0.28)' : 'rgba(100, 116, 139, 0.18)';
      ctx.fill();
      ctx.lineWidth = 2 * k; ctx.strokeStyle = t.live ? '#f43f5e' : '#94a3b8'; ctx.stroke();
      ctx.fillStyle = t.live ? '#be123c' : '#64748b';
      ctx.font = `700 ${11 * k}px Inter, system-ui, sans-serif`;
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
      ctx.fillText(String(id), x, y);
      ctx.textAlign = 'left';
    }
  }
}

function isScroll(node) {
  return !!(node.spec && node.spec.scroll && typeof node.spec.scroll === 'object' && node.scrollOffset);
}

export function emptyHighlight() {
  return {
    hitView: null, hitTried: new Map(), chain: new Map(), chainHandled: new Set(),
    controlViews: new Set(), recognizerStates: new Map(), scrolled: new Set(), hovered: new Set(),
  };
}

function roundRect(ctx, x, y, w, h, r) {
  r = Math.max(0, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2));
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.arcTo(x + w, y, x + w, y + r, r);
  ctx.lineTo(x + w, y + h - r);
  ctx.arcTo(x + w, y + h, x + w - r, y + h, r);
  ctx.lineTo(x + r, y + h);
  ctx.arcTo(x, y + h, x, y + h - r, r);
  ctx.lineTo(x, y + r);
  ctx.arcTo(x, y, x + r, y, r);
  ctx.closePath();
}
