import { renderHtml, renderSubject, renderText } from "../../platform/mail/template";

/** The outbox kind of a request's e-mail; its delivery moves the request (parcel-projects.jobs.ts). */
export const PARCEL_REQUEST_MAIL_KIND = "parcel_request";

/** The mail to one employee of a parcel project: their request page's link. */

const SUBJECT = "{{account}}: please send back your devices ({{reference}})";

const TEXT = `Hello {{name}},

{{account}} asked us to collect the devices you have from them ({{project}}).
Open your request page to confirm your address and the devices you send back, then get your {{what}}:
{{url}}

{{instructions}}Your reference is {{reference}}. The link works for {{days}} days; keep this e-mail until your parcel has left.
`;

const HTML = `<p>Hello {{name}},</p>
<p>{{account}} asked us to collect the devices you have from them ({{project}}).
Open your request page to confirm your address and the devices you send back, then get your {{what}}:</p>
<p><a href="{{url}}">{{url}}</a></p>
<p style="white-space:pre-line">{{instructions}}</p>
<p>Your reference is <strong>{{reference}}</strong>. The link works for {{days}} days; keep this e-mail until your parcel has left.</p>
`;

const WHAT = {
  qr_code: "QR code to show at the carrier's drop-off point",
  box_and_label: "return label (we send you a box)",
  label_only: "return label",
} as const;

export type ParcelRequestMailFacts = {
  name: string;
  account: string;
  project: string;
  method: keyof typeof WHAT;
  instructions: string | null;
  reference: string;
  url: string;
  days: number;
};

/** Subject, text and HTML of a request's e-mail (every value escaped in the HTML). */
export function parcelRequestMail(facts: ParcelRequestMailFacts) {
  const v = {
    ...facts,
    what: WHAT[facts.method],
    instructions: facts.instructions ? `${facts.instructions}\n\n` : "",
  };
  return { subject: renderSubject(SUBJECT, v), text: renderText(TEXT, v), html: renderHtml(HTML, v) };
}
