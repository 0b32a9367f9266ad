/*
 * touchview.c — TouchChain live on SDL2: a window with a view tree, fed by SDL finger, mouse and
 * wheel events, showing what the engine decides as it decides it.
 *
 *   touchview                                   interactive (the mouse is a pointer: touch id 0
 *                                               of type TC_TOUCH_INDIRECT_POINTER while a button
 *                                               is held, hover id 1 while none is; the wheel
 *                                               scrolls; fingers get ids 1, 2, ...; Shift + drag
 *                                               adds a mirrored second touch, to pinch with a
 *                                               mouse; Esc quits)
 *   touchview --script TRACE.json --screenshot OUT.png
 *                                               replay a trace headlessly, write a PNG, exit
 *                                               (SDL_VIDEODRIVER=dummy needs no display)
 *   touchview --help                            every option, the keys and the mouse
 *
 * Without a display (SDL_Init or SDL_CreateWindow fails, or SDL falls back to its "offscreen" or
 * "dummy" driver, which show nothing) the interactive mode exits with status 2 and a message
 * naming the problem and the headless command, instead of running unseen.
 *
 * The frame loop is the one every host runs (docs/INTEGRATION.md):
 *   1. turn platform events into engine input (window coordinates in points, timestamps in
 *      seconds on one monotonic clock): tc_scene_push_touch, tc_scene_push_hover,
 *      tc_scene_push_scroll;
 *   2. tc_scene_advance(scene, now): queued input up to `now` is dispatched, timers (double
 *      tap windows, held touch endings, a wheel gesture's end) fire; the engine calls back
 *      responders, recognizers and control targets;
 *   3. draw: the view tree, the hit view of each live touch (highlighted), the hovered views
 *      and the pointer, the last responder-chain walks, recognizer states and a log of
 *      gestures, control events and hovers.
 *
 * SDL events -> engine input (issue 16, P1-P4):
 *   mouse button down/up    a touch sample, id 0, type TC_TOUCH_INDIRECT_POINTER, its buttons
 *                           the SDL mask mapped to TC_BUTTON_* (left = primary, right =
 *                           secondary, middle = tertiary, X1/X2 = buttons 4/5). The first
 *                           button pressed begins the touch, the last released ends it (with
 *                           the buttons it had); pressing or releasing another one meanwhile is
 *                           a moved sample with the new mask. A tap needs the primary button
 *                           alone (button_mask_required), so a right click does not tap.
 *   mouse motion            with a button held: a moved sample of touch 0; always: a hover
 *                           sample, id 1 (began at the first motion or when the pointer enters
 *                           the window, ended when it leaves). The engine keeps a hover while
 *                           the pointer presses, so the hovered views follow the pointer.
 *   mouse wheel             tc_scene_push_scroll, TC_SCROLL_DISCRETE, WHEEL_POINTS_PER_NOTCH
 *                           points per notch (SDL's precise, fractional deltas are fractions of a
 *                           notch), at the pointer. SDL 2 reports neither the device (wheel or
 *                           trackpad) nor a trackpad scroll's phases, so a trackpad scroll is
 *                           discrete notches too: the engine ends the gesture
 *                           TC_DISCRETE_SCROLL_END_DELAY after the last one. Scripts can send
 *                           continuous scrolls with phases (a trackpad scroll begins once it
 *                           has travelled the pan's 10 pt slop, which it does not scroll, P4).
 *   fingers                 touch samples, ids 1, 2, ...: TC_TOUCH_DIRECT from a touchscreen,
 *                           TC_TOUCH_INDIRECT from an absolute indirect device (a tablet mapped
 *                           to the screen); a relative device's (a trackpad's) fingers are left
 *                           to the pointer and the wheel they drive.
 *   pens                    SDL 2 has no pen events (SDL 3 adds them): a pen reaches SDL 2 as
 *                           the mouse or as a finger and is delivered as such. Stylus input
 *                           (type, altitude, azimuth, force, stylus hover) comes from scripts.
 *
 * View tree (points; the window is 1180 x 600, the scene on the left, the panel on the right):
 *   Window
 *   └── Root (RootVC: handles every touch that reaches it)
 *       ├── Canvas    pan + pinch (simultaneous): drag moves Card, pinch scales it
 *       │   └── Card  tap + double tap (the tap requires the double tap to fail); a hover
 *       │             recognizer ("hover") lights the Card while the pointer is over it
 *       ├── Toolbar
 *       │   ├── Button, Switch, Slider (controls; their hover callbacks light them)
 *       ├── Footer    handles touches itself
 *       │   └── Label passes them on (to Footer)
 *       └── ListPane
 *           └── List  a scroll view (S1-S8): 30 rows, every third one a button ("Button 3",
 *                     ...); its own pan drags the content and takes the wheel (a scroll view's
 *                     pan allows both scroll types), and the mouse's drags too (it opts in to
 *                     pointer_drag_scrolling, P2: by default, as in UIKit, a pointer's
 *                     click-drag does not scroll), a touch-down in a row is held 150 ms (S2),
 *                     a drag cancels a plain row's touch (S3), a release decelerates on the
 *                     frame clock (S4); drawn at its content offset (the bounds origin),
 *                     clipped, with a scroll indicator; its delegate events go to the log and
 *                     the panel's SCROLL VIEW lines. Rows light up while hovered.
 *
 * Script files (FORMAT.md): a scene file's "trace", a bare array of steps, or {"samples": [...]}
 * as in Tests/data/traces (id, phase, x, y, t). Steps run: touch (with its optional type,
 * buttons, force, altitude, azimuth), hover (type, altitude, azimuth, z), scroll (kind, phase),
 * pinch, rotate and advance; other steps are logged and skipped. Touch samples with the same t
 * are pushed together (one event), hover samples likewise (never with touches), then the clock
 * is advanced to t; scroll, pinch and rotate steps are dispatched at once. After the last step
 * the clock runs 0.6 s on so pending recognizers settle, one frame is drawn and saved.
 */
#include <touchchain.h>

#include <SDL.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "font5x7.h"
#include "json_read.h"
#include "png_write.h"

#define WIN_W 1180
#define WIN_H 600
#define SCENE_W 700
#define PANEL_X 710
#define LIST_ROWS 30
#define LIST_ROW_H 40.0
#define LIST_ROW_GAP 4.0
/* A wheel notch scrolls one List row (40 pt row + 4 pt gap). Desktop toolkits scroll about 3
 * lines (40-100 px) per notch; one row keeps each notch visible in the demo. */
#define WHEEL_POINTS_PER_NOTCH 44.0
/* The mouse: touch id 0 while a button is held, hover id 1 (hover ids are a space of their own) */
#define MOUSE_TOUCH_ID 0
#define MOUSE_HOVER_ID 1

/* ------------------------------------------------------------------------------------------ */
/* Names and colours of the handles we create                                                  */
/* ------------------------------------------------------------------------------------------ */

typedef struct {
    tc_view *view;
    const char *name;
    SDL_Color color;
    int handles; /* its touches callback returns TC_HANDLED */
    int hoverable; /* lit while a hover is over it (its hover callback: entered / left) */
    int hovered;   /* a hover is over it now */
} named_view;

typedef struct {
    tc_recognizer *rec;
    const char *name;
    int state;      /* polled after every advance */
    int last_state; /* the latest state its action reported other than POSSIBLE */
    int moves_card; /* the Canvas's pan and pinch drive the Card; the List's pan does not */
    char detail[64];
} named_recognizer;

#define MAX_VIEWS 48
#define MAX_RECS 8
#define LOG_LINES 22
#define CHAIN_LINES 6
#define LINE_LEN 128
#define MAX_TOUCHES 16
#define TRAIL 400

static struct {
    tc_scene *scene;
    tc_view *window;
    tc_controller *root_vc;
    named_view views[MAX_VIEWS];
    int view_count;
    named_recognizer recs[MAX_RECS];
    int rec_count;
    tc_view *card, *canvas, *switch_view, *slider;
    tc_view *list;                  /* the scroll view */
    char row_names[LIST_ROWS][16];  /* "Row 1", "Button 3", ... */
    long did_scroll_count;          /* did_scroll messages (too many for the log) */
    char scroll_last[LINE_LEN];     /* the latest delegate message other than did_scroll */
    double card_cx, card_cy, card_scale; /* card geometry at the start of a pan / pinch */
    double pinch_base;
    /* what the panel shows */
    char log[LOG_LINES][LINE_LEN];
    int log_count;
    char chain[CHAIN_LINES][LINE_LEN * 2];
    int chain_count;
    int chain_phase;
    double chain_time;
    char hit_line[LINE_LEN];
    /* live touches: host id -> hit view (from the engine's hit test at began) */
    struct { int64_t id; tc_view *hit; double x, y; int live; } touches[MAX_TOUCHES];
    tc_view *last_hit;
    struct { float x, y; } trail[TRAIL];
    int trail_count;
    /* the pointer (the window's hover callback) and the last scroll input */
    struct { int live; int64_t id; int32_t type; double x, y; tc_view *hit; } hover;
    tc_recognizer *card_hover;  /* the Card's hover recognizer */
    char pointer_line[LINE_LEN];
    char wheel_line[LINE_LEN];
    double last_time; /* the latest timestamp pushed or advanced to (monotonic guard) */
    int quiet;        /* 1: do not print the log to stdout */
} app;

static const char *view_name(const tc_view *v) {
    int i;
    if (!v) return "nil";
    for (i = 0; i < app.view_count; i++)
        if (app.views[i].view == v) return app.views[i].name;
    return "?";
}

/* The library's names for its enums (tc_*_string: one table, in the library), upper-cased for
 * the on-screen font; a few rotating buffers so that one printf can use several. */
static const char *upper_name(const char *name) {
    static char bufs[4][40];
    static int next;
    char *b = bufs[next++ & 3];
    size_t i = 0;
    if (!name) name = "?";
    for (; name[i] && i < sizeof bufs[0] - 1; i++)
        b[i] = (name[i] >= 'a' && name[i] <= 'z') ? (char)(name[i] - 'a' + 'A') : name[i];
    b[i] = '\0';
    return b;
}

static const char *phase_name(int32_t phase) { return upper_name(tc_phase_string(phase)); }
static const char *state_name(int32_t state) { return upper_name(tc_gesture_state_string(state)); }
static const char *control_event_name(uint32_t event) {
    return upper_name(tc_control_event_string(event));
}

/* Append a line to the on-screen log (and stdout in script mode). A line starting with the same
 * `coalesce` prefix as the previous one replaces it on screen (a slider's stream of values). */
static void log_line_c(const char *coalesce, const char *fmt, va_list ap) {
    int i;
    if (coalesce && app.log_count > 0 && strncmp(app.log[app.log_count - 1], coalesce, strlen(coalesce)) == 0)
        app.log_count--;
    if (app.log_count == LOG_LINES) {
        for (i = 1; i < LOG_LINES; i++) memcpy(app.log[i - 1], app.log[i], LINE_LEN);
        app.log_count--;
    }
    vsnprintf(app.log[app.log_count], LINE_LEN, fmt, ap);
    if (!app.quiet) printf("%s\n", app.log[app.log_count]);
    app.log_count++;
}

static void log_line(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    log_line_c(NULL, fmt, ap);
    va_end(ap);
}

static void log_line_coalesced(const char *prefix, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    log_line_c(prefix, fmt, ap);
    va_end(ap);
}

/* ------------------------------------------------------------------------------------------ */
/* Engine callbacks. Everything they receive is borrowed: copy numbers and names, keep no      */
/* pointer to the event, the touches array or the details after returning.                     */
/* ------------------------------------------------------------------------------------------ */

/* One line per (phase, timestamp): the responders it reached, in chain order. */
static void chain_add(int32_t phase, double timestamp, const char *who, int handled) {
    char *line;
    int i;
    if (app.chain_count == 0 || phase != app.chain_phase || timestamp != app.chain_time) {
        if (app.chain_count == CHAIN_LINES) {
            for (i = 1; i < CHAIN_LINES; i++) memcpy(app.chain[i - 1], app.chain[i], sizeof app.chain[0]);
            app.chain_count--;
        }
        snprintf(app.chain[app.chain_count], sizeof app.chain[0], "%-9s %7.3f: %s", phase_name(phase),
                 timestamp, who);
        app.chain_count++;
        app.chain_phase = phase;
        app.chain_time = timestamp;
    } else {
        line = app.chain[app.chain_count - 1];
        snprintf(line + strlen(line), sizeof app.chain[0] - strlen(line), " > %s", who);
    }
    if (handled) {
        line = app.chain[app.chain_count - 1];
        snprintf(line + strlen(line), sizeof app.chain[0] - strlen(line), " [HANDLED]");
    }
}

static int32_t on_view_touches(const tc_responder *who, const tc_touches_event *ev, void *ud) {
    const named_view *nv = (const named_view *)ud;
    (void)who;
    chain_add(ev->phase, ev->timestamp, nv->name, nv->handles);
    return nv->handles ? TC_HANDLED : TC_PASS;
}

static int32_t on_controller_touches(const tc_responder *who, const tc_touches_event *ev, void *ud) {
    (void)who;
    chain_add(ev->phase, ev->timestamp, (const char *)ud, 1);
    return TC_HANDLED;
}

/* Hover (P3): every view is told when a hover enters it, moves over it and leaves it (the hit
 * view and its ancestors are hovered). The window is an ancestor of every hit: its calls track
 * the pointer for the panel; hoverable views light up and log their entries and exits (one
 * screen line for the latest, every one on stdout). */
static void on_view_hover(const tc_responder *who, const tc_hover_event *ev, void *ud) {
    named_view *nv = (named_view *)ud;
    int in = ev->phase == TC_PHASE_BEGAN || ev->phase == TC_PHASE_MOVED;
    (void)who;
    if (nv->view == app.window) {
        app.hover.live = in;
        app.hover.id = ev->id;
        app.hover.type = ev->type;
        app.hover.x = ev->x;
        app.hover.y = ev->y;
        app.hover.hit = in ? ev->hit_view : NULL;
        if (in)
            snprintf(app.pointer_line, sizeof app.pointer_line, "POINTER: HOVER %lld %s AT %.0f,%.0f OVER %s",
                     (long long)ev->id, upper_name(tc_touch_type_string(ev->type)), ev->x, ev->y,
                     view_name(ev->hit_view));
        else
            snprintf(app.pointer_line, sizeof app.pointer_line, "POINTER: HOVER %lld %s (LEFT THE WINDOW)",
                     (long long)ev->id, phase_name(ev->phase));
        return;
    }
    if (!nv->hoverable || ev->phase == TC_PHASE_MOVED) {
        if (nv->hoverable) nv->hovered = 1;
        return;
    }
    nv->hovered = ev->phase == TC_PHASE_BEGAN;
    log_line_coalesced("HOVER ", "HOVER %s: %s", nv->name, phase_name(ev->phase));
}

static void on_unhandled(const tc_unhandled_info *info, void *ud) {
    (void)ud;
    if (info->type == TC_EVENT_TOUCHES) chain_add(info->phase, info->timestamp, "(dropped)", 0);
}

static void on_control(tc_view *control, uint32_t event, void *ud) {
    tc_control_state st;
    (void)ud;
    st.size = sizeof st;
    if (tc_control_get_state(control, &st) != TC_OK) st.value = 0;
    if (event == TC_CONTROL_EVENT_VALUE_CHANGED) {
        char prefix[48];
        snprintf(prefix, sizeof prefix, "CONTROL %s: VALUE_CHANGED", view_name(control));
        log_line_coalesced(prefix, "%s = %.2f", prefix, st.value);
    }
    else
        log_line("CONTROL %s: %s", view_name(control), control_event_name(event));
}

static void set_card_geometry(double cx, double cy, double scale) {
    tc_affine t = {1, 0, 0, 1, 0, 0};
    t.a = t.d = scale;
    tc_view_set_center(app.card, cx, cy);
    tc_view_set_transform(app.card, &t);
}

static void on_gesture(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    named_recognizer *nr = (named_recognizer *)ud;
    tc_affine t;
    (void)r;
    nr->state = d->state;
    if (d->state != TC_GESTURE_POSSIBLE) nr->last_state = d->state;
    switch (d->kind) {
    case TC_RECOGNIZER_PAN:
        snprintf(nr->detail, sizeof nr->detail, "T %.0f,%.0f  V %.0f,%.0f", d->translation_x,
                 d->translation_y, d->velocity_x, d->velocity_y);
        if (!nr->moves_card) break; /* the List's pan: the engine scrolls the content itself */
        if (d->state == TC_GESTURE_BEGAN) tc_view_get_center(app.card, &app.card_cx, &app.card_cy);
        if (d->state == TC_GESTURE_BEGAN || d->state == TC_GESTURE_CHANGED) {
            if (tc_view_get_transform(app.card, &t) == TC_OK)
                set_card_geometry(app.card_cx + d->translation_x, app.card_cy + d->translation_y, t.a);
        }
        break;
    case TC_RECOGNIZER_PINCH:
        snprintf(nr->detail, sizeof nr->detail, "SCALE %.2f", d->scale);
        if (d->state == TC_GESTURE_BEGAN && tc_view_get_transform(app.card, &t) == TC_OK)
            app.pinch_base = t.a;
        if (d->state == TC_GESTURE_BEGAN || d->state == TC_GESTURE_CHANGED) {
            double s = app.pinch_base * d->scale, cx, cy;
            if (s < 0.3) s = 0.3;
            if (s > 3.0) s = 3.0;
            tc_view_get_center(app.card, &cx, &cy);
            set_card_geometry(cx, cy, s);
        }
        break;
    case TC_RECOGNIZER_TAP:
        snprintf(nr->detail, sizeof nr->detail, "TAPS %d AT %.0f,%.0f", d->taps, d->x, d->y);
        break;
    case TC_RECOGNIZER_HOVER:
        snprintf(nr->detail, sizeof nr->detail, "%s AT %.0f,%.0f", upper_name(tc_touch_type_string(d->touch_type)),
                 d->x, d->y);
        break;
    default:
        nr->detail[0] = '\0';
    }
    /* Continuous CHANGED states would flood the log: the panel shows them instead. */
    if (d->state == TC_GESTURE_CHANGED) return;
    if (d->state == TC_GESTURE_FAILED && d->failure_message && d->failure_message[0])
        log_line("GESTURE %s: FAILED (%s)", nr->name, d->failure_message);
    else
        log_line("GESTURE %s: %s %s", nr->name, state_name(d->state), nr->detail);
}

/* -0 prints as "-0": offsets and targets are shown without the sign of a zero. */
static double nz(double v) { return v == 0 ? 0.0 : v; }

/* The List's delegate (S7). did_scroll comes with every offset change (each 1/60 s step of a
 * deceleration): counted and shown in the panel, not logged; the rest are logged. */
static void on_scroll(tc_view *scroll_view, tc_scroll_event_info *info, void *ud) {
    char msg[LINE_LEN];
    (void)ud;
    if (info->event == TC_SCROLL_DID_SCROLL) {
        app.did_scroll_count++;
        return;
    }
    switch (info->event) {
    case TC_SCROLL_WILL_END_DRAGGING:
        snprintf(msg, sizeof msg, "SCROLL %s: %s V %.2f,%.2f PT/MS TARGET %.0f,%.0f", view_name(scroll_view),
                 upper_name(tc_scroll_event_string(info->event)), nz(info->velocity_x), nz(info->velocity_y),
                 nz(info->target_x), nz(info->target_y));
        break;
    case TC_SCROLL_DID_END_DRAGGING:
        snprintf(msg, sizeof msg, "SCROLL %s: %s DECELERATE %d AT %.0f,%.0f", view_name(scroll_view),
                 upper_name(tc_scroll_event_string(info->event)), (int)info->decelerate, nz(info->offset_x),
                 nz(info->offset_y));
        break;
    default:
        snprintf(msg, sizeof msg, "SCROLL %s: %s AT %.0f,%.0f", view_name(scroll_view),
                 upper_name(tc_scroll_event_string(info->event)), nz(info->offset_x), nz(info->offset_y));
    }
    log_line("%s", msg);
    snprintf(app.scroll_last, sizeof app.scroll_last, "%s", msg + 7 /* after "SCROLL " */);
}

/* ------------------------------------------------------------------------------------------ */
/* Building the scene                                                                          */
/* ------------------------------------------------------------------------------------------ */

static void check(int32_t status, const char *what) {
    if (status != TC_OK) {
        fprintf(stderr, "touchview: %s: %s (%s)\n", what, tc_status_string(status),
                tc_scene_last_error(app.scene));
        exit(1);
    }
}

static tc_view *add_view(tc_view *parent, const char *name, double x, double y, double w,
                         double h, Uint8 r, Uint8 g, Uint8 b, int handles) {
    tc_view *v;
    named_view *nv;
    tc_responder_callbacks cb;
    if (app.view_count == MAX_VIEWS) exit(1);
    if (parent) {
        check(tc_view_create(app.scene, x, y, w, h, &v), "tc_view_create");
        check(tc_view_add_subview(parent, v), "tc_view_add_subview");
    } else {
        check(tc_window_create(app.scene, x, y, w, h, &v), "tc_window_create");
    }
    nv = &app.views[app.view_count++];
    nv->view = v;
    nv->name = name;
    nv->color.r = r; nv->color.g = g; nv->color.b = b; nv->color.a = 255;
    nv->handles = handles;
    nv->hoverable = 0;
    nv->hovered = 0;
    /* A callback on every view (returning TC_PASS where it does not handle) makes the whole
     * chain walk visible; a view without callbacks passes silently. The hover callback is not
     * passed up the chain: each hovered view gets its own. */
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_view_touches;
    cb.hover = on_view_hover;
    cb.user_data = nv;
    check(tc_view_set_responder(v, &cb), "tc_view_set_responder");
    return v;
}

static void set_hoverable(tc_view *v) {
    int i;
    for (i = 0; i < app.view_count; i++)
        if (app.views[i].view == v) app.views[i].hoverable = 1;
}

/* Show a recognizer in the panel and log its state changes. */
static void track_recognizer(tc_recognizer *r, const char *name, int moves_card) {
    named_recognizer *nr = &app.recs[app.rec_count++];
    nr->rec = r;
    nr->name = name;
    nr->state = TC_GESTURE_POSSIBLE;
    nr->last_state = 0;
    nr->moves_card = moves_card;
    nr->detail[0] = '\0';
    /* the state observer, not the action: the log shows failures and their reasons too */
    check(tc_recognizer_set_state_fn(r, on_gesture, nr), "tc_recognizer_set_state_fn");
}

static tc_recognizer *add_recognizer(tc_view *view, const char *name, int32_t kind, int taps) {
    tc_recognizer_params p;
    tc_recognizer *r;
    p.size = sizeof p;
    check(tc_recognizer_params_init(&p, kind), "tc_recognizer_params_init");
    if (kind == TC_RECOGNIZER_TAP) p.taps_required = taps;
    check(tc_recognizer_create(app.scene, &p, &r), "tc_recognizer_create");
    check(tc_recognizer_set_name(r, name), "tc_recognizer_set_name");
    check(tc_recognizer_attach(r, view), "tc_recognizer_attach");
    track_recognizer(r, name, 1);
    return r;
}

/* ListPane > List: a scroll view of LIST_ROWS rows; rows 3, 6, 9, ... are buttons. */
static void build_list(tc_view *root) {
    tc_view *pane;
    tc_recognizer *pan;
    tc_scroll_params sp;
    tc_scroll_callbacks scb;
    const double list_w = 188, list_h = 520;
    int i;
    pane = add_view(root, "ListPane", 484, 20, 200, 560, 60, 66, 84, 0);
    app.list = add_view(pane, "List", 6, 34, list_w, list_h, 34, 38, 48, 0);
    TC_SCROLL_PARAMS_INIT(&sp);
    sp.content_w = list_w; /* as wide as the list: it scrolls vertically only (S6) */
    sp.content_h = LIST_ROWS * (LIST_ROW_H + LIST_ROW_GAP) + LIST_ROW_GAP;
    /* P2: the mouse is a pointer, and a scroll view's pan takes no pointer touch by default
     * (UIKit's): a click-drag would reach the rows and leave the List where it is. On a
     * desktop without a touchscreen the demo's List opts in, so the mouse drags it as a finger
     * does (the wheel scrolls it either way). */
    sp.pointer_drag_scrolling = 1;
    check(tc_view_set_scroll(app.list, &sp), "tc_view_set_scroll");
    TC_SCROLL_CALLBACKS_INIT(&scb);
    scb.event = on_scroll; /* touches_should_begin / _cancel: UIKit's defaults */
    check(tc_view_set_scroll_callbacks(app.list, &scb), "tc_view_set_scroll_callbacks");
    /* The scroll view's own pan (S1): a recognizer like the others, named for the panel. */
    check(tc_view_scroll_pan(app.list, &pan), "tc_view_scroll_pan");
    check(tc_recognizer_set_name(pan, "listPan"), "tc_recognizer_set_name");
    track_recognizer(pan, "listPan", 0);
    for (i = 0; i < LIST_ROWS; i++) {
        int button = i % 3 == 2;
        tc_view *row;
        snprintf(app.row_names[i], sizeof app.row_names[i], "%s %d", button ? "Button" : "Row", i + 1);
        /* content coordinates: the engine offsets them by the bounds origin */
        row = add_view(app.list, app.row_names[i], 4, LIST_ROW_GAP + i * (LIST_ROW_H + LIST_ROW_GAP),
                       list_w - 18, LIST_ROW_H, button ? 60 : 78, button ? 150 : 86, button ? 90 : 108, 0);
        set_hoverable(row);
        if (button) {
            check(tc_view_set_control(row, TC_CONTROL_BUTTON), "tc_view_set_control");
            check(tc_control_add_target(row, TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_TOUCH_UP_INSIDE |
                                                 TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE | TC_CONTROL_EVENT_TOUCH_CANCEL,
                                        on_control, NULL, NULL), "tc_control_add_target");
        }
    }
    snprintf(app.scroll_last, sizeof app.scroll_last, "(no delegate message yet)");
}

static void build_scene(void) {
    tc_view *root, *toolbar, *footer, *button;
    tc_recognizer *pan, *pinch, *tap, *double_tap;
    tc_responder_callbacks cb;

    check(tc_scene_create(NULL, &app.scene), "tc_scene_create");
    app.window = add_view(NULL, "Window", 0, 0, WIN_W, WIN_H, 30, 32, 40, 0);
    root = add_view(app.window, "Root", 0, 0, SCENE_W, WIN_H, 44, 48, 60, 0);
    check(tc_controller_create(app.scene, &app.root_vc), "tc_controller_create");
    check(tc_controller_set_view(app.root_vc, root), "tc_controller_set_view");
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_controller_touches;
    cb.user_data = (void *)"RootVC";
    check(tc_controller_set_responder(app.root_vc, &cb), "tc_controller_set_responder");

    app.canvas = add_view(root, "Canvas", 20, 20, 440, 280, 52, 84, 120, 0);
    app.card = add_view(app.canvas, "Card", 40, 50, 160, 110, 200, 120, 60, 0);
    toolbar = add_view(root, "Toolbar", 20, 320, 440, 110, 70, 70, 90, 0);
    button = add_view(toolbar, "Button", 20, 33, 110, 44, 60, 150, 90, 0);
    app.switch_view = add_view(toolbar, "Switch", 150, 33, 80, 44, 150, 90, 160, 0);
    app.slider = add_view(toolbar, "Slider", 250, 40, 170, 30, 90, 130, 170, 0);
    footer = add_view(root, "Footer", 20, 450, 440, 130, 90, 80, 60, 1);
    add_view(footer, "Label", 20, 30, 220, 50, 140, 120, 80, 0);

    check(tc_view_set_control(button, TC_CONTROL_BUTTON), "tc_view_set_control");
    check(tc_view_set_control(app.switch_view, TC_CONTROL_SWITCH), "tc_view_set_control");
    check(tc_view_set_control(app.slider, TC_CONTROL_SLIDER), "tc_view_set_control");
    check(tc_control_add_target(button, TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_TOUCH_UP_INSIDE |
                                            TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE | TC_CONTROL_EVENT_TOUCH_CANCEL,
                                on_control, NULL, NULL), "tc_control_add_target");
    check(tc_control_add_target(app.switch_view, TC_CONTROL_EVENT_VALUE_CHANGED, on_control, NULL, NULL),
          "tc_control_add_target");
    check(tc_control_add_target(app.slider, TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_VALUE_CHANGED |
                                                TC_CONTROL_EVENT_TOUCH_UP_INSIDE | TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE,
                                on_control, NULL, NULL), "tc_control_add_target");

    /* Canvas: two-finger pinch and pan at once; Card: tap waits for the double tap to fail. */
    check(tc_view_set_flag(app.canvas, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1), "tc_view_set_flag");
    check(tc_view_set_flag(app.card, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1), "tc_view_set_flag");
    pan = add_recognizer(app.canvas, "pan", TC_RECOGNIZER_PAN, 0);
    pinch = add_recognizer(app.canvas, "pinch", TC_RECOGNIZER_PINCH, 0);
    check(tc_recognizer_set_simultaneous(pan, pinch, 1), "tc_recognizer_set_simultaneous");
    double_tap = add_recognizer(app.card, "doubleTap", TC_RECOGNIZER_TAP, 2);
    tap = add_recognizer(app.card, "tap", TC_RECOGNIZER_TAP, 1);
    check(tc_recognizer_require_to_fail(tap, double_tap), "tc_recognizer_require_to_fail");
    /* UIHoverGestureRecognizer: began when the pointer enters the Card, changed as it moves,
     * ended when it leaves; it takes no touches, so the taps are unaffected. */
    app.card_hover = add_recognizer(app.card, "hover", TC_RECOGNIZER_HOVER, 0);
    set_hoverable(button);
    set_hoverable(app.switch_view);
    set_hoverable(app.slider);
    build_list(root);

    check(tc_scene_set_unhandled_fn(app.scene, on_unhandled, NULL), "tc_scene_set_unhandled_fn");
    app.card_scale = 1.0;
    app.pinch_base = 1.0;
    snprintf(app.hit_line, sizeof app.hit_line, "HIT: (no touch yet)");
    snprintf(app.pointer_line, sizeof app.pointer_line, "POINTER: (no hover yet)");
    snprintf(app.wheel_line, sizeof app.wheel_line, "SCROLL INPUT: (none yet)");
}

/* ------------------------------------------------------------------------------------------ */
/* Input: host samples -> tc_touch_sample                                                      */
/* ------------------------------------------------------------------------------------------ */

static int touch_slot(int64_t id, int create) {
    int i, free_slot = -1;
    for (i = 0; i < MAX_TOUCHES; i++) {
        if (app.touches[i].live && app.touches[i].id == id) return i;
        if (!app.touches[i].live && free_slot < 0) free_slot = i;
    }
    if (!create || free_slot < 0) return -1;
    app.touches[free_slot].live = 1;
    app.touches[free_slot].id = id;
    return free_slot;
}

/* What a touch sample carries besides id, phase, place and time (P1, P2, P5). */
typedef struct {
    int32_t type;      /* TC_TOUCH_* */
    uint32_t buttons;  /* TC_BUTTON_* */
    double force;
    double altitude, azimuth;
} touch_extra;

static touch_extra finger_extra(int32_t type) {
    touch_extra ex;
    ex.type = type;
    ex.buttons = TC_BUTTON_PRIMARY;
    ex.force = 0;
    ex.altitude = TC_DEFAULT_ALTITUDE;
    ex.azimuth = 0;
    return ex;
}

/* "PRIMARY+SECONDARY" (the library's names of the bits, upper-cased), into buf. */
static const char *buttons_name(uint32_t buttons, char *buf, size_t size) {
    uint32_t bit;
    size_t n = 0;
    buf[0] = '\0';
    for (bit = 1; bit; bit <<= 1) {
        const char *name;
        char num[16];
        if (!(buttons & bit)) continue;
        name = tc_button_string(bit);
        if (!name) {
            unsigned k = 1;
            uint32_t b = bit;
            while (b >>= 1) k++;
            snprintf(num, sizeof num, "BUTTON%u", k);
            name = num;
        }
        n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%s%s", n ? "+" : "", upper_name(name));
        if (n >= size) break;
    }
    return buf;
}

/* Queue one sample. The timestamp is clamped to the latest one used (the engine refuses time
 * going backwards). A refused sample is logged, not fatal: hosts see garbage input too. */
static void push_touch_ex(int64_t id, int32_t phase, double x, double y, double t, const touch_extra *ex) {
    tc_touch_sample s;
    int32_t st;
    int slot;
    if (t < app.last_time) t = app.last_time;
    app.last_time = t;
    TC_TOUCH_SAMPLE_INIT(&s);
    s.id = id;
    s.phase = phase;
    s.x = x;
    s.y = y;
    s.timestamp = t;
    s.type = ex->type;
    s.buttons = ex->buttons;
    s.force = ex->force;
    s.altitude = ex->altitude;
    s.azimuth = ex->azimuth;
    st = tc_scene_push_touch(app.scene, &s);
    if (st != TC_OK) {
        log_line("ERROR %s: %s", tc_status_string(st), tc_scene_last_error(app.scene));
        return;
    }
    slot = touch_slot(id, phase == TC_PHASE_BEGAN);
    if (slot >= 0) {
        if (phase == TC_PHASE_BEGAN) {
            tc_view *hit = NULL;
            /* The engine's own answer: a pure query, the same hit test the touch will get. */
            tc_view_hit_test(app.window, x, y, &hit);
            app.touches[slot].hit = hit;
            app.last_hit = hit;
            if (ex->type == TC_TOUCH_DIRECT) {
                snprintf(app.hit_line, sizeof app.hit_line, "HIT: %s  (TOUCH %lld AT %.0f,%.0f)", view_name(hit),
                         (long long)id, x, y);
            } else {
                char b[48];
                const char *kind = ex->type == TC_TOUCH_INDIRECT_POINTER
                                       ? "POINTER" : upper_name(tc_touch_type_string(ex->type));
                snprintf(app.hit_line, sizeof app.hit_line, "HIT: %s  (%s %lld AT %.0f,%.0f)", view_name(hit), kind,
                         (long long)id, x, y);
                /* a pointer press is logged with its buttons: a secondary click does not tap */
                if (ex->type == TC_TOUCH_INDIRECT_POINTER)
                    log_line("POINTER %s DOWN ON %s", buttons_name(ex->buttons, b, sizeof b), view_name(hit));
            }
        }
        app.touches[slot].x = x;
        app.touches[slot].y = y;
        if (phase == TC_PHASE_ENDED || phase == TC_PHASE_CANCELLED) app.touches[slot].live = 0;
    }
    if (app.trail_count < TRAIL) {
        app.trail[app.trail_count].x = (float)x;
        app.trail[app.trail_count].y = (float)y;
        app.trail_count++;
    } else {
        memmove(app.trail, app.trail + 1, sizeof app.trail[0] * (TRAIL - 1));
        app.trail[TRAIL - 1].x = (float)x;
        app.trail[TRAIL - 1].y = (float)y;
    }
}

/* Queue a hover sample (P3): a pointer (or a pencil in range) over the window. */
static void push_hover(int64_t id, int32_t phase, double x, double y, double t, int32_t type, double altitude,
                       double azimuth, double z) {
    tc_hover_sample h;
    int32_t st;
    if (t < app.last_time) t = app.last_time;
    app.last_time = t;
    TC_HOVER_SAMPLE_INIT(&h);
    h.id = id;
    h.phase = phase;
    h.x = x;
    h.y = y;
    h.timestamp = t;
    h.type = type;
    h.altitude = altitude;
    h.azimuth = azimuth;
    h.z_offset = z;
    st = tc_scene_push_hover(app.scene, &h);
    if (st != TC_OK) log_line("ERROR %s: %s", tc_status_string(st), tc_scene_last_error(app.scene));
}

/* Queue scroll input (P4): dx, dy in points, signed like a finger drag (dy > 0 moves the
 * content down); x, y the pointer. Logged on stdout, the latest one shown in the panel. */
static void push_scroll(uint32_t type, int32_t phase, double dx, double dy, double x, double y, double t) {
    tc_scroll_input in;
    int32_t st;
    if (t < app.last_time) t = app.last_time;
    app.last_time = t;
    TC_SCROLL_INPUT_INIT(&in);
    in.type = type;
    in.phase = phase;
    in.dx = dx;
    in.dy = dy;
    in.x = x;
    in.y = y;
    in.timestamp = t;
    st = tc_scene_push_scroll(app.scene, &in);
    if (st != TC_OK) {
        log_line("ERROR %s: %s", tc_status_string(st), tc_scene_last_error(app.scene));
        return;
    }
    if (type == TC_SCROLL_CONTINUOUS)
        snprintf(app.wheel_line, sizeof app.wheel_line, "SCROLL INPUT: CONTINUOUS %s %.1f,%.1f AT %.0f,%.0f",
                 phase_name(phase), nz(dx), nz(dy), x, y);
    else
        snprintf(app.wheel_line, sizeof app.wheel_line, "SCROLL INPUT: DISCRETE %.1f,%.1f AT %.0f,%.0f", nz(dx),
                 nz(dy), x, y);
    log_line_coalesced("WHEEL ", "WHEEL %s", app.wheel_line + 14 /* after "SCROLL INPUT: " */);
}

/* Queue a trackpad pinch or rotation step (P4). */
static void push_transform(int32_t phase, double scale, double rotation, double x, double y, double t) {
    tc_transform_input in;
    int32_t st;
    if (t < app.last_time) t = app.last_time;
    app.last_time = t;
    TC_TRANSFORM_INPUT_INIT(&in);
    in.phase = phase;
    in.scale = scale;
    in.rotation = rotation;
    in.x = x;
    in.y = y;
    in.timestamp = t;
    st = tc_scene_push_transform(app.scene, &in);
    if (st != TC_OK) log_line("ERROR %s: %s", tc_status_string(st), tc_scene_last_error(app.scene));
}

static void advance(double t) {
    int32_t st;
    int i;
    if (t < app.last_time) t = app.last_time;
    app.last_time = t;
    st = tc_scene_advance(app.scene, t);
    if (st != TC_OK) log_line("ERROR advance: %s", tc_scene_last_error(app.scene));
    for (i = 0; i < app.rec_count; i++) tc_recognizer_get_state(app.recs[i].rec, &app.recs[i].state);
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing                                                                                     */
/* ------------------------------------------------------------------------------------------ */

static void draw_text(SDL_Renderer *r, int x, int y, int scale, const char *s) {
    SDL_Rect px[FONT_W * FONT_H];
    for (; *s; s++, x += (FONT_W + 1) * scale) {
        int c = (unsigned char)*s, g, row, col, n = 0;
        if (c >= 'a' && c <= 'z') c -= 'a' - 'A';
        for (g = 0; g < FONT_GLYPHS; g++)
            if (font5x7[g][0][0] == c) break;
        if (g == FONT_GLYPHS) {
            for (g = 0; g < FONT_GLYPHS && font5x7[g][0][0] != '?'; g++) {}
        }
        for (row = 0; row < FONT_H; row++)
            for (col = 0; col < FONT_W; col++)
                if (font5x7[g][1 + row][col] == '#') {
                    px[n].x = x + col * scale;
                    px[n].y = y + row * scale;
                    px[n].w = px[n].h = scale;
                    n++;
                }
        if (n) SDL_RenderFillRects(r, px, n);
    }
}

/* The view's bounds as a quad in window coordinates (it may be transformed). */
static int view_quad(tc_view *v, SDL_FPoint q[4]) {
    tc_rect b;
    double xs[4], ys[4];
    int i;
    if (tc_view_get_bounds(v, &b) != TC_OK) return -1;
    xs[0] = b.x; ys[0] = b.y;
    xs[1] = b.x + b.w; ys[1] = b.y;
    xs[2] = b.x + b.w; ys[2] = b.y + b.h;
    xs[3] = b.x; ys[3] = b.y + b.h;
    for (i = 0; i < 4; i++) {
        double ox, oy;
        if (tc_view_convert_point(v, app.window, xs[i], ys[i], &ox, &oy) != TC_OK) return -1;
        q[i].x = (float)ox;
        q[i].y = (float)oy;
    }
    return 0;
}

static void fill_quad(SDL_Renderer *r, const SDL_FPoint q[4], SDL_Color c) {
    SDL_Vertex v[6];
    static const int order[6] = {0, 1, 2, 0, 2, 3};
    int i;
    for (i = 0; i < 6; i++) {
        v[i].position = q[order[i]];
        v[i].color = c;
        v[i].tex_coord.x = v[i].tex_coord.y = 0;
    }
    SDL_RenderGeometry(r, NULL, v, 6, NULL, 0);
}

static void outline_quad(SDL_Renderer *r, const SDL_FPoint q[4], int thickness) {
    int k;
    for (k = 0; k < thickness; k++) {
        SDL_FPoint p[5];
        int i;
        for (i = 0; i < 5; i++) {
            p[i] = q[i % 4];
            /* grow each corner outwards by k */
            p[i].x += (i % 4 == 0 || i % 4 == 3) ? -(float)k : (float)k;
            p[i].y += (i % 4 < 2) ? -(float)k : (float)k;
        }
        SDL_RenderDrawLinesF(r, p, 5);
    }
}

/* Lit as hovered: a hoverable view a hover is over (its hover callback), or the Card while its
 * hover recognizer follows a hover. */
static int hovered(const named_view *nv) {
    int32_t state = TC_GESTURE_POSSIBLE;
    if (nv->hoverable && nv->hovered) return 1;
    if (nv->view == app.card && app.card_hover && tc_recognizer_get_state(app.card_hover, &state) == TC_OK)
        return state == TC_GESTURE_BEGAN || state == TC_GESTURE_CHANGED;
    return 0;
}

static int is_hit(tc_view *v) {
    int i;
    for (i = 0; i < MAX_TOUCHES; i++)
        if (app.touches[i].live && app.touches[i].hit == v) return 1;
    return 0;
}

/* Axis-aligned bounding box of a quad (window coordinates). */
static SDL_FRect quad_box(const SDL_FPoint q[4]) {
    SDL_FRect b;
    float x0 = q[0].x, y0 = q[0].y, x1 = q[0].x, y1 = q[0].y;
    int i;
    for (i = 1; i < 4; i++) {
        if (q[i].x < x0) x0 = q[i].x;
        if (q[i].x > x1) x1 = q[i].x;
        if (q[i].y < y0) y0 = q[i].y;
        if (q[i].y > y1) y1 = q[i].y;
    }
    b.x = x0; b.y = y0; b.w = x1 - x0; b.h = y1 - y0;
    return b;
}

static int boxes_overlap(const SDL_FRect *a, const SDL_FRect *b) {
    return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

/* Where a view's name goes, in window coordinates: at 2x in the top-left corner of the view
 * (controls: centred), else beside what covers that corner, else the same at 1x. The text and
 * a margin around it (4 pt at 2x, 3 pt at 1x) must stay inside the view and clear of its visible
 * subviews and of `knob` (a switch's knob, or NULL): a name never overlaps what is drawn over
 * the view, and never touches or crosses the view's edge. Returns the scale (2 or 1). */
static int place_label(tc_view *v, const SDL_FPoint q[4], const char *text, const SDL_FRect *knob,
                       int centred, float *out_x, float *out_y) {
    SDL_FRect view = quad_box(q), obstacles[MAX_VIEWS + 1];
    size_t count = 0, i;
    int n = 0, scale, len = (int)strlen(text);
    tc_view_get_subview_count(v, &count);
    for (i = 0; i < count && n < MAX_VIEWS; i++) {
        tc_view *child;
        SDL_FPoint cq[4];
        int32_t hidden = 0;
        if (tc_view_get_subview(v, i, &child) != TC_OK) continue;
        if (tc_view_get_flag(child, TC_VIEW_HIDDEN, &hidden) == TC_OK && hidden) continue;
        if (view_quad(child, cq) == 0) obstacles[n++] = quad_box(cq);
    }
    if (knob) obstacles[n++] = *knob;
    for (scale = 2; scale >= 1; scale--) {
        float pad = (float)(scale + 2);
        float tw = (float)(len * (FONT_W + 1) * scale - scale), th = (float)(FONT_H * scale);
        float xs[MAX_VIEWS + 3], ys[2];
        int nx = 0, ny = 0, a, b, k;
        if (centred) xs[nx++] = view.x + (view.w - tw) / 2;
        xs[nx++] = view.x + pad;
        for (k = 0; k < n; k++) xs[nx++] = obstacles[k].x + obstacles[k].w + pad;
        ys[ny++] = centred ? view.y + (view.h - th) / 2 : view.y + pad;
        for (a = 0; a < nx; a++)
            for (b = 0; b < ny; b++) {
                SDL_FRect box;
                int clear = 1;
                box.x = xs[a] - pad; box.y = ys[b] - pad; box.w = tw + 2 * pad; box.h = th + 2 * pad;
                if (box.x < view.x || box.y < view.y || box.x + box.w > view.x + view.w ||
                    box.y + box.h > view.y + view.h)
                    continue;
                for (k = 0; k < n && clear; k++) clear = !boxes_overlap(&box, &obstacles[k]);
                if (clear) {
                    *out_x = xs[a];
                    *out_y = ys[b];
                    return scale;
                }
            }
    }
    *out_x = view.x + 3; /* nowhere clear: the smaller size in the corner */
    *out_y = view.y + 3;
    return 1;
}

/* A scroll view's indicator (vertical, and horizontal when the content is wider): a bar along
 * the right (bottom) edge of `box` (the view's frame in window coordinates), its length the
 * visible fraction of the content, its position the offset's; past an edge it shrinks by the
 * overscroll, as UIKit's does. Bright while dragging or decelerating. */
static void draw_scroll_indicator(SDL_Renderer *r, tc_view *v, const SDL_FRect *box) {
    tc_scroll_params sp;
    tc_rect b;
    int32_t dragging = 0, decelerating = 0;
    int axis;
    TC_SCROLL_PARAMS_INIT(&sp);
    if (tc_view_get_scroll(v, &sp) != TC_OK || tc_view_get_bounds(v, &b) != TC_OK) return;
    tc_view_get_scroll_state(v, &dragging, &decelerating);
    if (dragging || decelerating) SDL_SetRenderDrawColor(r, 250, 250, 250, 240);
    else SDL_SetRenderDrawColor(r, 170, 170, 185, 200);
    for (axis = 0; axis < 2; axis++) {
        double visible = axis ? b.h : b.w, offset = axis ? b.y : b.x;
        double content = axis ? sp.inset_top + sp.content_h + sp.inset_bottom
                              : sp.inset_left + sp.content_w + sp.inset_right;
        double start = -(axis ? sp.inset_top : sp.inset_left), range = content - visible;
        double track = (axis ? box->h : box->w) - 6, len, pos, over = 0;
        SDL_FRect bar;
        if (range <= 0.5) continue; /* nothing to scroll along this axis */
        len = track * visible / content;
        if (offset < start) over = start - offset;
        else if (offset > start + range) over = offset - start - range;
        len -= over;
        if (len < 8) len = 8;
        pos = (offset - start) / range;
        if (pos < 0) pos = 0;
        if (pos > 1) pos = 1;
        pos *= track - len;
        if (axis) {
            bar.x = box->x + box->w - 8; bar.y = (float)(box->y + 3 + pos); bar.w = 4; bar.h = (float)len;
        } else {
            bar.x = (float)(box->x + 3 + pos); bar.y = box->y + box->h - 8; bar.w = (float)len; bar.h = 4;
        }
        SDL_RenderFillRectF(r, &bar);
    }
}

static void draw_view(SDL_Renderer *r, tc_view *v) {
    SDL_FPoint q[4];
    size_t n = 0, i;
    int k, is_scroll, clipped = 0;
    const named_view *nv = NULL;
    tc_control_state cs;
    SDL_Rect old_clip;
    SDL_FRect frame_box;
    for (k = 0; k < app.view_count; k++)
        if (app.views[k].view == v) nv = &app.views[k];
    /* a scroll view: its bounds origin is its content offset (S1) */
    is_scroll = tc_view_get_content_offset(v, NULL, NULL) == TC_OK;
    if (nv && v != app.window && view_quad(v, q) == 0) {
        SDL_Color c = nv->color;
        SDL_FRect knob;
        int has_knob = 0, is_control = 0, scale;
        float lx, ly;
        cs.size = sizeof cs;
        if (tc_control_get_state(v, &cs) == TC_OK) {
            is_control = 1;
            if (cs.highlighted) { c.r = (Uint8)(c.r / 2); c.g = (Uint8)(c.g / 2); c.b = (Uint8)(c.b / 2); }
            fill_quad(r, q, c);
            SDL_SetRenderDrawColor(r, 240, 240, 240, 255);
            if (cs.kind == TC_CONTROL_SWITCH) {
                /* a knob 45 % of the track wide, at its left end (off) or its right end (on) */
                float track_w = q[1].x - q[0].x - 8;
                knob.w = track_w * 0.45f; knob.h = q[3].y - q[0].y - 8;
                knob.x = q[0].x + 4 + (cs.value > 0.5 ? track_w - knob.w : 0); knob.y = q[0].y + 4;
                SDL_RenderFillRectF(r, &knob);
                has_knob = 1;
            } else if (cs.kind == TC_CONTROL_SLIDER) {
                /* the fill up to the thumb's centre, and the thumb: TC_SLIDER_THUMB_SIZE square on
                 * the mid y, its centre from half a thumb in at 0 to half a thumb in at 1 (C1; a
                 * finger must land on it, a mouse may click anywhere) */
                SDL_FRect fill;
                tc_rect b;
                float qw = q[1].x - q[0].x, qh = q[3].y - q[0].y;
                float side = qw, cx = q[0].x + qw / 2;
                if (tc_view_get_bounds(v, &b) == TC_OK && b.w > 0) {
                    side = (float)(TC_SLIDER_THUMB_SIZE * qw / b.w);
                    cx = q[0].x + side / 2 + (float)cs.value * (qw - side);
                }
                SDL_SetRenderDrawColor(r, 250, 190, 70, 255);
                fill.x = q[0].x + 2; fill.y = q[0].y + 2; fill.h = qh - 4;
                fill.w = cx - q[0].x - 2 > 0 ? cx - q[0].x - 2 : 0;
                SDL_RenderFillRectF(r, &fill);
                SDL_SetRenderDrawColor(r, 240, 240, 240, 255);
                knob.w = side; knob.h = side < qh ? side : qh;
                knob.x = cx - side / 2; knob.y = q[0].y + (qh - knob.h) / 2;
                SDL_RenderFillRectF(r, &knob);
                has_knob = 1;
            }
        } else {
            fill_quad(r, q, c);
        }
        if (hovered(nv)) {
            /* under the pointer: lighter, with a cyan outline (a touch's yellow wins) */
            SDL_Color hl = {255, 255, 255, 70};
            fill_quad(r, q, hl);
        }
        if (v == app.last_hit || is_hit(v)) {
            SDL_Color hl = {255, 230, 0, 90};
            fill_quad(r, q, hl);
            SDL_SetRenderDrawColor(r, 255, 230, 0, 255);
            outline_quad(r, q, is_hit(v) ? 4 : 2);
        } else if (hovered(nv)) {
            SDL_SetRenderDrawColor(r, 80, 220, 255, 255);
            outline_quad(r, q, 2);
        } else {
            SDL_SetRenderDrawColor(r, 220, 220, 230, 255);
            outline_quad(r, q, 1);
        }
        if (!is_scroll) { /* a scroll view is covered by its rows: its pane names it */
            scale = place_label(v, q, nv->name, has_knob ? &knob : NULL, is_control, &lx, &ly);
            /* white with a dark shadow: legible on any fill (the slider's orange too) */
            SDL_SetRenderDrawColor(r, 0, 0, 0, 150);
            draw_text(r, (int)(lx + 0.5f) + 1, (int)(ly + 0.5f) + 1, scale, nv->name);
            SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
            draw_text(r, (int)(lx + 0.5f), (int)(ly + 0.5f), scale, nv->name);
        }
    }
    if (is_scroll && view_quad(v, q) == 0) {
        /* The content is drawn where the engine puts it (the subviews' frames are in content
         * coordinates, converted through the bounds origin) and clipped to the scroll view's
         * frame, inside any clip already set (one inset so the outline stays visible). */
        SDL_Rect clip;
        frame_box = quad_box(q);
        clip.x = (int)(frame_box.x + 1.5f);
        clip.y = (int)(frame_box.y + 1.5f);
        clip.w = (int)(frame_box.w - 2.0f);
        clip.h = (int)(frame_box.h - 2.0f);
        clipped = 1;
        SDL_RenderGetClipRect(r, &old_clip);
        if (SDL_RenderIsClipEnabled(r)) SDL_IntersectRect(&clip, &old_clip, &clip);
        else old_clip.w = old_clip.h = 0;
        SDL_RenderSetClipRect(r, &clip);
    }
    tc_view_get_subview_count(v, &n);
    for (i = 0; i < n; i++) {
        tc_view *child;
        if (tc_view_get_subview(v, i, &child) == TC_OK) draw_view(r, child);
    }
    if (clipped) {
        draw_scroll_indicator(r, v, &frame_box);
        SDL_RenderSetClipRect(r, old_clip.w > 0 && old_clip.h > 0 ? &old_clip : NULL);
    }
}

/* The hover's pointer: an arrow with its tip at (x, y), white with a dark edge. */
static void draw_pointer(SDL_Renderer *r, float x, float y) {
    static const float shape[7][2] = {{0, 0}, {0, 17}, {4.5f, 13}, {8, 20}, {10.5f, 19}, {7, 12}, {12, 12}};
    static const int tris[5][3] = {{0, 1, 2}, {0, 2, 5}, {0, 5, 6}, {2, 3, 4}, {2, 4, 5}};
    SDL_Vertex v[15];
    SDL_FPoint edge[8];
    int i, k;
    for (i = 0; i < 5; i++)
        for (k = 0; k < 3; k++) {
            SDL_Vertex *p = &v[i * 3 + k];
            p->position.x = x + shape[tris[i][k]][0];
            p->position.y = y + shape[tris[i][k]][1];
            p->color.r = p->color.g = p->color.b = 250;
            p->color.a = 255;
            p->tex_coord.x = p->tex_coord.y = 0;
        }
    SDL_RenderGeometry(r, NULL, v, 15, NULL, 0);
    for (i = 0; i < 8; i++) {
        edge[i].x = x + shape[i % 7][0];
        edge[i].y = y + shape[i % 7][1];
    }
    SDL_SetRenderDrawColor(r, 10, 10, 10, 255);
    SDL_RenderDrawLinesF(r, edge, 8);
}

static void draw_frame(SDL_Renderer *r) {
    int i, y;
    char line[LINE_LEN];
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, 24, 26, 32, 255);
    SDL_RenderClear(r);
    draw_view(r, app.window);

    /* touch trail and live touches */
    SDL_SetRenderDrawColor(r, 255, 80, 80, 200);
    for (i = 0; i < app.trail_count; i++) {
        SDL_FRect d;
        d.x = app.trail[i].x - 1.5f; d.y = app.trail[i].y - 1.5f; d.w = d.h = 3;
        SDL_RenderFillRectF(r, &d);
    }
    for (i = 0; i < MAX_TOUCHES; i++) {
        if (app.touches[i].live) {
            SDL_FRect d;
            d.x = (float)app.touches[i].x - 10; d.y = (float)app.touches[i].y - 10; d.w = d.h = 20;
            SDL_SetRenderDrawColor(r, 255, 60, 60, 255);
            SDL_RenderDrawRectF(r, &d);
        }
    }
    if (app.hover.live) draw_pointer(r, (float)app.hover.x, (float)app.hover.y);

    /* the panel */
    SDL_SetRenderDrawColor(r, 16, 17, 22, 255);
    {
        SDL_Rect panel = {PANEL_X - 6, 0, WIN_W - PANEL_X + 6, WIN_H};
        SDL_RenderFillRect(r, &panel);
    }
    y = 10;
    SDL_SetRenderDrawColor(r, 255, 230, 0, 255);
    draw_text(r, PANEL_X, y, 2, app.hit_line);
    y += 26;
    SDL_SetRenderDrawColor(r, 120, 200, 255, 255);
    draw_text(r, PANEL_X, y, 2, "RESPONDER CHAIN");
    y += 20;
    SDL_SetRenderDrawColor(r, 230, 230, 230, 255);
    for (i = 0; i < app.chain_count; i++, y += 11) draw_text(r, PANEL_X, y, 1, app.chain[i]);
    y = 56 + CHAIN_LINES * 11 + 10;
    SDL_SetRenderDrawColor(r, 120, 200, 255, 255);
    draw_text(r, PANEL_X, y, 2, "GESTURES");
    y += 20;
    for (i = 0; i < app.rec_count; i++, y += 11) {
        int s = app.recs[i].state;
        if (s == TC_GESTURE_BEGAN || s == TC_GESTURE_CHANGED || s == TC_GESTURE_ENDED)
            SDL_SetRenderDrawColor(r, 120, 255, 120, 255);
        else if (s == TC_GESTURE_FAILED || s == TC_GESTURE_CANCELLED)
            SDL_SetRenderDrawColor(r, 255, 120, 120, 255);
        else
            SDL_SetRenderDrawColor(r, 200, 200, 200, 255);
        snprintf(line, sizeof line, "%-10s %-9s LAST %-9s %s", app.recs[i].name, state_name(s),
                 app.recs[i].last_state ? state_name(app.recs[i].last_state) : "-", app.recs[i].detail);
        draw_text(r, PANEL_X, y, 1, line);
    }
    y += 10;
    SDL_SetRenderDrawColor(r, 120, 200, 255, 255);
    draw_text(r, PANEL_X, y, 2, "SCROLL VIEW");
    y += 20;
    {
        double ox = 0, oy = 0;
        int32_t dragging = 0, decelerating = 0;
        tc_view_get_content_offset(app.list, &ox, &oy);
        tc_view_get_scroll_state(app.list, &dragging, &decelerating);
        SDL_SetRenderDrawColor(r, dragging || decelerating ? 120 : 200, dragging || decelerating ? 255 : 200,
                               dragging || decelerating ? 120 : 200, 255);
        snprintf(line, sizeof line, "%s OFFSET %.1f,%.1f  %s  DID_SCROLL X %ld", view_name(app.list), nz(ox), nz(oy),
                 dragging ? "DRAGGING" : decelerating ? "DECELERATING" : "AT REST", app.did_scroll_count);
        draw_text(r, PANEL_X, y, 1, line);
        y += 11;
        SDL_SetRenderDrawColor(r, 200, 200, 200, 255);
        draw_text(r, PANEL_X, y, 1, "LAST");
        draw_text(r, PANEL_X + 5 * (FONT_W + 1), y, 1, app.scroll_last);
        y += 11;
        SDL_SetRenderDrawColor(r, 80, 220, 255, 255);
        draw_text(r, PANEL_X, y, 1, app.pointer_line);
        y += 11;
        draw_text(r, PANEL_X, y, 1, app.wheel_line);
        y += 11;
    }
    y += 10;
    SDL_SetRenderDrawColor(r, 120, 200, 255, 255);
    draw_text(r, PANEL_X, y, 2, "LOG");
    y += 20;
    SDL_SetRenderDrawColor(r, 230, 230, 230, 255);
    for (i = 0; i < app.log_count; i++, y += 11) draw_text(r, PANEL_X, y, 1, app.log[i]);
    snprintf(line, sizeof line, "T = %.3f S", app.last_time);
    SDL_SetRenderDrawColor(r, 150, 150, 150, 255);
    draw_text(r, PANEL_X, WIN_H - 14, 1, line);
}

/* ------------------------------------------------------------------------------------------ */
/* Script mode                                                                                  */
/* ------------------------------------------------------------------------------------------ */

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    long n;
    char *buf;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) { fclose(f); return NULL; }
    buf = (char *)malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
    if (buf) buf[n] = '\0';
    fclose(f);
    return buf;
}

static double num(const json_value *o, const char *key, double dflt) {
    const json_value *v = json_get(o, key);
    return v && v->type == JSON_NUMBER ? v->number : dflt;
}

static int32_t parse_phase(const char *s) {
    if (!s) return 0;
    if (strcmp(s, "began") == 0) return TC_PHASE_BEGAN;
    if (strcmp(s, "moved") == 0) return TC_PHASE_MOVED;
    if (strcmp(s, "stationary") == 0) return TC_PHASE_STATIONARY;
    if (strcmp(s, "ended") == 0) return TC_PHASE_ENDED;
    if (strcmp(s, "cancelled") == 0) return TC_PHASE_CANCELLED;
    if (strcmp(s, "changed") == 0) return TC_PHASE_CHANGED;
    return 0;
}

static const char *str(const json_value *o, const char *key) {
    const json_value *v = json_get(o, key);
    return v && v->type == JSON_STRING ? v->string : NULL;
}

/* A step's "type" (FORMAT.md): direct, indirect, stylus (or pencil), indirect_pointer; 0 if
 * unknown, dflt if absent. */
static int32_t parse_type(const json_value *st, int32_t dflt) {
    const char *s = str(st, "type");
    if (!json_get(st, "type")) return dflt;
    if (!s) return 0;
    if (strcmp(s, "direct") == 0) return TC_TOUCH_DIRECT;
    if (strcmp(s, "indirect") == 0) return TC_TOUCH_INDIRECT;
    if (strcmp(s, "stylus") == 0 || strcmp(s, "pencil") == 0) return TC_TOUCH_STYLUS;
    if (strcmp(s, "indirect_pointer") == 0) return TC_TOUCH_INDIRECT_POINTER;
    return 0;
}

static uint32_t button_bit(const json_value *v) {
    if (v->type == JSON_NUMBER) return v->number >= 0 ? (uint32_t)v->number : 0;
    if (v->type != JSON_STRING) return 0;
    if (strcmp(v->string, "primary") == 0) return TC_BUTTON_PRIMARY;
    if (strcmp(v->string, "secondary") == 0) return TC_BUTTON_SECONDARY;
    if (strcmp(v->string, "tertiary") == 0) return TC_BUTTON_TERTIARY;
    return 0;
}

/* A touch step's "buttons": a name, a list of names, or an integer mask (default primary). */
static uint32_t parse_buttons(const json_value *st) {
    const json_value *v = json_get(st, "buttons");
    uint32_t mask = 0;
    size_t i;
    if (!v) return TC_BUTTON_PRIMARY;
    if (v->type != JSON_ARRAY) return button_bit(v);
    for (i = 0; i < v->count; i++) mask |= button_bit(v->items[i]);
    return mask;
}

/* Replay every step; returns the number of steps run, -1 on a file error. */
static int run_script(const char *path) {
    enum { STEP_OTHER, STEP_TOUCHES, STEP_HOVERS };
    char err[160];
    char *text = read_file(path);
    json_value *doc;
    const json_value *steps;
    const char *id_key = "touch";
    size_t i;
    double pending = -1; /* timestamp of samples pushed but not yet advanced to */
    int pending_kind = STEP_OTHER, ran = 0;
    if (!text) { fprintf(stderr, "touchview: cannot read %s\n", path); return -1; }
    doc = json_parse(text, err, sizeof err);
    free(text);
    if (!doc) { fprintf(stderr, "touchview: %s: %s\n", path, err); return -1; }
    steps = doc->type == JSON_ARRAY ? doc : json_get(doc, "trace");
    if (!steps) { steps = json_get(doc, "samples"); id_key = "id"; }
    if (!steps || steps->type != JSON_ARRAY) {
        fprintf(stderr, "touchview: %s: no \"trace\" or \"samples\" array\n", path);
        json_free(doc);
        return -1;
    }
    for (i = 0; i < steps->count; i++) {
        const json_value *st = steps->items[i], *id = json_get(st, id_key), *ph = json_get(st, "phase");
        const json_value *adv = json_get(st, "advance"), *hover = json_get(st, "hover");
        const json_value *scroll = json_get(st, "scroll"), *pinch = json_get(st, "pinch");
        const json_value *rotate = json_get(st, "rotate");
        double t = num(st, "t", app.last_time);
        int32_t phase = parse_phase(ph && ph->type == JSON_STRING ? ph->string : NULL);
        int kind = id && id->type == JSON_NUMBER ? STEP_TOUCHES
                   : hover && hover->type == JSON_NUMBER ? STEP_HOVERS : STEP_OTHER;
        /* samples of one t and one kind are one event; another t or kind dispatches them */
        if (pending >= 0 && (t != pending || kind != pending_kind)) { advance(pending); pending = -1; }
        if (kind == STEP_TOUCHES) {
            touch_extra ex = finger_extra(parse_type(st, TC_TOUCH_DIRECT));
            if (!phase || phase == TC_PHASE_CHANGED) {
                log_line("SKIP STEP %lu: BAD PHASE", (unsigned long)i);
                continue;
            }
            if (!ex.type) { log_line("SKIP STEP %lu: BAD TYPE", (unsigned long)i); continue; }
            ex.buttons = parse_buttons(st);
            ex.force = num(st, "force", 0);
            ex.altitude = num(st, "altitude", TC_DEFAULT_ALTITUDE);
            ex.azimuth = num(st, "azimuth", 0);
            push_touch_ex((int64_t)id->number, phase, num(st, "x", 0), num(st, "y", 0), t, &ex);
            pending = t;
            pending_kind = kind;
        } else if (kind == STEP_HOVERS) {
            int32_t type = parse_type(st, TC_TOUCH_INDIRECT_POINTER);
            if (!phase || phase == TC_PHASE_CHANGED || phase == TC_PHASE_STATIONARY) {
                log_line("SKIP STEP %lu: BAD PHASE", (unsigned long)i);
                continue;
            }
            if (!type) { log_line("SKIP STEP %lu: BAD TYPE", (unsigned long)i); continue; }
            push_hover((int64_t)hover->number, phase, num(st, "x", 0), num(st, "y", 0), t, type,
                       num(st, "altitude", TC_DEFAULT_ALTITUDE), num(st, "azimuth", 0), num(st, "z", 0));
            pending = t;
            pending_kind = kind;
        } else if (scroll && scroll->type == JSON_ARRAY && scroll->count == 2 &&
                   scroll->items[0]->type == JSON_NUMBER && scroll->items[1]->type == JSON_NUMBER) {
            const char *k = str(st, "kind");
            uint32_t type = k && strcmp(k, "continuous") == 0 ? TC_SCROLL_CONTINUOUS : TC_SCROLL_DISCRETE;
            if (k && type == TC_SCROLL_DISCRETE && strcmp(k, "discrete") != 0) {
                log_line("SKIP STEP %lu: BAD SCROLL KIND", (unsigned long)i);
                continue;
            }
            push_scroll(type, type == TC_SCROLL_CONTINUOUS ? phase : TC_PHASE_NONE, scroll->items[0]->number,
                        scroll->items[1]->number, num(st, "x", 0), num(st, "y", 0), t);
            advance(t);
        } else if ((pinch && pinch->type == JSON_NUMBER) || (rotate && rotate->type == JSON_NUMBER)) {
            push_transform(phase, pinch ? pinch->number : 1.0, rotate ? rotate->number : 0.0, num(st, "x", 0),
                           num(st, "y", 0), t);
            advance(t);
        } else if (adv && adv->type == JSON_BOOL && adv->number != 0) {
            advance(t);
        } else {
            log_line("SKIP STEP %lu (NOT A TOUCH, HOVER, SCROLL, PINCH, ROTATE OR ADVANCE)", (unsigned long)i);
            continue;
        }
        ran++;
    }
    if (pending >= 0) advance(pending);
    advance(app.last_time + 0.6); /* let double-tap windows, held endings and wheel gestures resolve */
    json_free(doc);
    return ran;
}

static int save_screenshot(SDL_Renderer *r, const char *path) {
    int w, h, rc;
    unsigned char *rgb;
    if (SDL_GetRendererOutputSize(r, &w, &h) != 0) return -1;
    rgb = (unsigned char *)malloc((size_t)w * (size_t)h * 3);
    if (!rgb) return -1;
    if (SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_RGB24, rgb, w * 3) != 0) {
        fprintf(stderr, "touchview: SDL_RenderReadPixels: %s\n", SDL_GetError());
        free(rgb);
        return -1;
    }
    rc = png_write_rgb(path, w, h, rgb, w * 3);
    free(rgb);
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* main                                                                                         */
/* ------------------------------------------------------------------------------------------ */

/* SDL finger ids are arbitrary: hand out 1, 2, 3... (0 is the mouse). mode 1: a finger
 * going down gets a new id; mode 2: a finger going up releases its mapping. */
static int64_t finger_id(SDL_FingerID fid, int mode) {
    static struct { SDL_FingerID fid; int64_t id; int used; } map[MAX_TOUCHES];
    static int64_t next = 1;
    int i;
    for (i = 0; i < MAX_TOUCHES; i++)
        if (map[i].used && map[i].fid == fid) {
            if (mode == 2) map[i].used = 0;
            return map[i].id;
        }
    if (mode != 1) return -1;
    for (i = 0; i < MAX_TOUCHES; i++)
        if (!map[i].used) {
            map[i].used = 1; map[i].fid = fid; map[i].id = next++;
            return map[i].id;
        }
    return -1;
}

#define MIRROR_ID 1000000

/* An SDL mouse button as a TC_BUTTON_* bit (button n is bit n - 1): left primary, right
 * secondary, middle tertiary (UIKit's UIEvent.ButtonMask), X1 and X2 buttons 4 and 5. */
static uint32_t sdl_button_bit(Uint8 button) {
    switch (button) {
    case SDL_BUTTON_LEFT: return TC_BUTTON_PRIMARY;
    case SDL_BUTTON_RIGHT: return TC_BUTTON_SECONDARY;
    case SDL_BUTTON_MIDDLE: return TC_BUTTON_TERTIARY;
    case SDL_BUTTON_X1: return 1u << 3;
    case SDL_BUTTON_X2: return 1u << 4;
    default: return 0;
    }
}

static void print_help(const char *argv0) {
    (void)argv0;
    printf(
        "usage: touchview [--script TRACE.json --screenshot OUT.png] [-h | --help]\n"
        "\n"
        "TouchChain live on SDL2: a window with a view tree (a Canvas with pan + pinch and a Card\n"
        "with tap + double tap and a hover recognizer, a Toolbar with a Button, a Switch and a\n"
        "Slider, a Footer, and a List: a scroll view of 30 rows, every third one a button) fed by\n"
        "the mouse (a pointer: clicks, hover, wheel) and the touchscreen. It shows the view each\n"
        "touch hit, the views under the pointer, the responder chain each delivery walked, the\n"
        "recognizers' states, the List's offset and scroll state, and a log of gestures, control\n"
        "events, hovers, scroll input and the List's delegate messages (also printed on stdout).\n"
        "\n"
        "options:\n"
        "  --script TRACE.json   replay TRACE.json instead of opening a window: a scene file's\n"
        "                        \"trace\" (touch, hover, scroll, pinch, rotate and advance steps,\n"
        "                        docs/FORMAT.md), a bare array of steps, or {\"samples\": [...]} as\n"
        "                        in Tests/data/traces; then let the clock run 0.6 s on, draw one\n"
        "                        frame and exit\n"
        "  --screenshot OUT.png  with --script (required with it): write that frame to OUT.png\n"
        "  -h, --help            print this help and exit\n"
        "\n"
        "interactive mode (no options; needs a display: X11 or Wayland):\n"
        "  mouse buttons         touch 0, a pointer (indirect_pointer): press, drag and release;\n"
        "                        left = primary, right = secondary, middle = tertiary (a tap\n"
        "                        needs the primary button: a right click does not tap)\n"
        "  Shift + left drag     adds a second touch mirrored 60 pt to the left: pinch the Card\n"
        "                        (drag or fling the List to scroll it; a tap on a row is held\n"
        "                        150 ms first, as UIScrollView does; the List opts in to\n"
        "                        pointer drags, which UIKit's scroll views ignore)\n"
        "  mouse over the window hover 1: the Card, the controls and the List's rows light up\n"
        "                        while the pointer is over them\n"
        "  mouse wheel           scrolls the List (one row per notch; discrete scroll input)\n"
        "  touchscreen fingers   touches 1, 2, 3, ... (several at once on a multi-touch screen)\n"
        "  pens                  SDL 2 has no pen events: a pen comes as the mouse or a finger\n"
        "  Esc, closing window   quit\n"
        "\n"
        "headless (no display, e.g. CI): SDL_VIDEODRIVER=dummy with --script and --screenshot.\n"
        "Without a display the interactive mode exits with status 2 and says so.\n"
        "\n"
        "exit status: 0 done; 1 the trace cannot be read or the screenshot written;\n"
        "             2 a bad argument, or no display for the interactive mode\n"
        "\n"
        "examples:\n"
        "  touchview\n"
        "  SDL_VIDEODRIVER=dummy touchview --script examples/sdl2/demo-trace.json \\\n"
        "      --screenshot touchview.png\n"
        "  SDL_VIDEODRIVER=dummy touchview --script examples/sdl2/scroll-trace.json \\\n"
        "      --screenshot touchview-scroll.png\n"
        "  SDL_VIDEODRIVER=dummy touchview --script examples/sdl2/pointer-trace.json \\\n"
        "      --screenshot touchview-pointer.png\n");
}

/* The interactive mode cannot show its window: say why and how to run without a display.
 * Returns the exit status (2). */
static int no_display(const char *call, const char *why) {
    const char *driver = getenv("SDL_VIDEODRIVER"), *display = getenv("DISPLAY");
    const char *wayland = getenv("WAYLAND_DISPLAY");
    fprintf(stderr,
            "touchview: no display to open a window on (%s: %s; SDL_VIDEODRIVER=%s, DISPLAY=%s, "
            "WAYLAND_DISPLAY=%s)\n"
            "touchview: run it in a desktop session, or headless with a trace: "
            "SDL_VIDEODRIVER=dummy touchview --script TRACE.json --screenshot OUT.png\n",
            call, why && why[0] ? why : "failed", driver ? driver : "(unset)",
            display && display[0] ? display : "(unset)", wayland && wayland[0] ? wayland : "(unset)");
    return 2;
}

int main(int argc, char **argv) {
    const char *script = NULL, *screenshot = NULL;
    SDL_Window *win = NULL;
    SDL_Renderer *ren = NULL;
    SDL_Surface *surface = NULL;
    int i, running = 1, mirror = 0, hover_live = 0;
    uint32_t pointer_buttons = 0; /* TC_BUTTON_* held: touch 0 is live while any is */
    double mirror_cx = 0, mirror_cy = 0, pointer_x = 0, pointer_y = 0, list_ox = 0, list_oy = 0;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            print_help(argv[0]);
            return 0;
        }
        if ((strcmp(argv[i], "--script") == 0 || strcmp(argv[i], "--screenshot") == 0) && i + 1 >= argc) {
            fprintf(stderr, "touchview: %s needs a file name (see touchview --help)\n", argv[i]);
            return 2;
        }
        if (strcmp(argv[i], "--script") == 0) script = argv[++i];
        else if (strcmp(argv[i], "--screenshot") == 0) screenshot = argv[++i];
        else {
            fprintf(stderr, "touchview: unknown argument '%s' (see touchview --help)\n", argv[i]);
            return 2;
        }
    }
    if ((script != NULL) != (screenshot != NULL)) {
        fprintf(stderr, "touchview: --script and --screenshot go together (see touchview --help)\n");
        return 2;
    }
    build_scene();

    /* Touches are touches and the mouse is the mouse: no synthesized events either way. */
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        if (!script) return no_display("SDL_Init", SDL_GetError());
        fprintf(stderr, "touchview: SDL_Init: %s (drawing off screen)\n", SDL_GetError());
    } else {
        const char *driver = SDL_GetCurrentVideoDriver();
        /* SDL falls back to drivers that show nothing ("offscreen" when there is no X11 or
         * Wayland display): an interactive window there would run unseen, forever. */
        if (!script && driver && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0)) {
            char why[128];
            snprintf(why, sizeof why, "the \"%s\" video driver shows no window", driver);
            SDL_Quit();
            return no_display("SDL", why);
        }
        win = SDL_CreateWindow("TouchChain", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, WIN_W, WIN_H,
                               SDL_WINDOW_ALLOW_HIGHDPI | (script ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN));
        if (!win && !script) {
            int rc = no_display("SDL_CreateWindow", SDL_GetError());
            SDL_Quit();
            return rc;
        }
        if (win)
            ren = SDL_CreateRenderer(win, -1, script ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC);
    }
    if (!ren) {
        if (!script) {
            int rc = no_display("SDL_CreateRenderer", SDL_GetError());
            SDL_DestroyWindow(win);
            SDL_Quit();
            return rc;
        }
        /* Headless without a video driver: draw into a surface with the software renderer. */
        surface = SDL_CreateRGBSurfaceWithFormat(0, WIN_W, WIN_H, 32, SDL_PIXELFORMAT_ARGB8888);
        if (surface) ren = SDL_CreateSoftwareRenderer(surface);
        if (!ren) { fprintf(stderr, "touchview: no software renderer: %s\n", SDL_GetError()); return 1; }
    }
    {
        /* HiDPI: draw in points, let the renderer scale to pixels. */
        int pw, ph, ww = WIN_W, wh = WIN_H;
        if (win) SDL_GetWindowSize(win, &ww, &wh);
        if (SDL_GetRendererOutputSize(ren, &pw, &ph) == 0 && pw != ww)
            SDL_RenderSetScale(ren, (float)pw / (float)ww, (float)ph / (float)wh);
    }

    if (script) {
        int steps;
        app.quiet = 0;
        steps = run_script(script);
        if (steps < 0) return 1;
        draw_frame(ren);
        if (save_screenshot(ren, screenshot) != 0) {
            fprintf(stderr, "touchview: could not write %s\n", screenshot);
            return 1;
        }
        {
            double ox = 0, oy = 0;
            tc_view_get_content_offset(app.list, &ox, &oy);
            printf("touchview: %d steps replayed, List content offset %.1f,%.1f, screenshot %s\n", steps,
                   nz(ox), nz(oy), screenshot);
        }
        SDL_DestroyRenderer(ren);
        if (surface) SDL_FreeSurface(surface);
        if (win) SDL_DestroyWindow(win);
        SDL_Quit();
        return tc_scene_destroy(app.scene) == TC_OK ? 0 : 1;
    }

    while (running) {
        SDL_Event e;
        int ww, wh;
        SDL_GetWindowSize(win, &ww, &wh);
        while (SDL_PollEvent(&e)) {
            double t = e.common.timestamp / 1000.0;
            switch (e.type) {
            case SDL_QUIT: running = 0; break;
            case SDL_KEYDOWN:
                if (e.key.keysym.sym == SDLK_ESCAPE) running = 0;
                break;
            case SDL_MOUSEBUTTONDOWN:
            case SDL_MOUSEBUTTONUP: {
                /* The mouse is a pointer (P1, P2): touch 0 of type indirect_pointer, live while
                 * any button is held, carrying the buttons held. */
                uint32_t bit = sdl_button_bit(e.button.button), before = pointer_buttons;
                touch_extra ex = finger_extra(TC_TOUCH_INDIRECT_POINTER);
                int down = e.type == SDL_MOUSEBUTTONDOWN;
                if (e.button.which == SDL_TOUCH_MOUSEID || !bit || (down ? (before & bit) : !(before & bit))) break;
                pointer_buttons = down ? before | bit : before & ~bit;
                pointer_x = e.button.x;
                pointer_y = e.button.y;
                /* the ended sample keeps the buttons the touch had: it is that press ending */
                ex.buttons = pointer_buttons ? pointer_buttons : before;
                push_touch_ex(MOUSE_TOUCH_ID,
                              !before ? TC_PHASE_BEGAN : !pointer_buttons ? TC_PHASE_ENDED : TC_PHASE_MOVED,
                              pointer_x, pointer_y, t, &ex);
                if (down && !before && bit == TC_BUTTON_PRIMARY && (SDL_GetModState() & KMOD_SHIFT)) {
                    /* a second touch mirrored about a point 60 pt to the left: pinch */
                    mirror = 1;
                    mirror_cx = pointer_x - 60;
                    mirror_cy = pointer_y;
                    push_touch_ex(MIRROR_ID, TC_PHASE_BEGAN, 2 * mirror_cx - pointer_x, mirror_cy, t, &ex);
                } else if (mirror && !pointer_buttons) {
                    push_touch_ex(MIRROR_ID, TC_PHASE_ENDED, 2 * mirror_cx - pointer_x, 2 * mirror_cy - pointer_y, t,
                                  &ex);
                    mirror = 0;
                }
                break;
            }
            case SDL_MOUSEMOTION:
                if (e.motion.which == SDL_TOUCH_MOUSEID) break;
                pointer_x = e.motion.x;
                pointer_y = e.motion.y;
                if (pointer_buttons) {
                    touch_extra ex = finger_extra(TC_TOUCH_INDIRECT_POINTER);
                    ex.buttons = pointer_buttons;
                    push_touch_ex(MOUSE_TOUCH_ID, TC_PHASE_MOVED, pointer_x, pointer_y, t, &ex);
                    if (mirror)
                        push_touch_ex(MIRROR_ID, TC_PHASE_MOVED, 2 * mirror_cx - pointer_x,
                                      2 * mirror_cy - pointer_y, t, &ex);
                }
                /* Hover (P3) follows the pointer, pressed or not: the engine keeps a hover
                 * while its pointer presses. */
                push_hover(MOUSE_HOVER_ID, hover_live ? TC_PHASE_MOVED : TC_PHASE_BEGAN, pointer_x, pointer_y, t,
                           TC_TOUCH_INDIRECT_POINTER, TC_DEFAULT_ALTITUDE, 0, 0);
                hover_live = 1;
                break;
            case SDL_WINDOWEVENT:
                if (e.window.event == SDL_WINDOWEVENT_ENTER && !hover_live) {
                    int mx = 0, my = 0;
                    SDL_GetMouseState(&mx, &my);
                    pointer_x = mx;
                    pointer_y = my;
                    push_hover(MOUSE_HOVER_ID, TC_PHASE_BEGAN, pointer_x, pointer_y, t, TC_TOUCH_INDIRECT_POINTER,
                               TC_DEFAULT_ALTITUDE, 0, 0);
                    hover_live = 1;
                } else if (e.window.event == SDL_WINDOWEVENT_FOCUS_LOST && pointer_buttons) {
                    /* the press will not be seen ending: cancel it (docs/INTEGRATION.md) */
                    touch_extra ex = finger_extra(TC_TOUCH_INDIRECT_POINTER);
                    ex.buttons = pointer_buttons;
                    push_touch_ex(MOUSE_TOUCH_ID, TC_PHASE_CANCELLED, pointer_x, pointer_y, t, &ex);
                    if (mirror)
                        push_touch_ex(MIRROR_ID, TC_PHASE_CANCELLED, 2 * mirror_cx - pointer_x,
                                      2 * mirror_cy - pointer_y, t, &ex);
                    pointer_buttons = 0;
                    mirror = 0;
                } else if (e.window.event == SDL_WINDOWEVENT_LEAVE && hover_live) {
                    push_hover(MOUSE_HOVER_ID, TC_PHASE_ENDED, pointer_x, pointer_y, t, TC_TOUCH_INDIRECT_POINTER,
                               TC_DEFAULT_ALTITUDE, 0, 0);
                    hover_live = 0;
                }
                break;
            case SDL_MOUSEWHEEL: {
                /* A wheel (or a trackpad, which SDL 2 does not tell apart) as discrete scroll
                 * input (P4) at the pointer. SDL: y > 0 is away from the user (scroll up: the
                 * content moves down, dy > 0), x > 0 is to the right (the content moves left).
                 * The values already carry the system's natural-scrolling setting
                 * (SDL_MOUSEWHEEL_FLIPPED says so), which is what the content should follow. */
                double wx = e.wheel.x, wy = e.wheel.y;
                int mx = (int)pointer_x, my = (int)pointer_y;
                if (e.wheel.which == SDL_TOUCH_MOUSEID) break;
#if SDL_VERSION_ATLEAST(2, 0, 18)
                wx = e.wheel.preciseX;
                wy = e.wheel.preciseY;
#endif
#if SDL_VERSION_ATLEAST(2, 26, 0)
                mx = e.wheel.mouseX;
                my = e.wheel.mouseY;
#else
                SDL_GetMouseState(&mx, &my);
#endif
                if (wx == 0 && wy == 0) break;
                push_scroll(TC_SCROLL_DISCRETE, TC_PHASE_NONE, -wx * WHEEL_POINTS_PER_NOTCH,
                            wy * WHEEL_POINTS_PER_NOTCH, mx, my, t);
                break;
            }
            case SDL_FINGERDOWN:
            case SDL_FINGERMOTION:
            case SDL_FINGERUP: {
                /* SDL finger coordinates are normalized 0..1 over the window: scale to points.
                 * A touchscreen's fingers are direct touches, an absolute indirect device's
                 * (a tablet mapped to the screen) indirect ones; a relative device (a
                 * trackpad) already moves the pointer and scrolls: its fingers are skipped. */
                double x = e.tfinger.x * ww, y = e.tfinger.y * wh;
                int64_t id;
                touch_extra ex;
                SDL_TouchDeviceType dev = SDL_GetTouchDeviceType(e.tfinger.touchId);
                if (dev == SDL_TOUCH_DEVICE_INDIRECT_RELATIVE) break;
                ex = finger_extra(dev == SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE ? TC_TOUCH_INDIRECT : TC_TOUCH_DIRECT);
                id = finger_id(e.tfinger.fingerId, e.type == SDL_FINGERDOWN ? 1 : e.type == SDL_FINGERUP ? 2 : 0);
                if (id < 0) break;
                push_touch_ex(id, e.type == SDL_FINGERDOWN ? TC_PHASE_BEGAN
                                  : e.type == SDL_FINGERUP ? TC_PHASE_ENDED : TC_PHASE_MOVED, x, y, t, &ex);
                break;
            }
            default: break;
            }
        }
        /* one clock for samples and frames: SDL's millisecond ticks, as seconds */
        advance(SDL_GetTicks64() / 1000.0);
        {
            /* Content that moves under a still pointer (the wheel, a deceleration) changes
             * what it is over: the same place again makes the engine hit-test it anew. */
            double ox = 0, oy = 0;
            tc_view_get_content_offset(app.list, &ox, &oy);
            if (hover_live && (ox != list_ox || oy != list_oy))
                push_hover(MOUSE_HOVER_ID, TC_PHASE_MOVED, pointer_x, pointer_y, app.last_time,
                           TC_TOUCH_INDIRECT_POINTER, TC_DEFAULT_ALTITUDE, 0, 0);
            list_ox = ox;
            list_oy = oy;
        }
        draw_frame(ren);
        SDL_RenderPresent(ren);
        if (!(SDL_GetWindowFlags(win) & SDL_WINDOW_SHOWN)) SDL_Delay(16);
    }
    SDL_DestroyRenderer(ren);
    SDL_DestroyWindow(win);
    SDL_Quit();
    return tc_scene_destroy(app.scene) == TC_OK ? 0 : 1;
}
