/** Hands a file (an address or a blob's URL) to the browser's downloads. */
export function saveFile(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob the page fetched; its URL is released once the download has surely started. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  saveFile(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shows a PDF the page fetched in a new tab (the browser's viewer prints it); if the browser
 * blocks the tab, the PDF is downloaded instead.
 */
export function openPdf(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, "_blank");
  if (!tab) saveFile(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
