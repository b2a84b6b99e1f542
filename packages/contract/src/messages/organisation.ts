import type { OrganisationRole } from "../constants.ts";

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
    `Votre rôle dans l’organisation (${organisationRoleLabels[role].toLowerCase()}) ne permet pas de modifier sa programmation.`,
  membersForbidden: "Seul un responsable de l’organisation peut gérer ses membres.",
  notYourOrganisation: "Ce contenu appartient à une autre organisation.",
  notAMember: "Vous n’êtes pas membre de cette organisation.",
  lastResponsable:
    "L’organisation doit garder au moins un responsable\u00a0: nommez d’abord un autre responsable.",
  alreadyMember: "Cette personne est déjà membre de l’organisation.",
  invitationInvalid:
    "Ce lien d’invitation n’est pas valable\u00a0: il a expiré, a déjà servi ou a été annulé.",
  invitationOtherEmail: (email: string) =>
    `Cette invitation a été envoyée à ${email}\u00a0: connectez-vous avec cette adresse pour l’accepter.`,
  unknownMember: "Ce membre n’existe pas dans l’organisation.",
  unknownInvitation: "Cette invitation n’existe pas ou n’est plus en attente.",
};

/** The messages of the organisation's forms (invitation, role), shared with the server's checks. */
export const organisationFormMessages = {
  roleRequired: "Choisissez un rôle\u00a0: responsable, éditeur ou agent d’accueil.",
  invitationInvalid: organisationMessages.invitationInvalid,
};
