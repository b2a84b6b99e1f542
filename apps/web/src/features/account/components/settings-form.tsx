import { accountMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import {
  type PublicUser,
  type UserUpdateBody,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { EmailField, PhoneField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
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
  const form = useForm<SettingsFormValues, unknown, UserUpdateBody>({
    resolver,
    defaultValues: toSettingsFormValues(user),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

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

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Paramètres du compte">
      <ErrorSummary form={form} />
      <FormSection id="settings-identity" legend="Identité et coordonnées">
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-sm-6">
            <TextField form={form} name="first_name" label="Prénom" autoComplete="given-name" />
          </div>
          <div className="fr-col-12 fr-col-sm-6">
            <TextField form={form} name="last_name" label="Nom" autoComplete="family-name" />
          </div>
        </div>
        <EmailField form={form} name="email" />
        <PhoneField form={form} name="phone" />
        <TextField form={form} name="address" label="Adresse" autoComplete="street-address" />
      </FormSection>
      <FormSection
        id="settings-organization"
        legend="Organisation"
        hint="Obligatoire pour un compte professionnel, facultatif sinon."
      >
        <TextField form={form} name="organization" label="Organisation" autoComplete="organization" />
        <TextField form={form} name="siret" label="SIRET" hint="14 chiffres" />
        <TextField form={form} name="description" label="Description" rows={4} />
      </FormSection>
      <FormActions
        submitLabel="Valider"
        disabled={isSubmitting}
        onCancel={() => void navigate(paths.home.getHref())}
      />
    </form>
  );
}
