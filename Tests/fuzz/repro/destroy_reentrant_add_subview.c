/* Repro (engine bug 1, docs/ROBUSTNESS-DATA.md). Build:
 *   cc -I include destroy_reentrant_add_subview.c -L build -ltouchchain && ./a.out */
/* Repro: a recognizer action run by tc_view_destroy adds a subview to the view being
 * destroyed; the child is left with a dangling superview and the next walk up traps. */
#include <stdio.h>
#include <string.h>
#include "touchchain.h"
static tc_scene *S; static tc_view *V, *C;
static void action(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)ud;
    printf("action: state %d, reason %d\n", d->state, d->failure_reason);
    if (C == NULL) {
        int32_t rc1 = tc_view_create(S, 0, 0, 10, 10, &C);
        int32_t rc2 = tc_view_add_subview(V, C);   /* V is being destroyed */
        printf("  inside the action: tc_view_create -> %d, tc_view_add_subview(dying view, child) -> %d\n", rc1, rc2);
    }
}
int main(void) {
    tc_scene_create(NULL, &S);
    tc_view *W; tc_window_create(S, 0, 0, 320, 480, &W);
    tc_view_create(S, 0, 0, 320, 480, &V); tc_view_add_subview(W, V);
    tc_recognizer_params p; memset(&p, 0, sizeof p); p.size = sizeof p;
    tc_recognizer_params_init(&p, TC_RECOGNIZER_LONG_PRESS);
    tc_recognizer *r; tc_recognizer_create(S, &p, &r); tc_recognizer_attach(r, V);
    tc_touch_sample s; TC_TOUCH_SAMPLE_INIT(&s); s.id = 1; s.x = 50; s.y = 50; s.timestamp = 0;
    tc_scene_push_touch(S, &s); tc_scene_dispatch(S, NULL);      /* long press possible, tracking */
    tc_recognizer_set_action(r, action, NULL);
    printf("tc_view_destroy(V) -> %d\n", tc_view_destroy(V));
    tc_view *sup = NULL;
    printf("tc_view_get_superview(child) -> %d\n", tc_view_get_superview(C, &sup));
    tc_view *w = NULL;
    printf("tc_view_get_window(child) -> ...\n"); fflush(stdout);
    printf("  %d\n", tc_view_get_window(C, &w));
    tc_scene_destroy(S);
    return 0;
}
