/*
 * One ordered log for the gesture and control tests (G, C rules): responder
 * touches callbacks, recognizer actions and control events all append a line
 * ("tag:what"), and tests compare the whole log with the expected one.
 *   view touches:      "v:began[1]", "v:cancelled[1,2]"   (ids of the touches handed)
 *   recognizer action: "pan:BEGAN", "tap:FAILED"
 *   control event:     "btn:touch-down", "btn:touch-up-inside"
 *   custom touches fn: "cus:touches-moved"
 * Every FAILED action is checked on the spot: a reason code and a non-empty
 * message (the "why it failed" rule of G).
 */
#ifndef TC_GESTURE_LOG_H
#define TC_GESTURE_LOG_H

#include "tc_test_common.h"

#include <stdlib.h>

#define TGL_MAX 512

typedef struct tgl_rec {
    char s[96];
    int is_gesture;
    /* view touches */
    double timestamp, dispatch_time;
    size_t count;
    int64_t ids[TCT_MAX_IDS];
    double x0, y0; /* location (window) of touches[0] during the callback */
    /* recognizer action (copied: borrowed during the callback) */
    tc_gesture_details d;
    char msg[256];
    int action_calls; /* the action's calls for this state change (0 for a failure: G2) */
} tgl_rec;

typedef struct tgl_log {
    tgl_rec e[TGL_MAX];
    size_t n;
} tgl_log;

static tgl_log g_tgl __attribute__((unused));

static inline void tgl_reset(void) { memset(&g_tgl, 0, sizeof g_tgl); }

static inline tgl_rec *tgl_add(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static inline tgl_rec *tgl_add(const char *fmt, ...) {
    if (g_tgl.n >= TGL_MAX) fail_msg("gesture log overflow");
    tgl_rec *r = &g_tgl.e[g_tgl.n++];
    memset(r, 0, sizeof *r);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->s, sizeof r->s, fmt, ap);
    va_end(ap);
    return r;
}

static inline const char *tgl_phase_name(int32_t p) {
    switch (p) {
    case TC_PHASE_BEGAN: return "began";
    case TC_PHASE_MOVED: return "moved";
    case TC_PHASE_STATIONARY: return "stationary";
    case TC_PHASE_ENDED: return "ended";
    case TC_PHASE_CANCELLED: return "cancelled";
    case TC_PHASE_CHANGED: return "changed";
    default: return "?phase";
    }
}

static inline const char *tgl_state_name(int32_t s) {
    switch (s) {
    case TC_GESTURE_POSSIBLE: return "POSSIBLE";
    case TC_GESTURE_BEGAN: return "BEGAN";
    case TC_GESTURE_CHANGED: return "CHANGED";
    case TC_GESTURE_ENDED: return "ENDED";
    case TC_GESTURE_CANCELLED: return "CANCELLED";
    case TC_GESTURE_FAILED: return "FAILED";
    default: return "?state";
    }
}

static inline const char *tgl_control_event_name(uint32_t e) {
    switch (e) {
    case TC_CONTROL_EVENT_TOUCH_DOWN: return "touch-down";
    case TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT: return "touch-down-repeat";
    case TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE: return "drag-inside";
    case TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE: return "drag-outside";
    case TC_CONTROL_EVENT_TOUCH_DRAG_ENTER: return "drag-enter";
    case TC_CONTROL_EVENT_TOUCH_DRAG_EXIT: return "drag-exit";
    case TC_CONTROL_EVENT_TOUCH_UP_INSIDE: return "touch-up-inside";
    case TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE: return "touch-up-outside";
    case TC_CONTROL_EVENT_TOUCH_CANCEL: return "touch-cancel";
    case TC_CONTROL_EVENT_VALUE_CHANGED: return "value-changed";
    case TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED: return "primary-action";
    default: return "?event";
    }
}

/* ---- callbacks ----------------------------------------------------------- */

/* A view's behaviour: its tag and what its touches callback returns. */
typedef struct tgl_view {
    const char *tag;
    int32_t ret;
} tgl_view;

static inline int32_t tgl_touches_cb(const tc_responder *r, const tc_touches_event *ev,
                                     void *ud) {
    (void)r;
    const tgl_view *tv = (const tgl_view *)ud;
    char ids[64] = "";
    size_t off = 0;
    int64_t idv[TCT_MAX_IDS] = {0};
    double x0 = 0, y0 = 0;
    for (size_t i = 0; i < ev->touch_count; i++) {
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = (uint32_t)sizeof info;
        assert_ok(tc_touch_get_info(ev->touches[i], &info));
        if (i < TCT_MAX_IDS) idv[i] = info.id;
        if (i == 0) { x0 = info.x; y0 = info.y; }
        off += (size_t)snprintf(ids + off, sizeof ids - off, "%s%lld", i ? "," : "",
                                (long long)info.id);
        if (off >= sizeof ids) off = sizeof ids - 1;
    }
    tgl_rec *e = tgl_add("%s:%s[%s]", tv->tag, tgl_phase_name(ev->phase), ids);
    e->timestamp = ev->timestamp;
    e->dispatch_time = ev->dispatch_time;
    e->count = ev->touch_count;
    memcpy(e->ids, idv, sizeof idv);
    e->x0 = x0;
    e->y0 = y0;
    return tv->ret;
}

static inline void tgl_record_view(tc_view *v, tgl_view *tv) {
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = tgl_touches_cb;
    cb.user_data = tv;
    assert_ok(tc_view_set_responder(v, &cb));
}

/* Recognizer state observer (every change, failures included): logs "tag:STATE";
 * user_data is the tag (a string literal). */
static inline void tgl_gesture_cb(tc_recognizer *rec, const tc_gesture_details *d, void *ud) {
    (void)rec;
    const char *tag = (const char *)ud;
    tgl_rec *e = tgl_add("%s:%s", tag, tgl_state_name(d->state));
    e->is_gesture = 1;
    e->d = *d;
    snprintf(e->msg, sizeof e->msg, "%s", d->failure_message ? d->failure_message : "");
    e->d.failure_message = NULL; /* borrowed: only the copy in msg is kept */
    if (d->state == TC_GESTURE_FAILED) {
        /* G: every failed transition says why, as a code and in words. */
        if (d->failure_reason == TC_FAIL_NONE) fail_msg("%s failed with TC_FAIL_NONE", tag);
        if (d->failure_message == NULL || d->failure_message[0] == '\0')
            fail_msg("%s failed (reason %d) with an empty message", tag, d->failure_reason);
    }
}

/* Recognizer action: runs right after the observer logged the same change, never for a
 * failure (G2: UIKit sends no action message on failure). */
static inline void tgl_action_cb(tc_recognizer *rec, const tc_gesture_details *d, void *ud) {
    (void)rec;
    const char *tag = (const char *)ud;
    if (d->state == TC_GESTURE_FAILED) fail_msg("%s: the action was called for a failure", tag);
    size_t len = strlen(tag);
    for (size_t i = g_tgl.n; i-- > 0;) {
        tgl_rec *e = &g_tgl.e[i];
        if (!e->is_gesture || strncmp(e->s, tag, len) != 0 || e->s[len] != ':') continue;
        if (e->d.state != d->state || e->action_calls != 0)
            fail_msg("%s: action for %s does not follow the observer's record %s", tag,
                     tgl_state_name(d->state), e->s);
        e->action_calls++;
        return;
    }
    fail_msg("%s: action for %s without an observed state change", tag, tgl_state_name(d->state));
}

static inline void tgl_control_cb(tc_view *c, uint32_t event, void *ud) {
    (void)c;
    tgl_add("%s:%s", (const char *)ud, tgl_control_event_name(event));
}

/* ---- recognizer helpers -------------------------------------------------- */

static inline tc_recognizer_params tgl_params(int32_t kind) {
    tc_recognizer_params p;
    memset(&p, 0, sizeof p);
    p.size = (uint32_t)sizeof p;
    assert_ok(tc_recognizer_params_init(&p, kind));
    return p;
}

/* Create a recognizer from `p`, attach it to `v` (if any), log its state changes as `tag`
 * and check its action against them. */
static inline tc_recognizer *tgl_make(tc_scene *s, tc_view *v, const tc_recognizer_params *p,
                                      const char *tag) {
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, p, &r));
    assert_non_null(r);
    assert_ok(tc_recognizer_set_name(r, tag));
    assert_ok(tc_recognizer_set_state_fn(r, tgl_gesture_cb, (void *)tag));
    assert_ok(tc_recognizer_set_action(r, tgl_action_cb, (void *)tag));
    if (v != NULL) assert_ok(tc_recognizer_attach(r, v));
    return r;
}

static inline tc_recognizer *tgl_make_kind(tc_scene *s, tc_view *v, int32_t kind,
                                           const char *tag) {
    tc_recognizer_params p = tgl_params(kind);
    return tgl_make(s, v, &p, tag);
}

static inline int32_t tgl_state(const tc_recognizer *r) {
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(r, &st));
    return st;
}

/* The last logged action of `tag` with state `state` (0: any state), or fail. */
static inline const tgl_rec *tgl_last(const char *tag, int32_t state) {
    size_t len = strlen(tag);
    for (size_t i = g_tgl.n; i-- > 0;) {
        const tgl_rec *e = &g_tgl.e[i];
        if (!e->is_gesture || strncmp(e->s, tag, len) != 0 || e->s[len] != ':') continue;
        if (state == 0 || e->d.state == state) return e;
    }
    fail_msg("no action of %s with state %s in the log", tag, tgl_state_name(state));
    return NULL;
}

/* The first log entry equal to `line`, or fail. */
static inline const tgl_rec *tgl_find(const char *line) {
    for (size_t i = 0; i < g_tgl.n; i++)
        if (strcmp(g_tgl.e[i].s, line) == 0) return &g_tgl.e[i];
    fail_msg("\"%s\" is not in the log", line);
    return NULL;
}

static inline size_t tgl_count(const char *line) {
    size_t k = 0;
    for (size_t i = 0; i < g_tgl.n; i++)
        if (strcmp(g_tgl.e[i].s, line) == 0) k++;
    return k;
}

/* ---- comparing whole logs ------------------------------------------------ */

static inline void tgl_dump(const char *const *exp, size_t n) {
    print_message("  expected (%zu):\n", n);
    for (size_t i = 0; i < n; i++) print_message("    %2zu %s\n", i, exp[i]);
    print_message("  actual (%zu):\n", g_tgl.n);
    for (size_t i = 0; i < g_tgl.n; i++)
        print_message("    %2zu %s%s%s\n", i, g_tgl.e[i].s, g_tgl.e[i].msg[0] ? "  -- " : "",
                      g_tgl.e[i].msg);
}

static inline void tgl_expect_(const char *const *exp, size_t n, const char *file, int line) {
    int ok = g_tgl.n == n;
    for (size_t i = 0; ok && i < n; i++)
        if (strcmp(g_tgl.e[i].s, exp[i]) != 0) ok = 0;
    if (!ok) {
        tgl_dump(exp, n);
        fail_msg("%s:%d: the log differs from the expected one (see above)", file, line);
    }
}

#define TGL_EXPECT(...)                                                        \
    do {                                                                       \
        static const char *const tgl_exp_[] = {__VA_ARGS__};                   \
        tgl_expect_(tgl_exp_, sizeof tgl_exp_ / sizeof tgl_exp_[0], __FILE__, __LINE__); \
    } while (0)

#define TGL_EXPECT_EMPTY()                                                     \
    do {                                                                       \
        if (g_tgl.n != 0) {                                                    \
            tgl_dump(NULL, 0);                                                 \
            fail_msg("%s:%d: the log should be empty", __FILE__, __LINE__);    \
        }                                                                      \
    } while (0)

/* Push one sample or fail. */
#define TGL_PUSH(s, phase, id, x, y, t) assert_ok(tct_push((s), (phase), (id), (x), (y), (t)))

#endif /* TC_GESTURE_LOG_H */
