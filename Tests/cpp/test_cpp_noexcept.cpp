// The C++ wrapper (include/touchchain.hpp) with TOUCHCHAIN_NO_EXCEPTIONS, built with
// -fno-exceptions: every call returns tc::status or tc::result<T>. A tap and a pan through it,
// refused calls as statuses with the engine's message (and changing nothing), moved-from owners
// inert, owners outliving their scene harmless.
#ifndef TOUCHCHAIN_NO_EXCEPTIONS
#error "build this test with -DTOUCHCHAIN_NO_EXCEPTIONS -fno-exceptions"
#endif
#include "touchchain.hpp"

#include <cmath>
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

static int g_failures = 0;
static int g_checks = 0;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        ++g_checks;                                                                                \
        if (!(cond)) {                                                                             \
            ++g_failures;                                                                          \
            std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);         \
        }                                                                                          \
    } while (0)
// A call that must succeed (a status or a result): report its message otherwise.
#define OK(expr)                                                                                   \
    do {                                                                                           \
        ++g_checks;                                                                                \
        auto &&r_ = (expr);                                                                        \
        if (!r_) {                                                                                 \
            ++g_failures;                                                                          \
            std::fprintf(stderr, "%s:%d: %s failed\n", __FILE__, __LINE__, #expr);                \
        }                                                                                          \
    } while (0)

// The wrapper's calls really return statuses and results in this mode.
static_assert(std::is_same<decltype(std::declval<tc::scene &>().dispatch()), tc::result<std::size_t>>::value, "");
static_assert(std::is_same<decltype(std::declval<tc::view &>().set_frame(tc::rect())), tc::status>::value, "");
static_assert(std::is_same<tc::ret_void, tc::status>::value, "");

static bool near(double a, double b) { return std::fabs(a - b) <= 1e-9; }

static tc::view make_view(tc::scene &s, const tc::rect &r, bool window = false) {
    tc::result<tc::view> v = window ? s.create_window(r) : s.create_view(r);
    CHECK(v.ok());
    return v.ok() ? std::move(v).value() : tc::view();
}

static void test_tap_and_pan() {
    tc::result<tc::scene> created = tc::scene::create();
    CHECK(created.ok());
    if (!created) return;
    tc::scene scene = std::move(*created);
    tc::view window = make_view(scene, {0, 0, 320, 480}, true);
    tc::view canvas = make_view(scene, {0, 100, 320, 380});
    OK(window.add_subview(canvas));
    tc::result<tc::recognizer> tap = scene.create_recognizer(tc::recognizer_params::tap());
    tc::result<tc::recognizer> pan = scene.create_recognizer(tc::recognizer_params::pan());
    CHECK(tap.ok() && pan.ok());
    if (!tap || !pan) return;
    OK(tap->attach(canvas));
    OK(pan->attach(canvas));
    std::vector<tc::gesture_details> taps, pans;
    int actions = 0; // the actions see no failure (G2); the state observers see every change
    OK(tap->on_state([&](tc::recognizer_ref, const tc::gesture_details &d) { taps.push_back(d); }));
    OK(pan->on_state([&](tc::recognizer_ref, const tc::gesture_details &d) { pans.push_back(d); }));
    OK(tap->on_action([&](tc::recognizer_ref, const tc::gesture_details &d) {
        CHECK(d.state != tc::gesture_state::failed);
        ++actions;
    }));
    OK(pan->on_action([&](tc::recognizer_ref, const tc::gesture_details &d) {
        CHECK(d.state != tc::gesture_state::failed);
        ++actions;
    }));

    // A tap at (100, 200) in the window: (100, 100) on the canvas.
    OK(scene.push_touches({{tc::phase::began, 1, {100, 200}, 0.0}, {tc::phase::ended, 1, {100, 200}, 0.05}}));
    tc::result<std::size_t> events = scene.dispatch();
    CHECK(events.ok() && *events == 2);
    CHECK(!taps.empty() && taps.back().state == tc::gesture_state::ended && taps.back().taps == 1);
    CHECK(!taps.empty() && near(taps.back().location.x, 100) && near(taps.back().location.y, 100));
    CHECK(!pans.empty() && pans.back().state == tc::gesture_state::failed);
    CHECK(actions == 1); // the tap's ended; not the pan's failure

    // A pan: +60, +30 over 100 ms.
    taps.clear();
    pans.clear();
    OK(scene.push_touch({tc::phase::began, 2, {100, 200}, 1.0}));
    for (int i = 1; i <= 6; ++i) OK(scene.push_touch({tc::phase::moved, 2, {100.0 + 10 * i, 200.0 + 5 * i}, 1.0 + 0.016 * i}));
    OK(scene.push_touch({tc::phase::ended, 2, {160, 230}, 1.112}));
    OK(scene.dispatch());
    CHECK(pans.size() >= 3);
    CHECK(!pans.empty() && pans.front().state == tc::gesture_state::began);
    CHECK(!pans.empty() && pans.back().state == tc::gesture_state::ended);
    CHECK(!pans.empty() && near(pans.back().translation.x, 60) && near(pans.back().translation.y, 30));
    // The pan's recognition at 10 pt excludes the tap (UIKit's tap allows 45 pt).
    CHECK(!taps.empty() && taps.back().state == tc::gesture_state::failed &&
          taps.back().failure == tc::failure_reason::excluded);
    tc::result<tc::gesture_state> st = pan->state();
    CHECK(st.ok() && *st == tc::gesture_state::possible);
    tc::result<double> now = scene.now();
    CHECK(now.value_or(-1.0) == 1.112);

    // A refused call: the status and the engine's message, nothing thrown.
    tc::status bad = canvas.set_frame({0, 0, -4, 10});
    CHECK(!bad.ok() && bad.code() == TC_ERR_INVALID_ARGUMENT);
    CHECK(bad.message() == scene.last_error());
    CHECK(bad.message().find("tc_view_set_frame") != std::string::npos);
    CHECK(std::string(bad.description()) == tc::status_string(TC_ERR_INVALID_ARGUMENT));
    tc::result<tc::touch_ref> missing = scene.find_touch(99);
    CHECK(!missing.ok() && missing.code() == TC_ERR_UNKNOWN_TOUCH && !missing.status().message().empty());
    tc::status cycle = window.add_subview(window);
    CHECK(!cycle.ok());
    tc::scene_config config;
    config.max_touches = 0;
    tc::result<tc::scene> refused = tc::scene::create(config);
    CHECK(!refused.ok() && refused.code() == TC_ERR_INVALID_ARGUMENT);
}

static void test_moved_from_and_outliving() {
    tc::view kept;
    {
        tc::result<tc::scene> created = tc::scene::create();
        CHECK(created.ok());
        if (!created) return;
        tc::scene scene = std::move(*created);
        tc::view a = make_view(scene, {0, 0, 10, 10});
        tc::view b = std::move(a);
        CHECK(!a && b);
        tc::status moved = a.set_frame({0, 0, 1, 1});
        CHECK(moved.code() == TC_ERR_INVALID_HANDLE);
        OK(a.destroy());
        kept = std::move(b);
        OK(kept.on_touches([](const tc::responder &, const tc::touches_event &) { return tc::handled; }));
    }
    tc::result<tc::rect> frame = kept.frame();
    CHECK(!frame.ok() && frame.code() == TC_ERR_STALE_HANDLE);
    tc::status gone = kept.destroy();
    CHECK(gone.code() == TC_ERR_STALE_HANDLE);
    CHECK(!kept);
}

// A refused install (a status here) changes nothing: from inside a hit-testing callback
// (TC_ERR_REENTRANT, H5) the old functions stay, replacing and removing alike.
static void test_refused_install_changes_nothing() {
    tc::result<tc::scene> created = tc::scene::create();
    CHECK(created.ok());
    if (!created) return;
    tc::scene scene = std::move(*created);
    tc::view window = make_view(scene, {0, 0, 320, 480}, true);
    tc::view v = make_view(scene, {0, 0, 100, 100});
    OK(window.add_subview(v));
    int old_touches = 0, old_inside = 0, refused_ran = 0;
    std::vector<std::int32_t> codes;
    OK(v.on_touches([&](const tc::responder &, const tc::touches_event &) {
        ++old_touches;
        return tc::handled;
    }));
    OK(v.on_point_inside([&](tc::view_ref, tc::point, bool engine) {
        ++old_inside;
        return engine;
    }));
    bool once = true;
    OK(scene.on_hit_trace([&](tc::trace_step, tc::view_ref, bool, tc::view_ref) {
        if (!once) return;
        once = false;
        codes.push_back(v.on_touches([&](const tc::responder &, const tc::touches_event &) {
            ++refused_ran;
            return tc::pass;
        }).code());
        codes.push_back(v.on_point_inside([&](tc::view_ref, tc::point, bool) { return ++refused_ran, false; }).code());
        codes.push_back(v.on_point_inside(nullptr).code());
        codes.push_back(scene.on_hit_trace(nullptr).code());
    }));
    tc::result<tc::view_ref> hit = window.hit_test({10, 10});
    CHECK(hit.ok() && *hit == v);
    CHECK((codes == std::vector<std::int32_t>(4, TC_ERR_REENTRANT)));
    old_inside = 0;
    hit = window.hit_test({10, 10});
    CHECK(hit.ok() && *hit == v && old_inside >= 1);
    OK(scene.push_touches({{tc::phase::began, 1, {10, 10}, 0.0}, {tc::phase::ended, 1, {10, 10}, 0.05}}));
    OK(scene.dispatch());
    CHECK(old_touches == 2);
    CHECK(refused_ran == 0);
}

// A destroyed owner answers TC_ERR_STALE_HANDLE with its own message (not an older failure's);
// the new inputs and scroll views return statuses as everything else.
static void test_destroyed_owner_and_new_calls() {
    tc::result<tc::scene> created = tc::scene::create();
    CHECK(created.ok());
    if (!created) return;
    tc::scene scene = std::move(*created);
    tc::view window = make_view(scene, {0, 0, 320, 480}, true);
    tc::view v = make_view(scene, {0, 0, 10, 10});
    OK(v.destroy());
    CHECK(v.destroyed());
    tc::status unrelated = scene.advance(-1);
    CHECK(unrelated.code() == TC_ERR_TIME_BACKWARDS);
    tc::status alpha = v.set_alpha(0.5);
    CHECK(alpha.code() == TC_ERR_STALE_HANDLE && alpha.message() != unrelated.message());
    CHECK(alpha.message().find("destroy()") != std::string::npos);
    tc::result<tc::point> converted = window.convert_to({1, 1}, v);
    CHECK(!converted.ok() && converted.code() == TC_ERR_STALE_HANDLE);
    CHECK(window.add_subview(v).code() == TC_ERR_STALE_HANDLE);
    CHECK(v.on_hover([](const tc::responder &, const tc::hover_event &) {}).code() == TC_ERR_STALE_HANDLE);
    tc::result<std::int32_t> target = v.add_target(tc::control_event::all, [](tc::view_ref, tc::control_event) {});
    CHECK(!target.ok() && target.code() == TC_ERR_STALE_HANDLE);

    tc::view list = make_view(scene, {0, 0, 100, 100});
    OK(window.add_subview(list));
    tc::result<tc::scroll_params> none = list.scroll();
    CHECK(!none.ok() && none.code() == TC_ERR_STATE);
    OK(list.set_scroll(tc::scroll_params::content(100, 1000)));
    OK(scene.push_scroll({tc::scroll_type::discrete, tc::phase::none, {0, -40}, {50, 50}, 1.0}));
    OK(scene.dispatch());
    tc::result<tc::point> offset = list.content_offset();
    CHECK(offset.ok() && near(offset->y, 40));
    tc::status bad = scene.push_hover({tc::phase::moved, 3, {1, 1}, 2.0});
    CHECK(!bad.ok() && !bad.message().empty());
    tc::result<tc::param_info> past = tc::recognizer_param_info(10000);
    CHECK(!past.ok() && past.code() == TC_ERR_NOT_FOUND);
}

int main() {
    test_tap_and_pan();
    test_moved_from_and_outliving();
    test_refused_install_changes_nothing();
    test_destroyed_owner_and_new_calls();
    std::printf("touchchain.hpp (TOUCHCHAIN_NO_EXCEPTIONS): %d checks, %d failed\n", g_checks, g_failures);
    return g_failures == 0 ? 0 : 1;
}
