import { validationMessages } from "@culture-patrimoine/contract/messages";
import { userUpdateBodySchema } from "@culture-patrimoine/contract/schemas/user";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { bodyResolver } from "./body-resolver.ts";

interface Form {
  name: string;
  phone: string;
  confirm: string;
}

const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };
const resolver = bodyResolver(
  userUpdateBodySchema,
  (values: Form) => ({ first_name: values.name, phone: values.phone }),
  {
    aliases: { first_name: "name" },
    formIssues: (values) => (values.confirm ? [] : [{ path: "confirm", message: "Confirmez" }]),
  },
);

describe("bodyResolver", () => {
  it("answers the parsed body when the schema and the form rules agree", async () => {
    const result = await resolver({ name: " Ada ", phone: "", confirm: "x" }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ first_name: "Ada", phone: null });
  });

  it("puts the schema's messages on the fields the body came from, plus the form's own", async () => {
    const result = await resolver({ name: "A", phone: "12", confirm: "" }, undefined, options);
    expect(result.errors.name?.message).toBe(validationMessages.nameTooShort);
    expect(result.errors.phone?.message).toBe(validationMessages.phoneInvalid);
    expect(result.errors.confirm?.message).toBe("Confirmez");
  });
});
