/** The summary a form shows above its fields once a send was refused. */
export const formMessages = {
  errorSummaryTitle: (count: number) => `Le formulaire contient ${count} erreur${count > 1 ? "s" : ""}`,
  errorSummaryHint: "Chaque lien mène au champ à corriger.",
  /** The DSFR's one way of marking required fields: this sentence, and « (facultatif) » on the others. */
  requiredFieldsHint: "Sauf mention contraire, tous les champs sont obligatoires.",
  optionalSuffix: "(facultatif)",
} as const;
