/*
 * Lets JDK 17+ print assembly with Debian's FCML disassembler (apt-get install libhsdis0-fcml), which
 * exports only the pre-JDK 9 entry point decode_instructions. HotSpot asks for
 * decode_instructions_virtual; for code in the code cache the buffer is the code itself, so the old
 * entry point over the buffer prints the same addresses.
 *
 *   gcc -shared -fPIC -O2 -o /tmp/hsdis/hsdis-amd64.so hsdis-shim.c -ldl
 *   LD_LIBRARY_PATH=/tmp/hsdis java ... -prof perfasm ...
 */
#include <stddef.h>
#include <stdint.h>
#include <dlfcn.h>

typedef void *(*decode_instructions_t)(void *start, void *end,
                                       void *(*event)(void *, const char *, void *), void *event_stream,
                                       int (*print)(void *, const char *, ...), void *print_stream,
                                       const char *options);

void *decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char *buffer, uintptr_t length,
                                  void *(*event)(void *, const char *, void *), void *event_stream,
                                  int (*print)(void *, const char *, ...), void *print_stream,
                                  const char *options, int newline) {
    static decode_instructions_t fcml;
    (void) start_va; (void) end_va; (void) newline;
    if (!fcml) {
        void *lib = dlopen("/usr/lib/x86_64-linux-gnu/libhsdis.so.0", RTLD_NOW);
        if (!lib) return NULL;
        fcml = (decode_instructions_t) dlsym(lib, "decode_instructions");
        if (!fcml) return NULL;
    }
    return fcml(buffer, buffer + length, event, event_stream, print, print_stream, options);
}
