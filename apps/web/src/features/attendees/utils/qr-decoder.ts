import { chooseDecoder, type DecoderKind } from "./scan-logic.ts";

// The browser side of reading a QR code from the camera's <video>: BarcodeDetector where the
// browser has it, else jsQR on the frame's pixels (scan-logic.ts chooses).

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Reads the current frame of the video: the QR code's text, or null when none is seen. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** Frames are shrunk to this width before jsQR reads them: enough for a ticket held up close. */
const JSQR_MAX_WIDTH = 640;

function barcodeDetectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

async function supportedFormats(detector: BarcodeDetectorClass): Promise<string[] | null> {
  if (typeof detector.getSupportedFormats !== "function") return null;
  try {
    return await detector.getSupportedFormats();
  } catch {
    return null;
  }
}

/** Which decoder this browser will use. */
export async function detectDecoderKind(): Promise<DecoderKind> {
  const detector = barcodeDetectorClass();
  return chooseDecoder(detector !== undefined, detector ? await supportedFormats(detector) : null);
}

function barcodeDetectorDecoder(detectorClass: BarcodeDetectorClass): FrameDecoder {
  const detector = new detectorClass({ formats: ["qr_code"] });
  return async (video) => {
    const codes = await detector.detect(video);
    return codes.find((code) => code.rawValue)?.rawValue ?? null;
  };
}

async function jsqrDecoder(): Promise<FrameDecoder> {
  const { decodePixels } = await import("./jsqr-decode.ts");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0 || video.videoHeight === 0) return null;
    const scale = Math.min(1, JSQR_MAX_WIDTH / video.videoWidth);
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodePixels(context.getImageData(0, 0, width, height).data, width, height);
  };
}

/** The frame decoder of this browser. */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const kind = await detectDecoderKind();
  const detector = barcodeDetectorClass();
  return kind === "barcode-detector" && detector ? barcodeDetectorDecoder(detector) : jsqrDecoder();
}
