import { eq, sql } from "drizzle-orm";
import { resolveActor } from "../../areas/auth/auth.service";
import { createRequest, executeRequest } from "../../areas/support/support.service";
import type { ServiceContext } from "../../platform/context";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { rowsOf } from "../paging";
import { users } from "../schema";
import { DEMO_SIGN_INS } from "./demo-actor";

const ACCOUNT = "Northwind Health";

/**
 * The support demo (issue 21), through the support use cases: the demo client's requests on
 * Northwind Health — a general one executed with its outcome, a general one open, and an open
 * request to remove one of the account's assets that nothing depends on (for the operator to
 * execute in the tour).
 */
export async function seedDemoSupport(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  const { publicUrl } = mailSettingsFromEnvironment();
  const [clientRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SIGN_INS[1]));
  const actor = clientRow ? await resolveActor(db, clientRow.id) : null;
  if (actor?.audience !== "client") throw new Error(`the demo client ${DEMO_SIGN_INS[1]} is missing`);
  const client: ServiceContext = { db, actor };
  const [account] = await rowsOf<{ id: number }>(db, sql`select id from accounts where name = ${ACCOUNT}`);
  if (!account) throw new Error(`the support demo needs the account ${ACCOUNT}`);

  const ticket = await createRequest(
    client,
    {
      accountId: account.id,
      type: "general",
      subject: "Weight ticket for the October pickup",
      description: "Our finance team needs the certified weight ticket of the October pickup for the audit.",
    },
    publicUrl,
  );
  await executeRequest(
    operator,
    ticket.id,
    { outcome: "The weight ticket is now among the load's documents; a copy went to your billing contact." },
    publicUrl,
  );
  await createRequest(
    client,
    {
      accountId: account.id,
      type: "general",
      subject: "Extra bins for the next pickup",
      description: "Please bring four extra gaylord bins with the next truck.",
    },
    publicUrl,
  );
  // An asset nothing depends on: no contents, no hold, never shipped, on no certificate.
  const [asset] = await rowsOf<{ barcode: string }>(
    db,
    sql`select a.barcode from assets a
      where a.account_id = ${account.id} and a.closed_at is null and a.barcode not like 'PU%'
        and not exists (select 1 from assets c where c.parent_id = a.id)
        and not exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active')
        and not exists (select 1 from events e where e.asset_id = a.id and e.action = 'shipped')
        and not exists (select 1 from certificate_assets ca where ca.asset_id = a.id)
      order by a.id desc limit 1`,
  );
  if (asset)
    await createRequest(
      client,
      {
        accountId: account.id,
        type: "delete_asset",
        assetBarcode: asset.barcode,
        description: "This device was scanned onto our load by mistake; it is not ours.",
      },
      publicUrl,
    );
}
