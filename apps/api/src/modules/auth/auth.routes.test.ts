import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import {
  bearer,
  participantBody,
  professionnelBody,
  registerUser,
  uniqueEmail,
} from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function userCount() {
  const [row] = await ctx.database.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

function register(payload: unknown) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });
}

describe("POST /api/auth/register", () => {
  it("creates a participant, answers 201 with a token and the user without its hash", async () => {
    const body = participantBody({ email: "  Camille.Durand@Exemple.FR " });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      first_name: "Camille",
      last_name: "Durand",
      role: "participant",
      email: "camille.durand@exemple.fr",
    });
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("password_hash");
    expect(user.organization).toBeNull();
  });

  it("hashes the password with argon2id at OWASP's minimum cost", async () => {
    const { user } = await registerUser(ctx.app);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("stores only the hash of the session token", async () => {
    const { token, user } = await registerUser(ctx.app);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts SPEC's payload: empty last_name, null organisation for a participant", async () => {
    const response = await register({
      first_name: "Léa Martin",
      last_name: "",
      email: uniqueEmail(),
      password: "Correct-Cheval-Agrafe",
      phone: "0612345678",
      role: "participant",
      organization: null,
    });
    expect(response.statusCode).toBe(201);
  });

  it("creates a professionnel with organisation and normalised SIRET", async () => {
    const response = await register(professionnelBody({ siret: "732 829 320 00074" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      role: "professionnel",
      organization: "Musée des Confluences",
      siret: "73282932000074",
    });
  });

  const invalidCases: [string, Record<string, unknown>, string, string][] = [
    ["a one-letter name", { first_name: "A" }, "first_name", m.nameTooShort],
    ["a missing name", { first_name: undefined }, "first_name", m.nameTooShort],
    ["an invalid e-mail", { email: "camille@" }, "email", m.emailInvalid],
    ["a 9-digit phone", { phone: "06 12 34 56 7" }, "phone", m.phoneInvalid],
    ["a phone with letters", { phone: "06 12 AB 56 78" }, "phone", m.phoneInvalid],
    ["a 4-character address", { address: "1 r." }, "address", m.addressTooShort],
    ["a 7-character password", { password: "Abcdef1" }, "password", m.passwordTooShort],
    ["a 129-character password", { password: "a".repeat(129) }, "password", m.passwordTooLong],
    ["a common password", { password: "motdepasse123" }, "password", m.passwordTooCommon],
    ["a missing role", { role: undefined }, "role", m.userTypeInvalid],
    ["an unknown role", { role: "admin" }, "role", m.userTypeInvalid],
    // No sign-up makes an administrator (issue 29): only npm run admin:create does.
    ["the administrateur role", { role: "administrateur" }, "role", m.userTypeInvalid],
    ["a userType administrateur", { role: undefined, userType: "administrateur" }, "role", m.userTypeInvalid],
    ["a 100 KB name", { first_name: "x".repeat(100_000) }, "first_name", m.tooLong],
    ["a number as e-mail", { email: 42 }, "email", m.emailInvalid],
  ];
  it.each(invalidCases)(
    "refuses %s with its French message and stores nothing",
    async (_, overrides, path, message) => {
      const before = await userCount();
      const response = await register(participantBody(overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details).toContainEqual({ path, message });
      expect(body.error).toBe(body.details[0].message);
      expect(await userCount()).toBe(before);
    },
  );

  const professionalCases: [string, Record<string, unknown>, string, string][] = [
    ["without organisation", { organization: undefined }, "organization", m.organizationRequired],
    ["with a one-letter organisation", { organization: "A" }, "organization", m.organizationRequired],
    ["with a 13-digit SIRET", { siret: "7328293200007" }, "siret", m.siretLength],
    ["with a 15-digit SIRET", { siret: "732829320000745" }, "siret", m.siretLength],
    ["with letters in the SIRET", { siret: "7328293200007A" }, "siret", m.siretLength],
    ["with a SIRET whose key is wrong", { siret: "73282932000075" }, "siret", m.siretInvalid],
    ["with a too short description", { description: "Musée" }, "description", m.descriptionTooShort],
  ];
  it.each(professionalCases)("refuses a professionnel %s", async (_, overrides, path, message) => {
    const before = await userCount();
    const response = await register(professionnelBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    expect(await userCount()).toBe(before);
  });

  it("refuses a second account with the same e-mail, whatever its case (409)", async () => {
    const body = participantBody();
    await registerUser(ctx.app, body);
    const response = await register(participantBody({ email: String(body.email).toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "Un compte existe déjà avec cette adresse e-mail.",
      code: "EMAIL_TAKEN",
    });
  });

  it("ignores fields it does not know: no id, hash or role forced through the body", async () => {
    const response = await register(
      participantBody({
        id: 999_999,
        password_hash: "forged",
        is_admin: true,
        created_at: "2000-01-01T00:00:00Z",
      }),
    );
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.id).not.toBe(999_999);
    expect(user.created_at).not.toContain("2000");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const name = `Robert'); DROP TABLE users;-- <script>alert("x")</script>`;
    const response = await register(participantBody({ first_name: name }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.first_name).toBe(name);
    expect(await userCount()).toBeGreaterThan(0);
  });
});

describe("POST /api/auth/login", () => {
  it("opens a session for the right password, whatever the e-mail's case", async () => {
    const account = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.user.email.toUpperCase(), password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).not.toBe(account.token);
    expect(user.id).toBe(account.user.id);
    expect(user).not.toHaveProperty("password_hash");
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const account = await registerUser(ctx.app);
    const wrongPassword = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.user.email, password: "pas-le-bon-mot-de-passe" },
    });
    const unknownEmail = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail("inconnu"), password: "pas-le-bon-mot-de-passe" },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Identifiants invalides", code: "INVALID_CREDENTIALS" });
    }
  });

  it("validates the login payload (SPEC §5); a short password is a wrong one (401)", async () => {
    const shortPassword = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@exemple.fr", password: "12345" },
    });
    expect(shortPassword.statusCode).toBe(401);
    expect(shortPassword.json()).toEqual({ error: "Identifiants invalides", code: "INVALID_CREDENTIALS" });
    const badEmail = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a", password: "123456" },
    });
    expect(badEmail.json().details).toContainEqual({ path: "email", message: m.emailInvalid });
  });
});

describe("sessions", () => {
  it("refuses a request without token (401), with a forged token or a malformed header", async () => {
    const { user } = await registerUser(ctx.app);
    const missing = await ctx.app.inject({ method: "GET", url: `/api/users/${user.id}` });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: "Authentification requise.", code: "UNAUTHORIZED" });
    for (const authorization of [
      "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "Bearer not a token",
      "Basic dXNlcjpwYXNz",
      "Bearer ",
    ]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/users/${user.id}`,
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe("INVALID_TOKEN");
    }
  });

  it("revokes the session on logout: the token no longer works", async () => {
    const { token, user } = await registerUser(ctx.app);
    const before = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    const again = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it("refuses a session past its absolute expiry", async () => {
    const { token, user } = await registerUser(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.user_id, user.id));
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("INVALID_TOKEN");
  });

  it("refuses a session left idle longer than the idle timeout", async () => {
    const { token, user } = await registerUser(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ last_used_at: sql`now() - make_interval(mins => ${ctx.config.session.idleMinutes + 1})` })
      .where(eq(sessions.user_id, user.id));
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });
});
