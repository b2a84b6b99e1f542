import { Input } from "@codegouvfr/react-dsfr/Input";
import { SIRET_LENGTH } from "@culture-patrimoine/contract/constants";
import type { RegisterFormValues } from "@culture-patrimoine/contract/schemas/auth";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";

interface ProfessionalFieldsProps {
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>;
}

// 14 digits, plus the spaces people type between the SIREN and the NIC groups.
const SIRET_MAX_TYPED = SIRET_LENGTH + 3;

/** The three fields that appear when the account type is professionnel (SPEC §2). */
export function ProfessionalFields({ register, errors }: ProfessionalFieldsProps) {
  return (
    <fieldset className="fr-fieldset" aria-labelledby="professional-legend">
      <legend id="professional-legend" className="fr-fieldset__legend">
        Votre organisation
      </legend>
      <div className="fr-fieldset__element">
        <Input
          label="Organisation"
          hintText="Nom de la structure (association, musée, collectivité…)"
          {...fieldState(errors.organization)}
          nativeInputProps={{
            ...register("organization"),
            autoComplete: "organization",
            "aria-invalid": errors.organization ? true : undefined,
          }}
        />
      </div>
      <div className="fr-fieldset__element">
        <Input
          label="SIRET"
          hintText="14 chiffres"
          {...fieldState(errors.siret)}
          nativeInputProps={{
            ...register("siret"),
            inputMode: "numeric",
            maxLength: SIRET_MAX_TYPED,
            autoComplete: "off",
            "aria-invalid": errors.siret ? true : undefined,
          }}
        />
      </div>
      <div className="fr-fieldset__element">
        <Input
          label="Description"
          hintText="Présentez votre structure en quelques phrases (10 caractères minimum)"
          textArea
          {...fieldState(errors.description)}
          nativeTextAreaProps={{
            ...register("description"),
            rows: 4,
            "aria-invalid": errors.description ? true : undefined,
          }}
        />
      </div>
    </fieldset>
  );
}
