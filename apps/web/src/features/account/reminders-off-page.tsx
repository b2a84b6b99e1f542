import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { emailPreferencesMessages as m, validationMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { RemindersOffResponse } from "@culture-patrimoine/contract/schemas/mail";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { FormOutcome } from "../../components/form-outcome.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { useMailLink } from "../../lib/mail-link-token.ts";
import { useSession } from "../../lib/session.ts";
import { useTurnRemindersOff } from "./api/reminders-off.ts";

type Outcome =
  | { step: "ask" }
  | { step: "done"; scope: RemindersOffResponse["scope"] }
  | { step: "link-refused"; message: string };

/**
 * /rappels/desactiver#jeton=…: the link at the foot of a reminder. Opening it changes nothing
 * (mail scanners open every link of an e-mail): the reminders stop only on the button.
 */
export function RemindersOffPage() {
  const link = useMailLink();
  return (
    <FormPageLayout title={m.remindersOffTitle}>
      <RemindersOffFromLink key={link.key} token={link.token} />
    </FormPageLayout>
  );
}

/** What one link leads to: the button, then how it ended. */
function RemindersOffFromLink({ token }: { token: string | null }) {
  const session = useSession();
  const turnOff = useTurnRemindersOff();
  const [outcome, setOutcome] = useState<Outcome>({ step: "ask" });
  const [failure, setFailure] = useState<string | null>(null);
  const settingsLink = session ? (
    <Link to={paths.settings.getHref(session.user.id)}>{m.openSettings}</Link>
  ) : null;

  const confirm = async (linkToken: string) => {
    setFailure(null);
    try {
      const { scope } = await turnOff.mutateAsync({ token: linkToken });
      setOutcome({ step: "done", scope });
    } catch (error) {
      const refusedLink = isApiError(error)
        ? error.details.find((detail) => detail.path === "token")
        : undefined;
      if (refusedLink) setOutcome({ step: "link-refused", message: refusedLink.message });
      else setFailure(errorMessage(error, m.remindersOffFailed));
    }
  };

  let content: ReactNode;
  if (token === null) {
    content = <LinkRefused message={validationMessages.mailLinkInvalid} settingsLink={settingsLink} />;
  } else if (outcome.step === "link-refused") {
    content = <LinkRefused message={outcome.message} settingsLink={settingsLink} takeFocus />;
  } else if (outcome.step === "done") {
    content = (
      <FormOutcome severity="success" title={m.remindersOffDoneTitle} takeFocus>
        <p className="fr-mb-0">
          {outcome.scope === "account" ? (
            <>
              {m.remindersOffAccount} {settingsLink}
            </>
          ) : (
            m.remindersOffRegistration
          )}
        </p>
      </FormOutcome>
    );
  } else {
    content = (
      <>
        <p>{m.remindersOffIntro}</p>
        {failure && (
          <Alert
            severity="error"
            as="h2"
            title={m.remindersOffFailed}
            description={failure}
            className="fr-mb-3w"
          />
        )}
        <Button type="button" disabled={turnOff.isPending} onClick={() => void confirm(token)}>
          {m.remindersOff}
        </Button>
      </>
    );
  }

  return content;
}

interface LinkRefusedProps {
  message: string;
  settingsLink: ReactNode;
  /** After the button: the focus goes to why it did not work. */
  takeFocus?: boolean;
}

/** A link that cannot work (cut short, or refused by the server): why, and where else to choose. */
function LinkRefused({ message, settingsLink, takeFocus = false }: LinkRefusedProps) {
  return (
    <FormOutcome severity="error" title={m.linkInvalidTitle} takeFocus={takeFocus}>
      <p>{message}</p>
      <p className="fr-mb-0">
        {m.linkHelp} {settingsLink}
      </p>
    </FormOutcome>
  );
}
