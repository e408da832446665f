import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { getClientSurveys } from "@ops/domain";
import { Link } from "react-router";
import { formatDay } from "../../../shared/dates";
import { useEndpointQuery } from "../../../shared/endpoints";
import { PageHeader } from "../../../shared/PageHeader";

/** The client's surveys: their closed loads whose survey they have not answered yet. */
export default function PortalSurveysPage() {
  const query = useEndpointQuery(getClientSurveys, {});
  const data = query.data;
  return (
    <Stack>
      <PageHeader
        title="Surveys"
        description="Tell us how we did with your loads: one short survey per closed load."
      />
      {query.isPending ? <Loader aria-label="Loading" /> : null}
      {data && !data.survey && data.loads.length === 0 ? (
        <Text c="dimmed">There is no survey to answer right now.</Text>
      ) : null}
      {data && (data.survey || data.loads.length > 0) && data.loads.length === 0 ? (
        <Text c="dimmed">
          Nothing to answer: you have answered the survey of every closed load. Thank you!
        </Text>
      ) : null}
      {data && data.loads.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loads awaiting your answer">
          {data.loads.map((l) => (
            <Card key={l.activitySlug} withBorder padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{l.activitySlug.toUpperCase()}</Text>
                <Badge variant="light">To answer</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {l.accountName}
                {l.closedAt ? ` · closed ${formatDay(l.closedAt)}` : ""}
              </Text>
              <Anchor component={Link} to={`/portal/surveys/${l.activitySlug}`} mt="sm" size="sm">
                Answer the survey of {l.activitySlug.toUpperCase()}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
