export const locationMessages = {
  createFailedDefault: "Erreur lors de la création du lieu",
  createSuccess: "Lieu ajouté avec succès",
  notFound: "Lieu culturel introuvable",
  professionalOnly: "L’ajout de lieux culturels est réservé aux comptes professionnels.",
  submitHint: "Renseignez le nom, l’adresse et la ville pour pouvoir ajouter ce lieu.",
} as const;
