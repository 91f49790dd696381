"""The link in the address bar: the page writes its state there at most every 250 ms, and a
hash changed from outside (a pasted link, the back button) while a write of the page's is
pending wins — the page then follows it instead of overwriting it."""

from conftest import go_to, open_page

# In a document of the page's origin with no page running (the module's own text), so only
# the writer under test touches the hash.
WRITER = """
const done = arguments[arguments.length - 1];
import('/js/state.js').then(async ({ hashWriter }) => {
  const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  history.replaceState(null, '', '#start');
  const writer = hashWriter(100);
  writer.write('#own-1');
  writer.write('#own-2');            // pending: within the interval
  location.hash = 'pasted';          // changed from outside meanwhile
  await later(300);
  const afterPaste = location.hash, ownAfterPaste = writer.isOwn(location.hash);
  writer.adopt(location.hash);       // what the page's hashchange handler does
  writer.write('#own-3');
  await later(300);
  done({ afterPaste, ownAfterPaste, afterAdopt: location.hash });
}, (error) => done({ error: String(error) }));
"""


def test_an_outside_change_wins_over_a_pending_write(driver, server):
    driver.get(server.url + "js/state.js")
    result = driver.execute_async_script(WRITER)
    assert result == {"afterPaste": "#pasted", "ownAfterPaste": False, "afterAdopt": "#own-3"}


def test_a_link_pasted_right_after_a_switch_is_followed(driver, server):
    """The page's write after a scene arrives is still pending when the next link lands."""
    open_page(driver, server, "#entry=flip&op=present&p=0", {"entry": "flip", "operation": "present"})
    for _ in range(3):
        go_to(driver, "#entry=crossfade&op=push&p=0", {"entry": "crossfade", "operation": "push"})
        go_to(driver, "#entry=flip&op=dismiss&p=0", {"entry": "flip", "operation": "dismiss"})
