/*
 * Streaming load for `transitions serve`: N WebSocket viewers that select a scene and play it
 * in a loop at 60 fps, counting the frames each receives in a measured window.
 *
 * Why C: at 1,000 viewers the server sends 60,000 frames of 3-7 KB a second. A Python client
 * spends more CPU reading them than the server spends making them, and on a 2-core machine
 * the client would then be what is measured. This one does one epoll loop, reads into a large
 * buffer and only looks at each frame's header and first bytes.
 *
 * Usage: stream_client PORT VIEWERS WARMUP_S MEASURE_S ENTRY DEVICE
 * Prints one line: "viewers N frames F window S fps_min X fps_median Y fps_mean Z errors E".
 * Loopback only; it exits after WARMUP_S + MEASURE_S (+ connection time), whatever happens.
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

struct viewer {
    int fd;
    int open;             /* the 101 answer has been read */
    long frames;          /* frames counted in the window */
    /* frame parser state */
    unsigned char head[16];
    int head_len;         /* bytes of the current header held in head */
    uint64_t remaining;   /* payload bytes still to skip */
    int want_type;        /* the next payload bytes start a message: check its type */
    char type_buf[16];
    int type_len;
};

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int cmp_long(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

/* A client text frame: masked (RFC 6455 5.3); the mask is fixed, which is allowed for load. */
static int send_text(int fd, const char *text) {
    size_t n = strlen(text);
    unsigned char frame[1024];
    if (n > 125 * 8) return -1;
    size_t pos = 0;
    frame[pos++] = 0x81;
    if (n < 126) {
        frame[pos++] = 0x80 | (unsigned char)n;
    } else {
        frame[pos++] = 0x80 | 126;
        frame[pos++] = (unsigned char)(n >> 8);
        frame[pos++] = (unsigned char)n;
    }
    const unsigned char mask[4] = {0x12, 0x34, 0x56, 0x78};
    memcpy(frame + pos, mask, 4);
    pos += 4;
    for (size_t i = 0; i < n; i++) frame[pos + i] = (unsigned char)text[i] ^ mask[i % 4];
    pos += n;
    return send(fd, frame, pos, MSG_NOSIGNAL) == (ssize_t)pos ? 0 : -1;
}

static int open_viewer(struct viewer *v, int port, const char *entry, const char *device) {
    v->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (v->fd < 0) return -1;
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(v->fd, (struct sockaddr *)&addr, sizeof addr) != 0) return -1;
    int one = 1;
    setsockopt(v->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    char request[512];
    int n = snprintf(request, sizeof request,
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        "Sec-WebSocket-Protocol: transition-preview\r\n\r\n", port);
    if (send(v->fd, request, (size_t)n, MSG_NOSIGNAL) != n) return -1;
    /* Read the 101 answer byte by byte up to the blank line, so no frame byte is consumed. */
    char answer[1024];
    int len = 0;
    while (len < (int)sizeof answer - 1) {
        if (recv(v->fd, answer + len, 1, 0) != 1) return -1;
        len++;
        if (len >= 4 && memcmp(answer + len - 4, "\r\n\r\n", 4) == 0) break;
    }
    answer[len] = 0;
    if (strncmp(answer, "HTTP/1.1 101", 12) != 0) return -1;
    char message[256];
    snprintf(message, sizeof message, "{\"type\":\"select\",\"entry\":\"%s\",\"device\":\"%s\"}", entry, device);
    if (send_text(v->fd, message) != 0) return -1;
    if (send_text(v->fd, "{\"type\":\"play\",\"loop\":true,\"fps\":60}") != 0) return -1;
    v->open = 1;
    v->want_type = 0;
    return 0;
}

/* Consumes received bytes: frame headers, then payloads, counting messages of type "frame". */
static void consume(struct viewer *v, const unsigned char *p, size_t n, int counting) {
    static const char frame_head[] = "{\"type\":\"frame\"";
    const size_t frame_head_len = sizeof frame_head - 1;
    while (n > 0) {
        if (v->remaining > 0) {
            if (v->want_type) {
                size_t take = frame_head_len - (size_t)v->type_len;
                if (take > n) take = n;
                if (take > v->remaining) take = (size_t)v->remaining;
                memcpy(v->type_buf + v->type_len, p, take);
                v->type_len += (int)take;
                if ((size_t)v->type_len == frame_head_len || take == v->remaining) {
                    if ((size_t)v->type_len == frame_head_len && memcmp(v->type_buf, frame_head, frame_head_len) == 0 && counting)
                        v->frames++;
                    v->want_type = 0;
                }
                p += take; n -= take; v->remaining -= take;
                continue;
            }
            size_t skip = v->remaining < n ? (size_t)v->remaining : n;
            p += skip; n -= skip; v->remaining -= skip;
            continue;
        }
        /* Collect a header: 2 bytes, then 2 or 8 more for the length (server frames are unmasked). */
        v->head[v->head_len++] = *p++;
        n--;
        if (v->head_len < 2) continue;
        int code = v->head[1] & 0x7f;
        int need = code == 126 ? 4 : code == 127 ? 10 : 2;
        if (v->head_len < need) continue;
        uint64_t length = (uint64_t)code;
        if (code == 126) length = ((uint64_t)v->head[2] << 8) | v->head[3];
        if (code == 127) {
            length = 0;
            for (int i = 2; i < 10; i++) length = (length << 8) | v->head[i];
        }
        int opcode = v->head[0] & 0x0f;
        v->head_len = 0;
        v->remaining = length;
        v->want_type = opcode == 1 && length > 0;
        v->type_len = 0;
    }
}

int main(int argc, char **argv) {
    if (argc != 7) {
        fprintf(stderr, "usage: %s PORT VIEWERS WARMUP_S MEASURE_S ENTRY DEVICE\n", argv[0]);
        return 64;
    }
    int port = atoi(argv[1]), count = atoi(argv[2]);
    double warmup = atof(argv[3]), measure = atof(argv[4]);
    if (port <= 0 || count <= 0 || count > 20000 || warmup < 0 || measure <= 0) {
        fprintf(stderr, "bad arguments\n");
        return 64;
    }
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < (rlim_t)count + 64) {
        limit.rlim_cur = limit.rlim_max < (rlim_t)count + 64 ? limit.rlim_max : (rlim_t)count + 64;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
    struct viewer *viewers = calloc((size_t)count, sizeof *viewers);
    int ep = epoll_create1(0);
    int errors = 0;
    for (int i = 0; i < count; i++) {
        if (open_viewer(&viewers[i], port, argv[5], argv[6]) != 0) {
            errors++;
            if (viewers[i].fd >= 0) close(viewers[i].fd);
            viewers[i].fd = -1;
            continue;
        }
        struct epoll_event event = {.events = EPOLLIN, .data.u32 = (uint32_t)i};
        epoll_ctl(ep, EPOLL_CTL_ADD, viewers[i].fd, &event);
    }
    double start = now_s();
    double from = start + warmup, until = from + measure;
    static unsigned char buffer[1 << 20];
    struct epoll_event events[256];
    int announced = 0;
    for (;;) {
        double t = now_s();
        if (t >= until) break;
        if (!announced && t >= from) {
            /* The driver reads the server's CPU between this line and the result. */
            printf("measuring\n");
            fflush(stdout);
            announced = 1;
        }
        double next = announced ? until : from;
        int timeout = (int)((next - t) * 1000) + 1;
        int ready = epoll_wait(ep, events, 256, timeout);
        int counting = now_s() >= from;
        for (int e = 0; e < ready; e++) {
            struct viewer *v = &viewers[events[e].data.u32];
            ssize_t got = recv(v->fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (got > 0) {
                consume(v, buffer, (size_t)got, counting);
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                errors++;
                epoll_ctl(ep, EPOLL_CTL_DEL, v->fd, NULL);
                close(v->fd);
                v->fd = -1;
            }
        }
    }
    long *frames = malloc((size_t)count * sizeof *frames);
    long total = 0;
    for (int i = 0; i < count; i++) {
        frames[i] = viewers[i].frames;
        total += frames[i];
        if (viewers[i].fd >= 0) close(viewers[i].fd);
    }
    qsort(frames, (size_t)count, sizeof *frames, cmp_long);
    printf("viewers %d frames %ld window %.3f fps_min %.1f fps_median %.1f fps_mean %.1f errors %d\n",
           count, total, measure, frames[0] / measure, frames[count / 2] / measure,
           (double)total / count / measure, errors);
    return 0;
}
