import { eventMessages } from "./messages.ts";

// Prices as the web app and the e-mails show them.
const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const wholeEuros = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "12 €", "12,50 €"; 0 or no price is "Gratuit" (SPEC §2). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price <= 0) return eventMessages.free;
  return Number.isInteger(price) ? wholeEuros.format(price) : euros.format(price);
}
