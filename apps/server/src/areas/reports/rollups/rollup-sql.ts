import { type SQL, sql } from "drizzle-orm";

/**
 * How each daily rollup is computed from the base tables, for a set of (account, day) slices or
 * for everything. `slices` is a relation named `s` with columns account_id (0: no account) and
 * day; without it every slice is computed. Both forms group alike, so a slice refreshed alone
 * equals the same slice of a full rebuild.
 */

/** The assets of the slices (or all), with their slice's account (0 for none) and UTC created day. */
function assetsOf(slices: SQL | null): SQL {
  if (!slices) {
    return sql`select a.id, a.type, a.grade, a.disposition, coalesce(a.account_id, 0) as account_id,
        (a.created_at at time zone 'UTC')::date as day
      from assets a`;
  }
  // Two branches so that each is an index range: by account and day, or the account-less ones by day.
  const within = sql`a.created_at >= s.day::timestamp at time zone 'UTC'
    and a.created_at < (s.day + 1)::timestamp at time zone 'UTC'`;
  return sql`select a.id, a.type, a.grade, a.disposition, s.account_id, s.day
      from ${slices} join assets a on a.account_id = s.account_id and ${within}
     where s.account_id <> 0
    union all
    select a.id, a.type, a.grade, a.disposition, 0, s.day
      from ${slices} join assets a on a.account_id is null and ${within}
     where s.account_id = 0`;
}

/** Weight (net), pieces and serialized devices of the product entries received, by class and product. */
export function receivedRows(slices: SQL | null): SQL {
  return sql`select a.day, a.account_id, coalesce(p.class_id, 0) as product_class_id, pa.product_id,
      coalesce(sum(pa.net_weight), 0) as weight_lbs, sum(pa.quantity) as pieces,
      count(distinct a.id) filter (where a.type = 'serial')::int as devices
    from (${assetsOf(slices)}) a
    join product_assets pa on pa.asset_id = a.id
    join products p on p.id = pa.product_id
   group by 1, 2, 3, 4`;
}

/** Serialized devices by their product's class (the first entry's), current grade and disposition. */
export function devicesRows(slices: SQL | null): SQL {
  return sql`select a.day, a.account_id, coalesce(p.class_id, 0) as product_class_id,
      coalesce(a.grade, '') as grade, coalesce(a.disposition, '') as disposition, count(*)::int as devices
    from (${assetsOf(slices)}) a
    left join lateral (
      select pa.product_id from product_assets pa where pa.asset_id = a.id order by pa.position, pa.id limit 1
    ) first_entry on true
    left join products p on p.id = first_entry.product_id
   where a.type = 'serial'
   group by 1, 2, 3, 4, 5`;
}

/** Devices tested by the result's UTC day, the asset's account and who tested (0: nobody recorded). */
export function testsRows(slices: SQL | null): SQL {
  const day = sql`(tr.created_at at time zone 'UTC')::date`;
  const group = sql`group by 1, 2, 3`;
  const select = sql`select ${day} as day, coalesce(a.account_id, 0) as account_id,
      coalesce(tr.tested_by, 0) as user_id, count(distinct tr.asset_id)::int as devices`;
  if (!slices) return sql`${select} from test_results tr join assets a on a.id = tr.asset_id ${group}`;
  // Each day of the slices is read once (an index range on the result's time), then kept to the slices'
  // accounts; `offset 0` keeps the planner from flattening the day's range into a scan of the assets.
  return sql`${select}
    from (select distinct s.day from ${slices}) d
    cross join lateral (
      select * from test_results x
       where x.created_at >= d.day::timestamp at time zone 'UTC'
         and x.created_at < (d.day + 1)::timestamp at time zone 'UTC'
      offset 0) tr
    join assets a on a.id = tr.asset_id
   where (coalesce(a.account_id, 0), d.day) in (select s.account_id, s.day from ${slices})
   ${group}`;
}

/** The slices given as two arrays, as the relation `s` the queries above join. */
export function slicesOf(accountIds: number[], days: string[]): SQL {
  return sql`(select * from unnest(${sql.param(accountIds)}::int[], ${sql.param(days)}::date[]) as t(account_id, day)) s`;
}
