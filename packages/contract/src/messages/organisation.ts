import type { OrganisationRole } from "../constants.ts";
import { apiErrorMessages } from "./api-error.ts";

// Organisations, their members and roles (issue 30, decision 049): the API's refusals and the
// texts of the organisation's pages.

export const organisationRoleLabels: Record<OrganisationRole, string> = {
  responsable: "Responsable",
  editeur: "Éditeur",
  accueil: "Agent d’accueil",
};

/** What each role may do, in the words the members' page and the refusals use. */
export const organisationRoleDescriptions: Record<OrganisationRole, string> = {
  responsable: "Tout\u00a0: la programmation, l’accueil et les membres de l’organisation.",
  editeur: "La programmation\u00a0: lieux, événements, parcours et sites, et l’accueil du public.",
  accueil: "L’accueil du public\u00a0: le contrôle des billets et les listes d’inscrits, rien d’autre.",
};

export const organisationMessages = {
  noOrganisation:
    "Votre compte n’agit pour aucune organisation\u00a0: acceptez une invitation ou choisissez une organisation.",
  contentForbidden: (role: OrganisationRole) =>
    `Votre rôle dans l’organisation (${String(organisationRoleLabels[role] ?? role).toLowerCase()}) ne permet pas de modifier sa programmation.`,
  membersForbidden: "Seul un responsable de l’organisation peut gérer ses membres.",
  notAMember: "Vous n’êtes pas membre de cette organisation.",
  unknownMember: "Ce membre n’existe pas dans l’organisation.",
  unknownInvitation: "Cette invitation n’existe pas ou n’est plus en attente.",
};

/** The messages of the organisation's forms (invitation, role), shared with the server's checks. */
export const organisationFormMessages = {
  roleRequired: "Choisissez un rôle\u00a0: responsable, éditeur ou agent d’accueil.",
  invitationInvalid: apiErrorMessages.INVITATION_INVALID,
};

/** The texts of the organisation's pages: /organisation (the team) and /invitation/{token}. */
export const organisationPageMessages = {
  title: "Mon organisation",
  navLink: "Mon organisation",
  loading: "Chargement de l’organisation…",
  loadFailed: "Impossible d’afficher l’organisation",
  noOrganisationTitle: "Vous n’êtes membre d’aucune organisation",
  noOrganisation:
    "Une organisation (un musée, une association, une collectivité) publie sa programmation à plusieurs. Pour en rejoindre une, demandez à l’un de ses responsables de vous inviter\u00a0: vous recevrez un lien par e-mail.",
  verification: {
    pending: "Vérification en cours",
    verified: "Organisation vérifiée",
    refused: "Vérification refusée",
  } satisfies Record<"pending" | "verified" | "refused", string>,
  yourRole: (role: string) => `Votre rôle\u00a0: ${role}`,
  readOnlyReason:
    "Seul un responsable de l’organisation peut inviter, changer le rôle ou retirer un membre. Vous voyez l’équipe sans pouvoir la modifier.",
  // The switcher (several organisations).
  switchLabel: "Organisation pour laquelle vous agissez",
  switchHint: "Vos listes, vos droits et vos statistiques suivent l’organisation choisie.",
  switchSubmit: "Changer d’organisation",
  switchDone: "Organisation changée",
  switchDoneDetail: (name: string) => `Vous agissez désormais pour ${name}.`,
  switchFailed: "Impossible de changer d’organisation",
  // Members.
  membersTitle: "Membres",
  membersCaption: (count: number) => (count === 1 ? "1\u00a0membre" : `${count}\u00a0membres`),
  columnName: "Nom",
  columnEmail: "Adresse e-mail",
  columnRole: "Rôle",
  columnSince: "Membre depuis",
  columnActions: "Actions",
  you: "(vous)",
  roleSelectLabel: (name: string) => `Rôle de ${name}`,
  roleSave: "Enregistrer le rôle",
  roleSaveFor: (name: string) => `Enregistrer le rôle de ${name}`,
  roleSaved: (name: string) => `Le rôle de ${name} est enregistré.`,
  roleFailed: "Impossible de changer le rôle",
  remove: "Retirer",
  removeFor: (name: string) => `Retirer ${name} de l’organisation`,
  removeConfirm: (name: string) =>
    `Êtes-vous sûr de vouloir retirer ${name} de l’organisation\u00a0? Son accès prend fin immédiatement\u00a0; le contenu qu’il a créé reste à l’organisation.`,
  removeDone: (name: string) => `${name} ne fait plus partie de l’organisation.`,
  removeFailed: "Impossible de retirer ce membre",
  leave: "Quitter l’organisation",
  leaveConfirm: (organisation: string) =>
    `Êtes-vous sûr de vouloir quitter ${organisation}\u00a0? Vous perdrez aussitôt l’accès à sa programmation.`,
  leaveDone: (organisation: string) => `Vous avez quitté ${organisation}.`,
  leaveFailed: "Impossible de quitter l’organisation",
  // Invitations.
  invitationsTitle: "Invitations en attente",
  invitationsCaption: (count: number) =>
    count === 1 ? "1\u00a0invitation en attente" : `${count}\u00a0invitations en attente`,
  noInvitations: "Aucune invitation en attente.",
  columnInvitedEmail: "Adresse invitée",
  columnSent: "Envoyée le",
  columnExpires: "Expire le",
  revoke: "Annuler l’invitation",
  revokeFor: (email: string) => `Annuler l’invitation de ${email}`,
  revokeConfirm: (email: string) => `Êtes-vous sûr de vouloir annuler l’invitation envoyée à ${email}\u00a0?`,
  revokeDone: (email: string) => `L’invitation de ${email} est annulée\u00a0: son lien ne sert plus.`,
  revokeFailed: "Impossible d’annuler l’invitation",
  // The invite form.
  inviteTitle: "Inviter un membre",
  inviteIntro:
    "La personne reçoit un lien valable 7\u00a0jours. Elle se connecte ou crée un compte avec cette adresse pour rejoindre l’organisation. Une nouvelle invitation à la même adresse remplace la précédente.",
  inviteEmail: "Adresse e-mail de la personne à inviter",
  inviteEmailHint: "Format attendu\u00a0: nom@domaine.fr",
  inviteRole: "Rôle dans l’organisation",
  inviteSubmit: "Envoyer l’invitation",
  inviteSent: (email: string) => `Invitation envoyée à ${email}.`,
  inviteFailed: "L’invitation n’a pas été envoyée",
  // /invitation/{token}.
  invitationTitle: "Invitation à rejoindre une organisation",
  invitationLoading: "Chargement de l’invitation…",
  invitationLead: (organisation: string) => `Vous êtes invité à rejoindre ${organisation}.`,
  invitationInvitedBy: (name: string) => `Invitation envoyée par ${name}.`,
  invitationRole: (role: string) => `Rôle proposé\u00a0: ${role}`,
  invitationEmail: (email: string) => `Adresse invitée\u00a0: ${email}`,
  invitationExpires: (moment: string) => `Ce lien est valable jusqu’au ${moment}.`,
  invitationSignInHint:
    "Connectez-vous avec l’adresse invitée, ou créez un compte avec elle, pour accepter l’invitation\u00a0: vous reviendrez ensuite sur cette page.",
  signIn: "Se connecter",
  signUp: "Créer un compte",
  accept: "Accepter l’invitation",
  accepted: "Invitation acceptée",
  acceptedDetail: (organisation: string) =>
    `Bienvenue dans ${organisation}\u00a0: vous agissez désormais pour elle.`,
  acceptFailed: "L’invitation n’a pas pu être acceptée",
  otherAccountHint:
    "Pour changer de compte, choisissez «\u00a0Se déconnecter\u00a0» dans le menu de votre compte, puis connectez-vous avec l’adresse invitée.",
  invalidTitle: "Invitation introuvable",
  invalidHint: "Demandez à un responsable de l’organisation de vous envoyer une nouvelle invitation.",
  backToDashboard: "Aller au tableau de bord",
  backHome: "Revenir à l’accueil",
};

/**
 * Why a page is refused to a member (issue 30): their session acts for no organisation, or their
 * role in it does not allow it; and what the dashboard says of the acting organisation.
 */
export const organisationGateMessages = {
  noOrganisation:
    "Réservé aux membres d’une organisation\u00a0: un compte professionnel en a une, et un responsable peut vous inviter dans la sienne.",
  roleTitle: "Réservé aux éditeurs et aux responsables",
  contentRefused: (role: OrganisationRole) =>
    `Votre rôle dans l’organisation (${String(organisationRoleLabels[role] ?? role).toLowerCase()}) ne permet pas de créer ni de modifier sa programmation\u00a0: demandez à l’un de ses responsables de changer votre rôle.`,
  loadFailed: "Impossible de savoir pour quelle organisation vous agissez",
  actingFor: (name: string) => `Vous agissez pour ${name}`,
  /** The dashboard's link from an event to the door's scanner, for every role. */
  checkTickets: "Contrôler les billets",
  doorOnly: (role: OrganisationRole) =>
    `Votre rôle dans l’organisation (${String(organisationRoleLabels[role] ?? role).toLowerCase()}) est l’accueil du public\u00a0: contrôler les billets et consulter les inscrits de ses événements. Sa programmation est modifiée par ses éditeurs et ses responsables.`,
};
