import { SIRET_LENGTH } from "@culture-patrimoine/contract/constants";
import { organiserIdentityMessages as t } from "@culture-patrimoine/contract/messages";
import type { RegisterFormValues } from "@culture-patrimoine/contract/schemas/auth";
import type { UseFormReturn } from "react-hook-form";
import { FormSection } from "../../../components/form/form-section.tsx";
import { TextField } from "../../../components/form/text-field.tsx";

// 14 digits, plus the spaces people type between the SIREN and the NIC groups.
const SIRET_MAX_TYPED = SIRET_LENGTH + 3;
// W and 9 digits, plus a few spaces.
const RNA_MAX_TYPED = 14;

/** The fields that appear when the account type is professionnel (SPEC §2, and the RNA of issue 29). */
export function ProfessionalFields({ form }: { form: UseFormReturn<RegisterFormValues> }) {
  return (
    <FormSection id="professional-legend" legend="Votre organisation">
      <TextField
        form={form}
        name="organization"
        label="Organisation"
        hint="Nom de la structure (association, musée, collectivité…)"
        autoComplete="organization"
      />
      <TextField
        form={form}
        name="siret"
        label={t.siretLabel}
        hint={t.siretHint}
        inputMode="numeric"
        maxLength={SIRET_MAX_TYPED}
      />
      <TextField form={form} name="rna" label={t.rnaLabel} hint={t.rnaHint} maxLength={RNA_MAX_TYPED} />
      <TextField
        form={form}
        name="description"
        label="Description"
        hint="Présentez votre structure en quelques phrases (10 caractères minimum)"
        rows={4}
      />
    </FormSection>
  );
}
