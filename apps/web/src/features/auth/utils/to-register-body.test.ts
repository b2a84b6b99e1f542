import type { RegisterFormValues } from "@culture-patrimoine/contract/schemas/auth";
import { registerBodySchema } from "@culture-patrimoine/contract/schemas/auth";
import { describe, expect, it } from "vitest";
import { toRegisterBody } from "./to-register-body.ts";

const participant: RegisterFormValues = {
  userType: "participant",
  name: "Marie Curie",
  email: "marie.curie@example.fr",
  phone: "06 12 34 56 78",
  address: "12 rue des Écoles, Paris",
  password: "Radium-Polonium-1898",
  confirmPassword: "Radium-Polonium-1898",
  agreeTerms: true,
  organization: "Ignored",
  siret: "73282932000074",
  rna: "",
  description: "Ignored too",
};

describe("toRegisterBody", () => {
  it("splits the full name and drops the form-only fields", () => {
    expect(toRegisterBody(participant)).toEqual({
      first_name: "Marie",
      last_name: "Curie",
      email: "marie.curie@example.fr",
      password: "Radium-Polonium-1898",
      phone: "06 12 34 56 78",
      address: "12 rue des Écoles, Paris",
      role: "participant",
    });
  });

  it("gives an empty last name for a single word", () => {
    expect(toRegisterBody({ ...participant, name: "Colette" })).toMatchObject({
      first_name: "Colette",
      last_name: "",
    });
  });

  it("keeps everything after the first space as the last name", () => {
    expect(toRegisterBody({ ...participant, name: "Jean de La Fontaine" })).toMatchObject({
      first_name: "Jean",
      last_name: "de La Fontaine",
    });
  });

  it("sends the professional fields only for a professionnel", () => {
    const body = toRegisterBody({
      ...participant,
      userType: "professionnel",
      organization: " Musée des Confluences ",
      description: "Musée de sciences et de sociétés à Lyon.",
    });
    expect(body).toMatchObject({
      role: "professionnel",
      organization: "Musée des Confluences",
      siret: "73282932000074",
      description: "Musée de sciences et de sociétés à Lyon.",
    });
    expect(body).not.toHaveProperty("confirmPassword");
    expect(body).not.toHaveProperty("agreeTerms");
  });

  it("sends an association's RNA number, and a blank SIRET that the API reads as none", () => {
    const body = toRegisterBody({
      ...participant,
      userType: "professionnel",
      organization: "Les Amis du musée",
      siret: " ",
      rna: " w751234567 ",
      description: "Association des amis du musée.",
    });
    expect(body).toMatchObject({ siret: "", rna: "w751234567" });
    expect(registerBodySchema.parse(body)).toMatchObject({ siret: null, rna: "W751234567" });
  });

  it("produces a body the API's schema accepts", () => {
    expect(registerBodySchema.safeParse(toRegisterBody(participant)).success).toBe(true);
    const pro = toRegisterBody({
      ...participant,
      userType: "professionnel",
      organization: "Musée des Confluences",
      description: "Musée de sciences et de sociétés à Lyon.",
    });
    expect(registerBodySchema.safeParse(pro).success).toBe(true);
  });
});
