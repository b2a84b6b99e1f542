import { shareMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../lib/toast.ts";
import { expectNoAxeViolations } from "../test/form-test-harness.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { ShareActions, shareMailto } from "./share-actions.tsx";

const url = "https://culture.example/events/12";
const title = "Concert d’orgue, « Bach à Saint-Eustache »";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("ShareActions", () => {
  it("has no accessibility violation, and an e-mail link that works everywhere", async () => {
    const { container } = render(<ShareActions title={title} url={url} />);
    await expectNoAxeViolations(container);
    const mail = screen.getByRole("link", { name: shareMessages.shareByEmail });
    expect(mail.getAttribute("href")).toBe(shareMailto(title, url));
    const parsed = new URL(mail.getAttribute("href") ?? "");
    expect(parsed.searchParams.get("subject")).toBe(title);
    expect(parsed.searchParams.get("body")).toBe(shareMessages.emailBody(title, url));
  });

  it("opens the device's share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    render(<ShareActions title={title} url={url} />);
    await userEvent.click(screen.getByRole("button", { name: shareMessages.share }));
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says nothing when the visitor closes the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("closed", "AbortError");
    });
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    render(<ShareActions title={title} url={url} />);
    await userEvent.click(screen.getByRole("button", { name: shareMessages.share }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("copies the address with a French confirmation without a share sheet", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    render(<ShareActions title={title} url={url} />);
    await userEvent.click(screen.getByRole("button", { name: shareMessages.share }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(shareMessages.copied, shareMessages.copiedDescription),
    );
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("says so when the clipboard refuses", async () => {
    stubClipboard(async () => {
      throw new Error("denied");
    });
    render(<ShareActions title={title} url={url} />);
    await userEvent.click(screen.getByRole("button", { name: shareMessages.share }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(shareMessages.copyFailed));
  });
});

describe("AddToCalendar", () => {
  it("is a download link to the calendar file, told apart by its session for screen readers", async () => {
    const { container } = render(
      <AddToCalendar
        href="/api/events/3/calendar.ics?session=11"
        label={shareMessages.addSessionToCalendar}
        context="samedi 2 mars 2030, 14 h 00"
        size="sm"
      />,
    );
    await expectNoAxeViolations(container);
    const link = screen.getByRole("link", {
      name: `${shareMessages.addSessionToCalendar} (samedi 2 mars 2030, 14 h 00)`,
    });
    expect(link.getAttribute("href")).toBe("/api/events/3/calendar.ics?session=11");
    expect(link.hasAttribute("download")).toBe(true);
  });
});
