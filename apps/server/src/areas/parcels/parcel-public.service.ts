import { type ConfirmParcelRequestBody, type PublicParcelRequest, ReferenceId } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { renderLabels } from "../../platform/documents/label-files";
import * as repo from "./parcel-public.repo";
import { findRequestByToken, type RequestRow } from "./parcel-scope";
import { hashRequestToken, isTokenShaped } from "./parcel-tokens";
import { qrCodeSvg, returnLabelOf, returnLabelRecord } from "./return-label";

/** The one answer to any link that does not open a request: it says nothing about why. */
const linkNotValid = () => new AppError(404, "This link is not valid");

/**
 * The request a link opens: a well-formed reference and token whose hash is the request's current,
 * unexpired one. Anything else (malformed, wrong, expired, another request's token) is the same 404.
 */
async function openRequest(db: Db, referenceId: string, token: string): Promise<RequestRow> {
  const reference = ReferenceId.safeParse(referenceId);
  if (!reference.success || !isTokenShaped(token)) throw linkNotValid();
  const row = await findRequestByToken(db, reference.data, hashRequestToken(token));
  if (!row) throw linkNotValid();
  return row;
}

/**
 * Refuses a link that opens no request before its body is even read, so a wrong link learns
 * nothing from a 422 either (the routes' pre-validation hook).
 */
export async function assertLinkOpens(db: Db, referenceId: unknown, token: unknown): Promise<void> {
  await openRequest(
    db,
    typeof referenceId === "string" ? referenceId : "",
    typeof token === "string" ? token : "",
  );
}

async function viewOf(db: Db, requestId: number): Promise<PublicParcelRequest> {
  const view = await repo.publicView(db, requestId);
  if (!view) throw linkNotValid();
  return view;
}

/** What the employee's page shows of their own request. */
export async function getPublicRequest(db: Db, referenceId: string, token: string) {
  const row = await openRequest(db, referenceId, token);
  return viewOf(db, row.id);
}

/**
 * The employee confirms or corrects their address and devices. Their first confirmation makes the
 * return label (label_created_at). Refused with 409 once the project is closed or the parcel was
 * received: what was expected must not change under the warehouse.
 */
export async function confirmRequest(
  db: Db,
  referenceId: string,
  token: string,
  body: ConfirmParcelRequestBody,
): Promise<PublicParcelRequest> {
  return db.transaction(async (tx) => {
    const row = await openRequest(tx, referenceId, token);
    const before = await viewOf(tx, row.id);
    if (before.closed) throw new AppError(409, "This return is closed: nothing can be changed any more");
    await repo.saveConfirmation(tx, row.id, body);
    return viewOf(tx, row.id);
  });
}

/** Why a label cannot be had yet, or the request's facts it prints. */
async function labelFacts(db: Db, referenceId: string, token: string) {
  const row = await openRequest(db, referenceId, token);
  const view = await viewOf(db, row.id);
  if (!view.labelCreatedAt)
    throw new AppError(409, "Confirm your address and devices first; then your label is made");
  return view;
}

/** The return label's PDF (a QR label for the QR method), drawn by the platform's label module. */
export async function returnLabelPdf(db: Db, referenceId: string, token: string) {
  const view = await labelFacts(db, referenceId, token);
  const record = returnLabelRecord(
    {
      referenceId: view.referenceId,
      projectName: view.projectName,
      employeeName: view.employeeName,
      address: view.address,
      returnName: view.returnAddress.name,
      returnAddress: view.returnAddress.address,
    },
    view.method,
  );
  const bytes = await renderLabels(returnLabelOf(view.method), [record], "pdf");
  return { bytes, referenceId: view.referenceId };
}

/** The reference's QR code as an SVG image, for the page to show (any method, once confirmed). */
export async function returnQrSvg(db: Db, referenceId: string, token: string) {
  const view = await labelFacts(db, referenceId, token);
  return qrCodeSvg(view.referenceId);
}
