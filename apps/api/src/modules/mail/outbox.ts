import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type MailKind, mailOutbox } from "../../db/schema.ts";

// Writing a message is one INSERT in the transaction of the change that causes it: the message
// exists if and only if the change does, and the mail worker sends it after the COMMIT
// (docs/decisions/021-mail-outbox.md). Nothing here talks to a mail server.

export interface MailToSend {
  kind: MailKind;
  recipient: string;
  participationId?: number;
  userId?: number;
  /** What the message must say even if the data changes before it is sent. */
  payload?: Record<string, unknown>;
  /** Written at most once (a reminder, a digest); a second attempt is silently ignored. */
  dedupeKey?: string;
}

/** A session as its people were told of it: times as ISO instants, venue as « nom, ville ». */
export type SessionAsTold = { starts_at: string; ends_at: string | null; place: string | null };

/**
 * The payload of a session_changed message (issue 28): the session before and after the change, so
 * that the text says what moved even if it moves again before the message leaves.
 */
export type SessionChangePayload = { from: SessionAsTold; to: SessionAsTold };

/** A venue as every message names it: « Maison des Canuts, Lyon ». */
export function placeLabel(lieu: { nom: string; ville: string } | null): string | null {
  return lieu ? `${lieu.nom}, ${lieu.ville}` : null;
}

/** A Message-ID of our own, kept across retries so that a receiver can drop a duplicate. */
export function newMessageId(): string {
  return `<${randomUUID()}@culture-patrimoine.fr>`;
}

/** The same, drawn by the database, for the statements that write many messages at once. */
export const newMessageIdSql = sql`'<' || gen_random_uuid()::text || '@culture-patrimoine.fr>'`;

export async function enqueueMail(tx: Database, mail: MailToSend): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      participation_id: mail.participationId ?? null,
      user_id: mail.userId ?? null,
      payload: mail.payload ?? {},
      dedupe_key: mail.dedupeKey ?? null,
      message_id: newMessageId(),
    })
    .onConflictDoNothing();
}

/**
 * One message per registration, to the address each was made with: a session cancelled or a
 * waiting list served writes them all in one statement.
 */
export async function enqueueForParticipations(
  tx: Database,
  kind: MailKind,
  participationIds: number[],
  payload: Record<string, unknown> = {},
): Promise<void> {
  if (participationIds.length === 0) return;
  const ids = sql.join(
    participationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`insert into mail_outbox (kind, recipient, participation_id, user_id, payload, message_id)
    select ${kind}, p.email, p.id, p.user_id, ${JSON.stringify(payload)}::jsonb, ${newMessageIdSql}
    from participations p where p.id in (${ids})`);
}
