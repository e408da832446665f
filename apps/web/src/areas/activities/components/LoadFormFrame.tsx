import { Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { PriceLeaveGuard } from "../../accounts/components/PriceLeaveGuard";

/** A load form's frame: its width, the guard against leaving unsaved changes, the form named `label`. */
export function LoadFormFrame({
  label,
  unsaved,
  onSubmit,
  children,
}: {
  label: string;
  /** Whether leaving now loses changes (asks first). */
  unsaved: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Stack maw={900}>
      <PriceLeaveGuard when={unsaved} />
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack>{children}</Stack>
      </form>
    </Stack>
  );
}
