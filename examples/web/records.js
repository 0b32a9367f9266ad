// Turns replay-log records (docs/FORMAT.md, "Log") into DOM for the dispatch timeline, and
// derives the canvas highlights of one step from its records.
import { STATE_COLORS, emptyHighlight } from './render.js';

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const fmt = (v) => (v === null || v === undefined ? 'null' : typeof v === 'number' ? trim(v) : String(v));
function trim(n) {
  if (!Number.isFinite(n)) return String(n);
  return String(Math.round(n * 1000) / 1000);
}
const pt = (p) => (Array.isArray(p) ? `(${p.map(fmt).join(', ')})` : fmt(p));

/** A one-line description of a trace step. */
export function describeStep(step) {
  if ('touch' in step) {
    const w = step.window ? ` in ${step.window}` : '';
    return { kind: 'touch', text: `touch ${step.touch} ${step.phase} ${pt([step.x, step.y])}${w}${inputExtras(step)}` };
  }
  if ('hover' in step) {
    const w = step.window ? ` in ${step.window}` : '';
    return { kind: 'hover', text: `hover ${step.hover} ${step.phase} ${pt([step.x, step.y])}${w}${inputExtras(step)}` };
  }
  if ('scroll' in step) {
    const w = step.window ? ` in ${step.window}` : '';
    const kind = step.kind || 'discrete';
    return { kind: 'scroll', text: `scroll ${pt(step.scroll)} ${kind}${step.phase ? ' ' + step.phase : ''} at ${pt([step.x, step.y])}${w}` };
  }
  if ('pinch' in step || 'rotate' in step) {
    const k = 'pinch' in step ? 'pinch' : 'rotate';
    return { kind: k, text: `${k} ${fmt(step[k])} ${step.phase} at ${pt([step.x, step.y])}` };
  }
  if ('advance' in step) return { kind: 'advance', text: 'advance the clock' };
  if ('route' in step) {
    const info = step.info && Object.keys(step.info).length
      ? ' ' + Object.entries(step.info).map(([k, v]) => `${k}=${v}`).join(', ') : '';
    return { kind: 'route', text: `“${step.route}” from ${step.from}${info}` };
  }
  if ('hit_test' in step) return { kind: 'hit_test', text: `hit_test ${pt(step.hit_test)}` };
  for (const k of ['motion', 'remote', 'press', 'set', 'first_responder', 'focus']) {
    if (k in step) return { kind: k, text: `${k} ${typeof step[k] === 'object' ? JSON.stringify(step[k]) : step[k]}${step.phase ? ' ' + step.phase : ''}` };
  }
  return { kind: 'step', text: JSON.stringify(step) };
}

/** A touch or hover sample's type, buttons and pencil values, as a short suffix. */
function inputExtras(step) {
  const out = [];
  if (step.type) out.push(step.type);
  if (step.buttons !== undefined) out.push(Array.isArray(step.buttons) ? step.buttons.join('+') : `buttons ${step.buttons}`);
  if (step.force !== undefined) out.push(`force ${fmt(step.force)}`);
  if (step.altitude !== undefined) out.push(`alt ${fmt(step.altitude)}`);
  if (step.azimuth !== undefined) out.push(`az ${fmt(step.azimuth)}`);
  return out.length ? ` · ${out.join(' · ')}` : '';
}

const CHAIN_EVS = new Set(['touches', 'route', 'motion', 'remote', 'press']);
const HIT_EVS = new Set(['hit_enter', 'point_inside', 'hit_exit']);

/** Group a step's records into display rows: hit walks, responder-chain walks, single records. */
export function groupRecords(records) {
  const groups = [];
  for (const r of records) {
    const last = groups[groups.length - 1];
    if (HIT_EVS.has(r.ev)) {
      if (last && last.type === 'hitwalk') last.records.push(r);
      else groups.push({ type: 'hitwalk', records: [r] });
    } else if (CHAIN_EVS.has(r.ev)) {
      const key = chainKey(r);
      if (last && last.type === 'chain' && last.key === key) last.records.push(r);
      else groups.push({ type: 'chain', key, records: [r] });
    } else if (r.ev === 'scroll' && r.event === 'did_scroll') {
      // a run of did_scroll of one view (a drag's or a deceleration's motion steps): one row
      if (last && last.type === 'scrollrun' && last.records[0].view === r.view) last.records.push(r);
      else groups.push({ type: 'scrollrun', records: [r] });
    } else {
      groups.push({ type: 'single', records: [r] });
    }
  }
  return groups;
}

/** A short text for a `scroll` record or a run of did_scroll records of one view. */
export function describeScroll(records) {
  const r0 = records[0];
  const r1 = records[records.length - 1];
  if (r0.event === 'did_scroll') {
    if (records.length === 1) return `did_scroll ${pt(r0.offset)}`;
    return `did_scroll ×${records.length} ${pt(r0.offset)} → ${pt(r1.offset)}`;
  }
  const nums = [`${r0.event} ${pt(r0.offset)}`];
  if (r0.velocity !== undefined) nums.push(`v ${pt(r0.velocity)}`);
  if (r0.target_offset !== undefined) nums.push(`target ${pt(r0.target_offset)}`);
  if (r0.decelerate !== undefined) nums.push(r0.decelerate ? 'decelerates' : 'stops');
  return nums.join('  ');
}

/** The scroll rows of a step's records, compacted like the timeline: [{view, text}]. */
export function scrollSummary(records) {
  return groupRecords(records)
    .filter((g) => g.records[0].ev === 'scroll')
    .map((g) => ({ view: g.records[0].view, text: describeScroll(g.records) }));
}

function chainKey(r) {
  const base = [r.ev, r.t, r.at];
  if (r.ev === 'touches') base.push(r.phase, JSON.stringify(r.touches));
  else if (r.ev === 'route') base.push(r.name, JSON.stringify(r.info));
  else base.push(r.subtype, r.phase);
  return JSON.stringify(base);
}

function timeCell(r) {
  const cell = el('span', 'at', typeof r.at === 'number' ? r.at.toFixed(3) : fmt(r.at));
  cell.title = `t ${fmt(r.t)}, dispatched at ${fmt(r.at)}`;
  return cell;
}

function heldBadge(r) {
  if (typeof r.t === 'number' && typeof r.at === 'number' && r.at > r.t) {
    const b = el('span', 'held', `held from t ${fmt(r.t)}`);
    b.title = 'A recognizer delayed this delivery (delaysTouchesBegan / delaysTouchesEnded)';
    return b;
  }
  return null;
}

function chainEl(records, labelOf) {
  const chain = el('span', 'chain');
  records.forEach((r, i) => {
    if (i) chain.append(el('span', 'arrow', '→'));
    const chip = el('span', 'chip' + (r.handled ? ' handled' : ''), labelOf(r) + (r.handled ? ' ✓' : ''));
    chip.title = r.handled ? 'handled here: the walk stops' : 'not handled: passed to the next responder';
    chain.append(chip);
  });
  return chain;
}

export function renderGroups(records, { showHitTrace = true } = {}) {
  const frag = document.createDocumentFragment();
  for (const g of groupRecords(records)) {
    const r0 = g.records[0];
    if (g.type === 'hitwalk') {
      if (!showHitTrace) continue;
      frag.append(hitWalkEl(g.records));
      continue;
    }
    const row = el('div', 'row');
    row.append(timeCell(r0));
    if (g.type === 'scrollrun' || r0.ev === 'scroll') {
      row.append(el('span', 'tag scroll', 'scroll'));
      row.append(el('span', 'name', fmt(r0.view)));
      row.append(el('span', 'nums', describeScroll(g.records)));
      if (g.records.length > 1) {
        const last = g.records[g.records.length - 1];
        row.title = `${g.records.length} did_scroll records, t ${fmt(r0.at)} to ${fmt(last.at)}`;
      }
    } else if (g.type === 'chain') {
      if (r0.ev === 'touches') {
        row.append(el('span', 'tag touches', `touches ${r0.phase}`));
        row.append(el('span', 'nums', `[${r0.touches.join(', ')}]` + (r0.tap_counts && r0.tap_counts.some((c) => c > 1) ? ` taps ${r0.tap_counts.join(',')}` : '') +
          (r0.types ? ` ${r0.types.join(',')}` : '')));
      } else if (r0.ev === 'route') {
        row.append(el('span', 'tag route', 'route'));
        row.append(el('span', 'name', r0.name));
        if (r0.info && Object.keys(r0.info).length) row.append(el('span', 'nums', JSON.stringify(r0.info)));
      } else {
        row.append(el('span', 'tag event', r0.ev));
        row.append(el('span', 'name', `${r0.subtype}${r0.phase ? ' ' + r0.phase : ''}`));
      }
      row.append(chainEl(g.records, (r) => r.responder));
    } else {
      switch (r0.ev) {
        case 'hit_test':
          row.append(el('span', 'tag hit', 'hit-test'));
          row.append(el('span', 'nums', 'touch' in r0 ? `touch ${r0.touch}` : `point ${pt(r0.point)}`));
          row.append(el('span', 'arrow', '⇒'));
          row.append(el('span', 'name', fmt(r0.view)));
          break;
        case 'gesture': {
          row.append(el('span', 'tag gesture', 'gesture'));
          row.append(el('span', 'name', r0.recognizer));
          const st = el('span', 'state', r0.state);
          st.style.background = STATE_COLORS[r0.state] || '#64748b';
          row.append(st);
          const nums = [];
          if (r0.location) nums.push(`at ${pt(r0.location)}`);
          if (r0.translation) nums.push(`Δ ${pt(r0.translation)}`);
          if (r0.velocity !== undefined) nums.push(`v ${pt(r0.velocity)}`);
          if (r0.scale !== undefined) nums.push(`scale ${fmt(r0.scale)}`);
          if (r0.rotation !== undefined) nums.push(`rot ${fmt(r0.rotation)}`);
          if (r0.direction !== undefined) nums.push(`dir ${fmt(r0.direction)}`);
          row.append(el('span', 'nums', nums.join('  ')));
          if (r0.reason) row.append(el('span', 'reason', r0.reason));
          break;
        }
        case 'hover':
          row.append(el('span', 'tag hover', `hover ${r0.phase}`));
          row.append(el('span', 'name', fmt(r0.view)));
          row.append(el('span', 'nums', `hover ${fmt(r0.hover)} at ${pt(r0.location)}`));
          break;
        case 'control':
          row.append(el('span', 'tag control', 'control'));
          row.append(el('span', 'name', r0.view));
          row.append(el('span', 'arrow', '▸'));
          row.append(el('span', 'name', r0.event));
          break;
        case 'dropped':
          row.append(el('span', 'tag dropped', 'dropped'));
          row.append(el('span', 'nums', `${r0.kind} ${r0.touches ? '[' + r0.touches.join(', ') + ']' : r0.subtype}: reached the end of the chain unhandled`));
          break;
        case 'error':
          row.append(el('span', 'tag error', 'error'));
          row.append(el('span', 'error-text', `${r0.path}: ${r0.code}: ${r0.message}`));
          break;
        default:
          row.append(el('span', 'tag', r0.ev));
          row.append(el('span', 'nums', JSON.stringify(r0)));
      }
    }
    const held = heldBadge(r0);
    if (held) row.append(held);
    frag.append(row);
  }
  return frag;
}

function hitWalkEl(records) {
  const box = el('div', 'hit-walk');
  let depth = 0;
  for (const r of records) {
    const line = el('div');
    if (r.ev === 'hit_exit') depth = Math.max(0, depth - 1);
    const pad = '  '.repeat(depth);
    if (r.ev === 'hit_enter') {
      line.textContent = `${pad}hitTest ${r.view}`;
      depth += 1;
    } else if (r.ev === 'point_inside') {
      line.append(`${pad}pointInside ${r.view} `);
      line.append(el('span', r.inside ? 'yes' : 'no', r.inside ? 'true' : 'false'));
    } else {
      line.append(`${pad}`);
      line.append(el('span', 'ret', `↩ ${r.view} returns ${fmt(r.result)}`));
    }
    box.append(line);
  }
  return box;
}

/** Canvas highlights for the records of one step. */
export function highlightFor(records) {
  const h = emptyHighlight();
  let order = 0;
  for (const r of records) {
    switch (r.ev) {
      case 'hit_test': h.hitView = r.view; break;
      case 'point_inside': h.hitTried.set(r.view, r.inside); break;
      case 'touches': case 'route': case 'motion': case 'remote': case 'press':
        if (!h.chain.has(r.responder)) h.chain.set(r.responder, order++);
        if (r.handled) h.chainHandled.add(r.responder);
        break;
      case 'control': h.controlViews.add(r.view); break;
      case 'gesture': h.recognizerStates.set(r.recognizer, r.state); break;
      case 'scroll': h.scrolled.add(r.view); break;
      case 'hover':
        if (r.phase === 'ended' || r.phase === 'cancelled') h.hovered.delete(r.view);
        else h.hovered.add(r.view);
        break;
      default: break;
    }
  }
  return h;
}

/** Colour the lines of a formatted log by their record kind. */
export function logLines(records, lines, step) {
  const frag = document.createDocumentFragment();
  records.forEach((r, i) => {
    const span = el('span', 'l-' + r.ev, lines[i] + '\n');
    if (step !== undefined) span.dataset.step = String(step);
    frag.append(span);
  });
  return frag;
}
