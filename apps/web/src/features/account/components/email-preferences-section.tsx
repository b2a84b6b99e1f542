import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import type { Role } from "@culture-patrimoine/contract/constants";
import {
  accountMessages,
  emailPreferencesMessages as m,
  toastTitles,
} from "@culture-patrimoine/contract/messages";
import { type EmailPreferences, emailPreferencesSchema } from "@culture-patrimoine/contract/schemas/mail";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { CheckboxGroupField, type CheckboxOption } from "../../../components/form/checkbox-group-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useEmailPreferences, useUpdateEmailPreferences } from "../api/email-preferences.ts";

const TITLE_ID = "email-preferences-title";

interface EmailPreferencesSectionProps {
  userId: number;
  role: Role;
}

/** The settings page's « Préférences d’e-mail »: its own form, saved apart from the account's details. */
export function EmailPreferencesSection({ userId, role }: EmailPreferencesSectionProps) {
  const preferences = useEmailPreferences(userId);
  let content: ReactNode;
  if (preferences.isPending) content = <p role="status">{m.loading}</p>;
  else if (preferences.isError) {
    content = (
      <Alert
        severity="error"
        title={m.loadFailed}
        description={errorMessage(preferences.error, accountMessages.retryLater)}
      />
    );
  } else content = <EmailPreferencesForm userId={userId} role={role} saved={preferences.data} />;

  return (
    <section className="fr-mt-6w">
      <h2 id={TITLE_ID} className="fr-h4">
        {m.sectionTitle}
      </h2>
      <p className="fr-text--sm">{m.sectionIntro}</p>
      {content}
    </section>
  );
}

function EmailPreferencesForm({
  userId,
  role,
  saved,
}: EmailPreferencesSectionProps & { saved: EmailPreferences }) {
  const update = useUpdateEmailPreferences(userId);
  const form = useForm<EmailPreferences>({
    resolver: zodResolver(emailPreferencesSchema),
    defaultValues: saved,
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      reset(await update.mutateAsync(body));
      toast.success(toastTitles.success, m.saveSuccess);
    } catch (error) {
      applyServerErrors(error, setError, { fields: ["reminders", "organiser_digest"] });
      toast.error(m.saveFailed, errorMessage(error, m.saveFailed));
    }
  });

  // The digest lists registrations to one's own events: only organisers have any.
  const options: CheckboxOption<EmailPreferences>[] = [
    { name: "reminders", label: m.reminders, hint: m.remindersHint },
    ...(role === "professionnel" ? [{ name: "organiser_digest" as const, label: m.organiserDigest }] : []),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={TITLE_ID}>
      <CheckboxGroupField form={form} legend={m.optionalLegend} options={options} />
      <Button type="submit" disabled={isSubmitting} className="fr-mt-2w">
        {m.save}
      </Button>
    </form>
  );
}
