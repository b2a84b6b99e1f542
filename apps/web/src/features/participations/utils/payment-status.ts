/** The API's payment statuses in French; an unknown one is shown as it comes. */
const labels: Record<string, string> = {
  paid: "Payé",
  free: "Gratuit (aucun paiement)",
  pending: "En attente",
  refunded: "Remboursé",
};

export function paymentStatusLabel(status: string): string {
  return labels[status] ?? status;
}
