// Renders the developer documentation that every dcs serves at {base_url}/docs/: the addon tutorial,
// the hooks, the test kit, the package format, the platform services, the error codes and the typed
// API client, from docs/*.md into build/docs/*.html (marked for the Markdown, its output sanitized
// with sanitize-html), with an index page that also links the REST API references (served by the
// server itself at {base_url}/api/v1/docs) and the SDK tarballs ({base_url}/sdk/).
// Run: npm run build (all of it), or node scripts/build-docs.mjs [root].
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const root = process.argv[2] ?? join(import.meta.dirname, '..');
const out = join(root, 'build', 'docs');

/** The pages, in the order the index lists them: file in docs/ and what the index says of it. */
export const DOC_PAGES = [
  ['addon-tutorial', 'From nothing to a signed, licensed third-party addon: SDK, init, test, dev loop, signing, licenses, updates.'],
  ['addon-hooks', 'Every hook an addon can use, with its arguments and an example; price components of your own.'],
  ['addon-test-kit', "The addon test kit: your addon's routes in-process, answering as the server does."],
  ['addon-packages', 'The package format: addon.json, the ZIP, signatures, trust, licenses, update catalogs, installing.'],
  ['platform', 'The platform services an addon declares in requiresServices, and what each does.'],
  ['errors', 'Every error code, its HTTP status and message.'],
  ['api-client', 'The typed API client (@dcs/api-client).'],
];
const SERVED = new Set(DOC_PAGES.map(([name]) => name));

const marked = new Marked({ gfm: true });

/** Allowed markup: what Markdown produces, nothing that runs. */
const SANITIZE = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'id'], img: ['src', 'alt'], code: ['class'], th: ['align'], td: ['align'], '*': ['id'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** A heading's anchor, as GitHub makes them: `## Add to cart and checkout` → `add-to-cart-and-checkout`. */
function slug(text) {
  return text.toLowerCase().replace(/<[^>]+>/g, '').replace(/&[a-z#0-9]+;/g, '').replace(/[^\p{L}\p{N} _-]/gu, '').trim().replace(/\s+/g, '-');
}

/** Renders one page's Markdown to sanitized HTML, its links to other served pages pointing at them. */
export function renderDoc(markdown) {
  const html = sanitizeHtml(marked.parse(markdown), SANITIZE)
    // Headings get anchors, so pages can be linked into.
    .replace(/<h([1-4])>([\s\S]*?)<\/h\1>/g, (_m, level, inner) => `<h${level} id="${slug(inner)}">${inner}</h${level}>`)
    // `docs/x.md` named in the text, and Markdown links to x.md, lead to the served page.
    .replace(/<code>(?:docs\/)?([a-z0-9-]+)\.md<\/code>/g, (m, name) => (SERVED.has(name) ? `<a href="${name}.html">${m}</a>` : m))
    .replace(/href="(?:\.\/|docs\/)?([a-z0-9-]+)\.md(#[^"]*)?"/g, (m, name, hash = '') => (SERVED.has(name) ? `href="${name}.html${hash}"` : m));
  return html;
}

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem 4rem;color:#1d2127}
nav{font-size:.9rem;margin-bottom:1.5rem}nav a{margin-right:1rem}
pre{background:#f4f5f7;padding:.75rem 1rem;overflow-x:auto;border-radius:4px}code{font-size:.9em}
:not(pre)>code{background:#f4f5f7;padding:.1em .3em;border-radius:3px}
table{border-collapse:collapse;margin:1rem 0;display:block;overflow-x:auto}th,td{border:1px solid #d0d4da;padding:.35rem .6rem;text-align:left;vertical-align:top}
th{background:#f4f5f7}h1,h2,h3{line-height:1.25}a{color:#0b57d0}`;

function layout(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · dcs developer docs</title><style>${STYLE}</style></head>
<body><nav><a href="./">Developer docs</a><a href="addon-tutorial.html">Tutorial</a><a href="addon-hooks.html">Hooks</a><a href="addon-test-kit.html">Test kit</a><a href="addon-packages.html">Package format</a><a href="../api/v1/docs/svc-v1">svc/v1 API</a><a href="../api/v1/docs">Admin API</a><a href="../sdk/">SDK</a></nav>
<main>
${body}
</main></body></html>
`;
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

function indexPage() {
  const items = DOC_PAGES.map(([name, what]) => `<li><a href="${name}.html">${name}</a>: ${escapeHtml(what)}</li>`).join('\n');
  return layout(
    'Developer docs',
    `<h1>dcs developer documentation</h1>
<p>For addon developers and shops' integrators, served by this dcs installation.</p>
<ul>
${items}
</ul>
<h2>API references</h2>
<ul>
<li><a href="../api/v1/docs/svc-v1">svc/v1</a>: the extension namespace (storefront, pricing, templates, print queue, addons' routes); <a href="../api/v1/openapi/svc-v1.json">OpenAPI document</a></li>
<li><a href="../api/v1/docs">api/v1</a>: the portable admin API; <a href="../api/v1/openapi.json">OpenAPI document</a></li>
</ul>
<h2>SDK</h2>
<p>The SDK's npm tarballs: <a href="../sdk/">sdk/</a>.</p>`,
  );
}

if (import.meta.filename === process.argv[1]) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [name] of DOC_PAGES) {
    const markdown = readFileSync(join(root, 'docs', `${name}.md`), 'utf8');
    const title = /^# (.+)$/m.exec(markdown)?.[1] ?? name;
    writeFileSync(join(out, `${name}.html`), layout(escapeHtml(title), renderDoc(markdown)));
  }
  writeFileSync(join(out, 'index.html'), indexPage());
  console.log(`build-docs: ${DOC_PAGES.length} pages → ${out}`);
}
