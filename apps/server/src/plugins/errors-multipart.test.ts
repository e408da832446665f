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
});
