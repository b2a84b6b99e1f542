/**
 * True when the typed address is not the account's own. The server compares them the same way
 * (an address is kept in lower case), so retyping one's address in capitals changes nothing.
 */
export function isNewEmail(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.trim().toLowerCase();
}

/**
 * The current password goes with a new address only (it makes the change immediate, see
 * docs/decisions/025); typed and then left behind by an address put back, it is not sent.
 */
export function currentPasswordFor(
  typedEmail: string,
  currentEmail: string,
  currentPassword: string,
): { current_password?: string } {
  return isNewEmail(typedEmail, currentEmail) && currentPassword !== ""
    ? { current_password: currentPassword }
    : {};
}
