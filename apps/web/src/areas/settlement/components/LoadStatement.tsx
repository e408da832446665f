import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { useSite } from "../../../shared/session";
import { useSettlement } from "../api";
import { RevenueShareHistory } from "./RevenueShareHistory";
import { StatementDetails } from "./StatementDetails";
import { StatementDownloads } from "./StatementDownloads";
import { StatementLines } from "./StatementLines";
import { StatementHeading, StatementSummary } from "./StatementSummary";

function NoFinalStatement({ slug, operator }: { slug: string; operator: boolean }) {
  return (
    <Alert color="gray" title="No final statement yet">
      <Text size="sm">The statement of this load appears here once the load is priced.</Text>
      {operator ? (
        <Anchor component={Link} to={`/inbound/${slug}/pricing/settlement`} size="sm">
          Work on the draft
        </Anchor>
      ) : null}
    </Alert>
  );
}

/**
 * A load's final statement as the client reads it (`loads/<slug>/statement`): the net, the
 * revenue share so far with its dated lines, every line, and the PDF and xlsx. Before the load
 * is priced there is none (the API answers 404 to a client).
 */
export function LoadStatement({ slug }: { slug: string }) {
  const settlement = useSettlement(slug);
  const operator = useSite().data?.user.audience === "operator";
  if (!settlement.data) {
    if (settlement.error instanceof ApiError && settlement.error.status === 404)
      return <NoFinalStatement slug={slug} operator={operator} />;
    if (settlement.error) throw settlement.error;
    return <Loader aria-label="Loading the statement" />;
  }
  const statement = settlement.data;
  // Operators read the draft on the inbound screens; here only the final statement shows.
  if (statement.status !== "final") return <NoFinalStatement slug={slug} operator={operator} />;
  return (
    <Stack>
      <StatementHeading statement={statement}>
        <StatementDownloads slug={statement.load.slug} />
      </StatementHeading>
      <StatementSummary statement={statement} />
      <StatementDetails statement={statement} />
      <RevenueShareHistory lines={statement.lines} client={!operator} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Lines
        </Title>
        <StatementLines lines={statement.lines} />
      </Stack>
    </Stack>
  );
}
