import { organisationFormMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import { invitationBodySchema } from "@culture-patrimoine/contract/schemas/organisation";
import { describe, expect, it } from "vitest";
import { emptyInvitationValues, toInvitationBody } from "./invitation-form-values.ts";

describe("toInvitationBody", () => {
  it("gives a body the server's schema accepts, the address normalised", () => {
    const body = toInvitationBody({ email: "  Lea.Martin@Musee.FR ", role: "editeur" });
    expect(invitationBodySchema.parse(body)).toEqual({ email: "lea.martin@musee.fr", role: "editeur" });
  });

  it("lets the schema refuse an empty form in French, field by field", () => {
    const result = invitationBodySchema.safeParse(toInvitationBody(emptyInvitationValues));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      email: validationMessages.emailInvalid,
      role: organisationFormMessages.roleRequired,
    });
  });
});
