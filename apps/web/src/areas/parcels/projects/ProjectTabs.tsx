import { Tabs } from "@mantine/core";
import { useNavigate } from "react-router";

/** The project's two screens: its requests and the assets received from its parcels. */
export function ProjectTabs({ prefix, active }: { prefix: string; active: "requests" | "assets" }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => navigate(value === "assets" ? `/parcel/${prefix}/assets` : `/parcel/${prefix}`)}
    >
      <Tabs.List>
        <Tabs.Tab value="requests">Requests</Tabs.Tab>
        <Tabs.Tab value="assets">Assets received</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
