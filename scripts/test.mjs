// `npm test`: everything CI runs, in order, stopping at the first failure.
import { run } from './lib.mjs';

const steps = [
  ['format', 'npm', ['run', 'format:check', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { env: { ...process.env, TEST_DATABASE_URL: '' } });
  if (code !== 0) {
    console.error(`\nnpm test: step "${name}" failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log(`\nnpm test: all steps passed in ${Math.round((Date.now() - started) / 1000)} s.`);
