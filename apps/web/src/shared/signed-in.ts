import { SIGNED_IN_COOKIE } from "@ops/domain";

/** Whether the server marked this browser as signed in (the session itself is HttpOnly). */
export function hasSignedInMark(): boolean {
  return document.cookie.split(";").some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** Forgets the mark once the server has said the session is gone. */
export function dropSignedInMark(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The sign-in address that comes back to `back`; `expired` makes the sign-in screen say the
 * session ended, which is only true when someone had signed in.
 */
export function signInPath(back: string, expired: boolean): string {
  const query = new URLSearchParams();
  if (back !== "/" && !back.startsWith("/login")) query.set("redirect", back);
  if (expired) query.set("expired", "1");
  const text = query.toString();
  return text ? `/login?${text}` : "/login";
}

/** Only same-site paths: `/redirect?path=//evil.example` must not leave the product. */
export function safePath(path: string | null): string {
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  return path;
}
