// Placeholder while issue 25's page is being built (replaced in the same session).
export function TeamPage() {
  return <h1>TeamPage</h1>;
}
