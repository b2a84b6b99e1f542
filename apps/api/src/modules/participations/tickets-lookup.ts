import type { Database } from "../../db/client.ts";
import { enqueueMail } from "../mail/outbox.ts";

// « Retrouver mes billets » (issue 28). The request writes one row to the outbox, whatever the
// address: no read of the registrations, so neither the answer nor its time says whether the
// address has any. The mail worker reads them when it composes the message, and drops it when
// there is none (mail/compose.ts): a stranger's inbox gets nothing.

export async function requestTicketsLookup(db: Database, email: string): Promise<void> {
  await enqueueMail(db, { kind: "tickets_lookup", recipient: email });
}
