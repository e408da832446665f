import { Alert, Anchor, Button, Group, Image, List, Stack, Text, Title } from "@mantine/core";
import {
  confirmPublicParcelRequest,
  getPublicParcelLabel,
  getPublicParcelQrCode,
  PARCEL_STAGES,
  type PublicParcelRequest,
  TRACKING_TYPES,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDay } from "../../../shared/dates";
import { urlOf, useEndpointMutation } from "../../../shared/endpoints";
import { useFailure } from "../../../shared/use-failure";
import { LinkNotValid, RequestFrame, RequestLoadState } from "./RequestFrame";
import { usePublicRequest, type useRequestLink } from "./request-link";

type RequestLink = ReturnType<typeof useRequestLink>;

const HOW_TO: Record<PublicParcelRequest["method"], string[]> = {
  label_only: [
    "Print your label (any printer; letter or A4 paper is fine).",
    "Pack your devices in a sturdy box and tape the label on top, barcode visible.",
    "Drop the box at any location of the carrier.",
  ],
  box_and_label: [
    "A box with a label is on its way to you; this label is a spare if you need one.",
    "Pack your devices in the box and tape the label on top, barcode visible.",
    "Drop the box at any location of the carrier.",
  ],
  qr_code: [
    "Pack your devices in a sturdy box.",
    "Take it to a carrier's counter and show this QR code on your phone.",
    "They print the label and take the box; keep the receipt.",
  ],
};

/** The employee's address as lines. */
export function AddressLines({ address }: { address: PublicParcelRequest["address"] }) {
  const city = [address.city, [address.region, address.postalCode].filter(Boolean).join(" ")].filter(Boolean);
  return (
    <Text size="sm" component="div">
      {[address.line1, address.line2, city.join(", "), address.country].filter(Boolean).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Text>
  );
}

function Details({ request }: { request: PublicParcelRequest }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Hello {request.employeeName}, please send back your devices for <b>{request.projectName}</b>. Your
        reference is <b>{request.referenceId}</b>.
      </Text>
      {request.instructions && (
        <Alert variant="light" color="blue" title="Instructions">
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {request.instructions}
          </Text>
        </Alert>
      )}
      <Title order={2} size="h5">
        Your address
      </Title>
      <AddressLines address={request.address} />
      {request.phone && <Text size="sm">Phone: {request.phone}</Text>}
      <Title order={2} size="h5">
        Devices you send back
      </Title>
      <List size="sm" aria-label="Devices">
        {request.devices.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is the employee's, in their order
          <List.Item key={i}>
            {d.quantity > 1 ? `${d.quantity} × ` : ""}
            {d.description}
            {d.serialNumber ? ` (S/N ${d.serialNumber})` : ""}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        Returned to: {request.returnAddress.name}
      </Text>
    </Stack>
  );
}

function Confirm({ request, link }: { request: PublicParcelRequest; link: RequestLink }) {
  const client = useQueryClient();
  const fail = useFailure("Confirm return");
  const confirm = useEndpointMutation(confirmPublicParcelRequest, {
    onSuccess: (data) => client.setQueryData(["getPublicParcelRequest", link.input], data),
    onError: (error) => fail(error),
  });
  return (
    <Stack gap="xs">
      <Text size="sm">Is your address right, and are these the devices you send back?</Text>
      <Group grow preventGrowOverflow={false} wrap="wrap">
        <Button
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate({
              ...link.input,
              body: { address: request.address, phone: request.phone, devices: request.devices },
            })
          }
        >
          Confirm and get my label
        </Button>
        <Button component={Link} to={`edit?token=${encodeURIComponent(link.token)}`} variant="default">
          Correct my address or devices
        </Button>
      </Group>
    </Stack>
  );
}

function Label({ request, link }: { request: PublicParcelRequest; link: RequestLink }) {
  const pdf = urlOf(getPublicParcelLabel, link.input);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {request.method === "qr_code" ? "Your QR code" : "Your return label"}
      </Title>
      {request.method === "qr_code" && (
        <Image
          src={urlOf(getPublicParcelQrCode, link.input)}
          alt={`QR code of ${request.referenceId}`}
          w="100%"
          maw={280}
          mx="auto"
        />
      )}
      <List type="ordered" size="sm">
        {HOW_TO[request.method].map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Group wrap="wrap">
        <Button component="a" href={pdf} target="_blank" rel="noopener">
          {request.method === "qr_code" ? "Open as PDF" : "Open my label (PDF)"}
        </Button>
        <Anchor href={pdf} download={`return-label-${request.referenceId}.pdf`} size="sm">
          Download the PDF
        </Anchor>
      </Group>
      {!request.closed && (
        <Anchor component={Link} to={`edit?token=${encodeURIComponent(link.token)}`} size="sm">
          Correct my address or devices
        </Anchor>
      )}
    </Stack>
  );
}

function Status({ request }: { request: PublicParcelRequest }) {
  const stage = PARCEL_STAGES.find((s) => s.id === request.tracking.stage)?.label ?? request.tracking.stage;
  const last = request.tracking.last;
  return (
    <Text size="sm" role="status">
      Status: <b>{stage}</b>
      {last &&
        ` (${TRACKING_TYPES.find((t) => t.id === last.type)?.label ?? last.type} on ${formatDay(last.occurredAt)})`}
      {request.tracking.trackingNumber && `, tracking number ${request.tracking.trackingNumber}`}
    </Text>
  );
}

/**
 * `/parcel/request/:referenceId?token=…` (no sign-in): the employee sees their request, confirms
 * it (or corrects it on the edit page), then gets their label or QR code with what to do next.
 */
export default function RequestPage() {
  const { link, query, invalid } = usePublicRequest();
  if (invalid) return <LinkNotValid />;
  const request = query.data;
  return (
    <RequestLoadState error={query.error}>
      {request && (
        <RequestFrame title={`Your return ${request.referenceId}`}>
          <Details request={request} />
          <Status request={request} />
          {request.labelCreatedAt ? (
            <Label request={request} link={link} />
          ) : request.closed ? (
            <Alert color="gray" variant="light">
              This return is closed.
            </Alert>
          ) : (
            <Confirm request={request} link={link} />
          )}
        </RequestFrame>
      )}
    </RequestLoadState>
  );
}
