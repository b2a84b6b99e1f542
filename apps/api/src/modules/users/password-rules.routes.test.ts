import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema.ts";
import { bearer, participantBody, registerUser, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { hashPassword } from "../auth/password.ts";

// Issue 15: « Password1! », « Azerty123! » and « admin1234 » were accepted. They are refused
// wherever a password is chosen (registration, reset link, settings), never at login: an account
// that already has one still logs in.

const WEAK = ["Password1!", "Azerty123!", "admin1234"];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function detailsOf(response: { json(): unknown }) {
  return (response.json() as { details?: Array<{ path: string; message: string }> }).details ?? [];
}

describe("common passwords", () => {
  it("are refused at registration, with the French message, and no account is created", async () => {
    for (const password of WEAK) {
      const email = uniqueEmail("faible");
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: participantBody({ email, password }),
      });
      expect(response.statusCode, password).toBe(400);
      expect(detailsOf(response), password).toContainEqual({
        path: "password",
        message: m.passwordTooCommon,
      });
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("are refused at registration when they are one's own name or address", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: participantBody({
        email: "henri.langlois@exemple.fr",
        last_name: "Langlois",
        password: "Langlois1894",
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toContainEqual({ path: "password", message: m.passwordPersonal });
  });

  it("are refused as a new password in the settings, and the old one still works", async () => {
    const { token, user, password } = await registerUser(ctx.app);
    for (const weak of WEAK) {
      const response = await ctx.app.inject({
        method: "PUT",
        url: `/api/users/${user.id}`,
        headers: bearer(token),
        payload: { password: weak, current_password: password },
      });
      expect(response.statusCode, weak).toBe(400);
      expect(detailsOf(response), weak).toContainEqual({ path: "password", message: m.passwordTooCommon });
    }
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("are refused through a reset link, which stays usable", async () => {
    const { user } = await registerUser(ctx.app);
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset-request",
      payload: { email: user.email },
    });
    const [row] = await ctx.database.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.user_id, user.id), eq(mailOutbox.kind, "password_reset")))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const resetToken = String(row?.payload.token);
    for (const weak of WEAK) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        payload: { token: resetToken, password: weak },
      });
      expect(response.statusCode, weak).toBe(400);
      expect(detailsOf(response), weak).toContainEqual({ path: "password", message: m.passwordTooCommon });
    }
    const good = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { token: resetToken, password: "Une-autre-phrase-2027" },
    });
    expect(good.statusCode).toBe(204);
  });

  it("still log in an account that already has one", async () => {
    for (const password of WEAK) {
      const email = uniqueEmail("ancien");
      await ctx.database.db.insert(users).values({
        first_name: "Ancien",
        last_name: "Compte",
        email,
        password_hash: await hashPassword(password),
        phone: "06 12 34 56 78",
        role: "participant",
      });
      const login = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password },
      });
      expect(login.statusCode, password).toBe(200);
    }
  });
});
