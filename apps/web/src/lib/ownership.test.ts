import { describe, expect, it } from "vitest";
import { canManage, mayAct } from "./ownership.ts";

const responsable = { id: 4, role: "responsable" as const };
const editeur = { id: 4, role: "editeur" as const };
const accueil = { id: 4, role: "accueil" as const };

describe("mayAct", () => {
  it("gives the programme to responsables and éditeurs, the door to every role, the team to responsables", () => {
    expect([responsable, editeur, accueil].map((acting) => mayAct(acting, "content"))).toEqual([
      true,
      true,
      false,
    ]);
    expect([responsable, editeur, accueil].map((acting) => mayAct(acting, "door"))).toEqual([
      true,
      true,
      true,
    ]);
    expect([responsable, editeur, accueil].map((acting) => mayAct(acting, "members"))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("gives nothing to an account acting for no organisation", () => {
    expect(mayAct(null, "door")).toBe(false);
    expect(mayAct(undefined, "content")).toBe(false);
  });
});

describe("canManage", () => {
  it("is true for a member of the item's organisation whose role edits the programme", () => {
    expect(canManage(responsable, 4)).toBe(true);
    expect(canManage(editeur, 4)).toBe(true);
    expect(canManage(accueil, 4)).toBe(false);
    expect(canManage(editeur, 5)).toBe(false);
  });

  it("is false without an organisation or for an item without one", () => {
    expect(canManage(null, 4)).toBe(false);
    expect(canManage(editeur, null)).toBe(false);
    expect(canManage(editeur, undefined)).toBe(false);
  });
});
