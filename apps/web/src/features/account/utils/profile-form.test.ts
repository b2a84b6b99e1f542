import type { PublicUser } from "@culture-patrimoine/contract/schemas/user";
import { userUpdateBodySchema } from "@culture-patrimoine/contract/schemas/user";
import { describe, expect, it } from "vitest";
import { toProfileBody, toProfileFormValues } from "./profile-form.ts";

const professional: PublicUser = {
  id: 3,
  first_name: "Camille",
  last_name: "Claudel",
  email: "camille@atelier.fr",
  phone: "0612345678",
  address: "1 quai de la Tournelle, 75005 Paris",
  city: "Paris",
  organization: "Atelier Claudel",
  siret: "73282932000074",
  rna: null,
  description: "Atelier de sculpture ouvert au public.",
  role: "professionnel",
  created_at: "2026-01-05T10:00:00.000Z",
  email_confirmed_at: null,
};

describe("toProfileFormValues", () => {
  it("shows the full name and turns missing values into empty fields", () => {
    expect(
      toProfileFormValues({ ...professional, phone: null, city: null, organization: null, siret: null }),
    ).toEqual({
      name: "Camille Claudel",
      email: "camille@atelier.fr",
      phone: "",
      city: "",
      organization: "",
      siret: "",
      current_password: "",
    });
  });
});

describe("toProfileBody", () => {
  it("splits the name again and sends the professional fields for a professionnel", () => {
    const values = {
      ...toProfileFormValues(professional),
      name: "Camille Rosalie Claudel",
      city: "Nogent-sur-Seine",
    };
    expect(toProfileBody(values, "professionnel", professional.email)).toEqual({
      first_name: "Camille",
      last_name: "Rosalie Claudel",
      email: "camille@atelier.fr",
      phone: "0612345678",
      city: "Nogent-sur-Seine",
      organization: "Atelier Claudel",
      siret: "73282932000074",
    });
  });

  it("leaves organisation and SIRET out for a participant, and never sends the role", () => {
    const body = toProfileBody(
      toProfileFormValues({ ...professional, role: "participant" }),
      "participant",
      professional.email,
    );
    expect(body).not.toHaveProperty("organization");
    expect(body).not.toHaveProperty("siret");
    expect(body).not.toHaveProperty("role");
  });

  it("round-trips: the API's schema accepts what the form sends", () => {
    const body = toProfileBody(toProfileFormValues(professional), "professionnel", professional.email);
    expect(userUpdateBodySchema.safeParse(body).success).toBe(true);
  });
});

describe("the current password", () => {
  const values = { ...toProfileFormValues(professional), current_password: "Mon-mot-de-passe-2026" };

  it("goes with a new address only", () => {
    expect(
      toProfileBody({ ...values, email: "camille@musee.fr" }, "professionnel", professional.email),
    ).toMatchObject({
      email: "camille@musee.fr",
      current_password: "Mon-mot-de-passe-2026",
    });
    for (const email of [professional.email, " CAMILLE@atelier.fr "]) {
      expect(toProfileBody({ ...values, email }, "professionnel", professional.email)).not.toHaveProperty(
        "current_password",
      );
    }
  });

  it("is left out when empty: the new address then waits for its link", () => {
    const body = toProfileBody(
      { ...values, email: "camille@musee.fr", current_password: "" },
      "professionnel",
      professional.email,
    );
    expect(body).not.toHaveProperty("current_password");
  });
});
