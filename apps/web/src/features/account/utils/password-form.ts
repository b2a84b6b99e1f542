import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { UserUpdateInput } from "@culture-patrimoine/contract/schemas/user";
import type { FieldIssue } from "../../../lib/body-resolver.ts";

/** The Compte tab of /profile: a password change needs the current password (DESIGN.md §4). */
export interface PasswordFormValues {
  current_password: string;
  password: string;
  confirmPassword: string;
}

export const emptyPasswordForm: PasswordFormValues = {
  current_password: "",
  password: "",
  confirmPassword: "",
};

export function toPasswordBody(values: PasswordFormValues): UserUpdateInput {
  return { current_password: values.current_password, password: values.password };
}

/** The confirmation is the form's own business: the API never sees it. */
export function passwordFormIssues(values: PasswordFormValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // The schema checks this too, but only once the new password is valid; the form says it at once.
  if (!values.current_password) {
    issues.push({ path: "current_password", message: validationMessages.currentPasswordRequired });
  }
  if (!values.confirmPassword) {
    issues.push({ path: "confirmPassword", message: validationMessages.confirmPasswordRequired });
  } else if (values.confirmPassword !== values.password) {
    issues.push({ path: "confirmPassword", message: validationMessages.passwordsMismatch });
  }
  return issues;
}
