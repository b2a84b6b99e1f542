import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { bearer, professionnelBody, registerUser, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function put(id: number, token: string, payload: object) {
  return ctx.app.inject({ method: "PUT", url: `/api/users/${id}`, headers: bearer(token), payload });
}

async function storedUser(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("GET /api/users/{id}", () => {
  it("answers the user's own account without the password hash", async () => {
    const { token, user } = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: "Camille",
      phone: "06 12 34 56 78",
    });
    expect(Object.keys(body)).not.toContain("password_hash");
  });

  it("forbids reading another account (403), existing or not", async () => {
    const reader = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    for (const id of [other.user.id, 987_654]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/users/${id}`,
        headers: bearer(reader.token),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: "Vous n’avez pas le droit d’effectuer cette action.",
        code: "FORBIDDEN",
      });
    }
  });

  it("refuses an id that is not a number", async () => {
    const { token } = await registerUser(ctx.app);
    const response = await ctx.app.inject({ method: "GET", url: "/api/users/abc", headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
  });
});

describe("PUT /api/users/{id}", () => {
  it("saves the settings fields (SPEC §7) and answers the updated user", async () => {
    const { token, user } = await registerUser(ctx.app);
    const response = await put(user.id, token, {
      first_name: "Camille",
      last_name: "Bernard",
      phone: "+33 7 00 00 00 01",
      address: "3 place Bellecour, Lyon",
      city: "Lyon",
      organization: "",
      siret: "",
      description: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      last_name: "Bernard",
      phone: "+33 7 00 00 00 01",
      city: "Lyon",
      organization: null,
    });
  });

  it("ignores role and id sent in the body (no mass assignment)", async () => {
    const { token, user } = await registerUser(ctx.app);
    const response = await put(user.id, token, {
      role: "professionnel",
      id: user.id + 1000,
      first_name: "Camille",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, role: "participant" });
    expect((await storedUser(user.id))?.role).toBe("participant");
  });

  it("forbids updating another account and changes nothing", async () => {
    const attacker = await registerUser(ctx.app);
    const victim = await registerUser(ctx.app);
    const response = await put(victim.user.id, attacker.token, {
      first_name: "Pirate",
      email: uniqueEmail("pirate"),
    });
    expect(response.statusCode).toBe(403);
    const row = await storedUser(victim.user.id);
    expect(row?.first_name).toBe("Camille");
    expect(row?.email).toBe(victim.user.email);
  });

  it("refuses anonymous updates", async () => {
    const { user } = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}`,
      payload: { first_name: "X" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses invalid fields with their French messages and changes nothing", async () => {
    const { token, user } = await registerUser(ctx.app);
    const response = await put(user.id, token, { email: "pas-un-email", phone: "123", first_name: "Bob" });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: "email", message: m.emailInvalid },
        { path: "phone", message: m.phoneInvalid },
      ]),
    );
    expect((await storedUser(user.id))?.first_name).toBe("Camille");
  });

  it("refuses an e-mail already used by another account (409)", async () => {
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    const response = await put(second.user.id, second.token, { email: first.user.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("EMAIL_TAKEN");
  });

  it("keeps a professionnel's organisation and SIRET mandatory", async () => {
    const { token, user } = await registerUser(ctx.app, professionnelBody());
    const cleared = await put(user.id, token, { siret: "", organization: "" });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().details).toEqual(
      expect.arrayContaining([
        { path: "organization", message: m.organizationRequired },
        { path: "siret", message: m.siretLength },
      ]),
    );
    const wrongKey = await put(user.id, token, { siret: "73282932000075" });
    expect(wrongKey.json().details).toContainEqual({ path: "siret", message: m.siretInvalid });
    expect((await storedUser(user.id))?.siret).toBe("73282932000074");
  });
});

describe("password change", () => {
  it("needs the current password", async () => {
    const { token, user } = await registerUser(ctx.app);
    const missing = await put(user.id, token, { password: "Nouvelle-phrase-2027" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({
      path: "current_password",
      message: m.currentPasswordRequired,
    });
    const wrong = await put(user.id, token, {
      password: "Nouvelle-phrase-2027",
      current_password: "faux-mot-de-passe",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toContainEqual({
      path: "current_password",
      message: m.currentPasswordWrong,
    });
  });

  it("applies the password rules to the new password", async () => {
    const { token, user, password } = await registerUser(ctx.app);
    const response = await put(user.id, token, { password: "password123", current_password: password });
    expect(response.json().details).toContainEqual({ path: "password", message: m.passwordTooCommon });
  });

  it("revokes the other sessions, keeps this one, and only the new password logs in", async () => {
    const { token, user, password } = await registerUser(ctx.app);
    const otherLogin = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
    });
    const otherToken = otherLogin.json().token;

    const response = await put(user.id, token, {
      password: "Nouvelle-phrase-2027",
      current_password: password,
    });
    expect(response.statusCode).toBe(200);

    const withOther = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(otherToken),
    });
    expect(withOther.statusCode).toBe(401);
    const withCurrent = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(withCurrent.statusCode).toBe(200);

    const oldLogin = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "Nouvelle-phrase-2027" },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
