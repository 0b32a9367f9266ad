// Types of bindings/js/replay.mjs: the touchchain-scene/1 replay tool (docs/FORMAT.md,
// docs/REPLAY.md), a port of bindings/python/touchchain/replay.py with byte-identical logs.
import type { Scene, View } from './touchchain.mjs';

/** A JSON value as read by loads(): integers beyond 2^53 are BigInt (exact int64 touch ids). */
export type JSONValue = null | boolean | number | bigint | string | JSONValue[] | { [key: string]: JSONValue };
/** A scene document (validate() checks it). */
export type SceneDoc = { [key: string]: JSONValue };
/** One trace step (FORMAT.md § Trace). */
export type Step = { [key: string]: JSONValue };
/** One log record: `t`, `at`, `ev`, then the keys of its kind (FORMAT.md § Log). Floats
 *  (t, at, location, ...) are numbers rounded to 6 decimals, or null when not finite; touch
 *  ids are numbers, or BigInt beyond Number.MAX_SAFE_INTEGER. */
export interface LogRecord {
  t: number | null;
  at: number | null;
  ev: string;
  [key: string]: unknown;
}

export const FORMAT_ID: 'touchchain-scene/1';

/** The scene file is unreadable or invalid; the message starts with the key path
 *  (`windows[0].children[2].hti: unknown key`), as the Python tool's. */
export class SceneError extends Error {
  name: 'SceneError';
}

/** JSON text Python's json.loads refuses (msg, pos, lineno, colno as Python's, in code points). */
export class JSONDecodeError extends SyntaxError {
  name: 'JSONDecodeError';
  msg: string;
  pos: number;
  lineno: number;
  colno: number;
}

/** Parse JSON as the Python tool does: NaN/Infinity literals, last duplicate key wins (in the
 *  first one's position), key order kept (also for keys such as "1"), no nesting limit. */
export function loads(text: string): JSONValue;
/** Validate a parsed scene completely; throws SceneError. Returns `doc`. */
export function validate(doc: unknown): SceneDoc;
/** Read (UTF-8, universal newlines; '-' is stdin) and validate a scene file. Node only. Text
 *  that is not JSON but an evemu or libinput recording says which `touchchain import` reads it. */
export function load(path: string): Promise<SceneDoc>;
/** 'evemu' or 'libinput' when the text starts like such a recording, else null. */
export function recordingKind(text: string): 'evemu' | 'libinput' | null;
/** The keys of a JSON object from loads() in the order of its text. */
export function keysOf(obj: object): string[];

export interface ReplayOptions {
  /** Also log hit_enter / point_inside / hit_exit (H7); the --trace-hit-test flag. */
  traceHitTest?: boolean;
}

/** Builds a scene from a validated document and runs its trace, collecting records. */
export class Replayer {
  constructor(doc: SceneDoc, options?: ReplayOptions);
  readonly doc: SceneDoc;
  readonly traceHitTest: boolean;
  /** Every record produced so far (build(), run(), iterRun(), runStep(), finish()). */
  readonly records: LogRecord[];
  /** The engine scene (null before build()). */
  readonly scene: Scene | null;
  /** Views and windows by name (those made by `set` steps too). */
  readonly views: Map<string, View>;
  /** Build the scene (not its trace); SceneError for a value the engine refuses. Returns this. */
  build(): this;
  /** Run the (rest of the) document's trace; returns every record (also `records`). */
  run(): LogRecord[];
  /** Run the document's trace, yielding each step's records when the step is done. */
  iterRun(): Generator<LogRecord, void, undefined>;
  /**
   * Validate `step` as a step of the file's trace at `trace[i]` (i: the steps run so far;
   * SceneError, nothing run, when invalid) and run it. Returns its records. Touch samples are
   * queued as in a file (dispatched by the next step of another `t` or kind, or finish());
   * `flush: true` dispatches them at once.
   */
  runStep(step: Step, options?: { flush?: boolean }): LogRecord[];
  /** Dispatch touch samples still queued (as at the end of a trace); returns their records. */
  finish(): LogRecord[];
  /** Close the scene (idempotent). */
  close(): void;
}

/** Validate and replay a parsed scene; yields the records step by step. */
export function iterReplay(doc: unknown, options?: ReplayOptions): Generator<LogRecord, void, undefined>;
/** Validate and replay a parsed scene; returns every record. */
export function replay(doc: unknown, options?: ReplayOptions): LogRecord[];
/** load() and replay(). Node only. */
export function replayFile(path: string, options?: ReplayOptions): Promise<LogRecord[]>;

/** One record as Python's json.dumps(rec, ensure_ascii=False, allow_nan=False) writes it. */
export function formatRecord(rec: LogRecord): string;
/** The log: one formatted record per line, each ending with "\n". */
export function formatLog(records: Iterable<LogRecord>): string;

/** Python's repr() of a float; Python's round(x, 6); the log's float rule (round, -0 as 0,
 *  non-finite as null); Python's repr()/ascii() of a string; a json.dumps string. */
export function pyFloatRepr(x: number): string;
export function round6(x: number): number;
export function f6(x: number | bigint): number | null;
export function pyRepr(s: string): string;
export function pyAscii(s: string): string;
export function pyJsonString(s: string): string;

/** The command line (`node replay.mjs SCENE.json [--trace-hit-test]`); resolves to the exit
 *  status. Node only. */
export function main(argv: string[]): Promise<number>;

export const TOUCH_PHASES: Readonly<Record<string, number>>;
export const MOTION_PHASES: Readonly<Record<string, number>>;
export const PRESS_PHASES: Readonly<Record<string, number>>;
/** Touch types by name (P1): direct, indirect, stylus, indirect_pointer, and pencil (= stylus). */
export const TOUCH_TYPES: Readonly<Record<string, number>>;
/** A hover step's phases and types (P3). */
export const HOVER_PHASES: Readonly<Record<string, number>>;
export const HOVER_TYPES: Readonly<Record<string, number>>;
/** A scroll step's kinds (P4), and the phases of continuous scroll, pinch and rotate steps. */
export const SCROLL_KINDS: Readonly<Record<string, number>>;
export const GESTURE_PHASES: Readonly<Record<string, number>>;
/** Pointer button names (P2) and estimated-property names (P5, in bit order). */
export const BUTTONS: Readonly<Record<string, number>>;
export const PROPERTIES: Readonly<Record<string, number>>;
export const MOTIONS: Readonly<Record<string, number>>;
export const REMOTES: Readonly<Record<string, number>>;
/** Accepted for REMOTES' names: `next`, `previous` and each name with hyphens (logged canonically). */
export const REMOTE_ALIASES: Readonly<Record<string, number>>;
export const PRESSES: Readonly<Record<string, number>>;
export const PRESS_ALIASES: Readonly<Record<string, number>>;
export const CONTROL_KINDS: Readonly<Record<string, number>>;
export const CONTROL_EVENTS: Readonly<Record<string, number>>;
export const RECOGNIZER_KINDS: Readonly<Record<string, number>>;
export const DIRECTIONS: Readonly<Record<string, number>>;
export const EDGES: Readonly<Record<string, number>>;
export const HANDLES: readonly string[];
/** What a VIEW's `handles` may list: HANDLES, and hover and estimated_update (views only). */
export const VIEW_HANDLES: readonly string[];
export const KIND_PARAMS: Readonly<Record<string, readonly string[]>>;
export const RECOGNIZER_COMMON: readonly string[];
export const ALL_KIND_PARAMS: readonly string[];
export const VIEW_KEYS: readonly string[];
export const HIT_KEYS: readonly string[];
/** The keys of a VIEW's `scroll` object (scroll views, docs/FORMAT.md). */
export const SCROLL_KEYS: readonly string[];
/** deceleration_rate's names: normal (0.998), fast (0.99). */
export const DECELERATION_RATES: Readonly<Record<string, number>>;
export const STEP_KINDS: readonly string[];
export const STEP_KEYS: Readonly<Record<string, readonly string[]>>;
export const SCENE_KEYS: readonly string[];
