#ifndef TP_CLIBWEBSOCKETS_SHIM_H
#define TP_CLIBWEBSOCKETS_SHIM_H

/*
 * The one C header the preview server sees. It includes libwebsockets and exposes, as
 * `tp_`-prefixed static inline functions and types, the few things Swift cannot import
 * directly (macro expressions, container-of arithmetic). Everything else is used as lws
 * declares it.
 */

#include <libwebsockets.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * LWS_PRE is a macro expression (`_LWS_PAD(4 + 10 + 2)`), which Swift does not import.
 * Every buffer handed to lws_write() needs this many writable bytes in front of the payload
 * for lws to put the WebSocket frame header in place without copying.
 */
static inline size_t tp_lws_pre(void) {
    return (size_t)LWS_PRE;
}

/*
 * A per-connection lws_sul timer plus a pointer back to its owner. lws hands the sul
 * callback only the `lws_sorted_usec_list_t *`; the owner is found from it the way lws's own
 * code does (lws_container_of), which Swift cannot express because it is a macro doing
 * offset arithmetic. The struct is heap-allocated by Swift so its address never moves while
 * it is scheduled.
 */
typedef struct tp_tick_timer {
    lws_sorted_usec_list_t sul;
    void *owner;
} tp_tick_timer;

/* Recover the timer (and so its owner) from the sul pointer lws passes to the callback. */
static inline tp_tick_timer *tp_tick_timer_from_sul(lws_sorted_usec_list_t *sul) {
    return lws_container_of(sul, tp_tick_timer, sul);
}

/*
 * The sul to hand to lws_sul_schedule() / lws_sul_cancel(). Taking the member's address in C
 * gives its real, stable address; Swift's `&timer.pointee.sul` is not guaranteed to.
 */
static inline lws_sorted_usec_list_t *tp_tick_timer_sul(tp_tick_timer *timer) {
    return &timer->sul;
}

/*
 * lws_close_reason() takes a mutable payload pointer; Swift string literals give only a
 * const one. This keeps the cast (lws only reads the bytes) out of Swift.
 */
static inline void tp_lws_close_reason(struct lws *wsi, int status, const char *reason) {
    lws_close_reason(wsi, (enum lws_close_status)status,
                     (unsigned char *)(uintptr_t)reason, reason ? strlen(reason) : 0);
}

#endif /* TP_CLIBWEBSOCKETS_SHIM_H */
