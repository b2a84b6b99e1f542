import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_APP_SECRET, type TestContext } from "../../test/app.ts";
import { DEMO_ADMINISTRATOR, seedDemoDataIfEmpty } from "./seed.ts";

// The demo administrator (issue 29): password, then a code of the published secret, as a tester
// with an authenticator app would do.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemoDataIfEmpty(ctx.database.db, { appSecret: TEST_APP_SECRET })).toBe(true);
});
afterAll(() => ctx.close());

describe("demo administrator", () => {
  it("logs in with its password and a code of the README's secret", async () => {
    const first = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: DEMO_ADMINISTRATOR.email, password: DEMO_ADMINISTRATOR.password },
    });
    expect(first.statusCode).toBe(401);
    expect(first.json().code).toBe("SECOND_FACTOR_REQUIRED");
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_ADMINISTRATOR.totpSecret) }).generate();
    const second = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login/second-factor",
      payload: { challenge: first.json().challenge, code },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toMatchObject({ email: DEMO_ADMINISTRATOR.email, role: "administrateur" });
  });
});
