import type { RegisterFormValues, RegisterInput } from "@culture-patrimoine/contract/schemas/auth";
import { splitFullName } from "../../../lib/person-name.ts";

/**
 * The register tab's values as POST /api/auth/register expects them: "Nom complet" split into
 * first and last name, the confirmation and the terms box dropped (the server needs neither), and
 * the professional fields only for a professionnel.
 */
export function toRegisterBody(form: RegisterFormValues): RegisterInput {
  const common = {
    ...splitFullName(form.name),
    email: form.email.trim(),
    password: form.password,
    phone: form.phone.trim(),
    address: form.address.trim(),
  };
  if (form.userType === "professionnel") {
    return {
      ...common,
      role: "professionnel",
      organization: form.organization.trim(),
      siret: form.siret.trim(),
      rna: form.rna.trim(),
      description: form.description.trim(),
    };
  }
  return { ...common, role: "participant" };
}
