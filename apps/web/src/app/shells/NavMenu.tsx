import { NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import type { NavSection } from "../routes";

function isActive(pathname: string, path: string) {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

export function NavMenu({ sections }: { sections: NavSection[] }) {
  const { pathname } = useLocation();
  // Only the most specific entry lights up: on /tasks/groups, "Task groups" and not "Tasks" too.
  const activePath = sections
    .flatMap((s) => s.entries.map((e) => e.path))
    .filter((p) => isActive(pathname, p))
    .sort((a, b) => b.length - a.length)[0];
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
              active={entry.path === activePath}
            />
          ))}
        </div>
      ))}
    </Stack>
  );
}
