import { runDonationBench } from './donations.mjs';
import { cpuSnapshot, cpuDiff } from './tmp-cpu.mjs';
const a = cpuSnapshot();
const r = await runDonationBench(process.env.URL, {
  clients: Number(process.env.CLIENTS ?? 50),
  durationSeconds: Number(process.env.SECS ?? 10),
});
console.log(JSON.stringify(r));
console.log('cpu', JSON.stringify(cpuDiff(a, cpuSnapshot())), 'self', process.pid);
