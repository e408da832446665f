import type { ContactMailTemplate } from "./contact-mail";

/** The mail to the account's subscribed contacts when a parcel project's e-mails go out. */
export const parcelProjectSentMail: ContactMailTemplate = {
  subject: "Parcel project {{project}} sent to your employees",
  paragraph:
    "We are sending your employees the return requests of parcel project {{project}} ({{name}}): each gets an e-mail with a link to confirm their address and devices.",
  linkLabel: "See the project",
};
