import { listUserAssets, type UserAssetList, type UserAssetsQuery } from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { usersKeys } from "./api";

export type UserAssetFilter = UserAssetsQuery["type"];

/** Rows on a page of a person's work. */
export const USER_WORK_PAGE_SIZE = 25;

export const userWorkKeys = {
  list: (id: number, type: UserAssetFilter, page: number) =>
    [...usersKeys.all, "work", id, type, page] as const,
};

/** A page of what a person processed or created in work orders, newest first. */
export function useUserAssets(id: number, type: UserAssetFilter, page: number) {
  return useQuery({
    queryKey: userWorkKeys.list(id, type, page),
    queryFn: (): Promise<UserAssetList> =>
      call(listUserAssets, {
        params: { id },
        query: { type, page, pageSize: USER_WORK_PAGE_SIZE, order: "desc" },
      }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
  });
}
