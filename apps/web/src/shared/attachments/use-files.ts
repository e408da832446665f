import type { Endpoint } from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCan } from "../permissions";
import { useSite } from "../session";
import type { FileCalls } from "./owner";

/** An owner's files; the key is the list's operationId and input, as `useEndpointQuery` makes it. */
export function useFileList<F>(calls: FileCalls<F>) {
  return useQuery({ queryKey: [calls.list.operationId, { params: calls.params }], queryFn: calls.fetch });
}

/** Refreshes the owner's list and the lists that show the same files, then the screen's own. */
export function useFilesChanged<F>(calls: FileCalls<F>, onChange?: () => unknown) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [calls.list, ...calls.alsoChanges].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: [endpoint.operationId] }),
      ),
    );
    await onChange?.();
  };
}

/**
 * Whether the signed-in user may make a call: the endpoint serves their family (uploads and
 * deletes are staff's) and their roles hold the permission it names.
 */
export function useMayCall(endpoint: Endpoint): boolean {
  const audience = useSite().data?.user.audience;
  const can = useCan();
  return endpoint.families.some((family) => family === audience) && can(endpoint);
}
