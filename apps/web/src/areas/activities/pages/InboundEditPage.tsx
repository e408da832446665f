import { Stack, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { InboundLoadForm } from "../components/InboundLoadForm";

export default function InboundEditPage() {
  const slug = useParams().slug ?? "";
  const navigate = useNavigate();
  const saved = useCallback((a: Activity) => navigate(`/inbound/${a.slug}`), [navigate]);
  return (
    <Stack>
      <Title order={1}>Edit {slug}</Title>
      <InboundLoadForm slug={slug} onSaved={saved} />
    </Stack>
  );
}
