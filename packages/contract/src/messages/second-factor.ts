// The second factor (TOTP, issue 29): login's second step and the settings section.

export const secondFactorMessages = {
  // Login's second step.
  stepTitle: "Vérification en deux étapes",
  stepIntro: "Saisissez le code à 6\u00a0chiffres affiché par votre application d’authentification.",
  codeLabel: "Code de l’application d’authentification",
  // The settings show two code fields at once: each label says what its code is for.
  regenerateCodeLabel: "Code de l’application, pour de nouveaux codes de secours",
  disableCodeLabel: "Code de l’application, pour désactiver",
  codeHint: "6\u00a0chiffres, renouvelés toutes les 30\u00a0secondes.",
  recoveryCodeLabel: "Code de secours",
  recoveryCodeHint:
    "Un des 10\u00a0codes notés lors de l’activation, par exemple abcd-2345. Chaque code ne sert qu’une fois.",
  useRecoveryCode: "Utiliser un code de secours",
  useAppCode: "Utiliser le code de l’application",
  submit: "Valider",
  backToPassword: "Revenir au mot de passe",
  codeRequired: "Saisissez le code à 6\u00a0chiffres.",
  codeFormat: "Le code comporte 6\u00a0chiffres.",
  recoveryCodeRequired: "Saisissez un code de secours.",
  // API answers.
  required: "Saisissez le code de votre application d’authentification pour terminer la connexion.",
  setupRequired:
    "Un compte administrateur ne peut se connecter qu’avec une double authentification. Demandez à un autre administrateur de la configurer pour votre compte.",
  invalidCode: "Code invalide ou déjà utilisé.",
  invalidChallenge:
    "Votre connexion a expiré ou n’est plus valable\u00a0: saisissez de nouveau votre mot de passe.",
  alreadyEnabled: "La double authentification est déjà activée sur ce compte.",
  notStarted: "Commencez par afficher le QR code de l’activation.",
  notEnabled: "La double authentification n’est pas activée sur ce compte.",
  requiredForAdministrators:
    "La double authentification est obligatoire pour les administrateurs\u00a0: elle ne peut pas être désactivée.",
  notOffered: "La double authentification est réservée aux organisateurs et aux administrateurs.",
  wrongPassword: "Mot de passe incorrect.",
  // Settings section.
  sectionTitle: "Double authentification",
  sectionIntroOff:
    "Protégez votre compte avec un code à usage unique, donné par une application d’authentification (FreeOTP, Aegis, Google Authenticator…), demandé après votre mot de passe.",
  sectionIntroOn: (date: string) => `La double authentification est activée depuis le ${date}.`,
  start: "Activer la double authentification",
  scanTitle: "Ajoutez le compte à votre application",
  scanIntro:
    "Scannez ce QR code avec votre application d’authentification, puis saisissez le code qu’elle affiche.",
  qrLabel: "QR code à scanner avec l’application d’authentification",
  manualEntry: "Ou saisissez cette clé à la main\u00a0:",
  confirm: "Confirmer l’activation",
  enabledTitle: "Double authentification activée",
  recoveryCodesTitle: "Vos codes de secours",
  recoveryCodesIntro:
    "Notez ces 10\u00a0codes et gardez-les en lieu sûr\u00a0: chacun permet une seule fois de vous connecter sans l’application. Ils ne seront plus affichés.",
  recoveryCodesNoted: "Je les ai notés",
  regenerate: "Générer de nouveaux codes de secours",
  regenerateIntro: "Les anciens codes de secours ne fonctionneront plus.",
  disable: "Désactiver la double authentification",
  disabledTitle: "Double authentification désactivée",
  passwordLabel: "Mot de passe actuel",
  cancel: "Annuler",
} as const;
