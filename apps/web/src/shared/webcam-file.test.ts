import { describe, expect, it } from "vitest";
import { dataUrlToFile, imageExtension } from "./webcam-file";

// The 8-byte PNG signature and the first bytes of a JPEG, as a canvas would encode them.
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe("dataUrlToFile", () => {
  it("names a JPEG frame webcam.jpeg with its type and bytes", async () => {
    const file = dataUrlToFile(`data:image/jpeg;base64,${base64(JPEG_BYTES)}`);
    expect(file.name).toBe("webcam.jpeg");
    expect(file.type).toBe("image/jpeg");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(JPEG_BYTES);
  });

  it("names a PNG frame webcam.png", async () => {
    const file = dataUrlToFile(`data:image/png;base64,${base64(PNG_BYTES)}`);
    expect(file.name).toBe("webcam.png");
    expect(file.type).toBe("image/png");
    expect(file.size).toBe(PNG_BYTES.length);
  });

  it("reads the type whatever its case and with parameters before base64", () => {
    const file = dataUrlToFile(`data:IMAGE/WEBP;charset=binary;base64,${base64(PNG_BYTES)}`);
    expect(file.name).toBe("webcam.webp");
    expect(file.type).toBe("image/webp");
  });

  it("drops a +suffix from the extension", () => {
    const file = dataUrlToFile("data:image/svg+xml,%3Csvg%2F%3E");
    expect(file.name).toBe("webcam.svg");
    expect(file.type).toBe("image/svg+xml");
  });

  it("refuses what is not an image data URL", () => {
    expect(() => dataUrlToFile("data:text/plain;base64,aGk=")).toThrow("The camera did not give an image");
    expect(() => dataUrlToFile("data:,")).toThrow();
    // A canvas with no size gives "data:," — and an image type with no bytes is refused too.
    expect(() => dataUrlToFile("data:image/png;base64,")).toThrow("The camera gave an empty image");
  });
});

describe("imageExtension", () => {
  it("takes the subtype", () => {
    expect(imageExtension("image/jpeg")).toBe("jpeg");
    expect(imageExtension("image/png")).toBe("png");
  });
});
