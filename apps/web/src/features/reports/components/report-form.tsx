import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { REPORT_REASONS } from "@culture-patrimoine/contract/constants";
import { reportMessages as r } from "@culture-patrimoine/contract/messages";
import { REPORT_MESSAGE_MAX, reportBodySchema } from "@culture-patrimoine/contract/schemas/reports";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { RadioGroupField } from "../../../components/form/radio-group-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { FormOutcome } from "../../../components/form-outcome.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useSendReport } from "../api/send-report.ts";
import { EMPTY_REPORT_FORM, type ReportFormValues, toReportBody } from "../utils/report-form-values.ts";
import { publicItemHref, type ReportTarget } from "../utils/report-target.ts";

const reasonOptions = REPORT_REASONS.map((reason) => ({ value: reason, label: r.reasons[reason] }));

/** Why a send failed, in French: too many reports, an item gone, or the API's own message. */
function failureOf(error: unknown): string {
  if (!isApiError(error)) return r.failed;
  if (error.status === 429) return r.tooMany;
  if (error.status === 404) return r.notFound;
  return error.message;
}

/** The reason, optional text (required for « Autre raison »), and the outcome in place of the form. */
export function ReportForm({ target }: { target: ReportTarget }) {
  const send = useSendReport();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportFormValues, unknown, ReturnType<typeof reportBodySchema.parse>>({
    resolver: bodyResolver(reportBodySchema, (values: ReportFormValues) => toReportBody(target, values)),
    defaultValues: EMPTY_REPORT_FORM,
  });
  const back = (
    <Link className="fr-btn fr-btn--tertiary" to={publicItemHref(target)}>
      {r.backToItem}
    </Link>
  );

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent((await send.mutateAsync(body)).message);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields: ["reason", "message"] })) {
        setFailure(failureOf(error));
      }
    }
  });

  if (sent !== null) {
    return (
      <>
        <FormOutcome severity="success" title={r.successTitle} takeFocus>
          <p className="fr-mb-0">{sent}</p>
        </FormOutcome>
        <p className="fr-mt-4w">{back}</p>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary form={form} />
      {failure && (
        <Alert severity="error" as="h2" title={r.failed} description={failure} className="fr-mb-3w" />
      )}
      <RadioGroupField form={form} name="reason" legend={r.reasonLegend} options={reasonOptions} />
      <TextField
        form={form}
        name="message"
        label={r.messageLabel}
        hint={r.messageHint(REPORT_MESSAGE_MAX)}
        rows={5}
        maxLength={REPORT_MESSAGE_MAX}
      />
      <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
        <li>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? r.sending : r.submit}
          </Button>
        </li>
        <li>{back}</li>
      </ul>
    </form>
  );
}
