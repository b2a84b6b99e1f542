/** Sessions, places, waiting list, cancellation, attendees and check-in (docs/decisions/019). */
export const bookingMessages = {
  sessionNotFound: "Séance introuvable pour cet événement.",
  sessionRequired: "Choisissez une séance\u00a0: cet événement en propose plusieurs.",
  sessionPast: "Cette séance a déjà commencé\u00a0: les inscriptions sont closes.",
  sessionCancelled: "Cette séance est annulée.",
  sessionFull: (placesLeft: number) =>
    placesLeft === 0
      ? "Cette séance est complète. Vous pouvez rejoindre sa liste d’attente."
      : `Il ne reste que ${placesLeft}\u00a0place${placesLeft > 1 ? "s" : ""} pour cette séance. Réduisez le nombre de places ou rejoignez la liste d’attente.`,
  sessionHasRegistrations:
    "Cette séance a des inscriptions\u00a0: elle ne peut pas être supprimée, seulement annulée.",
  capacityBelowTaken: (taken: number) =>
    `La capacité ne peut pas être inférieure aux ${taken}\u00a0places déjà réservées.`,
  sessionAlreadyCancelled: "Cette séance est déjà annulée.",
  alreadyCancelled: "Cette inscription est déjà annulée.",
  cancellationClosed: (hours: number) =>
    `L’annulation en ligne n’est plus possible à moins de ${hours}\u00a0h du début de la séance. Contactez l’organisateur.`,
  /** Said instead of a deadline already past (a late registration): never a date in the past. */
  freeCancellationOver: (hours: number) =>
    `L’annulation gratuite n’est plus possible\u00a0: la séance commence dans moins de ${hours}\u00a0h.`,
  cancellationNotAllowed: "Seule la personne inscrite ou l’organisateur peut annuler cette inscription.",
  idempotencyKeyReused:
    "Cette clé d’idempotence a déjà servi pour une autre inscription\u00a0: générez-en une nouvelle.",
  eventHasSessionRegistrations:
    "Impossible de supprimer cet événement\u00a0: des participants y sont inscrits. Annulez ses séances pour prévenir les inscrits.",
  notOwnEvent: "Seul l’organisateur de cet événement peut consulter ses inscrits et contrôler ses billets.",
  ticketNotFound: "Billet introuvable\u00a0: vérifiez le lien ou le code.",
  paymentNotOnline: "Cette inscription ne se règle pas en ligne.",
  paymentNotPending: "Cette inscription n’attend pas de paiement.",
  paymentExpired:
    "Le délai de paiement de cette inscription est dépassé\u00a0: ses places ont été libérées. Inscrivez-vous à nouveau s’il en reste.",
  simulatedProvider:
    "Paiement simulé — démonstration\u00a0: aucune somme n’est débitée, aucune donnée de carte n’est transmise.",
} as const;
