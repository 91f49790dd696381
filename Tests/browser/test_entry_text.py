"""Entry-specific text comes from the catalog, never from the page's code: an entry declares
its gesture hint (`gestureHint(for:)`), and a sixth interactive entry gets its own words."""

import re
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import go_to, open_page

WEB = Path(__file__).resolve().parents[2] / "web" / "js"


def test_the_gesture_hint_is_the_entrys_own(driver, server, catalog):
    open_page(driver, server)
    for entry in catalog["entries"]:
        for operation in entry["interactiveOperations"]:
            go_to(driver, f"#entry={entry['id']}&op={operation}&p=0",
                  {"entry": entry["id"], "operation": operation, "progress": 0})
            hint = driver.find_element(By.CSS_SELECTOR, ".hint")
            assert hint.is_displayed()
            assert hint.text == entry["gestureHints"].get(operation, "Drag on the screen")


def test_the_page_names_no_entry_in_its_code(catalog):
    """Only the first-visit welcome names entries (the featured ones, in order of preference)."""
    ids = [entry["id"] for entry in catalog["entries"]]
    for path in WEB.glob("*.js"):
        if path.name == "welcome.js":
            continue
        text = path.read_text()
        for entry_id in ids:
            assert not re.search(rf"""["'`]{re.escape(entry_id)}["'`]""", text), f"{path.name} names the entry {entry_id}"
