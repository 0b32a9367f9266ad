"""The one model of include/touchchain.h that every script reading the header uses: the
Python header-agreement tests (Tests/python/test_header_agreement.py), the export check
(Tests/checks/check_exports.py) and the libffi sweep's table check (Tests/abi/check_table.py).

It understands exactly the subset of C the header uses: object-like #defines,
the TC_STATUS_MAP X-macro, function-pointer typedefs, `typedef struct` blocks
(fields, comma-separated declarators, inline function-pointer fields) and
function prototypes. It also computes LP64 struct layouts from the header's
types so sizes and offsets can be checked without a C compiler.

    import header_model                      # Tests/ on sys.path
    h = header_model.Header(header_model.find_header())
    h.defines["TC_VERSION_MAJOR"], h.functions["tc_scene_create"], h.layout("tc_rect")
    h.declarations["tc_view_get_frame"]      # ('int32_t', ['const tc_view *view', 'tc_rect *out'])
"""
import ast
import os
import re

HANDLE_TYPES = {"tc_scene", "tc_view", "tc_controller", "tc_touch", "tc_recognizer"}
SCALARS = {"int32_t": (4, 4), "uint32_t": (4, 4), "int64_t": (8, 8),
           "double": (8, 8), "size_t": (8, 8)}
POINTER_SIZE = 8


def find_header(start=None):
    """Walk up from `start` (default: this file) to a directory with
    include/touchchain.h; return its path or None."""
    here = os.path.abspath(start or os.path.dirname(__file__))
    while True:
        candidate = os.path.join(here, "include", "touchchain.h")
        if os.path.isfile(candidate):
            return candidate
        parent = os.path.dirname(here)
        if parent == here:
            return None
        here = parent


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


class CType:
    """A parsed C type: a base name and a pointer depth (const dropped)."""

    def __init__(self, base, pointers):
        self.base, self.pointers = base, pointers

    def __repr__(self):
        return self.base + "*" * self.pointers

    def __eq__(self, other):
        return (self.base, self.pointers) == (other.base, other.pointers)


class FuncPtr:
    """A function-pointer type: return CType and parameter CTypes."""

    def __init__(self, ret, params):
        self.ret, self.params = ret, params

    def __repr__(self):
        return "%r(*)(%s)" % (self.ret, ", ".join(map(repr, self.params)))


def parse_decl(decl):
    """'const tc_touch *const *touches' -> ('touches', CType('tc_touch', 2))."""
    decl = decl.replace("const", " ").strip()
    m = re.match(r"^(.*?)(\w+)\s*$", decl)
    body, name = m.group(1), m.group(2)
    pointers = body.count("*")
    base = body.replace("*", " ").split()
    if not base:  # an unnamed parameter ("void", "double")
        return None, parse_type(decl)
    return name, CType(" ".join(base), pointers)


def parse_type(text):
    text = text.replace("const", " ")
    pointers = text.count("*")
    return CType(" ".join(text.replace("*", " ").split()), pointers)


def parse_params(text):
    text = text.strip()
    if text in ("", "void"):
        return []
    return [parse_decl(p)[1] for p in text.split(",")]


class Header:
    """The parsed header. ``functions``: name -> (return CType, [parameter CTypes]) with
    ``const`` dropped; ``declarations``: name -> (return text, [parameter texts]) as written
    (``const`` kept, whitespace normalised); ``duplicates``: names declared more than once."""

    def __init__(self, path, text=None):
        self.path = path
        if text is None:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        self.raw = text
        self.text = strip_comments(self.raw).replace("\\\n", " ")
        self.defines = self._defines()
        self.status_map = [(n, int(v), d) for n, v, d in re.findall(
            r'X\((TC_\w+),\s*(-?\d+),\s*"([^"]*)"\)', self.raw)]
        self.fn_typedefs = self._fn_typedefs()
        self.structs = self._structs()
        self.functions = self._functions()

    # -- #defines ------------------------------------------------------------
    def _defines(self):
        """Object-like #defines as the LP64 compiler sees them: of an `#if UINTPTR_MAX >
        0xFFFFFFFFu` block (a value that differs on 32-bit targets, e.g. TC_MAX_SCENES) the
        first branch counts; every other conditional is taken as true (include guard,
        __cplusplus)."""
        raw = {}
        taken = []  # one flag per open conditional
        for line in self.text.splitlines():
            d = re.match(r"\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b", line)
            if d:
                if d.group(1) in ("if", "ifdef", "ifndef"):
                    taken.append(True)
                elif d.group(1) in ("else", "elif") and taken:
                    taken[-1] = not taken[-1]
                elif d.group(1) == "endif" and taken:
                    taken.pop()
                continue
            if not all(taken):
                continue
            m = re.match(r"\s*#\s*define\s+(TC_\w+)(\(?)\s*(.*)$", line)
            if m and not m.group(2):  # object-like only
                raw[m.group(1)] = m.group(3).strip()
        values = {}
        for name, expr in raw.items():
            values[name] = self._eval(expr, values)
        return values

    @classmethod
    def from_text(cls, text):
        """A model of header text that is not a file (the checks' self-tests)."""
        return cls("<text>", text)

    @staticmethod
    def _eval(expr, known):
        expr = re.sub(r"\b(0x[0-9A-Fa-f]+|\d+)[uU]\b", r"\1", expr)
        expr = re.sub(r"\bTC_\w+\b", lambda m: repr(known[m.group(0)]), expr)
        node = ast.parse(expr, mode="eval")
        allowed = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
                   ast.LShift, ast.BitOr, ast.USub, ast.Sub, ast.Add)
        for n in ast.walk(node):
            if not isinstance(n, allowed):
                raise ValueError("unsupported #define expression: %r" % expr)
        return eval(compile(node, "<define>", "eval"))

    # -- typedefs, structs, functions ----------------------------------------
    def _fn_typedefs(self):
        out = {}
        for ret, name, params in re.findall(
                r"typedef\s+([\w\s\*]+?)\s*\(\s*\*\s*(\w+)\s*\)\s*\(([^)]*)\)\s*;",
                self.text):
            out[name] = FuncPtr(parse_type(ret), parse_params(params))
        return out

    def _structs(self):
        out = {}
        for name, body in re.findall(
                r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*\w+\s*;", self.text, flags=re.S):
            fields = []
            for decl in body.split(";"):
                decl = " ".join(decl.split())
                if not decl:
                    continue
                fp = re.match(r"^(.*?)\(\s*\*\s*(\w+)\s*\)\s*\((.*)\)$", decl)
                if fp:
                    fields.append((fp.group(2), FuncPtr(parse_type(fp.group(1)),
                                                        parse_params(fp.group(3)))))
                    continue
                first, *rest = decl.split(",")
                fname, ctype = parse_decl(first)
                fields.append((fname, ctype))
                for extra in rest:  # "double x, y" -> same base type
                    extra = extra.strip()
                    fields.append((extra.lstrip("*").strip(),
                                   CType(ctype.base, ctype.pointers + extra.count("*"))))
            out[name] = fields
        return out

    def _functions(self):
        text = re.sub(r"typedef\s+struct\s+\w+\s*\{.*?\}\s*\w+\s*;", " ", self.text, flags=re.S)
        text = re.sub(r"typedef[^;]*;", " ", text)
        text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
        out = {}
        self.param_names = {}  # function -> its parameter names, in order
        self.declarations = {}
        self.duplicates = []
        for ret, name, params in re.findall(
                r"([A-Za-z_][\w\s\*]*?)\b(tc_\w+)\s*\(([^()]*)\)\s*;", text):
            if name in out:
                self.duplicates.append(name)
            out[name] = (parse_type(ret), parse_params(params))
            self.declarations[name] = (" ".join(ret.split()), [] if params.strip() in ("", "void")
                                       else [" ".join(p.split()) for p in params.split(",")])
            self.param_names[name] = [] if params.strip() in ("", "void") else [
                parse_decl(p)[0] for p in params.split(",")]
        return out

    # -- layout ---------------------------------------------------------------
    def size_align(self, ctype):
        if isinstance(ctype, FuncPtr) or ctype.pointers or ctype.base in self.fn_typedefs:
            return POINTER_SIZE, POINTER_SIZE
        if ctype.base in SCALARS:
            return SCALARS[ctype.base]
        if ctype.base in self.structs:
            layout = self.layout(ctype.base)
            return layout["size"], layout["align"]
        raise KeyError(ctype.base)

    def layout(self, struct):
        """{'size': n, 'align': a, 'offsets': {field: offset}} for LP64."""
        offset, align_max, offsets = 0, 1, {}
        for name, ctype in self.structs[struct]:
            size, align = self.size_align(ctype)
            offset = (offset + align - 1) // align * align
            offsets[name] = offset
            offset += size
            align_max = max(align_max, align)
        size = (offset + align_max - 1) // align_max * align_max
        return {"size": size, "align": align_max, "offsets": offsets}
