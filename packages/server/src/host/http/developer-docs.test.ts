import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script without declarations.
import { DOC_PAGES, renderDoc } from '../../../../../scripts/build-docs.mjs';

const DOCS = join(import.meta.dirname, '..', '..', '..', '..', '..', 'docs');

describe('the developer docs served at {base_url}/docs/ (scripts/build-docs.mjs)', () => {
  it('render Markdown readably: tables, code, headings with anchors, links to the other served pages', () => {
    const html = renderDoc('# Title\n\n## Add to cart\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```\n\nSee `docs/addon-hooks.md`, [the tests](addon-test-kit.md#options) and `docs/design.md`.\n');
    expect(html).toContain('<h2 id="add-to-cart">Add to cart</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('<pre><code class="language-ts">const x = 1;');
    expect(html).toContain('<a href="addon-hooks.html"><code>docs/addon-hooks.md</code></a>');
    expect(html).toContain('<a href="addon-test-kit.html#options">the tests</a>');
    // Not served: left as text.
    expect(html).toContain('<code>docs/design.md</code>');
  });

  it('sanitize what the Markdown holds: no script, no handlers, no javascript: links', () => {
    const html = renderDoc('Hi <script>alert(1)</script> <img src="x.png" onerror="alert(2)"> [x](javascript:alert(3)) <iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/);
    expect(html).toContain('<img src="x.png" />');
  });

  it('cover the tutorial, the hooks, the test kit and the package format, each a doc of the repository', async () => {
    const names = (DOC_PAGES as Array<[string, string]>).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['addon-tutorial', 'addon-hooks', 'addon-test-kit', 'addon-packages']));
    for (const name of names) expect((await readFile(join(DOCS, `${name}.md`), 'utf8')).length).toBeGreaterThan(500);
  });
});
