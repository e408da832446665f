import { Alert, Box, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { APP_NAME } from "../../../shared/layout";

/** The page around an employee's request: one narrow column that fits a phone (390 px). */
export function RequestFrame({ title, children }: { title: string; children: ReactNode }) {
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

/** What a link that opens no request shows: nothing about why (wrong, expired or someone else's). */
export function LinkNotValid() {
  return (
    <RequestFrame title="This link is not valid">
      <Alert color="gray" variant="light" role="alert" title="This link is not valid">
        Open the link from the most recent e-mail about your return, or ask the person who asked you to send
        your devices back for a new one.
      </Alert>
    </RequestFrame>
  );
}

/** Loading, a failure other than an invalid link, or the page. */
export function RequestLoadState({ error, children }: { error: unknown; children: ReactNode }) {
  if (error)
    return (
      <RequestFrame title="Your return">
        <Alert color="orange" variant="light" role="alert" title="Your return could not be loaded">
          <Text size="sm">Try again in a few minutes.</Text>
        </Alert>
      </RequestFrame>
    );
  if (children) return children;
  return <Loader aria-label="Loading" m="xl" />;
}
