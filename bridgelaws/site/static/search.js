// Search with Pagefind's JavaScript API. Pagefind loads the index of the page's language
// (<html lang>), so each language has its own search page. Results are built as DOM nodes:
// only text and <mark> are taken from Pagefind's excerpts.
const siteRoot = new URL("../", import.meta.url);
const form = document.querySelector("form.search");
const input = document.querySelector("#q");
const status = document.querySelector(".search-status");
const list = document.querySelector(".results");
let pagefind = null;

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

// The clauses holding the matches, first match first: Pagefind gives each match's word
// position and each element with an id (every clause row has its citation as id) with the
// position where it starts, so a match lies in the last anchor starting at or before it.
function matchedClauses(data) {
  const anchors = (data.anchors || []).filter((a) => a.id).sort((a, b) => a.location - b.location);
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

function clauseLabel(id) {
  return id.startsWith("fn-") ? `footnote ${id.slice(3)}` : id;
}

async function run(query) {
  list.textContent = "";
  if (!query.trim()) {
    status.textContent = "";
    return;
  }
  status.textContent = "Searching…";
  let found;
  try {
    found = await (await engine()).search(query);
  } catch (err) {
    status.textContent = "Search is not available here (serve the site over http: bridgelaws serve).";
    return;
  }
  const results = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
  status.textContent = `${found.results.length} page(s) found for “${query}”`;
  for (const data of results) {
    const li = document.createElement("li");
    li.className = "result";
    const title = data.meta.title || data.url;
    const clauses = matchedClauses(data);
    const heading = document.createElement("p");
    heading.appendChild(link(clauses.length ? `${data.url}#${clauses[0]}` : data.url, title));
    if (clauses.length) {
      heading.append(" · in ");
      clauses.slice(0, 8).forEach((id, i) => {
        if (i) heading.append(", ");
        const a = link(`${data.url}#${id}`, clauseLabel(id));
        a.className = "clause-hit";
        heading.appendChild(a);
      });
      if (clauses.length > 8) heading.append(` and ${clauses.length - 8} more`);
    }
    if (data.meta.parallel) {
      heading.append(" · ");
      const parallel = new URL(data.meta.parallel, new URL(data.url, location.href));
      if (clauses.length) parallel.hash = clauses[0];
      heading.appendChild(link(parallel.href, "side by side"));
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
