import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { IDEMPOTENCY_KEY_HEADER } from "@culture-patrimoine/contract/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "./lib/log-redaction.ts";
import { remindersOffToken } from "./modules/mail/mail-links.ts";
import { registerProfessionnel } from "./test/accounts.ts";
import { createTestApp, type TestContext } from "./test/app.ts";
import { daysAhead, eventWithSessions, postEvent, registration } from "./test/booking.ts";
import { insertLieu } from "./test/rows.ts";

// Ticket codes open a registrant's name, e-mail and phone; the access log must not hold them
// (issue 15). The app is built with a logger writing to memory, and every line is searched.

const APP_SECRET = "test-secret-".padEnd(40, "x");
let ctx: TestContext;
let webDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "cp-log-web-"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Culture</title><div id=root></div>");
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ctx = await createTestApp({ WEB_DIST_DIR: webDir }, { logger: { level: "info", stream } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe("access log", () => {
  it("masks ticket codes, reminders-off tokens and idempotency keys in every line it writes", async () => {
    const organiser = await registerProfessionnel(ctx.app);
    const lieu = await insertLieu(ctx.database.db, organiser.user.id);
    const event = await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(lieu.id, [{ starts_at: daysAhead(20) }]),
    );
    const idempotencyKey = "cle-idempotence-5f0c1e7a-2b44";
    const ticket = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: registration(event.id),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    expect(ticket.statusCode).toBe(201);
    const { id, ticket_code: code } = ticket.json() as { id: number; ticket_code: string };
    const token = remindersOffToken(APP_SECRET, id);
    logLines.length = 0;

    const calls: Array<[string, string, number]> = [
      ["GET", `/api/tickets/${code}`, 200],
      ["POST", `/api/tickets/${code}/checkout`, 0],
      ["GET", `/billet/${code}`, 200],
      ["GET", `/billet/${code}?source=mail`, 200],
      ["GET", `/paiement-simulation/${code}`, 200],
      ["GET", `/billet/${code}/de-trop`, 404],
      ["GET", `//billet//${code}`, 0],
      ["GET", `/api/events?code=${code}`, 0],
      ["POST", `/api/mail/reminders-off/${token}`, 200],
    ];
    for (const [method, url, status] of calls) {
      const response = await ctx.app.inject({ method: method as "GET", url });
      if (status) expect(response.statusCode, url).toBe(status);
    }
    const log = logLines.join("");
    const requestLines = logLines.filter((line) => line.includes('"req":'));
    expect(requestLines.length).toBeGreaterThanOrEqual(calls.length);
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
    expect(log).not.toContain(idempotencyKey);
    expect(log).toContain(`"url":"/api/tickets/${REDACTED}/checkout"`);
    expect(log).toContain(`"url":"/billet/${REDACTED}?source=mail"`);
    expect(log).toContain(`"url":"/api/mail/reminders-off/${REDACTED}"`);
  });

  it("keeps the other addresses as they are", async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: "GET", url: "/api/events/12?limit=5" });
    expect(logLines.join("")).toContain('"url":"/api/events/12?limit=5"');
  });
});

describe("redactUrl", () => {
  it("masks the secret segment wherever the path goes on, and secret query values", () => {
    expect(redactUrl("/api/tickets/abc/simulated-payment")).toBe(
      `/api/tickets/${REDACTED}/simulated-payment`,
    );
    expect(redactUrl("/paiement-simulation/abc")).toBe(`/paiement-simulation/${REDACTED}`);
    expect(redactUrl("/api//tickets/abc")).toBe(`/api//tickets/${REDACTED}`);
    expect(redactUrl("/x?token=abc&limit=2")).toBe(`/x?token=${REDACTED}&limit=2`);
    expect(redactUrl("/api/events/3/sessions")).toBe("/api/events/3/sessions");
    expect(redactUrl("/billets")).toBe("/billets");
  });
});
