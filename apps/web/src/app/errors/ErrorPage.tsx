import { Button, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";

/** `/error`: where an unhandled failure lands, with name, message and component from the query. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const name = params.get("name") || "Error";
  const message = params.get("message") || "Something went wrong.";
  const component = params.get("component");
  useEffect(() => {
    document.title = "Something went wrong · Reuse Ops";
  }, []);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Text>The last action did not finish. Nothing you saved before it is lost.</Text>
        <Stack gap={4} data-testid="error-details">
          <Text size="sm">
            <strong>Error:</strong> <Code>{name}</Code>
          </Text>
          <Text size="sm">
            <strong>Message:</strong> {message}
          </Text>
          {component ? (
            <Text size="sm">
              <strong>Where:</strong> {component}
            </Text>
          ) : null}
        </Stack>
        <Group>
          <Button component="a" href="/">
            Go to home
          </Button>
          <Button variant="default" onClick={() => window.history.back()}>
            Go back
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
