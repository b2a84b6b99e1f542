import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { hasValidSiretKey, normalizeSiret } from "../siret.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import {
  addressSchema,
  descriptionSchema,
  nameSchema,
  newPasswordSchema,
  organizationSchema,
  phoneSchema,
  publicUserSchema,
  rnaSchema,
  siretSchema,
  userUpdateBodySchema,
} from "./user.ts";

describe("nameSchema", () => {
  it("needs at least 2 characters after trimming", () => {
    expect(issuesOf(nameSchema, "A")).toEqual({ "": [m.nameTooShort] });
    expect(issuesOf(nameSchema, " A ")).toEqual({ "": [m.nameTooShort] });
    expect(nameSchema.parse("Al")).toBe("Al");
  });
});

describe("phoneSchema", () => {
  it("needs 10 digits, separators allowed", () => {
    expect(issuesOf(phoneSchema, "061234567")).toEqual({ "": [m.phoneInvalid] });
    expect(phoneSchema.parse("0612345678")).toBe("0612345678");
    expect(phoneSchema.parse("06 12 34 56 78")).toBe("06 12 34 56 78");
    expect(phoneSchema.parse("+33 6 12 34 56 78")).toBe("+33 6 12 34 56 78");
    expect(issuesOf(phoneSchema, "06-12-34-56-7a")).toEqual({ "": [m.phoneInvalid] });
  });
});

describe("addressSchema", () => {
  it("needs at least 5 characters", () => {
    expect(issuesOf(addressSchema, "1 ru")).toEqual({ "": [m.addressTooShort] });
    expect(addressSchema.parse("1 rue")).toBe("1 rue");
  });
});

describe("newPasswordSchema", () => {
  it("accepts 8 to 128 characters", () => {
    expect(issuesOf(newPasswordSchema, "Xk7#pq2")).toEqual({ "": [m.passwordTooShort] });
    expect(newPasswordSchema.parse("Xk7#pq2L")).toBe("Xk7#pq2L");
    // A 4-character unit repeated is refused as too common: the longest password is a phrase.
    const longest = "Une phrase de passe, 2026 ; ".repeat(5).slice(0, 128);
    expect(newPasswordSchema.parse(longest)).toHaveLength(128);
    expect(issuesOf(newPasswordSchema, `${longest}x`)).toEqual({ "": [m.passwordTooLong] });
  });

  it("refuses the most common passwords, whatever their case", () => {
    for (const password of [
      "password123",
      "azertyuiop",
      "MotDePasse",
      "12345678",
      "Password1!",
      "Azerty123!",
      "admin1234",
    ]) {
      expect(issuesOf(newPasswordSchema, password), password).toEqual({ "": [m.passwordTooCommon] });
    }
  });
});

describe("siretSchema", () => {
  it("accepts 14 digits with a valid key", () => {
    expect(siretSchema.parse("73282932000074")).toBe("73282932000074");
  });

  it("accepts spaces and answers the digits alone", () => {
    expect(siretSchema.parse("732 829 320 00074")).toBe("73282932000074");
    expect(normalizeSiret("732 829 320 00074")).toBe("73282932000074");
  });

  it("refuses 13 and 15 digits with the length message", () => {
    expect(issuesOf(siretSchema, "7328293200007")).toEqual({ "": [m.siretLength] });
    expect(issuesOf(siretSchema, "732829320000740")).toEqual({ "": [m.siretLength] });
    expect(issuesOf(siretSchema, "7328293200007A")).toEqual({ "": [m.siretLength] });
  });

  it("refuses a wrong key", () => {
    expect(issuesOf(siretSchema, "73282932000075")).toEqual({ "": [m.siretInvalid] });
  });

  it("knows La Poste's numbering", () => {
    // Head office: ordinary Luhn key; other establishments: digit sum divisible by 5.
    expect(hasValidSiretKey("35600000000048")).toBe(true);
    expect(siretSchema.parse("356 000 000 00048")).toBe("35600000000048");
    expect(hasValidSiretKey("35600000049837")).toBe(true);
    expect(hasValidSiretKey("35600000049838")).toBe(false);
  });
});

describe("rnaSchema", () => {
  it("stores an RNA number upper case without spaces", () => {
    expect(rnaSchema.parse("W751234567")).toBe("W751234567");
    expect(rnaSchema.parse(" w 751 234 567 ")).toBe("W751234567");
  });

  it("refuses anything but W and 9 digits", () => {
    for (const value of ["", "751234567", "W75123456", "W7512345678", "V751234567", "W75-1234567"]) {
      expect(issuesOf(rnaSchema, value), value).toEqual({ "": [m.rnaInvalid] });
    }
  });

  it("is an optional field of the settings: blank clears it, a wrong one is refused", () => {
    expect(parseOk(userUpdateBodySchema, { rna: "w751234567" })).toMatchObject({ rna: "W751234567" });
    expect(parseOk(userUpdateBodySchema, { rna: "" })).toMatchObject({ rna: null });
    expect(messageAt(userUpdateBodySchema, { rna: "W1" }, "rna")).toBe(m.rnaInvalid);
  });
});

describe("organizationSchema and descriptionSchema", () => {
  it("apply SPEC's professional minimums", () => {
    expect(issuesOf(organizationSchema, "A")).toEqual({ "": [m.organizationRequired] });
    expect(organizationSchema.parse("AB")).toBe("AB");
    expect(issuesOf(descriptionSchema, "123456789")).toEqual({ "": [m.descriptionTooShort] });
    expect(descriptionSchema.parse("1234567890")).toBe("1234567890");
    expect(issuesOf(descriptionSchema, "a".repeat(100_000))).toEqual({ "": [m.tooLong] });
  });
});

describe("userUpdateBodySchema", () => {
  it("changes only the fields sent", () => {
    expect(parseOk(userUpdateBodySchema, { first_name: "Camille" })).toEqual({ first_name: "Camille" });
  });

  it("drops role and id", () => {
    const parsed = parseOk(userUpdateBodySchema, { first_name: "Camille", role: "professionnel", id: 1 });
    expect(parsed).not.toHaveProperty("role");
    expect(parsed).not.toHaveProperty("id");
  });

  it("turns blank optional fields into null and checks the others", () => {
    expect(parseOk(userUpdateBodySchema, { siret: "", phone: " " })).toMatchObject({
      siret: null,
      phone: null,
    });
    expect(messageAt(userUpdateBodySchema, { siret: "123" }, "siret")).toBe(m.siretLength);
    expect(messageAt(userUpdateBodySchema, { email: "x@" }, "email")).toBe(m.emailInvalid);
  });

  it("needs the current password to set a new one", () => {
    expect(issuesOf(userUpdateBodySchema, { password: "Xk7#pq2Lm" })).toEqual({
      current_password: [m.currentPasswordRequired],
    });
    expect(parseOk(userUpdateBodySchema, { password: "Xk7#pq2Lm", current_password: "ancien-mdp" })).toEqual({
      password: "Xk7#pq2Lm",
      current_password: "ancien-mdp",
    });
  });
});

describe("publicUserSchema", () => {
  it("never carries a password hash", () => {
    const user = {
      id: 1,
      first_name: "Camille",
      last_name: "Durand",
      email: "camille@example.fr",
      phone: null,
      address: null,
      city: null,
      organization: null,
      siret: null,
      rna: null,
      description: null,
      role: "participant",
      created_at: "2025-01-01T00:00:00.000Z",
      email_confirmed_at: null,
    };
    expect(parseOk(publicUserSchema, { ...user, password_hash: "$argon2id$..." })).toEqual(user);
  });

  it("reads an answer without email_confirmed_at (added in issue 28) as an address not confirmed", () => {
    const { email_confirmed_at: _added, ...older } = {
      id: 1,
      first_name: "Camille",
      last_name: "Durand",
      email: "camille@example.fr",
      phone: null,
      address: null,
      city: null,
      organization: null,
      siret: null,
      description: null,
      role: "participant",
      created_at: "2025-01-01T00:00:00.000Z",
      email_confirmed_at: "2025-01-02T10:00:00+01:00",
    };
    expect(parseOk(publicUserSchema, older).email_confirmed_at).toBeNull();
  });
});
