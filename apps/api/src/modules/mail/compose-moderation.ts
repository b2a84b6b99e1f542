import { emailTexts as t } from "@culture-patrimoine/contract/email-texts";
import { paths } from "@culture-patrimoine/contract/routes";
import type { MailKind } from "../../db/schema.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "./compose.ts";

// What administrators' decisions tell the people concerned (issue 29, decision 047): content refused
// or unpublished, an account suspended, each with the reason. The payload holds the title and the
// reason as they were at the decision, so a later edit does not change what the message says.

const CONTENT_PAGES: Record<string, (id: number) => string> = {
  event: paths.eventDetail.getHref,
  parcours: paths.parcoursDetail.getHref,
  site: paths.siteDetail.getHref,
  lieu: paths.lieuDetail.getHref,
};

export const MODERATION_MAIL_KINDS: readonly MailKind[] = [
  "content_refused",
  "content_unpublished",
  "account_suspended",
];

export function composeModerationMail(
  deps: ComposeDeps,
  row: OutboxRow,
  user: { first_name: string },
): ComposedMail | null {
  const reason = typeof row.payload.reason === "string" ? row.payload.reason : "";
  const footer = [t.whyAccount(row.recipient), t.automatic];
  if (row.kind === "account_suspended") {
    const texts = t.accountSuspended;
    return {
      content: {
        subject: texts.subject,
        preheader: texts.intro,
        heading: texts.heading,
        greeting: t.greeting(user.first_name),
        paragraphs: [texts.intro],
        details: [[texts.reason, reason]],
        after: [texts.contest],
        footer,
      },
      attachments: [],
      headers: {},
    };
  }
  const { kind, id, title } = row.payload;
  const page = typeof kind === "string" ? CONTENT_PAGES[kind] : undefined;
  if (!page || typeof id !== "number" || typeof title !== "string") return null;
  const texts = row.kind === "content_refused" ? t.contentRefused : t.contentUnpublished;
  const intro = texts.intro(t.contentKinds[kind as string] ?? "", title);
  return {
    content: {
      subject: texts.subject(title),
      preheader: intro,
      heading: texts.heading,
      greeting: t.greeting(user.first_name),
      paragraphs: [intro],
      details: [[texts.reason, reason]],
      after: [texts.next],
      action: { label: texts.action, url: `${deps.publicUrl}${page(id)}` },
      footer,
    },
    attachments: [],
    headers: {},
  };
}
