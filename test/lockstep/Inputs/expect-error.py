"""Run a command; require the given exit status, exactly one stderr line
starting with 'lockstep: error: ' and containing '; ', and empty stdout."""
import subprocess
import sys

status = int(sys.argv[1])
proc = subprocess.run(sys.argv[2:], capture_output=True, text=True)
lines = proc.stderr.splitlines()
problems = []
if proc.returncode != status:
    problems.append("exit status %d, expected %d" % (proc.returncode, status))
if len(lines) != 1:
    problems.append("%d stderr lines, expected 1" % len(lines))
elif not lines[0].startswith("lockstep: error: ") or "; " not in lines[0]:
    problems.append("malformed error line")
if proc.stdout:
    problems.append("unexpected stdout")
if problems:
    sys.stderr.write("%s\n%s\nstderr:\n%s" % (" ".join(sys.argv[2:]),
                                              "; ".join(problems), proc.stderr))
    sys.exit(1)
