import { renderHtml, renderSubject, renderText } from "../../platform/mail/template";

/** The mail to a client's contacts subscribed to "Certificate issued". */

const SUBJECT = "{{title}} {{number}} for load {{load}}";

const TEXT = `Hello {{firstName}},

We issued the {{title}} {{number}} for your load {{load}} ({{serialCount}} serials, {{dataBearingCount}} data-bearing).
You can download it from the load's documents in the client portal.

Anyone can check that it is valid here:
{{verificationUrl}}

You receive this because you asked for certificate notifications of {{account}}.
To stop these e-mails: {{unsubscribeUrl}}
`;

const HTML = `<p>Hello {{firstName}},</p>
<p>We issued the {{title}} <strong>{{number}}</strong> for your load <strong>{{load}}</strong> ({{serialCount}} serials, {{dataBearingCount}} data-bearing).
You can download it from the load's documents in the client portal.</p>
<p>Anyone can check that it is valid: <a href="{{verificationUrl}}">{{verificationUrl}}</a></p>
<p style="color:#666;font-size:12px">You receive this because you asked for certificate notifications of {{account}}.
<a href="{{unsubscribeUrl}}">Stop these e-mails</a>.</p>
`;

export type CertificateIssuedFacts = {
  kind: "destruction" | "recycling";
  number: string;
  load: string;
  account: string;
  serialCount: number;
  dataBearingCount: number;
  verificationUrl: string;
};

const TITLE = { destruction: "Certificate of Data Destruction", recycling: "Certificate of Recycling" };

export function certificateIssuedMail(
  facts: CertificateIssuedFacts,
  firstName: string,
  unsubscribeUrl: string,
) {
  const { kind, ...rest } = facts;
  const v = { ...rest, title: TITLE[kind], firstName, unsubscribeUrl };
  return { subject: renderSubject(SUBJECT, v), text: renderText(TEXT, v), html: renderHtml(HTML, v) };
}
