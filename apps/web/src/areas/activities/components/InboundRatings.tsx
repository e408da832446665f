import { Card, Loader, Rating, Stack, Text, Title } from "@mantine/core";
import { useRatings } from "../inbound-api";
import { formatWhen } from "./inbound-dates";

/** The ratings given to a load (clients and staff rate a load once each; read-only here). */
export function InboundRatings({ slug }: { slug: string }) {
  const ratings = useRatings(slug);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Ratings
      </Title>
      {!ratings.data ? (
        ratings.error ? (
          <Text c="red">The ratings could not be loaded.</Text>
        ) : (
          <Loader size="sm" aria-label="Loading ratings" />
        )
      ) : ratings.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No ratings yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {ratings.data.map((r) => (
            <div key={r.id}>
              <Rating value={r.score} readOnly size="sm" aria-label={`${r.score} of 5`} />
              <Text size="xs" c="dimmed">
                {r.userName ?? "Someone"}, {formatWhen(r.createdAt)}
              </Text>
              {r.comment ? (
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {r.comment}
                </Text>
              ) : null}
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
