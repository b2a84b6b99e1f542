import { ButtonsGroup } from "@codegouvfr/react-dsfr/ButtonsGroup";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { accountMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import {
  type PublicUser,
  type UserUpdateBody,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { fieldState } from "../../../components/field-state.ts";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateUser } from "../api/user.ts";
import {
  type SettingsFormValues,
  settingsFields,
  toSettingsBody,
  toSettingsFormValues,
} from "../utils/settings-form-values.ts";

const resolver = bodyResolver(userUpdateBodySchema, toSettingsBody);

export function SettingsForm({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const update = useUpdateUser(user.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues, unknown, UserUpdateBody>({
    resolver,
    defaultValues: toSettingsFormValues(user),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.success(toastTitles.success, accountMessages.saveSuccess);
      await navigate(paths.home.getHref());
    } catch (error) {
      applyServerErrors(error, setError, { fields: settingsFields });
      toast.error(accountMessages.saveFailed, errorMessage(error, accountMessages.saveFailed));
    }
  });

  const text = (
    name: keyof SettingsFormValues,
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Input
      label={label}
      hintText={extra.hint}
      {...fieldState(errors[name])}
      nativeInputProps={{
        ...register(name),
        type: extra.type ?? "text",
        autoComplete: extra.autoComplete,
        "aria-invalid": errors[name] ? true : undefined,
      }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Paramètres du compte">
      <fieldset className="fr-fieldset" aria-labelledby="settings-identity">
        <legend id="settings-identity" className="fr-fieldset__legend">
          Identité et coordonnées
        </legend>
        <div className="fr-fieldset__element">
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-sm-6">
              {text("first_name", "Prénom", { autoComplete: "given-name" })}
            </div>
            <div className="fr-col-12 fr-col-sm-6">
              {text("last_name", "Nom", { autoComplete: "family-name" })}
            </div>
          </div>
        </div>
        <div className="fr-fieldset__element">
          {text("email", "Email", {
            hint: "Format attendu : nom@domaine.fr",
            type: "email",
            autoComplete: "email",
          })}
        </div>
        <div className="fr-fieldset__element">
          {text("phone", "Téléphone", {
            hint: "10 chiffres, par exemple : 06 12 34 56 78",
            type: "tel",
            autoComplete: "tel",
          })}
        </div>
        <div className="fr-fieldset__element">
          {text("address", "Adresse", { autoComplete: "street-address" })}
        </div>
      </fieldset>
      <fieldset className="fr-fieldset" aria-labelledby="settings-organization">
        <legend id="settings-organization" className="fr-fieldset__legend">
          Organisation
          <span className="fr-hint-text">Obligatoire pour un compte professionnel, facultatif sinon.</span>
        </legend>
        <div className="fr-fieldset__element">
          {text("organization", "Organisation", { autoComplete: "organization" })}
        </div>
        <div className="fr-fieldset__element">{text("siret", "SIRET", { hint: "14 chiffres" })}</div>
        <div className="fr-fieldset__element">
          <Input
            label="Description"
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
      <ButtonsGroup
        inlineLayoutWhen="sm and up"
        buttons={[
          { children: "Valider", type: "submit", disabled: isSubmitting },
          {
            children: "Annuler",
            priority: "secondary",
            type: "button",
            onClick: () => void navigate(paths.home.getHref()),
          },
        ]}
      />
    </form>
  );
}
