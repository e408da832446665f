import { renderHtml, renderSubject, renderText, type TemplateValues } from "../../platform/mail/template";

/** The mails of a downstream-vendor certificate that runs out: to the operators and to the vendor. */

const SUBJECT = {
  expiring: "{{requirement}} certificate of {{vendor}} expires on {{expiryDate}}",
  expired: "{{requirement}} certificate of {{vendor}} expired on {{expiryDate}}",
} as const;

const OPERATOR_TEXT = `The {{requirement}} certificate "{{document}}" of the downstream vendor {{vendor}} {{state}} on {{expiryDate}}.

Without a valid certificate {{vendor}} is no longer qualified to receive material.
Ask the vendor for the renewed certificate and add it to the account's documents:
{{accountUrl}}
`;

const OPERATOR_HTML = `<p>The {{requirement}} certificate &ldquo;{{document}}&rdquo; of the downstream vendor <strong>{{vendor}}</strong> {{state}} on <strong>{{expiryDate}}</strong>.</p>
<p>Without a valid certificate {{vendor}} is no longer qualified to receive material.
Ask the vendor for the renewed certificate and add it to <a href="{{accountUrl}}">the account's documents</a>.</p>
`;

const VENDOR_TEXT = `Hello {{firstName}},

The {{requirement}} certificate "{{document}}" we hold for {{vendor}} {{state}} on {{expiryDate}}.
Please send us the renewed certificate so that {{vendor}} stays a qualified downstream vendor.

You receive this because you are the contact for expiring documents of {{vendor}}.
To stop these e-mails: {{unsubscribeUrl}}
`;

const VENDOR_HTML = `<p>Hello {{firstName}},</p>
<p>The {{requirement}} certificate &ldquo;{{document}}&rdquo; we hold for <strong>{{vendor}}</strong> {{state}} on <strong>{{expiryDate}}</strong>.
Please send us the renewed certificate so that {{vendor}} stays a qualified downstream vendor.</p>
<p style="color:#666;font-size:12px">You receive this because you are the contact for expiring documents of {{vendor}}.
<a href="{{unsubscribeUrl}}">Stop these e-mails</a>.</p>
`;

export type CertificateFacts = {
  threshold: "expiring" | "expired";
  requirement: string;
  document: string;
  vendor: string;
  expiryDate: string;
};

function values(facts: CertificateFacts, extra: TemplateValues): TemplateValues {
  const state = facts.threshold === "expired" ? "expired" : "expires";
  return { ...facts, state, ...extra };
}

/** The operators' alert, with a link to the vendor's account. */
export function operatorAlert(facts: CertificateFacts, accountUrl: string) {
  const v = values(facts, { accountUrl });
  return {
    subject: renderSubject(SUBJECT[facts.threshold], v),
    text: renderText(OPERATOR_TEXT, v),
    html: renderHtml(OPERATOR_HTML, v),
  };
}

/** The vendor contact's notification, with its unsubscribe link. */
export function vendorAlert(facts: CertificateFacts, firstName: string, unsubscribeUrl: string) {
  const v = values(facts, { firstName, unsubscribeUrl });
  return {
    subject: renderSubject(SUBJECT[facts.threshold], v),
    text: renderText(VENDOR_TEXT, v),
    html: renderHtml(VENDOR_HTML, v),
  };
}
