/** Passkey answers not in the shared contracts' securityMessages (the web shows the server's message as it is). */
export const passkeyMessages = {
  alreadyRegistered: 'This passkey is already registered here. Use it to sign in, or add a different one.',
} as const;
