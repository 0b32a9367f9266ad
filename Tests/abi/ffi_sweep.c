/*
 * ffi_sweep.c — ABI robustness sweep for libtouchchain.
 *
 * Usage: ffi_sweep <path/to/libtouchchain.so> [-v] [--strict] [--no-threads]
 *                  [-f function | -f callbacks | -f concurrency]
 *        ffi_sweep --list-table      (the table, for check_table.py)
 *
 * The library is dlopen()ed; every exported function is described by one row
 * of SIGNATURES below (argument kinds, the fixture object used as the valid
 * value of each handle argument, which NULLs the header documents as valid).
 * From a valid baseline, one argument at a time is replaced by hostile values:
 *   handles   NULL, 0x1, 0xdeadbeef, a heap buffer of random bytes, forged
 *             values (0xA1..., the valid handle's high bits + garbage, bit
 *             flips and +2^32 of the valid handle), all-ones, stale (destroyed
 *             before the live objects were made, destroyed last, of a
 *             destroyed scene), foreign (scene B's, where the call implies
 *             scene A), wrong kind (a view passed as a scene, ...);
 *   pointers  NULL, a zeroed 4 KiB buffer, and broken struct fields (size,
 *             enums, NaN, negative sizes, handles embedded in structs);
 *   numbers   doubles {0,-1,NaN,±inf,±1e308}, int32 {0,-1,MIN,MAX,7777},
 *             int64 {0,-1,MAX,MIN}, size_t {0,1,SIZE_MAX,SIZE_MAX/2};
 *   strings   NULL, "", invalid UTF-8, 64 KiB;
 * plus every handle argument invalid at once. Each call is built with libffi
 * (ffi_prep_cif / ffi_call) and runs in a fork()ed child that first builds a
 * fresh fixture (two scenes with windows, views, controllers and live
 * touches, recognizers, a control, plus destroyed objects for stale
 * handles). Every variant runs four times: called directly, from inside a
 * touches responder callback (a dispatch is running), from inside a
 * point-inside hit-test callback and from inside a gesture action.
 * Valid outputs sit against a PROT_NONE guard page, so writing more than the
 * declared type (e.g. 8 bytes into an int32_t *) crashes and is reported.
 * After the call the child queries last errors, re-dispatches, hit-tests and
 * destroys both scenes (a crash there is reported too). A callback phase
 * makes hit-test overrides return hostile handles and responder/point-inside
 * callbacks return out-of-range values. A last phase runs
 * three threads: scene churn, an independent scene, calls with handles of
 * destroyed scenes.
 *
 * A call FAILS if
 *   - the child dies by a signal or hangs (> 5 s);
 *   - it returns a value that is not a TC_* status, or NULL for a string
 *     (the name functions tc_*_string, rows R_NAME, return NULL for a value
 *     that has no name: only their valid baseline must give a string);
 *   - it returns TC_OK while a handle argument (or a handle inside a struct)
 *     was NULL (where the header does not allow NULL), garbage, forged,
 *     stale, foreign or of the wrong kind;
 *   - such a call returned an error but changed the observable state of the
 *     scenes (a digest of every getter before and after the call);
 *   - the valid baseline does not return TC_OK (direct calls);
 *   - from inside a hit-testing callback a mutation returns TC_OK, or from
 *     inside a responder callback or gesture action
 *     tc_scene_dispatch/advance/destroy does
 *     (the header requires TC_ERR_REENTRANT);
 *   - a function of the table is not exported.
 * Contract deviations that are not handle related (TC_OK for a NULL required
 * pointer, a non-finite number, an invalid struct field; an output written
 * or state changed by a call that failed for another reason) are WARNings;
 * --strict makes them failures.
 *
 * Output ends with "ffi sweep: N calls, N functions, N failures" and
 * "N passed, N failed" (functions, plus the callback-return and concurrency
 * phases as one item each).
 * Exit status 0 iff nothing failed.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <ffi.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "touchchain.h"

/* ------------------------------------------------------------------------ */
/* Signature table                                                          */
/* ------------------------------------------------------------------------ */

enum kind {
    K_END = 0,
    K_SCENE, K_VIEW, K_CTRL, K_TOUCH, K_REC, /* handles */
    K_OUT,  /* pointer the function writes (sub = O_*) */
    K_IN,   /* pointer the function reads (sub = B_*) */
    K_STR,  /* const char * */
    K_D, K_I32, K_I64, K_SZ,
    K_FN,   /* function pointer (sub = FN_*) */
    K_UD,   /* void *user_data */
    K_U32,  /* uint32_t (masks) */
};
static const char *kind_name[] = {"end", "scene", "view", "controller", "touch", "recognizer", "out",
                                  "in", "str", "double", "int32", "int64", "size", "fn", "userdata",
                                  "uint32"};

/* R_NAME: const char * that is NULL for a value without a name (tc_*_string) */
enum ret_kind { R_STATUS = 1, R_U32, R_CSTR, R_NAME };
static const char *ret_name[] = {"?", "status", "u32", "cstr", "cstr"};

/* flags */
#define F_NULLOK 1 /* NULL is documented as valid (handle or pointer) */
#define F_OPT 2    /* pointer: NULL is allowed or undocumented: no judgement */
#define F_ANY 4    /* double: non-finite values are not necessarily an error */
#define F_FAILOUT 8 /* out pointer documented as written on failure too */

/* fixture roles: the valid value of a handle argument */
enum role { RO_NONE = 0, RO_SA, RO_WA, RO_V1, RO_V2, RO_V3, RO_C1, RO_T1, RO_R1, RO_R2, RO_RPAN,
            RO_RPINCH, RO_RROT, RO_RCUSTOM, RO_CTL, RO_SCR, RO_RTRACK, RO_COUNT };
static const char *role_name[] = {"-", "sceneA", "windowA", "V1", "V2", "V3(detached)", "C1", "T1",
                                  "R1(tap on V1)", "R2(tap on V2)", "Rpan", "Rpinch", "Rrot", "Rcustom", "CTL(button)", "SCR(scroll view)",
                                  "Rtrack(custom tracking T4 in window C)"};

/* out pointer subtypes */
enum { O_PTR = 1, O_D, O_I32, O_SZ, O_RECT, O_AFFINE, O_RESPONDER, O_TOUCHINFO, O_RECPARAMS,
       O_DETAILS, O_CTLSTATE, O_PARAMINFO, O_SCROLLPARAMS, O_TOUCHPOINT };
/* in pointer builders */
enum { B_CONFIG = 1, B_AFFINE, B_RECT, B_CALLBACKS, B_SAMPLE, B_SAMPLES, B_POLY, B_KV, B_RECPARAMS,
       B_DELEGATE, B_SCROLLPARAMS, B_SCROLLCB, B_HOVER, B_SCROLLIN, B_TRANSFORM, B_UPDATE };
/* function pointer kinds */
enum { FN_POINT_INSIDE = 1, FN_HIT_TEST, FN_TRACE, FN_UNHANDLED, FN_GESTURE, FN_CUSTOM_TOUCHES,
       FN_GESTURE_SHOULD_BEGIN, FN_CONTROL, FN_CUSTOM_RESET, FN_CUSTOM_PREVENT };

typedef struct {
    uint8_t kind, flags, sub;
    double d;
    long long i;
} argspec;

#define MAXARGS 8
typedef struct {
    const char *name;
    int ret;
    int declared; /* sizeof(&fn): a compile error if the header lacks the function */
    argspec a[MAXARGS];
} fnrow;

#define SCENE(r, f) {K_SCENE, f, r, 0, 0}
#define VIEW(r, f) {K_VIEW, f, r, 0, 0}
#define CTRL(r, f) {K_CTRL, f, r, 0, 0}
#define TOUCH(r, f) {K_TOUCH, f, r, 0, 0}
#define REC(r, f) {K_REC, f, r, 0, 0}
#define U32(v) {K_U32, 0, 0, 0, v}
#define I32_TARGET_ID {K_I32, 0, 1, 0, 0} /* the fixture's control target id */
#define OUT(s, f) {K_OUT, f, s, 0, 0}
#define IN(b, f) {K_IN, f, b, 0, 0}
#define STR(f) {K_STR, f, 0, 0, 0} /* F_NULLOK: NULL documented as valid */
#define D(v) {K_D, 0, 0, v, 0}
#define DANY(v) {K_D, F_ANY, 0, v, 0}
#define I32(v) {K_I32, 0, 0, 0, v}
#define I64(v) {K_I64, 0, 0, 0, v}
#define SZ(v) {K_SZ, 0, 0, 0, v}
#define FN(w) {K_FN, F_NULLOK, w, 0, 0}
#define UD {K_UD, 0, 0, 0, 0}
#define ROW(n, r, ...) {#n, r, (int)sizeof(&n), {__VA_ARGS__}}
#define ROW0(n, r) {#n, r, (int)sizeof(&n), {{0}}}

static const fnrow SIGNATURES[] = {
    ROW0(tc_version, R_U32),
    ROW0(tc_abi_version, R_U32),
    ROW0(tc_version_string, R_CSTR),
    ROW(tc_status_string, R_CSTR, I32(0)),

    /* names of enumeration values: the baseline is a value with a name */
    ROW(tc_phase_string, R_NAME, I32(TC_PHASE_BEGAN)),
    ROW(tc_touch_type_string, R_NAME, I32(TC_TOUCH_DIRECT)),
    ROW(tc_event_type_string, R_NAME, I32(TC_EVENT_TOUCHES)),
    ROW(tc_motion_subtype_string, R_NAME, I32(TC_MOTION_SHAKE)),
    ROW(tc_remote_subtype_string, R_NAME, I32(TC_REMOTE_PLAY)),
    ROW(tc_press_type_string, R_NAME, I32(TC_PRESS_SELECT)),
    ROW(tc_responder_kind_string, R_NAME, I32(TC_RESPONDER_VIEW)),
    ROW(tc_view_flag_string, R_NAME, I32(TC_VIEW_HIDDEN)),
    ROW(tc_trace_step_string, R_NAME, I32(TC_TRACE_ENTER)),
    ROW(tc_gesture_state_string, R_NAME, I32(TC_GESTURE_POSSIBLE)),
    ROW(tc_recognizer_kind_string, R_NAME, I32(TC_RECOGNIZER_TAP)),
    ROW(tc_swipe_direction_string, R_NAME, U32(TC_SWIPE_RIGHT)),
    ROW(tc_edge_string, R_NAME, U32(TC_EDGE_LEFT)),
    ROW(tc_failure_reason_string, R_NAME, I32(TC_FAIL_MOVED_TOO_FAR)),
    ROW(tc_control_kind_string, R_NAME, I32(TC_CONTROL_BUTTON)),
    ROW(tc_control_event_string, R_NAME, U32(TC_CONTROL_EVENT_TOUCH_UP_INSIDE)),
    ROW(tc_button_string, R_NAME, U32(TC_BUTTON_PRIMARY)),
    ROW(tc_touch_property_string, R_NAME, U32(TC_PROPERTY_FORCE)),
    ROW(tc_scroll_type_string, R_NAME, U32(TC_SCROLL_DISCRETE)),

    ROW(tc_scene_create, R_STATUS, IN(B_CONFIG, F_NULLOK), OUT(O_PTR, 0)),
    ROW(tc_scene_destroy, R_STATUS, SCENE(RO_SA, F_NULLOK)),
    ROW(tc_scene_last_error, R_CSTR, SCENE(RO_SA, F_NULLOK)),
    ROW(tc_scene_now, R_STATUS, SCENE(RO_SA, 0), OUT(O_D, 0)),
    ROW(tc_scene_dispatch, R_STATUS, SCENE(RO_SA, 0), OUT(O_SZ, F_OPT)),
    ROW(tc_scene_advance, R_STATUS, SCENE(RO_SA, 0), D(10.0)),
    ROW(tc_scene_queued_count, R_STATUS, SCENE(RO_SA, 0), OUT(O_SZ, 0)),

    ROW(tc_window_create, R_STATUS, SCENE(RO_SA, 0), D(0), D(0), D(320), D(480), OUT(O_PTR, 0)),
    ROW(tc_scene_set_key_window, R_STATUS, SCENE(RO_SA, 0), VIEW(RO_WA, 0)),
    ROW(tc_scene_get_key_window, R_STATUS, SCENE(RO_SA, 0), OUT(O_PTR, 0)),
    ROW(tc_view_create, R_STATUS, SCENE(RO_SA, 0), D(5), D(5), D(30), D(30), OUT(O_PTR, 0)),
    ROW(tc_view_destroy, R_STATUS, VIEW(RO_V2, F_NULLOK)),
    ROW(tc_view_is_window, R_STATUS, VIEW(RO_V1, 0), OUT(O_I32, 0)),
    ROW(tc_view_add_subview, R_STATUS, VIEW(RO_V1, 0), VIEW(RO_V3, 0)),
    ROW(tc_view_insert_subview, R_STATUS, VIEW(RO_V1, 0), VIEW(RO_V3, 0), SZ(0)),
    ROW(tc_view_insert_subview_below, R_STATUS, VIEW(RO_V1, 0), VIEW(RO_V3, 0), VIEW(RO_V2, F_NULLOK)),
    ROW(tc_view_insert_subview_above, R_STATUS, VIEW(RO_V1, 0), VIEW(RO_V3, 0), VIEW(RO_V2, F_NULLOK)),
    ROW(tc_view_remove_from_superview, R_STATUS, VIEW(RO_V2, 0)),
    ROW(tc_view_get_superview, R_STATUS, VIEW(RO_V2, 0), OUT(O_PTR, 0)),
    ROW(tc_view_get_window, R_STATUS, VIEW(RO_V2, 0), OUT(O_PTR, 0)),
    ROW(tc_view_get_subview_count, R_STATUS, VIEW(RO_V1, 0), OUT(O_SZ, 0)),
    ROW(tc_view_get_subview, R_STATUS, VIEW(RO_V1, 0), SZ(0), OUT(O_PTR, 0)),

    ROW(tc_view_set_frame, R_STATUS, VIEW(RO_V1, 0), D(10), D(10), D(100), D(100)),
    ROW(tc_view_get_frame, R_STATUS, VIEW(RO_V1, 0), OUT(O_RECT, 0)),
    ROW(tc_view_set_center, R_STATUS, VIEW(RO_V1, 0), D(50), D(50)),
    ROW(tc_view_get_center, R_STATUS, VIEW(RO_V1, 0), OUT(O_D, 0), OUT(O_D, 0)),
    ROW(tc_view_set_bounds, R_STATUS, VIEW(RO_V1, 0), D(0), D(0), D(100), D(100)),
    ROW(tc_view_get_bounds, R_STATUS, VIEW(RO_V1, 0), OUT(O_RECT, 0)),
    ROW(tc_view_set_transform, R_STATUS, VIEW(RO_V1, 0), IN(B_AFFINE, F_NULLOK)),
    ROW(tc_view_get_transform, R_STATUS, VIEW(RO_V1, 0), OUT(O_AFFINE, 0)),
    ROW(tc_view_set_alpha, R_STATUS, VIEW(RO_V1, 0), DANY(0.5)),
    ROW(tc_view_get_alpha, R_STATUS, VIEW(RO_V1, 0), OUT(O_D, 0)),
    ROW(tc_view_set_flag, R_STATUS, VIEW(RO_V1, 0), I32(TC_VIEW_HIDDEN), I32(1)),
    ROW(tc_view_get_flag, R_STATUS, VIEW(RO_V1, 0), I32(TC_VIEW_HIDDEN), OUT(O_I32, 0)),
    ROW(tc_view_set_presentation, R_STATUS, VIEW(RO_V1, 0), IN(B_RECT, 0), IN(B_AFFINE, F_NULLOK)),
    ROW(tc_view_clear_presentation, R_STATUS, VIEW(RO_V1, 0)),
    ROW(tc_view_convert_point, R_STATUS, VIEW(RO_V2, F_NULLOK), VIEW(RO_V1, F_NULLOK), D(10), D(10),
        OUT(O_D, 0), OUT(O_D, 0)),

    ROW(tc_view_set_hit_insets, R_STATUS, VIEW(RO_V1, 0), D(-5), D(-5), D(-5), D(-5)),
    ROW(tc_view_set_min_hit_size, R_STATUS, VIEW(RO_V1, 0), D(44), D(44)),
    /* xy may be NULL when point_count is 0: no judgement for NULL alone */
    ROW(tc_view_set_hit_polygon, R_STATUS, VIEW(RO_V1, 0), IN(B_POLY, F_OPT), SZ(4)),
    ROW(tc_view_set_hit_redirect, R_STATUS, VIEW(RO_V1, 0), VIEW(RO_V2, F_NULLOK)),
    ROW(tc_view_set_point_inside_fn, R_STATUS, VIEW(RO_V1, 0), FN(FN_POINT_INSIDE), UD),
    ROW(tc_view_set_hit_test_fn, R_STATUS, VIEW(RO_V1, 0), FN(FN_HIT_TEST), UD),
    ROW(tc_scene_set_hit_trace_fn, R_STATUS, SCENE(RO_SA, 0), FN(FN_TRACE), UD),
    ROW(tc_view_point_inside, R_STATUS, VIEW(RO_V1, 0), D(5), D(5), OUT(O_I32, 0)),
    ROW(tc_view_hit_test, R_STATUS, VIEW(RO_WA, 0), D(60), D(60), OUT(O_PTR, 0)),

    ROW(tc_view_set_responder, R_STATUS, VIEW(RO_V1, 0), IN(B_CALLBACKS, F_NULLOK)),
    /* NULL callbacks for the application are not documented either way */
    ROW(tc_scene_set_app_responder, R_STATUS, SCENE(RO_SA, 0), IN(B_CALLBACKS, F_OPT)),
    ROW(tc_scene_set_app_delegate, R_STATUS, SCENE(RO_SA, 0), IN(B_CALLBACKS, F_NULLOK)),
    ROW(tc_scene_set_unhandled_fn, R_STATUS, SCENE(RO_SA, 0), FN(FN_UNHANDLED), UD),
    /* pairs may be NULL when pair_count is 0 */
    ROW(tc_view_send_route, R_STATUS, VIEW(RO_V2, 0), STR(0), IN(B_KV, F_OPT), SZ(1), OUT(O_I32, F_OPT)),
    ROW(tc_controller_send_route, R_STATUS, CTRL(RO_C1, 0), STR(0), IN(B_KV, F_OPT), SZ(1),
        OUT(O_I32, F_OPT)),
    ROW(tc_view_next_responder, R_STATUS, VIEW(RO_V2, 0), OUT(O_RESPONDER, 0)),
    ROW(tc_controller_next_responder, R_STATUS, CTRL(RO_C1, 0), OUT(O_RESPONDER, 0)),
    ROW(tc_scene_app_next_responder, R_STATUS, SCENE(RO_SA, 0), OUT(O_RESPONDER, 0)),

    ROW(tc_controller_create, R_STATUS, SCENE(RO_SA, 0), OUT(O_PTR, 0)),
    ROW(tc_controller_destroy, R_STATUS, CTRL(RO_C1, F_NULLOK)),
    ROW(tc_controller_set_view, R_STATUS, CTRL(RO_C1, 0), VIEW(RO_V3, F_NULLOK)),
    ROW(tc_controller_get_view, R_STATUS, CTRL(RO_C1, 0), OUT(O_PTR, 0)),
    ROW(tc_controller_set_responder, R_STATUS, CTRL(RO_C1, 0), IN(B_CALLBACKS, F_NULLOK)),

    ROW(tc_view_become_first_responder, R_STATUS, VIEW(RO_V2, 0)),
    ROW(tc_view_resign_first_responder, R_STATUS, VIEW(RO_V2, 0)),
    ROW(tc_view_is_first_responder, R_STATUS, VIEW(RO_V2, 0), OUT(O_I32, 0)),
    ROW(tc_scene_get_first_responder, R_STATUS, SCENE(RO_SA, 0), OUT(O_PTR, 0)),
    ROW(tc_scene_set_focus, R_STATUS, SCENE(RO_SA, 0), VIEW(RO_V2, F_NULLOK)),
    ROW(tc_scene_get_focus, R_STATUS, SCENE(RO_SA, 0), OUT(O_PTR, 0)),

    ROW(tc_scene_push_touch, R_STATUS, SCENE(RO_SA, 0), IN(B_SAMPLE, 0)),
    ROW(tc_scene_push_touches, R_STATUS, SCENE(RO_SA, 0), IN(B_SAMPLES, 0), SZ(2), OUT(O_SZ, F_OPT | F_FAILOUT)),
    ROW(tc_scene_push_motion, R_STATUS, SCENE(RO_SA, 0), I32(TC_MOTION_SHAKE), I32(TC_PHASE_BEGAN), D(5)),
    ROW(tc_scene_push_remote, R_STATUS, SCENE(RO_SA, 0), I32(TC_REMOTE_PLAY), D(5)),
    ROW(tc_scene_push_press, R_STATUS, SCENE(RO_SA, 0), I32(TC_PRESS_SELECT), I32(TC_PHASE_BEGAN), D(5)),
    /* P3-P5: hover, scroll and transform input, estimated-property updates */
    ROW(tc_scene_push_hover, R_STATUS, SCENE(RO_SA, 0), IN(B_HOVER, 0)),
    ROW(tc_scene_push_scroll, R_STATUS, SCENE(RO_SA, 0), IN(B_SCROLLIN, 0)),
    ROW(tc_scene_push_transform, R_STATUS, SCENE(RO_SA, 0), IN(B_TRANSFORM, 0)),
    ROW(tc_scene_push_touch_update, R_STATUS, SCENE(RO_SA, 0), IN(B_UPDATE, 0)),

    ROW(tc_touch_get_info, R_STATUS, TOUCH(RO_T1, 0), OUT(O_TOUCHINFO, 0)),
    /* P6: T1's latest sample carries one predicted point; its coalesced list is the sample */
    ROW(tc_touch_get_coalesced, R_STATUS, TOUCH(RO_T1, 0), SZ(0), OUT(O_TOUCHPOINT, 0)),
    ROW(tc_touch_get_predicted, R_STATUS, TOUCH(RO_T1, 0), SZ(0), OUT(O_TOUCHPOINT, 0)),
    ROW(tc_touch_predict, R_STATUS, TOUCH(RO_T1, 0), D(0.05), OUT(O_TOUCHPOINT, 0)),
    ROW(tc_touch_location_in, R_STATUS, TOUCH(RO_T1, 0), VIEW(RO_V1, F_NULLOK), I32(0), OUT(O_D, 0),
        OUT(O_D, 0)),
    ROW(tc_touch_azimuth_in, R_STATUS, TOUCH(RO_T1, 0), VIEW(RO_V1, F_NULLOK), OUT(O_D, F_OPT),
        OUT(O_D, F_OPT), OUT(O_D, F_OPT)),
    ROW(tc_scene_find_touch, R_STATUS, SCENE(RO_SA, 0), I64(1), OUT(O_PTR, 0)),
    ROW(tc_scene_touch_count, R_STATUS, SCENE(RO_SA, 0), OUT(O_SZ, 0)),

    /* gesture recognizers */
    ROW(tc_recognizer_params_init, R_STATUS, OUT(O_RECPARAMS, 0), I32(TC_RECOGNIZER_TAP)),
    ROW(tc_recognizer_param_info, R_STATUS, I32(0), OUT(O_PARAMINFO, 0)),
    ROW(tc_recognizer_create, R_STATUS, SCENE(RO_SA, 0), IN(B_RECPARAMS, 0), OUT(O_PTR, 0)),
    ROW(tc_recognizer_destroy, R_STATUS, REC(RO_R1, F_NULLOK)),
    ROW(tc_recognizer_set_params, R_STATUS, REC(RO_R1, 0), IN(B_RECPARAMS, 0)),
    ROW(tc_recognizer_get_params, R_STATUS, REC(RO_R1, 0), OUT(O_RECPARAMS, 0)),
    ROW(tc_recognizer_attach, R_STATUS, REC(RO_RPAN, 0), VIEW(RO_V1, 0)),
    ROW(tc_recognizer_detach, R_STATUS, REC(RO_R1, 0)),
    ROW(tc_recognizer_set_enabled, R_STATUS, REC(RO_R1, 0), I32(0)),
    ROW(tc_recognizer_set_name, R_STATUS, REC(RO_R1, 0), STR(F_NULLOK)),
    ROW(tc_recognizer_get_name, R_STATUS, REC(RO_R1, 0), OUT(O_PTR, 0)),
    ROW(tc_recognizer_get_state, R_STATUS, REC(RO_R1, 0), OUT(O_I32, 0)),
    ROW(tc_recognizer_get_details, R_STATUS, REC(RO_R1, 0), OUT(O_DETAILS, 0)),
    /* G9: values in a view (NULL: the window's); Rtrack tracks T4 (window C): its touch 0 */
    ROW(tc_recognizer_location_in, R_STATUS, REC(RO_R1, 0), VIEW(RO_V1, F_NULLOK), OUT(O_D, 0),
        OUT(O_D, 0)),
    ROW(tc_recognizer_touch_location_in, R_STATUS, REC(RO_RTRACK, 0), SZ(0), VIEW(RO_V1, F_NULLOK),
        OUT(O_D, 0), OUT(O_D, 0)),
    ROW(tc_recognizer_translation_in, R_STATUS, REC(RO_RPAN, 0), VIEW(RO_V1, F_NULLOK), OUT(O_D, 0),
        OUT(O_D, 0)),
    ROW(tc_recognizer_velocity_in, R_STATUS, REC(RO_RPAN, 0), VIEW(RO_V1, F_NULLOK), OUT(O_D, 0),
        OUT(O_D, 0)),
    ROW(tc_recognizer_set_action, R_STATUS, REC(RO_R1, 0), FN(FN_GESTURE), UD),
    ROW(tc_recognizer_set_state_fn, R_STATUS, REC(RO_R1, 0), FN(FN_GESTURE), UD),
    ROW(tc_recognizer_require_to_fail, R_STATUS, REC(RO_R1, 0), REC(RO_R2, 0)),
    ROW(tc_recognizer_remove_requirement, R_STATUS, REC(RO_R1, 0), REC(RO_R2, 0)),
    ROW(tc_recognizer_set_simultaneous, R_STATUS, REC(RO_R1, 0), REC(RO_R2, 0), I32(1)),
    ROW(tc_recognizer_set_delegate, R_STATUS, REC(RO_R1, 0), IN(B_DELEGATE, F_NULLOK)),
    ROW(tc_recognizer_set_translation, R_STATUS, REC(RO_RPAN, 0), D(3), D(4)),
    ROW(tc_recognizer_set_translation_in, R_STATUS, REC(RO_RPAN, 0), VIEW(RO_V1, F_NULLOK), D(3), D(4)),
    ROW(tc_recognizer_set_scale, R_STATUS, REC(RO_RPINCH, 0), D(2)),
    ROW(tc_recognizer_set_rotation, R_STATUS, REC(RO_RROT, 0), D(1)),
    ROW(tc_recognizer_set_custom_touches_fn, R_STATUS, REC(RO_RCUSTOM, 0), FN(FN_CUSTOM_TOUCHES), UD),
    ROW(tc_recognizer_set_custom_reset_fn, R_STATUS, REC(RO_RCUSTOM, 0), FN(FN_CUSTOM_RESET), UD),
    ROW(tc_recognizer_set_custom_can_prevent_fn, R_STATUS, REC(RO_RCUSTOM, 0), FN(FN_CUSTOM_PREVENT), UD),
    ROW(tc_recognizer_set_custom_can_be_prevented_fn, R_STATUS, REC(RO_RCUSTOM, 0), FN(FN_CUSTOM_PREVENT), UD),
    ROW(tc_recognizer_set_state, R_STATUS, REC(RO_RCUSTOM, 0), I32(TC_GESTURE_FAILED)),
    ROW(tc_recognizer_ignore_touch, R_STATUS, REC(RO_RCUSTOM, 0), TOUCH(RO_T1, 0)),
    ROW(tc_view_set_gesture_should_begin_fn, R_STATUS, VIEW(RO_V1, 0), FN(FN_GESTURE_SHOULD_BEGIN), UD),

    /* controls */
    ROW(tc_view_set_control, R_STATUS, VIEW(RO_V3, 0), I32(TC_CONTROL_SWITCH)),
    ROW(tc_control_get_state, R_STATUS, VIEW(RO_CTL, 0), OUT(O_CTLSTATE, 0)),
    ROW(tc_control_set_enabled, R_STATUS, VIEW(RO_CTL, 0), I32(0)),
    ROW(tc_control_set_value, R_STATUS, VIEW(RO_CTL, 0), DANY(0.5)),
    ROW(tc_control_set_tracking_margin, R_STATUS, VIEW(RO_CTL, 0), D(10)),
    ROW(tc_control_add_target, R_STATUS, VIEW(RO_CTL, 0), U32(TC_CONTROL_EVENT_TOUCH_UP_INSIDE),
        FN(FN_CONTROL), UD, OUT(O_I32, F_OPT)),
    ROW(tc_control_remove_target, R_STATUS, VIEW(RO_CTL, 0), I32_TARGET_ID),
    ROW(tc_control_send_actions, R_STATUS, VIEW(RO_CTL, 0), U32(TC_CONTROL_EVENT_TOUCH_UP_INSIDE)),

    /* scroll views */
    ROW(tc_view_set_scroll, R_STATUS, VIEW(RO_V3, 0), IN(B_SCROLLPARAMS, 0)),
    ROW(tc_view_get_scroll, R_STATUS, VIEW(RO_SCR, 0), OUT(O_SCROLLPARAMS, 0)),
    ROW(tc_view_get_content_offset, R_STATUS, VIEW(RO_SCR, 0), OUT(O_D, F_OPT), OUT(O_D, F_OPT)),
    ROW(tc_view_set_content_offset, R_STATUS, VIEW(RO_SCR, 0), D(0), D(5)),
    ROW(tc_view_scroll_pan, R_STATUS, VIEW(RO_SCR, 0), OUT(O_PTR, 0)),
    ROW(tc_view_get_scroll_state, R_STATUS, VIEW(RO_SCR, 0), OUT(O_I32, F_OPT), OUT(O_I32, F_OPT)),
    ROW(tc_view_get_scroll_tracking, R_STATUS, VIEW(RO_SCR, 0), OUT(O_I32, 0)),
    ROW(tc_scroll_event_string, R_NAME, I32(TC_SCROLL_DID_SCROLL)),
    ROW(tc_view_set_scroll_callbacks, R_STATUS, VIEW(RO_SCR, 0), IN(B_SCROLLCB, F_NULLOK)),
};
#define NROWS ((int)(sizeof SIGNATURES / sizeof SIGNATURES[0]))

static int row_nargs(const fnrow *r) {
    int n = 0;
    while (n < MAXARGS && r->a[n].kind != K_END) n++;
    return n;
}
static int is_handle_kind(int k) { return k >= K_SCENE && k <= K_REC; }
static int row_nhandles(const fnrow *r) {
    int n = 0;
    for (int i = 0; i < row_nargs(r); i++) n += is_handle_kind(r->a[i].kind);
    return n;
}

/* ------------------------------------------------------------------------ */
/* Library symbols                                                          */
/* ------------------------------------------------------------------------ */

static void *g_lib;
static void *g_fp[NROWS];

#define DECL(n) static __typeof__(&n) p_##n
DECL(tc_scene_create);
DECL(tc_scene_destroy);
DECL(tc_scene_last_error);
DECL(tc_scene_dispatch);
DECL(tc_window_create);
DECL(tc_view_create);
DECL(tc_view_destroy);
DECL(tc_view_add_subview);
DECL(tc_controller_create);
DECL(tc_controller_destroy);
DECL(tc_scene_push_touch);
DECL(tc_scene_find_touch);
DECL(tc_status_string);
DECL(tc_view_hit_test);
DECL(tc_view_set_flag);
DECL(tc_recognizer_params_init);
DECL(tc_recognizer_create);
DECL(tc_recognizer_destroy);
DECL(tc_recognizer_attach);
DECL(tc_recognizer_get_state);
DECL(tc_view_set_control);
DECL(tc_view_set_scroll);
DECL(tc_control_add_target);
DECL(tc_control_get_state);
DECL(tc_scene_now);
DECL(tc_view_set_frame);
DECL(tc_scene_push_hover);
#define LOAD(n) p_##n = (__typeof__(&n))dlsym(g_lib, #n)

/* ------------------------------------------------------------------------ */
/* Harness callbacks (real no-op functions)                                 */
/* ------------------------------------------------------------------------ */

static int32_t cb_touches(const tc_responder *r, const tc_touches_event *e, void *u) {
    (void)r; (void)e; (void)u;
    return TC_PASS;
}
static int32_t cb_event(const tc_responder *r, const tc_event_info *e, void *u) {
    (void)r; (void)e; (void)u;
    return TC_PASS;
}
static int32_t cb_route(const tc_responder *r, const char *n, const tc_kv *p, size_t c, void *u) {
    (void)r; (void)n; (void)p; (void)c; (void)u;
    return TC_PASS;
}
static int32_t cb_point_inside(tc_view *v, double x, double y, int32_t er, void *u) {
    (void)v; (void)x; (void)y; (void)u;
    return er;
}
static tc_view *cb_hit_test(tc_view *v, double x, double y, tc_view *er, void *u) {
    (void)v; (void)x; (void)y; (void)u;
    return er;
}
static void cb_trace(int32_t s, tc_view *v, int32_t in, tc_view *r, void *u) {
    (void)s; (void)v; (void)in; (void)r; (void)u;
}
static void cb_unhandled(const tc_unhandled_info *i, void *u) { (void)i; (void)u; }
static void cb_gesture(tc_recognizer *r, const tc_gesture_details *d, void *u) { (void)r; (void)d; (void)u; }
static void cb_custom_touches(tc_recognizer *r, int32_t ph, tc_touch *const *t, size_t n, double ts, void *u) {
    (void)r; (void)ph; (void)t; (void)n; (void)ts; (void)u;
}
static void cb_custom_reset(tc_recognizer *r, void *u) { (void)r; (void)u; }
static int32_t cb_custom_prevent(tc_recognizer *r, tc_recognizer *o, void *u) {
    (void)r; (void)o; (void)u;
    return 1;
}
static int32_t cb_gesture_should_begin(tc_view *v, tc_recognizer *r, void *u) {
    (void)v; (void)r; (void)u;
    return 1;
}
static void cb_control(tc_view *c, uint32_t e, void *u) { (void)c; (void)e; (void)u; }
static void cb_hover(const tc_responder *r, const tc_hover_event *e, void *u) { (void)r; (void)e; (void)u; }
static void cb_estimated_update(const tc_responder *r, const tc_touch_update *e, void *u) {
    (void)r; (void)e; (void)u;
}
static void cb_scroll_event(tc_view *v, tc_scroll_event_info *i, void *u) { (void)v; (void)i; (void)u; }
static int32_t cb_scroll_should_begin(tc_view *v, tc_touch *t, tc_view *c, void *u) {
    (void)v; (void)t; (void)c; (void)u;
    return 1;
}
static int32_t cb_scroll_should_cancel(tc_view *v, tc_view *c, void *u) { (void)v; (void)c; (void)u; return 1; }
static int32_t cb_del_should_begin(tc_recognizer *r, void *u) { (void)r; (void)u; return 1; }
static int32_t cb_del_receive(tc_recognizer *r, tc_touch *t, void *u) { (void)r; (void)t; (void)u; return 1; }
static int32_t cb_del_pair(tc_recognizer *r, tc_recognizer *o, void *u) { (void)r; (void)o; (void)u; return 0; }
static int32_t cb_del_event(tc_recognizer *r, int32_t type, void *u) { (void)r; (void)type; (void)u; return 1; }

/* ------------------------------------------------------------------------ */
/* Fixture (built in every child)                                           */
/* ------------------------------------------------------------------------ */

typedef struct {
    tc_scene *sa, *sb;
    tc_view *wa, *v1, *v2, *v3;
    tc_controller *c1;
    tc_touch *t1;
    /* foreign counterparts in scene B */
    tc_view *wb, *vb1, *vb2, *vb3;
    tc_controller *cb;
    tc_touch *tb;
    /* stale: destroyed before live objects were created (slot likely reused) */
    tc_scene *dead_scene_early;
    tc_view *dead_view_early, *dead_win_early;
    tc_controller *dead_ctrl_early;
    tc_touch *dead_touch_early;
    /* stale: destroyed last (slot free) */
    tc_scene *dead_scene_late;
    tc_view *dead_view_late, *dead_win_late;
    tc_controller *dead_ctrl_late;
    tc_touch *dead_touch_late;
    /* stale because their scene was destroyed */
    tc_view *ds_win, *ds_view;
    tc_controller *ds_ctrl;
    tc_touch *ds_touch;
    /* recognizers and controls */
    tc_recognizer *r1, *r2, *rpan, *rpinch, *rrot, *rcustom, *rb1, *rb2;
    /* window C of scene A, its touch T4 (id 4) and the custom recognizer tracking it */
    tc_view *wc;
    tc_touch *t4;
    tc_recognizer *rtrack;
    tc_recognizer *dead_rec_early, *dead_rec_late, *ds_rec;
    tc_view *ctl, *vbctl;
    tc_view *scr, *vbscr;
    int32_t ctl_target_id;
    int hover_live;
    unsigned char *heap_random;
    void *live[48];
    int nlive;
    char missing[512];
} fixture;

static fixture F;

static void note_missing(const char *what) {
    size_t l = strlen(F.missing);
    if (l + strlen(what) + 3 < sizeof F.missing)
        snprintf(F.missing + l, sizeof F.missing - l, "%s%s", l ? ", " : "", what);
}

static tc_scene *mk_scene(void) {
    tc_scene *s = NULL;
    if (!p_tc_scene_create || p_tc_scene_create(NULL, &s) != TC_OK) return NULL;
    return s;
}
static tc_view *mk_window(tc_scene *s, double x, double y, double w, double h) {
    tc_view *v = NULL;
    if (!s || !p_tc_window_create || p_tc_window_create(s, x, y, w, h, &v) != TC_OK) return NULL;
    return v;
}
static tc_view *mk_view(tc_scene *s, tc_view *parent, double x, double y, double w, double h) {
    tc_view *v = NULL;
    if (!s || !p_tc_view_create || p_tc_view_create(s, x, y, w, h, &v) != TC_OK) return NULL;
    if (parent && p_tc_view_add_subview) p_tc_view_add_subview(parent, v);
    return v;
}
static tc_controller *mk_ctrl(tc_scene *s) {
    tc_controller *c = NULL;
    if (!s || !p_tc_controller_create || p_tc_controller_create(s, &c) != TC_OK) return NULL;
    return c;
}
static void rec_params(tc_recognizer_params *p, int32_t kind) {
    memset(p, 0, sizeof *p);
    p->size = sizeof *p;
    if (p_tc_recognizer_params_init && p_tc_recognizer_params_init(p, kind) == TC_OK) return;
    /* the header's defaults, should params_init be missing */
    p->size = sizeof *p;
    p->kind = kind;
    p->taps_required = kind == TC_RECOGNIZER_LONG_PRESS ? 0 : 1;
    p->touches_required = 1;
    p->min_touches = 1;
    p->max_touches = kind == TC_RECOGNIZER_EDGE_PAN ? 1 : INT32_MAX;
    p->direction = TC_SWIPE_RIGHT;
    p->min_duration = TC_DEFAULT_LONG_PRESS_DURATION;
    p->allowable_movement = 10;
    p->tap_interval = TC_DEFAULT_TAP_INTERVAL;
    p->tap_radius = TC_DEFAULT_TAP_RADIUS;
    p->slop = 10;
    p->edge_region = TC_DEFAULT_EDGE_REGION;
    p->swipe_distance = TC_DEFAULT_SWIPE_DISTANCE;
    p->swipe_duration = TC_DEFAULT_SWIPE_DURATION;
    p->swipe_angle = TC_DEFAULT_SWIPE_ANGLE;
    p->tap_duration = TC_DEFAULT_TAP_DURATION;
    p->requires_exclusive_touch_type = 1;
    p->cancels_touches_in_view = 1;
    p->delays_touches_ended = 1;
    p->enabled = 1;
}
static tc_recognizer *mk_rec(tc_scene *s, int32_t kind, tc_view *attach_to) {
    tc_recognizer *r = NULL;
    tc_recognizer_params p;
    if (!s || !p_tc_recognizer_create) return NULL;
    rec_params(&p, kind);
    if (p_tc_recognizer_create(s, &p, &r) != TC_OK) return NULL;
    if (attach_to && p_tc_recognizer_attach) p_tc_recognizer_attach(r, attach_to);
    return r;
}
static void kill_rec(tc_recognizer *r) {
    if (r && p_tc_recognizer_destroy) p_tc_recognizer_destroy(r);
}
static tc_view *mk_control(tc_scene *s, tc_view *parent, int32_t *target_id) {
    tc_view *v = mk_view(s, parent, 250, 10, 40, 40);
    if (!v || !p_tc_view_set_control || p_tc_view_set_control(v, TC_CONTROL_BUTTON) != TC_OK) return v;
    if (p_tc_control_add_target)
        p_tc_control_add_target(v, TC_CONTROL_EVENT_TOUCH_UP_INSIDE, cb_control, NULL, target_id);
    return v;
}

static void scroll_params(tc_scroll_params *p) {
    TC_SCROLL_PARAMS_INIT(p);
    p->content_w = 200;
    p->content_h = 800;
}
static tc_view *mk_scroll(tc_scene *s, tc_view *parent) {
    tc_view *v = mk_view(s, parent, 0, 300, 100, 100);
    tc_scroll_params p;
    scroll_params(&p);
    if (v && p_tc_view_set_scroll) p_tc_view_set_scroll(v, &p);
    return v;
}

/* T1's began and its latest sample, a moved (P5, P6): its force is an estimate
 * expecting an update under index 42 (the baseline of
 * tc_scene_push_touch_update), and it carries one predicted point (the baseline
 * of tc_touch_get_predicted). */
#define T1_UPDATE_INDEX 42
static int g_push_t1_extras;
static int push(tc_scene *s, tc_view *win, int32_t phase, int64_t id, double x, double y, double t) {
    if (!s || !p_tc_scene_push_touch || !p_tc_scene_dispatch) return -1;
    /* padded: see the STRUCT_SIZE fallback below */
    union {
        tc_touch_sample sm;
        unsigned char pad[512];
    } u;
    static tc_touch_point predicted;
    memset(&u, 0, sizeof u);
    TC_TOUCH_SAMPLE_INIT(&u.sm);
    u.sm.phase = phase;
    u.sm.id = id;
    u.sm.x = x;
    u.sm.y = y;
    u.sm.timestamp = t;
    u.sm.window = win;
    if (g_push_t1_extras) {
        u.sm.estimated_properties = TC_PROPERTY_FORCE;
        u.sm.expecting_updates = TC_PROPERTY_FORCE;
        u.sm.estimation_update_index = T1_UPDATE_INDEX;
        TC_TOUCH_POINT_INIT(&predicted);
        predicted.timestamp = t + 0.01;
        predicted.x = x + 2;
        predicted.y = y;
        u.sm.predicted = &predicted;
        u.sm.predicted_count = 1;
    }
    int32_t st = p_tc_scene_push_touch(s, &u.sm);
    if (st == TC_ERR_STRUCT_SIZE) {
        /* The library refuses sizeof(tc_touch_sample) (a bug the baseline of
         * tc_scene_push_touch reports); retry claiming a larger struct so the
         * fixture still gets live touches and the touch functions get swept. */
        u.sm.size = 256;
        st = p_tc_scene_push_touch(s, &u.sm);
        if (st == TC_OK && !strstr(F.missing, "refused")) note_missing("push_touch refused sizeof(tc_touch_sample): fixture used size 256");
    }
    return st;
}
static void dispatch(tc_scene *s) {
    if (s && p_tc_scene_dispatch) p_tc_scene_dispatch(s, NULL);
}
static tc_touch *find(tc_scene *s, int64_t id) {
    tc_touch *t = NULL;
    if (!s || !p_tc_scene_find_touch || p_tc_scene_find_touch(s, id, &t) != TC_OK) return NULL;
    return t;
}
static void kill_view(tc_view *v) {
    if (v && p_tc_view_destroy) p_tc_view_destroy(v);
}
static void kill_ctrl(tc_controller *c) {
    if (c && p_tc_controller_destroy) p_tc_controller_destroy(c);
}

static void build_fixture(void) {
    memset(&F, 0, sizeof F);
    F.heap_random = malloc(4096);
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 4096; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        F.heap_random[i] = (unsigned char)x;
    }
    /* a scene that dies with objects in it */
    tc_scene *d = mk_scene();
    F.ds_win = mk_window(d, 0, 0, 100, 100);
    F.ds_view = mk_view(d, F.ds_win, 0, 0, 50, 50);
    F.ds_ctrl = mk_ctrl(d);
    F.ds_rec = mk_rec(d, TC_RECOGNIZER_TAP, F.ds_view);
    if (push(d, F.ds_win, TC_PHASE_BEGAN, 7, 10, 10, 0.5) == TC_OK) {
        dispatch(d);
        F.ds_touch = find(d, 7);
    }
    if (d && p_tc_scene_destroy) p_tc_scene_destroy(d);
    F.dead_scene_early = d;

    F.sa = mk_scene();
    F.dead_view_early = mk_view(F.sa, NULL, 0, 0, 10, 10);
    kill_view(F.dead_view_early);
    F.dead_win_early = mk_window(F.sa, 0, 0, 10, 10);
    kill_view(F.dead_win_early);
    F.dead_ctrl_early = mk_ctrl(F.sa);
    kill_ctrl(F.dead_ctrl_early);

    F.wa = mk_window(F.sa, 0, 0, 320, 480);
    F.v1 = mk_view(F.sa, F.wa, 10, 10, 200, 200);
    F.v2 = mk_view(F.sa, F.v1, 20, 20, 50, 50);
    F.v3 = mk_view(F.sa, NULL, 0, 0, 40, 40);
    F.c1 = mk_ctrl(F.sa);
    if (F.v2 && p_tc_view_set_flag) p_tc_view_set_flag(F.v2, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1);
    if (push(F.sa, F.wa, TC_PHASE_BEGAN, 2, 60, 60, 0.5) == TC_OK) {
        dispatch(F.sa);
        F.dead_touch_early = find(F.sa, 2);
        push(F.sa, F.wa, TC_PHASE_ENDED, 2, 60, 60, 0.6);
        dispatch(F.sa);
    }
    /* A recognizer with a touch (for tc_recognizer_touch_location_in): a custom one, which
     * never recognizes, on a window of its own, so that window A's touches and recognizers
     * are not arbitrated with it; its touch T4 lands in T1's last event (a touch with no
     * sample in the latest event reports no predicted points, P6). */
    F.wc = mk_window(F.sa, 400, 0, 100, 100);
    F.rtrack = mk_rec(F.sa, TC_RECOGNIZER_CUSTOM, F.wc);
    g_push_t1_extras = 1;
    int t1_ok = push(F.sa, F.wa, TC_PHASE_BEGAN, 1, 60, 60, 1.0) == TC_OK;
    g_push_t1_extras = 0;
    if (t1_ok && push(F.sa, F.wa, TC_PHASE_BEGAN, 3, 300, 400, 1.0) == TC_OK) {
        dispatch(F.sa);
        F.t1 = find(F.sa, 1);
        F.dead_touch_late = find(F.sa, 3);
        /* T1 moves (in place) in that event too, with its extras again: a touch with no sample
         * in an event reports no predicted points (P6) */
        g_push_t1_extras = 1;
        push(F.sa, F.wa, TC_PHASE_MOVED, 1, 60, 60, 1.5);
        g_push_t1_extras = 0;
        push(F.sa, F.wa, TC_PHASE_ENDED, 3, 300, 400, 1.5);
        if (F.rtrack) push(F.sa, F.wc, TC_PHASE_BEGAN, 4, 50, 50, 1.5);
        dispatch(F.sa);
        F.t4 = find(F.sa, 4);
    }
    /* a live hover (P3), id 5, for "began with a live hover id" */
    if (F.sa && F.wa && p_tc_scene_push_hover) {
        tc_hover_sample h;
        TC_HOVER_SAMPLE_INIT(&h);
        h.id = 5;
        h.x = 300;
        h.y = 400;
        h.timestamp = 1.6;
        h.window = F.wa;
        if (p_tc_scene_push_hover(F.sa, &h) == TC_OK) {
            dispatch(F.sa);
            F.hover_live = 1;
        }
    }
    /* made after the touches, so the fixture's touches are not arbitrated */
    F.dead_rec_early = mk_rec(F.sa, TC_RECOGNIZER_TAP, NULL);
    kill_rec(F.dead_rec_early);
    F.r1 = mk_rec(F.sa, TC_RECOGNIZER_TAP, F.v1);
    F.r2 = mk_rec(F.sa, TC_RECOGNIZER_TAP, F.v2);
    F.rpan = mk_rec(F.sa, TC_RECOGNIZER_PAN, NULL);
    F.rpinch = mk_rec(F.sa, TC_RECOGNIZER_PINCH, NULL);
    F.rrot = mk_rec(F.sa, TC_RECOGNIZER_ROTATION, NULL);
    F.rcustom = mk_rec(F.sa, TC_RECOGNIZER_CUSTOM, NULL);
    F.ctl = mk_control(F.sa, F.wa, &F.ctl_target_id);
    F.scr = mk_scroll(F.sa, F.wa);
    F.dead_rec_late = mk_rec(F.sa, TC_RECOGNIZER_TAP, NULL);
    kill_rec(F.dead_rec_late);
    F.dead_view_late = mk_view(F.sa, NULL, 0, 0, 10, 10);
    kill_view(F.dead_view_late);
    F.dead_win_late = mk_window(F.sa, 0, 0, 10, 10);
    kill_view(F.dead_win_late);
    F.dead_ctrl_late = mk_ctrl(F.sa);
    kill_ctrl(F.dead_ctrl_late);

    F.sb = mk_scene();
    F.wb = mk_window(F.sb, 0, 0, 320, 480);
    F.vb1 = mk_view(F.sb, F.wb, 10, 10, 200, 200);
    F.vb2 = mk_view(F.sb, F.vb1, 20, 20, 50, 50);
    F.vb3 = mk_view(F.sb, NULL, 0, 0, 40, 40);
    F.cb = mk_ctrl(F.sb);
    if (push(F.sb, F.wb, TC_PHASE_BEGAN, 1, 60, 60, 1.0) == TC_OK) {
        dispatch(F.sb);
        F.tb = find(F.sb, 1);
    }
    F.rb1 = mk_rec(F.sb, TC_RECOGNIZER_TAP, F.vb1);
    F.rb2 = mk_rec(F.sb, TC_RECOGNIZER_TAP, F.vb2);
    int32_t unused_id = 0;
    F.vbctl = mk_control(F.sb, F.wb, &unused_id);
    F.vbscr = mk_scroll(F.sb, F.wb);
    tc_scene *dl = mk_scene();
    if (dl && p_tc_scene_destroy) p_tc_scene_destroy(dl);
    F.dead_scene_late = dl;

    void *live[] = {F.sa, F.sb, F.wa, F.v1, F.v2, F.v3, F.c1, F.t1, F.wb, F.vb1, F.vb2, F.vb3, F.cb, F.tb,
                    F.r1, F.r2, F.rpan, F.rpinch, F.rrot, F.rcustom, F.rb1, F.rb2, F.ctl, F.vbctl, F.scr, F.vbscr,
                    F.wc, F.t4, F.rtrack};
    for (size_t i = 0; i < sizeof live / sizeof live[0]; i++)
        if (live[i]) F.live[F.nlive++] = live[i];

#define CHK(f, n) if (!F.f) note_missing(n)
    CHK(sa, "sceneA"); CHK(sb, "sceneB"); CHK(wa, "windowA"); CHK(v1, "V1"); CHK(v2, "V2");
    CHK(v3, "V3"); CHK(c1, "C1"); CHK(t1, "T1"); CHK(wb, "windowB"); CHK(vb1, "VB1");
    CHK(cb, "CB"); CHK(tb, "TB"); CHK(r1, "R1"); CHK(r2, "R2"); CHK(rpan, "Rpan"); CHK(rpinch, "Rpinch"); CHK(rrot, "Rrot");
    CHK(rcustom, "Rcustom"); CHK(hover_live, "live hover"); CHK(rb1, "RB1"); CHK(ctl, "CTL"); CHK(vbctl, "VBCTL"); CHK(scr, "SCR"); CHK(vbscr, "VBSCR"); CHK(dead_touch_early, "ended touch"); CHK(ds_touch, "dead-scene touch");
    CHK(wc, "windowC"); CHK(t4, "T4"); CHK(rtrack, "Rtrack");
#undef CHK
}

static int is_live(void *h) {
    for (int i = 0; i < F.nlive; i++)
        if (F.live[i] == h) return 1;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Handle variants                                                          */
/* ------------------------------------------------------------------------ */

enum hv {
    HV_VALID = 0, HV_NULL, HV_ONE, HV_DEADBEEF, HV_HEAP, HV_FORGED, HV_FORGED_HI, HV_ALLONES,
    HV_FLIP0, HV_FLIP20, HV_FLIP40, HV_PLUS32, HV_STALE_EARLY, HV_STALE_LATE, HV_STALE_SCENE,
    HV_FOREIGN, HV_KIND1, HV_KIND2, HV_KIND3, HV_KIND4, HV_COUNT
};
static const char *hv_name[] = {
    "valid", "NULL", "(void*)0x1", "0xdeadbeef", "heap buffer of random bytes",
    "forged 0xA100000000000001", "valid's high 32 bits + garbage low bits", "all-ones",
    "valid^1", "valid^(1<<20)", "valid^(1<<40)", "valid+(1<<32)",
    "stale (destroyed before live objects were made: slot reused)", "stale (destroyed last)",
    "stale (its scene was destroyed)", "foreign (same kind, scene B)", "wrong kind #1",
    "wrong kind #2", "wrong kind #3", "wrong kind #4"};

static void *valid_for(int role) {
    switch (role) {
    case RO_SA: return F.sa;
    case RO_WA: return F.wa;
    case RO_V1: return F.v1;
    case RO_V2: return F.v2;
    case RO_V3: return F.v3;
    case RO_C1: return F.c1;
    case RO_T1: return F.t1;
    case RO_R1: return F.r1;
    case RO_R2: return F.r2;
    case RO_RPAN: return F.rpan;
    case RO_RPINCH: return F.rpinch;
    case RO_RROT: return F.rrot;
    case RO_RCUSTOM: return F.rcustom;
    case RO_CTL: return F.ctl;
    case RO_SCR: return F.scr;
    case RO_RTRACK: return F.rtrack;
    }
    return NULL;
}
static void *foreign_for(int role) {
    switch (role) {
    case RO_SA: return F.sb;
    case RO_WA: return F.wb;
    case RO_V1: return F.vb1;
    case RO_V2: return F.vb2;
    case RO_V3: return F.vb3;
    case RO_C1: return F.cb;
    case RO_T1: return F.tb;
    case RO_R1: case RO_RPAN: case RO_RPINCH: case RO_RROT: case RO_RCUSTOM: case RO_RTRACK: return F.rb1;
    case RO_R2: return F.rb2;
    case RO_CTL: return F.vbctl;
    case RO_SCR: return F.vbscr;
    }
    return NULL;
}

/* Resolve a handle variant. *skip is set when the variant does not apply or
 * the fixture could not provide it; *bad when it is an invalid handle. */
static void *handle_value(int kind, int role, int hv, int *skip) {
    void *valid = valid_for(role);
    uintptr_t vu = (uintptr_t)valid;
    void *out = NULL;
    int derived = 0;
    *skip = 0;
    switch (hv) {
    case HV_VALID: return valid;
    case HV_NULL: return NULL;
    case HV_ONE: out = (void *)(uintptr_t)1; break;
    case HV_DEADBEEF: out = (void *)(uintptr_t)0xdeadbeefu; break;
    case HV_HEAP: out = F.heap_random; break;
    case HV_FORGED: out = (void *)(uintptr_t)0xA100000000000001ull; break;
    case HV_FORGED_HI: derived = 1; out = (void *)((vu & 0xFFFFFFFF00000000ull) | 0x00FFF123u); break;
    case HV_ALLONES: out = (void *)UINTPTR_MAX; break;
    case HV_FLIP0: derived = 1; out = (void *)(vu ^ 1u); break;
    case HV_FLIP20: derived = 1; out = (void *)(vu ^ (1u << 20)); break;
    case HV_FLIP40: derived = 1; out = (void *)(vu ^ (1ull << 40)); break;
    case HV_PLUS32: derived = 1; out = (void *)(vu + (1ull << 32)); break;
    case HV_STALE_EARLY:
        switch (kind) {
        case K_SCENE: out = F.dead_scene_early; break;
        case K_VIEW: out = role == RO_WA ? F.dead_win_early : F.dead_view_early; break;
        case K_CTRL: out = F.dead_ctrl_early; break;
        case K_TOUCH: out = F.dead_touch_early; break;
        case K_REC: out = F.dead_rec_early; break;
        }
        break;
    case HV_STALE_LATE:
        switch (kind) {
        case K_SCENE: out = F.dead_scene_late; break;
        case K_VIEW: out = role == RO_WA ? F.dead_win_late : F.dead_view_late; break;
        case K_CTRL: out = F.dead_ctrl_late; break;
        case K_TOUCH: out = F.dead_touch_late; break;
        case K_REC: out = F.dead_rec_late; break;
        }
        break;
    case HV_STALE_SCENE:
        switch (kind) {
        case K_SCENE: out = F.dead_scene_early; break; /* swept alone only as stale early */
        case K_VIEW: out = role == RO_WA ? F.ds_win : F.ds_view; break;
        case K_CTRL: out = F.ds_ctrl; break;
        case K_TOUCH: out = F.ds_touch; break;
        case K_REC: out = F.ds_rec; break;
        }
        break;
    case HV_FOREIGN: out = foreign_for(role); break;
    case HV_KIND1: case HV_KIND2: case HV_KIND3: case HV_KIND4: {
        void *k[4] = {0};
        switch (kind) {
        case K_SCENE: k[0] = F.v1; k[1] = F.c1; k[2] = F.t1; k[3] = F.r1; break;
        case K_VIEW: k[0] = F.sa; k[1] = F.c1; k[2] = F.t1; k[3] = F.r1; break;
        case K_CTRL: k[0] = F.v1; k[1] = F.sa; k[2] = F.t1; k[3] = F.r1; break;
        case K_TOUCH: k[0] = F.v1; k[1] = F.sa; k[2] = F.c1; k[3] = F.r1; break;
        case K_REC: k[0] = F.v1; k[1] = F.sa; k[2] = F.c1; k[3] = F.t1; break;
        }
        out = k[hv - HV_KIND1];
        break;
    }
    }
    if (!out || (derived && !valid)) { *skip = 1; return NULL; }
    /* a garbage value that happens to be a live handle is not garbage (a
     * stale handle equal to a live one is an engine bug: not skipped) */
    if (hv < HV_STALE_EARLY && is_live(out)) { *skip = 1; return NULL; }
    if (hv == HV_FOREIGN && out == valid) { *skip = 1; return NULL; }
    return out;
}

/* ------------------------------------------------------------------------ */
/* Variants                                                                 */
/* ------------------------------------------------------------------------ */

enum mode { M_BASE = 0, M_ARG, M_ALLH, M_FIELD };
/* where the call is made: directly, or re-entrantly from inside a callback */
enum ctx { CX_DIRECT = 0, CX_TOUCHES, CX_POINT_INSIDE, CX_GESTURE, CX_COUNT };
static const char *ctx_name[] = {"", "[inside a touches callback] ", "[inside a point-inside callback] ",
                                 "[inside a gesture action] "};
typedef struct {
    int mode, arg, v, ctx;
} variant;

/* pointer variants (M_ARG on K_IN / K_OUT) */
enum { PV_NULL = 1, PV_SCRATCH, PV_COUNT };
/* string variants */
enum { SV_NULL = 1, SV_EMPTY, SV_BADUTF8, SV_LONG, SV_COUNT };
static const char *sv_name[] = {"\"tap\"", "NULL", "\"\"", "invalid UTF-8", "64 KiB string"};

static const double dvals[] = {0, -1, NAN, INFINITY, -INFINITY, 1e308, -1e308};
static const char *dnames[] = {"0", "-1", "NaN", "+inf", "-inf", "1e308", "-1e308"};
#define NDV 7
static const int32_t ivals[] = {0, -1, INT32_MIN, INT32_MAX, 7777};
#define NIV 5
static const int64_t lvals[] = {0, -1, INT64_MAX, INT64_MIN};
#define NLV 4
static const uint64_t zvals[] = {0, 1, SIZE_MAX, SIZE_MAX / 2};
static const char *znames[] = {"0", "1", "SIZE_MAX", "SIZE_MAX/2"};
static const uint32_t uvals[] = {0, UINT32_MAX, 0x80000000u, 7777};
#define NUV 4
#define NZV 4

/* Coalesced/predicted points (P6) live in their own page, against a guard
 * page: an engine that reads one point more than it was given (e.g. the
 * 65th of TC_MAX_COALESCED + 1 before refusing the count) crashes. */
static char *g_pts;
static long g_pg;
static tc_touch_point *points_at_end(int n, size_t stride, double t0, double dt) {
    char *base = g_pts + g_pg - (size_t)n * stride;
    memset(g_pts, 0, (size_t)g_pg);
    for (int i = 0; i < n; i++) {
        tc_touch_point *pt = (tc_touch_point *)(base + (size_t)i * stride);
        TC_TOUCH_POINT_INIT(pt);
        pt->size = (uint32_t)stride;
        pt->timestamp = t0 + dt * i;
        pt->x = 62 + i;
        pt->y = 60;
        pt->force = 0.25;
    }
    return (tc_touch_point *)base;
}
static tc_touch_point *point_i(tc_touch_point *base, int i) {
    return (tc_touch_point *)((char *)base + (size_t)i * base->size);
}
/* a sample of T1 (live, id 1, last sample at <= 2.0 s) moved at 5.0 s, with
 * `n` valid coalesced points at 4.0, 4.01, ... */
static void t1_moved(tc_touch_sample *s, int n) {
    s->phase = TC_PHASE_MOVED;
    s->id = 1;
    s->x = 70;
    s->y = 60;
    s->timestamp = 5.0;
    s->coalesced = n ? points_at_end(n, sizeof(tc_touch_point), 4.0, 0.01) : NULL;
    s->coalesced_count = (size_t)n;
}

/* severities of struct-field mutations */
enum { SEV_NONE = 0, SEV_WARN, SEV_FAIL };

/* Apply mutation idx of builder/out kind `sub` (isout selects the out
 * table) to the struct at p. With p == NULL only describes. Returns 0 when
 * idx is out of range. */
static int mutation(int isout, int sub, int idx, void *p, const char **desc, int *sev) {
#define MUT(d, s, code)                                                                            \
    if (idx == n_++) {                                                                             \
        *desc = d;                                                                                 \
        *sev = s;                                                                                  \
        if (p) { code; }                                                                           \
        return 1;                                                                                  \
    }
    int n_ = 0;
    if (isout) {
        if (sub == O_TOUCHINFO || sub == O_RECPARAMS || sub == O_DETAILS || sub == O_CTLSTATE ||
            sub == O_PARAMINFO || sub == O_SCROLLPARAMS || sub == O_TOUCHPOINT) {
            uint32_t *sz = p;
            MUT("size=0", SEV_WARN, *sz = 0);
            MUT("size=4", SEV_WARN, *sz = 4);
            MUT("size=UINT32_MAX (4 KiB buffer)", SEV_NONE, *sz = UINT32_MAX);
        }
        /* an older header's struct, ending before the P1-P6 fields, placed
         * against the guard page: only that prefix may be written */
        if (sub == O_TOUCHINFO) {
            uint32_t *sz = p;
            MUT("old header: size ends at window", SEV_NONE,
                *sz = (uint32_t)offsetof(tc_touch_info, buttons));
        }
        if (sub == O_DETAILS) {
            uint32_t *sz = p;
            MUT("old header: size ends at failure_message", SEV_NONE,
                *sz = (uint32_t)offsetof(tc_gesture_details, altitude));
        }
        if (sub == O_RECPARAMS) {
            uint32_t *sz = p;
            MUT("old header: size ends at enabled", SEV_NONE,
                *sz = (uint32_t)offsetof(tc_recognizer_params, allowed_touch_types));
        }
        return 0;
    }
    switch (sub) {
    case B_CONFIG: {
        tc_scene_config *c = p;
        MUT("size=0", SEV_WARN, c->size = 0);
        MUT("size=4", SEV_WARN, c->size = 4);
        MUT("size=UINT32_MAX", SEV_NONE, c->size = UINT32_MAX);
        MUT("max_touches=0", SEV_WARN, c->max_touches = 0);
        MUT("max_touches=-1", SEV_WARN, c->max_touches = -1);
        MUT("max_touches=1025", SEV_WARN, c->max_touches = TC_MAX_TOUCHES_LIMIT + 1);
        MUT("max_touches=INT32_MAX", SEV_WARN, c->max_touches = INT32_MAX);
        MUT("queue_capacity=0", SEV_WARN, c->queue_capacity = 0);
        MUT("queue_capacity=-1", SEV_WARN, c->queue_capacity = -1);
        MUT("queue_capacity=INT32_MAX", SEV_WARN, c->queue_capacity = INT32_MAX);
        MUT("tap_interval=NaN", SEV_WARN, c->tap_interval = NAN);
        MUT("tap_interval=-1", SEV_WARN, c->tap_interval = -1);
        MUT("tap_interval=+inf", SEV_WARN, c->tap_interval = INFINITY);
        MUT("tap_radius=NaN", SEV_WARN, c->tap_radius = NAN);
        MUT("tap_radius=-1", SEV_WARN, c->tap_radius = -1);
        MUT("tap_duration=NaN", SEV_WARN, c->tap_duration = NAN);
        MUT("tap_duration=-1", SEV_WARN, c->tap_duration = -1);
        MUT("old header: size ends at tap_duration (its default)", SEV_NONE,
            (c->tap_duration = -1, c->size = (uint32_t)offsetof(tc_scene_config, tap_duration)));
        break;
    }
    case B_AFFINE: {
        tc_affine *a = p;
        MUT("a=NaN", SEV_WARN, a->a = NAN);
        MUT("tx=+inf", SEV_WARN, a->tx = INFINITY);
        MUT("d=-inf", SEV_WARN, a->d = -INFINITY);
        MUT("all zero (singular)", SEV_NONE, memset(a, 0, sizeof *a));
        MUT("a=1e308,d=1e308", SEV_NONE, (a->a = 1e308, a->d = 1e308));
        MUT("a=1e-308,d=1e-308", SEV_NONE, (a->a = 1e-308, a->d = 1e-308));
        break;
    }
    case B_RECT: {
        tc_rect *r = p;
        MUT("x=NaN", SEV_WARN, r->x = NAN);
        MUT("w=-1", SEV_WARN, r->w = -1);
        MUT("h=+inf", SEV_WARN, r->h = INFINITY);
        MUT("w=1e308,h=1e308", SEV_NONE, (r->w = 1e308, r->h = 1e308));
        break;
    }
    case B_CALLBACKS: {
        tc_responder_callbacks *c = p;
        MUT("size=0", SEV_WARN, c->size = 0);
        MUT("size=1", SEV_WARN, c->size = 1);
        MUT("size=UINT32_MAX", SEV_NONE, c->size = UINT32_MAX);
        MUT("all callbacks NULL", SEV_NONE, (c->touches = 0, c->motion = 0, c->remote = 0,
                                             c->presses = 0, c->route = 0, c->hover = 0,
                                             c->estimated_update = 0));
        MUT("old header: size ends at user_data (no hover, estimated_update)", SEV_NONE,
            c->size = (uint32_t)offsetof(tc_responder_callbacks, hover));
        break;
    }
    case B_SAMPLE: case B_SAMPLES: {
        tc_touch_sample *s = p;
        if (sub == B_SAMPLES && p) s = (tc_touch_sample *)p + 1; /* mutate the second element */
#define WIN(d, val) MUT("window=" d, SEV_FAIL, (s->window = (tc_view *)(val)))
        WIN("(void*)0x1", 1);
        WIN("0xdeadbeef", 0xdeadbeefu);
        WIN("heap buffer of random bytes", F.heap_random);
        WIN("forged 0xA100000000000001", 0xA100000000000001ull);
        WIN("all-ones", UINTPTR_MAX);
        WIN("stale window (slot reused)", F.dead_win_early ? (void *)F.dead_win_early : (void *)1);
        WIN("stale window (destroyed last)", F.dead_win_late ? (void *)F.dead_win_late : (void *)1);
        WIN("window of a destroyed scene", F.ds_win ? (void *)F.ds_win : (void *)1);
        WIN("foreign window (scene B)", F.wb ? (void *)F.wb : (void *)1);
        WIN("scene handle (wrong kind)", F.sa ? (void *)F.sa : (void *)1);
        WIN("controller handle (wrong kind)", F.c1 ? (void *)F.c1 : (void *)1);
#undef WIN
        MUT("window=V1 (a view that is not a window)", SEV_WARN, s->window = F.v1);
        MUT("size=0", SEV_WARN, s->size = 0);
        MUT("size=8", SEV_WARN, s->size = 8);
        MUT("size=UINT32_MAX", SEV_NONE, s->size = UINT32_MAX);
        MUT("phase=0", SEV_WARN, s->phase = 0);
        MUT("phase=7777", SEV_WARN, s->phase = 7777);
        MUT("phase=-1", SEV_WARN, s->phase = -1);
        MUT("phase=MOVED for an id that is not live", SEV_WARN, s->phase = TC_PHASE_MOVED);
        MUT("phase=BEGAN for live id 1", SEV_WARN, s->id = 1);
        MUT("id=INT64_MIN", SEV_NONE, s->id = INT64_MIN);
        MUT("x=NaN", SEV_WARN, s->x = NAN);
        MUT("y=+inf", SEV_WARN, s->y = INFINITY);
        MUT("x=1e308,y=-1e308", SEV_NONE, (s->x = 1e308, s->y = -1e308));
        MUT("timestamp=NaN", SEV_WARN, s->timestamp = NAN);
        MUT("timestamp=-1 (backwards)", SEV_WARN, s->timestamp = -1);
        MUT("timestamp=+inf", SEV_WARN, s->timestamp = INFINITY);
        MUT("timestamp=1e308 (> TC_MAX_TIMESTAMP)", SEV_WARN, s->timestamp = 1e308);
        MUT("timestamp=1e13 (> TC_MAX_TIMESTAMP)", SEV_WARN, s->timestamp = 1e13);
        MUT("force=-1", SEV_WARN, s->force = -1);
        MUT("force=NaN", SEV_WARN, s->force = NAN);
        MUT("max_force=-inf", SEV_WARN, s->max_force = -INFINITY);
        MUT("major_radius=-1", SEV_WARN, s->major_radius = -1);
        MUT("radius_tolerance=NaN", SEV_WARN, s->radius_tolerance = NAN);
        MUT("type=0", SEV_WARN, s->type = 0);
        MUT("type=7777", SEV_WARN, s->type = 7777);
        MUT("reserved=1", SEV_WARN, s->reserved = 1);
        /* ---- P1-P6 fields ---- */
        if (sub == B_SAMPLE) {
            MUT("old header: size ends at window (the later fields garbage, defaults apply)", SEV_NONE,
                (s->size = (uint32_t)offsetof(tc_touch_sample, buttons),
                 memset(&s->buttons, 0xEE, sizeof *s - offsetof(tc_touch_sample, buttons))));
        }
        MUT("size ends inside the P fields (at coalesced)", SEV_NONE,
            s->size = (uint32_t)offsetof(tc_touch_sample, coalesced));
        MUT("type=TC_TOUCH_INDIRECT_POINTER", SEV_NONE, s->type = TC_TOUCH_INDIRECT_POINTER);
        MUT("type=TC_TOUCH_INDIRECT_POINTER+1", SEV_WARN, s->type = TC_TOUCH_INDIRECT_POINTER + 1);
        MUT("buttons=0 (taken as primary)", SEV_NONE, s->buttons = 0);
        MUT("buttons=UINT32_MAX", SEV_NONE, s->buttons = UINT32_MAX);
        MUT("reserved2=1", SEV_WARN, s->reserved2 = 1);
        MUT("reserved2=INT32_MIN", SEV_WARN, s->reserved2 = INT32_MIN);
        MUT("altitude=NaN", SEV_WARN, s->altitude = NAN);
        MUT("altitude=-0.1", SEV_WARN, s->altitude = -0.1);
        MUT("altitude=pi/2+0.01", SEV_WARN, s->altitude = TC_DEFAULT_ALTITUDE + 0.01);
        MUT("altitude=0 (flat pencil)", SEV_NONE, s->altitude = 0);
        MUT("azimuth=4 (> pi)", SEV_WARN, s->azimuth = 4);
        MUT("azimuth=-inf", SEV_WARN, s->azimuth = -INFINITY);
        MUT("estimated_properties=0x10 (unknown bit)", SEV_WARN, s->estimated_properties = 0x10);
        MUT("estimated_properties=UINT32_MAX", SEV_WARN, s->estimated_properties = UINT32_MAX);
        MUT("expecting_updates=FORCE, estimated_properties=0 (not a subset)", SEV_WARN,
            (s->estimated_properties = 0, s->expecting_updates = TC_PROPERTY_FORCE));
        MUT("expecting_updates=FORCE, estimation_update_index=INT64_MIN", SEV_NONE,
            (s->estimated_properties = TC_PROPERTY_FORCE, s->expecting_updates = TC_PROPERTY_FORCE,
             s->estimation_update_index = INT64_MIN));
        MUT("a began with 1 coalesced point", SEV_WARN,
            (s->coalesced = points_at_end(1, sizeof(tc_touch_point), s->timestamp, 0),
             s->coalesced_count = 1));
        MUT("a began with 1 predicted point (valid)", SEV_NONE,
            (s->predicted = points_at_end(1, sizeof(tc_touch_point), s->timestamp + 0.01, 0),
             s->predicted_count = 1));
        MUT("coalesced non-NULL with coalesced_count=0 (ignored)", SEV_NONE,
            (s->coalesced = (const tc_touch_point *)F.heap_random, s->coalesced_count = 0));
        MUT("T1 moved with 3 coalesced points (valid)", SEV_NONE, t1_moved(s, 3));
        MUT("T1 moved with TC_MAX_COALESCED coalesced points (valid)", SEV_NONE,
            t1_moved(s, TC_MAX_COALESCED));
        MUT("T1 moved, coalesced=NULL, coalesced_count=3", SEV_WARN,
            (t1_moved(s, 3), s->coalesced = NULL));
        MUT("T1 moved, coalesced_count=TC_MAX_COALESCED+1 (TC_MAX_COALESCED points before a guard page)",
            SEV_WARN, (t1_moved(s, TC_MAX_COALESCED), s->coalesced_count = TC_MAX_COALESCED + 1));
        MUT("T1 moved, coalesced_count=SIZE_MAX (3 points)", SEV_WARN,
            (t1_moved(s, 3), s->coalesced_count = SIZE_MAX));
        MUT("T1 moved, coalesced_count=2^63 (3 points)", SEV_WARN,
            (t1_moved(s, 3), s->coalesced_count = (size_t)1 << 63));
        MUT("T1 moved, coalesced_count=SIZE_MAX/2 (3 points)", SEV_WARN,
            (t1_moved(s, 3), s->coalesced_count = SIZE_MAX / 2));
        MUT("T1 moved, coalesced[0].size=0", SEV_WARN,
            (t1_moved(s, 3), ((tc_touch_point *)s->coalesced)->size = 0));
        MUT("T1 moved, coalesced[0].size=8", SEV_WARN,
            (t1_moved(s, 3), ((tc_touch_point *)s->coalesced)->size = 8));
        MUT("T1 moved, coalesced[1].size != coalesced[0].size", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->size += 8));
        MUT("T1 moved, 1 coalesced point claiming size UINT32_MAX", SEV_NONE,
            (t1_moved(s, 1), ((tc_touch_point *)s->coalesced)->size = UINT32_MAX));
        MUT("T1 moved, 3 coalesced points of a newer header (size + 8)", SEV_NONE,
            (t1_moved(s, 0), s->coalesced = points_at_end(3, sizeof(tc_touch_point) + 8, 4.0, 0.01),
             s->coalesced_count = 3));
        MUT("T1 moved, coalesced[1].reserved=1", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->reserved = 1));
        MUT("T1 moved, coalesced[1].x=NaN", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->x = NAN));
        MUT("T1 moved, coalesced[1].y=1e16 (> TC_MAX_COORDINATE)", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->y = 1e16));
        MUT("T1 moved, coalesced[1].force=-1", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->force = -1));
        MUT("T1 moved, coalesced[1].altitude=NaN", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->altitude = NAN));
        MUT("T1 moved, coalesced[1].azimuth=7", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->azimuth = 7));
        MUT("T1 moved, coalesced[1].timestamp=NaN", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->timestamp = NAN));
        MUT("T1 moved, coalesced points out of time order", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 1)->timestamp = 3.9));
        MUT("T1 moved, coalesced[2] later than the sample", SEV_WARN,
            (t1_moved(s, 3), point_i((tc_touch_point *)s->coalesced, 2)->timestamp = 5.5));
        MUT("T1 moved, coalesced[0] earlier than the touch's previous sample", SEV_WARN,
            (t1_moved(s, 3), ((tc_touch_point *)s->coalesced)->timestamp = 0.5));
        MUT("T1 moved, predicted=NULL, predicted_count=1", SEV_WARN,
            (t1_moved(s, 0), s->predicted_count = 1));
        MUT("T1 moved, predicted_count=TC_MAX_PREDICTED+1 (TC_MAX_PREDICTED points before a guard page)",
            SEV_WARN,
            (t1_moved(s, 0), s->predicted = points_at_end(TC_MAX_PREDICTED, sizeof(tc_touch_point), 5.01, 0.01),
             s->predicted_count = TC_MAX_PREDICTED + 1));
        MUT("T1 moved, predicted_count=SIZE_MAX (1 point)", SEV_WARN,
            (t1_moved(s, 0), s->predicted = points_at_end(1, sizeof(tc_touch_point), 5.01, 0),
             s->predicted_count = SIZE_MAX));
        MUT("T1 moved, predicted[0] earlier than the sample", SEV_WARN,
            (t1_moved(s, 0), s->predicted = points_at_end(1, sizeof(tc_touch_point), 4.5, 0),
             s->predicted_count = 1));
        MUT("T1 moved, predicted[0].timestamp=1e13 (> TC_MAX_TIMESTAMP)", SEV_WARN,
            (t1_moved(s, 0), s->predicted = points_at_end(1, sizeof(tc_touch_point), 1e13, 0),
             s->predicted_count = 1));
        MUT("T1 moved, predicted[0].size=0", SEV_WARN,
            (t1_moved(s, 0), s->predicted = points_at_end(1, sizeof(tc_touch_point), 5.01, 0),
             ((tc_touch_point *)s->predicted)->size = 0, s->predicted_count = 1));
        break;
    }
    case B_HOVER: {
        tc_hover_sample *h = p;
#define WINF(d, val) MUT("window=" d, SEV_FAIL, (h->window = (tc_view *)(val)))
        WINF("0xdeadbeef", 0xdeadbeefu);
        WINF("heap buffer of random bytes", F.heap_random);
        WINF("all-ones", UINTPTR_MAX);
        WINF("stale window (destroyed last)", F.dead_win_late ? (void *)F.dead_win_late : (void *)1);
        WINF("window of a destroyed scene", F.ds_win ? (void *)F.ds_win : (void *)1);
        WINF("foreign window (scene B)", F.wb ? (void *)F.wb : (void *)1);
        WINF("scene handle (wrong kind)", F.sa ? (void *)F.sa : (void *)1);
#undef WINF
        MUT("window=V1 (a view that is not a window)", SEV_WARN, h->window = F.v1);
        MUT("window=NULL (key window)", SEV_NONE, h->window = NULL);
        MUT("size=0", SEV_WARN, h->size = 0);
        MUT("size=8", SEV_WARN, h->size = 8);
        MUT("size=UINT32_MAX", SEV_NONE, h->size = UINT32_MAX);
        MUT("phase=0", SEV_WARN, h->phase = 0);
        MUT("phase=CHANGED", SEV_WARN, h->phase = TC_PHASE_CHANGED);
        MUT("phase=STATIONARY", SEV_WARN, h->phase = TC_PHASE_STATIONARY);
        MUT("phase=7777", SEV_WARN, h->phase = 7777);
        MUT("phase=MOVED for a hover id that is not live", SEV_WARN, h->phase = TC_PHASE_MOVED);
        MUT("phase=ENDED for a hover id that is not live", SEV_WARN, h->phase = TC_PHASE_ENDED);
        MUT("phase=BEGAN for live hover id 5", SEV_WARN, h->id = 5);
        MUT("phase=MOVED for live hover id 5 (valid)", SEV_NONE, (h->id = 5, h->phase = TC_PHASE_MOVED));
        MUT("id=1, the id of live touch T1 (hover ids are apart)", SEV_NONE, h->id = 1);
        MUT("type=TC_TOUCH_DIRECT", SEV_WARN, h->type = TC_TOUCH_DIRECT);
        MUT("type=0", SEV_WARN, h->type = 0);
        MUT("type=7777", SEV_WARN, h->type = 7777);
        MUT("type=TC_TOUCH_STYLUS (valid)", SEV_NONE, h->type = TC_TOUCH_STYLUS);
        MUT("reserved=1", SEV_WARN, h->reserved = 1);
        MUT("x=NaN", SEV_WARN, h->x = NAN);
        MUT("y=+inf", SEV_WARN, h->y = INFINITY);
        MUT("x=1e16 (> TC_MAX_COORDINATE)", SEV_WARN, h->x = 1e16);
        MUT("timestamp=NaN", SEV_WARN, h->timestamp = NAN);
        MUT("timestamp=-1 (backwards)", SEV_WARN, h->timestamp = -1);
        MUT("timestamp=1e13 (> TC_MAX_TIMESTAMP)", SEV_WARN, h->timestamp = 1e13);
        MUT("altitude=NaN", SEV_WARN, h->altitude = NAN);
        MUT("altitude=2", SEV_WARN, h->altitude = 2);
        MUT("azimuth=-4", SEV_WARN, h->azimuth = -4);
        MUT("z_offset=-0.1", SEV_WARN, h->z_offset = -0.1);
        MUT("z_offset=1.5", SEV_WARN, h->z_offset = 1.5);
        MUT("z_offset=NaN", SEV_WARN, h->z_offset = NAN);
        break;
    }
    case B_SCROLLIN: {
        tc_scroll_input *si = p;
#define WINF(d, val) MUT("window=" d, SEV_FAIL, (si->window = (tc_view *)(val)))
        WINF("0xdeadbeef", 0xdeadbeefu);
        WINF("heap buffer of random bytes", F.heap_random);
        WINF("all-ones", UINTPTR_MAX);
        WINF("stale window (destroyed last)", F.dead_win_late ? (void *)F.dead_win_late : (void *)1);
        WINF("window of a destroyed scene", F.ds_win ? (void *)F.ds_win : (void *)1);
        WINF("foreign window (scene B)", F.wb ? (void *)F.wb : (void *)1);
        WINF("controller handle (wrong kind)", F.c1 ? (void *)F.c1 : (void *)1);
#undef WINF
        MUT("window=V1 (a view that is not a window)", SEV_WARN, si->window = F.v1);
        MUT("size=0", SEV_WARN, si->size = 0);
        MUT("size=4", SEV_WARN, si->size = 4);
        MUT("size=UINT32_MAX", SEV_NONE, si->size = UINT32_MAX);
        MUT("type=0", SEV_WARN, si->type = 0);
        MUT("type=TC_SCROLL_TYPES_ALL (a mask, not a type)", SEV_WARN, si->type = TC_SCROLL_TYPES_ALL);
        MUT("type=UINT32_MAX", SEV_WARN, si->type = UINT32_MAX);
        MUT("discrete with phase=BEGAN", SEV_WARN, si->phase = TC_PHASE_BEGAN);
        MUT("discrete with phase=7777", SEV_WARN, si->phase = 7777);
        MUT("continuous with phase=NONE", SEV_WARN, si->type = TC_SCROLL_CONTINUOUS);
        MUT("continuous with phase=MOVED", SEV_WARN,
            (si->type = TC_SCROLL_CONTINUOUS, si->phase = TC_PHASE_MOVED));
        MUT("continuous CHANGED with none live", SEV_WARN,
            (si->type = TC_SCROLL_CONTINUOUS, si->phase = TC_PHASE_CHANGED));
        MUT("continuous ENDED with none live", SEV_WARN,
            (si->type = TC_SCROLL_CONTINUOUS, si->phase = TC_PHASE_ENDED));
        MUT("continuous BEGAN (valid)", SEV_NONE,
            (si->type = TC_SCROLL_CONTINUOUS, si->phase = TC_PHASE_BEGAN));
        MUT("reserved=1", SEV_WARN, si->reserved = 1);
        MUT("dx=NaN", SEV_WARN, si->dx = NAN);
        MUT("dy=-inf", SEV_WARN, si->dy = -INFINITY);
        MUT("dx=dy=0 (valid)", SEV_NONE, (si->dx = 0, si->dy = 0));
        MUT("dy=1e308", SEV_NONE, si->dy = 1e308);
        MUT("x=1e16 (> TC_MAX_COORDINATE)", SEV_WARN, si->x = 1e16);
        MUT("y=NaN", SEV_WARN, si->y = NAN);
        MUT("timestamp=NaN", SEV_WARN, si->timestamp = NAN);
        MUT("timestamp=-1 (backwards)", SEV_WARN, si->timestamp = -1);
        MUT("timestamp=1e13 (> TC_MAX_TIMESTAMP)", SEV_WARN, si->timestamp = 1e13);
        break;
    }
    case B_TRANSFORM: {
        tc_transform_input *tr = p;
#define WINF(d, val) MUT("window=" d, SEV_FAIL, (tr->window = (tc_view *)(val)))
        WINF("0xdeadbeef", 0xdeadbeefu);
        WINF("heap buffer of random bytes", F.heap_random);
        WINF("stale window (destroyed last)", F.dead_win_late ? (void *)F.dead_win_late : (void *)1);
        WINF("window of a destroyed scene", F.ds_win ? (void *)F.ds_win : (void *)1);
        WINF("foreign window (scene B)", F.wb ? (void *)F.wb : (void *)1);
        WINF("touch handle (wrong kind)", F.t1 ? (void *)F.t1 : (void *)1);
#undef WINF
        MUT("window=V1 (a view that is not a window)", SEV_WARN, tr->window = F.v1);
        MUT("size=0", SEV_WARN, tr->size = 0);
        MUT("size=4", SEV_WARN, tr->size = 4);
        MUT("size=UINT32_MAX", SEV_NONE, tr->size = UINT32_MAX);
        MUT("phase=NONE", SEV_WARN, tr->phase = TC_PHASE_NONE);
        MUT("phase=MOVED", SEV_WARN, tr->phase = TC_PHASE_MOVED);
        MUT("phase=7777", SEV_WARN, tr->phase = 7777);
        MUT("phase=CHANGED with none live", SEV_WARN, tr->phase = TC_PHASE_CHANGED);
        MUT("phase=ENDED with none live", SEV_WARN, tr->phase = TC_PHASE_ENDED);
        MUT("phase=CANCELLED with none live", SEV_WARN, tr->phase = TC_PHASE_CANCELLED);
        MUT("scale=0", SEV_WARN, tr->scale = 0);
        MUT("scale=-1", SEV_WARN, tr->scale = -1);
        MUT("scale=NaN", SEV_WARN, tr->scale = NAN);
        MUT("scale=+inf", SEV_WARN, tr->scale = INFINITY);
        MUT("scale=1e308", SEV_NONE, tr->scale = 1e308);
        MUT("rotation=NaN", SEV_WARN, tr->rotation = NAN);
        MUT("rotation=-inf", SEV_WARN, tr->rotation = -INFINITY);
        MUT("x=NaN", SEV_WARN, tr->x = NAN);
        MUT("y=1e16 (> TC_MAX_COORDINATE)", SEV_WARN, tr->y = 1e16);
        MUT("timestamp=-1 (backwards)", SEV_WARN, tr->timestamp = -1);
        MUT("timestamp=1e13 (> TC_MAX_TIMESTAMP)", SEV_WARN, tr->timestamp = 1e13);
        MUT("timestamp=+inf", SEV_WARN, tr->timestamp = INFINITY);
        break;
    }
    case B_UPDATE: {
        tc_touch_update *u = p;
        MUT("size=0", SEV_WARN, u->size = 0);
        MUT("size=4", SEV_WARN, u->size = 4);
        MUT("size=UINT32_MAX", SEV_NONE, u->size = UINT32_MAX);
        MUT("properties=0", SEV_WARN, u->properties = 0);
        MUT("properties=0x10 (unknown bit)", SEV_WARN, u->properties = 0x10);
        MUT("properties=UINT32_MAX", SEV_WARN, u->properties = UINT32_MAX);
        MUT("properties=AZIMUTH (not expected)", SEV_WARN, u->properties = TC_PROPERTY_AZIMUTH);
        MUT("properties=FORCE|ALTITUDE (altitude not expected)", SEV_WARN,
            u->properties = TC_PROPERTY_FORCE | TC_PROPERTY_ALTITUDE);
        MUT("id=77 (no such sample)", SEV_WARN, u->id = 77);
        MUT("id=INT64_MIN", SEV_WARN, u->id = INT64_MIN);
        MUT("estimation_update_index=43 (no such sample)", SEV_WARN, u->estimation_update_index = 43);
        MUT("estimation_update_index=-1", SEV_WARN, u->estimation_update_index = -1);
        MUT("force=-1", SEV_WARN, u->force = -1);
        MUT("force=NaN", SEV_WARN, u->force = NAN);
        MUT("force=+inf", SEV_WARN, u->force = INFINITY);
        MUT("reserved=1", SEV_WARN, u->reserved = 1);
        MUT("timestamp=NaN", SEV_WARN, u->timestamp = NAN);
        MUT("timestamp=-1 (backwards)", SEV_WARN, u->timestamp = -1);
        MUT("timestamp=1e13 (> TC_MAX_TIMESTAMP)", SEV_WARN, u->timestamp = 1e13);
        MUT("touch=garbage, remaining=UINT32_MAX (ignored on input)", SEV_NONE,
            (u->touch = (tc_touch *)(uintptr_t)0xdeadbeefu, u->remaining = UINT32_MAX));
        MUT("altitude=NaN without TC_PROPERTY_ALTITUDE", SEV_NONE, u->altitude = NAN);
        break;
    }
    case B_POLY: {
        double *xy = p;
        MUT("xy[0]=NaN", SEV_WARN, xy[0] = NAN);
        MUT("xy[5]=+inf", SEV_WARN, xy[5] = INFINITY);
        MUT("all points equal", SEV_NONE, for (int i = 0; i < 8; i++) xy[i] = 1);
        break;
    }
    case B_RECPARAMS: {
        tc_recognizer_params *r = p;
        MUT("size=0", SEV_WARN, r->size = 0);
        MUT("size=4", SEV_WARN, r->size = 4);
        MUT("size=UINT32_MAX", SEV_NONE, r->size = UINT32_MAX);
        MUT("kind=0", SEV_WARN, r->kind = 0);
        MUT("kind=7777", SEV_WARN, r->kind = 7777);
        MUT("kind=-1", SEV_WARN, r->kind = -1);
        MUT("taps_required=0", SEV_WARN, r->taps_required = 0);
        MUT("taps_required=INT32_MIN", SEV_WARN, r->taps_required = INT32_MIN);
        MUT("touches_required=-1", SEV_WARN, r->touches_required = -1);
        MUT("touches_required=INT32_MAX", SEV_NONE, r->touches_required = INT32_MAX);
        MUT("allowable_movement=-1", SEV_WARN, r->allowable_movement = -1);
        MUT("allowable_movement=NaN", SEV_WARN, r->allowable_movement = NAN);
        MUT("tap_interval=+inf", SEV_WARN, r->tap_interval = INFINITY);
        MUT("tap_radius=-inf", SEV_WARN, r->tap_radius = -INFINITY);
        MUT("min_duration=NaN", SEV_NONE, r->min_duration = NAN);
        MUT("min_touches=5,max_touches=2", SEV_NONE, (r->min_touches = 5, r->max_touches = 2));
        MUT("direction=0,edges=UINT32_MAX", SEV_NONE, (r->direction = 0, r->edges = UINT32_MAX));
        MUT("swipe_angle=NaN,slop=-1", SEV_NONE, (r->swipe_angle = NAN, r->slop = -1));
        MUT("enabled=7777,cancels/delays=-1", SEV_NONE,
            (r->enabled = 7777, r->cancels_touches_in_view = -1, r->delays_touches_began = -1,
             r->delays_touches_ended = -1));
        /* P1, P2, P4 */
        MUT("allowed_touch_types=1 (bit 0: no type)", SEV_WARN, r->allowed_touch_types = 1);
        MUT("allowed_touch_types=UINT32_MAX", SEV_WARN, r->allowed_touch_types = UINT32_MAX);
        MUT("allowed_touch_types=0 (none)", SEV_NONE, r->allowed_touch_types = 0);
        MUT("button_mask_required=0", SEV_WARN, r->button_mask_required = 0);
        MUT("button_mask_required=UINT32_MAX", SEV_NONE, r->button_mask_required = UINT32_MAX);
        MUT("kind=PAN, allowed_scroll_types=4 (unknown bit)", SEV_WARN,
            (r->kind = TC_RECOGNIZER_PAN, r->allowed_scroll_types = 4));
        MUT("kind=PAN, allowed_scroll_types=UINT32_MAX", SEV_WARN,
            (r->kind = TC_RECOGNIZER_PAN, r->allowed_scroll_types = UINT32_MAX));
        MUT("reserved=1", SEV_WARN, r->reserved = 1);
        MUT("tap_duration=NaN", SEV_NONE, r->tap_duration = NAN);
        MUT("tap_duration=-1", SEV_NONE, r->tap_duration = -1);
        MUT("old header: size ends at tap_duration (its default)", SEV_NONE,
            (r->tap_duration = -1, r->size = (uint32_t)offsetof(tc_recognizer_params, tap_duration)));
        MUT("requires_exclusive_touch_type=-7", SEV_NONE, r->requires_exclusive_touch_type = -7);
        MUT("old header: size ends at requires_exclusive_touch_type (its default)", SEV_NONE,
            (r->requires_exclusive_touch_type = 0,
             r->size = (uint32_t)offsetof(tc_recognizer_params, requires_exclusive_touch_type)));
        MUT("kind=HOVER", SEV_NONE, rec_params(r, TC_RECOGNIZER_HOVER));
        MUT("old header: size ends at enabled (defaults for the rest)", SEV_NONE,
            (r->allowed_touch_types = 0, r->reserved = 77,
             r->size = (uint32_t)offsetof(tc_recognizer_params, allowed_touch_types)));
        break;
    }
    case B_DELEGATE: {
        tc_recognizer_delegate *d = p;
        MUT("size=0", SEV_WARN, d->size = 0);
        MUT("size=1", SEV_WARN, d->size = 1);
        MUT("size=UINT32_MAX", SEV_NONE, d->size = UINT32_MAX);
        MUT("all callbacks NULL", SEV_NONE,
            (d->should_begin = 0, d->should_receive_touch = 0, d->should_recognize_simultaneously = 0,
             d->should_require_failure_of = 0, d->should_be_required_to_fail_by = 0,
             d->should_receive_event = 0));
        MUT("old header: size ends at user_data (no should_receive_event)", SEV_NONE,
            d->size = (uint32_t)offsetof(tc_recognizer_delegate, should_receive_event));
        MUT("size one byte short of user_data's end", SEV_WARN,
            d->size = (uint32_t)offsetof(tc_recognizer_delegate, should_receive_event) - 1);
        break;
    }
    case B_SCROLLPARAMS: {
        tc_scroll_params *sp = p;
        MUT("size=0", SEV_WARN, sp->size = 0);
        MUT("size=UINT32_MAX", SEV_NONE, sp->size = UINT32_MAX);
        MUT("content_w=-1", SEV_WARN, sp->content_w = -1);
        MUT("content_h=NaN", SEV_WARN, sp->content_h = NAN);
        MUT("deceleration_rate=1", SEV_WARN, sp->deceleration_rate = 1);
        MUT("deceleration_rate=0", SEV_WARN, sp->deceleration_rate = 0);
        MUT("flags=7777", SEV_NONE, (sp->paging = 7777, sp->bounces = -1));
        MUT("bounces_horizontally=0, bounces_vertically=1", SEV_NONE,
            (sp->bounces_horizontally = 0, sp->bounces_vertically = 1));
        MUT("bounces_vertically=2", SEV_WARN, sp->bounces_vertically = 2);
        MUT("bounces_horizontally=INT32_MIN", SEV_WARN, sp->bounces_horizontally = INT32_MIN);
        MUT("old header: size ends at reserved (no per-axis bounces)", SEV_NONE,
            sp->size = (uint32_t)offsetof(tc_scroll_params, bounces_vertically));
        break;
    }
    case B_SCROLLCB: {
        tc_scroll_callbacks *c = p;
        MUT("size=0", SEV_WARN, c->size = 0);
        MUT("size=UINT32_MAX", SEV_NONE, c->size = UINT32_MAX);
        MUT("all callbacks NULL", SEV_NONE,
            (c->event = 0, c->touches_should_begin = 0, c->touches_should_cancel = 0));
        break;
    }
    case B_KV: {
        tc_kv *kv = p;
        MUT("pairs[0].key=NULL", SEV_NONE, kv->key = NULL);
        MUT("pairs[0].value=NULL", SEV_NONE, kv->value = NULL);
        MUT("pairs[0].key=invalid UTF-8", SEV_NONE, kv->key = "\xff\xfe\x80");
        break;
    }
    }
    return 0;
#undef MUT
}

static size_t out_size(int sub) {
    switch (sub) {
    case O_PTR: return sizeof(void *);
    case O_D: return sizeof(double);
    case O_I32: return sizeof(int32_t);
    case O_SZ: return sizeof(size_t);
    case O_RECT: return sizeof(tc_rect);
    case O_AFFINE: return sizeof(tc_affine);
    case O_RESPONDER: return sizeof(tc_responder);
    case O_TOUCHINFO: return sizeof(tc_touch_info);
    case O_RECPARAMS: return sizeof(tc_recognizer_params);
    case O_DETAILS: return sizeof(tc_gesture_details);
    case O_CTLSTATE: return sizeof(tc_control_state);
    case O_PARAMINFO: return sizeof(tc_param_info);
    case O_SCROLLPARAMS: return sizeof(tc_scroll_params);
    case O_TOUCHPOINT: return sizeof(tc_touch_point);
    }
    return 8;
}
static size_t in_size(int sub) {
    switch (sub) {
    case B_CONFIG: return sizeof(tc_scene_config);
    case B_AFFINE: return sizeof(tc_affine);
    case B_RECT: return sizeof(tc_rect);
    case B_CALLBACKS: return sizeof(tc_responder_callbacks);
    case B_SAMPLE: return sizeof(tc_touch_sample);
    case B_SAMPLES: return 2 * sizeof(tc_touch_sample);
    case B_POLY: return 8 * sizeof(double);
    case B_KV: return sizeof(tc_kv);
    case B_RECPARAMS: return sizeof(tc_recognizer_params);
    case B_DELEGATE: return sizeof(tc_recognizer_delegate);
    case B_SCROLLPARAMS: return sizeof(tc_scroll_params);
    case B_SCROLLCB: return sizeof(tc_scroll_callbacks);
    case B_HOVER: return sizeof(tc_hover_sample);
    case B_SCROLLIN: return sizeof(tc_scroll_input);
    case B_TRANSFORM: return sizeof(tc_transform_input);
    case B_UPDATE: return sizeof(tc_touch_update);
    }
    return 8;
}
/* arrays live at the start of a zeroed page (the next element is all zero),
 * single structs at the very end of the page, against a guard page. */
static int in_at_page_start(int sub) { return sub == B_SAMPLES || sub == B_KV; }

static void build_in(int sub, void *p) {
    switch (sub) {
    case B_CONFIG: TC_SCENE_CONFIG_INIT((tc_scene_config *)p); break;
    case B_AFFINE: {
        tc_affine id = {1, 0, 0, 1, 0, 0};
        memcpy(p, &id, sizeof id);
        break;
    }
    case B_RECT: {
        tc_rect r = {10, 10, 100, 100};
        memcpy(p, &r, sizeof r);
        break;
    }
    case B_CALLBACKS: {
        tc_responder_callbacks *c = p;
        TC_RESPONDER_CALLBACKS_INIT(c);
        c->touches = cb_touches;
        c->motion = cb_event;
        c->remote = cb_event;
        c->presses = cb_event;
        c->route = cb_route;
        c->user_data = (void *)0x1234;
        c->hover = cb_hover;
        c->estimated_update = cb_estimated_update;
        break;
    }
    case B_SAMPLE: case B_SAMPLES: {
        tc_touch_sample *s = p;
        int n = sub == B_SAMPLES ? 2 : 1;
        for (int i = 0; i < n; i++) {
            TC_TOUCH_SAMPLE_INIT(&s[i]);
            s[i].id = 100 + i;
            s[i].x = 60 + 40 * i;
            s[i].y = 60;
            s[i].timestamp = 5.0;
            s[i].window = F.wa;
        }
        break;
    }
    case B_POLY: {
        double sq[8] = {0, 0, 100, 0, 100, 100, 0, 100};
        memcpy(p, sq, sizeof sq);
        break;
    }
    case B_KV: {
        tc_kv *kv = p;
        kv->key = "k";
        kv->value = "v";
        break;
    }
    case B_RECPARAMS: rec_params((tc_recognizer_params *)p, TC_RECOGNIZER_TAP); break;
    case B_DELEGATE: {
        tc_recognizer_delegate *d = p;
        d->size = sizeof *d;
        d->should_begin = cb_del_should_begin;
        d->should_receive_touch = cb_del_receive;
        d->should_recognize_simultaneously = cb_del_pair;
        d->should_require_failure_of = cb_del_pair;
        d->should_be_required_to_fail_by = cb_del_pair;
        d->user_data = (void *)0x1234;
        d->should_receive_event = cb_del_event;
        break;
    }
    case B_SCROLLPARAMS: scroll_params((tc_scroll_params *)p); break;
    case B_SCROLLCB: {
        tc_scroll_callbacks *c = p;
        TC_SCROLL_CALLBACKS_INIT(c);
        c->event = cb_scroll_event;
        c->touches_should_begin = cb_scroll_should_begin;
        c->touches_should_cancel = cb_scroll_should_cancel;
        break;
    }
    case B_HOVER: {
        tc_hover_sample *h = p;
        TC_HOVER_SAMPLE_INIT(h);
        h->id = 200;
        h->x = 100;
        h->y = 100;
        h->timestamp = 5.0;
        h->window = F.wa;
        break;
    }
    case B_SCROLLIN: {
        tc_scroll_input *si = p;
        TC_SCROLL_INPUT_INIT(si);
        si->dy = -10;
        si->x = 60;
        si->y = 60;
        si->timestamp = 5.0;
        si->window = F.wa;
        break;
    }
    case B_TRANSFORM: {
        tc_transform_input *tr = p;
        TC_TRANSFORM_INPUT_INIT(tr);
        tr->x = 60;
        tr->y = 60;
        tr->timestamp = 5.0;
        tr->window = F.wa;
        break;
    }
    case B_UPDATE: {
        tc_touch_update *u = p;
        TC_TOUCH_UPDATE_INIT(u);
        u->id = 1;
        u->estimation_update_index = T1_UPDATE_INDEX;
        u->properties = TC_PROPERTY_FORCE;
        u->force = 0.5;
        u->timestamp = 5.0;
        break;
    }
    }
}

/* ------------------------------------------------------------------------ */
/* Child                                                                    */
/* ------------------------------------------------------------------------ */

enum stage { ST_START = 0, ST_FIXTURE, ST_CALL, ST_POST, ST_REDISPATCH, ST_TEARDOWN, ST_DONE };
static const char *stage_name[] = {"start", "building the fixture", "the call",
                                   "post-call queries (tc_scene_last_error, tc_status_string)",
                                   "re-dispatch/hit-test of the scenes after the call",
                                   "destroying the scenes after the call", "done"};

typedef struct {
    volatile int stage;
    volatile int skipped;
    volatile int64_t ret;
    volatile int ret_null;
    volatile int out_written_on_fail; /* arg index + 1 */
    volatile int lasterr_null;
    char missing[512];
    char skipnote[128];
    char lasterr[256];
    char changed[128];
} shres;

static shres *g_res;
static char *g_pages; /* MAXARGS * 2 pages: RW page + guard page */

static void *page_of(int i) { return g_pages + (size_t)i * 2 * g_pg; }

static ffi_type *ffi_of(int kind) {
    switch (kind) {
    case K_D: return &ffi_type_double;
    case K_I32: return &ffi_type_sint32;
    case K_I64: return &ffi_type_sint64;
    case K_SZ: return &ffi_type_uint64;
    case K_U32: return &ffi_type_uint32;
    default: return &ffi_type_pointer;
    }
}

/* ---- state digest: "an invalid call changes nothing" ---- */
DECL(tc_scene_queued_count);
DECL(tc_scene_touch_count);
DECL(tc_scene_get_key_window);
DECL(tc_scene_get_focus);
DECL(tc_scene_get_first_responder);
DECL(tc_view_get_frame);
DECL(tc_view_get_bounds);
DECL(tc_view_get_transform);
DECL(tc_view_get_alpha);
DECL(tc_view_get_flag);
DECL(tc_view_get_superview);
DECL(tc_view_get_subview_count);
DECL(tc_view_get_subview);
DECL(tc_controller_get_view);
DECL(tc_touch_get_info);

#define DIGEST_MAX 256
typedef struct {
    int n;
    uint64_t h[DIGEST_MAX];
    const char *what[DIGEST_MAX];
} digest;
static void dg_add(digest *d, const char *what, int32_t st, const void *p, size_t len) {
    if (d->n >= DIGEST_MAX) return;
    uint64_t h = 1469598103934665603ull ^ (uint32_t)st;
    const unsigned char *b = p;
    for (size_t i = 0; i < len; i++) h = (h ^ b[i]) * 1099511628211ull;
    d->what[d->n] = what;
    d->h[d->n++] = h;
}
static void take_digest(digest *d) {
    d->n = 0;
    tc_scene *sc[2] = {F.sa, F.sb};
    static const char *sn[2][6] = {
        {"A: clock", "A: queued count", "A: touch count", "A: key window", "A: focus", "A: first responder"},
        {"B: clock", "B: queued count", "B: touch count", "B: key window", "B: focus", "B: first responder"}};
    for (int k = 0; k < 2; k++) {
        if (!sc[k]) continue;
        double t = 0;
        size_t z = 0;
        tc_view *v = NULL;
        if (p_tc_scene_now) { t = 0; int32_t st = p_tc_scene_now(sc[k], &t); dg_add(d, sn[k][0], st, &t, sizeof t); }
        if (p_tc_scene_queued_count) { z = 0; int32_t st = p_tc_scene_queued_count(sc[k], &z); dg_add(d, sn[k][1], st, &z, sizeof z); }
        if (p_tc_scene_touch_count) { z = 0; int32_t st = p_tc_scene_touch_count(sc[k], &z); dg_add(d, sn[k][2], st, &z, sizeof z); }
        if (p_tc_scene_get_key_window) { v = NULL; int32_t st = p_tc_scene_get_key_window(sc[k], &v); dg_add(d, sn[k][3], st, &v, sizeof v); }
        if (p_tc_scene_get_focus) { v = NULL; int32_t st = p_tc_scene_get_focus(sc[k], &v); dg_add(d, sn[k][4], st, &v, sizeof v); }
        if (p_tc_scene_get_first_responder) { v = NULL; int32_t st = p_tc_scene_get_first_responder(sc[k], &v); dg_add(d, sn[k][5], st, &v, sizeof v); }
    }
    tc_view *views[] = {F.wa, F.v1, F.v2, F.v3, F.wb, F.vb1, F.vb2, F.vb3};
    static const char *vn[] = {"windowA", "V1", "V2", "V3", "windowB", "VB1", "VB2", "VB3"};
    static const char *vf[][8] = {
#define VF(n) {n ": frame", n ": bounds", n ": transform", n ": alpha", n ": flags", n ": superview", n ": subviews", n ": subview 0"}
        VF("windowA"), VF("V1"), VF("V2"), VF("V3"), VF("windowB"), VF("VB1"), VF("VB2"), VF("VB3")
#undef VF
    };
    (void)vn;
    for (int k = 0; k < 8; k++) {
        tc_view *w = views[k];
        if (!w) continue;
        tc_rect r;
        tc_affine a;
        double al;
        size_t z;
        tc_view *v;
        if (p_tc_view_get_frame) { memset(&r, 0, sizeof r); int32_t st = p_tc_view_get_frame(w, &r); dg_add(d, vf[k][0], st, &r, sizeof r); }
        if (p_tc_view_get_bounds) { memset(&r, 0, sizeof r); int32_t st = p_tc_view_get_bounds(w, &r); dg_add(d, vf[k][1], st, &r, sizeof r); }
        if (p_tc_view_get_transform) { memset(&a, 0, sizeof a); int32_t st = p_tc_view_get_transform(w, &a); dg_add(d, vf[k][2], st, &a, sizeof a); }
        if (p_tc_view_get_alpha) { al = 0; int32_t st = p_tc_view_get_alpha(w, &al); dg_add(d, vf[k][3], st, &al, sizeof al); }
        if (p_tc_view_get_flag) {
            int32_t fl[TC_VIEW_CAN_RESIGN_FIRST_RESPONDER + 1] = {0}, st = 0;
            for (int f = 1; f <= TC_VIEW_CAN_RESIGN_FIRST_RESPONDER; f++) st |= p_tc_view_get_flag(w, f, &fl[f]);
            dg_add(d, vf[k][4], st, fl, sizeof fl);
        }
        if (p_tc_view_get_superview) { v = NULL; int32_t st = p_tc_view_get_superview(w, &v); dg_add(d, vf[k][5], st, &v, sizeof v); }
        if (p_tc_view_get_subview_count) { z = 0; int32_t st = p_tc_view_get_subview_count(w, &z); dg_add(d, vf[k][6], st, &z, sizeof z); }
        if (p_tc_view_get_subview) { v = NULL; int32_t st = p_tc_view_get_subview(w, 0, &v); dg_add(d, vf[k][7], st, &v, sizeof v); }
    }
    tc_controller *cs[] = {F.c1, F.cb};
    static const char *cn[] = {"C1: view", "CB: view"};
    for (int k = 0; k < 2; k++) {
        if (!cs[k] || !p_tc_controller_get_view) continue;
        tc_view *v = NULL;
        int32_t st = p_tc_controller_get_view(cs[k], &v);
        dg_add(d, cn[k], st, &v, sizeof v);
    }
    tc_recognizer *rs[] = {F.r1, F.r2, F.rb1};
    static const char *rn[] = {"R1: state", "R2: state", "RB1: state"};
    for (int k = 0; k < 3; k++) {
        if (!rs[k] || !p_tc_recognizer_get_state) continue;
        int32_t stt = 0;
        int32_t st = p_tc_recognizer_get_state(rs[k], &stt);
        dg_add(d, rn[k], st, &stt, sizeof stt);
    }
    tc_view *cts[] = {F.ctl, F.vbctl};
    static const char *ctn[] = {"CTL: control state", "VBCTL: control state"};
    for (int k = 0; k < 2; k++) {
        if (!cts[k] || !p_tc_control_get_state) continue;
        tc_control_state cs;
        memset(&cs, 0, sizeof cs);
        cs.size = sizeof cs;
        int32_t st = p_tc_control_get_state(cts[k], &cs);
        dg_add(d, ctn[k], st, &cs, sizeof cs);
    }
    tc_touch *ts[] = {F.t1, F.tb};
    static const char *tn[] = {"T1: info", "TB: info"};
    for (int k = 0; k < 2; k++) {
        if (!ts[k] || !p_tc_touch_get_info) continue;
        tc_touch_info ti;
        memset(&ti, 0, sizeof ti);
        ti.size = sizeof ti;
        int32_t st = p_tc_touch_get_info(ts[k], &ti);
        dg_add(d, tn[k], st, &ti, sizeof ti);
    }
}
static digest g_dg_before, g_dg_after;

union rvu {
    ffi_sarg s;
    ffi_arg u;
    void *p;
};
static ffi_cif g_cif;
static union rvu g_rv;
static void *g_call_fp;
static void **g_call_avals;
static int g_called, g_in_cb;

static void do_call(void) {
    g_called = 1;
    ffi_call(&g_cif, FFI_FN(g_call_fp), &g_rv, g_call_avals);
}
static int32_t ctx_touches(const tc_responder *r, const tc_touches_event *e, void *u) {
    (void)r; (void)e; (void)u;
    if (!g_called && !g_in_cb) {
        g_in_cb = 1;
        do_call();
        g_in_cb = 0;
    }
    return TC_HANDLED;
}
static int32_t ctx_point_inside(tc_view *v, double x, double y, int32_t er, void *u) {
    (void)v; (void)x; (void)y; (void)u;
    if (!g_called && !g_in_cb) {
        g_in_cb = 1;
        do_call();
        g_in_cb = 0;
    }
    return er;
}
static void ctx_gesture(tc_recognizer *r, const tc_gesture_details *d, void *u) {
    (void)r; (void)d; (void)u;
    if (!g_called && !g_in_cb) {
        g_in_cb = 1;
        do_call();
        g_in_cb = 0;
    }
}
DECL(tc_view_set_responder);
DECL(tc_view_set_point_inside_fn);
DECL(tc_recognizer_set_action);

/* T1 (id 1, at 60,60 in window A) hits V2: a MOVED sample dispatches a
 * touches event to V2, whose callback makes the call. A hit test of window A
 * calls window A's point-inside override, which makes the call. */
static int trigger_context(int ctx) {
    if (ctx == CX_TOUCHES) {
        if (!F.v2 || !F.t1 || !p_tc_view_set_responder) return 0;
        tc_responder_callbacks cb;
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        cb.touches = ctx_touches;
        if (p_tc_view_set_responder(F.v2, &cb) != TC_OK) return 0;
        if (push(F.sa, NULL, TC_PHASE_MOVED, 1, 61, 61, 2.0) != TC_OK) return 0;
        dispatch(F.sa);
    } else if (ctx == CX_GESTURE) {
        /* a tap on V1 outside V2: R1 (tap, on V1) recognizes and calls its action */
        if (!F.r1 || !p_tc_recognizer_set_action) return 0;
        if (p_tc_recognizer_set_action(F.r1, ctx_gesture, NULL) != TC_OK) return 0;
        if (push(F.sa, F.wa, TC_PHASE_BEGAN, 60, 150, 150, 3.0) != TC_OK) return 0;
        dispatch(F.sa);
        if (!g_called) {
            push(F.sa, F.wa, TC_PHASE_ENDED, 60, 150, 150, 3.05);
            dispatch(F.sa);
        }
    } else {
        if (!F.wa || !p_tc_view_set_point_inside_fn || !p_tc_view_hit_test) return 0;
        if (p_tc_view_set_point_inside_fn(F.wa, ctx_point_inside, NULL) != TC_OK) return 0;
        tc_view *hit = NULL;
        p_tc_view_hit_test(F.wa, 60, 60, &hit);
    }
    return g_called;
}

static void child_main(const fnrow *row, void *fp, variant var) {
    shres *R = g_res;
    alarm(5);
    R->stage = ST_FIXTURE;
    build_fixture();
    memcpy(R->missing, F.missing, sizeof F.missing);
    R->stage = ST_CALL;

    int n = row_nargs(row);
    ffi_type *types[MAXARGS];
    union {
        void *p;
        double d;
        int32_t i32;
        int64_t i64;
        uint64_t u64;
    } vals[MAXARGS];
    void *avals[MAXARGS];
    void *outbuf[MAXARGS] = {0};
    unsigned char outsnap[MAXARGS][256];
    size_t outsnaplen[MAXARGS] = {0};
    char *longstr = NULL;

    for (int i = 0; i < n; i++) {
        const argspec *a = &row->a[i];
        int varied = (var.mode == M_ARG || var.mode == M_FIELD) && var.arg == i;
        types[i] = ffi_of(a->kind);
        avals[i] = &vals[i];
        memset(&vals[i], 0, sizeof vals[i]);
        char *pg = page_of(i);
        memset(pg, 0, (size_t)g_pg);
        switch (a->kind) {
        case K_SCENE: case K_VIEW: case K_CTRL: case K_TOUCH: case K_REC: {
            int hv = HV_VALID, skip = 0;
            if (var.mode == M_ARG && var.arg == i) hv = var.v;
            if (var.mode == M_ALLH) hv = var.v;
            vals[i].p = handle_value(a->kind, a->sub, hv, &skip);
            if (skip) {
                R->skipped = 1;
                snprintf(R->skipnote, sizeof R->skipnote, "fixture cannot provide %s for arg %d",
                         hv_name[hv], i);
                _exit(0);
            }
            break;
        }
        case K_OUT: {
            size_t sz = out_size(a->sub);
            void *p = pg + g_pg - sz; /* tight against the guard page */
            if (a->sub == O_TOUCHINFO || a->sub == O_RECPARAMS || a->sub == O_DETAILS || a->sub == O_CTLSTATE ||
                a->sub == O_PARAMINFO || a->sub == O_SCROLLPARAMS || a->sub == O_TOUCHPOINT)
                *(uint32_t *)p = (uint32_t)sz; /* "set by the caller" */
            if (varied && var.mode == M_ARG && var.v == PV_NULL) p = NULL;
            else if (varied && var.mode == M_ARG && var.v == PV_SCRATCH) p = pg;
            else if (varied && var.mode == M_FIELD) {
                const char *d;
                int sev;
                p = pg; /* a 4 KiB buffer: the size field may claim a larger struct */
                *(uint32_t *)p = (uint32_t)sz;
                mutation(1, a->sub, var.v, p, &d, &sev);
                if (!strncmp(d, "old header", 10)) {
                    /* an older, smaller struct: against the guard page, so a
                     * write past its size crashes */
                    uint32_t claimed = *(uint32_t *)p;
                    p = pg + g_pg - claimed;
                    memset(p, 0, claimed);
                    *(uint32_t *)p = claimed;
                }
            }
            vals[i].p = p;
            outbuf[i] = p;
            if (p && !(a->flags & F_FAILOUT)) {
                size_t avail = (size_t)((char *)pg + g_pg - (char *)p);
                outsnaplen[i] = sz > sizeof outsnap[i] ? sizeof outsnap[i] : sz;
                if (outsnaplen[i] > avail) outsnaplen[i] = avail;
                memcpy(outsnap[i], p, outsnaplen[i]);
            }
            break;
        }
        case K_IN: {
            size_t sz = in_size(a->sub);
            void *p = in_at_page_start(a->sub) ? (void *)pg : (void *)(pg + g_pg - sz);
            build_in(a->sub, p);
            if (varied && var.mode == M_ARG && var.v == PV_NULL) p = NULL;
            else if (varied && var.mode == M_ARG && var.v == PV_SCRATCH) {
                memset(pg, 0, (size_t)g_pg);
                p = pg;
            } else if (varied && var.mode == M_FIELD) {
                const char *d;
                int sev;
                mutation(0, a->sub, var.v, p, &d, &sev);
                if (!strncmp(d, "old header", 10) && !in_at_page_start(a->sub)) {
                    /* an older, smaller struct, against the guard page: a
                     * read past its size crashes */
                    uint32_t claimed = *(uint32_t *)p;
                    memmove(pg + g_pg - claimed, p, claimed);
                    p = pg + g_pg - claimed;
                }
            }
            vals[i].p = p;
            break;
        }
        case K_STR: {
            const char *s = "tap";
            if (varied) {
                switch (var.v) {
                case SV_NULL: s = NULL; break;
                case SV_EMPTY: s = ""; break;
                case SV_BADUTF8: s = "\xff\xfe\x80\xc0"; break;
                case SV_LONG:
                    longstr = malloc(65537);
                    memset(longstr, 'x', 65536);
                    longstr[65536] = 0;
                    s = longstr;
                    break;
                }
            }
            vals[i].p = (void *)s;
            break;
        }
        case K_D: vals[i].d = varied ? dvals[var.v] : a->d; break;
        case K_I32: vals[i].i32 = varied ? ivals[var.v] : a->sub == 1 ? F.ctl_target_id : (int32_t)a->i; break;
        case K_U32: vals[i].u64 = 0; vals[i].i32 = (int32_t)(varied ? uvals[var.v] : (uint32_t)a->i); break;
        case K_I64: vals[i].i64 = varied ? lvals[var.v] : (int64_t)a->i; break;
        case K_SZ: vals[i].u64 = varied ? zvals[var.v] : (uint64_t)a->i; break;
        case K_FN: {
            void *f = NULL;
            switch (a->sub) {
            case FN_POINT_INSIDE: f = (void *)cb_point_inside; break;
            case FN_HIT_TEST: f = (void *)cb_hit_test; break;
            case FN_TRACE: f = (void *)cb_trace; break;
            case FN_UNHANDLED: f = (void *)cb_unhandled; break;
            case FN_GESTURE: f = (void *)cb_gesture; break;
            case FN_CUSTOM_TOUCHES: f = (void *)cb_custom_touches; break;
            case FN_GESTURE_SHOULD_BEGIN: f = (void *)cb_gesture_should_begin; break;
            case FN_CONTROL: f = (void *)cb_control; break;
            case FN_CUSTOM_RESET: f = (void *)cb_custom_reset; break;
            case FN_CUSTOM_PREVENT: f = (void *)cb_custom_prevent; break;
            }
            vals[i].p = varied ? NULL : f;
            break;
        }
        case K_UD: vals[i].p = varied ? (void *)(uintptr_t)0xdeadbeefu : (void *)0x1234; break;
        }
    }

    ffi_type *rt = row->ret == R_STATUS ? &ffi_type_sint32
                   : row->ret == R_U32  ? &ffi_type_uint32
                                        : &ffi_type_pointer;
    if (ffi_prep_cif(&g_cif, FFI_DEFAULT_ABI, (unsigned)n, rt, types) != FFI_OK) _exit(3);
    memset(&g_rv, 0, sizeof g_rv);
    g_call_fp = fp;
    g_call_avals = avals;
    if (var.ctx == CX_DIRECT) {
        take_digest(&g_dg_before);
        do_call();
        if (row->ret == R_STATUS && (int32_t)g_rv.s != TC_OK) {
            /* self-test of this check: TC_FFI_SWEEP_SELFTEST=1 changes V3 behind the call */
            if (getenv("TC_FFI_SWEEP_SELFTEST") && F.v3 && p_tc_view_set_flag)
                p_tc_view_set_flag(F.v3, TC_VIEW_HIDDEN, 1);
            take_digest(&g_dg_after);
            for (int k = 0; k < g_dg_before.n && k < g_dg_after.n; k++)
                if (g_dg_before.h[k] != g_dg_after.h[k] || g_dg_before.what[k] != g_dg_after.what[k]) {
                    snprintf(R->changed, sizeof R->changed, "%s", g_dg_before.what[k]);
                    break;
                }
            if (!R->changed[0] && g_dg_before.n != g_dg_after.n)
                snprintf(R->changed, sizeof R->changed, "the set of answering getters");
        }
    } else {
        /* make the call from inside a callback of a dispatch / hit test */
        if (!trigger_context(var.ctx)) {
            R->skipped = 1;
            snprintf(R->skipnote, sizeof R->skipnote, "the %s was not reached",
                     var.ctx == CX_TOUCHES ? "touches callback"
                     : var.ctx == CX_GESTURE ? "gesture action" : "point-inside callback");
            _exit(0);
        }
    }
    R->stage = ST_POST;
    union rvu rv = g_rv;

    R->stage = ST_POST;
    if (row->ret == R_STATUS) {
        R->ret = (int32_t)rv.s;
        if (rv.s != TC_OK) {
            for (int i = 0; i < n; i++)
                if (outbuf[i] && memcmp(outbuf[i], outsnap[i], outsnaplen[i]) != 0 &&
                    !R->out_written_on_fail)
                    R->out_written_on_fail = i + 1;
        }
        if (p_tc_status_string) {
            const char *s = p_tc_status_string((int32_t)rv.s);
            if (!s) R->lasterr_null = 2;
            else (void)strlen(s);
        }
    } else if (row->ret == R_U32) {
        R->ret = (uint32_t)rv.u;
    } else {
        const char *s = rv.p;
        R->ret_null = s == NULL;
        if (s) (void)strlen(s);
    }
    if (p_tc_scene_last_error) {
        tc_scene *ss[] = {F.sa, F.sb, NULL, F.dead_scene_early};
        for (int k = 0; k < 4; k++) {
            const char *s = p_tc_scene_last_error(ss[k]);
            if (!s) R->lasterr_null = 1;
            else (void)strlen(s);
        }
    }

    if (p_tc_scene_last_error && var.mode == M_BASE) {
        const char *s = p_tc_scene_last_error(F.sa);
        if (s) snprintf(R->lasterr, sizeof R->lasterr, "last error: \"%s\"", s);
    }
    R->stage = ST_REDISPATCH;
    if (row->ret == R_STATUS && strcmp(row->name, "tc_scene_destroy") != 0) {
        dispatch(F.sa);
        dispatch(F.sb);
        if (p_tc_view_hit_test && F.wa) {
            tc_view *hit = NULL;
            p_tc_view_hit_test(F.wa, 60, 60, &hit);
        }
    }
    R->stage = ST_TEARDOWN;
    if (p_tc_scene_destroy && strcmp(row->name, "tc_scene_destroy") != 0) {
        if (F.sa) p_tc_scene_destroy(F.sa);
        if (F.sb) p_tc_scene_destroy(F.sb);
    }
    R->stage = ST_DONE;
    free(longstr);
    _exit(0);
}

/* ------------------------------------------------------------------------ */
/* Parent                                                                   */
/* ------------------------------------------------------------------------ */

static int g_verbose, g_strict, g_no_threads;
static long g_calls, g_failures, g_warnings, g_skipped;

static void describe(const fnrow *row, variant var, char *buf, size_t len) {
    int n = row_nargs(row);
    size_t o = (size_t)snprintf(buf, len, "%s%s(", ctx_name[var.ctx], row->name);
    for (int i = 0; i < n && o < len; i++) {
        const argspec *a = &row->a[i];
        int varied = (var.mode == M_ARG || var.mode == M_FIELD) && var.arg == i;
        char v[160];
        switch (a->kind) {
        case K_SCENE: case K_VIEW: case K_CTRL: case K_TOUCH: case K_REC: {
            int hv = var.mode == M_ALLH ? var.v : varied ? var.v : HV_VALID;
            if (hv == HV_VALID) snprintf(v, sizeof v, "%s", role_name[a->sub]);
            else snprintf(v, sizeof v, "<%s>", hv_name[hv]);
            break;
        }
        case K_OUT: case K_IN:
            if (var.mode == M_FIELD && varied) {
                const char *d = "?";
                int sev;
                mutation(a->kind == K_OUT, a->sub, var.v, NULL, &d, &sev);
                snprintf(v, sizeof v, "<&struct with %s>", d);
            } else if (varied)
                snprintf(v, sizeof v, "<%s>", var.v == PV_NULL ? "NULL" : "zeroed 4 KiB buffer");
            else snprintf(v, sizeof v, "&%s", a->kind == K_OUT ? "out" : "valid");
            break;
        case K_STR: snprintf(v, sizeof v, varied ? "<%s>" : "%s", sv_name[varied ? var.v : 0]); break;
        case K_D:
            if (varied) snprintf(v, sizeof v, "<%s>", dnames[var.v]);
            else snprintf(v, sizeof v, "%g", a->d);
            break;
        case K_I32:
            if (varied) snprintf(v, sizeof v, "<%d>", ivals[var.v]);
            else if (a->sub == 1) snprintf(v, sizeof v, "target id");
            else snprintf(v, sizeof v, "%lld", a->i);
            break;
        case K_U32:
            if (varied) snprintf(v, sizeof v, "<0x%x>", uvals[var.v]);
            else snprintf(v, sizeof v, "0x%llx", a->i);
            break;
        case K_I64:
            if (varied) snprintf(v, sizeof v, "<%lld>", (long long)lvals[var.v]);
            else snprintf(v, sizeof v, "%lld", a->i);
            break;
        case K_SZ:
            if (varied) snprintf(v, sizeof v, "<%s>", znames[var.v]);
            else snprintf(v, sizeof v, "%lld", a->i);
            break;
        case K_FN: snprintf(v, sizeof v, varied ? "<NULL>" : "&noop"); break;
        case K_UD: snprintf(v, sizeof v, varied ? "<0xdeadbeef>" : "0x1234"); break;
        default: snprintf(v, sizeof v, "?");
        }
        o += (size_t)snprintf(buf + o, len - o, "%s%s", i ? ", " : "", v);
    }
    if (o < len) snprintf(buf + o, len - o, ")");
}

static const char *status_name(int64_t s) {
    switch (s) {
#define X(name, value, desc) case value: return #name;
        TC_STATUS_MAP(X)
#undef X
    }
    return "(not a status)";
}

/* what a TC_OK return means for this variant */
enum verdict { V_ANY = 0, V_WARN_IF_OK, V_FAIL_IF_OK };

static int expectation(const fnrow *row, variant var, const char **why) {
    const argspec *a;
    *why = "";
    switch (var.mode) {
    case M_BASE: return V_ANY;
    case M_ALLH: {
        int bad = 0;
        for (int i = 0; i < row_nargs(row); i++) {
            a = &row->a[i];
            if (!is_handle_kind(a->kind)) continue;
            if (var.v == HV_NULL && (a->flags & F_NULLOK)) continue;
            bad = 1;
        }
        *why = "invalid handle";
        return bad ? V_FAIL_IF_OK : V_ANY;
    }
    case M_ARG:
        a = &row->a[var.arg];
        if (is_handle_kind(a->kind)) {
            if (var.v == HV_NULL && (a->flags & F_NULLOK)) return V_ANY;
            *why = "invalid handle";
            return V_FAIL_IF_OK;
        }
        if ((a->kind == K_IN || a->kind == K_OUT) && var.v == PV_NULL) {
            if (a->flags & (F_NULLOK | F_OPT)) return V_ANY;
            *why = "NULL required pointer";
            return V_WARN_IF_OK;
        }
        if (a->kind == K_STR && var.v == SV_NULL && !(a->flags & F_NULLOK)) {
            *why = "NULL required string";
            return V_WARN_IF_OK;
        }
        if (a->kind == K_D && !(a->flags & F_ANY) && !isfinite(dvals[var.v])) {
            *why = "non-finite number";
            return V_WARN_IF_OK;
        }
        return V_ANY;
    case M_FIELD: {
        const char *d;
        int sev = SEV_NONE;
        a = &row->a[var.arg];
        mutation(a->kind == K_OUT, a->sub, var.v, NULL, &d, &sev);
        *why = sev == SEV_FAIL ? "invalid handle inside a struct" : "invalid struct field";
        return sev == SEV_FAIL ? V_FAIL_IF_OK : sev == SEV_WARN ? V_WARN_IF_OK : V_ANY;
    }
    }
    return V_ANY;
}

/* functions that change nothing (allowed inside hit-testing callbacks) */
static int is_mutation(const char *name) {
    static const char *queries[] = {
        "tc_scene_now", "tc_scene_queued_count", "tc_view_is_window", "tc_view_convert_point",
        "tc_view_point_inside", "tc_view_hit_test", "tc_view_next_responder",
        "tc_controller_next_responder", "tc_scene_app_next_responder" /* R1: read only */, "tc_touch_get_info", "tc_touch_location_in", "tc_touch_azimuth_in",
        "tc_scene_find_touch", "tc_scene_touch_count", "tc_view_scroll_pan",
        "tc_touch_predict" /* never changes state (P6) */,
        "tc_recognizer_location_in", "tc_recognizer_touch_location_in", "tc_recognizer_translation_in",
        "tc_recognizer_velocity_in" /* G9: read values */,
        "tc_view_is_first_responder" /* R4: reads only */,
        "tc_scene_create" /* another scene */,
        "tc_recognizer_params_init" /* no scene */, "tc_recognizer_param_info" /* no scene */};
    if (strstr(name, "_get_")) return 0;
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++)
        if (!strcmp(name, queries[i])) return 0;
    return 1;
}

/* returns 1 if the call failed */
static int run_one(int ri, variant var) {
    const fnrow *row = &SIGNATURES[ri];
    char desc[1024];
    describe(row, var, desc, sizeof desc);
    memset(g_res, 0, sizeof *g_res);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        exit(2);
    }
    if (pid == 0) child_main(row, g_fp[ri], var);

    int status = 0, done = 0;
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        pid_t w = waitpid(pid, &status, WNOHANG);
        if (w == pid) { done = 1; break; }
        if (w < 0 && errno != EINTR) break;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - t0.tv_sec > 8) break;
        struct timespec sl = {0, 200000};
        nanosleep(&sl, NULL);
    }
    if (!done) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        status = SIGALRM; /* treat as a hang */
        done = 2;
    }
    if (g_res->skipped) {
        g_skipped++;
        if (g_verbose) printf("  skip  %s: %s\n", desc, g_res->skipnote);
        return 0;
    }
    g_calls++;
    int failed = 0;
    const char *stage = stage_name[g_res->stage < ST_DONE + 1 ? g_res->stage : 0];
    if (done == 2 || (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)) {
        printf("FAIL  %s: hang (no return within 5 s, during %s)\n", desc, stage);
        failed = 1;
    } else if (WIFSIGNALED(status)) {
        printf("FAIL  %s: killed by signal %d (%s) during %s\n", desc, WTERMSIG(status),
               strsignal(WTERMSIG(status)), stage);
        failed = 1;
    } else if (WIFEXITED(status) && (WEXITSTATUS(status) != 0 || g_res->stage != ST_DONE)) {
        printf("FAIL  %s: child exited with status %d during %s\n", desc, WEXITSTATUS(status), stage);
        failed = 1;
    }
    if (failed) {
        if (g_res->missing[0] && g_verbose) printf("      (fixture incomplete: %s)\n", g_res->missing);
        return 1;
    }
    if (row->ret == R_CSTR && g_res->ret_null) {
        printf("FAIL  %s: returned NULL (must never be NULL)\n", desc);
        return 1;
    }
    if (row->ret == R_NAME && g_res->ret_null && var.mode == M_BASE) {
        printf("FAIL  %s: returned NULL for a value that has a name\n", desc);
        return 1;
    }
    if (g_res->lasterr_null) {
        printf("FAIL  %s: afterwards %s returned NULL\n", desc,
               g_res->lasterr_null == 2 ? "tc_status_string" : "tc_scene_last_error");
        failed = 1;
    }
    if (row->ret != R_STATUS) {
        if (g_verbose) printf("  ok    %s\n", desc);
        return failed;
    }
    int64_t ret = g_res->ret;
    if (ret > 0 || ret < TC_ERR_SINGULAR) {
        printf("FAIL  %s: returned %lld, which is not a TC_* status\n", desc, (long long)ret);
        return 1;
    }
    const char *why;
    int ex = expectation(row, var, &why);
    if (ret == TC_OK && ex == V_FAIL_IF_OK) {
        printf("FAIL  %s: returned TC_OK (%s)\n", desc, why);
        failed = 1;
    } else if (ret == TC_OK && ex == V_WARN_IF_OK) {
        printf("%s  %s: returned TC_OK (%s)\n", g_strict ? "FAIL" : "WARN", desc, why);
        if (g_strict) failed = 1;
        else g_warnings++;
    }
    if (g_res->changed[0]) {
        /* the header: an invalid handle "makes the call return an error
         * status and change nothing"; a refused sample changes nothing */
        int hard = ex == V_FAIL_IF_OK;
        printf("%s  %s: returned %s but changed the scene state (%s)\n",
               hard || g_strict ? "FAIL" : "WARN", desc, status_name(ret), g_res->changed);
        if (hard || g_strict) failed = 1;
        else g_warnings++;
    }
    if (g_res->out_written_on_fail) {
        printf("%s  %s: returned %s but wrote output argument %d (outputs are written only on "
               "success)\n",
               g_strict ? "FAIL" : "WARN", desc, status_name(ret), g_res->out_written_on_fail - 1);
        if (g_strict) failed = 1;
        else g_warnings++;
    }
    if (var.mode == M_BASE && var.ctx == CX_POINT_INSIDE && ret == TC_OK && is_mutation(row->name)) {
        printf("FAIL  %s: returned TC_OK: a mutation from inside a hit-testing callback must return "
               "TC_ERR_REENTRANT (header: re-entrancy, rule H5, docs/BEHAVIOUR.md)\n", desc);
        failed = 1;
    }
    if (var.mode == M_BASE && (var.ctx == CX_TOUCHES || var.ctx == CX_GESTURE) && ret == TC_OK &&
        (!strcmp(row->name, "tc_scene_dispatch") || !strcmp(row->name, "tc_scene_advance") ||
         !strcmp(row->name, "tc_scene_destroy"))) {
        printf("FAIL  %s: returned TC_OK from inside a responder callback (header: must return "
               "TC_ERR_REENTRANT)\n", desc);
        failed = 1;
    }
    if (var.mode == M_BASE && var.ctx == CX_DIRECT && ret != TC_OK) {
        /* every baseline is valid by the header: without a working baseline
         * the sweep of this function proves little */
        printf("FAIL  %s: the valid baseline returned %s (%s)%s%s\n", desc, status_name(ret),
               g_res->lasterr, g_res->missing[0] ? "; fixture: " : "", g_res->missing);
        failed = 1;
    } else if (g_verbose && !failed) {
        printf("  ok    %s -> %s\n", desc, status_name(ret));
    }
    return failed;
}

static int sweep_function(int ri, int ctx) {
    const fnrow *row = &SIGNATURES[ri];
    int n = row_nargs(row), nh = row_nhandles(row), fails = 0;
    variant v = {M_BASE, 0, 0, ctx};
    fails += run_one(ri, v);
    for (int i = 0; i < n; i++) {
        const argspec *a = &row->a[i];
        v.mode = M_ARG;
        v.arg = i;
        switch (a->kind) {
        case K_SCENE: case K_VIEW: case K_CTRL: case K_TOUCH: case K_REC:
            for (int h = 1; h < HV_COUNT; h++) {
                if (h == HV_FOREIGN && nh < 2) continue; /* a single handle implies no scene */
                if (h == HV_STALE_SCENE && a->kind == K_SCENE) continue; /* = stale early */
                v.v = h;
                fails += run_one(ri, v);
            }
            break;
        case K_OUT: case K_IN:
            for (int p = 1; p < PV_COUNT; p++) {
                v.v = p;
                fails += run_one(ri, v);
            }
            v.mode = M_FIELD;
            for (int m = 0;; m++) {
                const char *d;
                int sev;
                if (!mutation(a->kind == K_OUT, a->sub, m, NULL, &d, &sev)) break;
                v.v = m;
                fails += run_one(ri, v);
            }
            break;
        case K_STR:
            for (int s = 1; s < SV_COUNT; s++) { v.v = s; fails += run_one(ri, v); }
            break;
        case K_D:
            for (int k = 0; k < NDV; k++) { v.v = k; fails += run_one(ri, v); }
            break;
        case K_I32:
            for (int k = 0; k < NIV; k++) { v.v = k; fails += run_one(ri, v); }
            break;
        case K_I64:
            for (int k = 0; k < NLV; k++) { v.v = k; fails += run_one(ri, v); }
            break;
        case K_SZ:
            for (int k = 0; k < NZV; k++) { v.v = k; fails += run_one(ri, v); }
            break;
        case K_U32:
            for (int k = 0; k < NUV; k++) { v.v = k; fails += run_one(ri, v); }
            break;
        case K_FN: case K_UD:
            v.v = 1;
            fails += run_one(ri, v);
            break;
        }
    }
    if (nh >= 2) {
        static const int all[] = {HV_NULL, HV_ONE, HV_DEADBEEF, HV_HEAP, HV_FORGED, HV_ALLONES,
                                  HV_STALE_EARLY, HV_STALE_LATE, HV_STALE_SCENE, HV_KIND1, HV_KIND2};
        v.mode = M_ALLH;
        v.arg = -1;
        for (size_t k = 0; k < sizeof all / sizeof all[0]; k++) {
            v.v = all[k];
            fails += run_one(ri, v);
        }
    }
    return fails;
}

/* ------------------------------------------------------------------------ */
/* Concurrency phase                                                        */
/* ------------------------------------------------------------------------ */
/* The header: different scenes are independent and may be driven from
 * different threads; tc_scene_create / tc_scene_destroy are safe from any
 * thread. Thread "churn" creates, populates and destroys scenes and publishes
 * the dead handles; thread "driver" drives its own scene; thread "stale"
 * keeps calling with the dead handles (never a live scene of another thread),
 * which must never succeed or crash. */

#define RING 256
static void *volatile g_ring_scene[RING], *volatile g_ring_view[RING];
static volatile int g_ring_n, g_churn_done;
static volatile long g_stale_ok, g_stale_calls, g_churn_iters, g_driver_iters;
static volatile int g_thread_err;

static void *thr_churn(void *u) {
    (void)u;
    for (int i = 0; i < 3000; i++) {
        tc_scene *s = NULL;
        if (p_tc_scene_create(NULL, &s) != TC_OK) { g_thread_err = 1; break; }
        tc_view *w = mk_window(s, 0, 0, 100, 100);
        tc_view *v = mk_view(s, w, 0, 0, 10, 10);
        if (push(s, w, TC_PHASE_BEGAN, 1, 5, 5, 1.0) == TC_OK) dispatch(s);
        if (p_tc_scene_destroy(s) != TC_OK) { g_thread_err = 2; break; }
        int k = __atomic_load_n(&g_ring_n, __ATOMIC_RELAXED) % RING;
        __atomic_store_n(&g_ring_scene[k], (void *)s, __ATOMIC_RELEASE);
        __atomic_store_n(&g_ring_view[k], (void *)v, __ATOMIC_RELEASE);
        __atomic_add_fetch(&g_ring_n, 1, __ATOMIC_RELEASE);
        g_churn_iters = i + 1;
    }
    __atomic_store_n(&g_churn_done, 1, __ATOMIC_RELEASE);
    return NULL;
}
static void *thr_stale(void *u) {
    (void)u;
    while (!__atomic_load_n(&g_churn_done, __ATOMIC_ACQUIRE)) {
        int n = __atomic_load_n(&g_ring_n, __ATOMIC_ACQUIRE);
        if (!n) continue;
        int k = (int)(g_stale_calls % (n < RING ? n : RING));
        tc_scene *s = __atomic_load_n(&g_ring_scene[k], __ATOMIC_ACQUIRE);
        tc_view *v = __atomic_load_n(&g_ring_view[k], __ATOMIC_ACQUIRE);
        double t;
        if (s && p_tc_scene_now && p_tc_scene_now(s, &t) == TC_OK) g_stale_ok++;
        if (v && p_tc_view_set_frame && p_tc_view_set_frame(v, 0, 0, 1, 1) == TC_OK) g_stale_ok++;
        if (s && p_tc_scene_last_error) (void)strlen(p_tc_scene_last_error(s));
        g_stale_calls++;
    }
    return NULL;
}
static void *thr_driver(void *u) {
    (void)u;
    tc_scene *s = mk_scene();
    tc_view *w = mk_window(s, 0, 0, 320, 480);
    tc_view *v = mk_view(s, w, 10, 10, 100, 100);
    if (!s || !w || !v) { g_thread_err = 3; return NULL; }
    double t = 1.0;
    for (long i = 0; !__atomic_load_n(&g_churn_done, __ATOMIC_ACQUIRE); i++) {
        push(s, w, TC_PHASE_BEGAN, 1, 20, 20, t);
        push(s, w, TC_PHASE_ENDED, 1, 20, 20, t + 0.01);
        dispatch(s);
        tc_view *hit = NULL;
        if (p_tc_view_hit_test) p_tc_view_hit_test(w, 20, 20, &hit);
        if (hit != v) g_thread_err = 4;
        t += 1.0;
        g_driver_iters = i + 1;
    }
    p_tc_scene_destroy(s);
    return NULL;
}

/* returns 1 on failure */
static int concurrency_phase(void) {
    if (!p_tc_scene_create || !p_tc_scene_destroy) {
        printf("FAIL  concurrency: tc_scene_create/tc_scene_destroy missing\n");
        return 1;
    }
    memset(g_res, 0, sizeof *g_res);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        alarm(60);
        pthread_t a, b, c;
        pthread_create(&a, NULL, thr_churn, NULL);
        pthread_create(&b, NULL, thr_stale, NULL);
        pthread_create(&c, NULL, thr_driver, NULL);
        pthread_join(a, NULL);
        pthread_join(b, NULL);
        pthread_join(c, NULL);
        g_res->ret = g_stale_ok;
        g_res->ret_null = g_thread_err;
        snprintf(g_res->skipnote, sizeof g_res->skipnote,
                 "%ld scenes created and destroyed, %ld stale calls, %ld driver iterations",
                 g_churn_iters, g_stale_calls, g_driver_iters);
        g_res->stage = ST_DONE;
        _exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    g_calls++;
    if (WIFSIGNALED(status)) {
        printf("FAIL  concurrency (scene churn + stale-handle calls + an independent scene on 3 "
               "threads): killed by signal %d (%s)%s\n",
               WTERMSIG(status), strsignal(WTERMSIG(status)),
               WTERMSIG(status) == SIGALRM ? " (hang: no finish within 60 s)" : "");
        return 1;
    }
    if (g_res->stage != ST_DONE) {
        printf("FAIL  concurrency: child exited with status %d\n", WEXITSTATUS(status));
        return 1;
    }
    int f = 0;
    if (g_res->ret) {
        printf("FAIL  concurrency: %lld calls with the handle of a destroyed scene or view returned TC_OK\n",
               (long long)g_res->ret);
        f = 1;
    }
    if (g_res->ret_null) {
        printf("FAIL  concurrency: a scene operation failed (code %d: 1 create, 2 destroy, 3 "
               "driver setup, 4 driver hit test)\n",
               g_res->ret_null);
        f = 1;
    }
    printf("%s concurrency: %s\n", f ? "--" : "ok", g_res->skipnote);
    return f;
}

/* ------------------------------------------------------------------------ */
/* Callback return values                                                   */
/* ------------------------------------------------------------------------ */
/* A hit-test override may return any view; "a returned handle that is not a
 * live view of this scene is ignored (the engine's answer is used)". Here V1's
 * override returns every hostile handle variant; responder and point-inside
 * callbacks return out-of-range values. Hit-test, touch and dispatch must not
 * crash, and no garbage handle may come back out of the engine. */

DECL(tc_view_set_hit_test_fn);
static void *g_cb_return;
static int32_t g_cb_int;
static tc_view *cbr_hit_test(tc_view *v, double x, double y, tc_view *er, void *u) {
    (void)v; (void)x; (void)y; (void)er; (void)u;
    return (tc_view *)g_cb_return;
}
static int32_t cbr_point_inside(tc_view *v, double x, double y, int32_t er, void *u) {
    (void)v; (void)x; (void)y; (void)er; (void)u;
    return g_cb_int;
}
static int32_t cbr_touches(const tc_responder *r, const tc_touches_event *e, void *u) {
    (void)r; (void)e; (void)u;
    return g_cb_int;
}
static int32_t cbr_route(const tc_responder *r, const char *n, const tc_kv *p, size_t c, void *u) {
    (void)r; (void)n; (void)p; (void)c; (void)u;
    return g_cb_int;
}

enum { CBR_HIT_TEST = 1, CBR_POINT_INSIDE, CBR_RESPONDER, CBR_ROUTE_RECURSE };
static __typeof__(&tc_view_send_route) p_send_route;
static int g_route_depth, g_route_max, g_route_limit_seen;
static int32_t cbr_route_recurse(const tc_responder *r, const char *n, const tc_kv *p, size_t c, void *u) {
    (void)r; (void)n; (void)p; (void)c; (void)u;
    g_route_depth++;
    if (g_route_depth > g_route_max) g_route_max = g_route_depth;
    int32_t handled = 0;
    tc_kv kv = {"k", "v"};
    int32_t st = p_send_route(F.v2, "again", &kv, 1, &handled);
    if (st == TC_ERR_LIMIT) g_route_limit_seen = 1;
    g_route_depth--;
    return TC_HANDLED;
}
static int is_scene_a_view(void *h) {
    return h == NULL || h == F.wa || h == F.v1 || h == F.v2 || h == F.v3;
}

static void cbr_child(int which, int v) {
    shres *R = g_res;
    alarm(5);
    R->stage = ST_FIXTURE;
    build_fixture();
    R->stage = ST_CALL;
    static const int32_t ints[] = {-1, 2, 7777, INT32_MIN, INT32_MAX};
    if (which == CBR_HIT_TEST) {
        int skip = 0;
        g_cb_return = handle_value(K_VIEW, RO_V2, v, &skip);
        if (skip || !p_tc_view_set_hit_test_fn || !F.v1) { R->skipped = 1; _exit(0); }
        p_tc_view_set_hit_test_fn(F.v1, cbr_hit_test, NULL);
    } else if (which == CBR_POINT_INSIDE) {
        g_cb_int = ints[v];
        if (!p_tc_view_set_point_inside_fn || !F.v2) { R->skipped = 1; _exit(0); }
        p_tc_view_set_point_inside_fn(F.v2, cbr_point_inside, NULL);
    } else if (which == CBR_ROUTE_RECURSE) {
        if (!p_tc_view_set_responder || !p_send_route || !F.v2) { R->skipped = 1; _exit(0); }
        tc_responder_callbacks cb;
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        cb.route = cbr_route_recurse;
        p_tc_view_set_responder(F.v2, &cb);
    } else {
        g_cb_int = ints[v];
        if (!p_tc_view_set_responder || !F.v2) { R->skipped = 1; _exit(0); }
        tc_responder_callbacks cb;
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        cb.touches = cbr_touches;
        cb.route = cbr_route;
        p_tc_view_set_responder(F.v2, &cb);
        p_tc_view_set_responder(F.v1, &cb);
    }
    tc_view *hit = (tc_view *)1;
    if (p_tc_view_hit_test && F.wa) {
        int32_t st = p_tc_view_hit_test(F.wa, 60, 60, &hit);
        if (st == TC_OK && !is_scene_a_view(hit)) {
            snprintf(R->changed, sizeof R->changed, "tc_view_hit_test reported %p, not a view of the scene", (void *)hit);
            R->ret = 1;
        }
    }
    /* a new touch on the same spot, moved and ended; and T1 moved */
    if (push(F.sa, F.wa, TC_PHASE_BEGAN, 50, 60, 60, 3.0) == TC_OK) {
        push(F.sa, NULL, TC_PHASE_MOVED, 1, 62, 62, 3.0);
        dispatch(F.sa);
        tc_touch *t = find(F.sa, 50);
        if (t && p_tc_touch_get_info) {
            tc_touch_info ti;
            memset(&ti, 0, sizeof ti);
            ti.size = sizeof ti;
            if (p_tc_touch_get_info(t, &ti) == TC_OK && !is_scene_a_view(ti.view)) {
                snprintf(R->changed, sizeof R->changed, "the touch's hit-test view is %p, not a view of the scene",
                         (void *)ti.view);
                R->ret = 1;
            }
        }
        push(F.sa, NULL, TC_PHASE_ENDED, 50, 60, 60, 3.5);
        dispatch(F.sa);
    }
    if (p_send_route && F.v2) {
        int32_t handled = 0;
        p_send_route(F.v2, "tap", NULL, 0, &handled);
    }
    if (which == CBR_ROUTE_RECURSE && !R->ret) {
        if (g_route_max == 0) {
            R->skipped = 1;
            _exit(0);
        }
        if (g_route_max > TC_MAX_ROUTE_DEPTH + 1 || !g_route_limit_seen) {
            snprintf(R->changed, sizeof R->changed,
                     "nesting reached depth %d, TC_ERR_LIMIT %sseen (TC_MAX_ROUTE_DEPTH is %d)",
                     g_route_max, g_route_limit_seen ? "" : "never ", TC_MAX_ROUTE_DEPTH);
            R->ret = 1;
        }
    }
    R->stage = ST_TEARDOWN;
    if (F.sa && p_tc_scene_destroy) p_tc_scene_destroy(F.sa);
    if (F.sb && p_tc_scene_destroy) p_tc_scene_destroy(F.sb);
    R->stage = ST_DONE;
    _exit(0);
}

static int callback_phase(void) {
    int fails = 0;
    p_send_route = (__typeof__(&tc_view_send_route))dlsym(g_lib, "tc_view_send_route");
    for (int which = CBR_HIT_TEST; which <= CBR_ROUTE_RECURSE; which++) {
        int nv = which == CBR_HIT_TEST ? HV_COUNT : which == CBR_ROUTE_RECURSE ? 1 : 5;
        for (int v = which == CBR_HIT_TEST ? 1 : 0; v < nv; v++) {
            char desc[256];
            static const char *ints[] = {"-1", "2", "7777", "INT32_MIN", "INT32_MAX"};
            if (which == CBR_HIT_TEST)
                snprintf(desc, sizeof desc, "V1's hit-test override returns <%s>", hv_name[v]);
            else if (which == CBR_ROUTE_RECURSE)
                snprintf(desc, sizeof desc, "V2's route callback re-sends a route event from inside itself, unboundedly");
            else
                snprintf(desc, sizeof desc, "%s returns %s",
                         which == CBR_POINT_INSIDE ? "V2's point-inside override" : "V1/V2's touches and route callbacks",
                         ints[v]);
            memset(g_res, 0, sizeof *g_res);
            fflush(stdout);
            pid_t pid = fork();
            if (pid == 0) cbr_child(which, v);
            int status = 0;
            waitpid(pid, &status, 0);
            if (g_res->skipped) { g_skipped++; continue; }
            g_calls++;
            const char *stage = stage_name[g_res->stage <= ST_DONE ? g_res->stage : 0];
            if (WIFSIGNALED(status)) {
                printf("FAIL  %s, then hit test + touches + dispatch + route: %s during %s\n", desc,
                       WTERMSIG(status) == SIGALRM ? "hang" : strsignal(WTERMSIG(status)), stage);
                fails++;
            } else if (g_res->stage != ST_DONE) {
                printf("FAIL  %s: child exited with status %d during %s\n", desc, WEXITSTATUS(status), stage);
                fails++;
            } else if (g_res->ret) {
                printf("FAIL  %s: %s\n", desc, g_res->changed);
                fails++;
            } else if (g_verbose)
                printf("  ok    %s\n", desc);
        }
    }
    printf("%s callback returns: %d failures\n", fails ? "--" : "ok", fails);
    return fails;
}

static void list_table(void) {
    for (int r = 0; r < NROWS; r++) {
        const fnrow *row = &SIGNATURES[r];
        printf("%s %s", row->name, ret_name[row->ret]);
        int n = row_nargs(row);
        printf(" ");
        if (n == 0) printf("void");
        for (int i = 0; i < n; i++) printf("%s%s", i ? "," : "", kind_name[row->a[i].kind]);
        printf("\n");
    }
}

int main(int argc, char **argv) {
    const char *libpath = NULL, *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--list-table")) {
            list_table();
            return 0;
        } else if (!strcmp(argv[i], "-v")) g_verbose = 1;
        else if (!strcmp(argv[i], "--strict")) g_strict = 1;
        else if (!strcmp(argv[i], "-f") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--no-threads")) g_no_threads = 1;
        else libpath = argv[i];
    }
    if (!libpath) {
        fprintf(stderr, "usage: %s <libtouchchain.so> [-v] [--strict] [-f function] | --list-table\n",
                argv[0]);
        return 2;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    /* no Swift backtracer in the children: a crash must be a plain signal */
    setenv("SWIFT_BACKTRACE", "enable=no", 1);
    g_lib = dlopen(libpath, RTLD_NOW | RTLD_LOCAL);
    if (!g_lib) {
        fprintf(stderr, "ffi_sweep: cannot load %s: %s\n", libpath, dlerror());
        printf("ffi sweep: 0 calls, %d functions, %d failures\n0 passed, %d failed\n", NROWS, NROWS, NROWS);
        return 1;
    }
    LOAD(tc_scene_create); LOAD(tc_scene_destroy); LOAD(tc_scene_last_error);
    LOAD(tc_scene_dispatch); LOAD(tc_window_create); LOAD(tc_view_create); LOAD(tc_view_destroy);
    LOAD(tc_view_add_subview); LOAD(tc_controller_create); LOAD(tc_controller_destroy);
    LOAD(tc_scene_push_touch); LOAD(tc_scene_find_touch); LOAD(tc_status_string);
    LOAD(tc_view_hit_test); LOAD(tc_view_set_flag);
    LOAD(tc_recognizer_params_init); LOAD(tc_recognizer_create); LOAD(tc_recognizer_destroy);
    LOAD(tc_recognizer_attach); LOAD(tc_recognizer_get_state); LOAD(tc_view_set_control); LOAD(tc_view_set_scroll);
    LOAD(tc_control_add_target); LOAD(tc_control_get_state);
    LOAD(tc_view_set_responder); LOAD(tc_view_set_point_inside_fn); LOAD(tc_recognizer_set_action);
    LOAD(tc_scene_now); LOAD(tc_view_set_frame); LOAD(tc_view_set_hit_test_fn); LOAD(tc_scene_push_hover);
    LOAD(tc_scene_queued_count); LOAD(tc_scene_touch_count); LOAD(tc_scene_get_key_window);
    LOAD(tc_scene_get_focus); LOAD(tc_scene_get_first_responder); LOAD(tc_view_get_frame);
    LOAD(tc_view_get_bounds); LOAD(tc_view_get_transform); LOAD(tc_view_get_alpha);
    LOAD(tc_view_get_flag); LOAD(tc_view_get_superview); LOAD(tc_view_get_subview_count);
    LOAD(tc_view_get_subview); LOAD(tc_controller_get_view); LOAD(tc_touch_get_info);

    g_pg = sysconf(_SC_PAGESIZE);
    g_res = mmap(NULL, sizeof(shres), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    g_pages = mmap(NULL, (size_t)g_pg * 2 * MAXARGS, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g_res == MAP_FAILED || g_pages == MAP_FAILED) {
        perror("mmap");
        return 2;
    }
    for (int i = 0; i < MAXARGS; i++) mprotect(g_pages + (size_t)(2 * i + 1) * g_pg, (size_t)g_pg, PROT_NONE);
    g_pts = mmap(NULL, (size_t)g_pg * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g_pts == MAP_FAILED) {
        perror("mmap");
        return 2;
    }
    mprotect(g_pts + g_pg, (size_t)g_pg, PROT_NONE);

    int passed = 0, failed = 0, nfun = 0;
    long failures_before;
    for (int r = 0; r < NROWS; r++) {
        const fnrow *row = &SIGNATURES[r];
        if (only && strcmp(only, row->name) != 0) continue;
        nfun++;
        g_fp[r] = dlsym(g_lib, row->name);
        if (!g_fp[r]) {
            printf("FAIL  %s: missing export (dlsym returned NULL)\n", row->name);
            g_failures++;
            failed++;
            continue;
        }
        failures_before = g_failures;
        long calls_before = g_calls;
        int f = 0;
        for (int cx = 0; cx < CX_COUNT; cx++) f += sweep_function(r, cx);
        g_failures = failures_before + f;
        if (f) failed++;
        else passed++;
        if (g_verbose || f)
            printf("%s %s: %ld calls, %d failures\n", f ? "--" : "ok", row->name, g_calls - calls_before, f);
    }
    /* the two phases count as one more item each in "N passed, N failed" */
    if (!only || !strcmp(only, "callbacks")) {
        int cf = callback_phase();
        g_failures += cf;
        if (cf) failed++;
        else passed++;
    }
    if ((!only && !g_no_threads) || (only && !strcmp(only, "concurrency"))) {
        if (concurrency_phase()) {
            g_failures++;
            failed++;
        } else
            passed++;
    }
    printf("(%ld warnings, %ld skipped variants%s)\n", g_warnings, g_skipped,
           g_strict ? "; --strict" : "");
    printf("ffi sweep: %ld calls, %d functions, %ld failures\n", g_calls, nfun, g_failures);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
