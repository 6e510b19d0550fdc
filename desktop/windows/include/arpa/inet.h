// The Windows build's <arpa/inet.h> (cmake/windows.cmake puts this folder on ur_remote's
// include path): inet_pton and inet_ntop with AF_INET and AF_INET6 are Winsock's there
// (ws2tcpip.h, Windows Vista and later), which need no WSAStartup.
#pragma once
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <winsock2.h>
#include <ws2tcpip.h>
