import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { ACCOUNT_STATUSES, type Account, type AccountList, createAccount } from "@ops/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useAccountsSample, useAccountTotals } from "../api";
import { AccountStatusBadge, QUALIFICATIONS, QualificationBadge } from "./badges";
import { storeFilter } from "./use-stored-filter";

const STATUS_REQUESTS = ACCOUNT_STATUSES.map((s) => ({ kind: "active" as const, filter: { status: s.id } }));
const QUALIFICATION_REQUESTS = QUALIFICATIONS.map((q) => ({
  kind: "dsvs" as const,
  filter: { qualification: q.value },
}));

type Tile = { label: string; count: number | undefined; color?: string; open: () => void };

/** A row of counts; each opens its list with the matching filter. */
function CountTiles({ title, tiles, total }: { title: string; tiles: Tile[]; total: number | undefined }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {total === undefined ? "…" : `${total} in all`}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: tiles.length }} spacing="xs">
        {tiles.map((t) => (
          <UnstyledButton
            key={t.label}
            onClick={t.open}
            p="xs"
            style={{
              border: "1px solid var(--mantine-color-gray-3)",
              borderRadius: 4,
              display: "flex",
              flexDirection: "column",
              justifyContent: "flex-start",
            }}
            aria-label={`${t.label}: ${t.count ?? "loading"}`}
          >
            <Text size="xl" fw={700} c={t.color}>
              {t.count ?? <Loader size="xs" />}
            </Text>
            <Text size="sm" c="dimmed">
              {t.label}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function AccountRows({
  query,
  empty,
  to,
  extra,
}: {
  query: UseQueryResult<AccountList>;
  empty: string;
  to: (a: Account) => string;
  extra: (a: Account) => React.ReactNode;
}) {
  if (query.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (query.error) return <Text c="red">Could not be loaded: {query.error.message}</Text>;
  if (query.data.data.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table>
      <Table.Tbody>
        {query.data.data.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              <Anchor component={Link} to={to(a)} size="sm">
                {a.name}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{extra(a)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The accounts hub for operators: counts, vendors needing attention, recent accounts, links. */
export function AccountsTopView() {
  const navigate = useNavigate();
  const can = useCan();
  const statusCounts = useAccountTotals(STATUS_REQUESTS);
  const qualificationCounts = useAccountTotals(QUALIFICATION_REQUESTS);
  const attention = useAccountsSample(
    "dsvs",
    { qualification: "unqualified" },
    { sort: "name", order: "asc", pageSize: 5 },
  );
  const expiring = useAccountsSample(
    "dsvs",
    { qualification: "expiring" },
    { sort: "name", order: "asc", pageSize: 5 },
  );
  const recent = useAccountsSample("active", {}, { sort: "createdAt", order: "desc", pageSize: 6 });

  const sum = (counts: { data?: number }[]) =>
    counts.every((c) => c.data !== undefined) ? counts.reduce((n, c) => n + (c.data ?? 0), 0) : undefined;
  const openAccounts = (status: string) => {
    storeFilter("accounts", { type: "active", status });
    navigate("/accounts");
  };
  const openDsvs = (qualification: string) => {
    storeFilter("dsvs", { qualification, status: null });
    navigate("/accounts/dsvs");
  };
  const more = (query: UseQueryResult<AccountList>, qualification: string) =>
    query.data && query.data.total > query.data.data.length ? (
      <Anchor component="button" size="sm" onClick={() => openDsvs(qualification)}>
        and {query.data.total - query.data.data.length} more
      </Anchor>
    ) : null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Accounts overview</Title>
        {can(createAccount) ? (
          <Group gap="xs">
            <Button component={Link} to="/accounts/new">
              New account
            </Button>
            <Button component={Link} to="/accounts/dsvs/new" variant="light">
              New downstream vendor
            </Button>
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountTiles
          title="Client accounts"
          total={sum(statusCounts)}
          tiles={ACCOUNT_STATUSES.map((s, i) => ({
            label: s.label,
            count: statusCounts[i]?.data,
            open: () => openAccounts(s.id),
          }))}
        />
        <CountTiles
          title="Downstream vendors"
          total={sum(qualificationCounts)}
          tiles={QUALIFICATIONS.map((q, i) => ({
            label: q.label,
            count: qualificationCounts[i]?.data,
            color: q.color,
            open: () => openDsvs(q.value),
          }))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            Vendors needing attention
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Missing or expired certificates, or certificates running out within 30 days.
          </Text>
          {attention.data?.total === 0 && expiring.data?.total === 0 ? (
            <Text c="dimmed">Every vendor is qualified.</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                Unqualified
              </Text>
              <AccountRows
                query={attention}
                empty="None."
                to={(a) => `/accounts/${a.id}/dsv`}
                extra={(a) => <QualificationBadge qualification={a.qualification} />}
              />
              {more(attention, "unqualified")}
              <Text size="sm" fw={600}>
                Expiring within 30 days
              </Text>
              <AccountRows
                query={expiring}
                empty="None."
                to={(a) => `/accounts/${a.id}/dsv`}
                extra={(a) => <QualificationBadge qualification={a.qualification} />}
              />
              {more(expiring, "expiring")}
            </Stack>
          )}
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            Recently added accounts
          </Title>
          <AccountRows
            query={recent}
            empty="No accounts yet."
            to={(a) => `/accounts/${a.id}`}
            extra={(a) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {new Date(a.createdAt).toLocaleDateString()}
                </Text>
                <AccountStatusBadge status={a.status} />
              </Group>
            )}
          />
        </Card>
      </SimpleGrid>
      <Group gap="md">
        <Anchor component={Link} to="/accounts">
          All accounts
        </Anchor>
        <Anchor component={Link} to="/accounts/dsvs">
          Downstream vendors
        </Anchor>
        <Anchor component={Link} to="/program-templates">
          Program templates
        </Anchor>
        {can("prices.view") ? (
          <Anchor component={Link} to="/pricebooks">
            Price books
          </Anchor>
        ) : null}
        {can("users.view") ? (
          <Anchor component={Link} to="/clients">
            Client users
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
