// Writes docs/errors.md from the error catalogue (`npm run docs:errors`); a test fails when the two differ.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderErrorsDoc } from '../packages/platform/src/errors/errors-doc.js';
writeFileSync(join(import.meta.dirname, '..', 'docs', 'errors.md'), renderErrorsDoc());
console.log('docs/errors.md written.');
