import { siteLinks } from "./site-links.ts";
import { retryIn } from "./wording.ts";

/**
 * « Retrouver mes billets » (issue 28): a visitor who lost the e-mail of a ticket types the address
 * the registration was made with and receives the list of its upcoming tickets there. The answer is
 * the same whether that address has any, so the page never tells which addresses registered.
 */
export const ticketsLookupMessages = {
  pageTitle: siteLinks.ticketsLookup,
  intro:
    "Vous avez perdu l’e-mail de votre billet, ou vous vous êtes inscrit sans compte\u00a0? Indiquez l’adresse e-mail donnée lors de l’inscription\u00a0: nous y enverrons la liste de vos billets à venir, avec le lien de chacun.",
  submit: "Recevoir mes billets",
  /** The API's answer (202), whether the address has tickets or not. */
  accepted:
    "Si des billets à venir sont liés à cette adresse, vous allez recevoir un courriel qui les liste.",
  sentTitle: "Demande enregistrée",
  sentSpam:
    "Rien reçu d’ici quelques minutes\u00a0? Regardez dans vos courriers indésirables, ou vérifiez l’adresse saisie\u00a0: c’est celle donnée lors de l’inscription qui compte.",
  requestAgain: "Saisir une autre adresse",
  tooManyRequests: (minutes?: number) => `Trop de demandes en peu de temps. ${retryIn(minutes)}`,
  failed: "Votre demande n’a pas pu être envoyée",
  /** The links that lead to the page from where a lost visitor looks. */
  link: siteLinks.ticketsLookup,
  lostTicket: "Billet perdu\u00a0?",
  withoutAccount: "Inscrit à un événement sans compte\u00a0?",
  ifLost: "Si vous perdez ce lien\u00a0:",
  lostTicketHelp: "Recevez à nouveau par e-mail la liste de vos billets à venir.",
  accountHint:
    "Avec un compte dont l’adresse e-mail est confirmée, les inscriptions faites sans compte avec cette adresse apparaissent aussi dans votre tableau de bord.",
  backToEvents: "Voir les événements",
} as const;
