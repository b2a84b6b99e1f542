import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LoginBody } from "@culture-patrimoine/contract/schemas/auth";
import { type Control, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { ForgottenPasswordState } from "../utils/forgotten-password-state.ts";

/**
 * The login tab's « Mot de passe oublié ? »: the page that sends a reset link, with the address
 * already typed in the login form, if any (carried in the history state, never in the URL).
 */
export function ForgottenPasswordLink({ control }: { control: Control<LoginBody> }) {
  const email = useWatch({ control, name: "email" }).trim();
  const state: ForgottenPasswordState | undefined = email ? { email } : undefined;
  return (
    <Link className="fr-link fr-text--sm" to={paths.forgottenPassword.getHref()} state={state}>
      {authMessages.forgottenPasswordTitle}
    </Link>
  );
}
