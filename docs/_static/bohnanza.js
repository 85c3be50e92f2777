/* bohnanza documentation: a page opened from a search result scrolls to the clause (or
   scenario) that holds the first word searched for.  Sphinx's sphinx_highlight.js marks the
   words of the search in the page (span.highlighted) a moment after it loads; when the page
   was opened without an anchor, the innermost section around the first mark in the text
   (a clause, a scenario) comes into view. */
(function () {
  "use strict";
  if (window.location.hash) {
    return;
  }
  var tries = 0;
  function land() {
    var article = document.querySelector("article") || document.body;
    var marks = article.querySelectorAll("span.highlighted");
    if (marks.length === 0) {
      tries += 1;
      if (tries < 20) {
        window.setTimeout(land, 50);
      }
      return;
    }
    // The first mark in the text of a clause or scenario: not in the page's index of its
    // sections, nor in the page's own heading and fields (the outermost section).
    for (var k = 0; k < marks.length; k += 1) {
      if (marks[k].closest("nav") !== null) {
        continue;
      }
      var section = marks[k].closest("section[id]");
      if (section !== null && section.parentElement.closest("section[id]") !== null) {
        section.scrollIntoView({ block: "start" });
        return;
      }
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { window.setTimeout(land, 30); });
  } else {
    window.setTimeout(land, 30);
  }
})();
