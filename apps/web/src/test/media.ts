import { vi } from "vitest";
import { MOBILE_QUERY } from "../shared/layout";

/** The screen as a phone (MOBILE_QUERY matches) or wider, until `vi.restoreAllMocks()`. */
export function stubPhone(phone = true) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === MOBILE_QUERY,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
