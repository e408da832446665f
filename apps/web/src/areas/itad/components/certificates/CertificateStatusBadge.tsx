import { Badge } from "@mantine/core";

/** "Valid" in green, "Revoked" in red. */
export function CertificateStatusBadge({
  status,
  size = "sm",
}: {
  status: string;
  size?: "sm" | "lg" | "xl";
}) {
  const valid = status === "valid";
  return (
    <Badge color={valid ? "teal" : "red"} variant="filled" size={size}>
      {valid ? "Valid" : "Revoked"}
    </Badge>
  );
}
