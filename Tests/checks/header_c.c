/*
 * The public header compiled alone as C (C99 and C11, -pedantic -Werror, see CMakeLists.txt).
 * It calls no library function: it needs only the header, and checks what the header alone
 * promises: it is self-contained, guarded against double inclusion, its init macros fill every
 * field with the documented defaults, and its status table agrees with the constants.
 */
#include "touchchain.h"
#include "touchchain.h" /* the include guard must make a second inclusion harmless */

#include <stdio.h>

/* TC_STATUS_MAP and the TC_OK / TC_ERR_* constants must agree (a compile-time check). */
#define CHECK_STATUS(name, value, description) ((name) == (value)) &&
typedef char status_map_matches_constants[(TC_STATUS_MAP(CHECK_STATUS) 1) ? 1 : -1];
#undef CHECK_STATUS

/* Handles are 64-bit values; the header supports 64-bit platforms only. */
typedef char pointers_are_64_bit[(sizeof(void *) == 8) ? 1 : -1];

static int failures = 0;

#define EXPECT(cond)                                                              \
    do {                                                                          \
        if (!(cond)) {                                                            \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond);    \
            failures++;                                                           \
        }                                                                         \
    } while (0)

static int count_status(void) {
    int n = 0;
#define COUNT_STATUS(name, value, description) n += ((description)[0] != '\0');
    TC_STATUS_MAP(COUNT_STATUS)
#undef COUNT_STATUS
    return n;
}

int main(void) {
    tc_scene_config config;
    tc_responder_callbacks callbacks;
    tc_touch_sample sample;

    TC_SCENE_CONFIG_INIT(&config);
    EXPECT(config.size == sizeof(tc_scene_config));
    EXPECT(config.max_touches == TC_DEFAULT_MAX_TOUCHES);
    EXPECT(config.queue_capacity == TC_DEFAULT_QUEUE_CAPACITY);
    EXPECT(config.tap_interval == TC_DEFAULT_TAP_INTERVAL);
    EXPECT(config.tap_radius == TC_DEFAULT_TAP_RADIUS);
    EXPECT(config.tap_duration == TC_DEFAULT_TAP_DURATION);

    TC_RESPONDER_CALLBACKS_INIT(&callbacks);
    EXPECT(callbacks.size == sizeof(tc_responder_callbacks));
    EXPECT(callbacks.touches == NULL && callbacks.motion == NULL && callbacks.remote == NULL);
    EXPECT(callbacks.presses == NULL && callbacks.route == NULL && callbacks.user_data == NULL);

    TC_TOUCH_SAMPLE_INIT(&sample);
    EXPECT(sample.size == sizeof(tc_touch_sample));
    EXPECT(sample.phase == TC_PHASE_BEGAN);
    EXPECT(sample.type == TC_TOUCH_DIRECT);
    EXPECT(sample.id == 0 && sample.x == 0 && sample.y == 0 && sample.timestamp == 0);
    EXPECT(sample.force == 0 && sample.max_force == 0);
    EXPECT(sample.major_radius == 0 && sample.radius_tolerance == 0);
    EXPECT(sample.reserved == 0 && sample.window == NULL);

    EXPECT(TC_VERSION == ((TC_VERSION_MAJOR << 16) | (TC_VERSION_MINOR << 8) | TC_VERSION_PATCH));
    EXPECT(count_status() == 20);

    if (failures != 0) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("touchchain.h: compiles and its init macros fill the documented defaults (C, %ld)\n",
           (long)__STDC_VERSION__);
    return 0;
}
