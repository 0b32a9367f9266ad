"""TouchChain for Python: UIKit-style touch and event delivery.

Two layers: ``touchchain._raw`` mirrors include/touchchain.h one to one
(ctypes, from tables); this package is the Pythonic layer on top::

    import touchchain as tc
    with tc.Scene() as scene:
        window = tc.Window(scene, 0, 0, 320, 480)
        button = window.add_subview(tc.View(scene, 100, 100, 20, 20, name="button"))
        button.on_touches = lambda view, event: print(event.phase) or True
        scene.push_touch(1, tc.Phase.BEGAN, 110, 110, 0.0)
        scene.push_touch(1, tc.Phase.ENDED, 110, 110, 0.1)
        scene.dispatch()

Exceptions raised by your callbacks are re-raised by the call that
dispatched them (dispatch, advance, hit_test, send_route, ...), on its own
thread; KeyboardInterrupt (Ctrl-C) included, even when it arrives while the
engine runs C code.

Every value handed to C is checked first: an integer outside its C type
(``taps=2**32 + 1``, a touch id of ``2**64 + 7``) raises ``OutOfRangeError``
and a string holding U+0000 or a lone surrogate ``InvalidValueError`` (both are
``TouchChainError`` with status TC_ERR_INVALID_ARGUMENT, and ``ValueError``),
instead of being wrapped or cut by ctypes.
"""
from . import _raw
from ._batch import sample_array, sample_dtype
from ._core import lib, status_string, version
from ._enums import (Button, ControlEvent, ControlKind, Edge, EventType, FailureReason,
                     GestureState, Motion, NestedScrolling, Phase, Press, RecognizerKind, Remote,
                     ResponderKind, ScrollEventKind, ScrollType, Status, SwipeDirection,
                     TouchProperty, TouchType, TouchTypes, TraceStep, ViewFlag, touch_type_mask)
from ._errors import (  # TouchChainError and one subclass per status (_errors.__all__)
    CycleError, DuplicateTouchError, ForeignHandleError, HasParentError, InvalidArgumentError,
    InvalidHandleError, InvalidValueError, LimitError, NotFiniteError, NotFoundError,
    NullPointerError, OutOfRangeError, ReentrantError, SingularError, StaleHandleError,
    StateError, StructSizeError, TimeBackwardsError, TooManyTouchesError, TouchChainError,
    UnknownEnumError, UnknownTouchError)
from ._errors import __all__ as _error_names
from ._recognizer import (CustomRecognizer, EdgePanRecognizer, HoverRecognizer,
                          LongPressRecognizer, PanRecognizer, PinchRecognizer, Recognizer,
                          RotationRecognizer,
                          ParameterInfo, SwipeRecognizer, TapRecognizer, default_params,
                          parameter_table)
from ._scene import Scene
from ._scroll import ScrollEvent, ScrollParams, ScrollState
from ._types import (Affine, ControlState, Event, GestureDetails, HoverEvent, Insets, Point,
                     Rect, RouteEvent, Size, Touch, TouchesEvent, TouchPoint, TouchUpdate,
                     UnhandledEvent)
from ._view import AppResponder, Control, Controller, Responder, View, Window
from . import _batch, _core, _loader, _recognizer, _scene, _scroll, _types, _view


def _bind_annotation_names() -> None:
    """Bind the names the modules import for type checkers only (``if TYPE_CHECKING``: they
    would be import cycles) in those modules, now that all are loaded, so that
    ``typing.get_type_hints`` resolves every annotation of the public API (``View.__init__``'s
    ``scene: "Scene"``, ``Touch.location_in``'s ``view: "Optional[View]"`` ...)."""
    names = {"Scene": Scene, "View": View, "Window": Window, "Controller": Controller,
             "Responder": Responder, "Recognizer": Recognizer, "PanRecognizer": PanRecognizer}
    for module in (_batch, _core, _recognizer, _scene, _scroll, _types, _view):
        for name, value in names.items():
            vars(module).setdefault(name, value)


_bind_annotation_names()

# The version is written once, in include/touchchain.h; the wheel's metadata is read from it at
# build time, and the loaded library reports it at run time (the touchchain command started
# without one, _loader.command_error: the header's version these bindings mirror, and
# library_path "").
library_path = lib.path
__version__ = version() if _loader.command_error is None else "%d.%d.%d" % (
    _raw.TC_VERSION_MAJOR, _raw.TC_VERSION_MINOR, _raw.TC_VERSION_PATCH)
ABI_VERSION = _raw.ABI_VERSION

PASS, HANDLED = False, True  # what responder handlers return

__all__ = [
    "ABI_VERSION", "HANDLED", "PASS", "__version__", "library_path", "lib", "status_string",
    "version", "sample_array", "sample_dtype",
    "ControlEvent", "ControlKind", "Edge", "EventType", "FailureReason", "GestureState",
    "Motion", "NestedScrolling", "Phase", "Press", "RecognizerKind", "Remote", "ResponderKind", "ScrollEventKind",
    "ScrollEvent", "ScrollParams", "ScrollState", "Status",
    "SwipeDirection", "TouchType", "TraceStep", "ViewFlag",
    "Button", "ScrollType", "TouchProperty", "TouchTypes", "touch_type_mask",
    "CustomRecognizer", "EdgePanRecognizer", "HoverRecognizer", "LongPressRecognizer",
    "PanRecognizer",
    "PinchRecognizer", "Recognizer", "RotationRecognizer", "SwipeRecognizer", "TapRecognizer",
    "default_params", "parameter_table", "ParameterInfo", "Scene",
    "Affine", "ControlState", "Event", "GestureDetails", "Insets", "Point", "Rect",
    "RouteEvent", "Size", "Touch", "TouchesEvent", "UnhandledEvent",
    "HoverEvent", "TouchPoint", "TouchUpdate",
    "AppResponder", "Control", "Controller", "Responder", "View", "Window",
    "TouchChainError", "NullPointerError", "InvalidHandleError", "StaleHandleError",
    "ForeignHandleError", "InvalidArgumentError", "NotFiniteError", "UnknownEnumError",
    "TimeBackwardsError", "UnknownTouchError", "DuplicateTouchError", "TooManyTouchesError",
    "CycleError", "HasParentError", "ReentrantError", "LimitError", "StructSizeError",
    "StateError", "NotFoundError", "SingularError", "InvalidValueError", "OutOfRangeError",
]
assert set(_error_names) <= set(__all__), "an error class is missing from __all__"
