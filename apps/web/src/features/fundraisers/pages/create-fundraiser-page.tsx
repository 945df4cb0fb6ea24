// Placeholder while issue 25's page is being built (replaced in the same session).
export function CreateFundraiserPage() {
  return <h1>CreateFundraiserPage</h1>;
}
