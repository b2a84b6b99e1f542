import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import { FormRefusal } from "../../../components/form-refusal.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";

/** 403: reserved to the organisation's responsables and éditeurs, said so; 404; anything else. */
export function StatisticsLoadError({ error }: { error: Error }) {
  const status = isApiError(error) ? error.status : null;
  if (status === 403) {
    // The server's reason (another organisation's event, the member's role) after the rule.
    const reason = errorMessage(error, "");
    return (
      <FormRefusal
        title={m.forbiddenTitle}
        description={m.forbidden}
        detail={reason === m.forbidden ? undefined : reason}
      />
    );
  }
  return (
    <Alert
      severity="error"
      as="h2"
      title={status === 404 ? m.notFound : m.loadFailed}
      description={errorMessage(error, m.loadFailed)}
    />
  );
}
