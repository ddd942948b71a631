#include "lockstep/Analysis/Regions.h"
#include "lockstep/Transforms/Utils/StepEngine.h"
