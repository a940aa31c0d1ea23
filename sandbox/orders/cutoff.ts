import type { ArticleGroupList, CutoffCampaign } from '@schemas/orders';
import type { Db } from '../db/db';

/** Cutoff campaigns and article groups (tables cutoff_campaigns, article_groups; migration 110). */

export async function listArticleGroups(db: Db): Promise<ArticleGroupList> {
  const { rows } = await db.query<{ id: string; name: string; campaign_name: string | null }>(
    'SELECT id, name, campaign_name FROM article_groups ORDER BY position, id',
  );
  return { articleGroups: rows.map((row) => ({ id: row.id, name: row.name, campaignName: row.campaign_name })) };
}

const isoDay = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

export async function findCampaign(db: Db, name: string): Promise<CutoffCampaign | null> {
  const { rows } = await db.query<{
    name: string;
    occasion: CutoffCampaign['occasion'];
    order_before: Date | string;
    delivery_before: Date | string;
  }>(
    'SELECT name, occasion, order_before::text AS order_before, delivery_before::text AS delivery_before FROM cutoff_campaigns WHERE name = $1',
    [name],
  );
  const row = rows[0];
  return row
    ? { name: row.name, occasion: row.occasion, orderBefore: isoDay(row.order_before), deliveryBefore: isoDay(row.delivery_before) }
    : null;
}

export interface NewCampaign extends CutoffCampaign {
  groups: readonly { id: string; name: string }[];
}

/** The shop's calendar: campaigns with the groups they apply to, and groups without one. */
export async function insertCutoffCalendar(
  db: Db,
  campaigns: readonly NewCampaign[],
  groupsWithout: readonly { id: string; name: string }[],
): Promise<void> {
  let position = 0;
  for (const campaign of campaigns) {
    await db.query('INSERT INTO cutoff_campaigns (name, occasion, order_before, delivery_before) VALUES ($1, $2, $3, $4)', [
      campaign.name,
      campaign.occasion,
      campaign.orderBefore,
      campaign.deliveryBefore,
    ]);
    for (const group of campaign.groups) {
      await db.query('INSERT INTO article_groups (id, name, campaign_name, position) VALUES ($1, $2, $3, $4)', [
        group.id,
        group.name,
        campaign.name,
        (position += 1),
      ]);
    }
  }
  for (const group of groupsWithout) {
    await db.query('INSERT INTO article_groups (id, name, campaign_name, position) VALUES ($1, $2, NULL, $3)', [
      group.id,
      group.name,
      (position += 1),
    ]);
  }
}
