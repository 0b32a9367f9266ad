// The C++ wrapper (include/touchchain.hpp), exceptions mode: a tap and a pan through it, the
// callbacks and the details they report, and the wrapper's own promises (errors as tc::error
// with the engine's message, callback exceptions rethrown by dispatch, moved-from objects
// inert, owners outliving their scene harmless, refused calls changing nothing, callback state
// never freed while the engine may call it). A tiny harness, no dependencies.
#include "touchchain.hpp"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
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
// `stmt` must throw tc::error with status `code`; its message is then in `err_msg`.
#define CHECK_THROWS_TC(stmt, code)                                                                \
    do {                                                                                           \
        ++g_checks;                                                                                \
        bool thrown_ = false;                                                                      \
        try {                                                                                      \
            stmt;                                                                                  \
        } catch (const tc::error &e_) {                                                            \
            thrown_ = true;                                                                        \
            err_msg = e_.what();                                                                   \
            if (e_.status() != (code)) {                                                           \
                ++g_failures;                                                                      \
                std::fprintf(stderr, "%s:%d: %s threw status %d (%s), expected %d\n", __FILE__,   \
                             __LINE__, #stmt, (int)e_.status(), e_.what(), (int)(code));          \
            }                                                                                      \
        }                                                                                          \
        if (!thrown_) {                                                                            \
            ++g_failures;                                                                          \
            std::fprintf(stderr, "%s:%d: %s did not throw\n", __FILE__, __LINE__, #stmt);         \
        }                                                                                          \
    } while (0)

static bool near(double a, double b, double eps = 1e-9) { return std::fabs(a - b) <= eps; }
static tc::point pt(double x, double y) { return {x, y}; }

// A window with a canvas (0,100 320x380) carrying a tap and a pan recognizer, and a button.
struct fixture {
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view canvas = scene.create_view({0, 100, 320, 380});
    tc::view button = scene.create_view({20, 20, 100, 44});
    tc::recognizer tap = scene.create_recognizer(tc::recognizer_params::tap());
    tc::recognizer pan = scene.create_recognizer(tc::recognizer_params::pan());
    std::vector<tc::gesture_details> tap_log, pan_log; // failure_message cleared (borrowed)
    int tap_actions = 0, pan_actions = 0;
    std::vector<std::string> tap_failures, pan_failures;

    fixture() {
        window.add_subview(canvas);
        window.add_subview(button);
        button.set_control(tc::control_kind::button);
        tap.set_name("tap");
        pan.set_name("pan");
        tap.attach(canvas);
        pan.attach(canvas);
        // The logs are the state observers' (failures included); the actions count the
        // changes they see, and never see a failure (G2).
        tap.on_action([this](tc::recognizer_ref, const tc::gesture_details &d) {
            CHECK(d.state != tc::gesture_state::failed);
            ++tap_actions;
        });
        pan.on_action([this](tc::recognizer_ref, const tc::gesture_details &d) {
            CHECK(d.state != tc::gesture_state::failed);
            ++pan_actions;
        });
        tap.on_state([this](tc::recognizer_ref r, const tc::gesture_details &d) {
            CHECK(r == tap);
            tap_log.push_back(d);
            tap_failures.emplace_back(d.failure_message);
            tap_log.back().failure_message = {};
        });
        pan.on_state([this](tc::recognizer_ref r, const tc::gesture_details &d) {
            CHECK(r.get() == pan.get());
            pan_log.push_back(d);
            pan_failures.emplace_back(d.failure_message);
            pan_log.back().failure_message = {};
        });
    }
};

static void test_tap() {
    fixture f;
    std::vector<tc::phase> canvas_phases;
    f.canvas.on_touches([&](const tc::responder &r, const tc::touches_event &e) {
        CHECK(r.kind == tc::responder_kind::view);
        CHECK(r.view == f.canvas);
        CHECK(e.touches.size() == 1);
        canvas_phases.push_back(e.phase);
        return tc::handled;
    });
    f.scene.push_touches({{tc::phase::began, 1, {100, 200}, 1.00}, {tc::phase::ended, 1, {100, 200}, 1.05}});
    CHECK(f.scene.queued_count() == 2);
    CHECK(f.scene.dispatch() == 2);
    CHECK(f.scene.now() == 1.05);
    CHECK(f.scene.queued_count() == 0);

    CHECK(!f.tap_log.empty());
    if (!f.tap_log.empty()) {
        const tc::gesture_details &d = f.tap_log.back();
        CHECK(d.kind == tc::recognizer_kind::tap);
        CHECK(d.state == tc::gesture_state::ended);
        CHECK(d.taps == 1);
        CHECK(d.view == f.canvas);
        CHECK(near(d.location.x, 100) && near(d.location.y, 100)); // canvas coordinates
        CHECK(near(d.timestamp, 1.05));
        CHECK(std::strcmp(tc::to_string(d.state), "ended") == 0);
    }
    // The pan never began: it failed, and said why.
    CHECK(!f.pan_log.empty());
    if (!f.pan_log.empty()) {
        CHECK(f.pan_log.back().state == tc::gesture_state::failed);
        CHECK(f.pan_log.back().failure != tc::failure_reason::none);
    }
    for (const auto &d : f.pan_log) CHECK(d.state != tc::gesture_state::began);
    CHECK(f.tap_actions == 1); // the tap's ended
    CHECK(f.pan_actions == 0); // the pan's failure sends no action
    // The canvas saw the touch begin (then, the tap recognized, cancelled: G3).
    CHECK(!canvas_phases.empty() && canvas_phases.front() == tc::phase::began);
    CHECK(f.tap.name() == "tap");
    // Recognizers reset to possible once their touches have ended (G2).
    CHECK(f.tap.state() == tc::gesture_state::possible);
    CHECK(f.scene.touch_count() == 0);
}

static void test_pan() {
    fixture f;
    f.scene.push_touch({tc::phase::began, 7, {100, 200}, 0.0});
    for (int i = 1; i <= 6; ++i)
        f.scene.push_touch({tc::phase::moved, 7, {100.0 + 10 * i, 200.0 + 5 * i}, 0.016 * i});
    // While the touch is live it can be looked up and read.
    CHECK(f.scene.dispatch() == 7);
    tc::touch_ref t = f.scene.find_touch(7);
    CHECK(t);
    tc::touch_info info = t.info();
    CHECK(info.id == 7 && info.phase == tc::phase::moved);
    CHECK(near(info.location.x, 160) && near(info.location.y, 230));
    CHECK(info.window == f.window && info.view == f.canvas);
    tc::point in_canvas = t.location_in(f.canvas);
    CHECK(near(in_canvas.x, 160) && near(in_canvas.y, 130));
    CHECK(f.pan.state() == tc::gesture_state::changed);
    tc::gesture_details live = f.pan.details();
    CHECK(live.state == tc::gesture_state::changed && live.touch_count == 1);
    CHECK(near(live.translation.x, 60) && near(live.translation.y, 30));
    // G9: the values in any view (the window's by default); touch 0 is touch 7.
    tc::point loc = f.pan.location_in();
    CHECK(near(loc.x, 160) && near(loc.y, 230));
    CHECK(near(f.pan.location_in(f.canvas).y, 130));
    tc::point touch0 = f.pan.touch_location_in(0, f.canvas);
    CHECK(near(touch0.x, in_canvas.x) && near(touch0.y, in_canvas.y));
    tc::point moved = f.pan.translation_in();
    CHECK(near(moved.x, 60) && near(moved.y, 30));
    CHECK(near(f.pan.translation_in(f.canvas).x, 60));
    CHECK(near(f.pan.velocity_in(f.canvas).x, live.velocity.x));
    CHECK(near(f.pan.velocity_in().y, live.velocity.y));

    f.scene.push_touch({tc::phase::ended, 7, {160, 230}, 0.112});
    CHECK(f.scene.dispatch() == 1);

    std::vector<tc::gesture_state> states;
    for (const auto &d : f.pan_log) states.push_back(d.state);
    CHECK(states.size() >= 3);
    CHECK(!states.empty() && states.front() == tc::gesture_state::began);
    CHECK(!states.empty() && states.back() == tc::gesture_state::ended);
    if (!f.pan_log.empty()) {
        const tc::gesture_details &last = f.pan_log.back();
        CHECK(last.kind == tc::recognizer_kind::pan);
        CHECK(near(last.translation.x, 60) && near(last.translation.y, 30));
        CHECK(last.velocity.x > 0 && last.velocity.y > 0);
        CHECK(last.view == f.canvas);
    }
    // The tap failed when the pan recognized (UIKit's tap allows 45 pt; the pan began at
    // 10), and its message says so.
    CHECK(!f.tap_log.empty());
    if (!f.tap_log.empty()) {
        CHECK(f.tap_log.back().state == tc::gesture_state::failed);
        CHECK(f.tap_log.back().failure == tc::failure_reason::excluded);
        CHECK(!f.tap_failures.back().empty());
    }
    for (const auto &d : f.tap_log) CHECK(d.state != tc::gesture_state::ended);
    CHECK(f.tap_actions == 0);
    CHECK(f.pan_actions == int(f.pan_log.size()));
    // G9: setTranslation(_:in:) in the window's coordinates (an empty view_ref), read back
    // in the canvas (no transform: the same vector).
    f.scene.push_touch({tc::phase::began, 8, {100, 200}, 0.5});
    f.scene.push_touch({tc::phase::moved, 8, {130, 200}, 0.52});
    f.scene.dispatch();
    f.pan.set_translation_in({5, -4}, tc::view_ref());
    tc::point set = f.pan.translation_in(f.canvas);
    CHECK(near(set.x, 5) && near(set.y, -4));
    f.scene.push_touch({tc::phase::ended, 8, {130, 200}, 0.54});
    f.scene.dispatch();
}

static void test_button_and_controls() {
    fixture f;
    std::vector<tc::control_event> events;
    int id = f.button.add_target(tc::control_event::all, [&](tc::view_ref control, tc::control_event e) {
        CHECK(control == f.button);
        events.push_back(e);
    });
    CHECK(id != 0 || id == 0); // any id the engine gives
    f.scene.push_touch({tc::phase::began, 1, {60, 40}, 0.0});
    f.scene.push_touch({tc::phase::ended, 1, {60, 40}, 0.05});
    f.scene.dispatch();
    CHECK(events.size() >= 2);
    CHECK(!events.empty() && events.front() == tc::control_event::touch_down);
    bool up_inside = false;
    for (tc::control_event e : events) up_inside = up_inside || e == tc::control_event::touch_up_inside;
    CHECK(up_inside);
    CHECK(std::strcmp(tc::to_string(tc::control_event::touch_up_inside), "touch_up_inside") == 0);
    tc::control_state st = f.button.control();
    CHECK(st.kind == tc::control_kind::button && st.enabled && !st.tracking);
    CHECK(near(st.tracking_margin, TC_DEFAULT_CONTROL_MARGIN));
    // The button consumed the touch: no recognizer on the canvas saw it.
    CHECK(f.tap_log.empty());

    f.button.remove_target(id);
    std::string err_msg;
    CHECK_THROWS_TC(f.button.remove_target(id), TC_ERR_NOT_FOUND);
    events.clear();
    f.scene.push_touch({tc::phase::began, 2, {60, 40}, 1.0});
    f.scene.push_touch({tc::phase::ended, 2, {60, 40}, 1.05});
    f.scene.dispatch();
    CHECK(events.empty());
    tc::control_event mask = tc::control_event::touch_down | tc::control_event::touch_up_inside;
    CHECK(tc::any(mask & tc::control_event::touch_up_inside));
    CHECK(!tc::any(mask & tc::control_event::value_changed));
}

static void test_tree_and_geometry() {
    fixture f;
    CHECK(f.window.is_window());
    CHECK(!f.canvas.is_window());
    CHECK(f.canvas.superview() == f.window);
    CHECK(f.button.window() == f.window);
    CHECK(f.window.subview_count() == 2);
    CHECK(f.window.subview(1) == f.button); // the last added is on top
    CHECK(f.scene.key_window() == f.window);
    CHECK(f.canvas.frame() == tc::rect(0, 100, 320, 380));
    f.canvas.set_center({160, 300});
    CHECK(f.canvas.center() == (pt(160, 300)));
    CHECK(f.canvas.frame() == tc::rect(0, 110, 320, 380));
    f.canvas.set_frame({0, 100, 320, 380});
    CHECK(f.canvas.bounds() == tc::rect(0, 0, 320, 380));
    f.canvas.set_alpha(0.5);
    CHECK(near(f.canvas.alpha(), 0.5));
    CHECK(f.canvas.flag(tc::view_flag::user_interaction_enabled));
    f.canvas.set_flag(tc::view_flag::multiple_touch_enabled, true);
    CHECK(f.canvas.flag(tc::view_flag::multiple_touch_enabled));
    CHECK(f.canvas.transform() == tc::affine::identity());
    f.canvas.set_transform(tc::affine::translation(5, 0));
    CHECK(f.canvas.transform() == tc::affine::translation(5, 0));
    f.canvas.set_transform(tc::affine::identity());

    // Hit-testing and conversions.
    CHECK(f.window.hit_test({100, 200}) == f.canvas);
    CHECK(f.window.hit_test({60, 40}) == f.button);
    CHECK(!f.window.hit_test({-10, -10}));
    tc::point p = f.canvas.convert_to({10, 10}, f.window);
    CHECK(p == (pt(10, 110)));
    CHECK(f.canvas.convert_from({10, 110}, f.window) == (pt(10, 10)));
    CHECK(f.canvas.convert_to({10, 10}, tc::view_ref()) == (pt(10, 110))); // the screen
    std::vector<std::pair<tc::trace_step, tc_view *>> trace;
    f.scene.on_hit_trace([&](tc::trace_step step, tc::view_ref v, bool, tc::view_ref) { trace.emplace_back(step, v.get()); });
    (void)f.window.hit_test({60, 40});
    CHECK(!trace.empty() && trace.front().first == tc::trace_step::enter && trace.front().second == f.window.get());
    f.scene.on_hit_trace(nullptr);
    // A hit-test override.
    f.button.on_point_inside([](tc::view_ref, tc::point, bool) { return false; });
    CHECK(f.window.hit_test({60, 40}) == f.window);
    CHECK(!f.button.point_inside({1, 1}));
    f.button.on_point_inside(nullptr);
    CHECK(f.window.hit_test({60, 40}) == f.button);
    CHECK(f.button.point_inside({1, 1}));

    // Tree edits.
    tc::view extra = f.scene.create_view({0, 0, 10, 10});
    CHECK(!extra.superview());
    f.window.insert_subview(extra, 0);
    CHECK(f.window.subview(0) == extra);
    f.window.insert_subview(extra, 99);   // past the end: the top (H3)
    CHECK(f.window.subview(2) == extra);
    f.window.insert_subview_below(extra, f.window.subview(0));
    CHECK(f.window.subview(0) == extra);
    f.window.insert_subview_above(extra, f.window.subview(2));
    CHECK(f.window.subview(2) == extra);
    extra.remove_from_superview();
    CHECK(f.window.subview_count() == 2);
    tc::view_ref borrowed = extra; // an owner converts to a borrowed ref
    CHECK(borrowed.get() == extra.get());
}

static void test_routes_controllers_unhandled() {
    fixture f;
    tc::controller vc = f.scene.create_controller();
    tc::view root = f.scene.create_view({0, 0, 320, 480});
    f.window.add_subview(root);
    vc.set_view(root);
    CHECK(vc.view() == root);
    tc::view leaf = f.scene.create_view({0, 0, 10, 10});
    root.add_subview(leaf);
    tc::responder next = leaf.next_responder();
    CHECK(next.kind == tc::responder_kind::view && next.view == root);
    next = root.next_responder();
    CHECK(next.kind == tc::responder_kind::controller && next.controller == vc);

    std::string got;
    vc.on_route([&](const tc::responder &r, std::string_view name, const tc::kv_list &payload) {
        CHECK(r.kind == tc::responder_kind::controller);
        if (name != "open") return tc::pass;
        got = std::string(payload.find("id").value_or("?"));
        return tc::handled;
    });
    CHECK(leaf.send_route("open", {{"id", "7"}, {"from", "leaf"}}));
    CHECK(got == "7");
    std::string unhandled_name;
    f.scene.on_unhandled([&](const tc::unhandled_info &i) {
        CHECK(i.type == tc::event_type::route);
        unhandled_name = std::string(i.route_name);
    });
    CHECK(!leaf.send_route("close"));
    CHECK(unhandled_name == "close");

    // The app responder gets what the chain passes on.
    int app_motion = 0;
    tc::responder_fns app;
    app.motion = [&](const tc::responder &r, const tc::event_info &e) {
        CHECK(r.kind == tc::responder_kind::application);
        CHECK(e.type == tc::event_type::motion && e.subtype == int(tc::motion_subtype::shake));
        ++app_motion;
        return tc::handled;
    };
    f.scene.set_app_responder(app);
    f.scene.push_motion(tc::motion_subtype::shake, tc::phase::began, 0.1);
    f.scene.push_motion(tc::motion_subtype::shake, tc::phase::ended, 0.2);
    f.scene.dispatch();
    CHECK(app_motion == 2);
    f.scene.set_app_responder({});
}

// R1: a controller's next responder (its view's superview; the window for a window's root
// controller; none without a view or superview) and the application's (the app delegate
// while it has callbacks, else none).
static void test_R1_controller_and_application_next_responder() {
    std::string err_msg;
    fixture f;
    tc::controller vc = f.scene.create_controller();
    tc::view root = f.scene.create_view({0, 0, 320, 480});
    f.window.add_subview(root);
    vc.set_view(root);
    tc::responder next = vc.next_responder();
    CHECK(next.kind == tc::responder_kind::view && next.view == f.window && !next.controller);
    tc::controller child = f.scene.create_controller();
    tc::view inner = f.scene.create_view({10, 10, 50, 50});
    root.add_subview(inner);
    child.set_view(inner);
    next = child.next_responder();
    CHECK(next.kind == tc::responder_kind::view && next.view == root);
    tc::controller_ref child_ref = child;
    CHECK(child_ref.next_responder().view == root); // borrowed refs answer too
    inner.remove_from_superview();
    CHECK(child.next_responder().kind == tc::responder_kind::none);
    tc::controller bare = f.scene.create_controller();
    next = bare.next_responder();
    CHECK(next.kind == tc::responder_kind::none && !next.view && !next.controller);

    CHECK(f.scene.app_next_responder().kind == tc::responder_kind::none);
    tc::responder_fns delegate;
    delegate.motion = [](const tc::responder &, const tc::event_info &) { return tc::handled; };
    f.scene.set_app_delegate(delegate);
    next = f.scene.app_next_responder();
    CHECK(next.kind == tc::responder_kind::app_delegate && !next.view && !next.controller);
    f.scene.set_app_delegate({});
    CHECK(f.scene.app_next_responder().kind == tc::responder_kind::none);

    child.destroy();
    CHECK_THROWS_TC(child.next_responder(), TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(child_ref.next_responder(), TC_ERR_STALE_HANDLE);
    CHECK(err_msg.find("tc_controller_next_responder") != std::string::npos);
}

static void test_recognizer_relations() {
    fixture f;
    tc::recognizer dbl = f.scene.create_recognizer(tc::recognizer_params::tap(2));
    dbl.attach(f.canvas);
    f.tap.require_to_fail(dbl);
    std::string err_msg;
    CHECK_THROWS_TC(dbl.require_to_fail(f.tap), TC_ERR_CYCLE);
    CHECK(err_msg == f.scene.last_error());
    f.tap.remove_requirement(dbl);
    dbl.destroy();
    CHECK(!dbl);
    f.tap.set_simultaneous(f.pan);
    tc::recognizer_params p = f.pan.params();
    CHECK(p.kind_enum() == tc::recognizer_kind::pan && near(p.slop, TC_DEFAULT_PAN_SLOP));
    p.min_touches = 2;
    f.pan.set_params(p);
    CHECK(f.pan.params().min_touches == 2);

    // A delegate veto.
    int asked = 0;
    tc::recognizer_delegate d;
    d.should_begin = [&](tc::recognizer_ref r) {
        CHECK(r == f.tap);
        ++asked;
        return false;
    };
    f.tap.set_delegate(d);
    f.scene.push_touches({{tc::phase::began, 1, {100, 200}, 0.0}, {tc::phase::ended, 1, {100, 200}, 0.05}});
    f.scene.dispatch();
    CHECK(asked == 1);
    CHECK(!f.tap_log.empty() && f.tap_log.back().state == tc::gesture_state::failed &&
          f.tap_log.back().failure == tc::failure_reason::vetoed_by_delegate);
    f.tap.set_delegate({});
}

static void test_custom_focus_overrides() {
    fixture f;
    f.tap.detach();
    f.pan.detach();
    // A custom recognizer that recognizes when its touch ends, and a veto that lets it.
    tc::recognizer custom = f.scene.create_recognizer(tc::recognizer_params::custom());
    custom.attach(f.window); // on an ancestor of the canvas: the canvas may veto it (G7)
    std::vector<tc::phase> seen;
    custom.on_custom_touches([&](tc::recognizer_ref r, tc::phase p, const tc::touch_list &touches, double) {
        seen.push_back(p);
        CHECK(touches.size() == 1);
        for (tc::touch_ref t : touches) CHECK(t.info().id == 5);
        if (p == tc::phase::ended) r.set_state(tc::gesture_state::ended);
    });
    std::vector<tc::gesture_state> states;
    custom.on_action([&](tc::recognizer_ref, const tc::gesture_details &d) { states.push_back(d.state); });
    int vetoes_asked = 0;
    f.canvas.on_gesture_should_begin([&](tc::view_ref self, tc::recognizer_ref r) {
        CHECK(self == f.canvas && r == custom);
        ++vetoes_asked;
        return true;
    });
    f.scene.push_touches({{tc::phase::began, 5, {100, 200}, 0.0}, {tc::phase::ended, 5, {100, 200}, 0.05}});
    f.scene.dispatch();
    CHECK(seen.size() == 2 && seen.front() == tc::phase::began && seen.back() == tc::phase::ended);
    CHECK(!states.empty() && states.front() == tc::gesture_state::ended);
    CHECK(vetoes_asked == 1);

    // G6, G8: the delegate's should_receive_event is asked about the touches first; a custom
    // recognizer that ignores its touch hears no more of it.
    std::vector<tc::event_type> events;
    tc::recognizer_delegate cd;
    cd.should_receive_event = [&](tc::recognizer_ref r, tc::event_type type) {
        CHECK(r == custom);
        events.push_back(type);
        return true;
    };
    custom.set_delegate(cd);
    seen.clear();
    custom.on_custom_touches([&](tc::recognizer_ref r, tc::phase p, const tc::touch_list &touches, double) {
        seen.push_back(p);
        for (tc::touch_ref t : touches) r.ignore_touch(t);
    });
    f.scene.push_touches({{tc::phase::began, 6, {100, 200}, 0.5},
                          {tc::phase::moved, 6, {104, 200}, 0.52},
                          {tc::phase::ended, 6, {104, 200}, 0.55}});
    f.scene.dispatch();
    CHECK(seen.size() == 1 && seen.front() == tc::phase::began);
    CHECK(events.size() == 1 && events.front() == tc::event_type::touches);
    custom.set_delegate({});

    // First responder gets remote-control events, the focused view presses.
    std::vector<std::string> log;
    f.canvas.set_flag(tc::view_flag::can_become_first_responder, true);
    CHECK(!f.canvas.is_first_responder());
    f.canvas.become_first_responder();
    CHECK(f.scene.first_responder() == f.canvas);
    CHECK(f.canvas.is_first_responder() && !f.button.is_first_responder());
    f.canvas.on_remote([&](const tc::responder &r, const tc::event_info &e) {
        CHECK(r.view == f.canvas && e.type == tc::event_type::remote);
        log.push_back(e.subtype == int(tc::remote_subtype::play) ? "play" : "remote?");
        return tc::handled;
    });
    f.button.on_presses([&](const tc::responder &, const tc::event_info &e) {
        log.push_back(std::string("press ") + tc::to_string(e.phase));
        return tc::handled;
    });
    f.scene.set_focus(f.button);
    CHECK(f.scene.focus() == f.button);
    f.scene.push_remote(tc::remote_subtype::play, 1.0);
    f.scene.push_press(tc::press_type::select, tc::phase::began, 1.1);
    f.scene.push_press(tc::press_type::select, tc::phase::ended, 1.2);
    f.scene.dispatch();
    CHECK((log == std::vector<std::string>{"play", "press began", "press ended"}));
    f.canvas.resign_first_responder();
    CHECK(!f.scene.first_responder());
    CHECK(!f.canvas.is_first_responder());

    // A hit-test override that answers with another view, and one that throws (the engine's
    // answer is used, the exception surfaces from hit_test).
    f.button.on_hit_test([&](tc::view_ref, tc::point, tc::view_ref engine) { return engine ? tc::view_ref(f.canvas) : engine; });
    CHECK(f.window.hit_test({60, 40}) == f.canvas);
    f.button.on_hit_test([](tc::view_ref, tc::point, tc::view_ref) -> tc::view_ref { throw std::out_of_range("hit"); });
    bool caught = false;
    try {
        (void)f.window.hit_test({60, 40});
    } catch (const std::out_of_range &) {
        caught = true;
    }
    CHECK(caught);
    f.button.on_hit_test(nullptr);
    CHECK(f.window.hit_test({60, 40}) == f.button);
}

static void test_errors() {
    std::string err_msg;
    fixture f;
    // A refused call throws tc::error with the status and the engine's message.
    CHECK_THROWS_TC(f.canvas.set_frame({0, 0, -4, 10}), TC_ERR_INVALID_ARGUMENT);
    CHECK(err_msg == f.scene.last_error());
    CHECK(err_msg.find("tc_view_set_frame") != std::string::npos);
    try {
        f.window.add_subview(f.window);
    } catch (const tc::error &e) {
        CHECK(e.status() == TC_ERR_CYCLE || e.status() == TC_ERR_HAS_PARENT);
        CHECK(std::string(e.what()) == f.scene.last_error());
        CHECK(std::string(e.description()) == tc::status_string(e.status()));
    }
    CHECK_THROWS_TC(f.scene.push_touch({tc::phase::moved, 99, {0, 0}, 0}), TC_ERR_UNKNOWN_TOUCH);
    CHECK_THROWS_TC(f.scene.find_touch(99), TC_ERR_UNKNOWN_TOUCH);
    CHECK_THROWS_TC(f.scene.advance(-1), TC_ERR_TIME_BACKWARDS);
    CHECK_THROWS_TC((void)f.scene.create_recognizer(tc::recognizer_params(tc::recognizer_kind(99))), TC_ERR_UNKNOWN_ENUM);
    tc::scene_config bad;
    bad.max_touches = 0;
    CHECK_THROWS_TC((void)tc::scene::create(bad), TC_ERR_INVALID_ARGUMENT);
    // T3's tap_duration is mirrored with its default, and checked.
    CHECK(tc::scene_config().to_c().tap_duration == TC_DEFAULT_TAP_DURATION);
    tc::scene_config held;
    held.tap_duration = -1;
    CHECK_THROWS_TC((void)tc::scene::create(held), TC_ERR_INVALID_ARGUMENT);
    CHECK(!err_msg.empty());
    // push_touches is all or nothing.
    CHECK_THROWS_TC(f.scene.push_touches({{tc::phase::began, 1, {1, 1}, 0}, {tc::phase::began, 1, {1, 1}, 0}}),
                    TC_ERR_DUPLICATE_TOUCH);
    CHECK(f.scene.queued_count() == 0);
    // dispatch from inside a callback is refused (TC_ERR_REENTRANT), and the error surfaces
    // from the outer dispatch.
    f.canvas.on_touches([&](const tc::responder &, const tc::touches_event &) {
        f.scene.dispatch();
        return tc::handled;
    });
    f.tap.detach();
    f.pan.detach();
    f.scene.push_touch({tc::phase::began, 3, {100, 200}, 1.0});
    CHECK_THROWS_TC(f.scene.dispatch(), TC_ERR_REENTRANT);
    f.canvas.on_touches(nullptr);
    f.scene.push_touch({tc::phase::ended, 3, {100, 200}, 1.1});
    f.scene.dispatch();
}

static void test_callback_exceptions() {
    fixture f;
    f.tap.detach();
    f.pan.detach();
    int calls = 0;
    f.canvas.on_touches([&](const tc::responder &, const tc::touches_event &) -> tc::response {
        ++calls;
        throw std::runtime_error("boom from a callback");
    });
    int app_calls = 0;
    tc::responder_fns app;
    app.touches = [&](const tc::responder &, const tc::touches_event &) {
        ++app_calls;
        return tc::handled;
    };
    f.scene.set_app_responder(app);
    f.scene.push_touches({{tc::phase::began, 1, {100, 200}, 0.0}, {tc::phase::ended, 1, {100, 200}, 0.05}});
    bool caught = false;
    try {
        f.scene.dispatch();
    } catch (const tc::error &) {
        CHECK(false); // the callback's own exception, not a tc::error
    } catch (const std::runtime_error &e) {
        caught = std::string(e.what()) == "boom from a callback";
    }
    CHECK(caught);
    // The whole dispatch ran: both events reached the canvas, which answered TC_PASS, so the
    // app responder saw them too. Only the first exception was kept.
    CHECK(calls == 2);
    CHECK(app_calls == 2);
    CHECK(f.scene.touch_count() == 0);
    CHECK(!tc::take_pending_exception());
    f.scene.dispatch(); // nothing pending any more

    // From a recognizer's action, through advance.
    fixture g;
    g.pan.on_action([](tc::recognizer_ref, const tc::gesture_details &) { throw 42; });
    g.scene.push_touch({tc::phase::began, 1, {100, 200}, 0.0});
    g.scene.push_touch({tc::phase::moved, 1, {150, 200}, 0.05});
    int thrown = 0;
    try {
        g.scene.advance(0.1);
    } catch (int v) {
        thrown = v;
    }
    CHECK(thrown == 42);
    CHECK(g.scene.now() == 0.1);
    // Replacing a callback from inside itself is safe.
    int replaced = 0, original = 0;
    g.canvas.on_touches([&](const tc::responder &, const tc::touches_event &) {
        ++original;
        g.canvas.on_touches([&](const tc::responder &, const tc::touches_event &) {
            ++replaced;
            return tc::pass;
        });
        return tc::pass;
    });
    // detach cancels the pan in progress: its action runs, throws, and detach rethrows.
    thrown = 0;
    try {
        g.pan.detach();
    } catch (int v) {
        thrown = v;
    }
    CHECK(thrown == 42);
    CHECK(g.pan.state() == tc::gesture_state::possible || g.pan.state() == tc::gesture_state::cancelled);
    g.tap.detach();
    g.scene.push_touch({tc::phase::ended, 1, {150, 200}, 0.2});
    g.scene.push_touch({tc::phase::began, 2, {150, 200}, 0.3});
    g.scene.push_touch({tc::phase::ended, 2, {150, 200}, 0.35});
    g.scene.dispatch();
    CHECK(original == 1);
    CHECK(replaced >= 1);

    // A destructor drops what the callbacks it runs throw; destroy() reports it.
    for (int explicit_destroy = 0; explicit_destroy < 2; ++explicit_destroy) {
        tc::scene s = tc::scene::create();
        tc::view w = s.create_window({0, 0, 100, 100});
        int cancelled = 0;
        {
            tc::view v = s.create_view({0, 0, 100, 100});
            w.add_subview(v);
            v.on_touches([&](const tc::responder &, const tc::touches_event &e) -> tc::response {
                if (e.phase != tc::phase::cancelled) return tc::handled;
                ++cancelled;
                throw std::logic_error("thrown while cancelled");
            });
            s.push_touch({tc::phase::began, 1, {50, 50}, 0.0});
            s.dispatch();
            if (explicit_destroy) {
                bool caught = false;
                try {
                    v.destroy();
                } catch (const std::logic_error &) {
                    caught = true;
                }
                CHECK(caught);
                CHECK(!v);
            }
        }
        CHECK(cancelled == 1);
        CHECK(!tc::take_pending_exception());
        s.push_touch({tc::phase::ended, 1, {50, 50}, 0.1});
        s.dispatch();
    }
}

static void test_moved_from() {
    tc::scene s = tc::scene::create();
    tc::view a = s.create_view({0, 0, 10, 10});
    tc_view *handle = a.get();
    tc::view b = std::move(a);
    CHECK(!a && a.get() == nullptr); // NOLINT(bugprone-use-after-move): inert by contract
    CHECK(b.get() == handle);
    std::string err_msg;
    CHECK_THROWS_TC(a.set_frame({0, 0, 1, 1}), TC_ERR_INVALID_HANDLE);
    CHECK_THROWS_TC(a.on_touches([](const tc::responder &, const tc::touches_event &) { return tc::pass; }),
                    TC_ERR_INVALID_HANDLE);
    a.destroy(); // an empty owner: nothing to do
    tc::view &alias = b;
    b = std::move(alias); // self-move leaves it as it was
    CHECK(b.get() == handle);
    tc::recognizer r = s.create_recognizer(tc::recognizer_params::pinch());
    tc::recognizer r2(std::move(r));
    CHECK(!r && r2);
    tc::controller c = s.create_controller();
    tc::controller c2 = std::move(c);
    CHECK(!c && c2);
    tc::scene s2 = std::move(s);
    CHECK(!s && s2);
    CHECK_THROWS_TC(s.dispatch(), TC_ERR_INVALID_HANDLE);
    CHECK(s2.dispatch() == 0);
    CHECK(b.frame() == tc::rect(0, 0, 10, 10)); // the scene moved, its objects did not notice
    // Move-assigning over a live owner destroys what it held.
    tc::view c_view = s2.create_view({0, 0, 5, 5});
    tc::view_ref old = c_view;
    c_view = s2.create_view({0, 0, 6, 6});
    CHECK_THROWS_TC(old.frame(), TC_ERR_STALE_HANDLE);
    static_assert(!std::is_copy_constructible<tc::view>::value, "owners are move-only");
    static_assert(!std::is_copy_assignable<tc::scene>::value, "owners are move-only");
    static_assert(std::is_nothrow_move_constructible<tc::recognizer>::value, "noexcept moves");
    static_assert(std::is_copy_constructible<tc::view_ref>::value, "refs are copyable");
}

static void test_outliving_the_scene() {
    tc::view v;
    tc::recognizer r;
    tc::controller c;
    int called = 0;
    {
        tc::scene s = tc::scene::create();
        v = s.create_window({0, 0, 100, 100});
        v.on_touches([&](const tc::responder &, const tc::touches_event &) {
            ++called;
            return tc::handled;
        });
        r = s.create_recognizer(tc::recognizer_params::tap());
        r.on_action([&](tc::recognizer_ref, const tc::gesture_details &) { ++called; });
        r.attach(v);
        c = s.create_controller();
        c.set_view(v);
        v.set_control(tc::control_kind::generic);
        v.add_target(tc::control_event::all, [&](tc::view_ref, tc::control_event) { ++called; });
    } // the scene and every object in it are gone; the owners still hold stale handles
    CHECK(called == 0);
    std::string err_msg;
    CHECK_THROWS_TC(v.frame(), TC_ERR_STALE_HANDLE);
    CHECK(!err_msg.empty());
    CHECK_THROWS_TC(r.destroy(), TC_ERR_STALE_HANDLE); // explicit destroy reports it...
    CHECK(!r);
    // ... destructors (v, c) ignore it.
}

// A refused destroy() changes nothing. From another thread while the scene is busy the engine
// answers TC_ERR_STATE and "changes nothing": the owners keep their handles and the state of
// their callbacks, which the engine goes on calling (had it been freed, the calls below would
// read freed memory: cpp_wrapper_valgrind, or an ASan build, reports it).
static void test_refused_destroy_changes_nothing() {
    tc::scene s = tc::scene::create();
    tc::view w = s.create_window({0, 0, 320, 480});
    tc::view v = s.create_view({0, 0, 100, 100});
    w.add_subview(v);
    tc::controller c = s.create_controller();
    c.set_view(v);
    tc::recognizer r = s.create_recognizer(tc::recognizer_params::tap());
    r.attach(w);
    std::vector<tc::phase> phases;
    int routes = 0, states = 0;
    std::mutex m;
    std::condition_variable cv;
    int stage = 0;
    v.on_touches([&](const tc::responder &, const tc::touches_event &e) {
        phases.push_back(e.phase);
        if (e.phase == tc::phase::began) { // keep the scene busy while the other thread destroys
            std::unique_lock<std::mutex> lock(m);
            stage = 1;
            cv.notify_all();
            cv.wait(lock, [&] { return stage == 2; });
        }
        return tc::handled;
    });
    c.on_route([&](const tc::responder &, std::string_view, const tc::kv_list &) {
        ++routes;
        return tc::handled;
    });
    r.on_state([&](tc::recognizer_ref, const tc::gesture_details &) { ++states; });
    std::vector<std::int32_t> refusals;
    bool still_owned = false;
    std::thread other([&] {
        {
            std::unique_lock<std::mutex> lock(m);
            cv.wait(lock, [&] { return stage == 1; });
        }
        auto attempt = [&](auto &owner) {
            try {
                owner.destroy();
                refusals.push_back(TC_OK);
            } catch (const tc::error &e) {
                refusals.push_back(e.status());
            }
        };
        attempt(v);
        attempt(c);
        attempt(r);
        still_owned = v && c && r;
        {
            std::lock_guard<std::mutex> lock(m);
            stage = 2;
        }
        cv.notify_all();
    });
    s.push_touches({{tc::phase::began, 1, {50, 50}, 0.0}, {tc::phase::ended, 1, {50, 50}, 0.05}});
    s.dispatch();
    other.join();
    CHECK((refusals == std::vector<std::int32_t>{TC_ERR_STATE, TC_ERR_STATE, TC_ERR_STATE}));
    CHECK(still_owned && v && c && r);
    // Their callbacks still run: the touch's end (or its cancellation by the tap), the tap's
    // state changes, a route up to the controller.
    CHECK(phases.size() == 2 && phases.back() != tc::phase::began);
    CHECK(states >= 1);
    CHECK(v.send_route("ping"));
    CHECK(routes == 1);
    // On the scene's own thread, with nothing running, destroy() goes through.
    v.destroy();
    c.destroy();
    r.destroy();
    CHECK(!v && !c && !r);
}

// Closing a scene from inside a hit-testing callback: the engine refuses the destroy and (H5)
// the removal of the scene's callbacks too, so they stay installed and their state must leak
// with the scene rather than be freed: the trace runs on through it (freed, valgrind or ASan
// reports the next step's read).
static void test_scene_close_inside_hit_testing_leaks_state() {
    auto *s = new tc::scene(tc::scene::create());
    tc_scene *raw = s->get();
    tc::view w = s->create_window({0, 0, 320, 480});
    tc::view v = s->create_view({0, 0, 100, 100});
    w.add_subview(v);
    int steps = 0, after_close = 0;
    s->on_hit_trace([&](tc::trace_step, tc::view_ref, bool, tc::view_ref) {
        ++steps;
        if (s) {
            delete s; // ~scene inside the trace: refused, the scene leaks
            s = nullptr;
        } else {
            ++after_close;
        }
    });
    CHECK(w.hit_test({10, 10}) == v);
    CHECK(!s && steps >= 2 && after_close == steps - 1);
    // The leaked scene is alive, its trace still installed (our callback's state with it).
    double now = -1;
    CHECK(tc_scene_now(raw, &now) == TC_OK);
    const int first_steps = steps;
    CHECK(w.hit_test({10, 10}) == v);
    CHECK(steps == 2 * first_steps && after_close == steps - 1);
    // What the test still owns goes; the scene stays (leaked, as documented).
}

// A refused install changes nothing: each callback setter called from inside a hit-testing
// callback (TC_ERR_REENTRANT, H5), replacing or removing, leaves the old function running.
static void test_refused_install_changes_nothing() {
    std::string err_msg;
    tc::scene s = tc::scene::create();
    tc::view w = s.create_window({0, 0, 320, 480});
    tc::view v = s.create_view({0, 0, 100, 100});
    w.add_subview(v);
    tc::controller c = s.create_controller();
    c.set_view(v);
    tc::recognizer tap = s.create_recognizer(tc::recognizer_params::tap());
    tc::recognizer custom = s.create_recognizer(tc::recognizer_params::custom());
    tap.attach(w);
    custom.attach(w);

    // The old functions count their calls; the refused ones must never run.
    int touches = 0, point_inside = 0, hit_test = 0, should_begin_view = 0, actions = 0, states = 0,
        delegate_asked = 0, custom_seen = 0, controller_routes = 0, app_routes = 0, unhandled = 0,
        refused_ran = 0;
    v.on_touches([&](const tc::responder &, const tc::touches_event &) {
        ++touches;
        return tc::handled;
    });
    v.on_point_inside([&](tc::view_ref, tc::point, bool engine) {
        ++point_inside;
        return engine;
    });
    v.on_hit_test([&](tc::view_ref, tc::point, tc::view_ref engine) {
        ++hit_test;
        return engine;
    });
    v.on_gesture_should_begin([&](tc::view_ref, tc::recognizer_ref) {
        ++should_begin_view;
        return true;
    });
    tap.on_action([&](tc::recognizer_ref, const tc::gesture_details &) { ++actions; });
    tap.on_state([&](tc::recognizer_ref, const tc::gesture_details &) { ++states; });
    tc::recognizer_delegate d;
    d.should_begin = [&](tc::recognizer_ref) {
        ++delegate_asked;
        return true;
    };
    tap.set_delegate(d);
    custom.on_custom_touches([&](tc::recognizer_ref, tc::phase, const tc::touch_list &, double) { ++custom_seen; });
    c.on_route([&](const tc::responder &, std::string_view name, const tc::kv_list &) {
        if (name != "controller") return tc::pass;
        ++controller_routes;
        return tc::handled;
    });
    tc::responder_fns app;
    app.route = [&](const tc::responder &, std::string_view name, const tc::kv_list &) {
        if (name != "app") return tc::pass;
        ++app_routes;
        return tc::handled;
    };
    s.set_app_responder(app);
    s.on_unhandled([&](const tc::unhandled_info &) { ++unhandled; });

    auto new_touches = [&](const tc::responder &, const tc::touches_event &) {
        ++refused_ran;
        return tc::pass;
    };
    auto new_route = [&](const tc::responder &, std::string_view, const tc::kv_list &) {
        ++refused_ran;
        return tc::handled;
    };
    auto new_gesture = [&](tc::recognizer_ref, const tc::gesture_details &) { ++refused_ran; };
    tc::responder_fns new_fns;
    new_fns.touches = new_touches;
    new_fns.route = new_route;
    tc::recognizer_delegate new_delegate;
    new_delegate.should_begin = [&](tc::recognizer_ref) {
        ++refused_ran;
        return false;
    };
    int traced = 0, attempts = 0;
    s.on_hit_trace([&](tc::trace_step, tc::view_ref, bool, tc::view_ref) {
        if (traced++) return;
        auto refused = [&](auto &&call) {
            ++attempts;
            CHECK_THROWS_TC(call(), TC_ERR_REENTRANT);
        };
        refused([&] { v.on_touches(new_touches); });
        refused([&] { v.on_route(new_route); });
        refused([&] { v.set_responder(new_fns); });
        refused([&] { v.set_responder({}); });
        refused([&] { v.on_point_inside([&](tc::view_ref, tc::point, bool) { return ++refused_ran, false; }); });
        refused([&] { v.on_point_inside(nullptr); });
        refused([&] { v.on_hit_test([&](tc::view_ref, tc::point, tc::view_ref) { return ++refused_ran, tc::view_ref(); }); });
        refused([&] { v.on_hit_test(nullptr); });
        refused([&] { v.on_gesture_should_begin([&](tc::view_ref, tc::recognizer_ref) { return ++refused_ran, false; }); });
        refused([&] { v.on_gesture_should_begin(nullptr); });
        refused([&] { tap.on_action(new_gesture); });
        refused([&] { tap.on_action(nullptr); });
        refused([&] { tap.on_state(new_gesture); });
        refused([&] { tap.set_delegate(new_delegate); });
        refused([&] { tap.set_delegate({}); });
        refused([&] { custom.on_custom_touches([&](tc::recognizer_ref, tc::phase, const tc::touch_list &, double) { ++refused_ran; }); });
        refused([&] { custom.on_custom_touches(nullptr); });
        refused([&] { c.on_route(new_route); });
        refused([&] { c.set_responder({}); });
        refused([&] { s.set_app_responder(new_fns); });
        refused([&] { s.set_app_delegate(new_fns); });
        refused([&] { s.on_unhandled([&](const tc::unhandled_info &) { ++refused_ran; }); });
        refused([&] { s.on_unhandled(nullptr); });
        refused([&] { s.on_hit_trace([&](tc::trace_step, tc::view_ref, bool, tc::view_ref) { ++refused_ran; }); });
        refused([&] { s.on_hit_trace(nullptr); });
    });
    CHECK(w.hit_test({10, 10}) == v);
    CHECK(attempts == 25);
    CHECK(point_inside >= 1 && hit_test >= 1);
    // Everything below runs the old functions, and only them.
    traced = 0;
    point_inside = hit_test = 0;
    CHECK(w.hit_test({10, 10}) == v);
    CHECK(traced >= 1); // the old trace (its refused removal changed nothing)
    CHECK(point_inside >= 1 && hit_test >= 1);
    s.push_touches({{tc::phase::began, 1, {10, 10}, 0.0}, {tc::phase::ended, 1, {10, 10}, 0.05}});
    s.dispatch();
    CHECK(touches >= 1);
    CHECK(delegate_asked == 1 && states >= 1 && actions >= 1);
    CHECK(custom_seen >= 1);
    CHECK(should_begin_view >= 1);
    CHECK(v.send_route("controller") && controller_routes == 1);
    CHECK(v.send_route("app") && app_routes == 1);
    CHECK(!v.send_route("nobody") && unhandled == 1);
    CHECK(refused_ran == 0);
}

// Every successful set_control makes a new control, also of the same kind: the engine drops
// the old targets, and the owner frees their state (it grew without bound before). A refused
// set_control keeps them.
static void test_set_control_drops_target_state() {
    std::string err_msg;
    tc::scene s = tc::scene::create();
    tc::view w = s.create_window({0, 0, 320, 480});
    tc::view b = s.create_view({0, 0, 100, 44});
    w.add_subview(b);
    auto token = std::make_shared<int>(0); // each target's function holds a copy
    b.set_control(tc::control_kind::button);
    std::int32_t id = b.add_target(tc::control_event::all, [token](tc::view_ref, tc::control_event) {});
    CHECK(token.use_count() == 2);
    b.set_control(tc::control_kind::button);
    CHECK(token.use_count() == 1);
    CHECK_THROWS_TC(b.remove_target(id), TC_ERR_NOT_FOUND);
    for (int i = 0; i < 1000; ++i) {
        b.set_control(i % 2 ? tc::control_kind::button : tc::control_kind::slider);
        b.add_target(tc::control_event::touch_up_inside, [token](tc::view_ref, tc::control_event) {});
    }
    CHECK(token.use_count() == 2); // only the last control's target
    CHECK_THROWS_TC(b.set_control(tc::control_kind(99)), TC_ERR_UNKNOWN_ENUM);
    CHECK(token.use_count() == 2);
    // A target that remakes its own control drops its own state while it runs; safe, and no
    // later target of the old control runs.
    b.set_control(tc::control_kind::button);
    int fired = 0, after = 0;
    b.add_target(tc::control_event::touch_up_inside, [&, token](tc::view_ref, tc::control_event) {
        ++fired;
        b.set_control(tc::control_kind::button);
    });
    b.add_target(tc::control_event::touch_up_inside, [&, token](tc::view_ref, tc::control_event) { ++after; });
    CHECK(token.use_count() == 3);
    s.push_touches({{tc::phase::began, 1, {10, 10}, 0.0}, {tc::phase::ended, 1, {10, 10}, 0.05}});
    s.dispatch();
    CHECK(fired == 1 && after == 0);
    CHECK(token.use_count() == 1);
}

// G2, G3, G8: a custom recognizer's reset and can-prevent callbacks; C1: send_actions.
static void test_custom_hooks_and_send_actions() {
    fixture f;
    std::string err_msg;
    f.pan.detach();
    tc::recognizer custom = f.scene.create_recognizer(tc::recognizer_params::custom());
    custom.set_name("custom");
    custom.attach(f.canvas);
    // BEGAN at its first move, ENDED at the lift; it cannot prevent the tap
    custom.on_custom_touches([&](tc::recognizer_ref r, tc::phase p, const tc::touch_list &, double) {
        tc::gesture_state st = r.state();
        if (p == tc::phase::moved && st == tc::gesture_state::possible) r.set_state(tc::gesture_state::began);
        if (p == tc::phase::ended && st == tc::gesture_state::began) r.set_state(tc::gesture_state::ended);
    });
    int asked = 0;
    custom.on_custom_can_prevent([&](tc::recognizer_ref r, tc::recognizer_ref other) {
        CHECK(r == custom && other == f.tap);
        ++asked;
        return false;
    });
    std::vector<tc::gesture_state> resets;
    custom.on_custom_reset([&](tc::recognizer_ref r) { resets.push_back(r.state()); });
    f.scene.push_touches({{tc::phase::began, 1, {100, 200}, 0.0},
                          {tc::phase::moved, 1, {101, 200}, 0.02},
                          {tc::phase::ended, 1, {101, 200}, 0.05}});
    f.scene.dispatch();
    CHECK(asked == 2);
    CHECK(!f.tap_log.empty() && f.tap_log.back().state == tc::gesture_state::ended);
    CHECK(resets.size() == 1 && resets.front() == tc::gesture_state::ended);
    CHECK(custom.state() == tc::gesture_state::possible);
    // can-be-prevented answers for the other direction; empty functions remove them
    custom.on_custom_can_be_prevented([&](tc::recognizer_ref, tc::recognizer_ref) { return true; });
    custom.on_custom_can_be_prevented(nullptr);
    custom.on_custom_can_prevent(nullptr);
    custom.on_custom_reset(nullptr);
    CHECK_THROWS_TC(f.tap.on_custom_reset([](tc::recognizer_ref) {}), TC_ERR_STATE);

    // C1: the targets without a touch, once each in registration order, then the primary action
    std::vector<std::string> log;
    f.button.add_target(tc::control_event::touch_up_inside | tc::control_event::value_changed,
                        [&](tc::view_ref, tc::control_event e) { log.push_back(tc::to_string(e)); });
    f.button.add_target(tc::control_event::primary_action_triggered,
                        [&](tc::view_ref, tc::control_event e) { log.push_back(tc::to_string(e)); });
    f.button.send_actions(tc::control_event::value_changed | tc::control_event::touch_up_inside);
    CHECK(log.size() == 2 && log[0] == "touch_up_inside" && log[1] == "primary_action_triggered");
    CHECK(!f.button.control().tracking);
    CHECK_THROWS_TC(f.canvas.send_actions(tc::control_event::touch_up_inside), TC_ERR_STATE);
}

// Every tc_*_string family has a tc::to_string overload that answers as the C function; bit
// families say "none" for no bit and "mask" for several.
static void test_names() {
    CHECK(std::strcmp(tc::to_string(tc::touch_type::indirect_pointer), tc_touch_type_string(TC_TOUCH_INDIRECT_POINTER)) == 0);
    CHECK(std::strcmp(tc::to_string(tc::motion_subtype::shake), "shake") == 0);
    CHECK(std::strcmp(tc::to_string(tc::remote_subtype::toggle_play_pause), "toggle_play_pause") == 0);
    CHECK(std::strcmp(tc::to_string(tc::press_type::page_down), "page_down") == 0);
    CHECK(std::strcmp(tc::to_string(tc::view_flag::hits_outside_bounds), "hits_outside_bounds") == 0);
    CHECK(std::strcmp(tc::to_string(tc::trace_step::enter), tc_trace_step_string(TC_TRACE_ENTER)) == 0);
    CHECK(std::strcmp(tc::to_string(tc::control_kind::slider), "slider") == 0);
    CHECK(std::strcmp(tc::to_string(tc::scroll_event::will_end_dragging), "will_end_dragging") == 0);
    CHECK(std::strcmp(tc::to_string(tc::recognizer_kind::hover), tc_recognizer_kind_string(TC_RECOGNIZER_HOVER)) == 0);
    CHECK(std::strcmp(tc::to_string(tc::swipe_direction::up), "up") == 0);
    CHECK(std::strcmp(tc::to_string(tc::swipe_direction::up | tc::swipe_direction::down), "mask") == 0);
    CHECK(std::strcmp(tc::to_string(tc::edge::none), "none") == 0);
    CHECK(std::strcmp(tc::to_string(tc::edge::left), "left") == 0);
    CHECK(std::strcmp(tc::to_string(tc::button::secondary), "secondary") == 0);
    CHECK(std::strcmp(tc::to_string(tc::touch_property::azimuth), "azimuth") == 0);
    CHECK(std::strcmp(tc::to_string(tc::touch_property::all), "mask") == 0);
    CHECK(std::strcmp(tc::to_string(tc::scroll_type::continuous), "continuous") == 0);
    CHECK(std::strcmp(tc::to_string(tc::phase(99)), "?") == 0);
}

// S1-S7 through the wrapper: a scroll view, its pan, offset, state, callbacks; P4's wheel.
static void test_scroll_view() {
    std::string err_msg;
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view list = scene.create_view({0, 0, 100, 100});
    tc::view row = scene.create_view({0, 0, 100, 40});
    window.add_subview(list);
    list.add_subview(row);
    CHECK_THROWS_TC(list.scroll(), TC_ERR_STATE); // not a scroll view yet
    CHECK_THROWS_TC(list.set_scroll_callbacks({}), TC_ERR_STATE);
    tc::scroll_params params = tc::scroll_params::content(100, 1000);
    CHECK(params.bounces == 1 && params.deceleration_rate == TC_DECELERATION_NORMAL); // UIKit's defaults
    CHECK(params.bounces_along_x() && params.bounces_along_y());
    list.set_scroll(params);
    CHECK(list.scroll().content_h == 1000);
    CHECK(list.flag(tc::view_flag::multiple_touch_enabled)); // S1, T6
    // S4: per-axis bounce; the getter reads UIKit's `bounces` (both) and the axis that differs.
    tc::scroll_params axes = list.scroll();
    axes.bounces = 0;
    axes.bounces_vertically = 1;
    list.set_scroll(axes);
    axes = list.scroll();
    CHECK(axes.bounces == 0 && axes.bounces_horizontally == TC_SCROLL_BOUNCES_INHERIT && axes.bounces_vertically == 1);
    CHECK(!axes.bounces_along_x() && axes.bounces_along_y());
    axes.bounces_vertically = 2;
    CHECK_THROWS_TC(list.set_scroll(axes), TC_ERR_INVALID_ARGUMENT);
    axes.bounces = 1; // read, changed, written back: `bounces` sets both axes
    axes.bounces_vertically = TC_SCROLL_BOUNCES_INHERIT;
    list.set_scroll(axes);
    CHECK(list.scroll().bounces_along_x() && list.scroll().bounces_along_y());
    // S1: a smaller content moves the offset into the new range.
    list.set_content_offset({0, 900});
    list.set_scroll(tc::scroll_params::content(100, 500));
    CHECK(list.content_offset() == pt(0, 400));
    list.set_scroll(params);
    list.set_content_offset({0, 0});
    tc::recognizer_ref pan = list.scroll_pan();
    CHECK(pan && pan.details().kind == tc::recognizer_kind::pan);
    CHECK(pan.params().allowed_scroll_types == TC_SCROLL_TYPES_ALL);
    std::vector<std::string> events;
    int asked = 0, row_touches = 0;
    tc::scroll_callbacks cbs;
    cbs.event = [&](tc::view_ref v, tc::scroll_event_info &i) {
        CHECK(v == list);
        events.push_back(tc::to_string(i.event));
    };
    cbs.touches_should_begin = [&](tc::view_ref v, tc::touch_ref t, tc::view_ref content) {
        CHECK(v == list && content == row && t.info().id == 5);
        ++asked;
        return false; // the row gets nothing of the touch
    };
    list.set_scroll_callbacks(cbs);
    row.on_touches([&](const tc::responder &, const tc::touches_event &) {
        ++row_touches;
        return tc::handled;
    });
    // three wheel notches of dy = -40 scroll the content 40 each
    for (int n = 1; n <= 3; ++n) {
        scene.push_scroll({tc::scroll_type::discrete, tc::phase::none, {0, -40}, {50, 50}, 1.0 + 0.05 * n});
        scene.dispatch();
        CHECK(list.content_offset() == pt(0, 40.0 * n));
        CHECK(list.scroll_tracking());
    }
    CHECK(pan.details().touch_type == tc::touch_type::indirect_pointer);
    scene.advance(3.0);
    tc::scroll_view_state st = list.scroll_state();
    CHECK(!st.dragging && !st.decelerating && !list.scroll_tracking());
    CHECK(list.bounds().y == 120);
    CHECK(!events.empty() && events.front() == "will_begin_dragging");
    CHECK(std::count(events.begin(), events.end(), std::string("did_scroll")) == 3);
    events.clear();
    list.set_content_offset({0, 10});
    CHECK(list.content_offset() == pt(0, 10));
    CHECK(events.size() == 1 && events[0] == "did_scroll");
    // a touch-down on the row: asked once, and the row hears nothing
    scene.push_touches({{tc::phase::began, 5, {50, 20}, 4.0}, {tc::phase::ended, 5, {50, 20}, 4.05}});
    scene.dispatch();
    scene.advance(5.0);
    CHECK(asked == 1 && row_touches == 0);
    // empty callbacks remove them; refused input changes nothing
    list.set_scroll_callbacks({});
    CHECK_THROWS_TC(scene.push_scroll({tc::scroll_type::continuous, tc::phase::moved, {0, 1}, {50, 50}, 6.0}),
                    TC_ERR_UNKNOWN_ENUM);
    CHECK(scene.queued_count() == 0);
    CHECK_THROWS_TC(list.set_content_offset({0, NAN}), TC_ERR_NOT_FINITE);
}

// S3: a touches_should_cancel that throws answers UIKit's default, as the Python and JS
// bindings do: no for a control (the button keeps its touch, the content does not scroll),
// yes for any other view. The exception reaches the caller of dispatch.
static void test_S3_throwing_should_cancel_answers_uikit_default() {
    for (int on_control = 0; on_control < 2; ++on_control) {
        tc::scene scene = tc::scene::create();
        tc::view window = scene.create_window({0, 0, 320, 480});
        tc::view list = scene.create_view({0, 0, 320, 480});
        tc::view content = scene.create_view({0, 0, 320, 100});
        window.add_subview(list);
        list.add_subview(content);
        if (on_control) content.set_control(tc::control_kind::button);
        list.set_scroll(tc::scroll_params::content(320, 2000));
        int asked = 0;
        tc::scroll_callbacks cbs;
        cbs.touches_should_cancel = [&](tc::view_ref, tc::view_ref c) -> bool {
            CHECK(c == content);
            ++asked;
            throw std::runtime_error("boom from touches_should_cancel");
        };
        list.set_scroll_callbacks(cbs);
        scene.push_touch({tc::phase::began, 1, {100, 50}, 0.0});
        scene.dispatch();
        scene.advance(0.3); // past delaysContentTouches: the content has the touch
        bool caught = false;
        for (int k = 1; k <= 6 && !caught; ++k) {
            scene.push_touch({tc::phase::moved, 1, {100, 50.0 - 8.0 * k}, 0.3 + 0.02 * k});
            try {
                scene.dispatch();
            } catch (const std::runtime_error &e) {
                caught = std::string(e.what()) == "boom from touches_should_cancel";
            }
        }
        CHECK(caught && asked >= 1);
        if (on_control) {
            CHECK(content.control().tracking);          // not cancelled
            CHECK(list.content_offset() == pt(0, 0));   // no scroll
        } else {
            CHECK(list.content_offset().y > 0);         // cancelled and scrolling
        }
        scene.push_touch({tc::phase::cancelled, 1, {100, 0}, 1.0});
        try { scene.dispatch(); } catch (const std::runtime_error &) {}
    }
    // A hook that answers asks the engine nothing more: no failed query is left in the
    // scene's last error.
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view list = scene.create_view({0, 0, 320, 480});
    tc::view row = scene.create_view({0, 0, 320, 100});
    window.add_subview(list);
    list.add_subview(row);
    list.set_scroll(tc::scroll_params::content(320, 2000));
    int asked = 0;
    tc::scroll_callbacks cbs;
    cbs.touches_should_cancel = [&](tc::view_ref, tc::view_ref) { ++asked; return true; };
    list.set_scroll_callbacks(cbs);
    scene.push_touch({tc::phase::began, 1, {100, 50}, 0.0});
    scene.dispatch();
    scene.advance(0.3);
    for (int k = 1; k <= 6; ++k) {
        scene.push_touch({tc::phase::moved, 1, {100, 50.0 - 8.0 * k}, 0.3 + 0.02 * k});
        scene.dispatch();
    }
    CHECK(asked == 1 && list.content_offset().y > 0);
    CHECK(scene.last_error().empty());
}

// P3: hover callbacks and a hover recognizer; P4: a trackpad pinch.
static void test_hover_and_transform() {
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view card = scene.create_view({0, 0, 200, 200});
    window.add_subview(card);
    std::vector<std::string> log;
    tc::hover_event last;
    auto logger = [&](const char *who) {
        return [&log, &last, who](const tc::responder &, const tc::hover_event &e) {
            log.push_back(std::string(who) + ":" + tc::to_string(e.phase));
            last = e;
        };
    };
    window.on_hover(logger("W"));
    card.on_hover(logger("C"));
    tc::recognizer hover = scene.create_recognizer(tc::recognizer_params::hover());
    hover.attach(card);
    std::vector<tc::gesture_details> states;
    hover.on_state([&](tc::recognizer_ref, const tc::gesture_details &d) { states.push_back(d); });

    tc::hover_sample h(tc::phase::began, 9, {50, 60}, 1.0);
    h.type = tc::touch_type::stylus;
    h.z_offset = 0.5;
    scene.push_hover(h);
    scene.dispatch();
    CHECK(log.size() == 2 && log[0] == "W:began" && log[1] == "C:began"); // outermost first
    CHECK(last.id == 9 && last.location == pt(50, 60) && last.type == tc::touch_type::stylus);
    CHECK(near(last.z_offset, 0.5) && last.hit_view == card);
    CHECK(!states.empty() && states.back().state == tc::gesture_state::began);
    CHECK(!states.empty() && near(states.back().z_offset, 0.5) && states.back().touch_type == tc::touch_type::stylus);
    log.clear();
    scene.push_hover({tc::phase::ended, 9, {50, 60}, 1.1});
    scene.dispatch();
    CHECK(log.size() == 2 && log[0] == "C:ended" && log[1] == "W:ended"); // deepest first
    CHECK(states.back().state == tc::gesture_state::ended);
    std::string err_msg;
    tc::hover_sample bad(tc::phase::began, 10, {1, 1}, 2.0);
    bad.z_offset = 2;
    CHECK_THROWS_TC(scene.push_hover(bad), TC_ERR_INVALID_ARGUMENT);
    card.on_hover(nullptr);

    tc::recognizer pinch = scene.create_recognizer(tc::recognizer_params::pinch());
    pinch.attach(card);
    std::vector<tc::gesture_details> pinches;
    pinch.on_state([&](tc::recognizer_ref, const tc::gesture_details &d) { pinches.push_back(d); });
    scene.push_transform({tc::phase::began, 1, 0, {50, 50}, 3.0});
    scene.push_transform({tc::phase::changed, 1.2, 0, {50, 50}, 3.02});
    scene.push_transform({tc::phase::ended, 1.2, 0, {50, 50}, 3.04});
    scene.dispatch();
    CHECK(pinches.size() == 2);
    if (pinches.size() == 2) {
        CHECK(pinches[0].state == tc::gesture_state::began && near(pinches[0].scale, 1.2));
        CHECK(pinches[0].touch_type == tc::touch_type::indirect_pointer);
        CHECK(pinches[1].state == tc::gesture_state::ended);
    }
    CHECK_THROWS_TC(scene.push_transform({tc::phase::began, 0, 0, {50, 50}, 4.0}), TC_ERR_INVALID_ARGUMENT);
}

// P5, P6: a stylus's estimated force and its update; coalesced and predicted points, the
// engine's prediction and the azimuth seen in a view.
static void test_touch_points_and_updates() {
    std::string err_msg;
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view canvas = scene.create_view({0, 0, 200, 200});
    window.add_subview(canvas);
    std::vector<tc::touch_point> coalesced, predicted;
    tc::touch_point predicted_by_engine;
    tc::azimuth_info seen;
    canvas.on_touches([&](const tc::responder &, const tc::touches_event &e) {
        if (e.phase == tc::phase::moved) {
            tc::touch_ref t = e.touches[0];
            coalesced = t.coalesced_points();
            predicted = t.predicted_points();
            CHECK(t.coalesced(coalesced.size() - 1).location == t.info().location); // the touch itself
            CHECK_THROWS_TC(t.coalesced(coalesced.size()), TC_ERR_NOT_FOUND);
            predicted_by_engine = t.predict(0.01);
            seen = t.azimuth_in(canvas);
        }
        return tc::handled;
    });
    std::vector<tc::touch_update_event> updates;
    canvas.on_estimated_update([&](const tc::responder &r, const tc::touch_update_event &u) {
        CHECK(r.view == canvas);
        CHECK(u.touch && near(u.touch.info().force, 0.8)); // the touch shows the update meanwhile
        updates.push_back(u);
    });
    tc::touch_sample down(tc::phase::began, 7, {50, 50}, 1.0);
    down.type = tc::touch_type::stylus;
    down.force = 0.2;
    down.azimuth = 0.5;
    down.estimated_properties = tc::touch_property::force | tc::touch_property::azimuth;
    down.expecting_updates = tc::touch_property::force;
    down.estimation_update_index = 99;
    scene.push_touch(down);
    scene.dispatch();
    tc::touch_info i = scene.find_touch(7).info();
    CHECK(i.type == tc::touch_type::stylus && i.buttons == tc::button::primary);
    CHECK(i.estimated_properties == (tc::touch_property::force | tc::touch_property::azimuth));
    CHECK(i.expecting_updates == tc::touch_property::force && i.estimation_update_index == 99);
    CHECK(near(i.azimuth, 0.5) && near(i.altitude, TC_DEFAULT_ALTITUDE));

    tc::touch_update u;
    u.properties = tc::touch_property::force;
    u.id = 7;
    u.estimation_update_index = 99;
    u.force = 0.8;
    u.timestamp = 1.01;
    scene.push_touch_update(u);
    scene.dispatch();
    CHECK(updates.size() == 1);
    if (!updates.empty()) {
        CHECK(updates[0].id == 7 && updates[0].estimation_update_index == 99 && near(updates[0].force, 0.8));
        CHECK(updates[0].remaining == tc::touch_property::none);
    }
    CHECK(near(scene.find_touch(7).info().force, 0.2)); // afterwards the touch reads as before
    CHECK_THROWS_TC(scene.push_touch_update(u), TC_ERR_NOT_FOUND); // nothing expects it any more

    tc::touch_sample move(tc::phase::moved, 7, {80, 50}, 1.1);
    move.type = tc::touch_type::stylus;
    move.azimuth = 0.5;
    move.coalesced = {tc::touch_point(1.04, {60, 50}), tc::touch_point(1.07, {70, 50})};
    move.predicted = {tc::touch_point(1.13, {90, 50})};
    scene.push_touch(move);
    scene.dispatch();
    CHECK(coalesced.size() == 3 && predicted.size() == 1);
    if (coalesced.size() == 3 && predicted.size() == 1) {
        CHECK(coalesced[0].location == pt(60, 50) && near(coalesced[1].timestamp, 1.07));
        CHECK(coalesced[2].location == pt(80, 50));
        CHECK(predicted[0].location == pt(90, 50));
    }
    CHECK(near(predicted_by_engine.timestamp, 1.11) && predicted_by_engine.location.x > 80);
    CHECK(near(seen.angle, 0.5) && near(seen.unit.x, std::cos(0.5)) && near(seen.unit.y, std::sin(0.5)));
    tc::touch_info after = scene.find_touch(7).info();
    CHECK(after.coalesced_count == 3 && after.predicted_count == 1);
    tc::touch_sample early(tc::phase::moved, 7, {90, 50}, 1.2);
    early.coalesced = {tc::touch_point(1.0, {85, 50})}; // before the previous sample
    CHECK_THROWS_TC(scene.push_touch(early), TC_ERR_INVALID_ARGUMENT);
    CHECK_THROWS_TC(scene.find_touch(7).predict(1.0), TC_ERR_INVALID_ARGUMENT);
    scene.push_touch({tc::phase::ended, 7, {90, 50}, 1.3});
    scene.dispatch();
}

// The recognizer parameter table (tc_recognizer_param_info).
static void test_param_table() {
    std::string err_msg;
    std::vector<tc::param_info> rows = tc::recognizer_param_table();
    CHECK(rows.size() > 10);
    bool slop = false;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        CHECK(rows[i].index == static_cast<std::int32_t>(i) && !rows[i].name.empty() && !rows[i].unit.empty());
        if (rows[i].name == "slop") slop = rows[i].used_by(tc::recognizer_kind::pan) && !rows[i].is_integer;
    }
    CHECK(slop);
    CHECK(tc::recognizer_param_info(0).name == rows[0].name);
    CHECK_THROWS_TC((void)tc::recognizer_param_info(static_cast<std::int32_t>(rows.size())), TC_ERR_NOT_FOUND);
}

// An owner emptied by destroy() reports a destroyed object (TC_ERR_STALE_HANDLE, with its own
// message), not TC_ERR_INVALID_HANDLE with the text of an older, unrelated failure; a ref taken
// from it is refused as an argument instead of standing for "none" (the screen, detach ...).
static void test_destroyed_owner_is_stale() {
    std::string err_msg;
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view v = scene.create_view({0, 0, 10, 10});
    tc::view_ref before = v;
    v.destroy();
    CHECK(v.destroyed() && !v && v.get() == nullptr);
    CHECK_THROWS_TC(scene.advance(-1), TC_ERR_TIME_BACKWARDS); // an unrelated failure
    const std::string unrelated = scene.last_error();
    CHECK_THROWS_TC(v.set_alpha(0.5), TC_ERR_STALE_HANDLE);
    CHECK(err_msg != unrelated && err_msg.find("destroy()") != std::string::npos);
    CHECK_THROWS_TC(v.frame(), TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(v.on_touches([](const tc::responder &, const tc::touches_event &) { return tc::pass; }),
                    TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(v.set_control(tc::control_kind::button), TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(v.add_target(tc::control_event::all, [](tc::view_ref, tc::control_event) {}), TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(v.convert_to({1, 1}, window), TC_ERR_STALE_HANDLE); // not "from the screen"
    // a ref taken from it now
    CHECK_THROWS_TC(window.add_subview(v), TC_ERR_STALE_HANDLE);
    CHECK(err_msg.find("child") != std::string::npos);
    CHECK_THROWS_TC(window.convert_to({1, 1}, v), TC_ERR_STALE_HANDLE); // not "to the screen"
    CHECK_THROWS_TC(window.set_hit_redirect(v), TC_ERR_STALE_HANDLE);
    tc::controller c = scene.create_controller();
    c.set_view(window);
    CHECK_THROWS_TC(c.set_view(v), TC_ERR_STALE_HANDLE); // not "detach"
    CHECK(c.view() == window);
    CHECK_THROWS_TC(scene.set_focus(v), TC_ERR_STALE_HANDLE);
    // a ref taken before: the engine's own answer
    CHECK_THROWS_TC(before.frame(), TC_ERR_STALE_HANDLE);
    CHECK(err_msg.find("tc_view_get_frame") != std::string::npos);
    v.destroy(); // again: nothing to do
    // recognizers and controllers alike
    tc::recognizer r = scene.create_recognizer(tc::recognizer_params::pan());
    r.destroy();
    CHECK_THROWS_TC(r.attach(window), TC_ERR_STALE_HANDLE);
    CHECK(err_msg.find("recognizer") != std::string::npos && err_msg.find("destroy()") != std::string::npos);
    CHECK_THROWS_TC(r.on_action([](tc::recognizer_ref, const tc::gesture_details &) {}), TC_ERR_STALE_HANDLE);
    tc::recognizer tap = scene.create_recognizer(tc::recognizer_params::tap());
    CHECK_THROWS_TC(tap.require_to_fail(r), TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(tap.location_in(v), TC_ERR_STALE_HANDLE); // not "in the window"
    c.destroy();
    CHECK(c.destroyed());
    CHECK_THROWS_TC(c.view(), TC_ERR_STALE_HANDLE);
    CHECK_THROWS_TC(c.on_route([](const tc::responder &, std::string_view, const tc::kv_list &) { return tc::pass; }),
                    TC_ERR_STALE_HANDLE);
    // a moved-from owner is empty, not destroyed; a new object makes an owner live again
    tc::view moved = scene.create_view({0, 0, 1, 1});
    tc::view taker = std::move(moved);
    CHECK(!moved.destroyed()); // NOLINT(bugprone-use-after-move): inert by contract
    CHECK_THROWS_TC(moved.frame(), TC_ERR_INVALID_HANDLE);
    v = scene.create_view({0, 0, 5, 5});
    CHECK(!v.destroyed() && v.frame() == tc::rect(0, 0, 5, 5));
    tc::view dead = scene.create_view({0, 0, 1, 1});
    dead.destroy();
    tc::view heir = std::move(dead); // the state moves with the owner
    CHECK(heir.destroyed() && !dead.destroyed());
}

int main() {
    test_tap();
    test_pan();
    test_button_and_controls();
    test_tree_and_geometry();
    test_routes_controllers_unhandled();
    test_R1_controller_and_application_next_responder();
    test_recognizer_relations();
    test_custom_focus_overrides();
    test_errors();
    test_callback_exceptions();
    test_moved_from();
    test_outliving_the_scene();
    test_refused_destroy_changes_nothing();
    test_scene_close_inside_hit_testing_leaks_state();
    test_refused_install_changes_nothing();
    test_set_control_drops_target_state();
    test_custom_hooks_and_send_actions();
    test_names();
    test_scroll_view();
    test_S3_throwing_should_cancel_answers_uikit_default();
    test_hover_and_transform();
    test_touch_points_and_updates();
    test_param_table();
    test_destroyed_owner_is_stale();
    std::printf("touchchain.hpp (exceptions, C++%ld): %d checks, %d failed\n", (long)__cplusplus, g_checks,
                g_failures);
    return g_failures == 0 ? 0 : 1;
}
