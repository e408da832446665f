import { Button, Group, NumberInput, Textarea } from "@mantine/core";
import type { PackingList } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { useFailure } from "../../../shared/use-failure";
import { useUpdateUnit } from "../consolidation-api";

const numberOrNull = (v: string | number) => (v === "" ? null : Number(v));

/**
 * A shipping unit's weights and notes: Save keeps it open, Close saves and closes it (closing needs
 * the gross weight; the server's refusal shows on its field). A closed unit offers Open again.
 */
export function UnitWeightsForm({ unit, disabled }: { unit: PackingList; disabled: boolean }) {
  const update = useUpdateUnit();
  const fail = useFailure("UnitWeightsForm");
  const [gross, setGross] = useState<string | number>(unit.grossWeight ?? "");
  const [tare, setTare] = useState<string | number>(unit.tareWeight ?? "");
  const [notes, setNotes] = useState(unit.notes ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = (status: "open" | "closed") => {
    setErrors({});
    update.mutate(
      {
        id: unit.id,
        change: {
          grossWeight: numberOrNull(gross),
          tareWeight: numberOrNull(tare),
          notes: notes || null,
          status,
        },
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const fields = error.fieldErrors();
            setErrors(Object.keys(fields).length > 0 ? fields : { status: error.message });
          } else if (error instanceof ApiError && error.status < 500) setErrors({ status: error.message });
          else fail(error);
        },
      },
    );
  };

  const closed = unit.status === "closed";
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save(closed ? "closed" : "open");
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label="Gross weight (lbs)"
          value={gross}
          onChange={setGross}
          min={0}
          decimalScale={3}
          error={errors.grossWeight}
          disabled={disabled || closed}
          w={150}
        />
        <NumberInput
          label="Tare weight (lbs)"
          value={tare}
          onChange={setTare}
          min={0}
          decimalScale={3}
          error={errors.tareWeight}
          disabled={disabled || closed}
          w={150}
        />
        <Textarea
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.notes}
          disabled={disabled || closed}
          autosize
          minRows={1}
          style={{ flex: "1 1 180px" }}
        />
      </Group>
      <Group mt="sm" gap="xs">
        {closed ? (
          <Button
            variant="default"
            size="sm"
            onClick={() => save("open")}
            loading={update.isPending}
            disabled={disabled}
          >
            Open again
          </Button>
        ) : (
          <>
            <Button type="submit" variant="default" size="sm" loading={update.isPending} disabled={disabled}>
              Save weights
            </Button>
            <Button size="sm" onClick={() => save("closed")} loading={update.isPending} disabled={disabled}>
              Close unit
            </Button>
          </>
        )}
      </Group>
      {errors.status ? (
        <Group mt={4}>
          <span role="alert" style={{ color: "var(--mantine-color-red-7)", fontSize: 14 }}>
            {errors.status}
          </span>
        </Group>
      ) : null}
    </form>
  );
}
