import { SegmentedControl, Stack, Text } from "@mantine/core";
import { ASSET_PHOTO_TYPES } from "@ops/domain";
import { useId } from "react";

/** "" is a photo without a type; the others are SPEC §3's asset photo types. */
const TYPE_CHOICES = [
  { value: "", label: "No type" },
  ...ASSET_PHOTO_TYPES.map((t) => ({ value: t.id, label: t.label })),
];

/** The type the next photo of an asset gets (fgi, cosmetic downgrade, or none). */
export function PhotoTypeChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} id={id}>
        Photo type
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        data={TYPE_CHOICES}
        value={value}
        onChange={onChange}
        size="xs"
        w="fit-content"
      />
    </Stack>
  );
}
