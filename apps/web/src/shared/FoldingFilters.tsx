import { Button, Collapse } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { MOBILE_QUERY } from "./layout";

/**
 * A list's filters: on a phone they fold away behind a "Filters (n)" button so the list starts
 * on the first screen; wider, they show as they are.
 */
export function FoldingFilters({ count, children }: { count: number; children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [open, filters] = useDisclosure(false);
  if (!mobile) return children;
  return (
    <>
      <Button variant="default" onClick={filters.toggle} aria-expanded={open}>
        {open ? "Hide filters" : `Filters${count ? ` (${count})` : ""}`}
      </Button>
      <Collapse expanded={open}>{children}</Collapse>
    </>
  );
}
