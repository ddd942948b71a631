#include "lockstep/Transforms/Utils/StepEngine.h"
#include "lockstep/Transforms/Meld/Alignment.h"
#include "../Meld/MeldCodeGen.h"
