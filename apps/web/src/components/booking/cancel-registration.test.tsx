import { bookingMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/form-test-harness.tsx";
import { participationFixture } from "../../test/participation-fixtures.ts";
import { CancelRegistration } from "./cancel-registration.tsx";

afterEach(cleanup);

// A session on Sunday 29 March 2026 at 10:00, Paris: free cancellation until Friday 27 at 9:00
// (48 h of elapsed time across the change to summer time).
const participation = participationFixture({
  session: { id: 3, starts_at: "2026-03-29T10:00:00+02:00", ends_at: null, cancelled_at: null },
  cancellable_until: "2026-03-27T09:00:00+01:00",
});
const at = (instant: string) => () => new Date(instant);

function renderAt(now: () => Date, value = participation) {
  return render(<CancelRegistration participation={value} onCancel={async () => {}} now={now} />);
}

const cancelButton = () =>
  screen.queryByRole("button", { name: ticketMessages.cancelOpen }) as HTMLButtonElement | null;

describe("CancelRegistration", () => {
  it("says until when a registration may be cancelled free of charge", async () => {
    const { container } = renderAt(at("2026-03-20T12:00:00+01:00"));
    expect(cancelButton()?.disabled).toBe(false);
    expect(screen.getByTestId("cancel-note").textContent).toBe(
      "Annulation gratuite jusqu’au vendredi 27 mars à 9\u00a0h\u00a000.",
    );
    await expectNoAxeViolations(container);
  });

  it("never gives a deadline already past: a late registration is told free cancellation is over", async () => {
    // Registered on the Saturday evening, 14 h before the session.
    const { container } = renderAt(at("2026-03-28T20:00:00+01:00"));
    expect(cancelButton()?.disabled).toBe(true);
    const note = screen.getByTestId("cancel-note");
    expect(note.textContent).toBe(bookingMessages.freeCancellationOver(48));
    expect(note.textContent).toBe(
      "L’annulation gratuite n’est plus possible\u00a0: la séance commence dans moins de 48\u00a0h.",
    );
    expect(cancelButton()?.getAttribute("aria-describedby")).toBe(note.id);
    expect(container.textContent).not.toContain("jusqu’au");
    await expectNoAxeViolations(container);
  });

  it("offers nothing to cancel once the session has begun", () => {
    const { container } = renderAt(at("2026-03-29T10:30:00+02:00"));
    expect(cancelButton()).toBeNull();
    expect(container.textContent).toBe("");
  });

  it("lets a waiting person leave the list at any time before the session", () => {
    renderAt(at("2026-03-28T20:00:00+01:00"), {
      ...participation,
      status: "waitlisted",
      waitlist_position: 2,
    });
    expect(cancelButton()?.disabled).toBe(false);
    expect(screen.queryByTestId("cancel-note")).toBeNull();
  });
});
