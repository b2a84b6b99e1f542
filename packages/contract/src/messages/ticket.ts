import type { CancelledBy } from "../constants.ts";

/** The participant's side of booking: registration, ticket page, cancellation, simulated payment. */
export const ticketMessages = {
  sessionLabel: "Séance",
  sessionHint: "Les séances complètes proposent une liste d’attente.",
  sessionPlaceholder: "Choisissez une séance",
  sessionPlacesLeft: (left: number | null) =>
    left === null
      ? "places disponibles"
      : left === 0
        ? "complet, liste d’attente"
        : `${left}\u00a0place${left > 1 ? "s" : ""} restante${left > 1 ? "s" : ""}`,
  noUpcomingSession: "Aucune séance à venir pour cet événement\u00a0: les inscriptions sont closes.",
  joinWaitlist: "Rejoindre la liste d’attente",
  fewerPlaces: "Choisir moins de places",
  onSitePayment: (amount: string) => `Paiement sur place\u00a0: ${amount} à régler à l’entrée`,
  onlinePaymentNext: "Le paiement en ligne se fait à l’étape suivante, sur une page de démonstration.",
  submitFree: "Confirmer mon inscription",
  submitOnline: "M’inscrire et payer en ligne (démonstration)",
  submitWaitlist: "Rejoindre la liste d’attente",
  sending: "Envoi en cours…",
  registeredConfirmed: (firstName: string) => `Merci ${firstName}, votre inscription est confirmée.`,
  registeredWaitlisted: (firstName: string) =>
    `Merci ${firstName}, vous êtes inscrit sur la liste d’attente. Vous serez confirmé dès qu’une place se libère.`,
  registeredPending: (firstName: string) =>
    `Merci ${firstName}, votre inscription attend son paiement en ligne.`,
  keepLink: "Gardez ce lien\u00a0: c’est votre billet.",
  openTicket: "Ouvrir mon billet",
  ticketTitle: "Votre billet",
  /** The title of the ticket page of an unknown or forged code (the valid one's is ticketTitle). */
  ticketNotFoundTitle: "Billet introuvable",
  /** A registration form posted from another site (decision 053), refused. */
  crossSiteForm:
    "Inscription refusée\u00a0: le formulaire doit être envoyé depuis le site Culture & Patrimoine. Rouvrez la page de l’événement et inscrivez-vous depuis celle-ci.",
  ticketEntryTitle: "À présenter à l’entrée",
  ticketLoading: "Chargement du billet…",
  ticketLoadFailed: "Erreur lors du chargement du billet.",
  statusConfirmed: "Confirmée",
  statusWaitlisted: (rank: number | null) =>
    rank === null ? "Liste d’attente" : `Liste d’attente (rang ${rank})`,
  statusCancelled: "Annulée",
  statusPromoted: "Place obtenue",
  confirmedText: "Votre inscription est confirmée.",
  waitlistRank: (rank: number) => `Vous êtes ${rank === 1 ? "1er" : `${rank}e`} sur la liste d’attente.`,
  waitlistText: "Vous serez confirmé automatiquement si une place se libère.",
  promotedText: "Une place s’est libérée\u00a0: votre inscription est confirmée.",
  cancelledBy: (by: CancelledBy | null, when: string) =>
    by === "organiser"
      ? `Inscription annulée par l’organisateur le ${when}.`
      : by === "session"
        ? `Séance annulée par l’organisateur le ${when}.`
        : by === "payment"
          ? `Paiement non reçu : places libérées le ${when}.`
          : `Inscription annulée le ${when}.`,
  paymentFree: "Gratuit",
  paymentOnSite: "À régler sur place",
  paymentPaid: "Payé en ligne (simulation)",
  paymentPending: "Paiement en attente",
  paymentFailed: "Paiement refusé (simulation)",
  paymentExpired: "Paiement non reçu à temps",
  statusAwaitingPayment: "En attente de paiement",
  /** `deadline`: "10 h 15" on its own day, else "le dimanche 4 mai à 10 h 15". */
  paymentDue: (deadline: string) => `À régler avant ${deadline}`,
  awaitingPaymentText: (deadline: string | null) =>
    deadline === null
      ? "Votre inscription attend son paiement en ligne."
      : `Votre inscription attend son paiement en ligne\u00a0: à régler avant ${deadline}, sinon vos places seront libérées pour d’autres visiteurs.`,
  ticketAwaitingPaymentHint:
    "Ce billet ne donne pas encore accès à la séance\u00a0: son QR code s’affichera ici dès le paiement reçu.",
  /** A hold released by the payment: refused by the provider (failed) or not paid in time (expired). */
  releasedByPayment: (paymentStatus: string, when: string) =>
    paymentStatus === "failed"
      ? `Paiement refusé\u00a0: vos places ont été libérées le ${when}.`
      : `Paiement non reçu à temps\u00a0: vos places ont été libérées le ${when}.`,
  ticketReleasedHint:
    "Ce billet n’est plus valable\u00a0: vos places ont été libérées. Vous pouvez vous inscrire à nouveau s’il reste des places.",
  registerAgain: "S’inscrire à nouveau",
  payOnline: "Payer en ligne (démonstration)",
  ticketQrLabel: "QR code du billet d’entrée",
  ticketQrHint: "Présentez ce QR code à l’entrée.",
  ticketWaitlistedHint:
    "Ce billet ne donne pas encore accès à la séance\u00a0: son QR code s’affichera ici dès qu’une place vous sera attribuée.",
  typedCode: "Code à donner à l’entrée si le QR code ne peut pas être lu\u00a0:",
  cancelOpen: "Annuler mon inscription",
  cancelUntil: (deadline: string) => `Annulation gratuite jusqu’au ${deadline}.`,
  cancelQuestion: "Annuler votre inscription\u00a0?",
  cancelConsequence: "Vos places seront libérées pour d’autres visiteurs. Cette annulation est définitive.",
  cancelConfirm: "Oui, annuler mon inscription",
  cancelKeep: "Non, garder mon inscription",
  cancelling: "Annulation en cours…",
  cancelDone: "Votre inscription est annulée.",
  cancelFailed: "Impossible d’annuler l’inscription.",
  simulationLabel: "Démonstration",
  simulationTitle: "Paiement en ligne",
  simulationAmount: "Montant à payer",
  simulateSuccess: "Simuler un paiement accepté",
  simulateFailure: "Simuler un refus",
  simulationPaid: "Paiement accepté (simulation).",
  simulationRefused: "Paiement refusé (simulation)\u00a0: vos places ont été libérées.",
  simulationFailed: "Impossible d’enregistrer le paiement simulé.",
  simulationNothingToPay: "Cette inscription n’attend pas de paiement en ligne.",
  backToTicket: "Retour au billet",
} as const;
