import fs from 'node:fs';

/**
 * msgid → msgstr of a .po file (the header's empty msgid left out); a message with a context (msgctxt) is keyed
 * 'context\u0004id', as Lingui tells them apart.
 */
export function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = fs.readFileSync(file, 'utf8');
  const pattern =
    /^(?:msgctxt ((?:"(?:[^"\\]|\\.)*"\s*)+))?msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm;
  const join = (quoted: string) =>
    quoted
      .trim()
      .split(/\n/)
      .map((line) => JSON.parse(line.trim()) as string)
      .join('');
  for (const match of text.matchAll(pattern)) {
    const id = join(match[2]!);
    if (id !== '') entries.set(match[1] ? `${join(match[1])}\u0004${id}` : id, join(match[3]!));
  }
  return entries;
}
