const DATA_URL = /^data:(image\/[a-z0-9.+-]+)(?:;[^,;]*)*?(;base64)?,(.*)$/is;

/** The file extension of an image MIME type: image/jpeg → jpeg, image/svg+xml → svg. */
export function imageExtension(mimeType: string): string {
  const subtype = mimeType.toLowerCase().split("/")[1] ?? "";
  return subtype.split("+")[0] || "img";
}

/**
 * A webcam frame as an upload (SPEC §5): the data URL a canvas gives becomes an image file
 * named `webcam.<ext>`, the extension taken from the data URL's type (webcam.jpeg,
 * webcam.png). Throws on anything that is not an image data URL.
 */
export function dataUrlToFile(dataUrl: string, baseName = "webcam"): File {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new Error("The camera did not give an image");
  const type = (match[1] ?? "").toLowerCase();
  const payload = match[3] ?? "";
  let bytes: Uint8Array<ArrayBuffer>;
  if (match[2]) {
    const binary = atob(payload);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  } else {
    bytes = new Uint8Array(new TextEncoder().encode(decodeURIComponent(payload)));
  }
  if (bytes.length === 0) throw new Error("The camera gave an empty image");
  return new File([bytes], `${baseName}.${imageExtension(type)}`, { type });
}
