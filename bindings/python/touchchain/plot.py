"""Draw a view tree with matplotlib (``pip install touchchain[plot]``)."""
from typing import TYPE_CHECKING, Any, Iterable, Optional

if TYPE_CHECKING:
    from ._view import View


def plot_tree(root: "View", ax: Optional[Any] = None,
              touches: "Iterable[tuple[float, float]]" = ()) -> Any:
    """Draw ``root`` and its subviews as outlines in screen coordinates (y down),
    labelled with their names; ``touches`` is an iterable of (x, y) points.
    Returns the matplotlib Axes."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots()
    stack: "list[tuple[View, int]]" = [(root, 0)]
    while stack:
        view, depth = stack.pop()
        b = view.bounds
        corners = [view.convert_point(b.x + dx, b.y + dy)
                   for dx, dy in ((0, 0), (b.w, 0), (b.w, b.h), (0, b.h), (0, 0))]
        ax.plot([p.x for p in corners], [p.y for p in corners], lw=1.0,
                ls=":" if view.hidden else "-")
        ax.annotate(view.name or "", corners[0], xytext=(3, 3 + 9 * (depth % 2)),
                    textcoords="offset points", fontsize=7)
        stack.extend((child, depth + 1) for child in reversed(view.subviews))
    for x, y in touches:
        ax.plot([x], [y], "o", ms=5)
    ax.set_aspect("equal")
    if not ax.yaxis_inverted():
        ax.invert_yaxis()
    return ax
