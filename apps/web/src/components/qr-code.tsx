import { useEffect, useState } from "react";

/**
 * A QR code as an SVG data URL: crisp at any size, no canvas, allowed by the CSP (img-src data:).
 * The encoder (9 kB gzip) is loaded on first use, not with the pages that show a code (decision 030).
 */
export async function qrCodeDataUrl(value: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface QrCodeProps {
  /** What the code encodes (a URL or a ticket code). */
  value: string;
  /** Alternative text: what scanning it gives, in French. */
  label: string;
  size?: number;
}

/** A scannable QR code image; an empty square of the same size while it is drawn. */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeDataUrl(value).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) return <span style={{ display: "inline-block", width: size, height: size }} aria-hidden="true" />;
  return <img src={src} alt={label} width={size} height={size} style={{ background: "#fff" }} />;
}
