import { Stack, Text } from "@mantine/core";
import { LoadFrame } from "../../activities/components/LoadFrame";
import { useCertificates } from "../certificates-api";
import { CertificatesTable } from "../components/certificates/CertificatesTable";

function LoadCertificates({ slug }: { slug: string }) {
  const certificates = useCertificates(slug);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The certificates issued for this load, newest first. A revoked one says why and which certificate
        replaced it.
      </Text>
      <CertificatesTable query={certificates} />
    </Stack>
  );
}

/** `loads/:slug/certificates`: a load's certificates to download (clients and staff). */
export default function ClientCertificatesPage() {
  return <LoadFrame>{(load) => <LoadCertificates slug={load.slug} />}</LoadFrame>;
}
