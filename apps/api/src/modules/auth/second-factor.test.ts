import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, TEST_APP_SECRET, type TestContext } from "../../test/app.ts";
import {
  consumeRecoveryCode,
  consumeTotpCode,
  decryptSecret,
  encryptSecret,
  enrolConfirmedSecondFactor,
} from "./second-factor.ts";

// The service alone (the routes: second-factor.routes.test.ts): the secret encrypted at rest, a
// code accepted once, a recovery code used once, the command line's enrolment.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const AT = new Date("2026-03-02T10:00:00Z");
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });

describe("second factor service", () => {
  it("encrypts the secret with AES-256-GCM: another app secret cannot read it, each copy differs", () => {
    const stored = encryptSecret(TEST_APP_SECRET, "JBSWY3DPEHPK3PXP");
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(encryptSecret(TEST_APP_SECRET, "JBSWY3DPEHPK3PXP")).not.toBe(stored);
    expect(decryptSecret(TEST_APP_SECRET, stored)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => decryptSecret("another-secret".padEnd(40, "y"), stored)).toThrow();
  });

  it("enrols and enables at once for the command line; accepts a code once, a step ±1, never an older one", async () => {
    const { user } = await registerProfessionnel(ctx.app);
    const enrolled = await enrolConfirmedSecondFactor(ctx.database.db, TEST_APP_SECRET, user.id);
    expect(enrolled.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolled.otpauthUrl).toContain("algorithm=SHA1&digits=6&period=30");
    expect(enrolled.recoveryCodes).toHaveLength(10);
    for (const code of enrolled.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totp_enabled_at).not.toBeNull();
    expect(row?.totp_secret).not.toContain(enrolled.secret);

    const db = ctx.database.db;
    const code = codeAt(enrolled.secret, AT);
    expect(await consumeTotpCode(db, TEST_APP_SECRET, user.id, code, AT)).toBe(true);
    expect(await consumeTotpCode(db, TEST_APP_SECRET, user.id, code, AT)).toBe(false);
    const previous = codeAt(enrolled.secret, new Date(AT.getTime() - 30_000));
    expect(await consumeTotpCode(db, TEST_APP_SECRET, user.id, previous, AT)).toBe(false);
    const next = codeAt(enrolled.secret, new Date(AT.getTime() + 30_000));
    expect(await consumeTotpCode(db, TEST_APP_SECRET, user.id, next, AT)).toBe(true);
    const far = codeAt(enrolled.secret, new Date(AT.getTime() + 120_000));
    expect(await consumeTotpCode(db, TEST_APP_SECRET, user.id, far, AT)).toBe(false);
  });

  it("accepts one code once when two requests send it at the same moment", async () => {
    const { user } = await registerProfessionnel(ctx.app);
    const { secret } = await enrolConfirmedSecondFactor(ctx.database.db, TEST_APP_SECRET, user.id);
    const code = codeAt(secret, AT);
    const results = await Promise.all(
      [1, 2, 3].map(() => consumeTotpCode(ctx.database.db, TEST_APP_SECRET, user.id, code, AT)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("accepts a recovery code once, whatever its case and dashes", async () => {
    const { user } = await registerProfessionnel(ctx.app);
    const { recoveryCodes } = await enrolConfirmedSecondFactor(ctx.database.db, TEST_APP_SECRET, user.id);
    const code = recoveryCodes[0] ?? "";
    expect(await consumeRecoveryCode(ctx.database.db, user.id, code.toUpperCase().replace("-", ""), AT)).toBe(
      true,
    );
    expect(await consumeRecoveryCode(ctx.database.db, user.id, code, AT)).toBe(false);
    expect(await consumeRecoveryCode(ctx.database.db, user.id, "aaaa-aaaa", AT)).toBe(false);
  });
});
