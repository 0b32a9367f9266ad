/*
 * json_read.h — a small JSON reader (RFC 8259) for trace files: the whole document becomes a
 * tree of json_value. Strings keep \uXXXX escapes below 0x80 and replace others with '?'
 * (names in trace files are ASCII). Depth is limited to 64.
 *
 *   json_value *json_parse(const char *text, char *err, size_t err_len);   NULL on error
 *   void json_free(json_value *v);
 *   const json_value *json_get(const json_value *object, const char *key); NULL if absent
 */
#ifndef TC_JSON_READ_H
#define TC_JSON_READ_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT };

typedef struct json_value {
    int type;
    double number;             /* JSON_NUMBER; JSON_BOOL: 0 or 1 */
    char *string;              /* JSON_STRING */
    struct json_value **items; /* JSON_ARRAY, JSON_OBJECT (values) */
    char **keys;               /* JSON_OBJECT */
    size_t count;
} json_value;

typedef struct {
    const char *p;
    const char *start;
    char *err;
    size_t err_len;
    int depth;
} json_parser;

static void json_free(json_value *v) {
    size_t i;
    if (!v) return;
    for (i = 0; i < v->count; i++) {
        json_free(v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->string);
    free(v);
}

static json_value *json_fail(json_parser *ps, const char *what) {
    if (ps->err && ps->err[0] == '\0')
        snprintf(ps->err, ps->err_len, "%s at offset %ld", what, (long)(ps->p - ps->start));
    return NULL;
}

static void json_ws(json_parser *ps) {
    while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r') ps->p++;
}

static char *json_parse_string_raw(json_parser *ps) {
    size_t cap = 16, len = 0;
    char *s;
    if (*ps->p != '"') return (char *)json_fail(ps, "expected a string");
    ps->p++;
    s = (char *)malloc(cap);
    if (!s) return NULL;
    while (*ps->p != '"') {
        char c = *ps->p;
        if (c == '\0' || (unsigned char)c < 0x20) { free(s); return (char *)json_fail(ps, "bad string"); }
        if (c == '\\') {
            ps->p++;
            switch (*ps->p) {
            case '"': c = '"'; break;
            case '\\': c = '\\'; break;
            case '/': c = '/'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            case 'u': {
                unsigned v = 0;
                int k;
                for (k = 1; k <= 4; k++) {
                    char h = ps->p[k];
                    v <<= 4;
                    if (h >= '0' && h <= '9') v |= (unsigned)(h - '0');
                    else if (h >= 'a' && h <= 'f') v |= (unsigned)(h - 'a' + 10);
                    else if (h >= 'A' && h <= 'F') v |= (unsigned)(h - 'A' + 10);
                    else { free(s); return (char *)json_fail(ps, "bad \\u escape"); }
                }
                ps->p += 4;
                c = v < 0x80 ? (char)v : '?';
                break;
            }
            default: free(s); return (char *)json_fail(ps, "bad escape");
            }
        }
        if (len + 2 > cap) {
            char *t = (char *)realloc(s, cap *= 2);
            if (!t) { free(s); return NULL; }
            s = t;
        }
        s[len++] = c;
        ps->p++;
    }
    ps->p++;
    s[len] = '\0';
    return s;
}

static json_value *json_parse_value(json_parser *ps);

static int json_push(json_value *v, json_value *item, char *key) {
    json_value **items = (json_value **)realloc(v->items, (v->count + 1) * sizeof *items);
    if (!items) return -1;
    v->items = items;
    if (v->type == JSON_OBJECT) {
        char **keys = (char **)realloc(v->keys, (v->count + 1) * sizeof *keys);
        if (!keys) return -1;
        v->keys = keys;
        v->keys[v->count] = key;
    }
    v->items[v->count++] = item;
    return 0;
}

static json_value *json_parse_container(json_parser *ps, int type) {
    char close = type == JSON_ARRAY ? ']' : '}';
    json_value *v = (json_value *)calloc(1, sizeof *v);
    if (!v) return NULL;
    v->type = type;
    if (++ps->depth > 64) { json_free(v); return json_fail(ps, "nested too deeply"); }
    ps->p++;
    json_ws(ps);
    if (*ps->p == close) { ps->p++; ps->depth--; return v; }
    for (;;) {
        char *key = NULL;
        json_value *item;
        json_ws(ps);
        if (type == JSON_OBJECT) {
            key = json_parse_string_raw(ps);
            if (!key) { json_free(v); return NULL; }
            json_ws(ps);
            if (*ps->p != ':') { free(key); json_free(v); return json_fail(ps, "expected ':'"); }
            ps->p++;
        }
        item = json_parse_value(ps);
        if (!item || json_push(v, item, key) != 0) {
            free(key); json_free(item); json_free(v);
            return json_fail(ps, "bad value");
        }
        json_ws(ps);
        if (*ps->p == ',') { ps->p++; continue; }
        if (*ps->p == close) { ps->p++; break; }
        json_free(v);
        return json_fail(ps, type == JSON_ARRAY ? "expected ',' or ']'" : "expected ',' or '}'");
    }
    ps->depth--;
    return v;
}

static json_value *json_parse_value(json_parser *ps) {
    json_value *v;
    json_ws(ps);
    if (*ps->p == '{') return json_parse_container(ps, JSON_OBJECT);
    if (*ps->p == '[') return json_parse_container(ps, JSON_ARRAY);
    v = (json_value *)calloc(1, sizeof *v);
    if (!v) return NULL;
    if (*ps->p == '"') {
        v->type = JSON_STRING;
        v->string = json_parse_string_raw(ps);
        if (!v->string) { free(v); return NULL; }
    } else if (strncmp(ps->p, "true", 4) == 0) {
        v->type = JSON_BOOL; v->number = 1; ps->p += 4;
    } else if (strncmp(ps->p, "false", 5) == 0) {
        v->type = JSON_BOOL; ps->p += 5;
    } else if (strncmp(ps->p, "null", 4) == 0) {
        v->type = JSON_NULL; ps->p += 4;
    } else if (*ps->p == '-' || (*ps->p >= '0' && *ps->p <= '9')) {
        char *end;
        v->type = JSON_NUMBER;
        v->number = strtod(ps->p, &end);
        if (end == ps->p) { free(v); return json_fail(ps, "bad number"); }
        ps->p = end;
    } else {
        free(v);
        return json_fail(ps, "unexpected character");
    }
    return v;
}

static json_value *json_parse(const char *text, char *err, size_t err_len) {
    json_parser ps;
    json_value *v;
    ps.p = ps.start = text;
    ps.err = err;
    ps.err_len = err_len;
    ps.depth = 0;
    if (err && err_len) err[0] = '\0';
    v = json_parse_value(&ps);
    if (!v) { json_fail(&ps, "bad document"); return NULL; }
    json_ws(&ps);
    if (*ps.p != '\0') { json_free(v); return json_fail(&ps, "trailing characters"); }
    return v;
}

static const json_value *json_get(const json_value *object, const char *key) {
    size_t i;
    if (!object || object->type != JSON_OBJECT) return NULL;
    for (i = 0; i < object->count; i++)
        if (strcmp(object->keys[i], key) == 0) return object->items[i];
    return NULL;
}

#endif /* TC_JSON_READ_H */
