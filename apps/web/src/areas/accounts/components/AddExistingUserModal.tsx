import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ACCOUNT_ROLE_MESSAGE, type Account, memberTypeOf, type User } from "@ops/domain";
import { type FormEvent, useState } from "react";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useAccountUsers, useAddAccountUser, useMemberSearch } from "../api";
import { AccountRoleSelect } from "./AccountRoleSelect";

type Props = { account: Account; opened: boolean; onClose: () => void };

const userLabel = (u: User) => `${u.name} · ${u.email}`;

/** Links a user who already exists to the account: a client user with a role, or a vendor user to a vendor. */
export function AddExistingUserModal({ account, opened, onClose }: Props) {
  const fail = useFailure("AddExistingUserModal");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [selected, setSelected] = useState<User | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Once chosen, the field shows the user's label; that text is not a new search.
  const memberType = memberTypeOf(account.type);
  const needsRole = memberType === "client";
  const results = useMemberSearch(
    memberType,
    selected && search === userLabel(selected) ? "" : debounced,
    opened,
  );
  const members = useAccountUsers(account.id);
  const add = useAddAccountUser(account.id);

  const memberIds = new Set((members.data ?? []).map((m) => m.userId));
  const found = (results.data?.data ?? []).filter((u) => !memberIds.has(u.id) && u.id !== selected?.id);
  const candidates = selected ? [selected, ...found] : found;
  const options = candidates.map((u) => ({ value: String(u.id), label: userLabel(u) }));

  const close = () => {
    setSearch("");
    setSelected(null);
    setRoleId(null);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(selected ? {} : { userId: "Choose a user" }),
      ...(roleId || !needsRole ? {} : { roleId: ACCOUNT_ROLE_MESSAGE }),
    };
    if (!selected || (needsRole && !roleId)) {
      setErrors(missing);
      return;
    }
    try {
      await add.mutateAsync({ userId: selected.id, roleId: needsRole ? Number(roleId) : null });
      showSnackbar(`${selected.name} was added to ${account.name}`, "success");
      close();
    } catch (error) {
      setErrors(fail(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add existing user" centered>
      <form onSubmit={submit} noValidate aria-label="Add existing user">
        <Stack>
          <Select
            label={needsRole ? "Client user" : "Vendor user"}
            placeholder="Type a name or email"
            required
            searchable
            data-autofocus
            searchValue={search}
            onSearchChange={setSearch}
            // The server has already filtered by the search text.
            filter={({ options: all }) => all}
            data={options}
            value={selected ? String(selected.id) : null}
            onChange={(value) => {
              setSelected(candidates.find((u) => String(u.id) === value) ?? null);
              setErrors({});
            }}
            nothingFoundMessage={results.isFetching ? "Searching…" : `No results for ${search.trim()}`}
            error={errors.userId}
          />
          {needsRole ? (
            <AccountRoleSelect
              value={roleId}
              onChange={(value) => {
                setRoleId(value);
                setErrors(({ roleId: _, ...rest }) => rest);
              }}
              error={errors.roleId}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
