import TestExpectations
import Testing
@testable import CatalogIndexing

/// The rewrite sends an app's clock reads to the run's clock (ObjCRewriter+Clock.swift), on
/// their own lines, and leaves what only looks like one alone.
@Suite("Clock reads in the rewritten copy")
struct ClockRewriteTests {
    @Test("Date(), Date.now, Date(timeIntervalSinceNow:), .timeIntervalSinceNow and .systemUptime read the run's clock")
    func rewritten() {
        let source = """
            let start = Date()
            let also = Date.now
            let later = Date(timeIntervalSinceNow: 0.5)
            let elapsed = -start.timeIntervalSinceNow
            let uptime = ProcessInfo.processInfo.systemUptime
            timer.fireDate = Date ().addingTimeInterval(0.2)
            """
        let expected = """
            let start = Date.__runNow
            let also = Date.__runNow
            let later = Date(__runTimeIntervalSinceNow: 0.5)
            let elapsed = -start.__runTimeIntervalSinceNow
            let uptime = ProcessInfo.processInfo.__runSystemUptime
            timer.fireDate = Date.__runNow.addingTimeInterval(0.2)
            """
        expectEqual(ObjCRewriter.rewrite(source), expected)
    }

    @Test("DispatchTime.now() reads the run's clock; the clocks the run cannot make go through forms that report them")
    func dispatchAndSwiftClocks() {
        let source = """
            let start = DispatchTime.now()
            queue.asyncAfter(deadline: DispatchTime.now() + 0.3) {}
            let wall = DispatchWallTime.now()
            let a = ContinuousClock.now, b = SuspendingClock.now
            let c = CFAbsoluteTimeGetCurrent()
            """
        let expected = """
            let start = DispatchTime.__runNow()
            queue.asyncAfter(deadline: DispatchTime.__runNow() + 0.3) {}
            let wall = DispatchWallTime.__runNow()
            let a = ContinuousClock.__runNow(), b = SuspendingClock.__runNow()
            let c = CFAbsoluteTimeGetCurrent()
            """
        expectEqual(ObjCRewriter.rewrite(source), expected)
        #expect(ObjCRewriter.mayNeedRewrite("let c = CFAbsoluteTimeGetCurrent()"))
        #expect(ObjCRewriter.mayNeedRewrite("let t = DispatchTime.now()"))
        #expect(ObjCRewriter.mayNeedRewrite("let t = ContinuousClock.now"))
    }

    @Test("what only looks like a clock read is left as written")
    func leftAlone() {
        let source = """
            let fixed = Date(timeIntervalSinceReferenceDate: 0)
            let qualified = Foundation.Date()
            let deadline = DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)
            let instant = clock.now
            let string = "Date() and .systemUptime in a string"
            // Date() in a comment
            func update(timeIntervalSinceNow: Double) {}
            let mediaTime = CACurrentMediaTime()
            """
        expectEqual(ObjCRewriter.rewrite(source), source)
    }
}
