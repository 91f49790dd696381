import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// Every connection's ticks behind one lws timer (TickSchedule says why).

extension ServiceLoop {
    // MARK: Ticks

    func scheduleTick(_ connection: LiveConnection) {
        ticks.schedule(connection.id, at: connection.session.tickDeadline)
        armTickTimer()
    }

    /// Keeps the one lws timer armed for the earliest tick; lws's poll sleeps until then.
    func armTickTimer() {
        guard let context else { return }
        let next = ticks.earliest()
        guard next != tickTimerDeadline else { return }
        let sul = tp_tick_timer_sul(tickTimer)
        lws_sul_cancel(sul)
        tickTimerDeadline = next
        guard let next else { return }
        tickTimer.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        let delay = max(0, (next - MonotonicClock.now()) * 1_000_000)
        lws_sul_schedule(context, 0, sul, tickTimerFired, Int64(delay.rounded(.up)))
    }

    func tickTimerDue() {
        tickTimerDeadline = nil  // lws has taken the timer off its list
        runDueTicks()
        armTickTimer()
    }

    /// Runs every tick due now (or within `TickSchedule.tolerance`), each with its own
    /// deadline as `now` so frames keep the display's rhythm.
    func runDueTicks() {
        let now = MonotonicClock.now()
        guard ticks.hasDue(at: now) else { return }
        for due in ticks.takeDue(at: now) {
            if due.id == Self.watchdogTick {
                watchdogDue()
                continue
            }
            guard let connection = connections[due.id] else { continue }
            counters.batchedTicks += 1
            connection.session.tickDue(now: Swift.max(now, due.deadline))
            // A close decided here happens in the next WRITEABLE callback (only callbacks of
            // the connection itself can close it); afterEvent asks for one.
            _ = afterEvent(connection)
        }
        armTickTimer()
    }
}
