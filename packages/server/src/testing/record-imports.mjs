// Loaded with `--import` into a process under test: appends every bare specifier the process resolves
// (a package, not a relative file) to the file named by DCS_TEST_IMPORTS_FILE, one per line.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.DCS_TEST_IMPORTS_FILE;
if (file) {
  const seen = new Set();
  registerHooks({
    resolve(specifier, context, next) {
      if (!seen.has(specifier) && !/^(\.|\/|node:|file:|data:)/.test(specifier)) {
        seen.add(specifier);
        appendFileSync(file, `${specifier}\n`);
      }
      return next(specifier, context);
    },
  });
}
