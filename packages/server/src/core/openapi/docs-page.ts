/** The parts of an OpenAPI document the docs page reads. */
interface DocShape {
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
}

interface Operation {
  tags: string[];
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema: object }>;
  requestBody?: { description?: string; content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security: object[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function schemaBlock(title: string, schema: object): string {
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationHtml(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td>${escapeHtml(p.description ?? '')}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join('');
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => schemaBlock(`Request body (${type})${op.requestBody?.description ? `: ${op.requestBody.description}` : ''}`, c.schema))
        .join('')
    : '';
  const responses = Object.entries(op.responses)
    .filter(([status]) => status !== 'default')
    .map(([status, r]) => schemaBlock(`Response ${status}`, r.content?.['application/json']?.schema ?? {}))
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section class="op" id="${id}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
    op.security.length > 0 ? ' <span class="lock" title="admin session; nonce on changes">admin</span>' : ''
  }</h3><p>${escapeHtml(op.summary ?? '')}</p>${
    params ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Description</th><th>Schema</th></tr>${params}</table>` : ''
  }${body}${responses}</section>`;
}

/**
 * A readable, self-contained HTML page for an OpenAPI document: no script, no font or style from
 * anywhere else, so it works offline and under a strict Content-Security-Policy.
 */
export function renderDocsPage(document: object, jsonUrl: string): string {
  const doc = document as DocShape;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((t) => `<li><a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('');
  const sections = tags.map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>${byTag.get(t)!.join('')}`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#1d2327}
nav{width:15rem;padding:1rem;background:#f6f7f7;position:sticky;top:0;height:100vh;overflow:auto;box-sizing:border-box}
nav ul{list-style:none;padding:0}main{flex:1;padding:1rem 2rem;max-width:70rem}
.op{border:1px solid #dcdcde;border-radius:4px;padding:.5rem 1rem;margin:1rem 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:3px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#2271b1}.post{background:#00a32a}.patch{background:#dba617}.put{background:#996800}.delete{background:#d63638}
.lock{font-size:.75rem;border:1px solid #8c8f94;border-radius:3px;padding:0 .3rem;color:#50575e}
table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #dcdcde;padding:.2rem .4rem;text-align:left;vertical-align:top}
pre{background:#f6f7f7;padding:.5rem;overflow:auto;font-size:.8rem}
</style></head><body>
<nav><strong>${escapeHtml(doc.info.title)}</strong><p>v${escapeHtml(doc.info.version)} · <a href="${escapeHtml(jsonUrl)}">openapi.json</a></p><ul>${nav}</ul></nav>
<main><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p>Server: <code>${escapeHtml(doc.servers[0]?.url ?? '')}</code></p>${sections}</main>
</body></html>`;
}
