/**
 * `{ fundraiserId }` for a gift given through a supporter's page (issue 25), as the intent and saved-card requests
 * carry it; nothing for a gift to the campaign directly. The server checks the page still takes gifts.
 */
export function fundraiserRequest(fundraiserId: number | null | undefined): { fundraiserId?: number } {
  return fundraiserId ? { fundraiserId } : {};
}
