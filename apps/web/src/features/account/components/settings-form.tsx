import {
  accountMessages,
  emailChangeMessages,
  organiserIdentityMessages as identity,
  toastTitles,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import {
  type PublicUser,
  type UserUpdateBody,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PhoneField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { SelectControl } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateUser } from "../api/user.ts";
import { isNewEmail } from "../utils/email-change.ts";
import {
  type SettingsFormValues,
  settingsFields,
  toSettingsBody,
  toSettingsFormValues,
} from "../utils/settings-form-values.ts";
import { EmailChangeFields } from "./email-change-fields.tsx";
import { PendingEmailNotice } from "./pending-email-notice.tsx";

export function SettingsForm({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const update = useUpdateUser(user.id);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<SettingsFormValues, unknown, UserUpdateBody>({
    resolver: bodyResolver(userUpdateBodySchema, (values: SettingsFormValues) =>
      toSettingsBody(values, user.email),
    ),
    defaultValues: toSettingsFormValues(user),
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      if (saved.pending_email) {
        // The rest is saved; the page stays, saying where the link went.
        toast.success(toastTitles.success, accountMessages.saveSuccess);
        reset(toSettingsFormValues(saved));
        setPendingEmail(saved.pending_email);
        return;
      }
      const emailChanged = body.email !== undefined && isNewEmail(body.email, user.email);
      toast.success(
        toastTitles.success,
        emailChanged ? emailChangeMessages.changed : accountMessages.saveSuccess,
      );
      await navigate(paths.home.getHref());
    } catch (error) {
      applyServerErrors(error, setError, { fields: settingsFields });
      toast.error(accountMessages.saveFailed, errorMessage(error, accountMessages.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Paramètres du compte">
      {pendingEmail && <PendingEmailNotice key={pendingEmail} email={pendingEmail} />}
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
        <EmailChangeFields
          form={form}
          emailName="email"
          passwordName="current_password"
          currentEmail={user.email}
        />
        <PhoneField form={form} name="phone" />
        <TextField form={form} name="address" label="Adresse" autoComplete="street-address" />
        <TextField form={form} name="city" label="Ville" autoComplete="address-level2" />
      </FormSection>
      <FormSection
        id="settings-organization"
        legend="Organisation"
        hint="Obligatoire pour un compte professionnel, facultatif sinon."
      >
        <SelectControl
          label="Type de compte"
          hint={
            "Le type de compte ne peut pas être modifié en ligne\u00a0: pour passer d’un compte participant à un compte professionnel, contactez-nous."
          }
          disabled
          selectProps={{ value: user.role, onChange: () => undefined }}
          options={[
            { value: "participant", label: "Participant" },
            { value: "professionnel", label: "Professionnel" },
            { value: "administrateur", label: "Administrateur" },
          ]}
        />
        <TextField form={form} name="organization" label="Organisation" autoComplete="organization" />
        <TextField form={form} name="siret" label={identity.siretLabel} hint={identity.siretHint} />
        <TextField form={form} name="rna" label={identity.rnaLabel} hint={identity.rnaHint} />
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
