import { authMessages } from "@culture-patrimoine/contract/messages";
import { toast } from "../../../lib/toast.ts";

// SPEC §2: the link "goes nowhere"; there is no reset by e-mail yet. Rather than a dead href="#",
// a button tells the visitor what to do instead.
export function ForgottenPasswordButton() {
  return (
    <button
      type="button"
      className="fr-link fr-text--sm"
      onClick={() => toast.info(authMessages.forgottenPasswordTitle, authMessages.forgottenPasswordHelp)}
    >
      {authMessages.forgottenPasswordTitle}
    </button>
  );
}
