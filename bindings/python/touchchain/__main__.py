"""``python -m touchchain replay SCENE.json [--trace-hit-test] [--timeline OUT]``."""
import sys

from .replay import main

if __name__ == "__main__":
    sys.exit(main())
