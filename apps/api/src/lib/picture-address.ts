import { storedPictureName } from "@culture-patrimoine/contract/pictures";
import { UPLOADS_PREFIX } from "@culture-patrimoine/contract/routes";

// Our pictures are stored as same-origin paths ("/uploads/{name}", decision 032) but answered as
// absolute addresses under PUBLIC_URL: a client on another origin (SPEC §7) shows them as they are
// (issue 28). Both directions live here, so that what is answered is what is accepted back.

/** An event's, venue's or site's stored picture as the API answers it; another address as it is. */
export function pictureAddress(value: string | null, publicUrl: string): string | null {
  return value?.startsWith(UPLOADS_PREFIX) ? `${publicUrl}${value}` : value;
}

/**
 * What to store for a picture address a JSON body sends: the address of one of our pictures that
 * the API answered (under PUBLIC_URL) is stored as its path again, so that a client sending back
 * what it read changes nothing and keeps the rule on borrowed pictures (pictureColumnChange);
 * any other address is stored as sent.
 */
export function storedPictureValue(sent: string | null, publicUrl: string): string | null {
  if (!sent?.startsWith(`${publicUrl}${UPLOADS_PREFIX}`)) return sent;
  const path = sent.slice(publicUrl.length);
  return storedPictureName(path) ? path : sent;
}
