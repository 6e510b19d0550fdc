#!/usr/bin/env python3
"""Compiles the string files lang/<code>.txt into one C++ source (lang/README.md).

    tools/lang-tables.py --out build/.../lang_tables.cpp lang/en.txt lang/fr.txt ...
    tools/lang-tables.py --check lang/*.txt        only check the files, write nothing

A malformed file stops the build with "FILE:LINE: error: ..." (the compilers' own form,
so editors jump to it). Whether every language has every key is the unit test's job
(tests/unit-i18n.cpp): a missing translation falls back to English, it is not a syntax
error.
"""
import os
import re
import sys

KEY = re.compile(r"[a-z0-9_]+(?:[.-][a-z0-9_]+)*")
CODE = re.compile(r"[a-z]{2,3}")
PLACEHOLDER = re.compile(r"[a-z_][a-z0-9_]*")


class LangError(Exception):
    pass


def check_braces(value, where):
    """{name} is a placeholder; {{ and }} are literal braces; anything else is an error."""
    i = 0
    while i < len(value):
        c = value[i]
        if c == "{":
            if value.startswith("{{", i):
                i += 2
                continue
            end = value.find("}", i)
            if end < 0 or not PLACEHOLDER.fullmatch(value[i + 1:end]):
                raise LangError(where + "a '{' opens no placeholder {name} (write {{ for a brace)")
            i = end + 1
        elif c == "}":
            if not value.startswith("}}", i):
                raise LangError(where + "a lone '}' (write }} for a brace)")
            i += 2
        else:
            i += 1


def unescape(raw, where):
    out = []
    i = 0
    while i < len(raw):
        c = raw[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = raw[i + 1:i + 2]
        if nxt == "n":
            out.append("\n")
        elif nxt == "\\":
            out.append("\\")
        elif nxt == "s":
            out.append(" ")
        else:
            raise LangError(where + "unknown escape '\\%s' (\\n is a line break, \\s a kept space, \\\\ a backslash)" % nxt)
        i += 2
    return "".join(out)


def parse(path):
    """Returns [(key, text, line)] in file order."""
    name = os.path.relpath(path)
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as e:
        raise LangError("%s:1: error: cannot read: %s" % (name, e.strerror))
    entries = []
    seen = {}
    current = None  # [key, raw parts, line]

    def finish():
        if current is None:
            return
        key, parts, line = current
        where = "%s:%d: error: %s: " % (name, line, key)
        raw = " ".join(parts)
        text = unescape(raw, where)
        if not text.strip():
            raise LangError(where + "the text is empty")
        check_braces(text, where)
        entries.append((key, text, line))

    for number, line_bytes in enumerate(data.split(b"\n"), 1):
        where = "%s:%d: error: " % (name, number)
        try:
            line = line_bytes.decode("utf-8")
        except UnicodeDecodeError:
            raise LangError(where + "not UTF-8 text")
        line = line.rstrip("\r")
        if number == 1 and line.startswith("\ufeff"):
            line = line[1:]
        if "\t" in line:
            raise LangError(where + "a tab: indent continuation lines with spaces")
        if not line.strip() or line.lstrip().startswith("#"):
            finish()
            current = None
            continue
        if line[0] == " ":
            if current is None:
                raise LangError(where + "an indented line continues no 'key = text' line above it")
            current[1].append(line.strip(" "))
            continue
        finish()
        current = None
        # Only ASCII spaces are trimmed: a text may open with a no-break space (French "\u00a0;").
        key, eq, value = line.partition("=")
        key = key.strip()
        if not eq:
            raise LangError(where + "expected 'key = text', a '# comment' or an indented continuation")
        if not KEY.fullmatch(key):
            raise LangError(where + "'%s' is not a key (lower-case letters, digits, '_', parts joined by '.' or '-')" % key)
        if key in seen:
            raise LangError(where + "'%s' again (first on line %d)" % (key, seen[key]))
        seen[key] = number
        current = [key, [value.strip(" ")] if value.strip(" ") else [], number]
    finish()
    if not entries:
        raise LangError("%s:1: error: no strings" % name)
    return entries


def cpp_literal(text):
    out = ['"']
    for b in text.encode("utf-8"):
        c = chr(b)
        if c == '"' or c == "\\":
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif 32 <= b < 127 and c != "?":  # '?' escaped: no trigraphs
            out.append(c)
        else:
            out.append("\\%03o" % b)
    out.append('"')
    return "".join(out)


def generate(files):
    langs = []
    for path in files:
        code = os.path.splitext(os.path.basename(path))[0]
        if not CODE.fullmatch(code):
            raise LangError("%s:1: error: the file name must be a language code, e.g. fr.txt" % os.path.relpath(path))
        langs.append((code, parse(path)))
    langs.sort()
    if "en" not in [c for c, _ in langs]:
        raise LangError("lang/en.txt:1: error: English, the fallback language, is missing")
    out = ["// Generated by tools/lang-tables.py from lang/*.txt: edit those files, not this one.",
           '#include "i18n/tables.hpp"', "", "namespace ur::i18n::detail {", "namespace {", ""]
    for code, entries in langs:
        out.append("constexpr Entry k_%s[] = {" % code)
        for key, text, line in sorted(entries):
            out.append("    {%s, %s UR_LANG_LINE(%d)}," % (cpp_literal(key), cpp_literal(text), line))
        out.append("};")
        out.append("")
    out.append("constexpr Table kTables[] = {")
    for code, _ in langs:
        out.append('    {"%s", k_%s},' % (code, code))
    out += ["};", "", "}  // namespace", "", "std::span<const Table> tables() { return kTables; }", "",
            "}  // namespace ur::i18n::detail", ""]
    return "\n".join(out)


def main(argv):
    out = None
    check = False
    files = []
    i = 0
    while i < len(argv):
        if argv[i] == "--out" and i + 1 < len(argv):
            out = argv[i + 1]
            i += 2
        elif argv[i] == "--check":
            check = True
            i += 1
        else:
            files.append(argv[i])
            i += 1
    if not files or (out is None) != check:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        text = generate(files)
    except LangError as e:
        print(e, file=sys.stderr)
        return 1
    if check:
        print("lang-tables: %d files well formed" % len(files))
        return 0
    old = None
    if os.path.exists(out):
        with open(out, encoding="utf-8") as fh:
            old = fh.read()
    if old != text:
        os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
        with open(out, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
