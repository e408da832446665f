import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { useFailure } from "../../../shared/use-failure";
import { useStartCycleCount } from "./cycle-counts-api";

/**
 * "Start a count" of a location: asks whether to count the zone (the location and every location
 * under it), then opens the count screen. A refusal (the location is being counted) shows in the dialog.
 */
export function StartCountButton({
  locationId,
  barcode,
  hasChildren,
}: {
  locationId: number;
  barcode: string;
  hasChildren: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [zone, setZone] = useState(hasChildren);
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useStartCycleCount(locationId);
  const navigate = useNavigate();
  const fail = useFailure("StartCountButton");
  const submit = () =>
    start.mutate(zone, {
      onSuccess: (count) => {
        setOpened(false);
        navigate(`/locations/${locationId}/cycle-counts/${count.id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
        else fail(error);
      },
    });
  return (
    <>
      <Button
        size="xs"
        onClick={() => {
          setRefusal(null);
          setOpened(true);
        }}
      >
        Start a count
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Count ${barcode}`} centered>
        <Stack>
          <Text size="sm">
            The assets the system has here now become the expected ones. Counters then claim a location and
            scan what is there.
          </Text>
          <Checkbox
            label="Include child locations (count the zone)"
            checked={zone}
            disabled={!hasChildren}
            onChange={(e) => setZone(e.currentTarget.checked)}
          />
          {refusal ? (
            <Text c="red" size="sm" role="alert">
              {refusal}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={start.isPending} data-autofocus>
              Start the count
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
