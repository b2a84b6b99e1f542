import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { bookingMessages, eventMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { awaitsPayment, paymentDeadlineText } from "../../components/booking/participation-status.tsx";
import { formatPrice } from "../../components/event-format.ts";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { toast } from "../../lib/toast.ts";
import { useTicket } from "./api/get-ticket.ts";
import { useSimulatePayment } from "./api/online-payment.ts";
import "./payment-simulation-page.css";

/**
 * /paiement-simulation/{code}: the simulated provider's checkout page. Said to be a demonstration
 * everywhere; two buttons decide the outcome, then back to the ticket.
 */
export function PaymentSimulationPage() {
  const code = useParams().code ?? null;
  const ticket = useTicket(code);
  const simulate = useSimulatePayment();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const decide = async (outcome: "success" | "failure") => {
    if (!code) return;
    setFailure(null);
    try {
      await simulate.mutateAsync({ code, outcome });
      if (outcome === "success") toast.success(ticketMessages.simulationPaid);
      else toast.error(ticketMessages.simulationRefused);
      navigate(paths.ticket.getHref(code));
    } catch (error) {
      setFailure(errorMessage(error, ticketMessages.simulationFailed));
    }
  };

  const participation = ticket.data;
  const notFound = !code || (ticket.isError && isApiError(ticket.error) && ticket.error.status === 404);
  // Confirmed places awaiting their payment: a waiting entry has nothing to pay yet.
  const payable = participation !== undefined && awaitsPayment(participation);
  const deadline = participation ? paymentDeadlineText(participation.payment_due_at, new Date()) : null;

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
          <p className="cp-demo-label">{ticketMessages.simulationLabel}</p>
          <h1>{ticketMessages.simulationTitle}</h1>
          <Alert
            severity="warning"
            small
            description={bookingMessages.simulatedProvider}
            className="fr-mb-4w"
          />
          {notFound ? (
            <p className="fr-text--lg">{bookingMessages.ticketNotFound}</p>
          ) : ticket.isError ? (
            <Alert severity="error" small description={ticketMessages.ticketLoadFailed} />
          ) : !participation ? (
            <p role="status" aria-busy="true">
              {ticketMessages.ticketLoading}
            </p>
          ) : (
            <>
              <div className="cp-demo-checkout fr-p-3w fr-mb-3w">
                <p className="fr-mb-1w">{participation.Event?.title ?? eventMessages.unknownEvent}</p>
                <p className="fr-text--sm fr-mb-2w">{formatSessionStart(participation.session.starts_at)}</p>
                <p className="fr-mb-0">{ticketMessages.simulationAmount}</p>
                <p className="fr-h3 fr-mb-0" data-testid="simulation-amount">
                  {formatPrice(participation.montant_paye)}
                </p>
                {payable && deadline !== null && (
                  <p className="fr-text--sm fr-mt-1w fr-mb-0">{ticketMessages.paymentDue(deadline)}</p>
                )}
              </div>
              {failure && (
                <Alert severity="error" small description={failure} className="fr-mb-2w" role="alert" />
              )}
              {payable ? (
                <ul className="fr-btns-group fr-btns-group--inline-sm">
                  <li>
                    <Button
                      iconId="fr-icon-check-line"
                      disabled={simulate.isPending}
                      onClick={() => void decide("success")}
                    >
                      {ticketMessages.simulateSuccess}
                    </Button>
                  </li>
                  <li>
                    <Button
                      priority="secondary"
                      iconId="fr-icon-close-line"
                      disabled={simulate.isPending}
                      onClick={() => void decide("failure")}
                    >
                      {ticketMessages.simulateFailure}
                    </Button>
                  </li>
                </ul>
              ) : (
                <p>{ticketMessages.simulationNothingToPay}</p>
              )}
            </>
          )}
          {code && (
            <p className="fr-mt-3w">
              <Link
                className="fr-link fr-icon-arrow-left-line fr-link--icon-left"
                to={paths.ticket.getHref(code)}
              >
                {ticketMessages.backToTicket}
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
