/** What the scanner answers for a ticket code (POST /api/check-ins). */
export const checkInMessages = {
  checked_in: "Billet valide\u00a0: entrée enregistrée.",
  already_checked_in: "Billet déjà scanné.",
  cancelled: "Inscription annulée\u00a0: ce billet n’est plus valable.",
  waitlisted: "Inscription en liste d’attente\u00a0: pas de place attribuée.",
  other_event: "Ce billet est celui d’un autre événement.",
  unknown: "Code inconnu ou falsifié\u00a0: ce billet n’est pas valable.",
  session_cancelled: "Séance annulée\u00a0: ce billet n’est plus valable.",
  payment_pending: "Paiement en attente\u00a0: billet non valable à l’entrée.",
  /** `when`: the ticket's session, in a sentence ("samedi 12 décembre à 20\u00a0h\u00a030"). */
  wrong_session: (when: string) => `Ce billet est pour la séance du ${when}.`,
  session_over: (when: string) => `Séance terminée\u00a0: ce billet était pour la séance du ${when}.`,
} as const;
