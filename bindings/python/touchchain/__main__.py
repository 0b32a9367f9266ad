"""The ``touchchain`` command (also ``python -m touchchain``):

    touchchain replay SCENE.json [--trace-hit-test] [--timeline OUT.png|OUT.svg]
    touchchain import evemu REC [--screen W H] | import libinput RECORD.yaml
"""
import sys


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "import":
        from .importers import main as import_main
        return import_main(argv[1:])
    from .replay import main as replay_main
    return replay_main(argv)


if __name__ == "__main__":
    sys.exit(main())
