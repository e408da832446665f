import { sql } from "drizzle-orm";
import type { Db } from "../client";

/** The questions a client answers when asking for a pickup (`GET /inbound-requests/questions`). */
export const INBOUND_REQUEST_QUESTIONS = [
  { question: "Is there a loading dock at the pickup site?", kind: "yes_no", required: true, position: 10 },
  {
    question: "Does the site need a certificate of insurance?",
    kind: "yes_no",
    required: false,
    position: 20,
  },
  { question: "Is a liftgate truck needed?", kind: "yes_no", required: false, position: 30 },
  { question: "Approximate number of hard drives", kind: "number", required: false, position: 40 },
  {
    question: "Access instructions (parking, security desk, hours)",
    kind: "text",
    required: false,
    position: 50,
  },
] as const;

/**
 * Adds the standard questions that are not there yet (matched by their text), in one
 * statement; safe to run on every start, and a question retired later is not brought back.
 */
export async function seedInboundQuestions(db: Db) {
  const rows = sql.join(
    INBOUND_REQUEST_QUESTIONS.map((q) => sql`(${q.question}, ${q.kind}, ${q.required}, ${q.position})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into inbound_request_questions (question, kind, required, position)
    select v.question, v.kind, v.required::boolean, v.position::int
    from (values ${rows}) as v(question, kind, required, position)
    where not exists (select 1 from inbound_request_questions q where q.question = v.question)`);
}
