// The address the service is published at (PUBLIC_URL), which the server writes into every page
// (<meta name="cp-public-url">, docs/decisions/035): what the app prints for other devices to open
// (a site's QR code) must not be the browser's own origin when that one is internal (an organiser
// on the intranet address, a proxy). Without the tag (the Vite dev server), the browser's origin.

const PUBLIC_URL_META = "cp-public-url";

export function publicOrigin(): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_URL_META}"]`)?.content;
  if (content) {
    try {
      const url = new URL(content);
      if (url.protocol === "https:" || url.protocol === "http:")
        return url.origin + url.pathname.replace(/\/+$/, "");
    } catch {
      // A broken tag falls back to the browser's origin.
    }
  }
  return window.location.origin;
}
