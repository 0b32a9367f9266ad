/* Repro (engine bug 1, docs/ROBUSTNESS-DATA.md): a recognizer action run by
 * tc_view_destroy attaches another recognizer (mode 1) to the view being destroyed;
 * modes 2-4 (controller view, first responder, focus) are handled. Build:
 *   cc -I include destroy_reentrant_attach.c -L build -ltouchchain && ./a.out 1 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "touchchain.h"
static tc_scene *S; static tc_view *V; static tc_recognizer *R2; static tc_controller *K; static int mode, done;
static void action(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)ud; (void)d;
    if (done++) return;
    if (mode == 1) printf("  in action: attach r2 to dying view -> %d\n", tc_recognizer_attach(R2, V));
    if (mode == 2) printf("  in action: controller_set_view(dying view) -> %d\n", tc_controller_set_view(K, V));
    if (mode == 3) { tc_view_set_flag(V, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1); printf("  in action: become first responder -> %d\n", tc_view_become_first_responder(V)); }
    if (mode == 4) printf("  in action: set_focus(dying view) -> %d\n", tc_scene_set_focus(S, V));
}
int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IONBF, 0);
    mode = atoi(argv[1]);
    tc_scene_create(NULL, &S);
    tc_view *W; tc_window_create(S, 0, 0, 320, 480, &W);
    tc_view_create(S, 0, 0, 320, 480, &V); tc_view_add_subview(W, V);
    tc_recognizer_params p; memset(&p, 0, sizeof p); p.size = sizeof p;
    tc_recognizer_params_init(&p, TC_RECOGNIZER_LONG_PRESS);
    tc_recognizer *r; tc_recognizer_create(S, &p, &r); tc_recognizer_attach(r, V);
    tc_recognizer_create(S, &p, &R2); tc_controller_create(S, &K);
    tc_touch_sample s; TC_TOUCH_SAMPLE_INIT(&s); s.id = 1; s.x = 50; s.y = 50; s.timestamp = 0;
    tc_scene_push_touch(S, &s); tc_scene_dispatch(S, NULL);
    tc_recognizer_set_action(r, action, NULL);
    printf("mode %d: tc_view_destroy(V) -> %d\n", mode, tc_view_destroy(V));
    tc_gesture_details d; memset(&d, 0, sizeof d); d.size = sizeof d;
    printf("  after: get_details(r2) -> %d (view %p)\n", tc_recognizer_get_details(R2, &d), (void*)d.view);
    tc_view *v = NULL;
    printf("  after: controller_get_view -> %d (%p)\n", tc_controller_get_view(K, &v), (void*)v);
    printf("  after: first responder -> %d (%p)\n", tc_scene_get_first_responder(S, &v), (void*)v);
    printf("  after: focus -> %d (%p)\n", tc_scene_get_focus(S, &v), (void*)v);
    s.phase = TC_PHASE_ENDED; s.timestamp = 0.1; tc_scene_push_touch(S, &s);
    s.phase = TC_PHASE_BEGAN; s.id = 2; s.timestamp = 0.2; tc_scene_push_touch(S, &s);
    tc_scene_push_motion(S, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 0.3);
    tc_scene_push_press(S, TC_PRESS_SELECT, TC_PHASE_BEGAN, 0.3);
    printf("  after: dispatch -> %d\n", tc_scene_dispatch(S, NULL));
    printf("  after: recognizer_detach(r2) -> %d\n", tc_recognizer_detach(R2));
    printf("  after: controller_destroy -> %d\n", tc_controller_destroy(K));
    printf("  after: scene_destroy -> %d\n", tc_scene_destroy(S));
    return 0;
}
