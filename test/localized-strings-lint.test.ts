import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint that keeps hard-coded words out of localized components (eslint.config.js, issue 26). */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const footer = path.join(root, 'apps/web/src/app/layouts/app-footer.tsx');

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: footer });
  return result!.messages.filter((m) => m.ruleId === 'lingui/no-unlocalized-strings').map((m) => m.message);
}

describe('no hard-coded user-visible strings', () => {
  it('fails on a sentence in JSX, in an attribute people read, or in a variable', { timeout: 60_000 }, async () => {
    expect(await problems('export const A = () => <p>Thank you for your gift</p>;\n')).toHaveLength(1);
    expect(await problems('export const A = () => <img alt="A smiling volunteer" src="/a.jpg" />;\n')).toHaveLength(1);
    expect(await problems("export const label = 'Donate now';\n")).toHaveLength(1);
  });

  it('passes words from the catalogue and strings nobody reads', { timeout: 60_000 }, async () => {
    const code =
      "import { Trans } from '@lingui/react/macro';\n" +
      'export const A = () => <a href="/help" className="text-sm underline" id="help"><Trans>Help Center</Trans></a>;\n';
    expect(await problems(code)).toEqual([]);
  });
});
