import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { splitEmailChangeToken } from "@culture-patrimoine/contract/email-change-token";
import { emailConfirmationMessages as m, validationMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { FormOutcome } from "../../components/form-outcome.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { useMailLink } from "../../lib/mail-link-token.ts";
import { useSession } from "../../lib/session.ts";
import { useConfirmAccountEmail } from "./api/email-confirmation.ts";

type Outcome = { step: "ask" } | { step: "done"; email: string } | { step: "link-refused"; message: string };

/**
 * /confirmer-mon-adresse#jeton=…: the link that confirms an account's own address (issue 28).
 * Opening it changes nothing (mail scanners open every link of an e-mail): the button does. It
 * works without a session, on whichever device the mail is read, like a new address's link.
 */
export function AccountEmailConfirmationPage() {
  const link = useMailLink();
  return (
    <FormPageLayout title={m.pageTitle}>
      <ConfirmationFromLink key={link.key} token={link.token} />
    </FormPageLayout>
  );
}

function ConfirmationFromLink({ token }: { token: string | null }) {
  const session = useSession();
  const confirmAddress = useConfirmAccountEmail();
  const [outcome, setOutcome] = useState<Outcome>({ step: "ask" });
  const [failure, setFailure] = useState<string | null>(null);
  // The address the link claims, shown before the click; the server checks the signature.
  const claimed = token ? splitEmailChangeToken(token)?.claim : undefined;
  const next = session ? (
    <Link to={paths.settings.getHref(session.user.id)}>{m.openSettings}</Link>
  ) : (
    <Link to={paths.auth.getHref()}>{m.logIn}</Link>
  );

  const confirm = async (linkToken: string) => {
    setFailure(null);
    try {
      const confirmed = await confirmAddress.mutateAsync({ token: linkToken });
      setOutcome({ step: "done", email: confirmed.email });
    } catch (error) {
      const refusedLink = isApiError(error)
        ? error.details.find((detail) => detail.path === "token")
        : undefined;
      if (refusedLink) setOutcome({ step: "link-refused", message: refusedLink.message });
      else setFailure(errorMessage(error, m.failed));
    }
  };

  let content: ReactNode;
  if (token === null || !claimed) {
    content = <LinkRefused message={validationMessages.mailLinkInvalid} next={next} />;
  } else if (outcome.step === "link-refused") {
    content = <LinkRefused message={outcome.message} next={next} takeFocus />;
  } else if (outcome.step === "done") {
    content = (
      <FormOutcome severity="success" title={m.doneTitle} takeFocus>
        <p>{m.done(outcome.email)}</p>
        <p className="fr-mb-0">
          {session ? (
            <Link to={paths.dashboard.getHref()}>{m.openDashboard}</Link>
          ) : (
            <Link to={paths.auth.getHref()}>{m.logIn}</Link>
          )}
        </p>
      </FormOutcome>
    );
  } else {
    content = (
      <>
        <p>{m.intro(claimed.email)}</p>
        {failure && (
          <Alert severity="error" as="h2" title={m.failed} description={failure} className="fr-mb-3w" />
        )}
        <Button type="button" disabled={confirmAddress.isPending} onClick={() => void confirm(token)}>
          {m.confirm}
        </Button>
      </>
    );
  }
  return content;
}

interface LinkRefusedProps {
  message: string;
  next: ReactNode;
  /** After the button: the focus goes to why it did not work. */
  takeFocus?: boolean;
}

function LinkRefused({ message, next, takeFocus = false }: LinkRefusedProps) {
  return (
    <FormOutcome severity="error" title={m.linkInvalidTitle} takeFocus={takeFocus}>
      <p>{message}</p>
      <p className="fr-mb-0">
        {m.linkHelp} {next}
      </p>
    </FormOutcome>
  );
}
