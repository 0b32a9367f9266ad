/* SwiftPM needs one source file in a C target; the module is its header (tc_platform.h). */
#include "tc_platform.h"
