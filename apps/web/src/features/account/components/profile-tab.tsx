import { Button } from "@codegouvfr/react-dsfr/Button";
import { accountMessages, emailChangeMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import {
  type PublicUser,
  type UserUpdateBody,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PhoneField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { SelectControl } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateUser } from "../api/user.ts";
import { isNewEmail } from "../utils/email-change.ts";
import {
  type ProfileFormValues,
  profileFields,
  toProfileBody,
  toProfileFormValues,
} from "../utils/profile-form.ts";
import { EmailChangeFields } from "./email-change-fields.tsx";
import { PendingEmailNotice } from "./pending-email-notice.tsx";

const nameAliases = { first_name: "name", last_name: "name" } as const;

export function ProfileTab({ user }: { user: PublicUser }) {
  const update = useUpdateUser(user.id);
  const isProfessional = user.role === "professionnel";
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, UserUpdateBody>({
    resolver: bodyResolver(
      userUpdateBodySchema,
      (values: ProfileFormValues) => toProfileBody(values, user.role, user.email),
      {
        aliases: nameAliases,
      },
    ),
    defaultValues: toProfileFormValues(user),
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
      reset(toProfileFormValues(saved));
      setPendingEmail(saved.pending_email ?? null);
      const emailChanged =
        !saved.pending_email && body.email !== undefined && isNewEmail(body.email, user.email);
      toast.success(
        toastTitles.success,
        emailChanged ? emailChangeMessages.changed : accountMessages.saveSuccess,
      );
    } catch (error) {
      applyServerErrors(error, setError, { fields: profileFields, aliases: nameAliases });
      toast.error(accountMessages.saveFailed, errorMessage(error, accountMessages.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className="fr-h4">
        Informations personnelles
      </h2>
      {pendingEmail && <PendingEmailNotice key={pendingEmail} email={pendingEmail} headingAs="h3" />}
      <ErrorSummary form={form} headingAs="h3" />
      <TextField form={form} name="name" label="Nom complet" hint="Prénom puis nom" autoComplete="name" />
      <EmailChangeFields
        form={form}
        emailName="email"
        passwordName="current_password"
        currentEmail={user.email}
      />
      <PhoneField form={form} name="phone" />
      <TextField form={form} name="city" label="Ville" autoComplete="address-level2" />
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
        ]}
      />
      {isProfessional && (
        <>
          <TextField form={form} name="organization" label="Organisation" autoComplete="organization" />
          <TextField form={form} name="siret" label="SIRET" hint="14 chiffres" />
        </>
      )}
      <Button type="submit" disabled={isSubmitting}>
        Enregistrer les modifications
      </Button>
    </form>
  );
}
