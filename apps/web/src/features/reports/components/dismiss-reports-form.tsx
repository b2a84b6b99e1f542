import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { reportAdminMessages as a, reportMessages as r } from "@culture-patrimoine/contract/messages";
import {
  type DismissReportsBody,
  dismissReportsBodySchema,
  REPORT_MESSAGE_MAX,
} from "@culture-patrimoine/contract/schemas/reports";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useDismissReports } from "../api/dismiss-reports.ts";
import type { ReportTarget } from "../utils/report-target.ts";

/** « Classer sans suite »: a required reason, written to the audit log with the act. */
export function DismissReportsForm({ target }: { target: ReportTarget }) {
  const dismiss = useDismissReports();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DismissReportsBody>({
    resolver: zodResolver(dismissReportsBodySchema),
    defaultValues: { reason: "" },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { resolved } = await dismiss.mutateAsync({ target, body });
      toast.success(a.dismissed(resolved));
      form.reset({ reason: "" });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields: ["reason"] })) {
        setFailure(errorMessage(error, r.failed));
      }
    }
  });

  return (
    <section aria-labelledby="dismiss-reports-title" className="fr-mt-6w">
      <h2 id="dismiss-reports-title">{a.dismissTitle}</h2>
      <p>{a.dismissIntro}</p>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary form={form} headingAs="h3" />
        {failure && (
          <Alert severity="error" as="h3" title={a.dismissTitle} description={failure} className="fr-mb-3w" />
        )}
        <TextField
          form={form}
          name="reason"
          label={a.dismissReasonLabel}
          rows={3}
          maxLength={REPORT_MESSAGE_MAX}
        />
        <Button type="submit" priority="secondary" disabled={form.formState.isSubmitting}>
          {a.dismissSubmit}
        </Button>
      </form>
    </section>
  );
}
