import { emailTexts as t } from "@culture-patrimoine/contract/email-texts";
import { formatMoment } from "@culture-patrimoine/contract/french-dates";
import { paths } from "@culture-patrimoine/contract/routes";
import { and, eq, gt, isNull } from "drizzle-orm";
import { invitations } from "../../db/schema.ts";
import { hashToken } from "../../lib/sessions.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "./compose.ts";

// The invitation to join an organisation (issue 30): its link, the organisation, the role and until
// when the link works. Not sent if the invitation was revoked, replaced or used before the worker
// got to it: a dead link would only confuse.

export async function composeOrganisationInvitation(
  deps: ComposeDeps,
  row: OutboxRow,
): Promise<ComposedMail | null> {
  const { token, organisation, role, invited_by: invitedBy, expires_at: expiresAt } = row.payload;
  if (typeof token !== "string" || typeof organisation !== "string" || typeof role !== "string") return null;
  const [open] = await deps.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.token_hash, hashToken(token)),
        isNull(invitations.accepted_at),
        isNull(invitations.revoked_at),
        gt(invitations.expires_at, deps.now),
      ),
    );
  if (!open) return null;
  const texts = t.organisationInvitation;
  const intro = texts.intro(typeof invitedBy === "string" ? invitedBy : null, organisation, role);
  const details: Array<[string, string]> = [[texts.roleLabel, role]];
  if (typeof expiresAt === "string") details.push([texts.expiresLabel, formatMoment(expiresAt)]);
  return {
    content: {
      subject: texts.subject(organisation),
      preheader: intro,
      heading: texts.heading,
      greeting: t.greetingAnonymous,
      paragraphs: [intro, texts.next],
      details,
      action: { label: texts.action, url: `${deps.publicUrl}${paths.invitation.getHref(token)}` },
      footer: [texts.notYou, t.automatic],
    },
    attachments: [],
    headers: {},
  };
}
