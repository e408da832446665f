import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers } from "../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOUNDARY = "sweepboundary";
const FILE_PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nbarcode\r\nA1\r\n`;

/** Bodies the multipart parser itself refuses, before any route's code sees a part. */
const UNREADABLE: [string, string, string][] = [
  ["cut short", `multipart/form-data; boundary=${BOUNDARY}`, FILE_PART.slice(0, 50)],
  ["wrong boundary", "multipart/form-data; boundary=other", `${FILE_PART}--${BOUNDARY}--\r\n`],
  ["no boundary", "multipart/form-data", "--x\r\n\r\n"],
];

describe("multipart bodies the parser cannot read", () => {
  it("answer 400 in the error shape on routes that read the parts themselves, not 500", async () => {
    const { operator } = await accountCallers(t.app);
    const slug = (await operator({ method: "GET", url: "/spa/loads?pageSize=1" })).json().data[0].slug;
    for (const url of [
      `/spa/loads/${slug}/asns`,
      `/spa/loads/${slug}/asns/preview`,
      "/spa/products/import",
    ]) {
      for (const [what, contentType, payload] of UNREADABLE) {
        const res = await operator({
          method: "POST",
          url,
          payload,
          headers: { "content-type": contentType },
        });
        expect(res.statusCode, `${url} ${what}`).toBe(400);
        expect(res.json(), `${url} ${what}`).toEqual({
          message: "The upload could not be read; send the file again",
        });
      }
    }
  });

  it("answer several files or too many fields with what to change (422), not as too large (413)", async () => {
    const { operator } = await accountCallers(t.app);
    const slug = (await operator({ method: "GET", url: "/spa/loads?pageSize=1" })).json().data[0].slug;
    const account = (await operator({ method: "GET", url: "/spa/accounts?pageSize=1" })).json().data[0].id;
    const field = (name: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nv\r\n`;
    const twoFiles = `${FILE_PART}${FILE_PART.replace("a.csv", "b.csv")}--${BOUNDARY}--\r\n`;
    const manyFields = `${Array.from({ length: 40 }, (_, i) => field(`f${i}`)).join("")}${FILE_PART}--${BOUNDARY}--\r\n`;
    const headers = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
    // (The product import reads only its first file with `request.file()`, so it meets neither.)
    for (const url of [`/spa/loads/${slug}/asns/preview`, `/spa/accounts/${account}/documents`]) {
      const files = await operator({ method: "POST", url, payload: twoFiles, headers });
      expect(files.statusCode, `${url} two files`).toBe(422);
      expect(files.json().errors.file, url).toEqual(["Send exactly one file, in the field named file"]);
      const fields = await operator({ method: "POST", url, payload: manyFields, headers });
      expect(fields.statusCode, `${url} many fields`).toBe(422);
      expect(fields.json().message, url).toMatch(/too many fields/);
    }
  });
});
