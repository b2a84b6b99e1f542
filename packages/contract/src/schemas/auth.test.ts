import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import { loginBodySchema, loginFormSchema, registerBodySchema, registerFormSchema } from "./auth.ts";

describe("loginBodySchema", () => {
  it("accepts an email and a password of 6 characters or more", () => {
    expect(parseOk(loginBodySchema, { email: " Camille@Example.FR ", password: "123456" })).toEqual({
      email: "camille@example.fr",
      password: "123456",
    });
  });

  it("leaves a short password to the server's check (a wrong password, 401)", () => {
    expect(parseOk(loginBodySchema, { email: "camille@example.fr", password: "12345" }).password).toBe(
      "12345",
    );
    expect(issuesOf(loginBodySchema, { email: "camille", password: "12345" })).toEqual({
      email: [m.emailInvalid],
    });
  });
});

describe("loginFormSchema", () => {
  it("uses SPEC's messages, every error at once", () => {
    expect(issuesOf(loginFormSchema, { email: "camille", password: "12345" })).toEqual({
      email: [m.emailInvalid],
      password: [m.loginPasswordTooShort],
    });
    expect(issuesOf(loginFormSchema, { email: "camille@example.fr", password: "" })).toEqual({
      password: [m.loginPasswordTooShort],
    });
    expect(parseOk(loginFormSchema, { email: "camille@example.fr", password: "123456" }).password).toBe(
      "123456",
    );
  });
});

const participant = {
  role: "participant",
  first_name: "Camille Durand",
  email: "camille@example.fr",
  password: "Xk7#pq2L",
  phone: "0612345678",
};
const professionnel = {
  ...participant,
  role: "professionnel",
  organization: "Musée de Bretagne",
  siret: "732 829 320 00074",
  description: "Musée d'histoire régionale",
};

describe("registerBodySchema", () => {
  it("accepts a participant and drops professional fields", () => {
    expect(parseOk(registerBodySchema, { ...participant, organization: "X", siret: "1" })).toEqual({
      ...participant,
      last_name: "",
    });
  });

  it("accepts a professionnel with a normalized SIRET", () => {
    expect(parseOk(registerBodySchema, professionnel)).toMatchObject({
      role: "professionnel",
      organization: "Musée de Bretagne",
      siret: "73282932000074",
    });
  });

  it("needs an organisation for a professionnel; a SIRET only once given (SPEC §7 sends none)", () => {
    const { organization: _o, siret: _s, ...bare } = professionnel;
    expect(issuesOf(registerBodySchema, bare)).toEqual({ organization: [m.organizationRequired] });
    expect(parseOk(registerBodySchema, { ...bare, organization: "Musée de Bretagne" })).toMatchObject({
      siret: null,
    });
    expect(parseOk(registerBodySchema, { ...professionnel, siret: "  " })).toMatchObject({ siret: null });
    expect(messageAt(registerBodySchema, { ...professionnel, siret: "73282932000075" }, "siret")).toBe(
      m.siretInvalid,
    );
    expect(messageAt(registerBodySchema, { ...professionnel, siret: "123" }, "siret")).toBe(m.siretLength);
  });

  it("accepts an association's RNA number, in lower case and with spaces, stored as W + 9 digits", () => {
    const { siret: _s, ...withoutSiret } = professionnel;
    expect(parseOk(registerBodySchema, { ...withoutSiret, rna: " w75 1234 567 " })).toMatchObject({
      siret: null,
      rna: "W751234567",
    });
    expect(parseOk(registerBodySchema, { ...professionnel, rna: "" })).toMatchObject({ rna: null });
    expect(parseOk(registerBodySchema, professionnel)).toMatchObject({ rna: null });
    for (const rna of ["751234567", "W75123456", "W7512345678", "X751234567", "W75123456A"]) {
      expect(messageAt(registerBodySchema, { ...professionnel, rna }, "rna"), rna).toBe(m.rnaInvalid);
    }
  });

  it("refuses a missing or unknown role on path role", () => {
    const { role: _role, ...withoutRole } = participant;
    expect(issuesOf(registerBodySchema, withoutRole)).toEqual({ role: [m.userTypeInvalid] });
    expect(issuesOf(registerBodySchema, { ...participant, role: "admin" })).toEqual({
      role: [m.userTypeInvalid],
    });
  });

  it("applies the field rules", () => {
    expect(
      issuesOf(registerBodySchema, { ...participant, first_name: "A", email: "x", phone: "061234567" }),
    ).toEqual({
      first_name: [m.nameTooShort],
      email: [m.emailInvalid],
      phone: [m.phoneInvalid],
    });
    expect(messageAt(registerBodySchema, { ...participant, password: "Xk7#pq2" }, "password")).toBe(
      m.passwordTooShort,
    );
    expect(messageAt(registerBodySchema, { ...participant, password: "motdepasse123" }, "password")).toBe(
      m.passwordTooCommon,
    );
  });

  it("refuses the common passwords of issue 15, and one's own name or address", () => {
    for (const password of ["Password1!", "Azerty123!", "admin1234"]) {
      expect(messageAt(registerBodySchema, { ...participant, password }, "password"), password).toBe(
        m.passwordTooCommon,
      );
    }
    for (const password of ["CamilleDurand1", "Durand-2026", "C@milleDur@nd"]) {
      expect(messageAt(registerBodySchema, { ...professionnel, password }, "password"), password).toBe(
        m.passwordPersonal,
      );
    }
  });

  it("drops an id or any unknown field", () => {
    const parsed = parseOk(registerBodySchema, { ...participant, id: 1, is_admin: true });
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("is_admin");
  });
});

const participantForm = {
  userType: "participant",
  name: "Camille Durand",
  email: "camille@example.fr",
  phone: "06 12 34 56 78",
  address: "12 rue de la Paix",
  password: "Xk7#pq2L",
  confirmPassword: "Xk7#pq2L",
  agreeTerms: true,
  organization: "",
  siret: "",
  rna: "",
  description: "",
};

describe("registerFormSchema", () => {
  it("accepts a participant without the professional fields", () => {
    expect(issuesOf(registerFormSchema, participantForm)).toEqual({});
  });

  it("refuses a password made of one's own name or address", () => {
    expect(
      issuesOf(registerFormSchema, {
        ...participantForm,
        password: "Durand75!",
        confirmPassword: "Durand75!",
      }),
    ).toEqual({
      password: [m.passwordPersonal],
    });
  });

  it("needs the terms accepted", () => {
    expect(issuesOf(registerFormSchema, { ...participantForm, agreeTerms: false })).toEqual({
      agreeTerms: [m.termsRequired],
    });
  });

  it("needs matching passwords and a confirmation", () => {
    expect(issuesOf(registerFormSchema, { ...participantForm, confirmPassword: "Xk7#pq2M" })).toEqual({
      confirmPassword: [m.passwordsMismatch],
    });
    expect(
      messageAt(registerFormSchema, { ...participantForm, confirmPassword: "" }, "confirmPassword"),
    ).toBe(m.confirmPasswordRequired);
  });

  it("checks address 4/5 and name 1/2", () => {
    expect(messageAt(registerFormSchema, { ...participantForm, address: "1 ru" }, "address")).toBe(
      m.addressTooShort,
    );
    expect(
      messageAt(registerFormSchema, { ...participantForm, address: "1 rue" }, "address"),
    ).toBeUndefined();
    expect(messageAt(registerFormSchema, { ...participantForm, name: "C" }, "name")).toBe(m.nameTooShort);
    expect(messageAt(registerFormSchema, { ...participantForm, name: "Cé" }, "name")).toBeUndefined();
  });

  it("switches to the professional rule set for a professionnel", () => {
    expect(issuesOf(registerFormSchema, { ...participantForm, userType: "professionnel" })).toEqual({
      organization: [m.organizationRequired],
      siret: [m.siretOrRnaRequired],
      description: [m.descriptionTooShort],
    });
    const professionalForm = {
      ...participantForm,
      userType: "professionnel",
      organization: "La Poste",
      siret: "356 000 000 00048",
      description: "Service postal national",
    };
    expect(issuesOf(registerFormSchema, professionalForm)).toEqual({});
  });

  it("asks a professionnel for a SIRET or an RNA number, and checks each one given", () => {
    const professionalForm = {
      ...participantForm,
      userType: "professionnel",
      organization: "Les Amis du musée",
      description: "Association des amis du musée",
    };
    expect(issuesOf(registerFormSchema, professionalForm)).toEqual({ siret: [m.siretOrRnaRequired] });
    expect(issuesOf(registerFormSchema, { ...professionalForm, rna: "w751234567" })).toEqual({});
    expect(issuesOf(registerFormSchema, { ...professionalForm, siret: "73282932000074" })).toEqual({});
    expect(issuesOf(registerFormSchema, { ...professionalForm, rna: "W7512" })).toEqual({
      rna: [m.rnaInvalid],
    });
    expect(
      issuesOf(registerFormSchema, { ...professionalForm, siret: "73282932000075", rna: "W751234567" }),
    ).toEqual({ siret: [m.siretInvalid] });
  });

  it("refuses an unknown account type", () => {
    expect(messageAt(registerFormSchema, { ...participantForm, userType: "" }, "userType")).toBe(
      m.userTypeInvalid,
    );
  });
});
