import { organisationRoleDescriptions } from "@culture-patrimoine/contract/messages";
import { describe, expect, it } from "vitest";
import { roleRadioOptions, roleSelectOptions, toRole } from "./role-options.ts";

describe("role options", () => {
  it("offers the three roles in order, each with its French label and what it may do", () => {
    expect(roleRadioOptions()).toEqual([
      { value: "responsable", label: "Responsable", hint: organisationRoleDescriptions.responsable },
      { value: "editeur", label: "Éditeur", hint: organisationRoleDescriptions.editeur },
      { value: "accueil", label: "Agent d’accueil", hint: organisationRoleDescriptions.accueil },
    ]);
    expect(roleSelectOptions().map((option) => option.value)).toEqual(["responsable", "editeur", "accueil"]);
  });

  it("reads a select's value as a role, and nothing else", () => {
    expect(toRole("editeur")).toBe("editeur");
    expect(toRole("")).toBeNull();
    expect(toRole("administrateur")).toBeNull();
  });
});
