import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Right-to-left readiness (issue 26): the web app and the widget lay out with logical properties (ms-, pe-,
 * inset-s-, text-start…), so an Arabic or Hebrew catalogue needs no layout work. A physical one (ml-, pr-,
 * left-, text-right…) fails here. Centring with left-1/2 and a translate is direction-neutral and allowed.
 */
const root = path.resolve(import.meta.dirname, '..');
const sources = ['apps/web/src', 'apps/widget/src'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : files(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const physicalUtility =
  /(?<=[\s"'`{(:])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|scroll-[mp][lr])-(?!1\/2\b)[\w.[\]%/-]+|(?<=[\s"'`{(:])(?:text|float)-(?:left|right)\b/g;
const physicalCss = /\b(?:margin|padding|border)-(?:left|right)\b|(?<![\w-])(?:left|right)\s*:/g;

describe('logical CSS only', () => {
  it('has no left/right utility or property in the web app and the widget', () => {
    const found: string[] = [];
    for (const dir of sources) {
      for (const file of files(path.join(root, dir))) {
        const text = fs.readFileSync(file, 'utf8');
        const pattern = file.endsWith('.css') ? physicalCss : physicalUtility;
        for (const match of text.matchAll(pattern)) found.push(`${path.relative(root, file)}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
