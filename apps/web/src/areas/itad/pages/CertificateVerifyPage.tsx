import { Center } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router";
import { APP_NAME } from "../../../shared/layout";
import { CertificateVerification } from "../components/certificates/CertificateVerification";

/**
 * `/certificates/:number`, public (no sign-in, outside the shell): where a certificate's QR code
 * leads. It calls only `GET /spa/no_user/certificates/{number}`.
 */
export default function CertificateVerifyPage() {
  const number = (useParams().number ?? "").trim().toUpperCase();
  useEffect(() => {
    document.title = `Certificate ${number} · ${APP_NAME}`;
  }, [number]);
  return (
    <Center mih="100vh" p={{ base: "xs", sm: "md" }} component="main">
      <CertificateVerification number={number} />
    </Center>
  );
}
