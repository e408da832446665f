import { Alert, Group, Loader, Paper, SimpleGrid, Text } from "@mantine/core";
import { useItadFigures } from "../../itad-api";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value.toLocaleString()}
      </Text>
    </Paper>
  );
}

/** The order's figures: devices, tested (graded), how many of each grade, packed into LPNs. */
export function ItadFiguresPanel({ slug }: { slug: string }) {
  const figures = useItadFigures(slug);
  if (!figures.data) {
    if (figures.error)
      return (
        <Alert color="red" variant="light" p="xs">
          The figures could not be loaded.
        </Alert>
      );
    return <Loader size="sm" aria-label="Loading the figures" />;
  }
  const f = figures.data;
  return (
    <section aria-label="Figures">
      <SimpleGrid cols={{ base: 3, sm: 3 }} spacing="xs">
        <Figure label="Devices" value={f.devices} />
        <Figure label="Tested" value={f.tested} />
        <Figure label="Packed" value={f.packed} />
      </SimpleGrid>
      <Group gap="xs" mt="xs" aria-label="Graded by grade">
        {f.byGrade.map((g) => (
          <Text key={g.grade} size="sm" c={g.count > 0 ? undefined : "dimmed"}>
            Grade {g.grade}: <b>{g.count.toLocaleString()}</b>
          </Text>
        ))}
      </Group>
    </section>
  );
}
