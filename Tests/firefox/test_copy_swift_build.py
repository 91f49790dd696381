"""The Copy as Swift harness in Firefox: each fixture's copied text, read from the dialog
Firefox shows, built as its entry and rendered against the original (Tests/browser/
copy_swift_harness.py says how, and within what tolerance)."""

from conftest import load, open_page, wait_for

load("scratch_package", "Tests/browser/scratch_package.py")
harness = load("copy_swift_harness", "Tests/browser/copy_swift_harness.py")


def copied_text(browser):
    """Opens Copy as Swift from the stage toolbar and returns what its dialog shows (the
    clipboard needs a permission Firefox does not grant here; the text is the same)."""
    browser.run("[...document.querySelectorAll('#stage-toolbar button')].find((b) => b.textContent.includes('Copy as Swift')).click(); return true")
    wait_for(browser, "return !!document.querySelector('dialog.swift-dialog[open]')")
    text = browser.run("return document.querySelector('dialog.swift-dialog pre').textContent")
    browser.run("document.querySelector('dialog.swift-dialog').close(); return true")
    wait_for(browser, "return !document.querySelector('dialog.swift-dialog')")
    return text


def test_the_copied_swift_built_as_entries_renders_the_originals_frames(browser, server):
    copies = []
    for fixture in harness.FIXTURES:
        open_page(browser, server, harness.fragment(fixture), {"entry": fixture.entry, "progress": 0.5})
        copies.append((fixture, copied_text(browser)))
    harness.build_and_compare(copies)
