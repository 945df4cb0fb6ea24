/** '12' → 12; 'abc', '0', '012' or anything beyond a database integer → null (the route needs a numeric id). */
export function parseCampaignId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
