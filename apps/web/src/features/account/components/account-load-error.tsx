import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { accountMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { isApiError } from "../../../lib/api-error.ts";

interface AccountLoadErrorProps {
  error: unknown;
  ownId: number;
}

/** Why an account could not be shown; another member's account gets a way back to one's own. */
export function AccountLoadError({ error, ownId }: AccountLoadErrorProps) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 403 || status === 404 || status === 400) {
    return (
      <Alert
        severity="error"
        title={accountMessages.notYoursTitle}
        description={
          <>
            {status === 403 && isApiError(error) ? `${error.message} ` : ""}
            {accountMessages.notYoursDescription}{" "}
            <Link to={paths.settings.getHref(ownId)}>Ouvrir mes paramètres</Link>
          </>
        }
      />
    );
  }
  return (
    <Alert
      severity="error"
      title={accountMessages.loadFailed}
      description={isApiError(error) ? error.message : accountMessages.retryLater}
    />
  );
}
