import { NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import type { NavSection } from "../routes";

function isActive(pathname: string, path: string) {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

export function NavMenu({ sections }: { sections: NavSection[] }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" component="nav">
      {sections.map((section) => (
        <div key={section.section}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {section.section}
          </Text>
          {section.entries.map((entry) => (
            <NavLink
              key={entry.path}
              component={Link}
              to={entry.path}
              label={entry.label}
              active={isActive(pathname, entry.path)}
            />
          ))}
        </div>
      ))}
    </Stack>
  );
}
