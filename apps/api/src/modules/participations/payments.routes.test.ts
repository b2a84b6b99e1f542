import { bookingMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations } from "../../db/schema.ts";
import { type RegisteredUser, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent } from "../../test/rows.ts";

// Online payment through the simulated provider (docs/decisions/020-payment-modes.md).

let ctx: TestContext;
let organiser: RegisteredUser;
let onlineEventId: number;
let onSiteEventId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  organiser = await registerProfessionnel(ctx.app);
  onlineEventId = (
    await insertEvent(ctx.database.db, organiser.user.id, { price_cents: 1500, payment_mode: "online" })
  ).id;
  onSiteEventId = (await insertEvent(ctx.database.db, organiser.user.id, { price_cents: 900 })).id;
});
afterAll(() => ctx.close());

async function register(
  eventId: number,
): Promise<{ id: number; ticket_code: string; payment_status: string }> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/participations",
    payload: {
      prenom: "Léa",
      nom: "Girard",
      email: "lea.girard@exemple.fr",
      telephone: "06 11 22 33 44",
      nombre_places: 2,
      motivation: "Visite en famille.",
      event_id: eventId,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const post = (url: string, payload?: object) =>
  ctx.app.inject({ method: "POST", url, ...(payload && { payload }) });

describe("online payment, simulated", () => {
  it("creates an online registration pending, never paid at registration", async () => {
    const created = await register(onlineEventId);
    expect(created.payment_status).toBe("pending");
  });

  it("sends the payer to the simulated checkout, labelled as a demonstration", async () => {
    const { ticket_code } = await register(onlineEventId);
    const response = await post(`/api/tickets/${ticket_code}/checkout`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: "simulation",
      demonstration: true,
      checkout_url: `/paiement-simulation/${ticket_code}`,
    });
  });

  it("marks paid on a simulated success, once; a refusal releases the registration", async () => {
    const refusedOne = await register(onlineEventId);
    const refused = await post(`/api/tickets/${refusedOne.ticket_code}/simulated-payment`, {
      outcome: "failure",
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      payment_status: "failed",
      status: "cancelled",
      cancelled_by: "payment",
    });
    // payment-hold.routes.test.ts follows the places, the waiting list, the deadline and the mails.

    const { id, ticket_code } = await register(onlineEventId);
    const paid = await post(`/api/tickets/${ticket_code}/simulated-payment`, { outcome: "success" });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payment_status).toBe("paid");
    const [row] = await ctx.database.db.select().from(participations).where(eq(participations.id, id));
    expect(row?.payment_status).toBe("paid");

    const again = await post(`/api/tickets/${ticket_code}/simulated-payment`, { outcome: "success" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(bookingMessages.paymentNotPending);
  });

  it("refuses to take money for a pay-at-the-venue registration, an unknown code or a bad outcome", async () => {
    const onSite = await register(onSiteEventId);
    expect(onSite.payment_status).toBe("on_site");
    const checkout = await post(`/api/tickets/${onSite.ticket_code}/checkout`);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error).toBe(bookingMessages.paymentNotOnline);

    const unknown = await post(`/api/tickets/${"x".repeat(32)}/checkout`);
    expect(unknown.statusCode).toBe(404);

    const { ticket_code } = await register(onlineEventId);
    const bad = await post(`/api/tickets/${ticket_code}/simulated-payment`, { outcome: "maybe" });
    expect(bad.statusCode).toBe(400);
  });

  it("does not take money for a cancelled registration", async () => {
    const { id, ticket_code } = await register(onlineEventId);
    const cancelled = await post(`/api/participations/${id}/cancel`, { ticket_code });
    expect(cancelled.statusCode).toBe(200);
    const response = await post(`/api/tickets/${ticket_code}/simulated-payment`, { outcome: "success" });
    expect(response.statusCode).toBe(409);
  });
});
