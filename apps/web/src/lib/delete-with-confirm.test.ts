// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { deleteWithConfirm } from "./delete-with-confirm.ts";
import { toast } from "./toast.ts";

const messages = { confirm: "Supprimer ?", success: "Supprimé.", failed: "Échec." };

describe("deleteWithConfirm", () => {
  beforeEach(() => {
    vi.spyOn(toast, "success").mockImplementation(() => {});
    vi.spyOn(toast, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("does nothing when the question is declined", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const remove = vi.fn(async () => {});
    expect(await deleteWithConfirm(messages, remove)).toBe(false);
    expect(confirm).toHaveBeenCalledWith("Supprimer ?");
    expect(remove).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("deletes and announces success once accepted", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const remove = vi.fn(async () => {});
    expect(await deleteWithConfirm(messages, remove)).toBe(true);
    expect(remove).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith("Succès", "Supprimé.");
  });

  it("shows the failure with the server's reason", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const refusal = new ApiError(403, "FORBIDDEN", "Vous n'avez pas le droit d'effectuer cette action.");
    expect(
      await deleteWithConfirm(messages, async () => {
        throw refusal;
      }),
    ).toBe(false);
    expect(toast.error).toHaveBeenCalledWith("Échec.", refusal.message);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
