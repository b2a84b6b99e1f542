import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { splitEmailChangeToken } from "@culture-patrimoine/contract/email-change-token";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { FormOutcome } from "../../../components/form-outcome.tsx";
import { FormPageLayout } from "../../../components/form-page-layout.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { useMailLink } from "../../../lib/mail-link-token.ts";
import { type Session, useSession } from "../../../lib/session.ts";

/** What a confirmation link's page says; each link has its own words. */
export interface MailLinkConfirmationMessages {
  pageTitle: string;
  intro: (email: string) => string;
  confirm: string;
  doneTitle: string;
  done: (email: string) => string;
  failed: string;
  linkInvalidTitle: string;
  linkHelp: string;
  openSettings: string;
  logIn: string;
}

/** The mutation that sends the link's token: what the page needs of it. */
export interface LinkConfirmation<TAnswer extends { email: string }> {
  mutateAsync: (body: { token: string }) => Promise<TAnswer>;
  isPending: boolean;
}

export interface MailLinkConfirmationPageProps<TAnswer extends { email: string }> {
  messages: MailLinkConfirmationMessages;
  /** The hook of the link's mutation, called by the page (one per link opened). */
  useConfirmation: () => LinkConfirmation<TAnswer>;
  /** What to do with the server's answer before the success shows (this browser's session…). */
  onConfirmed?: (answer: TAnswer, session: Session | null) => void;
  /** Where the success leads a signed-in visitor; the account's settings otherwise. */
  signedInNext?: { href: string; label: string };
}

type Outcome = { step: "ask" } | { step: "done"; email: string } | { step: "link-refused"; message: string };

/**
 * The page of a link sent by e-mail that confirms an address (a new address, decision 025; an
 * account's own, issue 28). Opening it changes nothing (mail scanners open every link of an
 * e-mail): the button does. It works without a session, on whichever device the mail is read.
 */
export function MailLinkConfirmationPage<TAnswer extends { email: string }>(
  props: MailLinkConfirmationPageProps<TAnswer>,
) {
  const link = useMailLink();
  return (
    <FormPageLayout title={props.messages.pageTitle}>
      {/* A new token in the address starts over (a fresh mutation, no outcome of the old one). */}
      <ConfirmationFromLink key={link.key} token={link.token} {...props} />
    </FormPageLayout>
  );
}

function ConfirmationFromLink<TAnswer extends { email: string }>({
  token,
  messages: m,
  useConfirmation,
  onConfirmed,
  signedInNext,
}: MailLinkConfirmationPageProps<TAnswer> & { token: string | null }) {
  const session = useSession();
  const confirmation = useConfirmation();
  const [outcome, setOutcome] = useState<Outcome>({ step: "ask" });
  const [failure, setFailure] = useState<string | null>(null);
  // The address the link claims, shown before the click; the server checks the signature.
  const claimed = token ? splitEmailChangeToken(token)?.claim : undefined;
  const next = session ? (
    <Link to={paths.settings.getHref(session.user.id)}>{m.openSettings}</Link>
  ) : (
    <Link to={paths.auth.getHref()}>{m.logIn}</Link>
  );
  const doneNext = session && signedInNext ? <Link to={signedInNext.href}>{signedInNext.label}</Link> : next;

  const confirm = async (linkToken: string) => {
    setFailure(null);
    try {
      const answer = await confirmation.mutateAsync({ token: linkToken });
      onConfirmed?.(answer, session);
      setOutcome({ step: "done", email: answer.email });
    } catch (error) {
      const refusedLink = isApiError(error)
        ? error.details.find((detail) => detail.path === "token")
        : undefined;
      if (refusedLink) setOutcome({ step: "link-refused", message: refusedLink.message });
      else setFailure(errorMessage(error, m.failed));
    }
  };

  if (token === null || !claimed) {
    return <LinkRefused messages={m} message={validationMessages.mailLinkInvalid} next={next} />;
  }
  if (outcome.step === "link-refused") {
    return <LinkRefused messages={m} message={outcome.message} next={next} takeFocus />;
  }
  if (outcome.step === "done") {
    return (
      <FormOutcome severity="success" title={m.doneTitle} takeFocus>
        <p>{m.done(outcome.email)}</p>
        <p className="fr-mb-0">{doneNext}</p>
      </FormOutcome>
    );
  }
  return (
    <>
      <p>{m.intro(claimed.email)}</p>
      {failure && (
        <Alert severity="error" as="h2" title={m.failed} description={failure} className="fr-mb-3w" />
      )}
      <Button type="button" disabled={confirmation.isPending} onClick={() => void confirm(token)}>
        {m.confirm}
      </Button>
    </>
  );
}

interface LinkRefusedProps {
  messages: MailLinkConfirmationMessages;
  message: string;
  next: ReactNode;
  /** After the button: the focus goes to why it did not work. */
  takeFocus?: boolean;
}

function LinkRefused({ messages: m, message, next, takeFocus = false }: LinkRefusedProps) {
  return (
    <FormOutcome severity="error" title={m.linkInvalidTitle} takeFocus={takeFocus}>
      <p>{message}</p>
      <p className="fr-mb-0">
        {m.linkHelp} {next}
      </p>
    </FormOutcome>
  );
}
