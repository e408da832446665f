import { Stack, Text, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { InboundLoadForm } from "../components/InboundLoadForm";
import { InboundLoadState } from "../components/InboundLoadState";
import { cloneInputOf } from "../components/inbound-form-values";
import { useActivity } from "../inbound-api";

/** `inbound/:slug/inbound/new`: a new load pre-filled from another one. */
export default function InboundClonePage() {
  const slug = useParams().slug ?? "";
  const source = useActivity(slug);
  const navigate = useNavigate();
  const saved = useCallback((a: Activity) => navigate(`/inbound/${a.slug}`), [navigate]);
  if (!source.data) return <InboundLoadState error={source.error} slug={slug} />;
  return (
    <Stack>
      <div>
        <Title order={1}>New inbound load</Title>
        <Text c="dimmed">A copy of {source.data.slug}: its status, dock date and parent are not copied.</Text>
      </div>
      <InboundLoadForm
        initialValues={cloneInputOf(source.data)}
        onSaved={saved}
        cancelTo={`/inbound/${slug}`}
      />
    </Stack>
  );
}
