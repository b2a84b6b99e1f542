import { formatPrice } from "../../../components/event-format.ts";
import { registrationAmount } from "../utils/amount-due.ts";

interface RegistrationAmountProps {
  price: number | null;
  places: number;
}

/** The total before paying, announced again whenever the number of places changes. */
export function RegistrationAmount({ price, places }: RegistrationAmountProps) {
  const amount = registrationAmount(price, places);
  const free = amount === 0;
  return (
    <div className="cp-registration-amount fr-p-3w fr-mb-4w" aria-live="polite" aria-atomic="true">
      <p className="fr-mb-0">
        {free ? "Montant à régler" : `${places} place${places > 1 ? "s" : ""} × ${formatPrice(price)}`}
      </p>
      <p className="fr-h4 fr-mb-0" data-testid="registration-amount">
        <span className="fr-sr-only">Montant total : </span>
        {free ? formatPrice(0) : `Total : ${formatPrice(amount)}`}
      </p>
    </div>
  );
}
