"""The built site in a real browser: headless Chromium (over the DevTools protocol, through
the helper of ``tests/browser``) opens it from the disk, as a reader without a server would.

Run by ``nox -s docs`` after the build::

    python docs/browse.py docs/_build/html                  # check, exit 1 on a failure
    python docs/browse.py docs/_build/html --screenshot docs/clause-page.png

It checks that

* the clause page of ``002/harvest.protection`` shows the clause's status as a coloured
  badge, a badge for each of its scenarios, and a link to the code that names its rule
  that leads to that function's section;
* the traceability table filters in the page: typing a clause key keeps only the rows that
  hold it, and choosing a status keeps only the rows of that status;
* a page opened from a search result (``?highlight=...``, as Sphinx's search opens it)
  scrolls to the first clause that holds the words.

With ``--screenshot PATH`` it saves the clause (1280x1600 window) as a PNG.
"""

from __future__ import annotations

import argparse
import base64
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.chromium import Browser, find  # noqa: E402

CLAUSE_PAGE = "generated/catalogue/002.html"
CLAUSE_ANCHOR = "harvest-protection"  # the section of 002/harvest.protection
WIDTH, HEIGHT = 1280, 1600


def visit(browser: Browser, url: str) -> None:
    """Open ``url`` and wait until it, not the blank page before it, has loaded."""
    browser.open(url)
    page = url.split("#", 1)[0].split("?", 1)[0]
    browser.wait_for(f"location.href.startsWith({page!r}) && document.readyState === 'complete'")


def check_clause(browser: Browser, site: Path) -> list[str]:
    visit(browser, (site / CLAUSE_PAGE).as_uri() + "#" + CLAUSE_ANCHOR)
    facts: Any = browser.eval(
        f"""(() => {{
        const section = document.getElementById({CLAUSE_ANCHOR!r});
        if (!section) {{ return null; }}
        const badges = Array.from(section.querySelectorAll("span[class^='status-']"));
        const colour = (el) => getComputedStyle(el).backgroundColor;
        const code = Array.from(section.querySelectorAll("a[href*='code/']"));
        return {{
            badges: badges.map((b) => [b.className, b.textContent, colour(b)]),
            code: code.map((a) => a.getAttribute("href")),
            top: Math.round(section.getBoundingClientRect().top),
        }};
    }})()"""
    )
    if not facts:
        return [f"{CLAUSE_PAGE}: no section #{CLAUSE_ANCHOR}"]
    problems = []
    badges = facts["badges"]
    if len(badges) < 2:
        problems.append(f"the clause shows {len(badges)} badges: not its own and its scenarios'")
    for cls, text, colour in badges:
        if colour in ("rgba(0, 0, 0, 0)", "transparent") and cls != "status-none":
            problems.append(f"the badge {text!r} ({cls}) has no colour")
    if not facts["code"]:
        problems.append("the clause links to no code")
    else:
        href = facts["code"][0]
        target = (site / CLAUSE_PAGE).parent.joinpath(href.split("#", 1)[0]).resolve()
        visit(browser, target.as_uri())
        anchor = href.split("#", 1)[1]
        found = browser.eval(
            f"""(() => {{ const a = document.getElementById({anchor!r});
            const s = a && a.closest("section");
            return !!s && !!s.querySelector("div.highlight pre"); }})()"""
        )
        if not found:
            problems.append(f"the code link #{anchor} leads to no section with source")
    print(
        f"clause page: {len(badges)} badges ({badges[0][1]}), code {facts['code'][:1]}"
        if badges
        else "clause page: no badge"
    )
    return problems


def check_table(browser: Browser, site: Path) -> list[str]:
    visit(browser, (site / "generated/traceability.html").as_uri())
    facts: Any = browser.eval(
        """(() => {
        const rows = Array.from(document.querySelectorAll("table.traceability tbody tr"));
        const shown = () => rows.filter((r) => r.style.display !== "none");
        const words = document.getElementById("trace-words");
        const status = document.getElementById("trace-status");
        const all = shown().length;
        words.value = "harvest.protection";
        words.dispatchEvent(new Event("input"));
        const kept = shown();
        const allHold = kept.every((r) => r.textContent.includes("harvest.protection"));
        words.value = "";
        words.dispatchEvent(new Event("input"));
        status.value = "passed";
        status.dispatchEvent(new Event("change"));
        const passed = shown();
        const allPassed = passed.every(
            (r) => r.cells[1].querySelector(".status-passed") !== null);
        return {total: rows.length, all: all, kept: kept.length, allHold: allHold,
                passed: passed.length, allPassed: allPassed,
                count: document.getElementById("trace-count").textContent};
    })()"""
    )
    print(
        f"traceability table: {facts['total']} rows; 'harvest.protection' keeps "
        f"{facts['kept']}; status passed keeps {facts['passed']} ({facts['count']})"
    )
    problems = []
    if not facts["total"] or facts["all"] != facts["total"]:
        problems.append("the table does not show every row at first")
    if not 0 < facts["kept"] < facts["total"] or not facts["allHold"]:
        problems.append("typing a key does not keep exactly the rows that hold it")
    if not facts["allPassed"] or facts["passed"] > facts["total"]:
        problems.append("choosing a status keeps rows of another status")
    return problems


def check_search_landing(browser: Browser, site: Path) -> list[str]:
    visit(browser, (site / CLAUSE_PAGE).as_uri() + "?highlight=donate")
    try:
        where: Any = browser.wait_for(
            """(() => {
            const marks = Array.from(document.querySelectorAll("article span.highlighted"));
            const m = marks.find((x) => x.closest("nav") === null
                && x.closest("section[id]").parentElement.closest("section[id]") !== null);
            if (!m) { return null; }
            const s = m.closest("section[id]");
            const top = Math.round(s.getBoundingClientRect().top);
            // Furo scrolls smoothly: wait until the section has arrived at the top.
            return window.scrollY > 100 && Math.abs(top) < 80 ? [s.id, top] : null; })()""",
            timeout=10,
        )
    except TimeoutError:
        return ["a page opened from a search result does not scroll to the first match's clause"]
    print(f"search landing: section #{where[0]} at {where[1]} px from the top")
    return []


def screenshot(browser: Browser, site: Path, path: Path) -> None:
    browser.open("about:blank")
    browser.call(
        "Emulation.setDeviceMetricsOverride",
        {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False},
    )
    browser.call("Page.enable")
    url = (site / CLAUSE_PAGE).as_uri()
    browser.call("Page.navigate", {"url": url + "#" + CLAUSE_ANCHOR})
    browser.wait_for(f"location.href.startsWith({url!r}) && document.readyState === 'complete'")
    browser.wait_for(f"document.getElementById({CLAUSE_ANCHOR!r}) !== null")
    at = f"document.getElementById({CLAUSE_ANCHOR!r}).getBoundingClientRect().top"
    browser.eval(f"window.scrollTo({{top: {at} + window.scrollY - 8, behavior: 'instant'}})")
    browser.wait_for(f"Math.abs({at} - 8) < 4")
    shot = browser.call("Page.captureScreenshot", {"format": "png"})
    path.write_bytes(base64.b64decode(shot["data"]))
    print(f"screenshot of {CLAUSE_PAGE}#{CLAUSE_ANCHOR}: {path}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path, help="the built site (docs/_build/html)")
    parser.add_argument("--screenshot", type=Path, metavar="PNG", help="save the clause page")
    args = parser.parse_args(argv)
    site = args.site.resolve()
    if not (site / CLAUSE_PAGE).is_file():
        print(f"docs/browse.py: no {CLAUSE_PAGE} in {site}: build the site first", file=sys.stderr)
        return 1
    command = find()
    if command is None:
        print("docs/browse.py: no Chromium on this machine: the site was NOT checked in a browser")
        return 1
    # The helper moves its pipes to descriptors 3 and 4 in the child; a pipe that is
    # already 3 keeps its close-on-exec flag there and Chromium finds it closed, so 3 and 4
    # are held by something else first (pytest, the helper's usual caller, holds them).
    held = [os.open(os.devnull, os.O_RDONLY) for _ in range(2)]
    try:
        browser = Browser(command)
    finally:
        for fd in held:
            os.close(fd)
    try:
        problems = check_clause(browser, site)
        problems += check_table(browser, site)
        problems += check_search_landing(browser, site)
        if args.screenshot:
            screenshot(browser, site, args.screenshot)
    finally:
        browser.close()
    for p in problems:
        print(f"docs/browse.py: {p}", file=sys.stderr)
    print(f"docs/browse.py: {len(problems)} problems in the browser")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
