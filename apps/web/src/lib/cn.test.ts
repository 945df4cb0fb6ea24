import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain node script without type declarations
import { sourceWords } from '../../scripts/tailwind-merge-config.mjs';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later utility override an earlier one of the same kind', () => {
    expect(cn('px-2 py-1 bg-primary', 'p-3 bg-success')).toBe('p-3 bg-success');
    expect(cn('text-sm', 'text-base', 'text-primary')).toBe('text-base text-primary');
    const hidden = false;
    expect(cn('rounded-md', hidden && 'hidden', 'rounded-none hover:bg-accent')).toBe('rounded-none hover:bg-accent');
  });

  it('merges the classes in the source exactly as the full default table does', { timeout: 30_000 }, () => {
    const words: string[] = [...(sourceWords() as Set<string>)];
    // The words tailwind-merge takes for utilities (a word in no group keeps its duplicate).
    const classes = words.filter((word) => twMerge(`${word} ${word}`) === word);
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    // The groups and conflicts of the cut-down table are copied from the default one; a class of a group it lacks
    // keeps its duplicate where the default table drops it.
    for (const a of classes) if (cn(a, a) !== a) differences.push(`${a}: not in the generated table`);
    // And the conflicts come out the same: each class against the classes of its family (same first letter after
    // the variants: p-2 and px-4, bg-x and bg-y) and of the families it conflicts with (inset-0 and top-2, size-4
    // and w-2, text-sm and leading-6, flex-1 and basis-0, border and divide).
    const family = (cls: string) => (cls.split(':').at(-1) ?? '').replace(/^[!-]+/, '')[0] ?? '';
    const related: Record<string, string> = { i: 'tlrb', s: 'wh', t: 'l', f: 'bgs', b: 'd' };
    const byFamily = new Map<string, string[]>();
    for (const cls of classes) byFamily.set(family(cls), [...(byFamily.get(family(cls)) ?? []), cls]);
    for (const a of classes) {
      for (const f of family(a) + (related[family(a)] ?? '')) {
        for (const b of byFamily.get(f) ?? []) {
          for (const [x, y] of [
            [a, b],
            [b, a],
          ]) {
            if (cn(x, y) !== twMerge(x, y)) differences.push(`${x} ${y}: ${cn(x, y)} instead of ${twMerge(x, y)}`);
          }
        }
      }
    }
    // If this fails, a new kind of utility is in use: run `node apps/web/scripts/tailwind-merge-config.mjs`.
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
