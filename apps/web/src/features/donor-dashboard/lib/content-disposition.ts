/** C0 control characters and DEL, which have no business in a file name. */
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** Only a plain file name is kept: no folders, no control characters, never '.' or '..'. */
function safeFileName(name: string | undefined): string {
  if (!name) return '';
  const base = Array.from(name)
    .filter((char) => !isControl(char))
    .join('')
    .split(/[/\\]/)
    .pop()!
    .trim();
  return base === '.' || base === '..' ? '' : base;
}

function decodeExtended(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The file name a download's Content-Disposition header asks for, or `fallback` when it names none (or the
 * header is missing, as behind a proxy that strips it). RFC 6266: the UTF-8 `filename*` form wins over the plain
 * `filename` one, which may be quoted with backslash escapes or a bare token.
 */
export function filenameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?utf-8'[^']*'([^";]+)"?/i.exec(header);
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const bare = /(?:^|;)\s*filename\s*=\s*([^";\s][^;]*)/i.exec(header);
  const candidates = [
    extended ? decodeExtended(extended[1]!) : undefined,
    quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : undefined,
    bare ? bare[1]!.trim() : undefined,
  ];
  for (const candidate of candidates) {
    const name = safeFileName(candidate);
    if (name) return name;
  }
  return fallback;
}
