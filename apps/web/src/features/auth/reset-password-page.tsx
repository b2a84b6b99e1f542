import { PASSWORD_RESET_VALID_MINUTES } from "@culture-patrimoine/contract/constants";
import { passwordResetMessages as m, validationMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { FormOutcome } from "../../components/form-outcome.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { useMailLink } from "../../lib/mail-link-token.ts";
import { clearSession } from "../../lib/session.ts";
import { ResetPasswordForm } from "./components/reset-password-form.tsx";
import { rememberResetLink } from "./utils/device-tokens.ts";

type Outcome = { step: "form" } | { step: "done" } | { step: "link-refused"; message: string };

/**
 * /reinitialiser-mot-de-passe#jeton=…: the link of the reset e-mail. Its token is read once and
 * taken out of the address bar; a link that cannot work says why and offers a new one.
 */
export function ResetPasswordPage() {
  const link = useMailLink();
  return (
    <FormPageLayout title={m.resetTitle}>
      <ResetFromLink key={link.key} token={link.token} />
    </FormPageLayout>
  );
}

/** What one link leads to: the form, then how it ended. */
function ResetFromLink({ token }: { token: string | null }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ step: "form" });

  // Every session of the account is closed by the server, this browser's too if it was logged in
  // to it: what it stored is forgotten as on logging out. The link now vouches for this browser at
  // its next login, even while someone else's failed attempts hold the account back.
  const onDone = (linkToken: string) => {
    rememberResetLink(linkToken);
    clearSession();
    queryClient.clear();
    setOutcome({ step: "done" });
  };

  let content: ReactNode;
  if (token === null) {
    content = (
      <LinkProblem
        title={m.linkIncompleteTitle}
        message={validationMessages.mailLinkInvalid}
        takeFocus={false}
      />
    );
  } else if (outcome.step === "link-refused") {
    content = <LinkProblem title={m.linkExpiredTitle} message={outcome.message} takeFocus />;
  } else if (outcome.step === "done") {
    content = (
      <>
        <FormOutcome severity="success" title={m.resetDoneTitle} takeFocus>
          <p className="fr-mb-0">{m.resetDone}</p>
        </FormOutcome>
        <Link className="fr-btn fr-mt-4w" to={paths.auth.getHref()}>
          {m.login}
        </Link>
      </>
    );
  } else {
    content = (
      <ResetPasswordForm
        token={token}
        onDone={() => onDone(token)}
        onLinkRefused={(message) => setOutcome({ step: "link-refused", message })}
      />
    );
  }

  return content;
}

function LinkProblem({ title, message, takeFocus }: { title: string; message: string; takeFocus: boolean }) {
  return (
    <>
      <FormOutcome severity="error" title={title} takeFocus={takeFocus}>
        <p>{message}</p>
        <p className="fr-mb-0">{m.linkHelp(PASSWORD_RESET_VALID_MINUTES)}</p>
      </FormOutcome>
      <Link className="fr-btn fr-mt-4w" to={paths.forgottenPassword.getHref()}>
        {m.askNewLink}
      </Link>
    </>
  );
}
