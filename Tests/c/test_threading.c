/* The threading rule (header, "Threading"): a scene belongs to one thread at a time. The
 * engine reports a second thread instead of being corrupted by it: while one thread is
 * inside any call on a scene (here: a dispatch blocked in a touches callback), every call on
 * that scene from another thread returns TC_ERR_STATE and changes nothing. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <pthread.h>
#include <cmocka.h>
#include "touchchain.h"

struct shared {
    tc_scene *scene;
    pthread_mutex_t lock;
    pthread_cond_t cond;
    int inside;      /* thread A is inside the touches callback */
    int release;     /* thread B finished its calls */
    int32_t b_dispatch, b_advance, b_destroy, b_queued, b_push, b_create, b_alpha;
    size_t b_queued_value;
    tc_view *window;
};

static int32_t blocking_touches(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)e;
    struct shared *sh = ud;
    pthread_mutex_lock(&sh->lock);
    sh->inside = 1;
    pthread_cond_broadcast(&sh->cond);
    while (!sh->release) pthread_cond_wait(&sh->cond, &sh->lock);
    pthread_mutex_unlock(&sh->lock);
    return TC_HANDLED;
}

static void *thread_a(void *arg) {
    struct shared *sh = arg;
    size_t n = 0;
    tc_scene_dispatch(sh->scene, &n);
    return NULL;
}

static void *thread_b(void *arg) {
    struct shared *sh = arg;
    pthread_mutex_lock(&sh->lock);
    while (!sh->inside) pthread_cond_wait(&sh->cond, &sh->lock);
    pthread_mutex_unlock(&sh->lock);
    sh->b_queued_value = 12345;
    sh->b_queued = tc_scene_queued_count(sh->scene, &sh->b_queued_value);
    sh->b_dispatch = tc_scene_dispatch(sh->scene, NULL);
    sh->b_advance = tc_scene_advance(sh->scene, 100.0);
    sh->b_destroy = tc_scene_destroy(sh->scene);
    tc_touch_sample s;
    TC_TOUCH_SAMPLE_INIT(&s);
    s.id = 2; s.x = 5; s.y = 5; s.timestamp = 50.0;
    sh->b_push = tc_scene_push_touch(sh->scene, &s);
    tc_view *v = NULL;
    sh->b_create = tc_view_create(sh->scene, 0, 0, 10, 10, &v);
    sh->b_alpha = tc_view_set_alpha(sh->window, 0.5);
    pthread_mutex_lock(&sh->lock);
    sh->release = 1;
    pthread_cond_broadcast(&sh->cond);
    pthread_mutex_unlock(&sh->lock);
    return NULL;
}

static void test_THREADS_second_thread_dispatching_is_refused(void **state) {
    (void)state;
    struct shared sh = {0};
    pthread_mutex_init(&sh.lock, NULL);
    pthread_cond_init(&sh.cond, NULL);
    assert_int_equal(tc_scene_create(NULL, &sh.scene), TC_OK);
    tc_view *w;
    assert_int_equal(tc_window_create(sh.scene, 0, 0, 100, 100, &w), TC_OK);
    sh.window = w;
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = blocking_touches;
    cb.user_data = &sh;
    assert_int_equal(tc_view_set_responder(w, &cb), TC_OK);
    tc_touch_sample s;
    TC_TOUCH_SAMPLE_INIT(&s);
    s.id = 1; s.x = 10; s.y = 10; s.timestamp = 0.0;
    assert_int_equal(tc_scene_push_touch(sh.scene, &s), TC_OK);
    s.phase = TC_PHASE_ENDED; s.timestamp = 0.1;
    assert_int_equal(tc_scene_push_touch(sh.scene, &s), TC_OK);

    pthread_t a, b;
    assert_int_equal(pthread_create(&a, NULL, thread_a, &sh), 0);
    assert_int_equal(pthread_create(&b, NULL, thread_b, &sh), 0);
    pthread_join(b, NULL);
    pthread_join(a, NULL);

    assert_int_equal(sh.b_queued, TC_ERR_STATE);
    assert_int_equal(sh.b_queued_value, 12345);   /* outputs written only on success */
    assert_int_equal(sh.b_dispatch, TC_ERR_STATE);
    assert_int_equal(sh.b_advance, TC_ERR_STATE);
    assert_int_equal(sh.b_destroy, TC_ERR_STATE);
    assert_int_equal(sh.b_push, TC_ERR_STATE);
    assert_int_equal(sh.b_create, TC_ERR_STATE);
    assert_int_equal(sh.b_alpha, TC_ERR_STATE);
    /* Nothing changed: no sample was queued, no view created, alpha untouched. */
    double alpha = 0;
    assert_int_equal(tc_view_get_alpha(w, &alpha), TC_OK);
    assert_true(alpha == 1.0);
    size_t count = 99;
    assert_int_equal(tc_view_get_subview_count(w, &count), TC_OK);
    assert_int_equal(count, 0);
    /* After A returned, the scene is usable from this thread again and was not destroyed. */
    size_t left = 99;
    assert_int_equal(tc_scene_queued_count(sh.scene, &left), TC_OK);
    assert_int_equal(left, 0);
    double now = -1;
    assert_int_equal(tc_scene_now(sh.scene, &now), TC_OK);
    assert_true(now == 0.1);
    assert_int_equal(tc_scene_advance(sh.scene, 1.0), TC_OK);
    assert_int_equal(tc_scene_destroy(sh.scene), TC_OK);
    pthread_mutex_destroy(&sh.lock);
    pthread_cond_destroy(&sh.cond);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_THREADS_second_thread_dispatching_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
