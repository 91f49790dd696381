"""The Copy as Swift harness in Firefox: each fixture's copied text, read from the dialog
Firefox shows, built as its entry and rendered against the original (Tests/browser/
copy_swift_harness.py says how, and within what tolerance). The text is taken at each laptop
size (1280×657, 1440×757, 1920×937) and must be the same at all three, so one build stands
for the three."""

from conftest import HEIGHT, WIDTH, load, open_page, pagechecks, wait_for

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
    try:
        for fixture in harness.FIXTURES:
            texts = {}
            for width, height in pagechecks.LAPTOP_SIZES:
                browser.set_viewport(width, height)
                open_page(browser, server, harness.fragment(fixture), {"entry": fixture.entry, "progress": 0.5})
                texts[width] = copied_text(browser)
            assert len(set(texts.values())) == 1, f"{fixture.entry}: the copy differs between window sizes"
            copies.append((fixture, texts[pagechecks.LAPTOP_SIZES[0][0]]))
    finally:
        browser.set_viewport(WIDTH, HEIGHT)
    harness.build_and_compare(copies)
