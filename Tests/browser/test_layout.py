"""The app fits the window: a wheel over the stage or the timeline never scrolls the page away."""

import pytest
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import go_to, inner_size, open_page


@pytest.mark.parametrize("width,height", [(1280, 800), (1920, 1080), (1440, 900)])
def test_wheel_over_stage_and_timeline_leaves_the_app_in_place(driver, server, width, height):
    with inner_size(driver, width, height):
        open_page(driver, server, "#entry=zoom&op=present&p=0.5", {"entry": "zoom"})
        fits = driver.execute_script(
            "return [document.scrollingElement.scrollHeight, window.innerHeight, document.scrollingElement.scrollWidth, window.innerWidth]")
        assert fits[0] <= fits[1] and fits[2] <= fits[3], f"the document is larger than the window: {fits}"
        for selector in ("#preview", "#timeline", "#catalog", "#panel"):
            element = driver.find_element(By.CSS_SELECTOR, selector)
            ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(element), 0, 600).perform()
            ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(element), 0, 600).perform()
            scrolled = driver.execute_script("return [window.scrollX, window.scrollY]")
            top = driver.execute_script("return document.querySelector('.topbar').getBoundingClientRect().top")
            assert scrolled == [0, 0] and top == 0, f"a wheel over {selector} moved the app: scroll {scrolled}, top bar at {top}"


def test_the_stage_does_not_move_when_the_entry_or_operation_changes(driver, server, catalog):
    """Every entry and operation at 1280×800 puts the stage in the same place, the same size."""
    with inner_size(driver, 1280, 800):
        seen = {}
        open_page(driver, server)
        for entry in catalog["entries"]:
            for operation in entry["operations"]:
                go_to(driver, f"#entry={entry['id']}&op={operation}&p=0.5", {"entry": entry["id"], "operation": operation})
                rect = driver.execute_script(
                    "const r = document.getElementById('preview').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
                seen[f"{entry['id']} {operation}"] = rect
        assert len({tuple(r) for r in seen.values()}) == 1, f"the stage moves: {seen}"
