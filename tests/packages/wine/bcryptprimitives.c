/* For the checks under Wine only, never shipped: Rust's standard library (1.78 and later) draws
 * its random numbers from ProcessPrng in bcryptprimitives.dll, which every Windows 10 and 11 has
 * and Debian 12's Wine 8.0 lacks. This stand-in gives the same function from the system's own
 * generator (RtlGenRandom, advapi32's SystemFunction036), so that the Windows builds can be run
 * here. tests/packages/check builds it with mingw-w64 into the Wine prefix's system32. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
