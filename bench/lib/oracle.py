# The "oracle" column of the benchmark report: the cycles a perfect meld
# would give, i.e. every dynamic instance of a divergent region costing the
# max of its sides' cycles instead of their sum.
#
# This cannot be recovered honestly from whole-kernel or per-block totals
# (sum of max over instances is not max of sums, and uniform instances run
# only one side). It needs per-instance accounting inside the simulator:
# lockstep-sim always reports it as `oracle_cycles` (per SIMT-stack entry,
# rules in lib/Sim/Reconvergence.h), so the baseline run needs no extra
# flag. When the key is missing (an older lockstep-sim), the record is
# "unavailable" and the report says why. No estimate is ever substituted.

# Flags passed to the baseline simulation to obtain the data: none, the
# key is part of lockstep-sim's --json output.
SIM_FLAGS = ()
# Keys of lockstep-sim's JSON that hold oracle cycles, first match wins.
ORACLE_KEYS = ("oracle_cycles", "perfect_meld_cycles")

UNAVAILABLE_NOTE = ("this lockstep-sim reports no oracle_cycles, so a "
                    "perfect-meld bound cannot be computed honestly")


def oracle_cycles(sim_json):
    for key in ORACLE_KEYS:
        value = (sim_json or {}).get(key)
        if isinstance(value, (int, float)):
            return value
    return None


def oracle_record(baseline):
    """A record for variant "oracle" derived from the baseline run."""
    record = dict(baseline)
    record.pop("_sim", None)
    record["variant"] = "oracle"
    record["pass_compile_time_s"] = None
    record["pass_time_fraction"] = None
    cycles = oracle_cycles(baseline.get("_sim"))
    for key in list(record):
        if key not in ("benchmark", "block_size", "variant",
                       "clang_o3_compile_time_s"):
            record[key] = None
    if baseline.get("status") != "ok" or cycles is None:
        record["status"] = "unavailable"
        record["note"] = (UNAVAILABLE_NOTE if baseline.get("status") == "ok"
                          else "baseline did not run")
        return record
    record["cycles"] = cycles
    record["status"] = "ok"
    record["outputs_verified"] = baseline["outputs_verified"]
    record["note"] = "cycles only: a bound computed from the baseline run"

    return record
