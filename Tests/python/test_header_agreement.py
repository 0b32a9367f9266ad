"""The raw layer (touchchain._raw) agrees with include/touchchain.h: every
function, constant, status, struct field, size and offset, both ways."""
import ctypes
import os
import shutil
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import header_model as hp  # noqa: E402  (Tests/header_model.py: the one reader of the header)

HEADER = hp.find_header()
if HEADER is None:  # e.g. tests run from an installed wheel, away from the repository
    pytest.skip("include/touchchain.h not found above %s: header-agreement tests need the "
                "repository" % os.path.dirname(__file__), allow_module_level=True)

from touchchain import _raw  # noqa: E402

SCALAR_CTYPES = {"int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32,
                 "int64_t": ctypes.c_int64, "double": ctypes.c_double,
                 "size_t": ctypes.c_size_t}


@pytest.fixture(scope="module")
def header():
    return hp.Header(HEADER)


def expected_ctype(header, t):
    """The ctypes type the raw layer must use for C type ``t``."""
    if isinstance(t, hp.FuncPtr):
        return ("funcptr", t)
    if t.pointers == 0:
        if t.base == "void":
            return None
        if t.base in header.fn_typedefs:
            return getattr(_raw, t.base)
        return SCALAR_CTYPES[t.base]
    if t.pointers == 1:
        if t.base == "char":
            return ctypes.c_char_p
        if t.base in hp.HANDLE_TYPES or t.base == "void":
            return ctypes.c_void_p
        if t.base in header.structs:
            return ctypes.POINTER(getattr(_raw, t.base))
        return ctypes.POINTER(SCALAR_CTYPES[t.base])
    if t.pointers == 2:
        if t.base in hp.HANDLE_TYPES:
            return ctypes.POINTER(ctypes.c_void_p)
        if t.base == "char":
            return ctypes.POINTER(ctypes.c_char_p)
    raise AssertionError("no ctypes mapping for %r" % t)


def check_funcptr(header, cfunctype, fp, where):
    assert cfunctype._restype_ == expected_ctype(header, fp.ret), where + " return type"
    assert len(cfunctype._argtypes_) == len(fp.params), where + " argument count"
    for i, (got, want) in enumerate(zip(cfunctype._argtypes_, fp.params)):
        assert got == expected_ctype(header, want), "%s argument %d: %r vs %r" % (
            where, i, got, want)


def test_parser_sees_the_whole_header(header):
    assert len(header.functions) >= 100
    assert len(header.structs) == 25
    assert "TC_ERR_SINGULAR" in header.defines


def test_every_function_has_a_row_and_vice_versa(header):
    table = {name: (restype, argtypes) for name, restype, argtypes, _ in _raw.FUNCTIONS}
    assert len(table) == len(_raw.FUNCTIONS), "duplicate rows"
    assert sorted(set(header.functions) - set(table)) == [], "declared but no table row"
    assert sorted(set(table) - set(header.functions)) == [], "table row but not declared"


@pytest.mark.parametrize("row", _raw.FUNCTIONS, ids=[r[0] for r in _raw.FUNCTIONS])
def test_function_signature(header, row):
    name, restype, argtypes, since = row
    ret, params = header.functions[name]
    assert restype == expected_ctype(header, ret), "%s return type" % name
    assert len(argtypes) == len(params), "%s argument count" % name
    for i, (got, want) in enumerate(zip(argtypes, params)):
        assert got == expected_ctype(header, want), "%s argument %d: %r vs C %r" % (
            name, i, got, want)
    assert since == "0.1.0"


def test_parameter_names_are_the_headers(header):
    """_raw.PARAM_NAMES (used in the messages of refused arguments) is the header's."""
    assert sorted(_raw.PARAM_NAMES) == sorted(header.functions)
    for name, params in header.param_names.items():
        assert list(_raw.PARAM_NAMES[name]) == params, name


def test_functions_applied_to_the_library():
    from touchchain import lib
    for name, restype, argtypes, _ in _raw.FUNCTIONS:
        fn = getattr(lib, name)
        assert fn.restype == restype and list(fn.argtypes) == list(argtypes), name


def test_callback_typedefs(header):
    for name, fp in header.fn_typedefs.items():
        check_funcptr(header, getattr(_raw, name), fp, name)


def test_every_define_equals_the_python_value(header):
    table = dict(_raw.CONSTANTS)
    assert len(table) == len(_raw.CONSTANTS), "duplicate constants"
    assert sorted(set(header.defines) - set(table)) == []
    assert sorted(set(table) - set(header.defines)) == []
    for name, value in header.defines.items():
        assert table[name] == value and type(table[name]) is type(value), name
        assert getattr(_raw, name) == value, name


def test_status_map_matches_the_status_table(header):
    assert header.status_map == _raw.STATUS_TABLE
    for name, value, _ in header.status_map:
        assert header.defines[name] == value


def test_status_strings_from_the_library():
    from touchchain import lib
    for _, value, description in _raw.STATUS_TABLE:
        assert lib.tc_status_string(value).decode() == description
    assert lib.tc_status_string(-999).decode() == "unknown status"


def test_status_table_generates_the_errors():
    import touchchain as tc
    from touchchain import _errors
    for name, value, _ in _raw.STATUS_TABLE:
        assert tc.Status[name[3:]] == value
        if value:
            assert _errors.ERRORS[value].status == value
            assert issubclass(_errors.ERRORS[value], tc.TouchChainError)


def test_API_every_status_is_also_a_standard_exception(header):
    """Every TC_ERR_* status of the header raises a TouchChainError subclass that is also the
    standard exception of _errors.STANDARD_BASES (the one table): ValueError for wrong
    arguments, LookupError for an id or name that matches nothing, RuntimeError for a call the
    state of things refuses. The classes type checkers see (the TYPE_CHECKING block) have the
    same bases, and each class survives pickling."""
    import inspect
    import pickle
    import re
    import touchchain as tc
    from touchchain import _errors
    statuses = [(n, v) for n, v, _ in header.status_map if v != 0]
    assert statuses and sorted(_errors.STANDARD_BASES) == sorted(n for n, _ in statuses)
    stubs = dict(re.findall(r"class (\w+Error)\(TouchChainError, (\w+)\):",
                            inspect.getsource(_errors)))
    standard = (ValueError, TypeError, LookupError, RuntimeError)
    for name, value in statuses:
        cls = _errors.ERRORS[value]
        bases = _errors.STANDARD_BASES[name]
        assert cls.__bases__ == (tc.TouchChainError,) + bases, name
        assert issubclass(cls, standard) and len(bases) == 1, name
        assert stubs.get(cls.__name__) == bases[0].__name__, (name, stubs.get(cls.__name__))
        assert getattr(tc, cls.__name__) is cls
        error = pickle.loads(pickle.dumps(_errors.make_error(value, "why")))
        assert type(error) is cls and error.status == value and error.message == "why"
    for cls in (tc.InvalidValueError, tc.OutOfRangeError):
        assert issubclass(cls, ValueError)
    # what the rest of the package relies on
    assert issubclass(tc.StaleHandleError, RuntimeError)
    assert issubclass(tc.UnknownTouchError, LookupError) and issubclass(tc.NotFoundError,
                                                                         LookupError)
    for cls in (tc.TimeBackwardsError, tc.DuplicateTouchError, tc.CycleError,
                tc.HasParentError, tc.ForeignHandleError, tc.SingularError):
        assert issubclass(cls, ValueError), cls
    for cls in (tc.ReentrantError, tc.StateError, tc.LimitError, tc.TooManyTouchesError):
        assert issubclass(cls, RuntimeError), cls


def test_struct_names_both_ways(header):
    assert sorted(header.structs) == sorted(_raw.STRUCT_NAMES)


@pytest.mark.parametrize("struct", _raw.STRUCT_NAMES)
def test_struct_fields_sizes_offsets(header, struct):
    cls = getattr(_raw, struct)
    fields = header.structs[struct]
    assert [n for n, _ in cls._fields_] == [n for n, _ in fields], "field names/order"
    for (name, ctype), (_, c) in zip(cls._fields_, fields):
        if isinstance(c, hp.FuncPtr):
            check_funcptr(header, ctype, c, "%s.%s" % (struct, name))
        else:
            assert ctype == expected_ctype(header, c), "%s.%s" % (struct, name)
    layout = header.layout(struct)
    assert ctypes.sizeof(cls) == layout["size"] == _raw.STRUCT_SIZES[struct]
    assert ctypes.alignment(cls) == layout["align"]
    for name, offset in layout["offsets"].items():
        assert getattr(cls, name).offset == offset, "%s.%s offset" % (struct, name)


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler (cc) on PATH")
def test_struct_layouts_against_the_c_compiler(header, tmp_path):
    """The C compiler's sizeof/offsetof agree with ctypes (not just with our LP64 model)."""
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "touchchain.h"',
             "int main(void) {"]
    for struct in _raw.STRUCT_NAMES:
        lines.append('printf("%s %%zu\\n", sizeof(%s));' % (struct, struct))
        for name, _ in header.structs[struct]:
            lines.append('printf("%s.%s %%zu\\n", offsetof(%s, %s));'
                         % (struct, name, struct, name))
    lines.append("return 0; }")
    src = tmp_path / "layout.c"
    src.write_text("\n".join(lines))
    exe = tmp_path / "layout"
    subprocess.run(["cc", "-std=c99", "-I", os.path.dirname(HEADER), str(src), "-o", str(exe)],
                   check=True)
    out = dict(line.split() for line in subprocess.run(
        [str(exe)], check=True, capture_output=True, text=True).stdout.splitlines())
    for struct in _raw.STRUCT_NAMES:
        cls = getattr(_raw, struct)
        assert int(out[struct]) == ctypes.sizeof(cls), struct
        for name, _ in cls._fields_:
            assert int(out["%s.%s" % (struct, name)]) == getattr(cls, name).offset


def test_numpy_dtype_matches_the_struct():
    np = pytest.importorskip("numpy")
    import touchchain as tc
    dt = tc.sample_dtype()
    assert dt.itemsize == ctypes.sizeof(_raw.tc_touch_sample)
    assert dt.isalignedstruct
    for name, _ in _raw.tc_touch_sample._fields_:
        assert dt.fields[name][1] == getattr(_raw.tc_touch_sample, name).offset
    assert np.zeros(1, dt).nbytes == 160
