import { isEventOver } from "@culture-patrimoine/contract/event-rules";
import { accountMessages, eventMessages, participationMessages } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageBreadcrumb } from "../../components/page-breadcrumb.tsx";
import { useUser } from "../../features/account/api/user.ts";
import { useEvent } from "../../features/events/api/get-event.ts";
import { EventLoadError } from "../../features/events/components/event-load-error.tsx";
import { EventNotFound } from "../../features/events/components/event-not-found.tsx";
import { EventSummary } from "../../features/events/components/event-summary.tsx";
import { startCheckout } from "../../features/participations/api/online-payment.ts";
import {
  usePlainRegistrationKey,
  useRegistrationAttempt,
} from "../../features/participations/api/plain-registration.ts";
import { RegistrationForm } from "../../features/participations/components/registration-form.tsx";
import { registrationDefaults } from "../../features/participations/utils/registration-form-values.ts";
import { rememberRegistration } from "../../features/participations/utils/ticket-storage.ts";
import { isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { useSession } from "../../lib/session.ts";

const PAGE_TITLE = "Inscription à l’événement";

/**
 * /events/{id}/register[?seance={sessionId}]: the event and its sessions (events API), the
 * member's details (account API), the form; the session of the address comes chosen.
 */
export function EventRegisterPage() {
  const id = parsePathId(useParams().id);
  const event = useEvent(id);

  const notFound = id === null || (event.isError && isApiError(event.error) && event.error.status === 404);
  useEffect(() => {
    if (event.data) document.title = documentTitle(`Inscription\u00a0: ${event.data.title}`);
    else if (notFound) document.title = documentTitle(eventMessages.notFound);
  }, [event.data, notFound]);

  if (notFound) return <EventNotFound />;
  if (event.isError) return <EventLoadError title={PAGE_TITLE} onRetry={() => void event.refetch()} />;
  if (!event.data) {
    return (
      <div className="fr-container fr-my-6w" aria-busy="true">
        <p role="status">{eventMessages.loading}</p>
      </div>
    );
  }
  return <Registration event={event.data} />;
}

function Registration({ event }: { event: EventResponse }) {
  const session = useSession();
  const navigate = useNavigate();
  const sessionId = parsePathId(useSearchParams()[0].get("seance") ?? undefined);
  // The session keeps names and e-mail; the phone number is read from the account.
  const account = useUser(session?.user.id ?? null);
  const waitingForAccount = session !== null && account.isPending;
  // Without JavaScript the form is posted to this page's address (decision 053).
  const plainKey = usePlainRegistrationKey(event.id);
  const attempt = useRegistrationAttempt(event.id);
  // The summary says the chosen session's date and places, not the whole season's span.
  const [chosenSessionId, setChosenSessionId] = useState<number | null>(
    parsePathId(attempt?.values.session_id) ?? sessionId,
  );
  const several = (event.sessions ?? []).filter((item) => item.state !== "past").length > 1;
  const chosenSession =
    event.sessions?.find((item) => item.id === chosenSessionId) ??
    (several ? undefined : (event.next_session ?? undefined));

  const onRegistered = async (participation: ParticipationResponse) => {
    // Without an account, the ticket code is the only key to the confirmation page.
    rememberRegistration(participation.id, session ? null : participation.ticket_code);
    // Paid online: straight to the provider's checkout (a demonstration); if it cannot start,
    // the confirmation shows the ticket with its "Payer en ligne" button.
    if (participation.status === "confirmed" && participation.payment_status === "pending") {
      try {
        const { checkout_url } = await startCheckout(participation.ticket_code);
        if (checkout_url.startsWith("/")) {
          navigate(checkout_url);
          return;
        }
      } catch {
        // The confirmation page offers to pay again.
      }
    }
    navigate(paths.paymentConfirmationDetail.getHref(participation.id));
  };

  return (
    <div className="fr-container fr-mb-8w">
      <PageBreadcrumb
        currentPageLabel="Inscription"
        segments={[
          { label: "Événements", to: paths.events.getHref() },
          { label: event.title, to: paths.eventDetail.getHref(event.id) },
        ]}
      />
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>{PAGE_TITLE}</h1>
          <EventSummary event={event} session={chosenSession} />
          {isEventOver(event) ? (
            <>
              <p className="fr-text--lg">{participationMessages.eventOver}</p>
              <Link to={paths.events.getHref()}>Voir les autres événements</Link>
            </>
          ) : waitingForAccount ? (
            <p role="status">{accountMessages.loading}</p>
          ) : (
            <RegistrationForm
              event={event}
              defaultValues={registrationDefaults(account.data ?? session?.user ?? null, sessionId)}
              onRegistered={(participation) => void onRegistered(participation)}
              onSessionChange={setChosenSessionId}
              action={paths.eventRegister.getHref(event.id)}
              plainKey={plainKey}
              attempt={attempt}
            />
          )}
        </div>
      </div>
    </div>
  );
}
