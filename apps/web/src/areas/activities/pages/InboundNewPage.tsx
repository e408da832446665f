import { Stack, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { InboundLoadForm } from "../components/InboundLoadForm";

export default function InboundNewPage() {
  const navigate = useNavigate();
  const saved = useCallback((a: Activity) => navigate(`/inbound/${a.slug}`), [navigate]);
  return (
    <Stack>
      <Title order={1}>New inbound load</Title>
      <InboundLoadForm onSaved={saved} />
    </Stack>
  );
}
