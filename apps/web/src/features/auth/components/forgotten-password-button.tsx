import { toast } from "../../../lib/toast.ts";

// SPEC §2: the link "goes nowhere"; there is no reset by e-mail yet. Rather than a dead href="#",
// a button tells the visitor what to do instead.
export function ForgottenPasswordButton() {
  return (
    <button
      type="button"
      className="fr-link fr-text--sm"
      onClick={() =>
        toast.info(
          "Mot de passe oublié ?",
          "La réinitialisation en ligne n'est pas encore disponible : contactez-nous à contact@culture-patrimoine.fr depuis l'adresse e-mail de votre compte.",
        )
      }
    >
      Mot de passe oublié ?
    </button>
  );
}
