/**
 * Hands a file to the browser's downloads: an object URL on a temporary link with `download`, then
 * freed. (The page's CSP allows blob: images only; a download link is a navigation, not a fetch.)
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: free it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
