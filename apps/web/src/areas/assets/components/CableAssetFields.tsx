import { Pill, PillsInput, Stack, Textarea } from "@mantine/core";
import { cablePalletNotes } from "@ops/domain";
import { type KeyboardEvent, useState } from "react";
import type { AssetVariantFieldsProps } from "./AssetAttributesFields";

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * Adds a typed entry (or a pasted list split on commas, semicolons or new lines) to the CPE
 * pallet ids; answers the new list and the first refusal (a repeat), if any.
 */
export function addPalletIds(
  list: readonly string[],
  text: string,
): { list: string[]; message: string | null } {
  const next = [...list];
  let message: string | null = null;
  for (const part of text.split(/[,;\n]+/)) {
    const id = part.trim();
    if (id === "") continue;
    if (id.length > 100) message ??= "A CPE Pallet Id is at most 100 characters";
    else if (next.includes(id)) message ??= `${id} is already in the list`;
    else next.push(id);
  }
  return { list: next, message };
}

/**
 * Cable client (SPEC §5): the CPE pallet ids, a required tag list. Enter (a scanner's end of
 * scan) adds the entry, leaving the field adds a partial one, a repeat is refused. The notes are
 * the same text and follow every change, shown as they will be saved.
 */
export function CableAssetFields({ value, onChange, errors, onFieldError }: AssetVariantFieldsProps) {
  const ids = idsOf(value.palletIds);
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  const setIds = (next: string[]) => {
    onChange({ ...value, palletIds: next });
    if (errors.palletIds) onFieldError?.("palletIds", undefined);
  };
  const add = (entry: string) => {
    const result = addPalletIds(ids, entry);
    if (result.list.length !== ids.length) setIds(result.list);
    setMessage(result.message);
    // A refused entry stays in the field so it can be corrected.
    setText(result.message ? entry : "");
  };
  const remove = (id: string) => {
    setIds(ids.filter((item) => item !== id));
    setMessage(null);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      // Enter ends a scan; it must not also save the asset.
      event.preventDefault();
      event.stopPropagation();
      if (text.trim() !== "") add(text);
    } else if (event.key === "Backspace" && text === "" && ids.length > 0) {
      remove(ids[ids.length - 1] as string);
    }
  };

  return (
    <Stack gap="sm">
      <PillsInput
        label="CPE Pallet Ids"
        description="Type or scan a pallet id and press Enter"
        required
        error={message ?? errors.palletIds}
      >
        <Pill.Group>
          {ids.map((id) => (
            <Pill
              key={id}
              withRemoveButton
              onRemove={() => remove(id)}
              removeButtonProps={{ "aria-label": `Remove ${id}` }}
            >
              {id}
            </Pill>
          ))}
          <PillsInput.Field
            value={text}
            aria-label="CPE Pallet Ids"
            onChange={(event) => {
              setText(event.currentTarget.value);
              setMessage(null);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              // A partly typed entry is kept rather than lost when the user moves on (SPEC §5).
              if (text.trim() !== "") add(text);
            }}
          />
        </Pill.Group>
      </PillsInput>
      <Textarea
        label="Notes"
        description="Follows the CPE Pallet Ids"
        value={cablePalletNotes(ids)}
        readOnly
        rows={2}
      />
    </Stack>
  );
}
