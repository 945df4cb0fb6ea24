// Placeholder while issue 25's page is being built (replaced in the same session).
export function FundraiserPage() {
  return <h1>FundraiserPage</h1>;
}
