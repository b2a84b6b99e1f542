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
  description: null,
  role: "participant",
  created_at: "2026-01-05T10:00:00.000Z",
};

describe("settings form conversions", () => {
  it("turns missing values into empty fields", () => {
    expect(toSettingsFormValues(participant)).toEqual({
      first_name: "Victor",
      last_name: "Hugo",
      email: "victor@example.fr",
      phone: "0612345678",
      address: "",
      organization: "",
      siret: "",
      description: "",
    });
  });

  it("sends every field, and an emptied field becomes null on the way", () => {
    const body = toSettingsBody({ ...toSettingsFormValues(participant), phone: "" });
    const parsed = userUpdateBodySchema.parse(body);
    expect(parsed).toMatchObject({ first_name: "Victor", phone: null, address: null, siret: null });
  });
});
