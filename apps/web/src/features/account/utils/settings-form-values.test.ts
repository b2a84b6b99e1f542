import type { PublicUser } from "@culture-patrimoine/contract/schemas/user";
import { userUpdateBodySchema } from "@culture-patrimoine/contract/schemas/user";
import { describe, expect, it } from "vitest";
import { toSettingsBody, toSettingsFormValues } from "./settings-form-values.ts";

const participant: PublicUser = {
  id: 9,
  first_name: "Victor",
  last_name: "Hugo",
  email: "victor@example.fr",
  phone: "0612345678",
  address: null,
  city: null,
  organization: null,
  siret: null,
  rna: null,
  description: null,
  role: "participant",
  created_at: "2026-01-05T10:00:00.000Z",
  email_confirmed_at: null,
};

describe("settings form conversions", () => {
  it("turns missing values into empty fields", () => {
    expect(toSettingsFormValues(participant)).toEqual({
      first_name: "Victor",
      last_name: "Hugo",
      email: "victor@example.fr",
      phone: "0612345678",
      address: "",
      city: "",
      organization: "",
      siret: "",
      rna: "",
      description: "",
      current_password: "",
    });
  });

  it("sends every field, and an emptied field becomes null on the way", () => {
    const body = toSettingsBody({ ...toSettingsFormValues(participant), phone: "" }, participant.email);
    const parsed = userUpdateBodySchema.parse(body);
    expect(parsed).toMatchObject({
      first_name: "Victor",
      phone: null,
      address: null,
      siret: null,
      rna: null,
    });
  });

  it("sends the current password with a new address only", () => {
    const values = { ...toSettingsFormValues(participant), current_password: "Les-Miserables-1862" };
    expect(toSettingsBody({ ...values, email: "victor@guernesey.fr" }, participant.email)).toMatchObject({
      email: "victor@guernesey.fr",
      current_password: "Les-Miserables-1862",
    });
    expect(toSettingsBody(values, participant.email)).not.toHaveProperty("current_password");
    expect(
      toSettingsBody({ ...values, email: "victor@guernesey.fr", current_password: "" }, participant.email),
    ).not.toHaveProperty("current_password");
  });
});
