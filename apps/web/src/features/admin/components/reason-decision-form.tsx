import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { moderationMessages as m } from "@culture-patrimoine/contract/messages";
import {
  type OptionalReasonBody,
  optionalReasonBodySchema,
  requiredReasonBodySchema,
} from "@culture-patrimoine/contract/schemas/moderation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";

interface ReasonDecisionFormProps {
  title: string;
  intro: string;
  submitLabel: string;
  /** Refusing, unpublishing and suspending need a reason (it is e-mailed); the others take one for the log. */
  reasonRequired: boolean;
  priority?: "primary" | "secondary";
  onDecide: (body: OptionalReasonBody) => Promise<void>;
}

/** One administrator's decision: what it does, its reason, its button; a refusal said in place. */
export function ReasonDecisionForm({
  title,
  intro,
  submitLabel,
  reasonRequired,
  priority = "primary",
  onDecide,
}: ReasonDecisionFormProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }, unknown, OptionalReasonBody>({
    resolver: bodyResolver(
      reasonRequired ? requiredReasonBodySchema : optionalReasonBodySchema,
      (values: { reason: string }) => values,
    ),
    defaultValues: { reason: "" },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onDecide(body);
      form.reset({ reason: "" });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields: ["reason"] })) {
        setFailure(errorMessage(error, m.decisionFailed));
      }
    }
  });

  return (
    <section aria-labelledby={titleId} className="fr-mb-4w">
      <h3 id={titleId} className="fr-h6">
        {title}
      </h3>
      <p className="fr-text--sm">{intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary form={form} headingAs="h3" />
        {failure && <Alert severity="error" as="h4" title={m.decisionFailed} description={failure} small />}
        <TextField
          form={form}
          name="reason"
          label={reasonRequired ? m.reasonField : m.optionalReasonField}
          rows={3}
          maxLength={1000}
        />
        <Button type="submit" priority={priority} disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
