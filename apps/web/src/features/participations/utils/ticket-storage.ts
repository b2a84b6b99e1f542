// A visitor without an account can read their registration only with its ticket code: the code the
// creation answered is kept for this browser session (closing the tab forgets it), keyed by the
// registration's id, with the id of the last registration for /payment-confirmation without id.

const TICKET_PREFIX = "participation-ticket:";
const LAST_KEY = "last-participation-id";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: the confirmation page then needs an account to show the registration.
    return null;
  }
}

export function rememberRegistration(id: number, ticketCode: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (ticketCode) store.setItem(`${TICKET_PREFIX}${id}`, ticketCode);
    store.setItem(LAST_KEY, String(id));
  } catch {
    // Quota or privacy mode: the page still works for members.
  }
}

export function storedTicketCode(id: number): string | null {
  return storage()?.getItem(`${TICKET_PREFIX}${id}`) ?? null;
}

export function lastRegistrationId(): number | null {
  const value = storage()?.getItem(LAST_KEY);
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}
