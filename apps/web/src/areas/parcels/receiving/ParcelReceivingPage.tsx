import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { getParcelReceiving } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { useEndpointQuery } from "../../../shared/endpoints";
import { showSnackbar } from "../../../shared/snackbar";
import { ParcelDeviceScan } from "./ParcelDeviceScan";
import { focusParcelScan, ParcelScanBox } from "./ParcelScanBox";
import { ParcelSummary, ReceivedSoFar } from "./ParcelSummary";

/**
 * `parcel/receiving/{referenceId}(/{trackingNumber})`: who the parcel is from, what was expected,
 * the devices scanned out of it and Receive; then the scan box takes the next parcel.
 */
export default function ParcelReceivingPage() {
  const { referenceId = "", trackingNumber = null } = useParams();
  const client = useQueryClient();
  const input = { params: { referenceId } };
  const view = useEndpointQuery(getParcelReceiving, input);

  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/parcel/receiving" size="sm">
          ← Parcel receiving
        </Anchor>
        <Title order={1} mt={4}>
          Parcel {referenceId.toUpperCase()}
        </Title>
      </div>
      <ParcelScanBox label="Next parcel" />
      {view.error instanceof ApiError && view.error.status === 404 ? (
        <Alert color="orange" title="No such parcel request" role="alert">
          No parcel request has the reference {referenceId.toUpperCase()}. Scan the parcel's label again.
        </Alert>
      ) : view.error ? (
        <Text c="red">{view.error.message}</Text>
      ) : !view.data ? (
        <Loader aria-label="Loading" />
      ) : (
        <>
          <ParcelSummary view={view.data} />
          <ParcelDeviceScan
            key={view.data.request.referenceId}
            referenceId={view.data.request.referenceId}
            trackingNumber={trackingNumber}
            disabled={view.data.project.activitySlug === null}
            onReceived={(result) => {
              const { created: _created, ...fresh } = result;
              client.setQueryData([getParcelReceiving.operationId, input], fresh);
              showSnackbar(
                result.created > 0
                  ? `${result.created} ${result.created === 1 ? "device" : "devices"} received from ${result.request.referenceId}`
                  : "These devices were already received from this parcel",
                "success",
              );
              focusParcelScan();
            }}
          />
          <ReceivedSoFar view={view.data} />
        </>
      )}
    </Stack>
  );
}
