// The spec's quoted strings (labels and messages it says are "reproduced exactly"), written to test/spec-quotes.json
// for test/spec-quotes.test.ts. The spec lives beside the project (../shared/spec, not in a clone), so the list is
// kept in the repo: run `node scripts/spec-quotes.mjs [spec folder]` again when the spec changes.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const specDir = path.resolve(process.argv[2] ?? path.join(root, '../shared/spec'));
const quotes = new Set();
for (const file of ['public-and-donor.md', 'admin.md']) {
  const text = fs.readFileSync(path.join(specDir, file), 'utf8');
  // 'Like this': a quote opens and closes outside a word, so "donor's" and "users'" are not quotes.
  for (const match of text.matchAll(/(?<![\p{L}\d])'([^'\n]{2,160})'(?![\p{L}\d])/gu)) quotes.add(match[1]);
}
const sorted = [...quotes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
fs.writeFileSync(path.join(root, 'test/spec-quotes.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/spec-quotes.json: ${sorted.length} quoted strings from ${specDir}`);
