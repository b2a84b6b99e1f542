// The boundary between the booking core and whoever takes the money (docs/decisions/020-payment-modes.md).
// A registration of an "online" event is created `pending`; the provider's checkout takes the
// payment on the provider's own page (card numbers never reach this service), then the provider
// tells us the outcome, and only then does the registration become `paid`.

export interface CheckoutRequest {
  /** The registration's ticket code: the reference the provider hands back with the outcome. */
  ticketCode: string;
  amountCents: number;
  /** What the payer sees on the provider's page ("Visite guidée — 2 places"). */
  description: string;
}

export interface PaymentProvider {
  /** Shown on every screen the provider touches. */
  readonly name: "simulation";
  /** Whether its payments are make-believe: the web labels them "démonstration" everywhere. */
  readonly isDemonstration: boolean;
  /** Where to send the payer: the provider's checkout page for this registration. */
  startCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
}
