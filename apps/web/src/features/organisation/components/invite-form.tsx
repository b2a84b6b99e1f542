import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { organisationPageMessages as m } from "@culture-patrimoine/contract/messages";
import { type InvitationBody, invitationBodySchema } from "@culture-patrimoine/contract/schemas/organisation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { RadioGroupField } from "../../../components/form/radio-group-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useInviteMember } from "../api/invite-member.ts";
import {
  emptyInvitationValues,
  type InvitationFormValues,
  toInvitationBody,
} from "../utils/invitation-form-values.ts";
import { roleRadioOptions } from "../utils/role-options.ts";

/** A responsable invites someone by e-mail, with the role they will have (checked by the server's schema). */
export function InviteForm({ organisationId }: { organisationId: number }) {
  const titleId = useId();
  const invite = useInviteMember();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvitationFormValues, unknown, InvitationBody>({
    resolver: bodyResolver(invitationBodySchema, toInvitationBody),
    defaultValues: emptyInvitationValues,
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const sent = await invite.mutateAsync({ organisationId, body });
      toast.success(m.inviteSent(sent.email));
      form.reset(emptyInvitationValues);
    } catch (error) {
      // Already a member: the address is what to change, so the message goes under it.
      if (isApiError(error) && error.code === "ALREADY_MEMBER") {
        form.setError("email", { type: "server", message: error.message }, { shouldFocus: true });
      } else if (!applyServerErrors(error, form.setError, { fields: ["email", "role"] })) {
        setFailure(errorMessage(error, m.inviteFailed));
      }
    }
  });

  return (
    <section aria-labelledby={titleId} className="fr-mt-6w">
      <h2 id={titleId} className="fr-h4">
        {m.inviteTitle}
      </h2>
      <p>{m.inviteIntro}</p>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary form={form} headingAs="h3" />
        {failure && (
          <Alert
            className="fr-mb-3w"
            severity="error"
            as="h3"
            title={m.inviteFailed}
            description={failure}
            small
          />
        )}
        <TextField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          label={m.inviteEmail}
          hint={m.inviteEmailHint}
        />
        <RadioGroupField form={form} name="role" legend={m.inviteRole} options={roleRadioOptions()} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {m.inviteSubmit}
        </Button>
      </form>
    </section>
  );
}
