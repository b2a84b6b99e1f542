import type { PaymentMode } from "@culture-patrimoine/contract/constants";
import { bookingMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { formatPrice } from "../../../components/event-format.ts";
import { registrationAmount } from "../utils/amount-due.ts";

interface RegistrationAmountProps {
  price: number | null;
  places: number;
  paymentMode: PaymentMode;
}

/**
 * The total before registering, announced again whenever the number of places changes, and how it
 * is paid: nothing, at the entrance, or online on the (demonstration) provider's page.
 */
export function RegistrationAmount({ price, places, paymentMode }: RegistrationAmountProps) {
  const amount = registrationAmount(price, places);
  const free = amount === 0 || paymentMode === "free";
  return (
    <div className="cp-registration-amount fr-p-3w fr-mb-4w" aria-live="polite" aria-atomic="true">
      <p className="fr-mb-0">
        {free ? "Montant à régler" : `${places} place${places > 1 ? "s" : ""} × ${formatPrice(price)}`}
      </p>
      <p className="fr-h4 fr-mb-0" data-testid="registration-amount">
        <span className="fr-sr-only">Montant total : </span>
        {free ? formatPrice(0) : `Total\u00a0: ${formatPrice(amount)}`}
      </p>
      {!free && paymentMode === "on_site" && (
        <p className="fr-mb-0 fr-mt-1w" data-testid="payment-mode-note">
          {ticketMessages.onSitePayment(formatPrice(amount))}
        </p>
      )}
      {!free && paymentMode === "online" && (
        <p className="fr-mb-0 fr-mt-1w fr-text--sm" data-testid="payment-mode-note">
          {ticketMessages.onlinePaymentNext} {bookingMessages.simulatedProvider}
        </p>
      )}
    </div>
  );
}
