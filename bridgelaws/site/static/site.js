// Every page: the reader's view (one language or all side by side) kept from page to page,
// the offline notes and the service worker; law pages: language columns, cite buttons, term
// marks, print; the glossary: its filter. Listeners are attached here (no inline handlers);
// without JavaScript every column shows and every link works.
"use strict";

(function () {
  const phone = window.matchMedia("(max-width: 40rem)");
  const VIEW_KEY = "bridgelaws-view";
  let words = {};

  function stored(key) {
    try { return window.localStorage.getItem(key); } catch (err) { return null; } // private mode
  }
  function store(key, value) {
    try { window.localStorage.setItem(key, value); } catch (err) { /* as above */ }
  }

  // The view: "all" (side by side) or a language code. A link's ?view= sets it (so it
  // survives where storage is refused); otherwise the stored choice holds.
  function chosenView() {
    const asked = new URL(location.href).searchParams.get("view");
    if (asked) store(VIEW_KEY, asked);
    return asked || stored(VIEW_KEY);
  }

  // Links within the site carry a one-language view on, so every link keeps it.
  function keepView(view) {
    for (const a of document.querySelectorAll("a[href]")) {
      const href = a.getAttribute("href");
      if (/^[a-z]+:|^#|^\/\//i.test(href) || !/\.html(#|$)/.test(href)) continue;
      const url = new URL(href, location.href);
      if (view && view !== "all") url.searchParams.set("view", view);
      else url.searchParams.delete("view");
      const [path, hash] = href.split("#");
      const query = url.searchParams.toString();
      a.setAttribute("href", path.split("?")[0] + (query ? "?" + query : "") + (hash !== undefined ? "#" + hash : ""));
    }
    const search = document.querySelector("a.search-link");
    if (search && search.dataset.langs.split(" ").includes(view)) {
      search.setAttribute("href", `${document.body.dataset.root}search/${view}.html?view=${view}`);
    }
  }

  // A page in another view than the chosen one (a law, an edition's contents) goes to its
  // twin in that view, where it has one.
  function followView(view) {
    const here = document.body.dataset.view;
    if (!here || !view || view === here) return false;
    const lang = view === "all" ? "x-default" : view;
    const alt = document.querySelector(`link[rel="alternate"][hreflang="${lang}"]`);
    if (!alt) return false;
    const target = new URL(alt.href);
    if (view !== "all") target.searchParams.set("view", view);
    target.hash = location.hash;
    if (target.pathname === location.pathname) return false;
    location.replace(target.href);
    return true;
  }

  function setupColumns(law, view) {
    const buttons = Array.from(law.querySelectorAll(".lang-toggle"));
    if (buttons.length < 2) return;
    const langs = buttons.map((b) => b.dataset.lang);
    let hidden = new Set();

    function apply() {
      law.dataset.hide = Array.from(hidden).join(" ");
      for (const b of buttons) b.setAttribute("aria-pressed", String(!hidden.has(b.dataset.lang)));
    }
    function remember() {
      const shown = langs.filter((l) => !hidden.has(l));
      const next = shown.length === 1 ? shown[0] : shown.length === langs.length ? "all" : null;
      if (next) {
        store(VIEW_KEY, next);
        keepView(next);
      }
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
        remember();
      });
    }
    phone.addEventListener("change", () => {
      if (phone.matches) onlyOne();
      apply();
    });
    if (view && langs.includes(view)) hidden = new Set(langs.filter((l) => l !== view));
    if (phone.matches) onlyOne();
    apply();
  }

  function say(status, text, seconds) {
    status.textContent = text;
    if (seconds) {
      window.setTimeout(() => { if (status.textContent === text) status.textContent = ""; }, seconds * 1000);
    }
  }

  function showCopied(status, text, copied) {
    status.dataset.citation = text.split("\n")[0];
    status.textContent = "";
    if (copied) {
      say(status, words.copied + " " + text.replace("\n", " "), 8);
      return;
    }
    // No clipboard (file://, old browser, denied): offer the text selected, ready to copy.
    const label = document.createElement("label");
    label.textContent = words.copy_by_hand + " ";
    const field = document.createElement("input");
    field.readOnly = true;
    field.value = text.replace("\n", " ");
    field.className = "cite-text";
    field.addEventListener("blur", () => { status.textContent = ""; });
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
      const link = new URL(location.href);
      link.search = "";
      link.hash = button.dataset.anchor || "";
      const text = button.dataset.cite + "\n" + link.href;
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text.replace("\n", " ")).then(
          () => showCopied(status, text, true),
          () => showCopied(status, text, false)
        );
      } else {
        showCopied(status, text, false);
      }
    });
  }

  // A switch on the law page, remembered from page to page: `law.dataset[name]` is
  // "shown" or "", the button says which (aria-pressed); `onApply` does the rest.
  function setupSwitch(law, selector, name, onApply) {
    const button = law.querySelector(selector);
    if (!button) return;
    const key = "bridgelaws-" + name;
    function apply(shown) {
      law.dataset[name] = shown ? "shown" : "";
      button.setAttribute("aria-pressed", String(shown));
      if (onApply) onApply(shown);
    }
    button.hidden = false;
    apply(stored(key) === "shown");
    button.addEventListener("click", () => {
      const shown = law.dataset[name] !== "shown";
      apply(shown);
      store(key, shown ? "shown" : "");
    });
  }

  // Term marks: off by default (a director reads the text plainly), on for translators;
  // unmarked, the terms are no tab stops.
  function setupTerms(law) {
    setupSwitch(law, ".terms-toggle", "terms", (shown) => {
      for (const term of law.querySelectorAll("a.term")) {
        if (shown) term.removeAttribute("tabindex");
        else term.setAttribute("tabindex", "-1");
      }
    });
  }

  // Changes since the edition before, marked inline on request.
  function setupChanges(law) {
    setupSwitch(law, ".changes-toggle", "changes");
  }

  function setupPrint(law) {
    const button = law.querySelector(".print-law");
    if (!button) return;
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }

  function setupGlossary() {
    const form = document.querySelector("form.glossary-filter");
    if (!form) return;
    const input = form.querySelector("input");
    const count = form.querySelector(".glossary-count");
    const entries = Array.from(document.querySelectorAll("ul.glossary > li.entry"));
    const texts = entries.map((li) => li.textContent.toLowerCase());
    form.hidden = false;
    form.addEventListener("submit", (event) => event.preventDefault());
    input.addEventListener("input", () => {
      const query = input.value.trim().toLowerCase();
      let shown = 0;
      entries.forEach((li, i) => {
        li.hidden = query !== "" && !texts[i].includes(query);
        if (!li.hidden) shown += 1;
      });
      count.textContent = query ? words.terms_shown.replace("{n}", shown).replace("{total}", entries.length) : "";
    });
  }

  // Offline: from a file no service worker runs (browsers allow them over http(s) only),
  // so the page says what works; over http the worker keeps the site for offline reading.
  function setupOffline() {
    const note = document.querySelector(".offline-note");
    if (location.protocol === "file:") {
      if (note) note.textContent = words.offline_file;
      const form = document.querySelector("form.search");
      if (form) {
        document.querySelector(".search-status").textContent = words.search_from_file;
        for (const field of form.querySelectorAll("input, button")) field.disabled = true;
      }
      return;
    }
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    const root = document.body.dataset.root || "./";
    const first = !navigator.serviceWorker.controller; // nothing kept yet: say when it is
    navigator.serviceWorker.register(root + "sw.js").then(() => navigator.serviceWorker.ready)
      .then(() => { if (first && note) say(note, words.offline_ready, 8); })
      .catch(() => null);
  }

  document.addEventListener("DOMContentLoaded", () => {
    const data = document.getElementById("ui-words");
    words = data ? JSON.parse(data.textContent) : {};
    const view = chosenView();
    if (followView(view)) return;
    keepView(view);
    for (const choice of document.querySelectorAll("a.view-choice")) {
      if (new URL(choice.href).searchParams.get("view") === (view || "all")) {
        choice.setAttribute("aria-current", "true");
      }
    }
    for (const law of document.querySelectorAll("article.law")) {
      setupColumns(law, view);
      setupCite(law);
      setupTerms(law);
      setupChanges(law);
      setupPrint(law);
    }
    setupGlossary();
    setupOffline();
  });
})();
