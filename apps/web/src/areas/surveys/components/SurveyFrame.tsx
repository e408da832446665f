import { Box, Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { APP_NAME } from "../../../shared/layout";

/** The page a survey mail's link opens: one narrow column that fits a phone (390 px). */
export function SurveyFrame({ title, children }: { title: string; children: ReactNode }) {
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
