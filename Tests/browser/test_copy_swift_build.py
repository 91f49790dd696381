"""The Copy as Swift harness in Chromium: each fixture's copied text, from the dialog, built
as its entry and rendered against the original (copy_swift_harness.py says how, and within
what tolerance)."""

import pytest

from conftest import open_page
from copy_swift_harness import FIXTURES, build_and_compare, fragment
from test_copy_swift import copy_swift


@pytest.mark.xdist_group("copy-swift-build")
def test_the_copied_swift_built_as_entries_renders_the_originals_frames(driver, server):
    copies = []
    for fixture in FIXTURES:
        open_page(driver, server, fragment(fixture), {"entry": fixture.entry, "progress": 0.5})
        copied, _ = copy_swift(driver, server)
        copies.append((fixture, copied))
    build_and_compare(copies)
