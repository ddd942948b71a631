#include "lockstep/Sim/Simulator.h"
