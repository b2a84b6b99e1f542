import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";

// scripts/e2e-server.mjs runs a real SMTP server beside the API and writes each message it receives,
// as sent, to test-results/e2e-mail-<port>/00001.eml, 00002.eml… (emptied at each start).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const mailDir = path.join(root, "test-results", `e2e-mail-${process.env.E2E_PORT ?? 3100}`);

export interface MailQuery {
  /** The recipient's address. */
  to: string;
  subject?: string | RegExp;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? "").toLowerCase()));
}

function matches(mail: ParsedMail, { to, subject }: MailQuery): boolean {
  if (!addresses(mail.to).includes(to.toLowerCase())) return false;
  if (subject === undefined) return true;
  return typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? "");
}

/** Every message received so far, oldest first. */
async function receivedMail(): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return Promise.all(files.sort().map((name) => simpleParser(readFileSync(path.join(mailDir, name)))));
}

/**
 * The newest message sent to `to` (and with this subject, if given), once it has arrived: the API's
 * mail worker sends within about a second of the change that wrote it.
 */
export async function waitForMail(query: MailQuery, timeoutMs = 15_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).findLast((mail) => matches(mail, query));
        return found !== undefined;
      },
      { message: `an e-mail to ${query.to} (${String(query.subject ?? "any subject")})`, timeout: timeoutMs },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** How many messages were sent to `to` so far. */
export async function mailCount(to: string): Promise<number> {
  return (await receivedMail()).filter((mail) => matches(mail, { to })).length;
}

/** The first link of the message's text part whose path starts with `pathname`. */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  const urls = (mail.text ?? "").match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = urls.map((url) => new URL(url)).find((url) => url.pathname === pathname);
  expect(link, `a link to ${pathname} in « ${mail.subject} »`).toBeDefined();
  return link as URL;
}
