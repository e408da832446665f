import type { ContactMailTemplate } from "./contact-mail";

/** The mail to the account's subscribed contacts when an inbound request's status changes. */
export const inboundRequestStatusMail: ContactMailTemplate = {
  subject: "Inbound request {{number}}: {{status}}",
  paragraph: "Your inbound request {{number}} is now {{status}} (it was {{from}}).",
  linkLabel: "See the request",
};
