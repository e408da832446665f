// The calls of the outbox screen (platform area: mail).
import { defineEndpoint } from "./endpoints";
import { OutboxList, OutboxMailDetail, OutboxParams, OutboxQuery } from "./mail.schemas";

/** What the product sent or would have sent, newest first, for operators who read mail. */
export const listOutbox = defineEndpoint({
  method: "GET",
  path: "/outbox",
  families: ["operator"],
  operationId: "listOutbox",
  permission: "mail.view",
  summary: "Mails of the outbox with their delivery status",
  tags: ["mail"],
  query: OutboxQuery,
  responses: { 200: OutboxList },
});

/** One mail with its text, HTML and headers. */
export const getOutboxMail = defineEndpoint({
  method: "GET",
  path: "/outbox/:id",
  families: ["operator"],
  operationId: "getOutboxMail",
  permission: "mail.view",
  summary: "One mail of the outbox with its bodies",
  tags: ["mail"],
  params: OutboxParams,
  responses: { 200: OutboxMailDetail },
});
