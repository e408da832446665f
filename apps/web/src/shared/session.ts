import { getClientConfigRoute, getSiteStateRoute } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "./api";
import { call, setCallerFamily } from "./endpoints";
import { hasSignedInMark } from "./signed-in";

export const siteKey = ["site"] as const;

/** The site state of the signed-in user (SPEC §3); a 401 means nobody is signed in. */
export function useSite() {
  return useQuery({
    queryKey: siteKey,
    // Nobody signed in on this browser: answer the 401 without asking (no failed call in the console).
    queryFn: async () => {
      if (!hasSignedInMark()) throw new ApiError(401, { message: "Sign in to continue" });
      const site = await call(getSiteStateRoute, {});
      // Every typed call from now on is made in this user's family (SPEC §6).
      setCallerFamily(site.user?.audience ?? null);
      return site;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Public settings for the sign-in screen. */
export function useClientConfig() {
  return useQuery({
    queryKey: ["client-config"],
    queryFn: () => call(getClientConfigRoute, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
