import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { type Reservation, SHORT_PICK_REASONS, type ShortPickReason } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { useShortPick } from "./picking-api";

/**
 * Reports a reservation that could not be picked: a reason (Other needs a note). The asset stays
 * where the system had it; the reservation leaves the list as short.
 */
export function ShortPickModal({
  reservation,
  onClose,
  onDone,
}: {
  reservation: Reservation | null;
  onClose: () => void;
  onDone: (reservation: Reservation) => void;
}) {
  const [reason, setReason] = useState<ShortPickReason | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const short = useShortPick();

  const close = () => {
    setReason(null);
    setNote("");
    setErrors({});
    onClose();
  };

  const submit = () => {
    if (!reservation) return;
    if (!reason) return setErrors({ reason: "Choose why it could not be picked" });
    if (reason === "other" && note.trim() === "")
      return setErrors({ note: "Say what happened when the reason is Other" });
    short.mutate(
      { id: reservation.id, reason, note: note.trim() || null },
      {
        onSuccess: (done) => {
          close();
          onDone(done);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors() : {};
          setErrors({
            reason: fields.reason,
            note: fields.note,
            form: fields.reason || fields.note ? undefined : error.message,
          });
        },
      },
    );
  };

  return (
    <Modal
      opened={reservation !== null}
      onClose={close}
      title={`Short-pick ${reservation?.barcode ?? ""}`}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {reservation?.location
              ? `It stays at ${reservation.location.barcode} in the system; the order goes on without it.`
              : "It stays where the system has it; the order goes on without it."}
          </Text>
          <Radio.Group
            label="Why could it not be picked?"
            value={reason}
            onChange={(v) => {
              setReason(v as ShortPickReason);
              setErrors({});
            }}
            error={errors.reason}
          >
            <Stack gap={6} mt={6}>
              {SHORT_PICK_REASONS.map((r, i) => (
                <Radio key={r.id} value={r.id} label={r.label} data-autofocus={i === 0 ? true : undefined} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note"
            description={reason === "other" ? "Required for Other" : "Optional"}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
            maxLength={500}
            rows={2}
          />
          {errors.form ? (
            <Text c="red" size="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={short.isPending}>
              Report short
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
