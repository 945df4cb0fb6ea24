/** 'JBSW Y3DP EHPK 3PXP': a base32 secret in groups of four, easier to read off and type into an app by hand. */
export function secretGroups(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
