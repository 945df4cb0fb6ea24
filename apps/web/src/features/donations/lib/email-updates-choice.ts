// A guest's last answer to "E-mail me updates about this campaign", kept in this browser (a signed-in donor's is
// kept on their account: users.email_updates). Storage may be blocked: then the box simply starts unticked.
const KEY = 'causeway-email-updates';

export function guestEmailUpdatesChoice(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberGuestEmailUpdatesChoice(choice: boolean): void {
  try {
    window.localStorage.setItem(KEY, String(choice));
  } catch {
    // Not remembered: the form asks again next time.
  }
}
