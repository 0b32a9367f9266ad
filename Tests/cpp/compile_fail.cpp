// Mistakes include/touchchain.hpp turns into compile errors. compile_fail.sh compiles this file
// once per TC_CASE with -Werror: case 0 (the correct spelling of each) must compile, every other
// case must fail, with a diagnostic that matches the pattern after "expect:" on its #if line.
// A temporary owner destroys its object at the end of the statement: passed where the engine
// keeps a reference to the object (a subview, a redirect, a controller's view, an attachment,
// a failure requirement, the key window, the focus), it would leave nothing behind; discarded,
// a create_* call makes an object and destroys it at once.
#include "touchchain.hpp"

void cases(tc::scene &scene, tc::view &window, tc::controller &controller, tc::recognizer &tap) {
    (void)scene, (void)window, (void)controller, (void)tap;
#if TC_CASE == 0 // the correct code
    tc::view child = scene.create_view({0, 0, 10, 10});
    window.add_subview(child);
    window.insert_subview(child, 0);
    window.insert_subview_below(child, window.subview(0));
    window.set_hit_redirect(child);
    controller.set_view(child);
    tc::recognizer pan = scene.create_recognizer(tc::recognizer_params::pan());
    pan.attach(child);
    tap.require_to_fail(pan);
    tap.set_simultaneous(pan);
    scene.set_key_window(window);
    scene.set_focus(child);
    (void)scene.create_view({0, 0, 1, 1}); // discarded on purpose: said so
#elif TC_CASE == 1 // expect: delete
    window.add_subview(scene.create_view({0, 0, 10, 10}));
#elif TC_CASE == 2 // expect: delete
    window.insert_subview(scene.create_view({0, 0, 10, 10}), 0);
#elif TC_CASE == 3 // expect: delete
    window.insert_subview_above(scene.create_view({0, 0, 10, 10}), tc::view_ref());
#elif TC_CASE == 4 // expect: delete
    window.set_hit_redirect(scene.create_view({0, 0, 10, 10}));
#elif TC_CASE == 5 // expect: delete
    controller.set_view(scene.create_view({0, 0, 10, 10}));
#elif TC_CASE == 6 // expect: delete
    tap.attach(scene.create_view({0, 0, 10, 10}));
#elif TC_CASE == 7 // expect: delete
    tap.require_to_fail(scene.create_recognizer(tc::recognizer_params::pan()));
#elif TC_CASE == 8 // expect: delete
    scene.set_key_window(scene.create_window({0, 0, 10, 10}));
#elif TC_CASE == 9 // expect: delete
    window.add_subview(std::move(window));
#elif TC_CASE == 10 // expect: nodiscard|unused
    scene.create_recognizer(tc::recognizer_params::tap());
#elif TC_CASE == 11 // expect: nodiscard|unused
    scene.create_view({0, 0, 10, 10});
#elif TC_CASE == 12 // expect: nodiscard|unused
    scene.create_controller();
#elif TC_CASE == 13 // expect: nodiscard|unused
    tc::scene::create();
#endif
}

int main() { return 0; }
