import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { decodePixels } from "./jsqr-decode.ts";

/** A QR code drawn as a camera frame would hold it: RGBA pixels, dark on white, with a margin. */
function qrPixels(text: string, scale = 4, margin = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const side = (modules.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - margin;
      const col = Math.floor(x / scale) - margin;
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

describe("jsQR on a frame's pixels", () => {
  it("reads the ticket address a QR code holds", () => {
    const address = "https://culture-patrimoine.example/billet/AB12-CD34-EF56";
    const { data, side } = qrPixels(address);
    expect(decodePixels(data, side, side)).toBe(address);
  });

  it("reads nothing in a blank frame", () => {
    expect(decodePixels(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toBeNull();
  });
});
