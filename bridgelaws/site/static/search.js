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
    const heading = document.createElement("p");
    heading.appendChild(link(data.url, title));
    if (data.meta.parallel) {
      heading.append(" · ");
      heading.appendChild(link(new URL(data.meta.parallel, new URL(data.url, location.href)).href,
                               "side by side"));
    }
    li.appendChild(heading);
    const subs = (data.sub_results || []).filter((s) => s.url.includes("#")).slice(0, 3);
    const excerpts = subs.length ? subs : [data];
    const ul = document.createElement("ul");
    for (const sub of excerpts) {
      const item = document.createElement("li");
      if (sub !== data) {
        item.appendChild(link(sub.url, sub.url.split("#")[1]));
        item.append(" ");
      }
      item.append(...excerptNodes(sub.excerpt));
      ul.appendChild(item);
    }
    li.appendChild(ul);
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
