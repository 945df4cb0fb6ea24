/**
 * An e-mail that may wrap after its '@' rather than widen a table (or break in the middle of a word): the admin
 * donor list and the donations ledger.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
