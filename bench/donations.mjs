// Complete sandbox donations (create intent + confirm with 4242) from many concurrent clients to one campaign.
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

export async function runDonationBench(baseUrl, { clients = 50, durationSeconds = 10 } = {}) {
  const [campaign] = await (await fetch(`${baseUrl}/api/campaigns?status=active&limit=1&sort=ending_soon`)).json();
  const before = campaign.amountRaised;
  const deadline = Date.now() + durationSeconds * 1000;
  const latencies = [];
  let succeededCents = 0;
  let errors = 0;
  const client = async (n) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const amount = 100 + ((n * 7 + i) % 400);
      const started = performance.now();
      const intent = await post(`${baseUrl}/api/donations/create-payment-intent`, {
        campaignId: campaign.id,
        amount,
        guestEmail: `bench${n}-${i}@example.com`,
        guestFirstName: 'Bench',
        guestLastName: `Client${n}`,
      });
      if (intent.status !== 201) {
        errors += 1;
        continue;
      }
      const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
      const confirmed = await post(`${baseUrl}/api/payments/sandbox/confirm`, {
        clientSecret: intent.body.clientSecret,
        card,
      });
      latencies.push(performance.now() - started);
      if (confirmed.body.status === 'succeeded') succeededCents += amount;
      else errors += 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  const seconds = (performance.now() - startedAt) / 1000;
  // The public read cache may hold the old figure for up to its TTL.
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  const after = (await (await fetch(`${baseUrl}/api/campaigns/${campaign.id}`)).json()).amountRaised;
  latencies.sort((a, b) => a - b);
  return {
    donations: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    totalsExact: after - before === succeededCents,
    expectedRaise: succeededCents,
    actualRaise: after - before,
  };
}
