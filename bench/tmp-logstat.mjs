// Sum durations per statement from the PostgreSQL log lines since a given line number.
import fs from 'node:fs';
const [file, from] = process.argv.slice(2);
const lines = fs.readFileSync(file, 'utf8').split('\n').slice(Number(from));
const agg = {};
let cur = null;
for (const l of lines) {
  const m = /duration: ([\d.]+) ms\s+(?:execute [^:]*|statement|parse [^:]*|bind [^:]*): (.*)/.exec(l);
  if (m) {
    const phase = /duration: [\d.]+ ms\s+(\w+)/.exec(l)[1];
    const key = phase + ' ' + m[2].slice(0, 110);
    agg[key] ??= { n: 0, t: 0 };
    agg[key].n++;
    agg[key].t += Number(m[1]);
  }
}
const rows = Object.entries(agg)
  .sort((a, b) => b[1].t - a[1].t)
  .slice(0, 40);
let total = 0;
for (const v of Object.values(agg)) total += v.t;
console.log('total ms', total.toFixed(0));
for (const [k, v] of rows)
  console.log(v.t.toFixed(0).padStart(7), String(v.n).padStart(6), (v.t / v.n).toFixed(3).padStart(7), k);
