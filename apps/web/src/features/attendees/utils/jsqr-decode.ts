import jsQR from "jsqr";

/**
 * Reads a QR code in RGBA pixels (a camera frame drawn on a canvas) with jsQR, for browsers without
 * BarcodeDetector. Loaded on demand by qr-decoder.ts, so a phone that has the detector never
 * downloads it.
 */
export function decodePixels(data: Uint8ClampedArray, width: number, height: number): string | null {
  // A ticket is dark on light: the inverted pass would double the work for nothing.
  const code = jsQR(data, width, height, { inversionAttempts: "dontInvert" });
  return code?.data ? code.data : null;
}
