import fs from 'node:fs';
export function cpuSnapshot() {
  const byName = {};
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const key = name === 'node' ? `node:${pid}` : name;
      byName[key] = (byName[key] ?? 0) + Number(f[11]) + Number(f[12]);
    } catch {}
  }
  const total = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return { byName, idle: total[3] + total[4], all: total.reduce((a, b) => a + b, 0) };
}
export function cpuDiff(a, b) {
  const out = {};
  for (const [k, v] of Object.entries(b.byName)) {
    const d = v - (a.byName[k] ?? 0);
    if (d > 20) out[k] = d / 100;
  }
  out.busyPct = (100 * (1 - (b.idle - a.idle) / (b.all - a.all))).toFixed(0);
  return out;
}
