import { type FocusEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { playRefusalSound } from "./scan-signal";

/**
 * What every scan field does with a refusal: signal it (sound, unless turned off) and select the
 * refused text whenever the field has focus, so a keyboard-wedge scanner's next code replaces it
 * instead of joining it (`CTSN0002CTSN0005`). A field disabled while its scan was checked loses
 * focus; the scan's refusal takes it back.
 */
export function useRefusedScan(
  inputRef: RefObject<HTMLInputElement | null>,
  error: ReactNode,
  disabled = false,
): { markScanned: () => void; onFocus: (event: FocusEvent<HTMLInputElement>) => void } {
  const shownError = useRef<ReactNode>(null);
  const scanned = useRef(false);
  const selectPending = useRef(false);

  useEffect(() => {
    const previous = shownError.current;
    shownError.current = error ?? null;
    if (!error) {
      selectPending.current = false;
      return;
    }
    if (error !== previous) {
      playRefusalSound();
      selectPending.current = true;
    }
    const input = inputRef.current;
    if (!selectPending.current || !input || disabled) return;
    selectPending.current = false;
    if (scanned.current || document.activeElement === input) {
      scanned.current = false;
      input.focus();
      input.select();
    }
  }, [error, disabled, inputRef]);

  return {
    markScanned: () => {
      scanned.current = true;
    },
    onFocus: (event) => {
      if (error) event.currentTarget.select();
    },
  };
}
