// Placeholder while issue 25's page is being built (replaced in the same session).
export function EditFundraiserPage() {
  return <h1>EditFundraiserPage</h1>;
}
