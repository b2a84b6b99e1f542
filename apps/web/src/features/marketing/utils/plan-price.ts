import { type Plan, TRIAL_DAYS } from "@culture-patrimoine/contract/constants";
import { eventMessages } from "@culture-patrimoine/contract/messages";

const wholeEuros = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const euroCents = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
});

/** "29 €" for a round amount, "12,50 €" otherwise. */
function formatEuros(amount: number): string {
  return Number.isInteger(amount) ? wholeEuros.format(amount) : euroCents.format(amount);
}

/** A plan's price as the pricing page shows it: "Gratuit" or "29 € / mois" (French spacing). */
export function formatPlanPrice(monthlyPriceEuros: number): string {
  if (monthlyPriceEuros <= 0) return eventMessages.free;
  // No-break spaces keep "/ mois" on the line of its amount.
  return `${formatEuros(monthlyPriceEuros)}\u00a0/\u00a0mois`;
}

/** What a price reads as to a screen reader: "/" would be read as "barre oblique". */
export function spokenPlanPrice(monthlyPriceEuros: number): string {
  if (monthlyPriceEuros <= 0) return eventMessages.free;
  return `${formatEuros(monthlyPriceEuros)} par mois`;
}

/** The call to action of a plan (SPEC §2): the free one starts at once, the paid ones start a trial. */
export function planCallToAction(plan: Pick<Plan, "monthlyPriceEuros">): string {
  return plan.monthlyPriceEuros > 0 ? `Essayer ${TRIAL_DAYS} jours gratuits` : "Commencer gratuitement";
}
