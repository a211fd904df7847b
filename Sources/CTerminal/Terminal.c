// The functions of this module are inline, in include/CTerminal.h.
#include "CTerminal.h"
