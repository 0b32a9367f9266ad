/*
 * png_write.h — a minimal PNG encoder: 8-bit RGB, no compression. The image data is a zlib
 * stream of "stored" deflate blocks (RFC 1951 §3.2.4) with an Adler-32 trailer (RFC 1950),
 * in IDAT chunks with CRC-32s (PNG spec §5.3). Every row starts with filter byte 0 (None).
 * Files are larger than a real encoder's output; any PNG reader accepts them.
 *
 *   int png_write_rgb(const char *path, int width, int height, const unsigned char *rgb,
 *                     int pitch);   returns 0 on success, -1 on failure (errno set)
 */
#ifndef TC_PNG_WRITE_H
#define TC_PNG_WRITE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t png_crc_table[256];

static void png_crc_init(void) {
    uint32_t n, k, c;
    for (n = 0; n < 256; n++) {
        c = n;
        for (k = 0; k < 8; k++) c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        png_crc_table[n] = c;
    }
}

static uint32_t png_crc(uint32_t crc, const unsigned char *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) crc = png_crc_table[(crc ^ p[i]) & 0xFFu] ^ (crc >> 8);
    return crc;
}

static void png_be32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);  p[3] = (unsigned char)v;
}

/* One chunk: length, type, data, CRC over type + data. */
static int png_chunk(FILE *f, const char *type, const unsigned char *data, size_t n) {
    unsigned char hdr[8], crc_be[4];
    uint32_t crc;
    png_be32(hdr, (uint32_t)n);
    memcpy(hdr + 4, type, 4);
    crc = png_crc(0xFFFFFFFFu, hdr + 4, 4);
    crc = png_crc(crc, data, n) ^ 0xFFFFFFFFu;
    png_be32(crc_be, crc);
    if (fwrite(hdr, 1, 8, f) != 8) return -1;
    if (n && fwrite(data, 1, n, f) != n) return -1;
    return fwrite(crc_be, 1, 4, f) == 4 ? 0 : -1;
}

static int png_write_rgb(const char *path, int width, int height, const unsigned char *rgb,
                         int pitch) {
    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    size_t row = (size_t)width * 3 + 1, raw_len = row * (size_t)height;
    size_t blocks = raw_len / 65535 + 1, z_len = 2 + raw_len + blocks * 5 + 4;
    unsigned char ihdr[13], *z, *out;
    uint32_t a = 1, b = 0;
    size_t pos = 0, done = 0, y, i;
    FILE *f;
    int rc;

    if (width <= 0 || height <= 0) return -1;
    png_crc_init();
    z = (unsigned char *)malloc(z_len);
    if (!z) return -1;
    out = z;
    out[pos++] = 0x78; /* CM 8 (deflate), CINFO 7 (32 KiB window) */
    out[pos++] = 0x01; /* FLEVEL 0, FCHECK: (0x78 * 256 + 0x01) % 31 == 0 */
    /* The raw scanlines are produced on the fly, split into stored blocks of <= 65535 bytes. */
    y = 0;
    {
        size_t in_row = 0; /* offset inside the current scanline (0 = filter byte) */
        while (done < raw_len) {
            size_t n = raw_len - done > 65535 ? 65535 : raw_len - done;
            out[pos++] = (unsigned char)(done + n == raw_len ? 1 : 0); /* BFINAL, BTYPE 00 */
            out[pos++] = (unsigned char)(n & 0xFF);
            out[pos++] = (unsigned char)(n >> 8);
            out[pos++] = (unsigned char)(~n & 0xFF);
            out[pos++] = (unsigned char)((~n >> 8) & 0xFF);
            for (i = 0; i < n; i++) {
                unsigned char v = in_row == 0 ? 0 : rgb[y * (size_t)pitch + in_row - 1];
                out[pos++] = v;
                a = (a + v) % 65521u;
                b = (b + a) % 65521u;
                if (++in_row == row) { in_row = 0; y++; }
            }
            done += n;
        }
    }
    png_be32(out + pos, (b << 16) | a);
    pos += 4;

    png_be32(ihdr, (uint32_t)width);
    png_be32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8;  /* bit depth */
    ihdr[9] = 2;  /* colour type: RGB */
    ihdr[10] = 0; /* compression: deflate */
    ihdr[11] = 0; /* filter method 0 */
    ihdr[12] = 0; /* no interlace */

    f = fopen(path, "wb");
    if (!f) { free(z); return -1; }
    rc = fwrite(signature, 1, 8, f) == 8 ? 0 : -1;
    if (rc == 0) rc = png_chunk(f, "IHDR", ihdr, sizeof ihdr);
    if (rc == 0) rc = png_chunk(f, "IDAT", z, pos);
    if (rc == 0) rc = png_chunk(f, "IEND", NULL, 0);
    if (fclose(f) != 0) rc = -1;
    free(z);
    return rc;
}

#endif /* TC_PNG_WRITE_H */
