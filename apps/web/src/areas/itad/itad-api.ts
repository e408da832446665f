import {
  type Asset,
  type ComponentsBody,
  createComponents,
  getMobilityActivity,
  listAssetLocks,
  listComponents,
  listHolds,
  packLpn,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../shared/api";
import { call } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";
import { assetsKeys } from "../assets/assets-api";
import { workAssetKeys } from "../work/work-assets-api";

// Locks live under the "assets" prefix: every asset write (an edit that sets locks) refreshes them.
export const deviceKeys = {
  locks: (barcode: string) => ["assets", "", "locks", barcode] as const,
  components: (slug: string, barcode: string) =>
    ["work", slug, "itad", "device-components", barcode] as const,
  mobility: ["activities", "mobility"] as const,
  // Under "holds": placing or releasing a hold refreshes what the device shows of it.
  holds: (barcode: string) => ["holds", "device", barcode] as const,
};

/**
 * A held device's active holds with their processing instructions (the asset answer names only
 * their types): the holds list searched by the barcode, kept to this device's.
 */
export function useDeviceHolds(barcode: string, enabled: boolean) {
  return useQuery({
    queryKey: deviceKeys.holds(barcode),
    queryFn: async () => {
      const page = await call(listHolds, { query: { status: "active", search: barcode, pageSize: 50 } });
      return page.data.filter((hold) => hold.barcode === barcode);
    },
    enabled,
  });
}

/** A device's locks, each with who found it and when. */
export function useDeviceLocks(barcode: string) {
  return useQuery({
    queryKey: deviceKeys.locks(barcode),
    queryFn: () => call(listAssetLocks, { params: { barcode } }),
  });
}

/** The user's warehouse's mobility activity (`<wh>-mobility`); a 404 when the warehouse has none. */
export function useMobilityActivity() {
  return useQuery({
    queryKey: deviceKeys.mobility,
    queryFn: () => call(getMobilityActivity, { query: {} }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The most parts one device's list shows (the server's largest page). */
const DEVICE_COMPONENTS_MAX = 200;

/** The parts harvested from one device on the order, newest first. */
export function useDeviceComponents(slug: string, barcode: string) {
  return useQuery({
    queryKey: deviceKeys.components(slug, barcode),
    queryFn: async (): Promise<Asset[]> => {
      const page = await call(listComponents, {
        params: { slug },
        query: { page: 1, pageSize: DEVICE_COMPONENTS_MAX, harvestedFrom: barcode },
      });
      return page.data;
    },
    enabled: slug !== "",
  });
}

/** Refreshes the order's lists, the assets and the order's events after a device change. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (slug: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workAssetKeys.order(slug) }),
      queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
      queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) }),
    ]);
}

/** Harvests parts from a device: each a new serial asset linked to it, all or none. */
export function useHarvestComponents(slug: string, barcode: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: ComponentsBody) => call(createComponents, { params: { barcode }, body }),
    onSuccess: () => refresh(slug),
  });
}

/** Packs devices into an LPN of the order (an existing pallet, a new LPN barcode, or a generated one). */
export function usePackLpn(slug: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: { lpnBarcode?: string; barcodes: string[] }) =>
      call(packLpn, { params: { slug }, body }),
    onSuccess: () => refresh(slug),
  });
}
