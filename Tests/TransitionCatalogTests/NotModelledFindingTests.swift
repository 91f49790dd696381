import CatalogKit
import Foundation
import Testing
import TransitionKit
@testable import PreviewProtocol

/// A `not-modelled` finding says where the app used what the engine does not model: the app's
/// file and line for a call, the view (`role#id`) for a property set, which cannot capture a
/// line; both with the entry and the run's time, in `transitions check` and in the scene the
/// page shows (Tests/TransitionCatalogTests/Fixtures/NotModelledScenario.swift).
@Suite("Where a not-modelled use happened")
struct NotModelledFindingTests {
    static let fixture = "Tests/TransitionCatalogTests/Fixtures/NotModelledScenario.swift"

    static func line(of code: String) throws -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(fixture)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(code) }) + 1
    }

    static func findings() -> [ContractChecker.Finding] {
        ContractChecker().check(NotModelledScenario(), .present, .default, .animated).findings.filter { $0.code == "not-modelled" }
    }

    @Test("UIColor(named:) and UIColor(patternImage:) name the app's file and line")
    func callsNameTheirLine() throws {
        let findings = Self.findings()
        let named = try #require(findings.first { $0.message.hasPrefix("UIColor(named: \"Brand\")") })
        #expect(try named.location == CallSite(file: Self.fixture, line: Self.line(of: "UIColor(named: \"Brand\")")))
        #expect(named.entry == "not-modelled-scenario" && named.time == 0 && named.view == nil)
        let pattern = try #require(findings.first { $0.message.hasPrefix("UIColor(patternImage:)") })
        #expect(try pattern.location == CallSite(file: Self.fixture, line: Self.line(of: "UIColor(patternImage: UIImage())")))
        #expect(pattern.description.contains("\(Self.fixture):\(try Self.line(of: "UIColor(patternImage: UIImage())"))"))
    }

    @Test("a property set names the view it was set on, with the entry and the run's time")
    func settersNameTheirView() throws {
        let fit = try #require(Self.findings().first { $0.message.hasPrefix("UILabel.adjustsFontSizeToFitWidth") })
        #expect(fit.location == nil, "a setter has no line to give")
        let view = try #require(fit.view)
        #expect(view.range(of: #"^title#[0-9]+$"#, options: .regularExpression) != nil, "\(view)")
        #expect(fit.entry == "not-modelled-scenario" && fit.time == 0)
        #expect(fit.description.hasPrefix("not-modelled-scenario present on \(Device.default.name) (animated) at 0 s [\(view)]: "))
    }

    @Test("the scene the page shows carries them: file and line for calls, the view for the set")
    func sceneCarriesThem() throws {
        let session = PreviewSession(registry: CatalogRegistry([NotModelledScenario()]))
        let scene = try #require(
            TouchRunSessionTests.send(session, [#"{"type":"select","entry":"not-modelled-scenario","operation":"present"}"#], now: 0)
                .first { $0.contains(#""type":"scene""#) })
        let namedLine = try Self.line(of: "UIColor(named: \"Brand\")")
        let named = #""code":"not-modelled","time":0[.0]*,"view":null,"message":"UIColor\(named: \\"Brand\\"\)[^}]*"#
            + #","file":"\#(Self.fixture)","line":\#(namedLine)\}"#
        #expect(scene.range(of: named, options: .regularExpression) != nil, "\(scene)")
        let fit = #""code":"not-modelled","time":0[.0]*,"view":"title#[0-9]+","message":"UILabel.adjustsFontSizeToFitWidth[^"]*","#
            + #""file":null,"line":null\}"#
        #expect(scene.range(of: fit, options: .regularExpression) != nil, "\(scene)")
    }
}
