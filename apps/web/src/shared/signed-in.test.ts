import { afterEach, describe, expect, it } from "vitest";
import { dropSignedInMark, hasSignedInMark, signInPath } from "./signed-in";

describe("signed-in mark", () => {
  afterEach(() => dropSignedInMark());

  it("is read from the page-readable cookie and can be dropped", () => {
    dropSignedInMark();
    expect(hasSignedInMark()).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: set as the server's Set-Cookie would
    document.cookie = "ops_signed_in=1; path=/";
    expect(hasSignedInMark()).toBe(true);
    dropSignedInMark();
    expect(hasSignedInMark()).toBe(false);
  });

  it("builds the sign-in address, saying expired only when asked", () => {
    expect(signInPath("/", false)).toBe("/login");
    expect(signInPath("/holds?x=1", false)).toBe("/login?redirect=%2Fholds%3Fx%3D1");
    expect(signInPath("/holds", true)).toBe("/login?redirect=%2Fholds&expired=1");
    expect(signInPath("/", true)).toBe("/login?expired=1");
  });
});
