/* Compiles the public header as C inside the package (SwiftPM tracks header changes through this file). */
#include "touchchain.h"
