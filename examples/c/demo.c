/*
 * demo.c — TouchChain in one page: hit-testing and the responder chain, through the public C
 * API only (touchchain.h).
 *
 * It rebuilds the view tree of seed 002 §5.1 (a UIKit blog post that logs every hitTest and
 * pointInside call while ViewB1 is tapped):
 *
 *   Window (320 x 480)
 *   └── UIView            the root view, owned by ViewController
 *       ├── ViewA         overlapped by ViewB, so never visited for this point
 *       ├── ViewB
 *       │   ├── ViewB1    <- the tap lands here
 *       │   └── ViewB2
 *       └── ViewC         added last, so on top: hit-tested first (H3)
 *
 * Then it
 *   1. installs a hit-trace observer and asks "what is under (150, 170)?" with
 *      tc_view_hit_test: the trace is the seed's log (UIView true, ViewC false, ViewB true,
 *      ViewB2 false, ViewB1 true => ViewB1);
 *   2. taps there: pushes a began and an ended sample and dispatches them. The touch goes to
 *      the hit-test view, ViewB1, and walks up the responder chain (R1, R2):
 *      ViewB1 -> ViewB -> UIView -> ViewController, which handles it.
 *
 * Every call returns a status; on failure the demo prints tc_scene_last_error() and exits
 * with a non-zero status.
 *
 * Build and run:  make demo   (or: cmake -S . -B build -G Ninja && cmake --build build &&
 *                              ./build/examples/demo)
 */
#include <touchchain.h>

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------ */
/* Names for handles. Handles are opaque: the demo keeps its own table to print names.        */
/* ------------------------------------------------------------------------------------------ */

#define MAX_NAMES 16

static struct {
    const void *handle; /* a tc_view * or tc_controller * */
    const char *name;
} names[MAX_NAMES];
static int name_count = 0;

static void remember(const void *handle, const char *name) {
    if (name_count < MAX_NAMES) {
        names[name_count].handle = handle;
        names[name_count].name = name;
        name_count++;
    }
}

static const char *name_of(const void *handle) {
    int i;
    if (handle == NULL) return "nil";
    for (i = 0; i < name_count; i++) {
        if (names[i].handle == handle) return names[i].name;
    }
    return "(unknown)";
}

/* Enumeration values print as their names (tc_phase_string, tc_responder_kind_string, ...:
 * static strings, NULL for a value without a name, which then prints as a number). */
static void print_name(const char *name, int32_t value) {
    if (name != NULL) fputs(name, stdout);
    else printf("%d", (int)value);
}

/* ------------------------------------------------------------------------------------------ */
/* The hit-trace observer (H7): called for every step of every hit test in the scene.          */
/* It may only query the scene, never change it (hit-testing is pure, H5).                    */
/* ------------------------------------------------------------------------------------------ */

static int trace_depth = 0;

static void indent(int depth) {
    int i;
    for (i = 0; i < depth; i++) fputs("  ", stdout);
}

static void on_hit_trace(int32_t step, tc_view *view, int32_t inside, tc_view *result,
                         void *user_data) {
    (void)user_data;
    switch (step) {
    case TC_TRACE_ENTER: /* hitTest(_:with:) of `view` starts */
        indent(trace_depth);
        printf("%s hitTest\n", name_of(view));
        trace_depth++;
        break;
    case TC_TRACE_POINT_INSIDE: /* point(inside:with:) of `view` answered */
        indent(trace_depth);
        printf("%s pointInside -> %s\n", name_of(view), inside ? "true" : "false");
        break;
    case TC_TRACE_EXIT: /* hitTest(_:with:) of `view` returns `result` */
        if (trace_depth > 0) trace_depth--;
        indent(trace_depth);
        printf("%s hitTest returns %s\n", name_of(view), name_of(result));
        break;
    default: /* not a TC_TRACE_* value: no name, print the number */
        printf("(unknown trace step ");
        print_name(tc_trace_step_string(step), step);
        printf(")\n");
        break;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Responder callbacks (R1, R2). One function serves every responder; user_data says who it is */
/* and whether it handles touches (TC_HANDLED stops the walk, TC_PASS offers the touches to    */
/* the next responder).                                                                        */
/* ------------------------------------------------------------------------------------------ */

typedef struct responder_info {
    const char *name;
    int handles_touches; /* 1: return TC_HANDLED, 0: return TC_PASS */
    int deliveries;      /* how many touch deliveries reached it */
} responder_info;

static int32_t on_touches(const tc_responder *responder, const tc_touches_event *event,
                          void *user_data) {
    responder_info *info = (responder_info *)user_data;
    tc_touch_info touch;
    const char *phase = tc_phase_string(event->phase);
    const char *kind = tc_responder_kind_string(responder->kind);

    info->deliveries++;
    printf("  touches ");
    print_name(phase, event->phase);
    printf("%*s -> %-14s (", phase ? (int)(10 - strlen(phase)) : 0, "", info->name);
    print_name(kind, responder->kind);
    printf(") %zu touch%s, hit view %s", event->touch_count, event->touch_count == 1 ? "" : "es",
           name_of(event->hit_view));

    /* Touch records are borrowed: read them now (here: location in the window, tap count,
     * type). The init macro sets the size, which tells the library how much it may write. */
    if (event->touch_count > 0) {
        TC_TOUCH_INFO_INIT(&touch);
        if (tc_touch_get_info(event->touches[0], &touch) == TC_OK) {
            printf(", at (%g, %g), tap %d, ", touch.x, touch.y, (int)touch.tap_count);
            print_name(tc_touch_type_string(touch.type), touch.type);
        }
    }
    printf(": %s\n", info->handles_touches ? "HANDLED" : "pass");
    return info->handles_touches ? TC_HANDLED : TC_PASS;
}

/* Events nobody handled end here (R2: dropped). Not expected in this demo. */
static void on_unhandled(const tc_unhandled_info *info, void *user_data) {
    (void)user_data;
    printf("  (a ");
    print_name(tc_event_type_string(info->type), info->type);
    printf(" event, phase ");
    print_name(tc_phase_string(info->phase), info->phase);
    printf(", walked off the chain unhandled)\n");
}

/* ------------------------------------------------------------------------------------------ */
/* Error handling: every call is checked. On failure print what failed and the scene's        */
/* description of it, then clean up and exit non-zero.                                         */
/* ------------------------------------------------------------------------------------------ */

#define CHECK(call)                                                                          \
    do {                                                                                     \
        int32_t status_ = (call);                                                            \
        if (status_ != TC_OK) {                                                              \
            fprintf(stderr, "demo: %s\n  failed with %d (%s)\n  last error: %s\n", #call,    \
                    (int)status_, tc_status_string(status_), tc_scene_last_error(scene));    \
            goto fail;                                                                       \
        }                                                                                    \
    } while (0)

/* Create a view with a frame in its superview's coordinates, add it, and name it. */
#define ADD_VIEW(var, parent, name, x, y, w, h)                                              \
    do {                                                                                     \
        CHECK(tc_view_create(scene, (x), (y), (w), (h), &(var)));                            \
        remember((var), (name));                                                             \
        CHECK(tc_view_add_subview((parent), (var)));                                         \
    } while (0)

int main(void) {
    tc_scene *scene = NULL;
    tc_scene_config config;
    tc_view *window = NULL, *root = NULL, *view_a = NULL, *view_b = NULL, *view_b1 = NULL,
            *view_b2 = NULL, *view_c = NULL, *hit = NULL;
    tc_controller *controller = NULL;
    tc_responder_callbacks callbacks;
    tc_touch_sample samples[2];
    size_t events = 0;
    const double tap_x = 150, tap_y = 170; /* in the window's coordinates */
    int i;

    /* Responders, bottom of the chain first. Only the controller handles touches. */
    responder_info info_b1 = {"ViewB1", 0, 0}, info_b2 = {"ViewB2", 0, 0},
                   info_b = {"ViewB", 0, 0}, info_a = {"ViewA", 0, 0}, info_c = {"ViewC", 0, 0},
                   info_root = {"UIView", 0, 0}, info_window = {"Window", 0, 0},
                   info_controller = {"ViewController", 1, 0};

    /* 0. The header and the library must agree. */
    printf("TouchChain %s (header %d.%d.%d)\n", tc_version_string(), TC_VERSION_MAJOR,
           TC_VERSION_MINOR, TC_VERSION_PATCH);
    if (tc_version() != TC_VERSION) {
        fprintf(stderr, "demo: header/library version mismatch\n");
        return 1;
    }

    /* 1. A scene with the default options (the init macro fills every default). */
    TC_SCENE_CONFIG_INIT(&config);
    CHECK(tc_scene_create(&config, &scene));

    /* 2. The tree. A window's frame is in screen coordinates; a view's frame is in its
     *    superview's coordinates. Subviews added later are on top (H3). */
    CHECK(tc_window_create(scene, 0, 0, 320, 480, &window));
    remember(window, "Window");
    ADD_VIEW(root, window, "UIView", 0, 0, 320, 480);
    ADD_VIEW(view_a, root, "ViewA", 20, 40, 200, 200);   /* under ViewB where they overlap */
    ADD_VIEW(view_b, root, "ViewB", 100, 120, 200, 200); /* window (100,120)-(300,320) */
    ADD_VIEW(view_b1, view_b, "ViewB1", 10, 10, 80, 80); /* window (110,130)-(190,210) */
    ADD_VIEW(view_b2, view_b, "ViewB2", 110, 110, 80, 80); /* window (210,230)-(290,310) */
    ADD_VIEW(view_c, root, "ViewC", 20, 360, 280, 100);  /* window (20,360)-(300,460) */

    /* The root view belongs to a view controller: UIView's next responder is the controller,
     * and the controller's is the window (R1). */
    CHECK(tc_controller_create(scene, &controller));
    remember(controller, "ViewController");
    CHECK(tc_controller_set_view(controller, root));

    /* 3. Hit-test query with the trace observer installed. */
    CHECK(tc_scene_set_hit_trace_fn(scene, on_hit_trace, NULL));
    printf("\nHit-testing (%g, %g) from the window:\n", tap_x, tap_y);
    CHECK(tc_view_hit_test(window, tap_x, tap_y, &hit));
    printf("hit-test result: %s\n", name_of(hit));
    if (hit != view_b1) {
        fprintf(stderr, "demo: expected ViewB1, got %s\n", name_of(hit));
        goto fail;
    }
    /* Touches are hit-tested the same way (and traced too); keep the tap's output short. */
    CHECK(tc_scene_set_hit_trace_fn(scene, NULL, NULL));

    /* 4. Responder callbacks: every view and the controller print what reaches them. The
     *    callbacks struct is copied by the engine, so one struct can be reused. */
    TC_RESPONDER_CALLBACKS_INIT(&callbacks);
    callbacks.touches = on_touches;
    {
        struct {
            tc_view *view;
            responder_info *info;
        } views[] = {{window, &info_window}, {root, &info_root}, {view_a, &info_a},
                     {view_b, &info_b},      {view_b1, &info_b1}, {view_b2, &info_b2},
                     {view_c, &info_c}};
        for (i = 0; i < (int)(sizeof views / sizeof views[0]); i++) {
            callbacks.user_data = views[i].info;
            CHECK(tc_view_set_responder(views[i].view, &callbacks));
        }
    }
    callbacks.user_data = &info_controller;
    CHECK(tc_controller_set_responder(controller, &callbacks));
    CHECK(tc_scene_set_unhandled_fn(scene, on_unhandled, NULL));

    /* 5. A tap: touch 1 begins at t = 1.0 s and ends at t = 1.1 s at the same place. Samples
     *    are queued; nothing is delivered until the host dispatches. */
    for (i = 0; i < 2; i++) {
        TC_TOUCH_SAMPLE_INIT(&samples[i]);
        samples[i].id = 1;
        samples[i].x = tap_x;
        samples[i].y = tap_y;
        samples[i].window = window;
    }
    samples[0].phase = TC_PHASE_BEGAN;
    samples[0].timestamp = 1.0;
    samples[1].phase = TC_PHASE_ENDED;
    samples[1].timestamp = 1.1;
    CHECK(tc_scene_push_touch(scene, &samples[0]));
    CHECK(tc_scene_push_touch(scene, &samples[1]));

    printf("\nTap at (%g, %g): responder chain deliveries\n", tap_x, tap_y);
    CHECK(tc_scene_dispatch(scene, &events));
    printf("dispatched %zu event%s\n", events, events == 1 ? "" : "s");

    /* The walk must have reached the controller (which handled it) for began and ended, and
     * nothing above it. */
    if (info_controller.deliveries != 2 || info_b1.deliveries != 2 || info_window.deliveries != 0) {
        fprintf(stderr, "demo: unexpected deliveries (ViewB1 %d, controller %d, window %d)\n",
                info_b1.deliveries, info_controller.deliveries, info_window.deliveries);
        goto fail;
    }

    /* 6. Destroying the scene destroys every view and controller in it. */
    CHECK(tc_scene_destroy(scene));
    return 0;

fail:
    tc_scene_destroy(scene); /* NULL is a no-op */
    return 1;
}
