// Reads the Dockerfile into stages and instructions, for scripts/check-deploy.mjs. Only what our Dockerfile uses is
// understood; anything else is an error, so a new instruction cannot slip past the check unexercised.

const KNOWN = new Set(['FROM', 'WORKDIR', 'COPY', 'RUN', 'ENV', 'USER', 'VOLUME', 'EXPOSE', 'HEALTHCHECK', 'CMD']);
/** A comment starting with this marks the next instruction as changing only the image's system (users, /data). */
const IMAGE_ONLY = '# image only';

/**
 * @typedef {{ keyword: string, args: string, line: number, imageOnly: boolean }} Instruction
 * @typedef {{ name: string | undefined, base: string, instructions: Instruction[] }} Stage
 */

/** @param {string} text @returns {Stage[]} */
export function parseDockerfile(text) {
  /** @type {Stage[]} */
  const stages = [];
  const lines = text.split('\n');
  let imageOnly = false;
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i].trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (line.toLowerCase().startsWith(IMAGE_ONLY)) imageOnly = true;
      continue;
    }
    while (line.endsWith('\\') && i + 1 < lines.length) line = line.slice(0, -1) + ' ' + lines[++i].trim();
    const [, keyword, args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (!KNOWN.has(upper)) throw new Error(`Dockerfile line ${start + 1}: ${upper} is not understood by the check`);
    if (upper === 'FROM') {
      const [base, as, name] = args.split(/\s+/);
      stages.push({ base, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile line ${start + 1}: ${upper} before FROM`);
      stage.instructions.push({ keyword: upper, args, line: start + 1, imageOnly });
    }
    imageOnly = false;
  }
  return stages;
}

/** `--from=build --chown=x a b dest` → { flags: { from: 'build', chown: 'x' }, words: ['a', 'b', 'dest'] }. */
export function splitFlags(args) {
  const flags = {};
  const words = [];
  for (const word of args.split(/\s+/).filter(Boolean)) {
    const flag = /^--([a-z-]+)=(.*)$/.exec(word);
    if (flag && words.length === 0) flags[flag[1]] = flag[2];
    else words.push(word);
  }
  return { flags, words };
}

/** `A=1 B="two words"` (or the old `A 1` form) → { A: '1', B: 'two words' }. */
export function parseEnv(args) {
  if (!args.includes('=')) {
    const [key, ...rest] = args.split(/\s+/);
    return { [key]: rest.join(' ') };
  }
  const env = {};
  for (const [, key, quoted, bare] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) {
    env[key] = quoted ?? bare;
  }
  return env;
}

/** The exec form `["node", "x"]`; the shell form becomes `sh -c`. */
export function commandOf(args) {
  const trimmed = args.trim();
  return trimmed.startsWith('[') ? JSON.parse(trimmed) : ['/bin/sh', '-c', trimmed];
}

/** HEALTHCHECK's options and command. */
export function parseHealthcheck(args) {
  const at = args.search(/(^|\s)CMD\s/);
  if (at < 0) throw new Error('HEALTHCHECK without CMD');
  return {
    options: args.slice(0, at).trim(),
    command: commandOf(
      args
        .slice(at)
        .trim()
        .replace(/^CMD\s+/, ''),
    ),
  };
}

/** A .dockerignore pattern as a test on a context-relative path (itself or any folder above it). */
export function ignoreMatcher(patterns) {
  const regexes = patterns
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('#'))
    .map((p) => {
      if (p.startsWith('!')) throw new Error(`.dockerignore: exceptions (${p}) are not understood by the check`);
      const body = p
        .replace(/^\/+|\/+$/g, '')
        .split('/')
        .map((part) =>
          part === '**' ? '(?:.*/)?' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '/',
        )
        .join('');
      return new RegExp(`^${body.replace(/\/$/, '')}(?:/|$)`);
    });
  return (relativePath) => regexes.some((r) => r.test(relativePath));
}
