import { Button } from "@codegouvfr/react-dsfr/Button";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import {
  type OrganiserDetail,
  type RefuseOrganiserBody,
  refuseOrganiserBodySchema,
  type VerifyOrganiserBody,
  verifyOrganiserBodySchema,
} from "@culture-patrimoine/contract/schemas/organisers";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useRefuseOrganiser, useVerifyOrganiser } from "../api/decide-organiser.ts";

interface ReasonValues {
  reason: string;
}

const toReasonBody = (values: ReasonValues) => ({ reason: values.reason });

/**
 * « Valider » (a reason is optional) and « Refuser » (the reason is required: the organiser reads
 * it). Each is offered while it would change something; the server answers 409 if another
 * administrator decided meanwhile, and that message is shown as is.
 */
export function OrganiserDecision({ organiser }: { organiser: OrganiserDetail }) {
  const verify = useVerifyOrganiser();
  const refuse = useRefuseOrganiser();
  const verifyForm = useForm<ReasonValues, unknown, VerifyOrganiserBody>({
    resolver: bodyResolver(verifyOrganiserBodySchema, toReasonBody),
    defaultValues: { reason: "" },
  });
  const refuseForm = useForm<ReasonValues, unknown, RefuseOrganiserBody>({
    resolver: bodyResolver(refuseOrganiserBodySchema, toReasonBody),
    defaultValues: { reason: "" },
  });

  const onVerify = verifyForm.handleSubmit(async (body) => {
    try {
      await verify.mutateAsync({ id: organiser.id, body });
      verifyForm.reset();
      toast.success(m.verified);
    } catch (error) {
      if (!applyServerErrors(error, verifyForm.setError, { fields: ["reason"] })) {
        toast.error(m.decisionFailed, errorMessage(error, m.decisionFailed));
      }
    }
  });
  const onRefuse = refuseForm.handleSubmit(async (body) => {
    try {
      await refuse.mutateAsync({ id: organiser.id, body });
      refuseForm.reset();
      toast.success(m.refused);
    } catch (error) {
      if (!applyServerErrors(error, refuseForm.setError, { fields: ["reason"] })) {
        toast.error(m.decisionFailed, errorMessage(error, m.decisionFailed));
      }
    }
  });

  return (
    <section aria-labelledby="organiser-decision" className="fr-mb-6w">
      <h2 id="organiser-decision">{m.decisionTitle}</h2>
      <div className="fr-grid-row fr-grid-row--gutters">
        {organiser.verification_status !== "verified" ? (
          <form onSubmit={onVerify} noValidate className="fr-col-12 fr-col-md-6">
            <TextField
              form={verifyForm}
              name="reason"
              label={m.verifyReasonLabel}
              hint={m.reasonHint}
              rows={3}
              maxLength={1000}
            />
            <Button type="submit" iconId="fr-icon-check-line" disabled={verifyForm.formState.isSubmitting}>
              {m.verify}
            </Button>
          </form>
        ) : null}
        {organiser.verification_status !== "refused" ? (
          <form onSubmit={onRefuse} noValidate className="fr-col-12 fr-col-md-6">
            <TextField
              form={refuseForm}
              name="reason"
              label={m.refuseReasonLabel}
              hint={m.reasonHint}
              rows={3}
              maxLength={1000}
            />
            <Button
              type="submit"
              priority="secondary"
              iconId="fr-icon-close-line"
              disabled={refuseForm.formState.isSubmitting}
            >
              {m.refuse}
            </Button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
