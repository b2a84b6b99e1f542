import type { Locator } from "@playwright/test";
import jsQR from "jsqr";

/**
 * Reads a QR code image of the page as a phone would: the page draws the image on a white canvas
 * (no script can be added to it under the CSP) and jsQR decodes the pixels here, in Node.
 */
export async function decodeQrImage(image: Locator): Promise<string | null> {
  const size = 400;
  const pixels = await image.evaluate(async (element, side) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d");
    if (!context) return [];
    context.fillStyle = "#fff";
    context.fillRect(0, 0, side, side);
    context.drawImage(img, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data ?? null;
}
