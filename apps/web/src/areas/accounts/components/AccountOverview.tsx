import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import {
  ACCOUNT_PRICING_MODES,
  ACCOUNT_TYPES,
  type Account,
  ASSET_FORM_VARIANTS,
  CERTIFICATE_TYPES,
  createAccount,
  INBOUND_FORM_VARIANTS,
  labelOf,
  SUBSCRIPTION_LEVELS,
  updateAccount,
} from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useAccountChildren } from "../api";
import { useCanEditAccounts } from "../family";
import { AccountUsersPanel } from "./AccountUsersPanel";
import { AccountStatusBadge, QualificationBadge } from "./badges";

function address(a: Account): string {
  const cityLine = [a.city, a.region, a.postalCode].filter(Boolean).join(", ");
  return [a.street, cityLine, a.country].filter(Boolean).join(" · ");
}

function AccountDetails({ account: a, staff }: { account: Account; staff: boolean }) {
  const vendor = a.type === "dsvs";
  const rows: [string, ReactNode][] = [
    ["Code", a.code ?? "—"],
    ["Type", labelOf(ACCOUNT_TYPES, a.type)],
    ...(vendor
      ? [
          ["Qualification", <QualificationBadge key="q" qualification={a.qualification} />] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(staff && !vendor
      ? ([
          ["Pricing mode", labelOf(ACCOUNT_PRICING_MODES, a.pricingMode)],
          ["Inbound form", labelOf(INBOUND_FORM_VARIANTS, a.inboundForm)],
          ["Asset form", labelOf(ASSET_FORM_VARIANTS, a.assetForm)],
        ] as [string, ReactNode][])
      : []),
    // Clients see it too: it says which certificate their loads earn.
    ...(vendor
      ? []
      : ([
          ["Certificate type", labelOf(CERTIFICATE_TYPES, a.certificateType)],
          ["Subscription", labelOf(SUBSCRIPTION_LEVELS, a.subscriptionLevel)],
        ] as [string, ReactNode][])),
    [
      "Email",
      a.email ? (
        <Anchor key="email" size="sm" href={`mailto:${a.email}`}>
          {a.email}
        </Anchor>
      ) : (
        "—"
      ),
    ],
    ["Phone", a.phone ?? "—"],
    ["Address", address(a) || "—"],
    [
      "Notes",
      a.notes ? (
        <Text key="notes" style={{ whiteSpace: "pre-wrap" }}>
          {a.notes}
        </Text>
      ) : (
        "—"
      ),
    ],
    ["Added", new Date(a.createdAt).toLocaleString()],
  ];
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={160}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChildAccounts({ account }: { account: Account }) {
  const children = useAccountChildren(account.id);
  const can = useCan();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Sub-accounts
        </Title>
        {can(createAccount) ? (
          <Button component={Link} to={`/accounts/new?parentId=${account.id}`} variant="light" size="xs">
            Add sub-account
          </Button>
        ) : null}
      </Group>
      {children.isPending ? (
        <Loader size="sm" aria-label="Loading sub-accounts" />
      ) : children.error ? (
        <Text c="red">The sub-accounts could not be loaded: {children.error.message}</Text>
      ) : children.data.length === 0 ? (
        <Text c="dimmed">No sub-accounts yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder striped aria-label="Sub-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {children.data.map((child) => (
                <Table.Tr key={child.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/accounts/${child.id}`} size="sm">
                      {child.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{child.code ?? "—"}</Table.Td>
                  <Table.Td>
                    <AccountStatusBadge status={child.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Overview tab: details; for client accounts their sub-accounts; for operators the members. */
export function AccountOverview({ account }: { account: Account }) {
  const staff = useCanEditAccounts();
  const can = useCan();
  const vendor = account.type === "dsvs";
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Details
          </Title>
          {can(updateAccount) ? (
            <Button
              component={Link}
              to={vendor ? `/accounts/${account.id}/dsv/edit` : `/accounts/${account.id}/edit`}
              size="xs"
            >
              Edit
            </Button>
          ) : null}
        </Group>
        <AccountDetails account={account} staff={staff} />
      </Stack>
      {vendor ? null : <ChildAccounts account={account} />}
      {staff ? <AccountUsersPanel account={account} /> : null}
    </Stack>
  );
}
