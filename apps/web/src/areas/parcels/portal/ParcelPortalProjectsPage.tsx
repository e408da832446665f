import { Badge, Card, Group, Loader, Pagination, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { labelOf, listPortalParcelProjects, PARCEL_PROJECT_STATUSES } from "@ops/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useEndpointQuery } from "../../../shared/endpoints";
import { PageHeader } from "../../../shared/PageHeader";
import { ParcelProgressBar } from "./ParcelProgressBar";

const PAGE_SIZE = 12;

/** `portal/parcel`: the client's mail-back projects as cards with their progress. */
export default function ParcelPortalProjectsPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const projects = useEndpointQuery(
    listPortalParcelProjects,
    { query: { page, pageSize: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) } },
    { placeholderData: keepPreviousData },
  );
  const data = projects.data;
  return (
    <Stack>
      <PageHeader
        title="Parcels"
        description="Your employees' returns by mail: how far each project got, from the e-mail to the devices received."
      />
      <TextInput
        label="Search"
        placeholder="Project name or prefix"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {projects.error ? (
        <Text c="red">{projects.error.message}</Text>
      ) : !data ? (
        <Loader aria-label="Loading" />
      ) : data.data.length === 0 ? (
        <Text role="status" fw={500}>
          {debounced
            ? "No project matches."
            : "No parcel projects yet. They appear here once we set one up with you."}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.data.map((p) => (
              <Card
                key={p.id}
                withBorder
                component={Link}
                to={`/portal/parcel/${encodeURIComponent(p.projectPrefix)}`}
                aria-label={`${p.name} (${p.projectPrefix})`}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} lineClamp={1}>
                      {p.name}
                    </Text>
                    <Badge variant="light">{labelOf(PARCEL_PROJECT_STATUSES, p.status)}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {p.projectPrefix} · {p.accountName}
                  </Text>
                  <ParcelProgressBar progress={p.progress} />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          {data.total > PAGE_SIZE ? (
            <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
