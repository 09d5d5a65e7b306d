// Law pages: language columns shown and hidden, the cite buttons, term marks on request.
// Listeners are attached here (no inline handlers); without JavaScript every column shows.
"use strict";

(function () {
  const phone = window.matchMedia("(max-width: 40rem)");

  function setupColumns(law) {
    const buttons = Array.from(law.querySelectorAll(".lang-toggle"));
    if (buttons.length < 2) return;
    const langs = buttons.map((b) => b.dataset.lang);
    let hidden = new Set();

    function apply() {
      law.dataset.hide = Array.from(hidden).join(" ");
      for (const b of buttons) b.setAttribute("aria-pressed", String(!hidden.has(b.dataset.lang)));
    }
    function onlyOne() {
      // On a phone one language at a time: keep the first one shown.
      const shown = langs.find((l) => !hidden.has(l)) || langs[0];
      hidden = new Set(langs.filter((l) => l !== shown));
    }
    for (const b of buttons) {
      b.addEventListener("click", () => {
        const lang = b.dataset.lang;
        if (phone.matches) {
          hidden = new Set(langs.filter((l) => l !== lang));
        } else if (hidden.has(lang)) {
          hidden.delete(lang);
        } else if (hidden.size < langs.length - 1) {
          hidden.add(lang); // never hide the last column
        }
        apply();
      });
    }
    phone.addEventListener("change", () => {
      if (phone.matches) onlyOne();
      apply();
    });
    if (phone.matches) onlyOne();
    apply();
  }

  function showCopied(status, text, copied) {
    status.dataset.citation = text;
    status.textContent = "";
    if (copied) {
      status.textContent = "Copied: " + text;
      return;
    }
    // No clipboard (file://, old browser, denied): offer the text selected, ready to copy.
    const label = document.createElement("label");
    label.textContent = "Citation (press Ctrl+C to copy): ";
    const field = document.createElement("input");
    field.readOnly = true;
    field.value = text;
    field.className = "cite-text";
    label.appendChild(field);
    status.appendChild(label);
    field.focus();
    field.select();
  }

  function setupCite(root) {
    const status = root.querySelector(".copied");
    if (!status) return;
    root.addEventListener("click", (event) => {
      const button = event.target.closest("button.cite");
      if (!button) return;
      const text = button.dataset.cite;
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(
          () => showCopied(status, text, true),
          () => showCopied(status, text, false)
        );
      } else {
        showCopied(status, text, false);
      }
    });
  }

  // Term marks: off by default (a director reads the text plainly), on for translators;
  // the choice is remembered where the browser allows storage.
  function setupTerms(law) {
    const button = law.querySelector(".terms-toggle");
    if (!button) return;
    const key = "bridgelaws-terms";
    function apply(shown) {
      law.dataset.terms = shown ? "shown" : "";
      button.setAttribute("aria-pressed", String(shown));
    }
    let stored = null;
    try { stored = window.localStorage.getItem(key); } catch (err) { /* file://, private mode */ }
    apply(stored === "shown");
    button.addEventListener("click", () => {
      const shown = law.dataset.terms !== "shown";
      apply(shown);
      try { window.localStorage.setItem(key, shown ? "shown" : ""); } catch (err) { /* as above */ }
    });
  }

  document.addEventListener("DOMContentLoaded", () => {
    for (const law of document.querySelectorAll("article.law")) {
      setupColumns(law);
      setupCite(law);
      setupTerms(law);
    }
  });
})();
