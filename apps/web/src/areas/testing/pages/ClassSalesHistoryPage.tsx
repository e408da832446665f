// `classes/{id}/sales-history` (issue 15 §7): a class's graded devices by grade — in stock, the
// floor price its cutline gives, and sold (sold counts come with listings; until then the page
// says so rather than showing zeros as history).
import { Anchor, Box, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { PRODUCT_GRADES } from "@ops/domain";
import { Link } from "react-router";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useProductClass } from "../../catalogue/classes-api";
import { useClassGrades } from "../api";
import { GradeBadge } from "../components/EvaluationPreview";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const BACK = { to: "/classes", label: "classes" };

export default function ClassSalesHistoryPage() {
  const id = useIdParam();
  const productClass = useProductClass(id);
  const grades = useClassGrades(id);
  if (!productClass.data)
    return <RecordLoadState id={id} error={productClass.error} noun="class" back={BACK} />;
  const name = productClass.data.name;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/classes/${id}`} size="sm">
          ← {name}
        </Anchor>
        <Title order={1} mt={4}>
          Sales history of {name}
        </Title>
        <Text c="dimmed" size="sm">
          Graded devices of the class by grade: in stock, the floor price of the class's eCommerce cutline,
          and sold.
        </Text>
      </div>
      {grades.isError ? (
        <RecordLoadState id={id} error={grades.error} noun="class" back={BACK} />
      ) : !grades.data ? (
        <Loader aria-label="Loading" />
      ) : (
        <GradesView rows={grades.data.grades} />
      )}
    </Stack>
  );
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
