import type { MerchandiseArticle, MerchandiseChannel } from '@schemas/merchandise';

/**
 * The channels the sandbox merchandise service knows: every channel of public/config.json's host
 * table except `albelli-lu` (host my.albelli.lu), which is in the table on purpose so that the
 * unknown-channel path (report, default brand) can be tried for real.
 */
interface ChannelRow {
  code: string;
  vendor: string;
  locale: string;
  currency: string;
  shop: string;
}

const rows: readonly ChannelRow[] = [
  { code: 'bonusprint-uk', vendor: 'bonusprint', locale: 'en-GB', currency: 'GBP', shop: 'https://www.bonusprint.co.uk' },
  { code: 'bonusprint-ie', vendor: 'bonusprint', locale: 'en-IE', currency: 'EUR', shop: 'https://www.bonusprint.ie' },
  { code: 'albelli-nl', vendor: 'albelli', locale: 'nl-NL', currency: 'EUR', shop: 'https://www.albelli.nl' },
  { code: 'albelli-be', vendor: 'albelli', locale: 'nl-BE', currency: 'EUR', shop: 'https://www.albelli.be' },
  { code: 'albelli-de', vendor: 'albelli', locale: 'de-DE', currency: 'EUR', shop: 'https://www.albelli.de' },
  { code: 'albelli-at', vendor: 'albelli', locale: 'de-AT', currency: 'EUR', shop: 'https://www.albelli.at' },
  { code: 'albelli-fr', vendor: 'albelli', locale: 'fr-FR', currency: 'EUR', shop: 'https://www.albelli.fr' },
  { code: 'albelli-se', vendor: 'albelli', locale: 'sv-SE', currency: 'SEK', shop: 'https://www.albelli.se' },
  { code: 'albelli-dk', vendor: 'albelli', locale: 'da-DK', currency: 'DKK', shop: 'https://www.albelli.dk' },
  { code: 'albelli-it', vendor: 'albelli', locale: 'it-IT', currency: 'EUR', shop: 'https://www.albelli.it' },
  { code: 'albelli-es', vendor: 'albelli', locale: 'es-ES', currency: 'EUR', shop: 'https://www.albelli.es' },
  { code: 'albelli-pt', vendor: 'albelli', locale: 'pt-PT', currency: 'EUR', shop: 'https://www.albelli.pt' },
  { code: 'fotoknudsen-no', vendor: 'fotoknudsen', locale: 'nb-NO', currency: 'NOK', shop: 'https://www.fotoknudsen.no' },
  { code: 'resnap-uk', vendor: 'resnap', locale: 'en-GB', currency: 'GBP', shop: 'https://www.resnap.co.uk' },
  { code: 'resnap-nl', vendor: 'resnap', locale: 'nl-NL', currency: 'EUR', shop: 'https://www.resnap.nl' },
];

function articles(row: ChannelRow): MerchandiseArticle[] {
  const link = (path: string) => [{ Rel: 'shop', Url: `${row.shop}${path}` }];
  return [
    {
      ID: `${row.code}-PAP_910`,
      ArticleType: 'PAP_910',
      Title: 'Photo prints',
      PageHeight: 102,
      PageWidth: 152,
      Visible: true,
      Links: link('/photo-prints'),
      OptionGroups: [{ ID: 'finish', Title: 'Finish', Options: ['glossy', 'matte'] }],
    },
    {
      ID: `${row.code}-BOOK_A4`,
      ArticleType: 'PhotoBook',
      Title: 'Photo book A4',
      PageHeight: 297,
      PageWidth: 210,
      Visible: true,
      Links: link('/photo-books'),
      OptionGroups: [{ ID: 'cover', Title: 'Cover', Options: ['hard', 'soft', 'layflat'] }],
    },
    {
      ID: `${row.code}-WIDGET`,
      ArticleType: 'OnlineProduct',
      Title: 'Online photo book',
      PageHeight: 0,
      PageWidth: 0,
      Visible: row.vendor !== 'resnap',
      Links: link('/online-products'),
      OptionGroups: [],
    },
  ];
}

export const merchandiseChannels: ReadonlyMap<string, MerchandiseChannel> = new Map(
  rows.map((row) => [
    row.code,
    { ID: row.code, Vendor: { ID: row.vendor, Locale: row.locale }, ShopUrl: row.shop, Articles: articles(row), Currency: row.currency },
  ]),
);
