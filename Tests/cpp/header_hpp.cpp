// include/touchchain.hpp compiled alone (-std=c++17 -pedantic -Wall -Wextra -Werror -Wundef
// -Wshadow; again with -DTOUCHCHAIN_NO_EXCEPTIONS -fno-exceptions; see CMakeLists.txt). It
// includes touchchain.h itself, and a second inclusion is harmless. Calls no library function.
#include "touchchain.hpp"
#include "touchchain.hpp"

#include <cstdio>
#include <type_traits>

static_assert(!std::is_copy_constructible<tc::scene>::value && std::is_nothrow_move_constructible<tc::scene>::value,
              "scene: move-only");
static_assert(!std::is_copy_constructible<tc::view>::value && std::is_nothrow_move_assignable<tc::view>::value,
              "view: move-only");
static_assert(!std::is_copy_assignable<tc::recognizer>::value && !std::is_copy_assignable<tc::controller>::value,
              "recognizer, controller: move-only");
static_assert(std::is_trivially_copyable<tc::view_ref>::value && std::is_trivially_copyable<tc::touch_ref>::value,
              "refs are plain handles");
static_assert(std::is_convertible<const tc::view &, tc::view_ref>::value, "an owner lends a ref");
static_assert(!std::is_convertible<tc_view *, tc::view_ref>::value, "a raw handle is wrapped explicitly");
static_assert(sizeof(tc::recognizer_params) == sizeof(tc_recognizer_params), "recognizer_params is the C struct");
static_assert((tc::control_event::touch_down | tc::control_event::touch_up_inside) ==
                  tc::control_event(TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_TOUCH_UP_INSIDE),
              "bit masks");
#if defined(TOUCHCHAIN_NO_EXCEPTIONS)
static_assert(std::is_same<tc::ret<int>, tc::result<int>>::value && std::is_same<tc::ret_void, tc::status>::value,
              "status returns");
#else
static_assert(std::is_same<tc::ret<int>, int>::value && std::is_same<tc::ret_void, void>::value, "throwing mode");
static_assert(std::is_base_of<std::runtime_error, tc::error>::value, "tc::error is a runtime_error");
#endif

int main() {
    std::printf("touchchain.hpp: compiles alone as C++ (%ld)%s\n", (long)__cplusplus,
#if defined(TOUCHCHAIN_NO_EXCEPTIONS)
                " with TOUCHCHAIN_NO_EXCEPTIONS"
#else
                ""
#endif
    );
    return 0;
}
