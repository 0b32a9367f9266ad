// tap_and_pan.cpp — TouchChain from C++ (include/touchchain.hpp): a window with a button and a
// canvas carrying a pan recognizer; a tap on the button, then a pan across the canvas.
//
//   Window (320 x 480)
//   ├── canvas (0, 100, 320 x 380)   pan recognizer "pan"
//   └── button (20, 20, 100 x 44)    a button control with a target
//
// It prints what happened (control events, gesture states, the pan's translation and velocity,
// the status names of a refused call) and exits non-zero unless the button sent
// touch-up-inside and the pan ended with a translation of (+120, +60).
//
// Build and run: cmake --build build --target tc_cpp_example && ./build/examples/cpp_tap_and_pan
#include <touchchain.hpp>

#include <cmath>
#include <cstdio>
#include <exception>

int main() try {
    tc::scene scene = tc::scene::create();
    tc::view window = scene.create_window({0, 0, 320, 480});
    tc::view canvas = scene.create_view({0, 100, 320, 380});
    tc::view button = scene.create_view({20, 20, 100, 44});
    window.add_subview(canvas);
    window.add_subview(button); // added last: on top

    // The button: every control event it sends is printed.
    bool tapped = false;
    button.set_control(tc::control_kind::button);
    button.add_target(tc::control_event::all, [&](tc::view_ref, tc::control_event event) {
        std::printf("button: %s\n", tc::to_string(event));
        if (event == tc::control_event::touch_up_inside) tapped = true;
    });

    // The pan recognizer on the canvas.
    tc::recognizer pan = scene.create_recognizer(tc::recognizer_params::pan());
    pan.set_name("pan");
    pan.attach(canvas);
    tc::point translation;
    bool pan_ended = false;
    int changes = 0;
    pan.on_action([&](tc::recognizer_ref r, const tc::gesture_details &d) {
        translation = d.translation;
        pan_ended = pan_ended || d.state == tc::gesture_state::ended;
        if (d.state == tc::gesture_state::changed) {
            ++changes;
            return;
        }
        std::printf("%s: %s on the canvas at (%.0f, %.0f), translation (%+.0f, %+.0f), velocity (%+.0f, %+.0f) pt/s\n",
                    r.name().c_str(), tc::to_string(d.state), d.location.x, d.location.y, d.translation.x,
                    d.translation.y, d.velocity.x, d.velocity.y);
    });

    // A tap on the button (window coordinates), then a pan from (60, 200) to (180, 260).
    scene.push_touch({tc::phase::began, 1, {60, 40}, 0.00});
    scene.push_touch({tc::phase::ended, 1, {60, 40}, 0.08});
    scene.push_touch({tc::phase::began, 2, {60, 200}, 0.50});
    for (int i = 1; i <= 12; ++i)
        scene.push_touch({tc::phase::moved, 2, {60.0 + 10 * i, 200.0 + 5 * i}, 0.50 + 0.016 * i});
    scene.push_touch({tc::phase::ended, 2, {180, 260}, 0.50 + 0.016 * 13});
    std::size_t events = scene.dispatch();
    std::printf("dispatched %zu events (the pan changed %d times), clock at %.3f s\n", events, changes,
                static_cast<double>(scene.now()));

    // A refused call: tc::error carries the status and the engine's message.
    try {
        canvas.set_frame({0, 0, -1, 10});
    } catch (const tc::error &e) {
        std::printf("refused: %s (%s)\n", e.what(), e.description());
    }

    const bool ok = tapped && pan_ended && std::fabs(translation.x - 120) < 1e-9 && std::fabs(translation.y - 60) < 1e-9;
    std::printf("%s\n", ok ? "ok" : "UNEXPECTED OUTCOME");
    return ok ? 0 : 1;
} catch (const std::exception &e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
}
