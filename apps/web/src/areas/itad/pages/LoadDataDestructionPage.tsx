import { Divider, Loader, Stack } from "@mantine/core";
import { useParams } from "react-router";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { useCertificateReadiness } from "../certificates-api";
import { CertificateActions } from "../components/certificates/CertificateActions";
import { CertificateReadinessPanel } from "../components/certificates/CertificateReadinessPanel";
import { ErasureImportButton } from "../components/sanitization/ErasureImportButton";

function DataDestruction({ slug }: { slug: string }) {
  const readiness = useCertificateReadiness(slug);
  if (!readiness.data) {
    if (readiness.error) throw readiness.error;
    return <Loader aria-label="Loading" />;
  }
  return (
    <Stack gap="lg">
      <CertificateReadinessPanel readiness={readiness.data} actions={<ErasureImportButton slug={slug} />} />
      <Divider />
      <CertificateActions slug={slug} readiness={readiness.data} />
    </Stack>
  );
}

/** `inbound/:slug/data-destruction`: what the load's certificate needs, and its certificates. */
export default function LoadDataDestructionPage() {
  const slug = useParams().slug ?? "";
  return <InboundFrame slug={slug}>{(activity) => <DataDestruction slug={activity.slug} />}</InboundFrame>;
}
