# Self-check of bench/lib/linearize.py's PTX counting rule: instructions are
# statements ending in ';' inside a function body that are not directives;
# blocks are each function's entry plus its $L__BB labels.
import sys

sys.path.insert(0, sys.argv[1])
import linearize  # noqa: E402

PTX = """
.version 7.8
.target sm_90
.extern .func (.param .b32 r) callee (.param .b32 a);
.visible .entry k(
	.param .u32 k_param_0
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<4>;
	ld.param.b32 	%r1, [k_param_0]; // one
	setp.eq.b32 	%p1, %r1, 0;
	@%p1 bra 	$L__BB0_2;
	add.s32 	%r2, %r1, 1;
$L__BB0_2:
	{ // callseq 0
	.param .b32 param0;
	st.param.b32 	[param0], %r1;
	}
	ret;
}
.func (.param .b32 r) f(.param .b32 a)
{
$L__BB1_1:
	ret;
}
"""

got = linearize.ptx_counts(PTX)
# k: ld, setp, bra, add, st.param, ret = 6; f: ret = 1.
# Blocks: k entry + $L__BB0_2; f starts with its label: one block.
want = (7, 3)
print("ok" if got == want else f"FAIL: {got} != {want}")
