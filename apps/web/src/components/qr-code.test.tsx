import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrCode, qrCodeDataUrl } from "./qr-code.tsx";

describe("QrCode", () => {
  it("draws an SVG image of the value with its alternative text", async () => {
    render(<QrCode value="https://culture.example/sites#site-3" label="QR code du site" size={120} />);
    const image = await screen.findByRole("img", { name: "QR code du site" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(image.getAttribute("width")).toBe("120");
  });

  it("encodes different values differently", async () => {
    const [first, second] = await Promise.all([qrCodeDataUrl("ticket-A"), qrCodeDataUrl("ticket-B")]);
    expect(decodeURIComponent(first)).toContain("<svg");
    expect(first).not.toBe(second);
  });
});
