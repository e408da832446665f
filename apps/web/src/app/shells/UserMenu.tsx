import { Avatar, Group, Menu, Switch, Text, UnstyledButton } from "@mantine/core";
import { logoutRoute, type SessionUser } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { call } from "../../shared/endpoints";
import { useCan } from "../../shared/permissions";
import { useScanSoundSetting } from "../../shared/scan-signal";
import { useFailure } from "../../shared/use-failure";

export function UserMenu({
  user,
  warehouse,
  compact,
}: {
  user: SessionUser;
  warehouse?: string;
  compact: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fail = useFailure("UserMenu");
  const [scanSound, setScanSound] = useScanSoundSetting();
  const can = useCan();
  const signOut = async () => {
    try {
      await call(logoutRoute, {});
      queryClient.clear();
      navigate("/login", { replace: true });
    } catch (error) {
      fail(error);
    }
  };
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" color="teal" radius="xl">
              {initials}
            </Avatar>
            {!compact ? (
              <div>
                <Text size="sm" fw={600} lh={1.2}>
                  {user.name}
                </Text>
                {warehouse ? (
                  <Text size="xs" c="dimmed" lh={1.2}>
                    {warehouse}
                  </Text>
                ) : null}
              </div>
            ) : null}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          closeMenuOnClick={false}
          onClick={() => setScanSound(!scanSound)}
          role="menuitemcheckbox"
          aria-checked={scanSound}
          rightSection={<Switch size="xs" checked={scanSound} readOnly tabIndex={-1} aria-hidden />}
        >
          Sound on refused scans
        </Menu.Item>
        {user.audience === "operator" && can("mail.view") ? (
          <Menu.Item component={Link} to="/outbox">
            Outbox
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={signOut}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
