import TestExpectations
import Testing
@testable import PreviewServer

@Suite("LogRateLimit")
struct LogRateLimitTests {
    @Test func aRepeatingLineIsLoggedOnceASecondWithTheCountHeldBack() {
        var limit = LogRateLimit(interval: 1)
        expectEqual(limit.admit("accept: errno 24", kind: "a", now: 10), ["accept: errno 24"])
        for step in 1...999 { #expect(limit.admit("accept: errno 24", kind: "a", now: 10 + Double(step) / 1000).isEmpty) }
        expectEqual(limit.admit("other", kind: "b", now: 10.5), ["other"])
        #expect(limit.admit("accept: errno 24", kind: "a", now: 11.2)
                == ["accept: errno 24 (999 more like it held back since the last one logged)"])
        expectEqual(limit.admit("accept: errno 24", kind: "a", now: 12.5), ["accept: errno 24"])
    }
}
