// The address the service is published at (PUBLIC_URL), which the server writes into every page
// (<meta name="cp-public-url">, docs/decisions/035): what the app prints for other devices to open
// (a site's QR code) must not be the browser's own origin when that one is internal (an organiser
// on the intranet address, a proxy). Without the tag (the Vite dev server), the browser's origin.

const PUBLIC_URL_META = "cp-public-url";

// Server rendering has no document to read the tag from: it says the same address (entry-server.tsx).
let serverPublicOrigin: () => string = () => "";

/** What publicOrigin answers where there is no document (the server's render of a page). */
export function setServerPublicOrigin(read: () => string): void {
  serverPublicOrigin = read;
}

export function publicOrigin(): string {
  if (typeof document === "undefined") return serverPublicOrigin();
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

/**
 * The origin the page is served from: the browser's; on the server, which cannot know the address
 * the visitor typed, the public one's (decision 036): the same in every ordinary deployment.
 */
export function pageOrigin(): string {
  if (typeof window !== "undefined") return window.location.origin;
  try {
    return new URL(serverPublicOrigin()).origin;
  } catch {
    return "";
  }
}
