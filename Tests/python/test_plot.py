import pytest

import touchchain as tc


def test_plot_tree(scene, seed002, tmp_path):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    from touchchain.plot import plot_tree
    ax = plot_tree(seed002["Window"], touches=[(150, 170)])
    assert len(ax.lines) == 8 and ax.yaxis_inverted()
    ax.figure.savefig(str(tmp_path / "tree.png"))
