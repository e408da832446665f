import { Badge, type BadgeProps } from "@mantine/core";
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  labelOf,
  type Qualification,
  type QualificationCheck,
} from "@ops/domain";
import { expiryBadge, todayIso } from "./document-status";

const STATUS_COLOR: Record<AccountStatus, string> = {
  active: "teal",
  pending: "yellow",
  suspended: "red",
  inactive: "gray",
};

export function AccountStatusBadge({ status, ...props }: { status: AccountStatus } & BadgeProps) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" {...props}>
      {labelOf(ACCOUNT_STATUSES, status)}
    </Badge>
  );
}

export const QUALIFICATIONS: { value: Qualification; label: string; color: string }[] = [
  { value: "qualified", label: "Qualified", color: "teal" },
  { value: "expiring", label: "Expiring", color: "orange" },
  { value: "unqualified", label: "Unqualified", color: "red" },
];

export function QualificationBadge({ qualification }: { qualification: Qualification | null }) {
  const q = QUALIFICATIONS.find((o) => o.value === qualification);
  if (!q) return null;
  return <Badge color={q.color}>{q.label}</Badge>;
}

const CHECK_STATES: Record<QualificationCheck["state"], { label: string; color: string }> = {
  valid: { label: "Valid", color: "teal" },
  expiring: { label: "Expiring", color: "orange" },
  expired: { label: "Expired", color: "red" },
  missing: { label: "Missing", color: "red" },
};

export function CheckStateBadge({ state }: { state: QualificationCheck["state"] }) {
  const s = CHECK_STATES[state];
  return (
    <Badge
      color={s.color}
      variant={state === "missing" ? "outline" : "filled"}
      title={state === "expiring" ? "Expires within 30 days" : undefined}
      style={{ flexShrink: 0 }}
    >
      {s.label}
    </Badge>
  );
}

/** The expiry date of a document with its state; nothing for a document that does not expire. */
export function ExpiryCell({ expiryDate }: { expiryDate: string | null }) {
  if (!expiryDate) return <span>—</span>;
  const badge = expiryBadge(expiryDate, todayIso());
  return (
    <span style={{ display: "inline-flex", gap: 8, alignItems: "center", whiteSpace: "nowrap" }}>
      {expiryDate}
      <Badge color={badge.color} variant="light" data-status={badge.status} style={{ flexShrink: 0 }}>
        {badge.label}
      </Badge>
    </span>
  );
}
