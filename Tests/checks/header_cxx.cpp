// The public header compiled alone as C++11 (-pedantic -Werror, see CMakeLists.txt): it must be
// usable from C++ (extern "C", no C-only constructs in its macros). Calls no library function.
#include "touchchain.h"
#include "touchchain.h" // the include guard must make a second inclusion harmless

#include <cstdio>
#include <type_traits>

#define CHECK_STATUS(name, value, description) ((name) == (value)) &&
static_assert(TC_STATUS_MAP(CHECK_STATUS) true, "TC_STATUS_MAP disagrees with TC_* constants");
#undef CHECK_STATUS
static_assert(TC_VERSION == ((TC_VERSION_MAJOR << 16) | (TC_VERSION_MINOR << 8) | TC_VERSION_PATCH),
              "TC_VERSION encoding");
static_assert(sizeof(void *) == 8, "TouchChain supports 64-bit platforms only");
static_assert(std::is_standard_layout<tc_touch_sample>::value, "tc_touch_sample is plain C");
static_assert(std::is_trivially_copyable<tc_scene_config>::value, "tc_scene_config is plain C");

// The handle types are declared in C's extern "C" block but C++ sees them as distinct types.
static_assert(!std::is_same<tc_view, tc_scene>::value, "distinct handle types");

int main() {
    int failures = 0;
#define EXPECT(cond) \
    do { if (!(cond)) { std::fprintf(stderr, "expected %s\n", #cond); failures++; } } while (0)

    tc_scene_config config;
    TC_SCENE_CONFIG_INIT(&config);
    EXPECT(config.size == sizeof(tc_scene_config));
    EXPECT(config.max_touches == TC_DEFAULT_MAX_TOUCHES);
    EXPECT(config.queue_capacity == TC_DEFAULT_QUEUE_CAPACITY);

    tc_responder_callbacks callbacks;
    TC_RESPONDER_CALLBACKS_INIT(&callbacks);
    EXPECT(callbacks.size == sizeof(tc_responder_callbacks));
    EXPECT(callbacks.touches == nullptr && callbacks.route == nullptr && callbacks.user_data == nullptr);

    tc_touch_sample sample;
    TC_TOUCH_SAMPLE_INIT(&sample);
    EXPECT(sample.size == sizeof(tc_touch_sample));
    EXPECT(sample.phase == TC_PHASE_BEGAN && sample.type == TC_TOUCH_DIRECT);
    EXPECT(sample.window == nullptr);

    // A function pointer of each callback type can be declared and assigned from C++.
    tc_touches_fn touches = nullptr;
    tc_hit_trace_fn trace = nullptr;
    EXPECT(touches == nullptr && trace == nullptr);

    if (failures != 0) return 1;
    std::printf("touchchain.h: compiles as C++ (%ld) and its init macros work\n", (long)__cplusplus);
    return 0;
}
