#!/usr/bin/env python3
"""check-layering.py SRC_ROOT: enforce the include rule of
docs/ARCHITECTURE.md on lib/, include/lockstep/ and tools/.

Every file belongs to a layer (Support, Analysis, TransformUtils, a
Transforms technique, Sim, Frontend, Plugin, Pipeline, Fuzz, tools). A file may
include headers of its own layer and of the layers ALLOWED lists for it;
headers under lib/ are private to their library (lib/Sim/Timing/ is part of
Sim; a Transforms technique is a library of its own). Test code (unittests/,
test/) is not checked. Prints one line per violation and exits 1 if any.
"""
import os
import re
import sys

# Which layers each layer may include (besides itself).
ALLOWED = {
    "Support": set(),
    "Analysis": {"Support"},
    "TransformUtils": {"Support", "Analysis"},
    "Transforms": {"Support", "Analysis", "TransformUtils", "PassHeaders"},
    "PassHeaders": {"Support", "Analysis", "TransformUtils"},
    "Sim": {"Support", "Analysis"},
    "Frontend": {"Support"},
    "Plugin": {"Support", "Analysis", "TransformUtils", "Transforms",
               "PassHeaders"},
    "Pipeline": {"Support", "Analysis", "Plugin"},
    "Fuzz": {"Support", "Analysis", "Sim", "Pipeline", "Plugin"},
    "tools": {"Support", "Analysis", "Sim", "Pipeline", "Fuzz", "Plugin",
              "Frontend"},
}
SOURCE = re.compile(r"\.(h|cpp|def|inc)$")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer(rel):
    """(layer, technique) of a repository-relative path, or None."""
    parts = rel.split("/")
    if parts[0] == "include" and len(parts) > 2 and parts[1] == "lockstep":
        parts = parts[2:]
    elif parts[0] == "lib" and len(parts) > 1:
        parts = parts[1:]
    elif parts[0] == "tools":
        return ("tools", parts[1] if len(parts) > 2 else "")
    else:
        return None
    if parts[0] != "Transforms":
        return (parts[0], "")
    if len(parts) == 2:  # include/lockstep/Transforms/<Pass>.h (old layout)
        return ("PassHeaders", "")
    if parts[1] == "Utils":
        return ("TransformUtils", "")
    return ("Transforms", parts[1])


def resolve(root, rel_dir, target):
    """The repository-relative path an include names, or None (LLVM etc.)."""
    local = os.path.normpath(os.path.join(rel_dir, target))
    if os.path.exists(os.path.join(root, local)):
        return local
    public = os.path.join("include", target)
    if os.path.exists(os.path.join(root, public)):
        return public
    return None


def violations(root):
    for top in ("lib", "include", "tools"):
        for dirpath, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                if not SOURCE.search(name):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                mine = layer(rel)
                if mine is None:
                    continue
                rel_dir = os.path.dirname(rel)
                with open(path, errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        target = resolve(root, rel_dir, m.group(1))
                        if target is None:
                            continue
                        why = check(rel, mine, target)
                        if why:
                            yield "%s:%d: includes %s: %s" % (
                                rel, number, target, why)


def check(rel, mine, target):
    theirs = layer(target)
    if theirs is None:
        return None
    # lib/ headers are private to their library (a layer, or a technique
    # of Transforms), subfolders included.
    if target.startswith("lib/") and theirs != mine:
        return "private header of %s" % os.path.dirname(target)
    if theirs == mine:
        return None
    if theirs[0] == mine[0] == "Transforms":
        return "technique %s may not use technique %s" % (mine[1], theirs[1])
    if theirs[0] == mine[0]:
        return None
    if theirs[0] not in ALLOWED.get(mine[0], set()):
        return "layer %s may not include layer %s" % (mine[0], theirs[0])
    return None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    found = list(violations(root))
    for v in found:
        print("layering: " + v)
    print("layering: %d violation(s)" % len(found))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
