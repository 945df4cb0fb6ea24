/**
 * The words of the e-mails about a person's account and their recurring gifts (issue 26): verification, password
 * reset, security notices, the manage-recurring link and its notices. English, the source; `{name}` marks a value
 * `Words.say` fills in. Collected into apps/server/locales with the rest of mail-words.ts.
 */

export const accountMailMessages = {
  hello: 'Hello {name},',
  helloNoName: 'Hello,',
  resetSubject: 'Reset your {organization} password',
  resetAsked:
    'Someone (hopefully you) asked to reset the password of your account. To choose a new password, open this link:',
  resetExpires: 'The link works once and expires in {minutes} minutes.',
  resetIgnore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  verifySubject: 'Confirm your e-mail address for {organization}',
  verifyAsk: 'Please confirm that this is your e-mail address by opening this link:',
  verifyExpires:
    'The link expires in {hours} hours. Once your address is confirmed, donations you made earlier as a guest with ' +
    'this address appear in your donation history.',
};

/** A security notice's subject and sentence per event, and the lines every notice shares. */
export const securityNoticeMessages = {
  subjectOf: '{subject} ({organization})',
  when: 'When: {time}',
  device: 'Device: {device}',
  address: 'Address: {address}',
  ifYou: 'If this was you, there is nothing more to do.',
  ifNotYou: 'If it was not you, someone may know your password:',
  resetNow: '- reset it at once: {url}',
  review: '- then review your sessions, passkeys and two-factor settings on your profile: {url}',
  tellUs: '- and tell us at {email}.',
  newSignInSubject: 'New sign-in to your account',
  newSignIn: 'Your account was just signed in to from a device it has not used before.',
  passkeyAddedSubject: 'A passkey was added to your account',
  passkeyAdded: 'A passkey named "{name}" was added to your account. It can now be used to sign in.',
  passwordChangedSubject: 'Your password was changed',
  passwordChanged: 'The password of your account was changed, and every other device was signed out.',
  passwordResetSubject: 'Your password was reset',
  passwordReset:
    'The password of your account was reset with a link sent to this address, and every device was signed out.',
  twoFactorOnSubject: 'Two-factor authentication was turned on',
  twoFactorOn:
    'Two-factor authentication was turned on for your account: signing in now needs a code from your ' +
    'authenticator app. Every other device was signed out.',
  twoFactorOffSubject: 'Two-factor authentication was turned off',
  twoFactorOff:
    'Two-factor authentication was turned off for your account: signing in no longer needs a code from your ' +
    'authenticator app.',
  twoFactorResetSubject: 'Two-factor authentication was reset',
  twoFactorReset:
    'The operator of this site reset the two-factor authentication of your account: authenticator codes are off, ' +
    'your recovery codes and passkeys were removed, and every device was signed out. Sign in with your password ' +
    'and set up a second factor again.',
  operatorAddress: 'the server (npm run two-factor)',
};

export const recurringMailMessages = {
  manageAsked: 'Someone (we hope you) asked for a link to manage the recurring gifts given with this e-mail address.',
  manageOpen: 'Open it to pause, resume, change or cancel them:',
  manageExpires: 'The link works once, for {minutes} minutes. It does not sign you in to an account.',
  manageIgnore: 'If you did not ask for it, you can ignore this e-mail: nothing changes.',
  cardSubject: 'The card for your recurring gift has changed',
  cardChanged:
    'Your {interval} gift of {amount} to "{campaign}" will now be paid with your {brand} card ending in {last4}, ' +
    'from its next payment on.',
  cardNotYou:
    'The change was made through a link e-mailed to this address. If it was not you, ask for a new link from the ' +
    '"Manage my recurring gift" page and change the card back, or reply to this e-mail.',
  dearDonor: 'donor',
  cancelledSubject: 'Your recurring gift to {campaign} has been cancelled',
  cancelled: '{organization} has cancelled your {interval} gift of {amount} to "{campaign}" on your behalf.',
  withFee: '{amount} ({charge} with the fee you covered)',
  reason: 'The reason we gave: {reason}',
  noFurther:
    'No further charges will be made for this gift. Gifts already made are not affected, and their receipts ' +
    'remain valid.',
  giveAgain: 'If you would like to keep giving, you can start a new recurring gift from the campaign page:',
  thankYou: 'Thank you for your support.',
};

/** A campaign update's e-mail to its subscribers (the update itself is the administrator's, as typed). */
export const updateMailMessages = {
  anUpdateOn: 'An update on {campaign}',
  readIt: 'Read it on the campaign page',
  readItAt: 'Read it on the campaign page: {url}',
  why: 'You are receiving this because you asked for updates about "{campaign}" when you gave.',
  unsubscribe: 'Unsubscribe',
  unsubscribeAt: 'Unsubscribe: {url}',
};

/** The card a dedication sends to the person the donor chose (issue 24), in the language the donor gave in. */
export const tributeCardMessages = {
  someone: 'Someone',
  theDonor: 'the donor',
  subjectHonour: '{donor} made a gift in honour of {honoree}',
  subjectMemory: '{donor} made a gift in memory of {honoree}',
  aGift: 'a gift',
  aGiftOf: 'a gift of {amount}',
  lead: '{donor} has made {gift} to "{campaign}" {wording} {honoree}.',
  dear: 'Dear {name},',
  messageFrom: 'A message from {donor}:',
  sentBy: 'Sent by {organization} on behalf of {donor}.',
};

/** A recurring gift cancelled after its renewal charges failed. */
export const renewalFailedMessages = {
  triedAndFailed:
    'We tried {attempts} times to charge your {interval} gift of {amount} to "{campaign}", and each attempt failed ' +
    '({problem}).',
  cancelledNow: 'The recurring gift has been cancelled and no further charges will be attempted.',
  giveAgain:
    'If you would like to keep giving, you can start a new recurring gift with another card from the campaign page.',
};

/** A fundraising page's news to its owner, and the owner's thanks to a supporter (issue 25). */
export const fundraiserMailMessages = {
  oneNewGift: 'A new gift',
  newGifts: '{count} new gifts',
  newsSubject: '{news} to your fundraising page "{page}"',
  newsCame: '{news} came through your page "{page}" for {campaign}:',
  raisedOne: 'Your page has raised {raised} of its {goal} goal, from 1 gift.',
  raisedMany: 'Your page has raised {raised} of its {goal} goal, from {count} gifts.',
  thankThem: 'Thank your supporters from your donor area: {url}',
  yourFundraiser: 'Your fundraiser',
  dearSupporter: 'supporter',
  thanksSubject: '{name} thanks you for your gift to "{page}"',
  thanksWrote: '{name} raises money for {campaign} with the page "{page}", and wrote to thank you for your gift:',
  thePage: 'The page: {url}',
  onTheirBehalf: 'This message was sent on their behalf; they have not been given your e-mail address.',
};
