/*
 * Seek against echo round trips through one `transitions serve --echo-endpoint` (issue #21,
 * item 8): CLIENTS `transition-preview` connections each scrub a scene with `seek` at HZ, and
 * CLIENTS `/echo` connections each send a frame-sized text message at the same rate, on their
 * own phases, over real loopback sockets. A seek's round trip is its send to the first `frame`
 * whose `id` is that seek's or a newer one (frames are latest-wins, so a newer seek's frame
 * answers the older ones too); an echo's is its send to the echoed message.
 *
 * Why C and why an echo: a Python client's own scheduling is the tail it would measure; the
 * echo goes through the same service loop, socket and write path as a frame of the same size,
 * so "seek p99 / echo p99" is what the server adds for computing the frame and when it
 * writes it.
 *
 * Usage: rtt_client PORT CLIENTS HZ WARMUP_S MEASURE_S ENTRY DEVICE ECHO_BYTES
 * ECHO_BYTES 0: the size of the first frame received. Prints one line of "name value" pairs:
 * seek_n seek_p50_ms seek_p99_ms echo_n echo_p50_ms echo_p99_ms seek_unanswered
 * echo_unanswered coalesced echo_bytes errors. Loopback only; every run is bounded.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { PENDING = 4096, HEAD_BYTES = 64 };

struct conn {
    int fd;
    int is_echo;
    int ready;          /* preview: the select's first frame came; echo: open */
    double next_send;
    long next_id;
    /* sent and not yet answered: ids and send times, oldest first (a ring) */
    long ids[PENDING];
    double sent[PENDING];
    int first, count;
    /* frame parser: header bytes, then the first HEAD_BYTES of the payload, the rest skipped */
    unsigned char head[16];
    int head_len;
    uint64_t remaining, length;
    char text[HEAD_BYTES + 1];
    int text_len;
    int in_payload, is_text;
};

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile of a sorted array, in milliseconds. */
static double percentile_ms(const double *sorted, long n, double p) {
    if (n == 0) return -1;
    long rank = (long)(p / 100.0 * (double)n + 0.999999);
    if (rank < 1) rank = 1;
    if (rank > n) rank = n;
    return sorted[rank - 1] * 1000.0;
}

/* A masked client text frame (RFC 6455 5.3); a fixed mask is allowed for load. */
static int send_text(int fd, const char *text, size_t n) {
    static unsigned char *frame;
    static size_t capacity;
    if (capacity < n + 14) {
        capacity = n + 14;
        frame = realloc(frame, capacity);
        if (!frame) return -1;
    }
    size_t pos = 0;
    frame[pos++] = 0x81;
    if (n < 126) {
        frame[pos++] = 0x80 | (unsigned char)n;
    } else if (n < 65536) {
        frame[pos++] = 0x80 | 126;
        frame[pos++] = (unsigned char)(n >> 8);
        frame[pos++] = (unsigned char)n;
    } else {
        frame[pos++] = 0x80 | 127;
        for (int i = 7; i >= 0; i--) frame[pos++] = (unsigned char)((uint64_t)n >> (8 * i));
    }
    const unsigned char mask[4] = {0x12, 0x34, 0x56, 0x78};
    memcpy(frame + pos, mask, 4);
    pos += 4;
    for (size_t i = 0; i < n; i++) frame[pos + i] = (unsigned char)text[i] ^ mask[i % 4];
    pos += n;
    size_t done = 0;
    while (done < pos) {
        ssize_t sent = send(fd, frame + done, pos - done, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return -1;
        done += (size_t)sent;
    }
    return 0;
}

static int open_conn(struct conn *c, int port, int is_echo) {
    c->is_echo = is_echo;
    c->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (c->fd < 0) return -1;
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(c->fd, (struct sockaddr *)&addr, sizeof addr) != 0) return -1;
    int one = 1;
    setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    char request[512];
    int n = snprintf(request, sizeof request,
        "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n%s\r\n",
        is_echo ? "/echo" : "/", port, is_echo ? "" : "Sec-WebSocket-Protocol: transition-preview\r\n");
    if (send(c->fd, request, (size_t)n, MSG_NOSIGNAL) != n) return -1;
    /* The 101 answer byte by byte up to the blank line, so no frame byte is consumed. */
    char answer[1024];
    int len = 0;
    while (len < (int)sizeof answer - 1) {
        if (recv(c->fd, answer + len, 1, 0) != 1) return -1;
        len++;
        if (len >= 4 && memcmp(answer + len - 4, "\r\n\r\n", 4) == 0) break;
    }
    answer[len] = 0;
    if (strncmp(answer, "HTTP/1.1 101", 12) != 0) return -1;
    c->ready = is_echo;
    c->next_id = 1;
    return 0;
}

/* The number after `"id":` in a message's head, or -1. */
static long head_id(const char *text) {
    const char *at = strstr(text, "\"id\":");
    if (!at) return -1;
    at += 5;
    if (*at < '0' || *at > '9') return -1;
    return strtol(at, NULL, 10);
}

struct stats {
    double *seek, *echo;
    long seek_n, echo_n, capacity, coalesced;
    double from, until;
    long echo_bytes;
};

/* A whole message's head is known: complete what it answers. */
static void answered(struct conn *c, struct stats *s, double t) {
    c->text[c->text_len] = 0;
    int is_frame = strncmp(c->text, "{\"type\":\"frame\"", 15) == 0;
    if (!c->is_echo && is_frame && !c->ready) {
        c->ready = 1; /* the select's frame: scrubbing starts */
        if (s->echo_bytes == 0) s->echo_bytes = (long)c->length;
        return;
    }
    if (!c->is_echo && !is_frame) return; /* scene, state: part of an answer, not its end */
    long id = head_id(c->text);
    if (id < 0) return;
    int completed = 0;
    while (c->count > 0 && c->ids[c->first] <= id) {
        double sent = c->sent[c->first];
        if (sent >= s->from && sent < s->until && s->seek_n + s->echo_n < s->capacity) {
            if (c->is_echo) s->echo[s->echo_n++] = t - sent;
            else {
                s->seek[s->seek_n++] = t - sent;
                if (c->ids[c->first] != id) s->coalesced++;
            }
        }
        c->first = (c->first + 1) % PENDING;
        c->count--;
        completed++;
    }
    (void)completed;
}

static void consume(struct conn *c, struct stats *s, const unsigned char *p, size_t n, double t) {
    while (n > 0) {
        if (c->in_payload) {
            size_t take = c->remaining < n ? (size_t)c->remaining : n;
            if (c->is_text && c->text_len < HEAD_BYTES) {
                size_t keep = (size_t)(HEAD_BYTES - c->text_len);
                if (keep > take) keep = take;
                memcpy(c->text + c->text_len, p, keep);
                c->text_len += (int)keep;
            }
            p += take;
            n -= take;
            c->remaining -= take;
            if (c->remaining == 0) {
                c->in_payload = 0;
                if (c->is_text) answered(c, s, t);
            }
            continue;
        }
        c->head[c->head_len++] = *p++;
        n--;
        if (c->head_len < 2) continue;
        int code = c->head[1] & 0x7f;
        int need = code == 126 ? 4 : code == 127 ? 10 : 2;
        if (c->head_len < need) continue;
        uint64_t length = (uint64_t)code;
        if (code == 126) length = ((uint64_t)c->head[2] << 8) | c->head[3];
        if (code == 127) {
            length = 0;
            for (int i = 2; i < 10; i++) length = (length << 8) | c->head[i];
        }
        c->is_text = (c->head[0] & 0x0f) == 1;
        c->head_len = 0;
        c->length = length;
        c->remaining = length;
        c->text_len = 0;
        c->in_payload = 1;
        if (length == 0) {
            c->in_payload = 0;
            if (c->is_text) answered(c, s, t);
        }
    }
}

static int send_next(struct conn *c, struct stats *s, char *echo_text, double t) {
    if (c->count == PENDING) return 0; /* the server is far behind: skip, the ring is full */
    long id = c->next_id++;
    char seek[160];
    const char *text;
    size_t n;
    if (c->is_echo) {
        /* {"type":"echo","id":N,"pad":"xxxx…"} padded to the frame's size */
        int head = snprintf(echo_text, 64, "{\"type\":\"echo\",\"id\":%ld,\"pad\":\"", id);
        size_t size = s->echo_bytes > head + 2 ? (size_t)s->echo_bytes : (size_t)head + 2;
        memset(echo_text + head, 'x', size - (size_t)head - 2);
        memcpy(echo_text + size - 2, "\"}", 2);
        text = echo_text;
        n = size;
    } else {
        /* a slow scrub: progress steps through the run, ids increase */
        n = (size_t)snprintf(seek, sizeof seek, "{\"type\":\"seek\",\"progress\":%.3f,\"id\":%ld}",
                             (double)(id % 200) / 200.0, id);
        text = seek;
    }
    int slot = (c->first + c->count) % PENDING;
    c->ids[slot] = id;
    c->sent[slot] = t;
    c->count++;
    return send_text(c->fd, text, n);
}

int main(int argc, char **argv) {
    if (argc != 9) {
        fprintf(stderr, "usage: %s PORT CLIENTS HZ WARMUP_S MEASURE_S ENTRY DEVICE ECHO_BYTES\n", argv[0]);
        return 64;
    }
    int port = atoi(argv[1]), clients = atoi(argv[2]);
    double hz = atof(argv[3]), warmup = atof(argv[4]), measure = atof(argv[5]);
    long echo_bytes = atol(argv[8]);
    if (port <= 0 || clients <= 0 || clients > 4000 || hz <= 0 || hz > 1000 || warmup < 0 || measure <= 0
        || echo_bytes < 0 || echo_bytes > (1 << 20)) {
        fprintf(stderr, "bad arguments\n");
        return 64;
    }
    int total = 2 * clients;
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < (rlim_t)total + 64) {
        limit.rlim_cur = limit.rlim_max < (rlim_t)total + 64 ? limit.rlim_max : (rlim_t)total + 64;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
    struct conn *conns = calloc((size_t)total, sizeof *conns);
    struct stats s = {0};
    s.capacity = (long)(total * hz * (measure + 1)) + 1024;
    s.seek = malloc((size_t)s.capacity * sizeof(double));
    s.echo = malloc((size_t)s.capacity * sizeof(double));
    s.echo_bytes = echo_bytes;
    char *echo_text = malloc((1 << 20) + 64);
    int ep = epoll_create1(0);
    int errors = 0;
    char select[256];
    int select_n = snprintf(select, sizeof select, "{\"type\":\"select\",\"entry\":\"%s\",\"device\":\"%s\",\"id\":0}",
                            argv[6], argv[7]);
    /* Interleaved, so both kinds share the server's connection order. */
    for (int i = 0; i < total; i++) {
        struct conn *c = &conns[i];
        int is_echo = i % 2;
        if (open_conn(c, port, is_echo) != 0 || (!is_echo && send_text(c->fd, select, (size_t)select_n) != 0)) {
            errors++;
            if (c->fd >= 0) close(c->fd);
            c->fd = -1;
            continue;
        }
        struct epoll_event event = {.events = EPOLLIN, .data.u32 = (uint32_t)i};
        epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &event);
    }
    double start = now_s();
    s.from = start + warmup;
    s.until = s.from + measure;
    double period = 1.0 / hz;
    for (int i = 0; i < total; i++) conns[i].next_send = start + period * i / total; /* own phases */
    static unsigned char buffer[1 << 20];
    struct epoll_event events[256];
    for (;;) {
        double t = now_s();
        if (t >= s.until + 1.0) break; /* a second for the last answers */
        double next = s.until + 1.0;
        if (t < s.until) {
            for (int i = 0; i < total; i++) {
                struct conn *c = &conns[i];
                if (c->fd < 0 || !c->ready) continue;
                /* an echo waits for the frame size when it is to match the frame */
                if (c->is_echo && s.echo_bytes == 0) continue;
                if (c->next_send <= t) {
                    if (send_next(c, &s, echo_text, t) != 0) errors++;
                    c->next_send += period;
                    if (c->next_send < t) c->next_send = t + period; /* fell behind: no burst */
                }
                if (c->next_send < next) next = c->next_send;
            }
            if (next > t + 0.005) next = t + 0.005; /* connections that become ready */
        }
        int timeout_ms = (int)((next - t) * 1000);
        int ready = epoll_wait(ep, events, 256, timeout_ms < 0 ? 0 : timeout_ms);
        double received = now_s();
        for (int e = 0; e < ready; e++) {
            struct conn *c = &conns[events[e].data.u32];
            ssize_t got = recv(c->fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (got > 0) {
                consume(c, &s, buffer, (size_t)got, received);
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                errors++;
                epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
                close(c->fd);
                c->fd = -1;
            }
        }
    }
    long unanswered_seek = 0, unanswered_echo = 0;
    for (int i = 0; i < total; i++) {
        struct conn *c = &conns[i];
        for (int k = 0; k < c->count; k++) {
            double sent = c->sent[(c->first + k) % PENDING];
            if (sent >= s.from && sent < s.until) {
                if (c->is_echo) unanswered_echo++;
                else unanswered_seek++;
            }
        }
        if (c->fd >= 0) close(c->fd);
    }
    qsort(s.seek, (size_t)s.seek_n, sizeof(double), cmp_double);
    qsort(s.echo, (size_t)s.echo_n, sizeof(double), cmp_double);
    printf("seek_n %ld seek_p50_ms %.3f seek_p99_ms %.3f echo_n %ld echo_p50_ms %.3f echo_p99_ms %.3f "
           "seek_unanswered %ld echo_unanswered %ld coalesced %ld echo_bytes %ld errors %d\n",
           s.seek_n, percentile_ms(s.seek, s.seek_n, 50), percentile_ms(s.seek, s.seek_n, 99), s.echo_n,
           percentile_ms(s.echo, s.echo_n, 50), percentile_ms(s.echo, s.echo_n, 99), unanswered_seek,
           unanswered_echo, s.coalesced, s.echo_bytes, errors);
    return 0;
}
