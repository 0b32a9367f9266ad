/* A downstream consumer: links the installed libtouchchain and checks it is the library its
 * header describes. Exit status 0 on success. */
#include <touchchain.h>

#include <stdio.h>
#include <string.h>

int main(void) {
    int failures = 0;
    uint32_t version = tc_version();
    const char *ok = tc_status_string(TC_OK);
    const char *stale = tc_status_string(TC_ERR_STALE_HANDLE);
    const char *unknown = tc_status_string(12345);

    printf("header TC_VERSION 0x%06x, library tc_version() 0x%06x, \"%s\", ABI %u\n",
           (unsigned)TC_VERSION, (unsigned)version, tc_version_string(),
           (unsigned)tc_abi_version());
    printf("tc_status_string(TC_OK) = \"%s\"\n", ok ? ok : "(null)");
    printf("tc_status_string(TC_ERR_STALE_HANDLE) = \"%s\"\n", stale ? stale : "(null)");

    if (version != TC_VERSION) {
        fprintf(stderr, "header/library version mismatch\n");
        failures++;
    }
    if (tc_abi_version() != TC_ABI_VERSION) {
        fprintf(stderr, "header/library ABI version mismatch\n");
        failures++;
    }
    if (ok == NULL || strcmp(ok, "success") != 0) {
        fprintf(stderr, "tc_status_string(TC_OK) is not \"success\"\n");
        failures++;
    }
    if (stale == NULL || strcmp(stale, "the handle refers to a destroyed object") != 0) {
        fprintf(stderr, "tc_status_string(TC_ERR_STALE_HANDLE) is not the header's text\n");
        failures++;
    }
    if (unknown == NULL || strcmp(unknown, "unknown status") != 0) {
        fprintf(stderr, "tc_status_string(12345) is not \"unknown status\"\n");
        failures++;
    }
    if (failures == 0) printf("consumer: OK\n");
    return failures == 0 ? 0 : 1;
}
