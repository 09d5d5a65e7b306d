// Search with Pagefind's JavaScript API. Pagefind loads the index of the page's language
// (<html lang>), so each language has its own search page. Results are built as DOM nodes:
// only text and <mark> are taken from Pagefind's excerpts.
const siteRoot = new URL("../", import.meta.url);
const form = document.querySelector("form.search");
const input = document.querySelector("#q");
const status = document.querySelector(".search-status");
const list = document.querySelector(".results");
const words = JSON.parse(document.getElementById("ui-words").textContent);
let pagefind = null;

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, key) => values[key]);
}

async function engine() {
  if (!pagefind) {
    pagefind = await import(new URL("pagefind/pagefind.js", siteRoot).href);
    await pagefind.options({ baseUrl: siteRoot.pathname });
  }
  return pagefind;
}

function excerptNodes(html) {
  const doc = new DOMParser().parseFromString(`<p>${html}</p>`, "text/html");
  const out = [];
  for (const node of doc.body.firstChild.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) out.push(document.createTextNode(node.textContent));
    else if (node.nodeName === "MARK") {
      const mark = document.createElement("mark");
      mark.textContent = node.textContent;
      out.push(mark);
    } else out.push(document.createTextNode(node.textContent));
  }
  return out;
}

function link(href, text) {
  const a = document.createElement("a");
  a.href = href;
  a.textContent = text;
  return a;
}

// What a reader is shown for an anchor: a clause's citation ("64B7") or "footnote 60";
// any other id (headings, the law itself) is no place to name, so null.
const CITE = /^\d+[A-Z]?\d*(\([a-z]+\))*$/;
const NOTE = /(?:__note_|^fn-)([^_]+)$/;
function clauseLabel(id) {
  if (CITE.test(id)) return id;
  const note = NOTE.exec(id);
  return note ? fill(words.footnote, { n: note[1] }) : null;
}

// The clauses holding the matches, first match first: Pagefind gives each match's word
// position and each element with an id (every clause row has its citation as id) with the
// position where it starts, so a match lies in the last anchor starting at or before it.
function matchedClauses(data) {
  const anchors = (data.anchors || []).filter((a) => a.id && clauseLabel(a.id))
    .sort((a, b) => a.location - b.location);
  const found = [];
  for (const at of [...(data.locations || [])].sort((a, b) => a - b)) {
    let hit = null;
    for (const anchor of anchors) {
      if (anchor.location > at) break;
      hit = anchor;
    }
    if (hit && !found.includes(hit.id)) found.push(hit.id);
  }
  return found;
}

async function run(query) {
  list.textContent = "";
  if (!query.trim()) {
    status.textContent = "";
    return;
  }
  status.textContent = words.searching;
  let found;
  try {
    found = await (await engine()).search(query);
  } catch (err) {
    status.textContent = words.search_unavailable;
    return;
  }
  const results = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
  status.textContent = fill(found.results.length ? words.found : words.nothing_found,
                            { n: found.results.length, q: query });
  for (const data of results) {
    const li = document.createElement("li");
    li.className = "result";
    const title = data.meta.title || "";
    const clauses = matchedClauses(data);
    const heading = document.createElement("p");
    heading.appendChild(link(clauses.length ? `${data.url}#${clauses[0]}` : data.url, title));
    if (clauses.length) {
      heading.append(` · ${words.in_clauses} `);
      clauses.slice(0, 8).forEach((id, i) => {
        if (i) heading.append(", ");
        const a = link(`${data.url}#${id}`, clauseLabel(id));
        a.dataset.anchor = id;
        a.className = "clause-hit";
        heading.appendChild(a);
      });
      if (clauses.length > 8) heading.append(" " + fill(words.more, { n: clauses.length - 8 }));
    }
    if (data.meta.parallel) {
      heading.append(" · ");
      const parallel = new URL(data.meta.parallel, new URL(data.url, location.href));
      if (clauses.length) parallel.hash = clauses[0];
      heading.appendChild(link(parallel.href, words.side_by_side));
    }
    if (data.meta.edition) {
      const edition = document.createElement("span");
      edition.className = "result-edition";
      edition.textContent = " · " + fill(words.edition, { edition: data.meta.edition });
      heading.insertBefore(edition, heading.childNodes[1] || null);
    }
    li.appendChild(heading);
    const excerpt = document.createElement("p");
    excerpt.className = "excerpt";
    excerpt.append(...excerptNodes(data.excerpt));
    li.appendChild(excerpt);
    list.appendChild(li);
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const url = new URL(location.href);
  url.searchParams.set("q", input.value);
  history.replaceState(null, "", url);
  run(input.value);
});

const initial = new URL(location.href).searchParams.get("q");
if (initial) {
  input.value = initial;
  run(initial);
}
