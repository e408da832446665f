import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { AccountPageFrame } from "../components/AccountPageFrame";
import { QualificationView } from "../components/QualificationView";

export default function DsvPage() {
  return (
    <AccountPageFrame>
      {(account) =>
        account.type === "dsvs" ? (
          <QualificationView account={account} />
        ) : (
          <Stack gap="xs">
            <Text>{account.name} is a client account; only downstream vendors have a qualification.</Text>
            <Anchor component={Link} to={`/accounts/${account.id}`}>
              Open its overview
            </Anchor>
          </Stack>
        )
      }
    </AccountPageFrame>
  );
}
