#include "MeldCodeGen.h"
#include "lockstep/Transforms/Meld/Alignment.h"
#include "lockstep/Transforms/Utils/StepEngine.h"
