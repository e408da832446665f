import {
  type CreateUserBody,
  createUser,
  getUser,
  listUserAccounts,
  listUserRoles,
  listUsers,
  type Role,
  type SiteState,
  type UpdateUserBody,
  type UserList,
  type UsersQuery,
  updateUser,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { siteKey } from "../../shared/session";

export const usersKeys = {
  all: ["users"] as const,
  list: (filter: Partial<UsersQuery>) => ["users", "list", filter] as const,
  detail: (id: number) => ["users", "detail", id] as const,
  accounts: (id: number) => ["users", "accounts", id] as const,
  roles: (type: Role["type"]) => ["roles", type] as const,
};

export function fetchUsersPage(filter: Partial<UsersQuery>, params: DataTablePageParams): Promise<UserList> {
  return call(listUsers, { query: { ...filter, ...params } });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: usersKeys.detail(id),
    queryFn: () => call(getUser, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRoles(type: Role["type"]) {
  return useQuery({
    queryKey: usersKeys.roles(type),
    queryFn: () => call(listUserRoles, { query: { type } }),
    staleTime: 10 * 60_000,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => call(createUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(updateUser, { params: { id }, body }),
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(id), user);
      // Editing oneself changes the header's name and warehouse and what the menu offers.
      const self = queryClient.getQueryData<SiteState>(siteKey)?.user.id === id;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        self ? queryClient.invalidateQueries({ queryKey: siteKey }) : undefined,
      ]);
    },
  });
}

/** The accounts a client user belongs to. */
export function useUserAccounts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.accounts(id),
    queryFn: () => call(listUserAccounts, { params: { id } }),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}
