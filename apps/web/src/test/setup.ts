import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

// Components run as in a signed-in browser: the server's page-readable mark is present.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: set as the server's Set-Cookie would
  document.cookie = "ops_signed_in=1; path=/";
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Mantine reads these browser APIs that happy-dom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
