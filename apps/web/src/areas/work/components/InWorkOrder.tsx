import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The shop order's frame around a page of its contents (processed, created, new assets…).
 */
export function InShopOrder({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <Stack>
      <Title order={1}>{slug}</Title>
      {children}
    </Stack>
  );
}

/** The processing job's frame around a page of its assets. */
export function InProcessingJob({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <Stack>
      <Title order={1}>{slug}</Title>
      {children}
    </Stack>
  );
}
