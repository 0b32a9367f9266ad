/*
 * Private to libtouchchain (not installed): what the exported layer needs of the platform,
 * as a C module that both the standard and the Embedded Swift builds import (Embedded Swift
 * has no Glibc overlay): POSIX threads, for the scene table's lock and the threading rule's
 * thread identity (Sources/TouchChain/Handles.swift, SceneBox.swift), and the string
 * functions router events copy their C strings with (ResponderExports.swift).
 */
#ifndef TC_PLATFORM_H
#define TC_PLATFORM_H

#include <pthread.h>
#include <string.h>

#endif
