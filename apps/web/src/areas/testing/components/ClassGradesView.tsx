// A class's graded devices by grade now (issue 15 §7, sold counts since issue 19): in stock, the
// floor price its eCommerce cutline gives, and sold through listings.
import { Box, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { PRODUCT_GRADES } from "@ops/domain";
import { RecordLoadState } from "../../../shared/RecordLoadState";
import { useClassGrades } from "../api";
import { GradeBadge } from "./EvaluationPreview";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const BACK = { to: "/classes", label: "classes" };

/** The class's devices by grade: a table (in stock, floor, sold) and the stock as bars. */
export function ClassGradesView({ classId }: { classId: number }) {
  const grades = useClassGrades(classId);
  if (grades.isError) return <RecordLoadState id={classId} error={grades.error} noun="class" back={BACK} />;
  if (!grades.data) return <Loader aria-label="Loading" />;
  return <GradesView rows={grades.data.grades} />;
}

type Row = { grade: string; inStock: number; floorPrice: number | null; sold: number };

function GradesView({ rows }: { rows: Row[] }) {
  // Every grade has a line, even one the server left out (nothing graded so).
  const byGrade = PRODUCT_GRADES.map(
    (g) => rows.find((r) => r.grade === g.id) ?? { grade: g.id, inStock: 0, floorPrice: null, sold: 0 },
  );
  const mostInStock = Math.max(1, ...byGrade.map((r) => r.inStock));
  const noneSold = byGrade.every((r) => r.sold === 0);
  return (
    <Stack>
      {noneSold ? (
        <Text role="status" fw={500}>
          No devices of this class have sold yet. Sales appear here once its listings sell.
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder aria-label="Devices by grade">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Grade</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>In stock</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Floor price</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Sold</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byGrade.map((r) => (
              <Table.Tr key={r.grade}>
                <Table.Td>
                  <GradeBadge grade={r.grade} />
                </Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{r.inStock}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>
                  {r.floorPrice === null ? "—" : money.format(r.floorPrice)}
                </Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{noneSold ? "—" : r.sold}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h4">
        In stock by grade
      </Title>
      <Stack gap={6} role="list" aria-label="In stock by grade">
        {byGrade.map((r) => (
          <Group
            key={r.grade}
            gap="xs"
            wrap="nowrap"
            role="listitem"
            aria-label={`Grade ${r.grade}: ${r.inStock}`}
          >
            <Text w={24} fw={600}>
              {r.grade}
            </Text>
            <Box style={{ flex: 1 }}>
              <Box
                h={18}
                bg="blue.6"
                style={{
                  width: `${(r.inStock / mostInStock) * 100}%`,
                  minWidth: r.inStock > 0 ? 4 : 0,
                  borderRadius: 3,
                }}
              />
            </Box>
            <Text w={56} ta="right" size="sm">
              {r.inStock}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
