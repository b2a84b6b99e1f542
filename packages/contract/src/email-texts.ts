import {
  CANCELLATION_REMINDER_HOURS_BEFORE_DEADLINE,
  FREE_CANCELLATION_HOURS,
  SERVICE_CONTACT_EMAIL,
  SERVICE_NAME,
} from "./constants.ts";
import { bookingMessages } from "./messages.ts";

// What the platform's e-mails say (issue 11). French typography: no-break space before « : ; ? ! »,
// typographic apostrophes. The API renders these into HTML and plain text (modules/mail).

const nb = "\u00a0";

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count}${nb}${count > 1 ? pluralForm : singular}`;
}

export const emailTexts = {
  serviceName: SERVICE_NAME,
  republic: "République française",
  ministry: "Un service du ministère de la Culture",
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  greetingAnonymous: "Bonjour,",
  signature: `L’équipe ${SERVICE_NAME}`,
  automatic: `Ce message vous est envoyé automatiquement par ${SERVICE_NAME}. Merci de ne pas y répondre directement.`,
  whyRegistration: (email: string) =>
    `Vous recevez ce message parce qu’une inscription a été faite avec l’adresse ${email}.`,
  whyAccount: (email: string) =>
    `Vous recevez ce message parce qu’un compte ${SERVICE_NAME} utilise l’adresse ${email}.`,

  // The details of a registration, as label / value lines.
  labels: {
    event: "Événement",
    session: "Séance",
    place: "Lieu",
    places: "Places",
    amount: "Montant",
    payment: "Paiement",
    ticketCode: "Code du billet",
    cancellableUntil: "Annulation gratuite jusqu’au",
    waitlistRank: "Rang sur la liste d’attente",
    payBefore: "À régler avant le",
  },
  placesValue: (places: number) => plural(places, "place"),
  free: "Gratuit",
  paymentFree: "Aucun paiement",
  paymentOnSite: "Sur place, à l’entrée",
  paymentOnlinePending: "En ligne, à régler depuis votre billet (démonstration)",
  paymentOnlinePaid: "Payé en ligne (démonstration)",
  paymentOnlineFailed: "Refusé en ligne (démonstration)",
  paymentOnlineExpired: "Non reçu à temps",
  online: "En ligne",
  seeTicket: "Voir mon billet",
  seeEvent: "Voir l’événement",
  ticketQrAlt: (code: string) => `QR code du billet ${code}, à présenter à l’entrée`,
  ticketHelp:
    "Présentez ce QR code à l’entrée, sur votre téléphone ou imprimé. Le lien du billet fonctionne sans compte.",
  calendarHelp: "Le fichier joint ajoute la séance à votre agenda.",
  calendarUpdateHelp: "Le fichier joint met à jour la séance dans votre agenda.",
  calendarCancelHelp: "Le fichier joint retire la séance de votre agenda.",
  cancelHelp: (deadline: string) =>
    `Vous ne pourrez pas venir${nb}? Annulez depuis votre billet jusqu’au ${deadline}${nb}: votre place ira à la personne suivante sur la liste d’attente.`,
  cancelClosedHelp: `${bookingMessages.freeCancellationOver(FREE_CANCELLATION_HOURS)} Contactez l’organisateur si besoin.`,

  registrationConfirmed: {
    subject: (title: string) => `Inscription confirmée${nb}: ${title}`,
    heading: "Votre inscription est confirmée",
    intro: (title: string) => `Votre inscription à «${nb}${title}${nb}» est confirmée. Voici votre billet.`,
  },
  waitlistJoined: {
    subject: (title: string) => `Liste d’attente${nb}: ${title}`,
    heading: "Vous êtes sur la liste d’attente",
    intro: (title: string) =>
      `La séance de «${nb}${title}${nb}» est complète${nb}: vous êtes inscrit sur sa liste d’attente.`,
    next: "Dès qu’une place se libère, elle vous est attribuée automatiquement dans l’ordre d’arrivée, et nous vous écrivons avec votre billet. Vous n’avez rien à faire d’ici là.",
    leave: "Vous pouvez quitter la liste d’attente à tout moment depuis ce lien.",
    seeEntry: "Voir mon inscription",
  },
  placeObtained: {
    subject: (title: string) => `Place obtenue${nb}: ${title}`,
    heading: "Une place s’est libérée pour vous",
    intro: (title: string) =>
      `Bonne nouvelle${nb}: une place s’est libérée pour «${nb}${title}${nb}» et votre inscription est maintenant confirmée. Voici votre billet.`,
  },
  // An online registration until it is paid: places held until a deadline, no ticket yet.
  paymentAwaited: {
    subject: (title: string) => `Paiement attendu${nb}: ${title}`,
    heading: "Votre inscription attend son paiement",
    intro: (title: string, deadline: string) =>
      `Vos places pour «${nb}${title}${nb}» vous sont réservées jusqu’au ${deadline}. Réglez-les en ligne avant cette heure-là${nb}: sans paiement, elles seront libérées pour d’autres visiteurs.`,
    promotedSubject: (title: string) => `Place obtenue${nb}: ${title}, à régler en ligne`,
    promotedHeading: "Une place s’est libérée pour vous",
    promotedIntro: (title: string, deadline: string) =>
      `Bonne nouvelle${nb}: une place s’est libérée pour «${nb}${title}${nb}». Elle vous est réservée jusqu’au ${deadline}${nb}: réglez-la en ligne avant cette heure-là, sinon elle ira à la personne suivante.`,
    action: "Payer en ligne (démonstration)",
    notATicket:
      "Ce message n’est pas un billet. Votre billet, avec son QR code, vous sera envoyé dès le paiement reçu.",
    demonstration: `Le paiement en ligne de ce service est une démonstration${nb}: aucune somme n’est débitée, aucune donnée de carte n’est transmise.`,
  },
  paymentReceived: {
    subject: (title: string) => `Paiement reçu${nb}: ${title}`,
    heading: "Votre paiement est reçu",
    intro: (title: string) =>
      `Votre paiement en ligne (démonstration) est enregistré et votre inscription à «${nb}${title}${nb}» est confirmée. Voici votre billet.`,
  },
  paymentReleased: {
    subject: (title: string) => `Places libérées${nb}: ${title}`,
    heading: "Vos places ont été libérées",
    refused: (title: string) =>
      `Le paiement en ligne de votre inscription à «${nb}${title}${nb}» a été refusé${nb}: vos places ont été libérées pour d’autres visiteurs.`,
    expired: (title: string, deadline: string) =>
      `Le paiement en ligne de votre inscription à «${nb}${title}${nb}» n’a pas été reçu avant le ${deadline}${nb}: vos places ont été libérées pour d’autres visiteurs.`,
    nothingCharged: "Aucune somme n’a été débitée.",
    again: "Vous pouvez vous inscrire à nouveau depuis la page de l’événement, s’il reste des places.",
    action: "S’inscrire à nouveau",
  },
  registrationCancelled: {
    subject: (title: string) => `Inscription annulée${nb}: ${title}`,
    sessionSubject: (title: string) => `Séance annulée${nb}: ${title}`,
    heading: "Votre inscription est annulée",
    sessionHeading: "La séance est annulée",
    byParticipant: (title: string) =>
      `Votre inscription à «${nb}${title}${nb}» est annulée, comme vous l’avez demandé.`,
    byOrganiser: (title: string, organiser: string) =>
      `L’organisateur, ${organiser}, a annulé votre inscription à «${nb}${title}${nb}».`,
    bySession: (title: string, organiser: string) =>
      `L’organisateur, ${organiser}, a annulé la séance de «${nb}${title}${nb}» à laquelle vous étiez inscrit. Votre inscription est donc annulée.`,
    refund: "Si vous aviez payé en ligne, l’organisateur vous rembourse.",
    findAnother: "Découvrir d’autres événements",
  },
  // A session moved or its venue changed (issue 28): what changed, from what to what.
  sessionChanged: {
    movedSubject: (title: string) => `Séance déplacée${nb}: ${title}`,
    placeSubject: (title: string) => `Changement de lieu${nb}: ${title}`,
    subject: (title: string) => `Séance modifiée${nb}: ${title}`,
    heading: "Votre séance change",
    moved: (from: string, to: string) => `Votre séance du ${from} est déplacée au ${to}.`,
    endMoved: (when: string, end: string) => `Votre séance du ${when} se termine désormais à ${end}.`,
    endRemoved: (when: string) => `Votre séance du ${when} n’a plus d’heure de fin annoncée.`,
    placeChanged: (when: string, to: string, from: string | null) =>
      `Votre séance du ${when} aura lieu à un autre endroit${nb}: ${to}${from ? ` (au lieu de ${from})` : ""}.`,
    ticketStill: "Votre billet reste valable pour la séance ainsi modifiée, vous n’avez rien à faire.",
    waitlistStill:
      "Vous restez sur la liste d’attente de cette séance, à votre rang. Si elle ne vous convient plus, vous pouvez la quitter depuis ce lien.",
  },
  cancellationReminder: {
    subject: (title: string, when: string) => `Rappel${nb}: ${title}, ${when}`,
    heading: "Votre séance approche",
    intro: (title: string, when: string) => `Vous êtes inscrit à «${nb}${title}${nb}», ${when}.`,
    lastChance: (deadline: string) =>
      `Si vous ne pouvez plus venir, annulez avant le ${deadline}${nb}: c’est gratuit, et votre place ira à une personne de la liste d’attente. Ensuite, l’annulation gratuite ne sera plus possible.`,
    hoursBefore: CANCELLATION_REMINDER_HOURS_BEFORE_DEADLINE + FREE_CANCELLATION_HOURS,
  },
  eveReminder: {
    subject: (title: string) => `C’est demain${nb}: ${title}`,
    heading: "C’est demain",
    intro: (title: string, when: string) => `Nous vous attendons à «${nb}${title}${nb}», ${when}.`,
    bring: "Pensez à votre billet (le QR code ci-dessous ou le lien).",
  },
  remindersOff: {
    text: "Ne plus recevoir de rappels avant les séances",
    help: "Vous recevez ces rappels trois jours avant une séance, puis la veille.",
  },
  passwordReset: {
    subject: "Réinitialisation de votre mot de passe",
    heading: "Choisissez un nouveau mot de passe",
    intro: `Quelqu’un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte ${SERVICE_NAME}.`,
    action: "Choisir un nouveau mot de passe",
    validity: (minutes: number) =>
      `Ce lien fonctionne une seule fois, pendant ${minutes === 60 ? "une heure" : `${minutes}${nb}minutes`}. Une fois le mot de passe changé, toutes les sessions ouvertes sur votre compte sont fermées.`,
    notYou: `Si vous n’avez rien demandé, ignorez ce message${nb}: votre mot de passe reste inchangé.`,
  },
  passwordChanged: {
    subject: "Votre mot de passe a été modifié",
    heading: "Votre mot de passe a été modifié",
    intro: (when: string) =>
      `Le mot de passe de votre compte a été modifié le ${when} avec un lien de réinitialisation. Toutes les sessions ouvertes ont été fermées.`,
    notYou: `Si vous n’êtes pas à l’origine de ce changement, demandez tout de suite un nouveau lien depuis «${nb}Mot de passe oublié${nb}?${nb}» et contactez-nous.`,
    action: "Mot de passe oublié",
  },
  emailChangeRequested: {
    subject: "Confirmez votre nouvelle adresse e-mail",
    heading: "Confirmez votre nouvelle adresse",
    intro: (newEmail: string, oldEmail: string) =>
      `Vous avez demandé que votre compte ${SERVICE_NAME} utilise désormais l’adresse ${newEmail} au lieu de ${oldEmail}.`,
    action: "Confirmer cette adresse",
    validity: (hours: number) =>
      `Ce lien fonctionne pendant ${hours}${nb}heures. Une fois l’adresse confirmée, les autres sessions ouvertes sur votre compte sont fermées.`,
    notYou: `Si vous n’avez rien demandé, ignorez ce message${nb}: l’adresse du compte ne changera pas.`,
    why: (email: string) =>
      `Vous recevez ce message parce que l’adresse ${email} a été donnée pour un compte ${SERVICE_NAME}.`,
  },
  emailChanged: {
    subject: "L’adresse e-mail de votre compte a été modifiée",
    heading: "Votre adresse e-mail a été modifiée",
    intro: (when: string, newEmail: string) =>
      `Le ${when}, l’adresse e-mail de votre compte ${SERVICE_NAME} a été remplacée par ${newEmail}. Les messages du compte sont désormais envoyés à cette adresse, et les autres sessions ouvertes ont été fermées.`,
    notYou: `Si vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre${nb}: nous vérifierons avec vous et rétablirons votre adresse.`,
    action: "Nous contacter",
    why: (email: string) =>
      `Vous recevez ce message parce que l’adresse ${email} était jusqu’ici celle de votre compte ${SERVICE_NAME}.`,
  },
  emailConfirmation: {
    subject: "Confirmez votre adresse e-mail",
    heading: "Confirmez votre adresse e-mail",
    intro: (email: string) =>
      `Confirmez que l’adresse ${email} est bien celle de votre compte ${SERVICE_NAME}.`,
    benefit:
      "Une fois l’adresse confirmée, les inscriptions faites sans compte avec cette adresse apparaissent aussi dans votre tableau de bord, où vous pouvez les consulter et les annuler.",
    action: "Confirmer mon adresse",
    validity: (days: number) => `Ce lien fonctionne pendant ${plural(days, "jour")}.`,
    notYou: `Si vous n’avez pas créé de compte, ignorez ce message${nb}: l’adresse ne sera pas confirmée.`,
  },
  // An administrator's decision on an organiser (issue 29), with the reason it gave.
  organiserVerified: {
    subject: "Votre structure est vérifiée",
    heading: "Votre structure est vérifiée",
    intro: (organization: string) =>
      `L’administration de ${SERVICE_NAME} a vérifié ${organization}${nb}: ce que vous publiez désormais est visible du public dès sa publication.`,
    pending: "Les contenus que vous aviez déjà soumis restent examinés un par un par l’administration.",
    reason: "Message de l’administration",
    action: "Ouvrir mon tableau de bord",
  },
  organiserRefused: {
    subject: "Votre structure n’a pas pu être vérifiée",
    heading: "Votre structure n’a pas pu être vérifiée",
    intro: (organization: string) =>
      `L’administration de ${SERVICE_NAME} n’a pas pu vérifier ${organization}${nb}: tant qu’elle ne l’est pas, vos contenus ne sont pas publiés.`,
    reason: "Motif",
    next: "Complétez ou corrigez le SIRET de votre structure, ou pour une association son numéro RNA, dans les paramètres de votre compte, puis répondez au motif ci-dessus.",
    action: "Compléter mes paramètres",
  },
  /** « votre structure » when the organiser gave no organisation name. */
  yourStructure: "votre structure",
  ticketsLookup: {
    subject: "Vos billets à venir",
    heading: "Vos billets à venir",
    intro: (email: string, count: number) =>
      `Voici ${count > 1 ? `les ${count}${nb}inscriptions à venir faites` : "l’inscription à venir faite"} avec l’adresse ${email}. Chaque lien ouvre son billet, sans compte.`,
    statusConfirmed: "confirmée",
    statusWaitlisted: "liste d’attente",
    statusPaymentPending: "paiement en attente",
    line: (when: string, places: number, status: string) =>
      `${when} — ${plural(places, "place")} — ${status}`,
    seeTicket: (title: string, when: string) => `Voir le billet — ${title}, ${when}`,
    more: `D’autres inscriptions à venir sont liées à cette adresse${nb}: leur billet vous a été envoyé à l’inscription.`,
    notYou: `Si vous n’avez rien demandé, ignorez ce message${nb}: quelqu’un a saisi votre adresse sur la page «${nb}Retrouver mes billets${nb}», et la liste n’est envoyée qu’à cette adresse.`,
    why: (email: string) =>
      `Vous recevez ce message parce que la liste des billets liés à l’adresse ${email} a été demandée sur ${SERVICE_NAME}.`,
  },
  // Moderation (issue 29): content refused or unpublished by an administrator, an account suspended.
  contentRefused: {
    subject: (title: string) => `Votre contenu «${nb}${title}${nb}» n’a pas été validé`,
    heading: "Contenu non validé",
    intro: (kind: string, title: string) =>
      `L’administration de la plateforme n’a pas validé ${kind} «${nb}${title}${nb}» : il reste invisible du public.`,
    reason: "Motif de la décision",
    next: "Modifiez-le selon ce motif : il sera de nouveau soumis à validation.",
    action: "Voir et modifier",
  },
  contentUnpublished: {
    subject: (title: string) => `Votre contenu «${nb}${title}${nb}» a été dépublié`,
    heading: "Contenu dépublié",
    intro: (kind: string, title: string) =>
      `L’administration de la plateforme a dépublié ${kind} «${nb}${title}${nb}» : il n’est plus visible du public.`,
    reason: "Motif de la décision",
    next: "Modifiez-le selon ce motif : il sera de nouveau soumis à validation.",
    action: "Voir et modifier",
  },
  /** « votre événement », « votre parcours »… as the sentences above name each kind. */
  contentKinds: {
    event: "votre événement",
    parcours: "votre parcours",
    site: "votre site",
    lieu: "votre lieu",
  } as Record<string, string>,
  accountSuspended: {
    subject: `Votre compte ${SERVICE_NAME} est suspendu`,
    heading: "Compte suspendu",
    intro: `L’administration de la plateforme a suspendu votre compte : vous ne pouvez plus vous connecter, et vos contenus ne sont plus visibles du public.`,
    reason: "Motif de la décision",
    contest: `Pour contester cette décision, écrivez à ${SERVICE_CONTACT_EMAIL} en donnant l’adresse de votre compte.`,
  },
  organisationInvitation: {
    subject: (organisation: string) => `Invitation à rejoindre ${organisation} sur ${SERVICE_NAME}`,
    heading: "Vous êtes invité à rejoindre une organisation",
    intro: (inviter: string | null, organisation: string, role: string) =>
      `${inviter ?? "Un responsable"} vous invite à rejoindre ${organisation} sur ${SERVICE_NAME}, avec le rôle ${role.toLowerCase()}.`,
    roleLabel: "Votre rôle",
    expiresLabel: "Lien valable jusqu’au",
    next: "Ouvrez le lien ci-dessous, puis connectez-vous ou créez votre compte avec cette adresse e-mail pour accepter l’invitation.",
    action: "Voir l’invitation",
    notYou:
      "Si vous ne connaissez pas cette organisation, ignorez ce message\u00a0: rien ne se passera sans vous.",
  },
  organiserDigest: {
    subject: (count: number) =>
      `${plural(count, "nouvelle inscription", "nouvelles inscriptions")} à vos événements`,
    heading: "Les inscriptions des dernières 24 heures",
    intro: (count: number, day: string) =>
      `Depuis hier matin, ${plural(count, "nouvelle inscription a été enregistrée", "nouvelles inscriptions ont été enregistrées")} à vos événements (récapitulatif du ${day}).`,
    line: (confirmed: number, waitlisted: number) =>
      [
        confirmed > 0 ? `${plural(confirmed, "place confirmée", "places confirmées")}` : null,
        waitlisted > 0
          ? `${plural(waitlisted, "place en liste d’attente", "places en liste d’attente")}`
          : null,
      ]
        .filter(Boolean)
        .join(", "),
    seeAttendees: "Voir les inscrits",
    turnOff: "Ne plus recevoir ce récapitulatif (paramètres de votre compte)",
  },
} as const;

/** What the API answers on the e-mail channel's own calls. */
export const mailChannelMessages = {
  resetLinkInvalid:
    "Ce lien de réinitialisation n’est plus valable\u00a0: il a déjà servi ou a expiré. Demandez-en un nouveau.",
  remindersOffLinkInvalid:
    "Ce lien ne permet pas de désactiver les rappels\u00a0: ouvrez-le tel qu’il figure dans l’e-mail reçu.",
  emailChangeLinkInvalid:
    "Ce lien de confirmation n’est plus valable\u00a0: il a expiré, il a déjà servi, ou le compte a changé depuis (adresse ou mot de passe). Refaites la demande depuis les paramètres de votre compte.",
  emailChangeTooMany:
    "Trop de demandes de changement d’adresse pour ce compte\u00a0: réessayez dans une heure.",
} as const;
