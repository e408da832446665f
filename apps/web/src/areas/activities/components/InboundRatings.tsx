import {
  Button,
  Card,
  Divider,
  Group,
  Input,
  Loader,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { RatingBody, rateActivity } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useRate, useRatings } from "../inbound-api";
import { formatWhen } from "./inbound-dates";

type RatingValues = { score: number; comment: string };

/** The signed-in user's rating of the load; the server keeps one per person, so saving again replaces it. */
function RateForm({ slug }: { slug: string }) {
  const rate = useRate(slug);
  const { form, onSubmit: submit } = useDomainForm<RatingValues>({
    name: "InboundRatings",
    schema: RatingBody,
    initialValues: { score: 0, comment: "" },
    submit: async (body) => {
      await rate.mutateAsync(RatingBody.parse(body));
      showSnackbar("Rating saved", "success");
      form.reset();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Rate this load">
      <Stack gap="xs">
        <Input.Wrapper
          label="Your rating"
          description="Rating again replaces your earlier rating."
          error={form.errors.score}
        >
          <Rating
            mt={4}
            value={form.values.score}
            onChange={(score) => form.setFieldValue("score", score)}
            aria-label="Your rating, 1 to 5"
          />
        </Input.Wrapper>
        <Textarea label="Comment" rows={2} {...form.getInputProps("comment")} />
        <Group>
          <Button type="submit" size="xs" loading={rate.isPending}>
            Save rating
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ratings given to a load (clients and staff rate a load once each) and the user's own. */
export function InboundRatings({ slug }: { slug: string }) {
  const ratings = useRatings(slug);
  const rates = useCan()(rateActivity);
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
      {rates ? (
        <>
          <Divider my="sm" />
          <RateForm slug={slug} />
        </>
      ) : null}
    </Card>
  );
}
