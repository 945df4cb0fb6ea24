import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/** Words of support the demo's donors left (issue 24), so campaign pages show the list from the start. */
const demoWords = [
  'So glad to help. Keep going!',
  'For my grandmother, who always said water is life.',
  'Our book club chipped in together. Good luck with the next stage!',
  'Thank you for the updates: it is wonderful to see the progress.',
  'Small gift, big hopes.',
  'Proud to support this team again this year.',
];

/** Where the demo's gifts came from: a newsletter, a partner's site, a search engine, or nowhere in particular. */
const demoSources: { utm: [string, string, string] | null; host: string | null; referrer: string | null }[] = [
  { utm: ['newsletter', 'email', 'spring-appeal'], host: null, referrer: null },
  { utm: null, host: 'https://partner.example.org', referrer: null },
  { utm: null, host: null, referrer: 'www.google.com' },
  { utm: ['facebook', 'social', 'spring-appeal'], host: null, referrer: 'l.facebook.com' },
];

/**
 * Issue 24's demo content, added after the succeeded gifts: words of support on some gifts of every live campaign
 * (deterministic: by the gift's id), and a source on most gifts so the admin's "Gifts by source" report has rows.
 */
export async function seedGivingExtras(tx: Tx): Promise<void> {
  const words = sql.join(
    demoWords.map((w) => sql`${w}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into support_messages (donation_id, campaign_id, body, show_name, show_amount, created_at)
    select d.id, d.campaign_id, (array[${words}])[1 + d.id % ${demoWords.length}],
           d.id % 5 <> 0, d.id % 3 = 0, d.created_at
    from donations d
    where d.status = 'succeeded' and d.id % 4 = 0`);
  for (const [index, source] of demoSources.entries()) {
    await tx.execute(sql`
      update donations set
        source_utm_source = ${source.utm?.[0] ?? null},
        source_utm_medium = ${source.utm?.[1] ?? null},
        source_utm_campaign = ${source.utm?.[2] ?? null},
        source_host_origin = ${source.host},
        source_referrer_host = ${source.referrer}
      where status = 'succeeded' and id % 5 = ${index}`);
  }
}
