import { InboundRequestBody, type InboundRequestInput } from "@ops/domain";
import { eq } from "drizzle-orm";
import { createRequest } from "../../areas/activities/inbound-requests.service";
import { resolveActor } from "../../areas/auth/auth.service";
import type { ServiceContext } from "../../platform/context";
import type { Db } from "../client";
import { accounts, inboundRequestQuestions, users } from "../schema";
import type { INBOUND_REQUEST_QUESTIONS } from "./base-inbound";

type QuestionText = (typeof INBOUND_REQUEST_QUESTIONS)[number]["question"];

/** A demo pickup request: who asks, for which account, and the answers by question text. */
type DemoRequest = {
  email: string;
  account: string;
  startsInDays: number;
  body: Omit<InboundRequestInput, "accountId" | "requestedStart" | "requestedEnd" | "answers">;
  answers: Partial<Record<QuestionText, string>>;
};

const DOCK = "Is there a loading dock at the pickup site?";
const COI = "Does the site need a certificate of insurance?";
const DRIVES = "Approximate number of hard drives";
const ACCESS = "Access instructions (parking, security desk, hours)";

// Each account's configured inbound form decides its attributes: Northwind uses client type
// one, Acme the cable client form, Globex the software client form (demo-accounts.ts).
const REQUESTS: DemoRequest[] = [
  {
    email: "client@example.com",
    account: "Northwind Health",
    startsInDays: 6,
    body: {
      street: "1200 Commerce St",
      city: "Dallas",
      region: "TX",
      postalCode: "75202",
      contactName: "Grace Holloway",
      contactPhone: "+1 214 555 0142",
      contactEmail: "grace.holloway@northwind.example.com",
      shipmentSize: "ltl",
      estimatedPallets: 4,
      estimatedWeight: 1800,
      estimatedUnits: 120,
      notes: "Third-floor IT storage room; freight elevator available.",
      attributes: {
        projectType: "Office Closure",
        clientRef: "PO-NWH-20731",
        businessUnit: "Cost center 4410, GL 7200, company 01; PO submitted on behalf of Grace Holloway",
        emergencyService: false,
      },
    },
    answers: {
      [DOCK]: "yes",
      [COI]: "yes",
      [DRIVES]: "140",
      [ACCESS]: "Check in at the security desk in the lobby.",
    },
  },
  {
    email: "client@example.com",
    account: "Northwind Health – Dallas Clinic",
    startsInDays: 10,
    body: {
      street: "4500 Gaston Ave",
      city: "Dallas",
      region: "TX",
      postalCode: "75246",
      contactName: "Casey Clarke",
      contactPhone: "+1 214 555 0177",
      shipmentSize: "partial",
      estimatedPallets: 1,
      estimatedUnits: 35,
      attributes: {
        projectType: "Business as Usual",
        businessUnit: "Cost center 4420, GL 7200, company 01",
        emergencyService: false,
      },
    },
    answers: { [DOCK]: "no", [DRIVES]: "20" },
  },
  {
    email: "dana.dubois@example.com",
    account: "Acme Telecom",
    startsInDays: 4,
    body: {
      street: "7000 Dallas Pkwy",
      city: "Plano",
      region: "TX",
      postalCode: "75024",
      contactName: "Luis Romero",
      contactPhone: "+1 972 555 0190",
      contactEmail: "luis.romero@acme.example.com",
      shipmentSize: "ftl",
      estimatedPallets: 8,
      estimatedWeight: 5200,
      attributes: { serializedAssets: true, dcaNumbers: ["DCA-10442", "dca 10443", "10451"] },
    },
    answers: { [DOCK]: "yes", [COI]: "no", [ACCESS]: "Dock 3, trucks before 2 pm." },
  },
  {
    email: "dana.dubois@example.com",
    account: "Acme Telecom – Outside Plant",
    startsInDays: 14,
    body: {
      street: "2100 Technology Dr",
      city: "Plano",
      region: "TX",
      postalCode: "75074",
      contactName: "Dana Dubois",
      contactPhone: "+1 972 555 0133",
      shipmentSize: "ltl",
      estimatedPallets: 3,
      notes: "Spools of copper cable and line cards; no serialized equipment.",
      attributes: { serializedAssets: false, dcaNumbers: [] },
    },
    answers: { [DOCK]: "no" },
  },
  {
    email: "marco.moretti@example.com",
    account: "Globex Software",
    startsInDays: 8,
    body: {
      street: "15010 NE 36th St",
      city: "Redmond",
      region: "WA",
      postalCode: "98052",
      contactName: "Mei Tanaka",
      contactPhone: "+1 425 555 0161",
      contactEmail: "mei.tanaka@globex.example.com",
      shipmentSize: "turnkey",
      estimatedPallets: 2,
      estimatedUnits: 60,
      attributes: {
        supplierJobType: "ITPAC",
        msPoNumber: "4500981123",
        collectionSiteName: "Redmond Campus Building 40",
        collectionSiteCode: "RED-B40",
        msCollectionTicketNumber: "CT-778213",
      },
    },
    answers: { [DOCK]: "yes", [DRIVES]: "60" },
  },
];

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

async function clientContext(db: Db, email: string): Promise<ServiceContext> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const actor = row ? await resolveActor(db, row.id) : null;
  if (actor?.audience !== "client") throw new Error(`the demo client ${email} is missing`);
  return { db, actor };
}

/** Submitted pickup requests of the demo clients, made through the client's own use case. */
export async function seedDemoInboundRequests(db: Db) {
  const questionIds = new Map(
    (await db.select().from(inboundRequestQuestions)).map((q) => [q.question, String(q.id)]),
  );
  const accountIds = new Map((await db.select().from(accounts)).map((a) => [a.name, a.id]));
  for (const demo of REQUESTS) {
    const accountId = accountIds.get(demo.account);
    if (accountId === undefined) throw new Error(`the demo account ${demo.account} is missing`);
    const answers: Record<string, string> = {};
    for (const [text, answer] of Object.entries(demo.answers)) {
      const id = questionIds.get(text);
      if (id && answer !== undefined) answers[id] = answer;
    }
    await createRequest(
      await clientContext(db, demo.email),
      InboundRequestBody.parse({
        ...demo.body,
        accountId,
        requestedStart: isoDate(demo.startsInDays),
        requestedEnd: isoDate(demo.startsInDays + 2),
        answers,
      }),
    );
  }
}
