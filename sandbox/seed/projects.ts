import type { Db } from '../db/db';
import { insertProjects, type NewProject } from '../projects/store';

/**
 * Saved projects seed data: the demo account's 27 projects (three pages of 10, the last one of
 * 7), made as the shop's products, last changed from a few hours to about a year ago; or any
 * number of generated ones, or projects with given names (newest first) for tests.
 */

const PHOTO_BOOK = 'Photo book A4, hard cover';
const PRODUCTS = [
  PHOTO_BOOK,
  'Wall calendar A3',
  'Canvas 40×60',
  'Photo book XL, layflat',
  'Desk calendar',
  'Poster 50×70',
  'Greeting cards',
  'Photo mug',
  'Acrylic wall decor 30×30',
] as const;
type Product = (typeof PRODUCTS)[number];

/** The demo account's projects: each name with the product it is made as. */
const DEMO_PROJECTS: readonly (readonly [string, Product])[] = [
  ['Summer in Zeeland', PHOTO_BOOK],
  ["Grandma's 80th", 'Photo book XL, layflat'],
  ['Family calendar', 'Wall calendar A3'],
  ['Our wedding', 'Photo book XL, layflat'],
  ['Baby Noor, the first year', PHOTO_BOOK],
  ['Lisbon city trip', 'Poster 50×70'],
  ['Living room wall', 'Canvas 40×60'],
  ['Christmas cards', 'Greeting cards'],
  ['Team outing', 'Photo mug'],
  ['Skiing in Tirol', PHOTO_BOOK],
  ['Garden through the seasons', 'Desk calendar'],
  ['School photos', 'Poster 50×70'],
  ['Birthday party Daan', 'Greeting cards'],
  ['Road trip Norway', 'Photo book XL, layflat'],
  ['Kitchen calendar', 'Wall calendar A3'],
  ['Anniversary', 'Acrylic wall decor 30×30'],
  ['Holiday in Crete', PHOTO_BOOK],
  ['Best of the year', 'Desk calendar'],
  ['Moving day', 'Photo mug'],
  ['Dog days', 'Canvas 40×60'],
  ['Sailing weekend', 'Acrylic wall decor 30×30'],
  ['Graduation', 'Greeting cards'],
  ['Cousins weekend', PHOTO_BOOK],
  ['Autumn walks', 'Poster 50×70'],
  ['Easter brunch', 'Greeting cards'],
  ['New Year cards', 'Greeting cards'],
  ['First house', 'Canvas 40×60'],
];

const HOUR = 3_600_000;

/** The i-th project's last change: a few hours ago for the first, then about two weeks apart. */
const changedAt = (now: Date, index: number) => new Date(now.getTime() - (3 + index * 13 * 24 + (index % 5) * 5) * HOUR);

/** Projects with the names given, made as `productOf(index)`, newest first. */
function projectsNamed(names: readonly string[], now: Date, seedBase: number, productOf: (index: number) => Product): NewProject[] {
  return names.map((name, index) => ({
    name,
    productName: productOf(index),
    lastChanged: changedAt(now, index),
    previewSeed: seedBase + index,
  }));
}

/** The demo account's saved projects. */
export async function addDemoProjects(db: Db, accountId: string, now: Date): Promise<void> {
  const names = DEMO_PROJECTS.map(([name]) => name);
  await insertProjects(
    db,
    accountId,
    projectsNamed(names, now, 900, (index) => DEMO_PROJECTS[index]?.[1] ?? PHOTO_BOOK),
  );
}

/** `count` generated projects ('Project 1' the newest), or the projects with the names given. */
export async function addTestProjects(db: Db, accountId: string, projects: number | readonly string[], now: Date): Promise<void> {
  const names = typeof projects === 'number' ? Array.from({ length: projects }, (_, index) => `Project ${index + 1}`) : projects;
  await insertProjects(
    db,
    accountId,
    projectsNamed(names, now, 1300, (index) => PRODUCTS[index % PRODUCTS.length] ?? PHOTO_BOOK),
  );
}
