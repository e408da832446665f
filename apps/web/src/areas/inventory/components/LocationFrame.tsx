import { Anchor, Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { LOCATION_TYPES, type LocationDetail, labelOf, printLocationLabel } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { LabelMenu } from "../../../shared/LabelMenu";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useLocation } from "../api";
import { LocationBreadcrumbs } from "./LocationBreadcrumbs";

/** The id in the route, or NaN for something that is not one. */
export function useLocationId(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? "") ? Number(id) : Number.NaN;
}

/** Loading and not-found states of the screens of one location. */
export function LocationLoadState({ id, error }: { id: number; error: unknown }) {
  if (Number.isNaN(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>Location not found</Title>
        <Text>There is no location with this id. It may have been removed.</Text>
        <Anchor component={Link} to="/locations">
          Back to locations
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}

/**
 * The frame of a location's screens: path, barcode and name, Print label, the tabs its routes declare; then
 * `children(location)`.
 */
export function LocationFrame({ children }: { children: (location: LocationDetail) => ReactNode }) {
  const id = useLocationId();
  const location = useLocation(id);
  const can = useCan();
  if (!location.data) return <LocationLoadState id={id} error={location.error} />;
  const l = location.data;
  return (
    <RecordFrame
      record={l}
      header={
        <div>
          <LocationBreadcrumbs location={l} />
          <Group gap="sm" mt={4} wrap="wrap">
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {l.barcode}
            </Title>
            <Badge variant="light">{labelOf(LOCATION_TYPES, l.type)}</Badge>
            {l.active ? null : <Badge color="gray">Inactive</Badge>}
            {can(printLocationLabel) ? (
              <LabelMenu
                endpoint={printLocationLabel}
                params={{ id: l.id }}
                fileName={`location-${l.barcode}`}
              />
            ) : null}
          </Group>
          <Text c="dimmed">{l.name}</Text>
        </div>
      }
    >
      {children(l)}
    </RecordFrame>
  );
}
