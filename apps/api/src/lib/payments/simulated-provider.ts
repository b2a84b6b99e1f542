import { paths } from "@culture-patrimoine/contract/routes";
import type { PaymentProvider } from "./payment-provider.ts";

/**
 * The only provider here: a demonstration. Its "checkout page" is our own /paiement-simulation
 * page, which says on every line that nothing is charged, and its outcome arrives through
 * POST /api/tickets/{code}/simulated-payment instead of a signed webhook.
 */
export const simulatedProvider: PaymentProvider = {
  name: "simulation",
  isDemonstration: true,
  async startCheckout({ ticketCode }) {
    return { checkoutUrl: paths.paymentSimulation.getHref(ticketCode) };
  },
};
