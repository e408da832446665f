import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts, contacts } from "./accounts";
import { activities } from "./activities";
import { users } from "./auth";
import { timestamps } from "./columns";

/**
 * A survey (issue 21, SPEC §3: name, surveyId): its questions as JSON (the domain's survey
 * question schema). The active one is sent to a client's contacts when one of their loads closes.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    questions: jsonb("questions").notNull().default(sql`'[]'::jsonb`),
    active: boolean("active").notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("surveys_name_key").on(sql`lower(${t.name})`)],
);

/**
 * A survey sent about one load to one contact (once per load and contact), with the hash of the
 * token its link carries.
 */
export const surveyInvitations = pgTable(
  "survey_invitations",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    outboxId: integer("outbox_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("survey_invitations_load_contact_key").on(t.activityId, t.contactId),
    uniqueIndex("survey_invitations_token_key").on(t.tokenHash),
  ],
);

/**
 * An answer to a survey (SPEC §3 response id), about a load of an account, by link (the
 * invitation) or in the portal (a client user); its score is the mean of its rating answers.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "set null" }),
    invitationId: integer("invitation_id").references(() => surveyInvitations.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    answers: jsonb("answers").notNull().default(sql`'{}'::jsonb`),
    score: numeric("score", { precision: 5, scale: 2, mode: "number" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("survey_responses_invitation_key")
      .on(t.invitationId)
      .where(sql`${t.invitationId} is not null`),
    uniqueIndex("survey_responses_user_load_key")
      .on(t.surveyId, t.activityId, t.userId)
      .where(sql`${t.userId} is not null`),
    index("survey_responses_account_idx").on(t.accountId, t.createdAt),
    check("survey_responses_answerer_check", sql`${t.invitationId} is not null or ${t.userId} is not null`),
  ],
);
