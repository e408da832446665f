import type { AccountInput, ContactInput, DocumentTypeId, DsvDocumentTypeId } from "@ops/domain";
import { AccountBody, ContactBody, DocumentFields } from "@ops/domain";
import { eq } from "drizzle-orm";
import { addAccountUser, createAccount } from "../../areas/accounts/accounts.service";
import { createContact } from "../../areas/accounts/contacts.service";
import { uploadDocument } from "../../areas/attachments/documents.service";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { roles, users } from "../schema";

/** A small, valid PDF with one line of text, so demo documents open in any viewer. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

type DemoAccount = AccountInput & {
  children?: AccountInput[];
  contacts?: ContactInput[];
  members?: { email: string; role: string }[];
  documents?: {
    name: string;
    type: DocumentTypeId | DsvDocumentTypeId;
    clientAccess?: boolean;
    expiresInDays?: number;
  }[];
};

const CLIENTS: DemoAccount[] = [
  {
    name: "Northwind Health",
    subscriptionLevel: "enterprise",
    code: "NWH",
    email: "itops@northwind.example.com",
    phone: "+1 214 555 0100",
    street: "1200 Commerce St",
    city: "Dallas",
    region: "TX",
    postalCode: "75202",
    country: "US",
    inboundForm: "client_type_one",
    children: [
      {
        name: "Northwind Health – Dallas Clinic",
        code: "NWH-DAL",
        city: "Dallas",
        region: "TX",
        country: "US",
        inboundForm: "client_type_one",
      },
      {
        name: "Northwind Health – Austin Clinic",
        code: "NWH-AUS",
        city: "Austin",
        region: "TX",
        country: "US",
        inboundForm: "client_type_one",
      },
    ],
    contacts: [
      {
        firstName: "Grace",
        lastName: "Holloway",
        title: "IT Asset Manager",
        email: "grace.holloway@northwind.example.com",
        phone: "+1 214 555 0111",
        notifications: ["pickup_scheduled", "certificate_issued", "asset_report_ready"],
      },
      {
        firstName: "Omar",
        lastName: "Haddad",
        title: "Accounts Payable",
        email: "ap@northwind.example.com",
        notifications: ["invoice_issued", "settlement_ready"],
      },
    ],
    members: [{ email: "client@example.com", role: "Client Administrator" }],
    documents: [
      { name: "Certificate of Destruction – October 2026", type: "cod", clientAccess: true },
      { name: "Bill of Lading – pickup 2026-10-14", type: "bill_of_lading", clientAccess: true },
      { name: "Invoice 2026-1041", type: "invoice" },
      { name: "Master services agreement price sheet", type: "pricesheet" },
    ],
  },
  {
    name: "Acme Telecom",
    subscriptionLevel: "essentials",
    code: "ACME",
    city: "Plano",
    region: "TX",
    country: "US",
    pricingMode: "product_class",
    inboundForm: "cable_client",
    assetForm: "cable_client",
    children: [
      {
        name: "Acme Telecom – Outside Plant",
        code: "ACME-OSP",
        city: "Plano",
        region: "TX",
        country: "US",
        inboundForm: "cable_client",
        assetForm: "cable_client",
      },
    ],
    contacts: [
      {
        firstName: "Luis",
        lastName: "Romero",
        title: "Reverse Logistics Lead",
        email: "luis.romero@acme.example.com",
        notifications: ["pickup_scheduled", "load_received"],
      },
    ],
    members: [{ email: "dana.dubois@example.com", role: "Client User" }],
  },
  {
    name: "Globex Software",
    subscriptionLevel: "insights",
    code: "GLBX",
    city: "Redmond",
    region: "WA",
    country: "US",
    inboundForm: "software_client",
    contacts: [
      {
        firstName: "Mei",
        lastName: "Tanaka",
        title: "Sustainability Program Manager",
        email: "mei.tanaka@globex.example.com",
        notifications: ["certificate_issued"],
      },
    ],
    members: [{ email: "marco.moretti@example.com", role: "Client Viewer" }],
  },
  {
    name: "Initech Computers",
    subscriptionLevel: "insights",
    code: "INIT",
    city: "Round Rock",
    region: "TX",
    country: "US",
    pricingMode: "region",
    assetForm: "computer_maker_takeback",
    contacts: [
      {
        firstName: "Peter",
        lastName: "Gibbons",
        title: "Takeback Coordinator",
        email: "peter.gibbons@initech.example.com",
        notifications: [],
      },
    ],
  },
  {
    name: "Umbrella Mobile",
    subscriptionLevel: "essentials",
    code: "UMB",
    city: "Phoenix",
    region: "AZ",
    country: "US",
    assetForm: "phone_reseller",
  },
];

const DSVS: DemoAccount[] = [
  {
    name: "Evergreen Metals Recovery",
    type: "dsvs",
    status: "active",
    city: "Houston",
    region: "TX",
    country: "US",
    contacts: [
      {
        firstName: "Ray",
        lastName: "Okafor",
        title: "Compliance Manager",
        email: "compliance@evergreen.example.com",
        notifications: ["document_expiring"],
      },
    ],
    documents: [
      { name: "R2v3 certificate", type: "r2", expiresInDays: 400 },
      { name: "ISO 14001 certificate", type: "iso_14001", expiresInDays: 300 },
      { name: "ISO 45001 certificate", type: "iso_45001", expiresInDays: 20 },
      { name: "Certificate of insurance 2026", type: "coi", expiresInDays: 200 },
    ],
  },
  {
    name: "Pacific E-Cycle",
    type: "dsvs",
    status: "active",
    city: "Sacramento",
    region: "CA",
    country: "US",
    documents: [
      { name: "R2 certificate (lapsed)", type: "r2", expiresInDays: -12 },
      { name: "ISO 14001 certificate", type: "iso_14001", expiresInDays: 500 },
      { name: "ISO 45001 certificate", type: "iso_45001", expiresInDays: 500 },
      { name: "Certificate of insurance", type: "coi", expiresInDays: 90 },
    ],
  },
  {
    name: "Summit Plastics Reclaim",
    type: "dsvs",
    status: "pending",
    city: "Denver",
    region: "CO",
    country: "US",
  },
];

/** Demo accounts through the account services; answers the ids of the client accounts made. */
export async function seedDemoAccounts(ctx: ServiceContext, files: FileStore): Promise<number[]> {
  const roleIds = new Map((await ctx.db.select().from(roles)).map((r) => [`${r.type}:${r.name}`, r.id]));
  const clientIds: number[] = [];
  const filesCtx = { ...ctx, files };

  async function seedOne(input: DemoAccount, parentId: number | null): Promise<number> {
    const { children, contacts, members, documents, ...fields } = input;
    const account = await createAccount(ctx, AccountBody.parse({ ...fields, parentId }));
    for (const contact of contacts ?? []) await createContact(ctx, account.id, ContactBody.parse(contact));
    for (const member of members ?? []) {
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
      const roleId = roleIds.get(`client:${member.role}`);
      if (!roleId) throw new Error(`demo member ${member.email} has no client role ${member.role}`);
      if (user) await addAccountUser(ctx, account.id, { userId: user.id, roleId });
    }
    for (const doc of documents ?? []) {
      const fieldValues = DocumentFields.parse({
        name: doc.name,
        type: doc.type,
        client_access: doc.clientAccess ?? false,
        expiryDate: doc.expiresInDays === undefined ? null : isoDate(doc.expiresInDays),
      });
      await uploadDocument(filesCtx, "account", account.id, fieldValues, {
        bytes: demoPdf(`${input.name}: ${doc.name}`),
        fileName: `${doc.name
          .replace(/[^A-Za-z0-9 -]/g, "")
          .replace(/ +/g, "-")
          .toLowerCase()}.pdf`,
      });
    }
    for (const child of children ?? []) await seedOne(child, account.id);
    return account.id;
  }

  for (const client of CLIENTS) clientIds.push(await seedOne(client, null));
  for (const dsv of DSVS) await seedOne(dsv, null);
  return clientIds;
}
