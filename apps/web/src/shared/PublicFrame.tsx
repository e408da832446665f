import { Box, Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { APP_NAME } from "./layout";

/**
 * The page a mail's link opens without signing in (an employee's parcel request, a survey, an
 * unsubscribe link): one narrow column outside the shell that fits a phone (390 px).
 */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <Box
      component="main"
      p={{ base: "xs", sm: "md" }}
      maw={640}
      mx="auto"
      style={{ overflowWrap: "anywhere" }}
    >
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
