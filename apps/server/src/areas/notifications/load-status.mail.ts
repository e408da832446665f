import type { ContactMailTemplate } from "./contact-mail";

/** The mails of an inbound load's steps to the account's subscribed contacts. */

export const loadScheduledMail: ContactMailTemplate = {
  subject: "Load {{load}} is scheduled for {{when}}",
  paragraph: "Your load {{load}} is scheduled to arrive at our dock on {{when}}.",
  linkLabel: "See the load",
};

export const pickupScheduledMail: ContactMailTemplate = {
  subject: "Pickup scheduled for {{when}} (load {{load}})",
  paragraph: "We scheduled the pickup of your load {{load}} for {{when}}{{request}}.",
  linkLabel: "See the load",
};

export const loadReceivedMail: ContactMailTemplate = {
  subject: "Load {{load}} received",
  paragraph: "We received your load {{load}} at our warehouse on {{when}}. We will process it next.",
  linkLabel: "See the load",
};

export const settlementReadyMail: ContactMailTemplate = {
  subject: "Settlement statement {{number}} is ready",
  paragraph:
    "The settlement statement {{number}} of your load {{load}} is final: {{net}}. It lists what your equipment earned ({{credits}}) and what the services cost ({{charges}}); payment by {{payment}}. You can download it as a PDF or a spreadsheet.",
  linkLabel: "Read and download the statement",
};

export const invoiceIssuedMail: ContactMailTemplate = {
  subject: "Load {{load}} invoiced: statement {{number}}",
  paragraph:
    "Your load {{load}} is invoiced on its settlement statement {{number}}: {{net}}, by {{payment}}.",
  linkLabel: "See the statement",
};

export const loadPricedMail: ContactMailTemplate = {
  subject: "Load {{load}} priced: statement {{number}}",
  paragraph:
    "Your load {{load}} is processed and priced. Its settlement statement {{number}} is final: {{net}}.",
  linkLabel: "See the statement",
};
